<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBar</name>
    <message>
        <source>key: %1</source>
        <translation>Taste: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Lerntisch</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first</source>
        <translation>Lerntisch: Tipps kommen anfangs von selbst</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <source>Show the result of the game again</source>
        <translation>Das Ergebnis des Spiels noch einmal zeigen</translation>
    </message>
    <message>
        <source>Learning table · %1</source>
        <translation>Lerntisch · %1</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first; %1</source>
        <translation>Lerntisch: Tipps kommen anfangs von selbst; %1</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>The saved game could not be read and was removed; you can start a new game.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden und wurde entfernt; du kannst ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside as %1; you can start a new game.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden und wurde deshalb als %1 beiseitegelegt; du kannst ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read, and it could not be put aside or removed either (%2), so it stays where it is and this message will come again; you can start a new game.</source>
        <translation>Das gespeicherte Spiel %1 konnte nicht gelesen und auch nicht beiseitegelegt oder entfernt werden (%2); es bleibt, wo es ist, und diese Meldung kommt wieder. Du kannst ein neues Spiel beginnen.</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>%1 (key: %2)</source>
        <translation>%1 (Taste: %2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <source>%1 (KDE)</source>
        <comment>a card deck&apos;s name and the collection it came with</comment>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <source>%1 (GNOME)</source>
        <comment>a card deck&apos;s name and the collection it came with</comment>
        <translation>%1 (GNOME)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a card deck&apos;s name and its file&apos;s name</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>The table&apos;s certificate has changed</source>
        <translation>Das Zertifikat des Tisches hat sich geändert</translation>
    </message>
    <message>
        <source>Connect to this table?</source>
        <translation>Mit diesem Tisch verbinden?</translation>
    </message>
    <message>
        <source>The table at %1 shows another certificate than the one you accepted before, so Felt did not connect. Someone may be listening in between. If the table&apos;s host says they changed it, forget the old one and compare the new fingerprint with theirs.</source>
        <translation>Der Tisch unter %1 zeigt ein anderes Zertifikat als das, das du zuvor angenommen hast, deshalb hat Felt sich nicht verbunden. Vielleicht hört jemand dazwischen mit. Wenn der Gastgeber des Tisches sagt, er habe es geändert, vergiss das alte und vergleiche den neuen Fingerabdruck mit seinem.</translation>
    </message>
    <message>
        <source>The table at %1 uses a certificate that this computer cannot check. Connect only if its fingerprint is the one the table&apos;s host gives you (felt-server prints it when it starts).</source>
        <translation>Der Tisch unter %1 verwendet ein Zertifikat, das dieser Computer nicht prüfen kann. Verbinde dich nur, wenn sein Fingerabdruck der ist, den dir der Gastgeber des Tisches nennt (felt-server gibt ihn beim Start aus).</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>Jetzt:</translation>
    </message>
    <message>
        <source>Accepted before:</source>
        <translation>Zuvor angenommen:</translation>
    </message>
    <message>
        <source>SHA-256 fingerprint:</source>
        <translation>SHA-256-Fingerabdruck:</translation>
    </message>
    <message>
        <source>Forget the old one</source>
        <translation>Das alte vergessen</translation>
    </message>
    <message>
        <source>key: F. The next try shows the new certificate&apos;s fingerprint to accept or refuse.</source>
        <translation>Taste: F. Der nächste Versuch zeigt den Fingerabdruck des neuen Zertifikats zum Annehmen oder Ablehnen.</translation>
    </message>
    <message>
        <source>Accept and connect</source>
        <translation>Annehmen und verbinden</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>Taste: Eingabe</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Nicht verbinden</translation>
    </message>
    <message>
        <source>key: Enter or Esc</source>
        <translation>Taste: Eingabe oder Esc</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
</context>
<context>
    <name>ChainChainAdapter</name>
    <message numerus="yes">
        <source>%n collected (sum %1)</source>
        <translation>
            <numerusform>%n gesammelt (Summe %1)</numerusform>
            <numerusform>%n gesammelt (Summe %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2, then %3.</source>
        <translation>%1 spielt %2, dann %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not continue the chain and collected it (%n card(s)).</source>
        <translation>
            <numerusform>%1 kann die Kette nicht fortsetzen und sammelt sie ein (%n Karte).</numerusform>
            <numerusform>%1 kann die Kette nicht fortsetzen und sammelt sie ein (%n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double: the direction of play turns, and the next player plays freely.</source>
        <translation>Ein Paar: Die Spielrichtung wechselt, und der nächste Spieler spielt frei.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte nach.</numerusform>
            <numerusform>%1 zieht %n Karten nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: %1 collects the chain (%n card(s)).</source>
        <translation>
            <numerusform>Letzter Zug: %1 sammelt die Kette ein (%n Karte).</numerusform>
            <numerusform>Letzter Zug: %1 sammelt die Kette ein (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: the chain leaves the game (%n card(s)).</source>
        <translation>
            <numerusform>Letzter Zug: Die Kette scheidet aus dem Spiel aus (%n Karte).</numerusform>
            <numerusform>Letzter Zug: Die Kette scheidet aus dem Spiel aus (%n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock and every hand are empty: the game is over.</source>
        <translation>Talon und alle Hände sind leer: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 wins, having collected the fewest cards.</source>
        <translation>%1 gewinnt mit den wenigsten gesammelten Karten.</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>play %1, then %2</source>
        <translation>%1 spielen, dann %2</translation>
    </message>
    <message>
        <source>collect the chain</source>
        <translation>die Kette einsammeln</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 zog %2.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Einsammeln</translation>
    </message>
    <message>
        <source>You hold no %1, so you must collect the pile.</source>
        <translation>Du hast keine %1, also musst du den Stapel nehmen.</translation>
    </message>
    <message>
        <source>Playing the link twice turns the chain back: the next player collects nothing.</source>
        <translation>Das Kettenglied doppelt zu spielen kehrt die Kette um: Der Nächste nimmt nichts.</translation>
    </message>
    <message>
        <source>%1 has shown they hold no %2: they must collect the pile.</source>
        <translation>%1 hat gezeigt, keine %2 zu haben: %1 muss den Stapel nehmen.</translation>
    </message>
    <message>
        <source>You keep a card of every number you hold, so you can answer more links.</source>
        <translation>Du behältst von jeder Zahl eine Karte und kannst so mehr Kettenglieder bedienen.</translation>
    </message>
    <message>
        <source>You keep another %1, so you can still answer a link of %1 later.</source>
        <translation>Du behältst noch eine %1, also kannst du ein späteres Kettenglied %1 noch beantworten.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card(s).</source>
        <translation>
            <numerusform>Deine %1 wird das Kettenglied: %2 muss mit einer %1 antworten oder den Stapel mit %n Karte nehmen.</numerusform>
            <numerusform>Deine %1 wird das Kettenglied: %2 muss mit einer %1 antworten oder den Stapel mit %n Karten nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are your last cards: with the stock empty, you collect nothing more.</source>
        <translation>Das sind deine letzten Karten: Da der Vorrat leer ist, nimmst du nichts mehr.</translation>
    </message>
</context>
<context>
    <name>ChainChainRules</name>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Collect as few cards as you can. Every card you collect counts against you; with the same number of cards, the lower sum of their values is better.</source>
        <translation>Sammle so wenige Karten wie möglich. Jede gesammelte Karte zählt gegen dich; bei gleich vielen Karten ist die kleinere Summe ihrer Werte besser.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <source>The original game is for 4 or 5 players; Felt also lets 3 or 6 play. The deck holds two sets of the numbers 1 to 9 for each player: 72 cards for four players, 90 for five.</source>
        <translation>Das Original ist für 4 oder 5 Spieler; in Felt können auch 3 oder 6 spielen. Das Deck enthält für jeden Spieler zwei Sätze der Zahlen 1 bis 9: 72 Karten für vier Spieler, 90 für fünf.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Everyone gets 8 cards; the rest is the stock. The first seat begins.</source>
        <translation>Jeder bekommt 8 Karten; der Rest ist der Talon. Der erste Platz beginnt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Play two cards from your hand onto the chain, one after the other: the first face up, the second on top of it. Your second card is the link the next player has to continue.</source>
        <translation>Spiel zwei Karten von der Hand nacheinander an die Kette: die erste offen, die zweite darauf. Deine zweite Karte ist das Kettenglied, das der nächste Spieler fortsetzen muss.</translation>
    </message>
    <message>
        <source>Continuing the chain</source>
        <translation>Die Kette fortsetzen</translation>
    </message>
    <message>
        <source>If there is a link and you hold a card of that number, your first card must be that number. If you hold none, you collect the whole chain — it goes to your collected stack, open for everyone to see — and then play any two cards as the same turn. On an empty chain any two cards may start it.</source>
        <translation>Gibt es ein Kettenglied und hast du eine Karte dieser Zahl, muss deine erste Karte diese Zahl sein. Hast du keine, sammelst du die ganze Kette ein — sie kommt offen für alle sichtbar auf deinen Sammelstapel — und spielst dann im selben Zug zwei beliebige Karten. Eine leere Kette dürfen zwei beliebige Karten beginnen.</translation>
    </message>
    <message>
        <source>Doubles turn the direction</source>
        <translation>Paare wechseln die Richtung</translation>
    </message>
    <message>
        <source>Playing two cards that both equal the link reverses the direction of play. Felt&apos;s decision, taken from the original&apos;s worked example: after a reverse the next player&apos;s first card is free, and the chain stays where it is. Playing a double is a choice: you may also play just one of the two first.</source>
        <translation>Wer zwei Karten spielt, die beide dem Kettenglied gleichen, kehrt die Spielrichtung um. In Felt gilt, nach dem Beispiel des Originals: Nach einem Richtungswechsel ist die erste Karte des nächsten Spielers frei, und die Kette bleibt liegen. Ein Paar zu spielen ist eine Wahl: Du darfst auch nur eine der beiden zuerst spielen.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Nachziehen</translation>
    </message>
    <message>
        <source>After your play, draw two cards from the stock, or fewer when it runs short. A player whose hand is empty is skipped.</source>
        <translation>Zieh nach deinem Zug zwei Karten vom Talon nach, oder weniger, wenn er zur Neige geht. Wer keine Karten mehr auf der Hand hat, wird übersprungen.</translation>
    </message>
    <message>
        <source>The last play</source>
        <translation>Der letzte Zug</translation>
    </message>
    <message>
        <source>The game ends when the stock and every hand are empty. The play that empties the last hand follows its own rules: a double makes the player who played before it collect the chain; a single match sends the chain out of the game; if the last player has to collect, they then play their last two cards freely and those two leave the game; a free play with no link leaves the chain out of the game as well.</source>
        <translation>Das Spiel endet, wenn der Talon und alle Hände leer sind. Für den Zug, der die letzte Hand leert, gelten eigene Regeln: Ein Paar lässt den Spieler davor die Kette einsammeln; eine einfache Übereinstimmung schickt die Kette aus dem Spiel; muss der letzte Spieler einsammeln, spielt er danach seine letzten beiden Karten frei, und diese scheiden aus; auch ein freier Zug ohne Kettenglied schickt die Kette aus dem Spiel.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Fewest collected cards first; a tie goes to the lower sum; players still tied share the place, and the next place is counted past them (1, 1, 3).</source>
        <translation>Die wenigsten gesammelten Karten zuerst; bei Gleichstand entscheidet die kleinere Summe; wer dann noch gleichauf liegt, teilt sich den Platz, und der nächste Platz wird danach weitergezählt (1, 1, 3).</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Weitere Festlegungen in Felt</translation>
    </message>
    <message>
        <source>A deal that is spelled out must leave an even stock, so every hand always holds pairs. When the last play is a double and nobody else has played since, the player who made it collects the chain themselves.</source>
        <translation>Eine ausgeschriebene Kartenverteilung muss einen geraden Talon übrig lassen, damit jede Hand immer Paare hält. Ist der letzte Zug ein Paar und hat seitdem niemand sonst gespielt, sammelt der Spieler, der es gelegt hat, die Kette selbst ein.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>eine deiner Karten wählen</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>take the chosen card as the first card, then as the second</source>
        <translation>die gewählte Karte als erste nehmen, dann als zweite</translation>
    </message>
    <message>
        <source>take: collect the chain when you hold no card equal to the link</source>
        <translation>einsammeln: die Kette nehmen, wenn du keine Karte wie das Kettenglied hast</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>choose the first card again</source>
        <translation>die erste Karte neu wählen</translation>
    </message>
</context>
<context>
    <name>ChainChainTable</name>
    <message>
        <source>Your turn: you hold no %1, so you must collect the chain — press Take, then play two cards freely.</source>
        <translation>Du bist dran: Du hast keine %1, also musst du die Kette einsammeln — drück auf Einsammeln und spiel dann zwei beliebige Karten.</translation>
    </message>
    <message>
        <source>Now the second card: it becomes the link for the next player.</source>
        <translation>Jetzt die zweite Karte: Sie wird das Kettenglied für den nächsten Spieler.</translation>
    </message>
    <message>
        <source>Your turn: play any two cards — drag or click the first, then the second.</source>
        <translation>Du bist dran: Spiel zwei beliebige Karten — zieh oder klick zuerst die erste, dann die zweite.</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Neu wählen</translation>
    </message>
    <message>
        <source>The chain starts here: play any two cards</source>
        <translation>Hier beginnt die Kette: Spiel zwei beliebige Karten</translation>
    </message>
    <message>
        <source>No link: the next play is free</source>
        <translation>Kein Kettenglied: Der nächste Zug ist frei</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <source>Stock: none</source>
        <translation>Talon: leer</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Glied</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n card(s)</source>
        <translation>
            <numerusform>%1 sammelt %n Karte ein</numerusform>
            <numerusform>%1 sammelt %n Karten ein</numerusform>
        </translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Richtungswechsel!</translation>
    </message>
    <message>
        <source>Your turn: start with the link, %1, then play any second card.</source>
        <translation>Du bist dran: Beginne mit dem Kettenglied, %1, dann spiel eine beliebige zweite Karte.</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Link: %1 — the next play starts with it</source>
        <translation>Kettenglied: %1 — der nächste Zug beginnt damit</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in deiner Hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>in der Hand von %1</translation>
    </message>
    <message>
        <source>collected by you</source>
        <translation>von dir eingesammelt</translation>
    </message>
    <message>
        <source>collected by %1</source>
        <translation>von %1 eingesammelt</translation>
    </message>
    <message>
        <source>the link, at the end of the chain</source>
        <translation>das Kettenglied, am Ende der Kette</translation>
    </message>
    <message>
        <source>on the chain</source>
        <translation>in der Kette</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>der Talon, %n Karte</numerusform>
            <numerusform>der Talon, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ChainChainUi</name>
    <message>
        <source>Chain-Chain</source>
        <translation>Chain-Chain</translation>
    </message>
    <message>
        <source>Link two numbers a turn onto the chain; whoever cannot continue collects it.</source>
        <translation>Häng jeden Zug zwei Zahlen an die Kette; wer nicht anschließen kann, muss sie einsammeln.</translation>
    </message>
    <message>
        <source>(%1 to %2; 4 or 5 is the original game)</source>
        <translation>(%1 bis %2; das Original ist für 4 oder 5)</translation>
    </message>
    <message>
        <source>the first card must equal the link while the hand holds one</source>
        <translation>die erste Karte muss dem Kettenglied gleichen, solange die Hand eine solche Karte hat</translation>
    </message>
    <message>
        <source>no card equals the link: take the pile</source>
        <translation>keine Karte gleicht dem Kettenglied: nimm den Stapel</translation>
    </message>
    <message>
        <source>there is no link to continue, so there is nothing to take</source>
        <translation>es gibt kein Kettenglied zum Fortsetzen, also gibt es nichts zu nehmen</translation>
    </message>
    <message>
        <source>both cards name a card that the hand holds only once</source>
        <translation>beide Karten bezeichnen eine Karte, die nur einmal auf der Hand ist</translation>
    </message>
    <message>
        <source>Easy: leaves as the next link a number it holds several of, now and then plays at random, and reverses only when nothing else goes.</source>
        <translation>Leicht: lässt als nächstes Kettenglied eine Zahl, von der es mehrere hat, spielt ab und zu zufällig und kehrt die Richtung nur um, wenn nichts anderes geht.</translation>
    </message>
    <message>
        <source>Normal: keeps its hand ready for whatever link comes back and leaves links the next player probably cannot continue.</source>
        <translation>Normal: hält seine Hand bereit für jedes Kettenglied, das zurückkommt, und lässt Glieder, die der nächste Spieler wahrscheinlich nicht fortsetzen kann.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices out to the end against guesses at the hidden cards, last-play rules included.</source>
        <translation>Schwer: spielt seine besten Möglichkeiten bis zum Ende durch, mit geratenen verdeckten Karten, die Regeln für den letzten Zug eingeschlossen.</translation>
    </message>
</context>
<context>
    <name>ChatButton</name>
    <message>
        <source>Close chat</source>
        <translation>Chat schließen</translation>
    </message>
    <message numerus="yes">
        <source>Chat (%n new)</source>
        <translation>
            <numerusform>Chat (%n neu)</numerusform>
            <numerusform>Chat (%n neu)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>key: Ctrl+T</source>
        <translation>Taste: Strg+T</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Scroll the chat</source>
        <translation>Chat blättern</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Lesson %1/%2</source>
        <translation>Lektion %1/%2</translation>
    </message>
    <message>
        <source>Lesson step %1 of %2</source>
        <translation>Lektionsschritt %1 von %2</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>Weiter (Leertaste)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>key: Space</source>
        <translation>Taste: Leertaste</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Erstes Spiel spielen</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>Taste: Eingabe</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Nächste Lektion: %1</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>Taste: Eingabe</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Deal number %1.</source>
        <translation>Spiel Nr. %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Ein neues Spiel.</translation>
    </message>
    <message>
        <source>The deal number was %1.</source>
        <translation>Es war Spiel Nr. %1.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>no call</source>
        <translation>kein Ruf</translation>
    </message>
</context>
<context>
    <name>GameReviewBar</name>
    <message>
        <source>The hard player had nothing to say about this decision.</source>
        <translation>Der Computer (schwer) hatte zu dieser Entscheidung nichts zu sagen.</translation>
    </message>
    <message>
        <source>The hard player would have made the same move.</source>
        <translation>Der Computer (schwer) hätte denselben Zug gemacht.</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 (it cannot rate this decision).</source>
        <translation>Wahl des Computers (schwer): %1 (er kann diese Entscheidung nicht bewerten).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — but it rates both about the same (%2 against %3).</source>
        <translation>Wahl des Computers (schwer): %1 — aber er bewertet beide etwa gleich (%2 gegen %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a lot (rated %2 against %3).</source>
        <translation>Wahl des Computers (schwer): %1 — er meint, das war sehr wichtig (Wertung %2 gegen %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered somewhat (rated %2 against %3).</source>
        <translation>Wahl des Computers (schwer): %1 — er meint, das war einigermaßen wichtig (Wertung %2 gegen %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a little (rated %2 against %3).</source>
        <translation>Wahl des Computers (schwer): %1 — er meint, das war nur wenig wichtig (Wertung %2 gegen %3).</translation>
    </message>
    <message>
        <source>Decision %1 of %2 (move %3) — marked: %4.</source>
        <translation>Entscheidung %1 von %2 (Zug %3) — markiert: %4.</translation>
    </message>
    <message>
        <source>%1&apos;s move: %2.</source>
        <translation>Zug von %1: %2.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Vorherige</translation>
    </message>
    <message>
        <source>The previous decision</source>
        <translation>Die vorherige Entscheidung</translation>
    </message>
    <message>
        <source>key: ←</source>
        <translation>Taste: ←</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Taste: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>The next decision</source>
        <translation>Die nächste Entscheidung</translation>
    </message>
    <message>
        <source>key: →</source>
        <translation>Taste: →</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Taste: →</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Prüfung schließen</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
    <message>
        <source>A call missed: %1.</source>
        <translation>Eine verpasste Ansage: %1.</translation>
    </message>
    <message>
        <source>%1 made no call here.</source>
        <translation>%1 hat hier nichts angesagt.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The table is covered until %1 takes over.</source>
        <translation>Der Tisch bleibt verdeckt, bis %1 übernimmt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>A move was taken back.</source>
        <translation>Ein Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>That cannot go there.</source>
        <translation>Das kann dort nicht hin.</translation>
    </message>
    <message>
        <source>The table as it stood before these moves.</source>
        <translation>Der Tisch, wie er vor diesen Zügen lag.</translation>
    </message>
    <message>
        <source>This is a past game: it can only be watched.</source>
        <translation>Dies ist ein vergangenes Spiel: Es kann nur angesehen werden.</translation>
    </message>
    <message>
        <source>The table as it was dealt.</source>
        <translation>Der Tisch, wie er ausgeteilt wurde.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <source>★ Learn to play</source>
        <translation>★ Spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>a guided first deal: you have not played this game yet</source>
        <translation>ein geführtes erstes Spiel: Du hast dieses Spiel noch nicht gespielt</translation>
    </message>
    <message>
        <source>a guided first deal</source>
        <translation>ein geführtes erstes Spiel</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>(%1 to %2 with these rules)</source>
        <translation>(%1 bis %2 mit diesen Regeln)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Places ahead of three easy players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Liegt vor drei leichten Spielern: mittlerer Platz %1 von 4, ihrer %2 (weniger ist besser).</translation>
    </message>
    <message>
        <source>Places ahead of three normal players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Liegt vor drei normalen Spielern: mittlerer Platz %1 von 4, ihrer %2 (weniger ist besser).</translation>
    </message>
    <message>
        <source>Ratings are the hard player&apos;s estimate of how well one finishes from there: 100 surely first, 0 surely last.</source>
        <translation>Die Wertungen sind die Schätzung des Computers (schwer), wie gut man von dort aus abschneidet: 100 sicher Erster, 0 sicher Letzter.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Your game of %1 is still on the table.</source>
        <translation>Dein Spiel %1 liegt noch auf dem Tisch.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1. Pick it up where you left it?</source>
        <translation>Du hast ein nicht beendetes Spiel %1. Dort weitermachen, wo du aufgehört hast?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Felt was closed while it hosted a network game of %1. Host it again? Its people come back to it by themselves.</source>
        <translation>Felt wurde geschlossen, während es ein Netzwerkspiel %1 ausrichtete. Willst du es wieder ausrichten? Die Leute daran kommen von selbst zurück.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Wieder ausrichten</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the network game for good</source>
        <translation>Das Netzwerkspiel endgültig schließen</translation>
    </message>
    <message>
        <source>A card table for five games — against the computer, or with friends at one screen or over the network.</source>
        <translation>Ein Kartentisch für fünf Spiele — gegen den Computer oder mit Freunden, an einem Bildschirm oder über das Netzwerk.</translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Zurückkehren</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Zum Netzwerkspiel zurückkehren</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Table code or invite link</source>
        <translation>Tischcode oder Einladungslink</translation>
    </message>
    <message>
        <source>K7QW2P or felt://192.168.1.20:7447/K7QW2P</source>
        <translation>K7QW2P oder felt://192.168.1.20:7447/K7QW2P</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>192.168.1.20 or 192.168.1.20:7447</source>
        <translation>192.168.1.20 oder 192.168.1.20:7447</translation>
    </message>
    <message>
        <source>No table waiting for people has been found yet.</source>
        <translation>Noch kein Tisch gefunden, der auf Leute wartet.</translation>
    </message>
    <message>
        <source>Join %1&apos;s table</source>
        <translation>An den Tisch von %1 setzen</translation>
    </message>
    <message>
        <source>Also at this screen</source>
        <translation>Auch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Another person&apos;s name</source>
        <translation>Name einer weiteren Person</translation>
    </message>
    <message>
        <source>Another person at this screen, %1</source>
        <translation>Weitere Person an diesem Bildschirm, %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the person at this screen %1</source>
        <translation>Person %1 an diesem Bildschirm entfernen</translation>
    </message>
    <message>
        <source>Add a person at this screen</source>
        <translation>Person an diesem Bildschirm hinzufügen</translation>
    </message>
    <message>
        <source>Several people can sit at the table from this screen; the privacy screen stands between their turns.</source>
        <translation>Mehrere Personen können von diesem Bildschirm aus am Tisch sitzen; zwischen ihren Zügen steht der Sichtschutz.</translation>
    </message>
    <message>
        <source>Tables you may join</source>
        <translation>Tische, an die du dich setzen kannst</translation>
    </message>
    <message>
        <source>%1 on this network — %2</source>
        <translation>%1 in diesem Netzwerk — %2</translation>
    </message>
    <message>
        <source>%1 at %2 — %3</source>
        <translation>%1 auf %2 — %3</translation>
    </message>
    <message>
        <source>At the table: %1</source>
        <translation>Am Tisch: %1</translation>
    </message>
    <message>
        <source>Opened by %1</source>
        <translation>Eröffnet von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>waiting for people</source>
        <translation>wartet auf Leute</translation>
    </message>
    <message>
        <source>You have a seat at a network game (%1). Take it back?</source>
        <translation>Du hast einen Platz an einem Netzwerkspiel (%1). Zurückkehren?</translation>
    </message>
    <message>
        <source>Your name is needed to take a seat.</source>
        <translation>Dein Name wird gebraucht, um Platz zu nehmen.</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <source>hint: suggest a move</source>
        <translation>Tipp: einen Zug vorschlagen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>take back your last move (where nothing is hidden)</source>
        <translation>deinen letzten Zug zurücknehmen (wo nichts verdeckt ist)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Strg+Umschalt+Z, Strg+Y</translation>
    </message>
    <message>
        <source>make it again</source>
        <translation>ihn wiederholen</translation>
    </message>
    <message>
        <source>the last round again, move by move (← →; Esc: back to the game)</source>
        <translation>die letzte Runde noch einmal, Zug für Zug (← →; Esc: zurück ins Spiel)</translation>
    </message>
    <message>
        <source>the rules of this game</source>
        <translation>die Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>?, Shift+F1</source>
        <translation>?, Umschalt+F1</translation>
    </message>
    <message>
        <source>this sheet</source>
        <translation>diese Übersicht</translation>
    </message>
    <message>
        <source>the menu: new game, the same deal again, settings</source>
        <translation>das Menü: neues Spiel, dasselbe Spiel nochmal, Einstellungen</translation>
    </message>
    <message>
        <source>Alt+←</source>
        <translation>Alt+←</translation>
    </message>
    <message>
        <source>back to the games</source>
        <translation>zurück zu den Spielen</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>move between the buttons; Space presses one</source>
        <translation>zwischen den Knöpfen wechseln; die Leertaste drückt einen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>ein neues Spiel</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>beenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Everywhere on the table page</source>
        <translation>Überall auf der Tischseite</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>show or hide the game log (Esc hides it too)</source>
        <translation>das Spielprotokoll zeigen oder verbergen (auch Esc verbirgt es)</translation>
    </message>
    <message>
        <source>once the game is over and its result put aside: the result again</source>
        <translation>wenn das Spiel vorbei und sein Ergebnis beiseitegelegt ist: das Ergebnis noch einmal</translation>
    </message>
</context>
<context>
    <name>LeaveTableQuestion</name>
    <message>
        <source>Leave the network table?</source>
        <translation>Den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <source>You have a seat at %1 with %2: leave it?</source>
        <translation>Du sitzt bei %1 mit %2 am Tisch: Platz verlassen?</translation>
    </message>
    <message>
        <source>You have a seat at %1: leave it?</source>
        <translation>Du sitzt bei %1 am Tisch: Platz verlassen?</translation>
    </message>
    <message>
        <source>You have a seat at a network table: leave it?</source>
        <translation>Du sitzt an einem Netzwerktisch: Platz verlassen?</translation>
    </message>
    <message>
        <source>The table closes for everyone.</source>
        <translation>Der Tisch wird für alle geschlossen.</translation>
    </message>
    <message>
        <source>The others see that you left.</source>
        <translation>Die anderen sehen, dass du gegangen bist.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>There is no lesson &quot;%1&quot;. The lessons are: %2.</source>
        <translation>Es gibt keine Lektion „%1“. Die Lektionen sind: %2.</translation>
    </message>
    <message>
        <source>Each turn you lay two cards on the chain. Your second card is the link: the next player must start with that number.</source>
        <translation>In jedem Zug legst du zwei Karten an die Kette. Deine zweite Karte ist das Kettenglied: Der nächste Spieler muss mit dieser Zahl beginnen.</translation>
    </message>
    <message>
        <source>The chain is empty, so any card may start it. Drag your 3 onto the chain, then your 7.</source>
        <translation>Die Kette ist leer, also darf jede Karte sie beginnen. Zieh deine 3 an die Kette, dann deine 7.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3 first, then your 7.</source>
        <translation>Spiel in dieser Lektion zuerst deine 3, dann deine 7.</translation>
    </message>
    <message>
        <source>Your 7 is the link. Bruno holds a 7, so he must start with it. His 2 is the new link. (After a play you draw two cards: you did too.)</source>
        <translation>Deine 7 ist das Kettenglied. Bruno hat eine 7, also muss er damit beginnen. Seine 2 ist das neue Kettenglied. (Nach einem Zug ziehst du zwei Karten: du auch.)</translation>
    </message>
    <message>
        <source>Cleo continues with the 2 and leaves a 6.</source>
        <translation>Cleo setzt mit der 2 fort und lässt eine 6 liegen.</translation>
    </message>
    <message>
        <source>Dana holds no 6, so she cannot continue: she takes the whole chain. Those 6 cards count against her at the end.</source>
        <translation>Dana hat keine 6, also kann sie nicht fortsetzen: Sie sammelt die ganze Kette ein. Diese 6 Karten zählen am Ende gegen sie.</translation>
    </message>
    <message>
        <source>After taking, Dana starts a new chain with any two cards. The link is 4.</source>
        <translation>Nach dem Einsammeln beginnt Dana eine neue Kette mit zwei beliebigen Karten. Das Kettenglied ist 4.</translation>
    </message>
    <message>
        <source>The link is 4 and you hold no 4. Press Take (T) to collect the chain: only two cards.</source>
        <translation>Das Kettenglied ist 4 und du hast keine 4. Drücke Einsammeln (T), um die Kette zu nehmen: nur zwei Karten.</translation>
    </message>
    <message>
        <source>You hold no 4, so you cannot continue the chain: press Take.</source>
        <translation>Du hast keine 4, also kannst du die Kette nicht fortsetzen: Drücke Einsammeln.</translation>
    </message>
    <message>
        <source>Now you start a new chain freely. Play 8, then 5.</source>
        <translation>Jetzt beginnst du frei eine neue Kette. Spiel die 8, dann die 5.</translation>
    </message>
    <message>
        <source>For this lesson, play your 8 first, then your 5.</source>
        <translation>Spiel in dieser Lektion zuerst deine 8, dann deine 5.</translation>
    </message>
    <message>
        <source>Bruno plays two 5s on the link 5: a reverse! Play now goes the other way, back to you, and no link is left: your first card is free.</source>
        <translation>Bruno spielt zwei 5en auf das Kettenglied 5: ein Richtungswechsel! Jetzt geht es andersherum, zurück zu dir, und es gibt kein Kettenglied: Deine erste Karte ist frei.</translation>
    </message>
    <message>
        <source>Your choice: play any two cards. The second is the link Dana must match.</source>
        <translation>Du hast die Wahl: Spiel zwei beliebige Karten. Die zweite ist das Kettenglied, mit dem Dana beginnen muss.</translation>
    </message>
    <message>
        <source>That is Chain-Chain. The game ends when the stock and every hand are empty. Fewest collected cards win; a tie goes to the lower sum.</source>
        <translation>Das ist Chain-Chain. Das Spiel endet, wenn der Stapel und alle Hände leer sind. Die wenigsten eingesammelten Karten gewinnen; bei Gleichstand die kleinere Summe.</translation>
    </message>
    <message>
        <source>the chain, the link and taking</source>
        <translation>die Kette, das Kettenglied und das Einsammeln</translation>
    </message>
    <message>
        <source>swapping, beating the pile, 2s and 10s</source>
        <translation>Tauschen, den Stapel schlagen, 2en und 10en</translation>
    </message>
    <message>
        <source>Get rid of all your cards: the last player still holding cards is the Shithead. You play from your hand first, then your face-up cards, then the face-down ones, blind.</source>
        <translation>Werde alle deine Karten los: Wer zuletzt noch Karten hat, ist der Shithead. Du spielst zuerst aus der Hand, dann deine offenen Karten, dann blind die verdeckten.</translation>
    </message>
    <message>
        <source>Before play you may swap hand cards with your face-up cards. Keep strong cards face up for later: drag your 10♦ onto your 5♥.</source>
        <translation>Vor dem Spiel darfst du Handkarten mit deinen offenen Karten tauschen. Leg starke Karten für später offen hin: Zieh deine 10♦ auf deine 5♥.</translation>
    </message>
    <message>
        <source>For this lesson, swap your 10♦ with your face-up 5♥.</source>
        <translation>Tausche in dieser Lektion deine 10♦ gegen deine offene 5♥.</translation>
    </message>
    <message>
        <source>Done swapping: press Ready.</source>
        <translation>Fertig getauscht: Drücke Fertig.</translation>
    </message>
    <message>
        <source>For this lesson, press Ready now.</source>
        <translation>Drücke in dieser Lektion jetzt Fertig.</translation>
    </message>
    <message>
        <source>Bruno is ready.</source>
        <translation>Bruno ist fertig.</translation>
    </message>
    <message>
        <source>Cleo too. Nobody shows a 3 face up, and you hold a 3 in your hand, so you start.</source>
        <translation>Cleo auch. Niemand hat eine offene 3, und du hast eine 3 auf der Hand, also beginnst du.</translation>
    </message>
    <message>
        <source>Play your 3♣. Each next card must be of the same rank or higher.</source>
        <translation>Spiel deine 3♣. Jede nächste Karte muss gleich hoch oder höher sein.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3♣.</source>
        <translation>Spiel in dieser Lektion deine 3♣.</translation>
    </message>
    <message>
        <source>Bruno plays two 4s: cards of one rank go together. After playing you draw back up to three cards.</source>
        <translation>Bruno spielt zwei 4en: Karten gleichen Rangs gehen zusammen. Nach dem Spielen ziehst du wieder auf drei Karten auf.</translation>
    </message>
    <message>
        <source>Cleo plays a 6. Now you must play a 6 or higher.</source>
        <translation>Cleo spielt eine 6. Jetzt musst du eine 6 oder höher spielen.</translation>
    </message>
    <message>
        <source>Your 5 is too low. Play your Q♦.</source>
        <translation>Deine 5 ist zu niedrig. Spiel deine D♦.</translation>
    </message>
    <message>
        <source>For this lesson, play your Q♦: it beats the 6.</source>
        <translation>Spiel in dieser Lektion deine D♦: Sie schlägt die 6.</translation>
    </message>
    <message>
        <source>Bruno cannot beat a Queen, so he picks up the whole pile. That slows him down a lot.</source>
        <translation>Bruno kann keine Dame schlagen, also nimmt er den ganzen Stapel auf. Das hält ihn sehr auf.</translation>
    </message>
    <message>
        <source>The pile is empty, so Cleo may start it with any card.</source>
        <translation>Der Stapel ist leer, also darf Cleo mit einer beliebigen Karte beginnen.</translation>
    </message>
    <message>
        <source>You could play your 2♥, but keep it: a 2 goes on anything, so it saves you later. Play your 7♥.</source>
        <translation>Du könntest deine 2♥ spielen, aber behalte sie: Eine 2 geht auf alles, sie rettet dich später. Spiel deine 7♥.</translation>
    </message>
    <message>
        <source>For this lesson, play your 7♥ and keep your 2.</source>
        <translation>Spiel in dieser Lektion deine 7♥ und behalte deine 2.</translation>
    </message>
    <message>
        <source>Bruno plays a 9.</source>
        <translation>Bruno spielt eine 9.</translation>
    </message>
    <message>
        <source>Cleo plays a 10: a 10 goes on anything and burns the pile, which leaves the game. She plays again.</source>
        <translation>Cleo spielt eine 10: Eine 10 geht auf alles und verbrennt den Stapel, er scheidet aus dem Spiel aus. Sie spielt noch einmal.</translation>
    </message>
    <message>
        <source>Cleo leads a King. Nothing in your hand is that high, except…</source>
        <translation>Cleo spielt einen König aus. Nichts auf deiner Hand ist so hoch, außer…</translation>
    </message>
    <message>
        <source>…your 2: it goes on anything. Play it, and the next player may play any card.</source>
        <translation>…deine 2: Sie geht auf alles. Spiel sie, und der Nächste darf jede Karte spielen.</translation>
    </message>
    <message>
        <source>For this lesson, play your 2♥: it goes even on a King.</source>
        <translation>Spiel in dieser Lektion deine 2♥: Sie geht sogar auf einen König.</translation>
    </message>
    <message>
        <source>Four cards of one rank in a row burn the pile too. When your hand and the stock are empty you play your face-up cards, then the face-down ones blind. Good luck!</source>
        <translation>Vier gleiche Karten hintereinander verbrennen den Stapel auch. Wenn Hand und Talon leer sind, spielst du deine offenen Karten, dann blind die verdeckten. Viel Glück!</translation>
    </message>
    <message>
        <source>giving, Kings, Queens and the Wrong Suit</source>
        <translation>Geben, Könige, Damen und die Wrong Suit</translation>
    </message>
    <message>
        <source>Each round everyone gives one card face down, to any player, even to themselves. The cards you receive form your stack, and they can score against you.</source>
        <translation>In jeder Runde gibt jeder eine Karte verdeckt an einen beliebigen Spieler, auch an sich selbst. Die Karten, die du bekommst, bilden deinen Stapel und können gegen dich zählen.</translation>
    </message>
    <message>
        <source>At the end a hidden Ace is turned: its suit is the Wrong Suit. Your cards of that suit count against you. Lowest score wins, so give away what could hurt you.</source>
        <translation>Am Ende wird ein verdecktes Ass aufgedeckt: Seine Farbe ist die Wrong Suit. Deine Karten dieser Farbe zählen gegen dich. Die niedrigste Punktzahl gewinnt, also gib weg, was dir schaden könnte.</translation>
    </message>
    <message>
        <source>A King lands face up, and from then on its suit can no longer reach that player. Drag your K♠ onto Bruno&apos;s place.</source>
        <translation>Ein König landet offen, und danach kann seine Farbe diesen Spieler nicht mehr erreichen. Zieh deinen K♠ auf Brunos Platz.</translation>
    </message>
    <message>
        <source>For this lesson, give your K♠ to Bruno.</source>
        <translation>Gib in dieser Lektion deinen K♠ an Bruno.</translation>
    </message>
    <message>
        <source>Bruno has given a card to someone. You see only that he gave, not which card or to whom.</source>
        <translation>Bruno hat jemandem eine Karte gegeben. Du siehst nur, dass er gegeben hat, nicht welche Karte oder wem.</translation>
    </message>
    <message>
        <source>Cleo has given too.</source>
        <translation>Cleo hat auch gegeben.</translation>
    </message>
    <message>
        <source>Dana gave last, so the round is shown: Dana&apos;s 6♠ went to you, and your King lies face up at Bruno&apos;s. No more spades can reach him.</source>
        <translation>Dana hat zuletzt gegeben, also wird die Runde aufgedeckt: Danas 6♠ ging an dich, und dein König liegt offen bei Bruno. Keine Pik können ihn mehr erreichen.</translation>
    </message>
    <message>
        <source>A Queen asks for a suit: the player who gets it must give you their lowest card of that suit. Give your Q♦ to Cleo and name clubs.</source>
        <translation>Eine Dame fordert eine Farbe: Wer sie bekommt, muss dir seine niedrigste Karte dieser Farbe geben. Gib deine D♦ an Cleo und nenne Kreuz.</translation>
    </message>
    <message>
        <source>For this lesson, give your Q♦ to Cleo and name clubs.</source>
        <translation>Gib in dieser Lektion deine D♦ an Cleo und nenne Kreuz.</translation>
    </message>
    <message>
        <source>Bruno gives again.</source>
        <translation>Bruno gibt wieder.</translation>
    </message>
    <message>
        <source>Cleo gives too.</source>
        <translation>Cleo gibt auch.</translation>
    </message>
    <message>
        <source>Dana gave you her J♣. Then your Queen works: Cleo had to hand you her lowest club, the 4♣.</source>
        <translation>Dana hat dir ihren B♣ gegeben. Dann wirkt deine Dame: Cleo musste dir ihr niedrigstes Kreuz geben, die 4♣.</translation>
    </message>
    <message>
        <source>Your last card is yours to give: to anyone, yourself included.</source>
        <translation>Deine letzte Karte gibst du, wem du willst: jedem, auch dir selbst.</translation>
    </message>
    <message>
        <source>moves, draws and the four positions</source>
        <translation>Züge, Ziehen und die vier Positionen</translation>
    </message>
    <message>
        <source>Everyone plays together: sort every card into the valleys, each pile going down from King to Ace. Alone, you play all four positions in turn.</source>
        <translation>Alle spielen zusammen: Sortiert jede Karte in die Täler, jeder Stapel absteigend vom König bis zum Ass. Allein spielst du alle vier Positionen nacheinander.</translation>
    </message>
    <message>
        <source>A position reaches its own valley, the two beside it, and the two ridges beside it. Suits never matter.</source>
        <translation>Eine Position erreicht ihr eigenes Tal, die beiden daneben und die beiden Grate daneben. Farben spielen nie eine Rolle.</translation>
    </message>
    <message>
        <source>First, any moves you like between valleys you reach: a card goes onto a higher one. Drag the 8♠ onto the K♥.</source>
        <translation>Zuerst beliebig viele Züge zwischen Tälern, die du erreichst: Eine Karte kommt auf eine höhere. Zieh die 8♠ auf den K♥.</translation>
    </message>
    <message>
        <source>For this lesson, move the 8♠ onto the K♥.</source>
        <translation>Leg in dieser Lektion die 8♠ auf den K♥.</translation>
    </message>
    <message>
        <source>Then a draw ends the turn: the outer card of a ridge you reach goes onto a valley where it fits. Drag the 7♣ onto the 8♠.</source>
        <translation>Dann beendet ein Ziehen den Zug: Die äußere Karte eines erreichbaren Grats kommt in ein Tal, wo sie passt. Zieh die 7♣ auf die 8♠.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 7♣ onto the 8♠.</source>
        <translation>Zieh in dieser Lektion die 7♣ auf die 8♠.</translation>
    </message>
    <message>
        <source>Now you play the next position, with other valleys in reach. Its 9♥ fits on the 10♦: draw it there.</source>
        <translation>Jetzt spielst du die nächste Position, mit anderen Tälern in Reichweite. Ihre 9♥ passt auf die 10♦: Zieh sie dorthin.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 9♥ onto the 10♦.</source>
        <translation>Zieh in dieser Lektion die 9♥ auf die 10♦.</translation>
    </message>
    <message>
        <source>You must draw whenever a card fits; only when none does may you pass. An empty valley takes any card, and a full run of 13 leaves the table. Hint suggests a move; in a game, Undo takes moves back.</source>
        <translation>Du musst ziehen, wann immer eine Karte passt; nur wenn keine passt, darfst du passen. Ein leeres Tal nimmt jede Karte, und eine volle Reihe von 13 verlässt den Tisch. Tipp schlägt einen Zug vor; im Spiel nimmt Rückgängig Züge zurück.</translation>
    </message>
    <message>
        <source>the turn: playing, closing, penalties</source>
        <translation>der Zug: spielen, schließen, Strafpunkte</translation>
    </message>
    <message>
        <source>Shaftmount is about penalty points: ten and you are out, and the last player left wins. The face-up cards in front of each player are their sequences.</source>
        <translation>In Shaftmount geht es um Strafpunkte: Bei zehn bist du raus, und wer zuletzt übrig ist, gewinnt. Die offenen Karten vor jedem Spieler sind seine Reihen.</translation>
    </message>
    <message>
        <source>Each turn you make one play: a card of the same suit and higher rank on any sequence, yours or another&apos;s. Drag your 9♣ onto Bruno&apos;s 7♣.</source>
        <translation>In jedem Zug spielst du einmal: eine Karte derselben Farbe und höheren Rangs auf irgendeine Reihe, deine oder eine fremde. Zieh deine 9♣ auf Brunos 7♣.</translation>
    </message>
    <message>
        <source>For this lesson, play your 9♣ on Bruno&apos;s 7♣.</source>
        <translation>Spiel in dieser Lektion deine 9♣ auf Brunos 7♣.</translation>
    </message>
    <message>
        <source>After your play you draw back up to your hand limit, 9 cards here. The table can do it for you; otherwise press Draw.</source>
        <translation>Nach deinem Spiel ziehst du wieder bis zum Handlimit auf, hier 9 Karten. Der Tisch kann das für dich tun; sonst drücke Ziehen.</translation>
    </message>
    <message>
        <source>Now draw a card.</source>
        <translation>Zieh jetzt eine Karte.</translation>
    </message>
    <message>
        <source>Now end your turn.</source>
        <translation>Beende jetzt deinen Zug.</translation>
    </message>
    <message>
        <source>Bruno plays an Ace on your 5♥. An Ace is a closing card: it closes your sequence, goes to the closing area, and you take a penalty point.</source>
        <translation>Bruno spielt ein Ass auf deine 5♥. Ein Ass ist eine Schließkarte: Es schließt deine Reihe, kommt in den Schließbereich, und du bekommst einen Strafpunkt.</translation>
    </message>
    <message>
        <source>Your choice: Keep the 5♥ as the card to beat on that sequence, or Redraw to replace it with the deck&apos;s top card.</source>
        <translation>Du hast die Wahl: Behalten, dann bleibt die 5♥ die Karte, die es auf dieser Reihe zu schlagen gilt, oder Neu ziehen, dann ersetzt sie die oberste Karte des Talons.</translation>
    </message>
    <message>
        <source>Bruno draws back up to his limit…</source>
        <translation>Bruno zieht wieder bis zu seinem Limit auf…</translation>
    </message>
    <message>
        <source>…and ends his turn. With the A♥ closed, the K♥ is now a closing card too: whoever plays it on a heart sequence closes it.</source>
        <translation>…und beendet seinen Zug. Da das A♥ geschlossen ist, ist jetzt auch der K♥ eine Schließkarte: Wer ihn auf eine Herz-Reihe spielt, schließt sie.</translation>
    </message>
    <message>
        <source>You must play when you can, even on your own sequence. If you cannot play at all, press No play: your hand goes, you take a point and draw a new hand. Avoid giving others a closing card to play.</source>
        <translation>Du musst spielen, wenn du kannst, auch auf deine eigene Reihe. Kannst du gar nicht spielen, drücke Kein Zug: Deine Hand geht weg, du bekommst einen Punkt und ziehst eine neue Hand. Gib anderen möglichst keine Schließkarte zum Spielen.</translation>
    </message>
    <message>
        <source>Then the turn ends: the table ends it for you, or press End turn.</source>
        <translation>Dann endet der Zug: Der Tisch beendet ihn für dich, oder drücke Zug beenden.</translation>
    </message>
    <message>
        <source>the 2 to 6 rules</source>
        <translation>die Regeln der 2 bis 6</translation>
    </message>
    <message>
        <source>The cards 2 to 6 each have a rule of their own. None is ever forced on you: use them when they help.</source>
        <translation>Die Karten 2 bis 6 haben je eine eigene Regel. Keine ist Pflicht: Nutze sie, wenn sie dir helfen.</translation>
    </message>
    <message>
        <source>Your only normal play is your A♠ on your own K♠. You would have to make it: it closes your own sequence, a point for you.</source>
        <translation>Dein einziger normaler Zug ist dein A♠ auf deinen eigenen K♠. Du müsstest ihn machen: Er schließt deine eigene Reihe, ein Punkt für dich.</translation>
    </message>
    <message>
        <source>The 4 rule gets you out: instead of a normal play, slide a 4 under a sequence of its suit. Slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>Die 4er-Regel hilft dir heraus: Statt eines normalen Zugs schiebst du eine 4 unter eine Reihe ihrer Farbe. Schieb deine 4♣ unter Brunos B♣.</translation>
    </message>
    <message>
        <source>For this lesson, slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>Schieb in dieser Lektion deine 4♣ unter Brunos B♣.</translation>
    </message>
    <message>
        <source>But any other player may block a 4 with a 6. Bruno does: your 4♣ comes back, and you still owe a play.</source>
        <translation>Aber jeder andere Spieler darf eine 4 mit einer 6 blockieren. Bruno tut es: Deine 4♣ kommt zurück, und du schuldest noch einen Zug.</translation>
    </message>
    <message>
        <source>The 3 rule is another way out: a 3 starts a new sequence of your own. Drag your 3♠ to the New sequence place.</source>
        <translation>Die 3er-Regel ist ein anderer Ausweg: Eine 3 beginnt eine neue eigene Reihe. Zieh deine 3♠ auf den Platz „Neue Reihe“.</translation>
    </message>
    <message>
        <source>For this lesson, start a new sequence with your 3♠.</source>
        <translation>Beginne in dieser Lektion mit deiner 3♠ eine neue Reihe.</translation>
    </message>
    <message>
        <source>That was your play, and your A♠ is still safe in your hand. Draw back up to 9 cards.</source>
        <translation>Das war dein Zug, und dein A♠ ist noch sicher auf deiner Hand. Zieh wieder auf 9 Karten auf.</translation>
    </message>
    <message>
        <source>And end your turn.</source>
        <translation>Und beende deinen Zug.</translation>
    </message>
    <message>
        <source>Bruno has no normal play. The 2 rule lets him show his hand and close any sequence of the 2&apos;s suit: his 2♥ is aimed at your K♥.</source>
        <translation>Bruno hat keinen normalen Zug. Die 2er-Regel erlaubt ihm, seine Hand zu zeigen und eine beliebige Reihe in der Farbe der 2 zu schließen: Seine 2♥ zielt auf deinen K♥.</translation>
    </message>
    <message>
        <source>He holds fewer than 9 cards, so any 5 defends you: he must first draw up to 9. Defend with your 5♦.</source>
        <translation>Er hat weniger als 9 Karten, also verteidigt dich jede 5: Er muss erst auf 9 aufziehen. Verteidige mit deiner 5♦.</translation>
    </message>
    <message>
        <source>For this lesson, defend with your 5♦.</source>
        <translation>Verteidige in dieser Lektion mit deiner 5♦.</translation>
    </message>
    <message>
        <source>He drew the K♣, a card he can play, so he must play it. His 2 stays in his hand and your K♥ is safe.</source>
        <translation>Er hat den K♣ gezogen, eine spielbare Karte, also muss er sie spielen. Seine 2 bleibt auf der Hand, und dein K♥ ist sicher.</translation>
    </message>
    <message>
        <source>In short: a 2 closes when you cannot play; a 3 or a 4 spares you a bad forced play; a 5 and a 6 answer them, out of turn. Keep your 5s and 6s.</source>
        <translation>Kurz: Eine 2 schließt, wenn du nicht spielen kannst; eine 3 oder 4 erspart dir einen schlechten Pflichtzug; eine 5 und eine 6 antworten darauf, außerhalb des Zugs. Behalte deine 5en und 6en.</translation>
    </message>
    <message>
        <source>calls by hand</source>
        <translation>Ansagen von Hand</translation>
    </message>
    <message>
        <source>With calls by hand, no penalty comes by itself: a player has to notice it and call it. This lesson shows the three calls.</source>
        <translation>Bei Ansagen von Hand kommt kein Strafpunkt von selbst: Ein Spieler muss ihn bemerken und ansagen. Diese Lektion zeigt die drei Ansagen.</translation>
    </message>
    <message>
        <source>Play your A♥ on Bruno&apos;s Q♥. It is a closing card, but here it closes nothing yet: it lies there, exposed.</source>
        <translation>Spiel dein A♥ auf Brunos D♥. Es ist eine Schließkarte, aber hier schließt es noch nichts: Es liegt offen da.</translation>
    </message>
    <message>
        <source>For this lesson, play your A♥ on Bruno&apos;s Q♥.</source>
        <translation>Spiel in dieser Lektion dein A♥ auf Brunos D♥.</translation>
    </message>
    <message>
        <source>Tap your A♥ to prove the closing. Only then does Bruno take his point.</source>
        <translation>Tippe dein A♥ an, um das Schließen zu beweisen. Erst dann bekommt Bruno seinen Punkt.</translation>
    </message>
    <message>
        <source>For this lesson, tap your A♥ on Bruno&apos;s sequence.</source>
        <translation>Tippe in dieser Lektion dein A♥ auf Brunos Reihe an.</translation>
    </message>
    <message>
        <source>Bruno keeps his Q♥. But look: with the A♥ closed, your K♥ is now a closing card, exposed on your own sequence.</source>
        <translation>Bruno behält seine D♥. Aber sieh hin: Da das A♥ geschlossen ist, ist dein K♥ jetzt eine Schließkarte, offen auf deiner eigenen Reihe.</translation>
    </message>
    <message>
        <source>Bruno taps it: a point for you. Before you close a sequence, look at what your closing exposes.</source>
        <translation>Bruno tippt ihn an: ein Punkt für dich. Bevor du eine Reihe schließt, sieh nach, was dein Schließen offenlegt.</translation>
    </message>
    <message>
        <source>His tap made his own Q♥ a closing card in turn. Tap it before he covers it.</source>
        <translation>Sein Antippen hat nun seine eigene D♥ zur Schließkarte gemacht. Tippe sie an, bevor er sie zudeckt.</translation>
    </message>
    <message>
        <source>For this lesson, tap Bruno&apos;s Q♥.</source>
        <translation>Tippe in dieser Lektion Brunos D♥ an.</translation>
    </message>
    <message>
        <source>Now draw back up to 9 cards.</source>
        <translation>Zieh jetzt wieder auf 9 Karten auf.</translation>
    </message>
    <message>
        <source>Bruno draws a tenth card, one above the limit of 9. At this table nothing stops him until someone notices.</source>
        <translation>Bruno zieht eine zehnte Karte, eine über dem Limit von 9. An diesem Tisch hält ihn nichts auf, bis es jemand bemerkt.</translation>
    </message>
    <message>
        <source>He draws an eleventh.</source>
        <translation>Er zieht eine elfte.</translation>
    </message>
    <message>
        <source>Now Bruno claims he has no play and shows his hand. Look for a card he could play.</source>
        <translation>Jetzt behauptet Bruno, keinen Zug zu haben, und zeigt seine Hand. Such eine Karte, die er spielen könnte.</translation>
    </message>
    <message>
        <source>His 9♦ goes on his own 8♦. Challenge: a false claim costs him a point, and he must make that play.</source>
        <translation>Seine 9♦ passt auf seine eigene 8♦. Ficht an: Eine falsche Behauptung kostet ihn einen Punkt, und er muss diesen Zug machen.</translation>
    </message>
    <message>
        <source>For this lesson, challenge with his 9♦ on his 8♦.</source>
        <translation>Ficht in dieser Lektion mit seiner 9♦ auf seiner 8♦ an.</translation>
    </message>
    <message>
        <source>His hand still holds 10 cards: count it. A point for him, and he may not draw until he holds fewer than 9.</source>
        <translation>Seine Hand hat noch 10 Karten: Zähl sie. Ein Punkt für ihn, und er darf nicht ziehen, bis er weniger als 9 hat.</translation>
    </message>
    <message>
        <source>For this lesson, count Bruno&apos;s hand.</source>
        <translation>Zähl in dieser Lektion Brunos Hand.</translation>
    </message>
    <message>
        <source>Nobody calls for you at this table: tap closing cards, challenge claims you can disprove, count hands above the limit. The others will do the same to you.</source>
        <translation>An diesem Tisch sagt niemand für dich an: Tippe Schließkarten an, ficht Behauptungen an, die du widerlegen kannst, zähle Hände über dem Limit. Die anderen tun dasselbe mit dir.</translation>
    </message>
    <message>
        <source>Your 7 is the link now: Bruno must start his turn with a 7.</source>
        <translation>Deine 7 ist jetzt das Kettenglied: Bruno muss seinen Zug mit einer 7 beginnen.</translation>
    </message>
    <message>
        <source>The two cards are yours now and count against you at the end; your turn goes on.</source>
        <translation>Die zwei Karten gehören jetzt dir und zählen am Ende gegen dich; dein Zug geht weiter.</translation>
    </message>
    <message>
        <source>Your 5 is the link now: Bruno must answer it with a 5.</source>
        <translation>Deine 5 ist jetzt das Kettenglied: Bruno muss mit einer 5 antworten.</translation>
    </message>
    <message>
        <source>Your second card is the link Dana must answer now.</source>
        <translation>Deine zweite Karte ist das Kettenglied, auf das Dana jetzt antworten muss.</translation>
    </message>
    <message>
        <source>The 8♠ lies on the K♥: a lower card on a higher one, so the valley still goes down.</source>
        <translation>Die 8♠ liegt auf dem K♥: eine niedrigere Karte auf einer höheren, das Tal fällt also weiter ab.</translation>
    </message>
    <message>
        <source>The 7♣ came down onto the 8♠, and the draw ended the turn: the next position plays.</source>
        <translation>Die 7♣ kam auf die 8♠, und das Ziehen hat den Zug beendet: Die nächste Position ist dran.</translation>
    </message>
    <message>
        <source>The 9♥ lies on the 10♦, and that position&apos;s turn is over too.</source>
        <translation>Die 9♥ liegt auf der 10♦, und auch der Zug dieser Position ist vorbei.</translation>
    </message>
    <message>
        <source>Your 9♣ is the top of Bruno&apos;s sequence now: the card to beat there.</source>
        <translation>Deine 9♣ liegt jetzt oben auf Brunos Reihe: die Karte, die dort zu schlagen ist.</translation>
    </message>
    <message>
        <source>You hold 9 cards again.</source>
        <translation>Du hast wieder 9 Karten.</translation>
    </message>
    <message>
        <source>Your turn is over: Bruno plays next.</source>
        <translation>Dein Zug ist vorbei: Bruno ist als Nächster dran.</translation>
    </message>
    <message>
        <source>The sequence stands again, with one card to beat.</source>
        <translation>Die Reihe steht wieder, mit einer Karte, die zu schlagen ist.</translation>
    </message>
    <message>
        <source>Your 4♣ went under Bruno&apos;s J♣, so the top card stays as it was. Now the others may answer.</source>
        <translation>Deine 4♣ ist unter Brunos B♣ gerutscht, die oberste Karte bleibt also, wie sie war. Jetzt dürfen die anderen antworten.</translation>
    </message>
    <message>
        <source>Your 3♠ starts a sequence of your own: that was your play.</source>
        <translation>Deine 3♠ beginnt eine eigene Reihe: Das war dein Zug.</translation>
    </message>
    <message>
        <source>Your 5♦ went to the discard pile: Bruno must draw up to 9 before his 2 may close anything.</source>
        <translation>Deine 5♦ ging auf den Ablagestapel: Bruno muss auf 9 Karten nachziehen, bevor seine 2 etwas schließen darf.</translation>
    </message>
    <message>
        <source>Your A♥ lies on Bruno&apos;s Q♥, exposed: nothing has closed yet.</source>
        <translation>Dein A♥ liegt offen auf Brunos D♥: Noch ist nichts geschlossen.</translation>
    </message>
    <message>
        <source>Your tap proved it: the A♥ went to the closing area and Bruno took a point. He keeps or redraws now.</source>
        <translation>Dein Antippen hat es bewiesen: Das A♥ ging in den Schließbereich, und Bruno hat einen Punkt bekommen. Jetzt behält er oder zieht neu.</translation>
    </message>
    <message>
        <source>Bruno&apos;s Q♥ closed too: another point for him.</source>
        <translation>Brunos D♥ ist auch geschlossen: noch ein Punkt für ihn.</translation>
    </message>
    <message>
        <source>Caught: Bruno takes a point, and the table makes his 9♦ play for him.</source>
        <translation>Erwischt: Bruno bekommt einen Punkt, und der Tisch macht seinen Zug mit der 9♦ für ihn.</translation>
    </message>
    <message>
        <source>Counted: a point for Bruno, and he may not draw until he holds fewer than 9.</source>
        <translation>Gezählt: ein Punkt für Bruno, und er darf nicht ziehen, bis er weniger als 9 Karten hat.</translation>
    </message>
    <message>
        <source>Your 10♦ lies face up now, and the 5♥ is in your hand.</source>
        <translation>Deine 10♦ liegt jetzt offen, und die 5♥ ist auf deiner Hand.</translation>
    </message>
    <message>
        <source>You are ready: the others finish their swaps.</source>
        <translation>Du bist bereit: Die anderen tauschen noch zu Ende.</translation>
    </message>
    <message>
        <source>Your 3♣ is on the pile, and you drew back up to three cards.</source>
        <translation>Deine 3♣ liegt auf dem Stapel, und du hast wieder auf drei Karten nachgezogen.</translation>
    </message>
    <message>
        <source>Your Q♦ is on the pile: Bruno must beat it, or pick up the pile.</source>
        <translation>Deine D♦ liegt auf dem Stapel: Bruno muss sie schlagen oder den Stapel aufnehmen.</translation>
    </message>
    <message>
        <source>Your 7♥ is on the pile, and your 2♥ waits in your hand.</source>
        <translation>Deine 7♥ liegt auf dem Stapel, und deine 2♥ wartet auf deiner Hand.</translation>
    </message>
    <message>
        <source>Your 2 is on the King: the next player may play any card.</source>
        <translation>Deine 2 liegt auf dem König: Der Nächste darf jede Karte spielen.</translation>
    </message>
    <message>
        <source>You gave your K♠ to Bruno. Nobody else sees which card you gave, or to whom, until the round is over.</source>
        <translation>Du hast deinen K♠ Bruno gegeben. Bis die Runde vorbei ist, sieht niemand sonst, welche Karte du wem gegeben hast.</translation>
    </message>
    <message>
        <source>You gave your Q♦ to Cleo, naming clubs: it works once everyone has given.</source>
        <translation>Du hast deine D♦ Cleo gegeben und Kreuz genannt: Sie wirkt, sobald alle gegeben haben.</translation>
    </message>
    <message>
        <source>Your last card is given: your hand is empty.</source>
        <translation>Deine letzte Karte ist gegeben: Deine Hand ist leer.</translation>
    </message>
    <message>
        <source>Bruno gives his last card. Cleo&apos;s answer to your Queen emptied her hand, so she sits this round out.</source>
        <translation>Bruno gibt seine letzte Karte. Cleos Antwort auf deine Dame hat ihre Hand geleert, also setzt sie diese Runde aus.</translation>
    </message>
    <message>
        <source>Dana gives last, and every hand is empty: the game is over. The first Ace is turned: the A♥. Hearts are the Wrong Suit.</source>
        <translation>Dana gibt als Letzte, und alle Hände sind leer: Das Spiel ist vorbei. Das erste Ass wird aufgedeckt: das A♥. Herz ist die Wrong Suit.</translation>
    </message>
    <message>
        <source>Now the scores. Every Wrong Suit card in a stack counts its value (a King 20): Dana&apos;s 8♥ costs you 8. Every Jack scores by colour: your J♣ is black and the Wrong Suit red, so +10. Lowest score wins: Bruno, with no heart and no Jack, has 0.</source>
        <translation>Jetzt die Punkte. Jede Karte der Wrong Suit in einem Stapel zählt ihren Wert (ein König 20): Danas 8♥ kostet dich 8. Jeder Bube zählt nach Farbe: Dein B♣ ist schwarz und die Wrong Suit rot, also +10. Die wenigsten Punkte gewinnen: Bruno hat ohne Herz und ohne Buben 0.</translation>
    </message>
    <message>
        <source>Three more rules lower a score, and lower is better. Four of a kind: a stack with all four cards of a rank scores minus that rank&apos;s value (four 10s: −10), and those four count nothing else.</source>
        <translation>Drei weitere Regeln senken die Punkte, und weniger ist besser. Vier Gleiche: Ein Stapel mit allen vier Karten eines Rangs zählt minus den Wert dieses Rangs (vier 10er: −10), und diese vier zählen sonst nichts.</translation>
    </message>
    <message>
        <source>A big suit: when the cards of one suit in your stack are worth 40 or more, you score −30 for it, whichever suit is the Wrong Suit.</source>
        <translation>Eine große Farbe: Sind die Karten einer Farbe in deinem Stapel 40 oder mehr wert, bekommst du dafür −30, welche Farbe auch die Wrong Suit ist.</translation>
    </message>
    <message>
        <source>Many cards: from the 13th card in your stack on, each card takes off more than the one before: 13 cards −1, 14 cards −3, 15 cards −6. So give away what the Wrong Suit could make costly, and gather what lowers your score.</source>
        <translation>Viele Karten: Ab der 13. Karte in deinem Stapel zieht jede Karte mehr ab als die vorige: 13 Karten −1, 14 Karten −3, 15 Karten −6. Gib also weg, was die Wrong Suit teuer machen könnte, und sammle, was deine Punkte senkt.</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>This lesson no longer fits the game&apos;s rules. Please report it.</source>
        <translation>Diese Lektion passt nicht mehr zu den Spielregeln. Bitte melde das.</translation>
    </message>
    <message>
        <source>First read the coach&apos;s words, then press Next (Space).</source>
        <translation>Lies zuerst, was der Trainer sagt, dann drücke Weiter (Leertaste).</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>Die Lektion ist vorbei: Spiel ein erstes Spiel oder verlasse die Lektion.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Erledigt.</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>Coach: %1</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>Lesson %1: %2  ✓</source>
        <translation>Lektion %1: %2  ✓</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>noch nicht gemacht</translation>
    </message>
</context>
<context>
    <name>LocalHost</name>
    <message>
        <source>A game needs players.</source>
        <translation>Ein Spiel braucht Spieler.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Seat %1 has an unknown kind of player: %2.</source>
        <translation>Platz %1 hat eine unbekannte Art von Spieler: %2.</translation>
    </message>
    <message>
        <source>The deal number is too large.</source>
        <translation>Die Spielnummer ist zu groß.</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>das gespeicherte Spiel hat %1 Plätze für %2 Spieler</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide what to do. %2</source>
        <translation>%1 konnte sich für keinen Zug entscheiden. %2</translation>
    </message>
    <message>
        <source>%1 made a fallback move.</source>
        <translation>%1 hat ersatzweise einen Zug gemacht.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Scroll the log</source>
        <translation>Protokoll blättern</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Felt — %1</source>
        <translation>Felt — %1</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Leave your unfinished game?</source>
        <translation>Dein unfertiges Spiel verlassen?</translation>
    </message>
    <message>
        <source>Replace your unfinished game?</source>
        <translation>Dein unfertiges Spiel ersetzen?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 stays saved, and the home page offers to resume it. Play over the network now?</source>
        <translation>Dein unfertiges Spiel %1 bleibt gespeichert, und die Startseite bietet es zum Fortsetzen an. Jetzt über das Netzwerk spielen?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Start a new game of %2?</source>
        <translation>Dein unfertiges Spiel %1 geht verloren. Ein neues Spiel %2 beginnen?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Resume your game of %2?</source>
        <translation>Dein unfertiges Spiel %1 geht verloren. Dein Spiel %2 fortsetzen?</translation>
    </message>
</context>
<context>
    <name>MountainAdapter</name>
    <message>
        <source>plays every position</source>
        <translation>spielt alle Positionen</translation>
    </message>
    <message numerus="yes">
        <source>position %1</source>
        <translation>
            <numerusform>Position %1</numerusform>
            <numerusform>Positionen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (position %2)</source>
        <translation>%1 (Position %2)</translation>
    </message>
    <message>
        <source>Valley %1 holds a full run of 13: it leaves the table.</source>
        <translation>Tal %1 hält eine volle Reihe von 13 Karten: Sie verlässt den Tisch.</translation>
    </message>
    <message>
        <source>%1 cannot draw and passes.</source>
        <translation>%1 kann nicht ziehen und passt.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>The mountain is down: the table has won!</source>
        <translation>Der Berg ist abgetragen: Der Tisch hat gewonnen!</translation>
    </message>
    <message>
        <source>No arrangement of the valleys lets anyone draw: the table has lost.</source>
        <translation>Keine Anordnung der Täler lässt noch jemanden ziehen: Der Tisch hat verloren.</translation>
    </message>
    <message numerus="yes">
        <source>The mountain is down! The table won in %n turn(s).</source>
        <translation>
            <numerusform>Der Berg ist abgetragen! Der Tisch hat in %n Zug gewonnen.</numerusform>
            <numerusform>Der Berg ist abgetragen! Der Tisch hat in %n Zügen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mountain stands: the table lost, with %n run(s) completed.</source>
        <translation>
            <numerusform>Der Berg steht: Der Tisch hat verloren, mit %n vollendeten Reihe.</numerusform>
            <numerusform>Der Berg steht: Der Tisch hat verloren, mit %n vollendeten Reihen.</numerusform>
        </translation>
    </message>
    <message>
        <source>move the top card of valley %1 onto valley %2</source>
        <translation>die oberste Karte von Tal %1 auf Tal %2 verschieben</translation>
    </message>
    <message>
        <source>move the top %1 cards of valley %2 onto valley %3</source>
        <translation>die obersten %1 Karten von Tal %2 auf Tal %3 verschieben</translation>
    </message>
    <message>
        <source>draw the peak&apos;s top card into valley %1</source>
        <translation>die oberste Gipfelkarte in Tal %1 ziehen</translation>
    </message>
    <message>
        <source>draw the outer card of ridge %1 into valley %2</source>
        <translation>die äußere Karte von Grat %1 in Tal %2 ziehen</translation>
    </message>
    <message>
        <source>pass: no card can be drawn</source>
        <translation>passen: Keine Karte lässt sich ziehen</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>all positions</source>
        <translation>alle Positionen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>It clears the table: the game is won.</source>
        <translation>Damit ist der Tisch leer: Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>It completes a run of 13, which leaves the table.</source>
        <translation>Damit ist eine Reihe von 13 voll und verlässt den Tisch.</translation>
    </message>
    <message>
        <source>It lets the %1 come down from the mountain onto valley %2: before it, no card could be drawn.</source>
        <translation>Damit kann die %1 vom Berg auf Tal %2 kommen: Vorher ließ sich keine Karte ziehen.</translation>
    </message>
    <message numerus="yes">
        <source>It puts the %1 right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>Die %1 kommt direkt unter die %2 in Tal %3: Die Reihe wächst auf %n Karte.</numerusform>
            <numerusform>Die %1 kommt direkt unter die %2 in Tal %3: Die Reihe wächst auf %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It brings the %1 down right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>Die %1 kommt vom Berg direkt unter die %2 in Tal %3: Die Reihe wächst auf %n Karte.</numerusform>
            <numerusform>Die %1 kommt vom Berg direkt unter die %2 in Tal %3: Die Reihe wächst auf %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>It empties valley %1: any card or block can go there now.</source>
        <translation>Damit wird Tal %1 leer: Jetzt kann jede Karte oder jeder Block dorthin.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2, where the %3 from the mountain can come down.</source>
        <translation>Damit liegt die %1 in Tal %2 frei, und dorthin kann die %3 vom Berg kommen.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2: that card can take a lower one or move on again.</source>
        <translation>Damit liegt die %1 in Tal %2 frei: Diese Karte kann wieder eine niedrigere aufnehmen oder weiterziehen.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the %3 behind it comes within reach.</source>
        <translation>Die %1 kommt in Tal %2, und die %3 dahinter kommt in Reichweite.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the ridge&apos;s next card turns face up within reach.</source>
        <translation>Die %1 kommt in Tal %2, und die nächste Karte des Grats wird aufgedeckt und kommt in Reichweite.</translation>
    </message>
    <message>
        <source>It brings the last card of ridge %1 down into valley %2: the peak comes within reach.</source>
        <translation>Die letzte Karte von Grat %1 kommt in Tal %2: Der Gipfel kommt in Reichweite.</translation>
    </message>
    <message>
        <source>It brings the peak&apos;s last card down into valley %1: the peak is cleared.</source>
        <translation>Die letzte Gipfelkarte kommt in Tal %1: Der Gipfel ist abgetragen.</translation>
    </message>
    <message>
        <source>No card can be drawn as the valleys stand, so the turn passes.</source>
        <translation>So wie die Täler liegen, lässt sich keine Karte ziehen, also geht der Zug weiter.</translation>
    </message>
    <message>
        <source>The table sees no way on, so the game ends here.</source>
        <translation>Der Tisch sieht keinen Weg weiter, also endet das Spiel hier.</translation>
    </message>
    <message>
        <source>%1 moved %2 from valley %3 onto valley %4.</source>
        <translation>%1 verschiebt %2 von Tal %3 auf Tal %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %2 and the %n card(s) on it from valley %3 onto valley %4.</source>
        <translation>
            <numerusform>%1 verschiebt %2 mit der %n Karte darauf von Tal %3 auf Tal %4.</numerusform>
            <numerusform>%1 verschiebt %2 mit den %n Karten darauf von Tal %3 auf Tal %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2 from the peak into valley %3.</source>
        <translation>%1 zieht %2 vom Gipfel in Tal %3.</translation>
    </message>
    <message>
        <source>%1 drew %2 from ridge %3 into valley %4.</source>
        <translation>%1 zieht %2 von Grat %3 in Tal %4.</translation>
    </message>
</context>
<context>
    <name>MountainRules</name>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Everyone plays together: sort the whole deck into four runs of 13 cards and clear the table. The table wins or loses as one.</source>
        <translation>Alle spielen zusammen: Sortiert das ganze Deck in vier Reihen zu 13 Karten und räumt den Tisch ab. Der Tisch gewinnt oder verliert gemeinsam.</translation>
    </message>
    <message>
        <source>Positions and players</source>
        <translation>Positionen und Spieler</translation>
    </message>
    <message>
        <source>Four positions sit round the mountain, whatever the number of people. One person plays all four in turn; with two, one plays positions 1 and 3 and the other 2 and 4; with three, the first also plays position 4. Computer players can fill any position.</source>
        <translation>Um den Berg liegen vier Positionen, gleich wie viele Menschen spielen. Allein spielt man alle vier nacheinander; zu zweit spielt einer die Positionen 1 und 3, der andere 2 und 4; zu dritt spielt der Erste auch Position 4. Computerspieler können jede Position besetzen.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Der Aufbau</translation>
    </message>
    <message>
        <source>Felt&apos;s reading of the original, whose picture is lost: the peak, four cards face up, lies in the middle. Four ridges of 11 face-up cards run out from it like spokes, each between two positions; only a ridge&apos;s outer card can be drawn. Four valleys lie between the spokes, one in front of each position, and each starts with one card.</source>
        <translation>So liest Felt das Original, dessen Bild verloren ist: Der Gipfel, vier offene Karten, liegt in der Mitte. Vier Grate aus je 11 offenen Karten laufen wie Speichen von ihm aus, jeder zwischen zwei Positionen; nur die äußere Karte eines Grats kann gezogen werden. Zwischen den Speichen liegen vier Täler, eines vor jeder Position, und jedes beginnt mit einer Karte.</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>A position reaches its own valley and the two beside it — never the one opposite — and the two ridges on either side of it.</source>
        <translation>Eine Position erreicht ihr eigenes Tal und die beiden daneben — nie das gegenüber — sowie die beiden Grate zu ihren Seiten.</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>A valley&apos;s pile goes down from its bottom card: a card may only be placed on a higher one. 2 to 10 count as printed, jack 11, queen 12, king 13. An ace is 14 at the bottom of a pile and 1 at the top, and can never lie between two cards; a lone ace counts 14. Any card or block may go into an empty valley.</source>
        <translation>Der Stapel eines Tals fällt von seiner untersten Karte an ab: Eine Karte darf nur auf eine höhere gelegt werden. 2 bis 10 zählen wie aufgedruckt, Bube 11, Dame 12, König 13. Ein Ass zählt unten im Stapel 14 und oben 1 und darf nie zwischen zwei Karten liegen; ein einzelnes Ass zählt 14. In ein leeres Tal darf jede Karte und jeder Block.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>First move as much as you like: take the top cards of a valley you reach as one block, in their order, onto another valley you reach, where the block&apos;s bottom card fits. Then draw: put the outer card of a ridge you reach into a valley you reach where it fits; that ends your turn. Drawing is compulsory whenever a card fits as the valleys stand; only when none does may you pass. Moves are never compulsory.</source>
        <translation>Verschiebe zuerst so viel du willst: Nimm die obersten Karten eines erreichbaren Tals als einen Block in ihrer Reihenfolge auf ein anderes erreichbares Tal, wo die unterste Karte des Blocks passt. Dann zieh: Leg die äußere Karte eines erreichbaren Grats in ein erreichbares Tal, wo sie passt; damit endet dein Zug. Ziehen ist Pflicht, sobald eine Karte passt, so wie die Täler liegen; nur wenn keine passt, darfst du passen. Verschieben ist nie Pflicht.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Der Gipfel</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: when a ridge you reach is empty, you draw the peak&apos;s top card through it.</source>
        <translation>In Felt gilt: Ist ein Grat, den du erreichst, leer, ziehst du durch ihn die oberste Karte des Gipfels.</translation>
    </message>
    <message>
        <source>Runs and the end</source>
        <translation>Reihen und das Ende</translation>
    </message>
    <message>
        <source>A valley holding a full run of 13 — king down to ace, or ace (as 14) down to 2, one card of each rank — leaves the table at once. The table wins when the peak, the ridges and the valleys are all empty. It loses when no sequence of moves, by any positions in any order, lets anyone draw: Felt checks this exactly at the start of every turn, not just the valleys as they stand. You may also concede.</source>
        <translation>Ein Tal mit einer vollen Reihe von 13 Karten — König bis Ass oder Ass (als 14) bis 2, jeder Wert einmal — verlässt sofort den Tisch. Der Tisch gewinnt, wenn Gipfel, Grate und Täler leer sind. Er verliert, wenn keine Folge von Verschiebungen, durch beliebige Positionen in beliebiger Reihenfolge, noch jemanden ziehen lässt: Felt prüft das zu Beginn jedes Zugs genau, nicht nur die Täler, wie sie gerade liegen. Ihr könnt auch aufgeben.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Weitere Festlegungen in Felt</translation>
    </message>
    <message>
        <source>An ace may lie on a lone ace (1 on 14), though that pile cannot complete until the top ace moves away. A full run leaves the table wherever it forms. Once the peak and the ridges are gone nobody can draw any more: the table then loses only when no moves can clear the valleys.</source>
        <translation>Ein Ass darf auf einem einzelnen Ass liegen (1 auf 14), doch dieser Stapel kann erst vollständig werden, wenn das obere Ass wieder weg ist. Eine volle Reihe verlässt den Tisch, wo immer sie entsteht. Sind Gipfel und Grate leer, kann niemand mehr ziehen: Der Tisch verliert dann nur, wenn keine Verschiebungen die Täler mehr räumen können.</translation>
    </message>
    <message>
        <source>Beyond the original</source>
        <translation>Über das Original hinaus</translation>
    </message>
    <message>
        <source>Nothing is hidden, so you may take moves back and redo them as often as you like. Hint suggests a move; “Still winnable?” asks the solver whether the deal can still be won from here. Every deal has a number, so a deal can be played again or shared.</source>
        <translation>Nichts ist verdeckt, also dürft ihr Züge beliebig oft zurücknehmen und wiederholen. „Tipp“ schlägt einen Zug vor; „Noch zu gewinnen?“ fragt den Löser, ob sich das Spiel von hier aus noch gewinnen lässt. Jedes Spiel hat eine Nummer und lässt sich so erneut spielen oder weitergeben.</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Verdeckte Grate</translation>
    </message>
    <message>
        <source>Ridge cards lie face down but for the outer one; the solver then cannot be asked.</source>
        <translation>Die Gratkarten liegen verdeckt, bis auf die äußere; den Löser kann man dann nicht fragen.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose a card you may move or draw</source>
        <translation>eine Karte wählen, die du verschieben oder ziehen darfst</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>pick up the chosen card (a valley card takes the cards on it along)</source>
        <translation>die gewählte Karte aufnehmen (eine Talkarte nimmt die Karten auf ihr mit)</translation>
    </message>
    <message>
        <source>put what you picked up onto that valley</source>
        <translation>das Aufgenommene auf dieses Tal legen</translation>
    </message>
    <message>
        <source>pass, when no card can be drawn</source>
        <translation>passen, wenn keine Karte gezogen werden kann</translation>
    </message>
    <message>
        <source>ask whether the deal can still be won</source>
        <translation>fragen, ob das Spiel noch zu gewinnen ist</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the card back</source>
        <translation>die Karte zurücklegen</translation>
    </message>
</context>
<context>
    <name>MountainTable</name>
    <message>
        <source>Position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>%1: no card can be drawn into your valleys as they stand — move blocks, or pass.</source>
        <translation>%1: So wie die Täler liegen, lässt sich keine Karte ziehen — verschiebe Blöcke oder passe.</translation>
    </message>
    <message>
        <source>%1: now click the valley it goes to (or press 1-4).</source>
        <translation>%1: Klick jetzt das Tal an, in das sie kommt (oder drück 1–4).</translation>
    </message>
    <message>
        <source>%1: move blocks between the valleys you reach if you like, then draw a ridge&apos;s outer card into one of them.</source>
        <translation>%1: Verschiebe nach Belieben Blöcke zwischen den Tälern, die du erreichst, und zieh dann die äußere Karte eines Grats in eines davon.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <source>Still winnable?</source>
        <translation>Noch zu gewinnen?</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Valley %1</source>
        <translation>Tal %1</translation>
    </message>
    <message>
        <source>%1 · position %2</source>
        <translation>%1 · Position %2</translation>
    </message>
    <message>
        <source>Runs completed: %1 of 4</source>
        <translation>Vollendete Reihen: %1 von 4</translation>
    </message>
    <message>
        <source>This deal can still be won.</source>
        <translation>Dieses Spiel lässt sich noch gewinnen.</translation>
    </message>
    <message>
        <source>Whatever you do now, the mountain stands.</source>
        <translation>Was ihr jetzt auch tut, der Berg bleibt stehen.</translation>
    </message>
    <message>
        <source>Not settled: the solver stopped after %1 positions.</source>
        <translation>Nicht entschieden: Der Löser hat nach %1 Stellungen aufgehört.</translation>
    </message>
    <message>
        <source>Concede?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <source>The table gives up and loses this deal.</source>
        <translation>Der Tisch gibt auf und verliert dieses Spiel.</translation>
    </message>
    <message>
        <source>A run is complete!</source>
        <translation>Eine Reihe ist vollständig!</translation>
    </message>
    <message>
        <source>%1: no card can be drawn and nothing can be moved — pass.</source>
        <translation>%1: Keine Karte lässt sich ziehen und nichts verschieben — passe.</translation>
    </message>
    <message>
        <source>%1, position %2</source>
        <translation>%1, Position %2</translation>
    </message>
    <message>
        <source>on top of the peak</source>
        <translation>oben auf dem Gipfel</translation>
    </message>
    <message>
        <source>in the peak</source>
        <translation>im Gipfel</translation>
    </message>
    <message>
        <source>outer card of ridge %1</source>
        <translation>äußere Karte von Grat %1</translation>
    </message>
    <message>
        <source>ridge %1, card %2 from the outer end</source>
        <translation>Grat %1, Karte %2 vom äußeren Ende</translation>
    </message>
    <message>
        <source>valley %1, card %2 of %3</source>
        <translation>Tal %1, Karte %2 von %3</translation>
    </message>
    <message>
        <source>%1, on turn</source>
        <translation>%1, am Zug</translation>
    </message>
    <message>
        <source>Ridge %1</source>
        <translation>Grat %1</translation>
    </message>
    <message>
        <source>Ridge %1, empty</source>
        <translation>Grat %1, leer</translation>
    </message>
    <message numerus="yes">
        <source>Ridge %1, %n card(s)</source>
        <translation>
            <numerusform>Grat %1, %n Karte</numerusform>
            <numerusform>Grat %1, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Valley %1, empty</source>
        <translation>Tal %1, leer</translation>
    </message>
    <message numerus="yes">
        <source>Valley %1, %n card(s)</source>
        <translation>
            <numerusform>Tal %1, %n Karte</numerusform>
            <numerusform>Tal %1, %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MountainUi</name>
    <message>
        <source>Bring Down the Mountain</source>
        <translation>Bring Down the Mountain</translation>
    </message>
    <message>
        <source>Play together: sort the whole deck into four runs and bring the mountain down.</source>
        <translation>Spielt gemeinsam: Sortiert das ganze Deck in vier Reihen und tragt den Berg ab.</translation>
    </message>
    <message>
        <source>(1 plays all four positions; everyone plays together)</source>
        <translation>(1 spielt alle vier Positionen; alle spielen zusammen)</translation>
    </message>
    <message>
        <source>that valley or ridge is out of this position&apos;s reach</source>
        <translation>dieses Tal oder dieser Grat ist für diese Position außer Reichweite</translation>
    </message>
    <message>
        <source>that card may not lie on the top card of that valley</source>
        <translation>diese Karte darf nicht auf die oberste Karte dieses Tals gelegt werden</translation>
    </message>
    <message>
        <source>an ace would end up between two cards</source>
        <translation>ein Ass würde zwischen zwei Karten landen</translation>
    </message>
    <message>
        <source>that valley or ridge does not hold enough cards</source>
        <translation>dieses Tal oder dieser Grat hat nicht genug Karten</translation>
    </message>
    <message>
        <source>the peak can be reached only through an empty ridge</source>
        <translation>der Gipfel ist nur über einen leeren Grat erreichbar</translation>
    </message>
    <message>
        <source>a card can still be drawn, so passing is not allowed</source>
        <translation>es kann noch eine Karte gezogen werden, Passen ist also nicht erlaubt</translation>
    </message>
    <message>
        <source>a move must go to another valley</source>
        <translation>Karten müssen in ein anderes Tal verschoben werden</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Verdeckte Grate</translation>
    </message>
    <message>
        <source>Ridge cards lie face down except the outer one.</source>
        <translation>Die Karten der Grate liegen verdeckt, bis auf die äußerste.</translation>
    </message>
    <message>
        <source>Easy: looks one move ahead, draws where the piles look best, and gives up after a few quiet rounds.</source>
        <translation>Leicht: schaut einen Zug voraus, zieht dort, wo die Stapel am besten aussehen, und gibt nach ein paar ruhigen Runden auf.</translation>
    </message>
    <message>
        <source>Normal: asks the solver, on a small budget, for a winning line and follows it.</source>
        <translation>Normal: fragt den Löser mit kleinem Budget nach einem Gewinnweg und folgt ihm.</translation>
    </message>
    <message>
        <source>Hard: asks the solver with five times the budget, so it finds winning lines in harder deals.</source>
        <translation>Schwer: fragt den Löser mit dem fünffachen Budget und findet so Gewinnwege auch in schwereren Deals.</translation>
    </message>
    <message>
        <source>Ratings are the solver&apos;s verdict after each move: 100 the table can still win, 0 it cannot.</source>
        <translation>Die Wertungen sind das Urteil des Lösers nach jedem Zug: 100 der Tisch kann noch gewinnen, 0 er kann es nicht mehr.</translation>
    </message>
</context>
<context>
    <name>NetFailure</name>
    <message>
        <source>Nothing answers at %1 — is felt-server running there?</source>
        <translation>Unter %1 antwortet nichts — läuft dort felt-server?</translation>
    </message>
    <message>
        <source>Nothing answers at %1 — is the table still open?</source>
        <translation>Unter %1 antwortet nichts — ist der Tisch noch offen?</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — if the table does not use TLS, try felt:// instead of felts://.</source>
        <translation>Der Gastgeber hat nicht innerhalb von %1 s geantwortet — nutzt der Tisch kein TLS, versuche felt:// statt felts://.</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — check the address, then try again.</source>
        <translation>Der Gastgeber hat nicht innerhalb von %1 s geantwortet — prüfe die Adresse und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>%1 does not speak TLS — try the link with felt:// instead of felts://.</source>
        <translation>%1 spricht kein TLS — versuche den Link mit felt:// statt felts://.</translation>
    </message>
    <message>
        <source>%1 hung up without a word — if the table uses TLS, its link starts with felts://.</source>
        <translation>%1 hat wortlos aufgelegt — nutzt der Tisch TLS, beginnt sein Link mit felts://.</translation>
    </message>
    <message>
        <source>Table %1 is no longer there: it was closed or has ended.</source>
        <translation>Tisch %1 gibt es nicht mehr: Er wurde geschlossen oder ist zu Ende.</translation>
    </message>
    <message>
        <source>There is no table %1 at that address — check the code.</source>
        <translation>Unter dieser Adresse gibt es keinen Tisch %1 — prüfe den Code.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can — try again later.</source>
        <translation>Der Server hat so viele Tische, wie er kann — versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>Table %1 is full: every seat is taken.</source>
        <translation>Tisch %1 ist voll: Alle Plätze sind besetzt.</translation>
    </message>
    <message>
        <source>That seat at table %1 is taken — join again for a free one.</source>
        <translation>Dieser Platz an Tisch %1 ist besetzt — setz dich noch einmal dazu, um einen freien zu bekommen.</translation>
    </message>
    <message>
        <source>Your seat at table %1 is no longer yours — join it again with its code.</source>
        <translation>Dein Platz an Tisch %1 gehört dir nicht mehr — setz dich mit dem Code neu dazu.</translation>
    </message>
    <message>
        <source>The host speaks another version of Felt&apos;s network protocol — both computers need the same Felt.</source>
        <translation>Der Gastgeber spricht eine andere Version von Felts Netzwerkprotokoll — beide Computer brauchen dasselbe Felt.</translation>
    </message>
    <message>
        <source>The host refused: too much at once — wait a moment, then try again.</source>
        <translation>Der Gastgeber lehnt ab: zu viel auf einmal — warte einen Moment und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>%1 is a Felt app&apos;s table, not a felt-server — join its tables by their code.</source>
        <translation>%1 ist ein Tisch der Felt-App, kein felt-server — setz dich mit dem Code an seine Tische.</translation>
    </message>
    <message>
        <source>The host refused without saying why.</source>
        <translation>Der Gastgeber lehnt ab, ohne einen Grund zu nennen.</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>Der Gastgeber lehnt ab: %1</translation>
    </message>
    <message>
        <source>A name has 1 to 24 letters, digits or signs.</source>
        <translation>Ein Name hat 1 bis 24 Buchstaben, Ziffern oder Zeichen.</translation>
    </message>
    <message>
        <source>Each person at this screen needs a name of their own.</source>
        <translation>Jede Person an diesem Bildschirm braucht einen eigenen Namen.</translation>
    </message>
</context>
<context>
    <name>NetHosting</name>
    <message>
        <source>The table cannot be offered on the network: %1</source>
        <translation>Der Tisch kann nicht im Netzwerk angeboten werden: %1</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Das ist keine Serveradresse: gib sie als 192.168.1.20, 192.168.1.20:7447 oder felts://example.org:7447 an.</translation>
    </message>
    <message>
        <source>A table on a server needs a person at this screen: make one seat yours.</source>
        <translation>Ein Tisch auf einem Server braucht jemanden an diesem Bildschirm: nimm selbst einen Platz.</translation>
    </message>
    <message>
        <source>it was not saved</source>
        <translation>er wurde nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>NetJoining</name>
    <message>
        <source>This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST.</source>
        <translation>Das ist weder ein Einladungslink (felt://HOST:PORT/CODE) noch CODE@HOST.</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 has changed.</source>
        <translation>Nicht verbunden: Das Zertifikat von %1:%2 hat sich geändert.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered: %1</source>
        <translation>Das Zertifikat konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 was not accepted.</source>
        <translation>Nicht verbunden: Das Zertifikat von %1:%2 wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>The certificate could not be forgotten: %1</source>
        <translation>Das Zertifikat konnte nicht vergessen werden: %1</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: this Felt was built without Avahi. A table code and address still work.</source>
        <translation>Tische in diesem Netzwerk können nicht aufgelistet werden: Dieses Felt wurde ohne Avahi gebaut. Tischcode und Adresse funktionieren trotzdem.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: no Avahi daemon answers on this computer. A table code and address still work.</source>
        <translation>Tische in diesem Netzwerk können nicht aufgelistet werden: Auf diesem Computer antwortet kein Avahi-Dienst. Ein Tischcode und eine Adresse funktionieren trotzdem.</translation>
    </message>
    <message>
        <source>A table code has %1 characters, not %2.</source>
        <translation>Ein Tischcode hat %1 Zeichen, nicht %2.</translation>
    </message>
    <message>
        <source>A table code never holds “%1”: codes leave out I, L, O, U, 0 and 1.</source>
        <translation>Ein Tischcode enthält nie „%1“: Codes lassen I, L, O, U, 0 und 1 aus.</translation>
    </message>
    <message>
        <source>A table code holds only letters and digits, not “%1”.</source>
        <translation>Ein Tischcode enthält nur Buchstaben und Ziffern, nicht „%1“.</translation>
    </message>
    <message>
        <source>The port after the colon is a number from 1 to 65535.</source>
        <translation>Der Port nach dem Doppelpunkt ist eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <source>“%1” is not a computer&apos;s address: give it as 192.168.1.20 or example.org.</source>
        <translation>„%1“ ist keine Computeradresse: Gib sie als 192.168.1.20 oder example.org an.</translation>
    </message>
    <message>
        <source>A table&apos;s link begins with felt:// or felts://, not %1://.</source>
        <translation>Der Link eines Tisches beginnt mit felt:// oder felts://, nicht mit %1://.</translation>
    </message>
    <message>
        <source>The link needs the host&apos;s address after %1:// (felt://HOST:PORT/CODE).</source>
        <translation>Nach %1:// braucht der Link die Adresse des Gastgebers (felt://HOST:PORT/CODE).</translation>
    </message>
    <message>
        <source>The link ends without the table&apos;s code (felt://HOST:PORT/CODE).</source>
        <translation>Am Ende des Links fehlt der Tischcode (felt://HOST:PORT/CODE).</translation>
    </message>
    <message>
        <source>This link cannot be read: an invite link reads felt://HOST:PORT/CODE.</source>
        <translation>Dieser Link ist nicht lesbar: Ein Einladungslink lautet felt://HOST:PORT/CODE.</translation>
    </message>
    <message>
        <source>The table code comes before the @ (K7QW2P@192.168.1.20).</source>
        <translation>Der Tischcode steht vor dem @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>The host&apos;s address comes after the @ (K7QW2P@192.168.1.20).</source>
        <translation>Die Adresse des Gastgebers steht nach dem @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>Now the host&apos;s address, as 192.168.1.20 or 192.168.1.20:7447.</source>
        <translation>Jetzt noch die Adresse des Gastgebers, etwa 192.168.1.20 oder 192.168.1.20:7447.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Das Spiel kann nicht starten: %1</translation>
    </message>
    <message>
        <source>No new deal: %1</source>
        <translation>Kein neues Spiel: %1</translation>
    </message>
    <message>
        <source>Another game? The table&apos;s opener deals it with Play again.</source>
        <translation>Noch ein Spiel? Wer den Tisch eröffnet hat, gibt es mit „Nochmal spielen“.</translation>
    </message>
    <message>
        <source>The game was ended for everyone.</source>
        <translation>Das Spiel wurde für alle beendet.</translation>
    </message>
    <message>
        <source>%1 ended the game for everyone.</source>
        <translation>%1 hat das Spiel für alle beendet.</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken from another window: this one let go.</source>
        <translation>Dein Platz an Tisch %1 wurde von einem anderen Fenster übernommen: dieses hier hat ihn freigegeben.</translation>
    </message>
</context>
<context>
    <name>NetTableOverlay</name>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>%1 is away (%2)</source>
        <translation>%1 ist weg (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Let a computer player play %1&apos;s seat</source>
        <translation>Einen Computerspieler den Platz von %1 spielen lassen</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Das Spiel beenden</translation>
    </message>
    <message>
        <source>Computer plays…</source>
        <translation>Computer spielt…</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Computer — leicht</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Computer — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Computer — schwer</translation>
    </message>
    <message>
        <source>The host does not answer: it may be gone. Your seat is kept for a rejoin.</source>
        <translation>Der Gastgeber antwortet nicht: er ist vielleicht weg. Dein Platz bleibt für eine Rückkehr.</translation>
    </message>
    <message>
        <source>%1 left the table (%2)</source>
        <translation>%1 hat den Tisch verlassen (%2)</translation>
    </message>
</context>
<context>
    <name>NetworkWaitPage</name>
    <message>
        <source>%1 — computer player</source>
        <translation>%1 — Computerspieler</translation>
    </message>
    <message>
        <source>Waiting for a person to join…</source>
        <translation>Warte auf eine Person…</translation>
    </message>
    <message>
        <source>%1 — at this screen</source>
        <translation>%1 — an diesem Bildschirm</translation>
    </message>
    <message>
        <source>%1 — joined over the network</source>
        <translation>%1 — über das Netzwerk dabei</translation>
    </message>
    <message>
        <source>%1 — away for %2 s</source>
        <translation>%1 — seit %2 s weg</translation>
    </message>
    <message>
        <source>‹ Leave</source>
        <translation>‹ Verlassen</translation>
    </message>
    <message>
        <source>Your table on the network</source>
        <translation>Dein Tisch im Netzwerk</translation>
    </message>
    <message>
        <source>Joining a table</source>
        <translation>Beitritt zu einem Tisch</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>Setze mich an den Tisch…</translation>
    </message>
    <message>
        <source>You have a seat. The game begins when the person who opened the table starts it.</source>
        <translation>Du hast einen Platz. Das Spiel beginnt, wenn die Person, die den Tisch eröffnet hat, es startet.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Tischcode %1</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Einladungslink</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the invite link</source>
        <translation>Den Einladungslink kopieren</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>Friends join from Felt on their own computers with the invite link, or with this code and the address in it. You start the game once every seat is taken.</source>
        <translation>Freunde setzen sich mit Felt auf ihren eigenen Computern dazu, mit dem Einladungslink oder mit diesem Code und der Adresse darin. Du startest das Spiel, sobald alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen: verbinde neu…</translation>
    </message>
    <message>
        <source>The host does not answer: the table may be gone for good. Leave now, and take your seat back later with Rejoin on the join page.</source>
        <translation>Der Gastgeber antwortet nicht: der Tisch ist vielleicht für immer weg. Verlasse ihn jetzt und hole dir deinen Platz später mit „Zurückkehren“ auf der Beitrittsseite zurück.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the table and keep the seat for a rejoin</source>
        <translation>Den Tisch verlassen und den Platz für eine Rückkehr behalten</translation>
    </message>
    <message>
        <source>Waiting for %1 to join…</source>
        <translation>Wartet darauf, dass %1 sich dazusetzt…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Not at the table</source>
        <translation>Nicht am Tisch</translation>
    </message>
    <message>
        <source>Start without %1?</source>
        <translation>Ohne %1 starten?</translation>
    </message>
    <message>
        <source>%1 is away. The game waits whenever it is their turn; if they stay away, you may let a computer player take their seat.</source>
        <translation>%1 ist weg. Das Spiel wartet, wann immer %1 am Zug ist; bleibt %1 weg, kannst du einen Computerspieler den Platz übernehmen lassen.</translation>
    </message>
    <message>
        <source>%1 are away. The game waits whenever it is one of their turns; if they stay away, you may let computer players take their seats.</source>
        <translation>%1 sind weg. Das Spiel wartet, wann immer eine dieser Personen am Zug ist; bleiben sie weg, kannst du Computerspieler ihre Plätze übernehmen lassen.</translation>
    </message>
    <message>
        <source>Not connected to a table.</source>
        <translation>Mit keinem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Back, to try again</source>
        <translation>Zurück, um es noch einmal zu versuchen</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No house rules: the game as its rules page describes it.</source>
        <translation>Keine Hausregeln: das Spiel, wie seine Regelseite es beschreibt.</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
    <message>
        <source>%1 — left the table</source>
        <translation>%1 — hat den Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Person at this screen</source>
        <translation>Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Computer — leicht</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Computer — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Computer — schwer</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Kartenverteilung</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Neu mischen</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>e.g. 123</source>
        <translation>z. B. 123</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Person joining over the network</source>
        <translation>Person über das Netzwerk</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Über das Netzwerk spielen</translation>
    </message>
    <message>
        <source>Over the network</source>
        <translation>Über das Netzwerk</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>Open the network table on this computer</source>
        <translation>Den Netzwerktisch auf diesem Computer eröffnen</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Auf einem Server:</translation>
    </message>
    <message>
        <source>Open the network table on a server</source>
        <translation>Den Netzwerktisch auf einem Server eröffnen</translation>
    </message>
    <message>
        <source>The server&apos;s address</source>
        <translation>Die Adresse des Servers</translation>
    </message>
    <message>
        <source>The server&apos;s address: 192.168.1.20, 192.168.1.20:7447, or felts://example.org for a server with TLS.</source>
        <translation>Die Adresse des Servers: 192.168.1.20, 192.168.1.20:7447 oder felts://example.org für einen Server mit TLS.</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Das ist keine Serveradresse: gib sie als 192.168.1.20, 192.168.1.20:7447 oder felts://example.org:7447 an.</translation>
    </message>
    <message>
        <source>Anyone on this server may join</source>
        <translation>Alle auf diesem Server dürfen sich dazusetzen</translation>
    </message>
    <message>
        <source>Anyone on this server may join (the table shows on their join page; otherwise only those with the code or link)</source>
        <translation>Alle auf diesem Server dürfen sich dazusetzen (der Tisch erscheint auf ihrer Beitrittsseite; sonst nur mit Code oder Link)</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Lerntisch</translation>
    </message>
    <message>
        <source>Hints come by themselves for your first decisions, and computer players leave calls to you for a while. Kept apart in the statistics.</source>
        <translation>Bei deinen ersten Entscheidungen kommen Tipps von selbst, und Computerspieler lassen dir eine Weile Zeit für Ansagen. Wird in der Statistik getrennt geführt.</translation>
    </message>
</context>
<context>
    <name>PlaceChart</name>
    <message numerus="yes">
        <source>Places over the last %n game(s); the latest mean of ten is %1</source>
        <translation>
            <numerusform>Platzierung im letzten Spiel; der letzte Schnitt über zehn ist %1</numerusform>
            <numerusform>Platzierungen in den letzten %n Spielen; der letzte Schnitt über zehn ist %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayingCard</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>the coach means this card</source>
        <translation>diese Karte meint der Trainer</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>Everyone else, look away: %1&apos;s cards are shown next.</source>
        <translation>Alle anderen bitte wegsehen: Gleich werden die Karten von %1 gezeigt.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 — zeig meine Karten</translation>
    </message>
    <message>
        <source>Click or press Enter.</source>
        <translation>Klicken oder Eingabetaste drücken.</translation>
    </message>
    <message>
        <source>Not ready yet: it opens a moment after the screen shows.</source>
        <translation>Noch nicht bereit: Er öffnet sich einen Moment nach dem Erscheinen des Sichtschutzes.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Wird bereit</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>the record is empty</source>
        <translation>die Aufzeichnung ist leer</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation>kein gültiges JSON: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>eine Aufzeichnung muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>not a felt-record/1 record: &quot;format&quot; is missing</source>
        <translation>keine Aufzeichnung im Format felt-record/1: &quot;format&quot; fehlt</translation>
    </message>
    <message>
        <source>unsupported format %1 (expected &quot;felt-record/1&quot;)</source>
        <translation>nicht unterstütztes Format %1 (erwartet: &quot;felt-record/1&quot;)</translation>
    </message>
    <message>
        <source>that is not a text</source>
        <translation>das ist kein Text</translation>
    </message>
    <message>
        <source>unknown key %1 in the record</source>
        <translation>unbekannter Schlüssel %1 in der Aufzeichnung</translation>
    </message>
    <message>
        <source>&quot;title&quot; must be a text</source>
        <translation>&quot;title&quot; muss ein Text sein</translation>
    </message>
    <message>
        <source>&quot;game&quot; is missing</source>
        <translation>&quot;game&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a text naming the game</source>
        <translation>&quot;game&quot; muss ein Text sein, der das Spiel nennt</translation>
    </message>
    <message>
        <source>&quot;players&quot; is missing</source>
        <translation>&quot;players&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a whole number from %1 to %2 for this game</source>
        <translation>&quot;players&quot; muss für dieses Spiel eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object</source>
        <translation>&quot;options&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be an object</source>
        <translation>&quot;deal&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;seed&quot; is missing (a record needs a seed unless it spells out the deal)</source>
        <translation>&quot;seed&quot; fehlt (eine Aufzeichnung braucht einen Seed, außer sie gibt die Kartenverteilung vollständig an)</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 9007199254740992</source>
        <translation>&quot;seed&quot; muss eine ganze Zahl von 0 bis 9007199254740992 sein</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list of texts such as &quot;0: ready&quot;</source>
        <translation>&quot;actions&quot; muss eine Liste von Texten wie &quot;0: ready&quot; sein</translation>
    </message>
    <message>
        <source>action %1: not of the form &quot;&lt;seat&gt;: &lt;action&gt;&quot;</source>
        <translation>Aktion %1: nicht in der Form &quot;&lt;Platz&gt;: &lt;Aktion&gt;&quot;</translation>
    </message>
    <message>
        <source>action %1: seat %2: there is no such seat (the seats are 0 to %3)</source>
        <translation>Aktion %1: Platz %2: diesen Platz gibt es nicht (die Plätze sind 0 bis %3)</translation>
    </message>
    <message>
        <source>&quot;expect&quot; must be an object</source>
        <translation>&quot;expect&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation>%1 kann nicht gelesen werden: das ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: the file is larger than 64 MB</source>
        <translation>%1 kann nicht gelesen werden: die Datei ist größer als 64 MB</translation>
    </message>
    <message>
        <source>action %1: seat %2: %3</source>
        <translation>Aktion %1: Platz %2: %3</translation>
    </message>
    <message>
        <source>cannot read %1: it is not a regular file</source>
        <translation>%1 kann nicht gelesen werden: das ist keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>first out</source>
        <translation>zuerst raus</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Dasselbe Spiel nochmal</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Whose decisions to review</source>
        <translation>Wessen Entscheidungen geprüft werden</translation>
    </message>
    <message>
        <source>key: Shift+R picks the next person</source>
        <translation>Taste: Umschalt+R wählt die nächste Person</translation>
    </message>
    <message>
        <source>Review %1&apos;s game</source>
        <translation>Spiel von %1 prüfen</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>Mein Spiel prüfen</translation>
    </message>
    <message>
        <source>The hard computer player looks at each of your decisions and marks where it would have chosen otherwise (key: R)</source>
        <translation>Der Computerspieler (schwer) sieht sich jede deiner Entscheidungen an und markiert, wo er anders gewählt hätte (Taste: R)</translation>
    </message>
    <message>
        <source>Where the hard computer player would have chosen otherwise — key: R</source>
        <translation>Wo der Computerspieler (schwer) anders gewählt hätte — Taste: R</translation>
    </message>
    <message>
        <source>%1 had no choices to review: every move was the only one possible.</source>
        <translation>%1 hatte nichts zu entscheiden: Jeder Zug war der einzig mögliche.</translation>
    </message>
    <message>
        <source>Ask for another game</source>
        <translation>Um ein neues Spiel bitten</translation>
    </message>
    <message>
        <source>Scroll the account of the game (keys: Page Up, Page Down)</source>
        <translation>Die Abrechnung des Spiels blättern (Tasten: Bild auf, Bild ab)</translation>
    </message>
</context>
<context>
    <name>ReviewProgress</name>
    <message>
        <source>The hard computer player is looking at %1&apos;s decisions, each from what was in view then…</source>
        <translation>Der Computerspieler (schwer) sieht sich die Entscheidungen von %1 an, jede mit dem, was damals zu sehen war …</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Prüfung</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 von %2 Entscheidungen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
</context>
<context>
    <name>RoundReviewBar</name>
    <message numerus="yes">
        <source>A past game, as it was dealt: %n move(s) follow. → shows the first.</source>
        <translation>
            <numerusform>Ein vergangenes Spiel, wie es gegeben wurde: %n Zug folgt. → zeigt ihn.</numerusform>
            <numerusform>Ein vergangenes Spiel, wie es gegeben wurde: %n Züge folgen. → zeigt den ersten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A past game: move %1 of %2.</source>
        <translation>Ein vergangenes Spiel: Zug %1 von %2.</translation>
    </message>
    <message numerus="yes">
        <source>The last round: the table before its %n move(s). → shows the next one.</source>
        <translation>
            <numerusform>Die letzte Runde: der Tisch vor ihrem %n Zug. → zeigt ihn.</numerusform>
            <numerusform>Die letzte Runde: der Tisch vor ihren %n Zügen. → zeigt den nächsten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last round: move %1 of %2.</source>
        <translation>Die letzte Runde: Zug %1 von %2.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Taste: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>The next move</source>
        <translation>Der nächste Zug</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Taste: →</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück ins Spiel</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Taste: Esc</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>This game&apos;s table is not ready yet.</source>
        <translation>Der Tisch für dieses Spiel ist noch nicht fertig.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation>So wird %1 gespielt</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>%1 — on in this game</source>
        <translation>%1 — in diesem Spiel aktiv</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>On the table page, ? shows every key: the hint (H), the log (L), undo (Ctrl+Z), these rules (F1) and the menu (F10).</source>
        <translation>Auf der Tischseite zeigt ? alle Tasten: den Tipp (H), das Protokoll (L), Rückgängig (Strg+Z), diese Regeln (F1) und das Menü (F10).</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Eine erste Partie spielen</translation>
    </message>
</context>
<context>
    <name>SeatChoiceRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>A friend&apos;s name (optional)</source>
        <translation>Name der Person (freiwillig)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>out #%1</source>
        <translation>%1. Platz</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1, computer player (%2)</source>
        <translation>%1, Computerspieler (%2)</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Computer players&apos; pause</source>
        <translation>Bedenkzeit der Computerspieler</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Felt %1</source>
        <translation>Felt %1</translation>
    </message>
    <message>
        <source>The same game under its other name.</source>
        <translation>Dasselbe Spiel unter seinem anderen Namen.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>How fast cards glide. Reduced motion: no card flies, every move shows at once.</source>
        <translation>Wie schnell Karten gleiten. Reduzierte Bewegung: Keine Karte fliegt, jeder Zug erscheint sofort.</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Reduzierte Bewegung</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Ruhig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Flott</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The app changes its language at once.</source>
        <translation>Die App wechselt die Sprache sofort.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>The colour of the cloth.</source>
        <translation>Die Farbe des Tuchs.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has its own colour; with a deck of the system, its four-colour version where one is installed.</source>
        <translation>Kreuz grün und Karo blau, damit jede Farbe ihre eigene Farbe hat; bei einem Blatt des Systems dessen Vierfarbversion, wo eine installiert ist.</translation>
    </message>
    <message>
        <source>More decks appear here once the system has them: the packages kdegames-card-data-kf5 and gnome-cards-data bring dozens.</source>
        <translation>Weitere Blätter erscheinen hier, sobald das System sie hat: Die Pakete kdegames-card-data-kf5 und gnome-cards-data bringen Dutzende.</translation>
    </message>
    <message>
        <source>Window and table</source>
        <translation>Fenster und Tisch</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>F11 switches it anywhere.</source>
        <translation>F11 schaltet es überall um.</translation>
    </message>
    <message>
        <source>Ask before conceding</source>
        <translation>Vor dem Aufgeben fragen</translation>
    </message>
    <message>
        <source>A question first, so a slip of the hand does not end a game.</source>
        <translation>Erst eine Frage, damit ein Versehen kein Spiel beendet.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How long a computer player waits before its move, so you can follow it: %1</source>
        <translation>Wie lange ein Computerspieler vor seinem Zug wartet, damit du mitkommst: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Ask before a risky move</source>
        <translation>Vor einem riskanten Zug fragen</translation>
    </message>
    <message>
        <source>Before a move that may cost a penalty point, when a safer one is on offer.</source>
        <translation>Vor einem Zug, der einen Strafpunkt kosten kann, wenn ein sichererer möglich ist.</translation>
    </message>
    <message>
        <source>Learning table: computer players&apos; calls</source>
        <translation>Lerntisch: Ansagen der Computerspieler</translation>
    </message>
    <message>
        <source>At a learning table a computer player calls (taps a closing card, counts a hand) only after this long, so that you can call first: %1</source>
        <translation>Am Lerntisch sagt ein Computerspieler erst nach dieser Zeit an (tippt eine Schließkarte an, zählt eine Hand), damit du zuerst ansagen kannst: %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountAdapter</name>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n auf der Hand</numerusform>
            <numerusform>%n auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n Strafpunkt</numerusform>
            <numerusform>%n Strafpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>Reihe %2 von %1</translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>deine Reihe %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 zog %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 zog eine Karte.</numerusform>
            <numerusform>%1 zog %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2 on their own sequence %3.</source>
        <translation>%1 legte %2 auf die eigene Reihe %3.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3.</source>
        <translation>%1 legte %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule); %4 may defend it with a 5.</source>
        <translation>%1 spielt %2, um %3 zu schließen (2er-Regel); %4 darf sie mit einer 5 verteidigen.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule).</source>
        <translation>%1 spielt %2, um %3 zu schließen (2er-Regel).</translation>
    </message>
    <message>
        <source>%1 starts a new sequence with %2 (the 3 rule).</source>
        <translation>%1 beginnt mit %2 eine neue Reihe (3er-Regel).</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 will %2 unter %3 schieben (4er-Regel); die anderen dürfen das mit einer 6 blockieren.</translation>
    </message>
    <message>
        <source>%1 slid %2 under %3.</source>
        <translation>%1 schob %2 unter %3.</translation>
    </message>
    <message>
        <source>%1 shows the hand to everyone: %2.</source>
        <translation>%1 zeigt allen die Hand: %2.</translation>
    </message>
    <message>
        <source>%1 defends with %2: %3 draws up to the hand limit.</source>
        <translation>%1 verteidigt mit %2: %3 zieht bis zum Handlimit nach.</translation>
    </message>
    <message>
        <source>%1 blocks with %2: %3 takes %4 back.</source>
        <translation>%1 blockiert mit %2: %3 nimmt %4 zurück.</translation>
    </message>
    <message>
        <source>%1 does not defend.</source>
        <translation>%1 verteidigt nicht.</translation>
    </message>
    <message>
        <source>%1 does not block.</source>
        <translation>%1 blockiert nicht.</translation>
    </message>
    <message>
        <source>The 2 closes %1 and goes to the discard pile.</source>
        <translation>Die 2 schließt %1 und kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 goes to the closing area before play starts; %2 gets a new card.</source>
        <translation>%1 kommt vor Spielbeginn in den Schließbereich; %2 bekommt eine neue Karte.</translation>
    </message>
    <message>
        <source>%1 closes %2.</source>
        <translation>%1 schließt %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 go to the discard pile.</source>
        <translation>
            <numerusform>Eine Karte von %1 kommt auf den Ablagestapel.</numerusform>
            <numerusform>%n Karten von %1 kommen auf den Ablagestapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is gone.</source>
        <translation>%1 ist weg.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a penalty point (%n in all).</source>
        <translation>
            <numerusform>%1 bekommt einen Strafpunkt (insgesamt %n).</numerusform>
            <numerusform>%1 bekommt einen Strafpunkt (insgesamt %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 as the card to beat.</source>
        <translation>%1 behält %2 als zu überbietende Karte.</translation>
    </message>
    <message>
        <source>%1 discards %2 for a new card from the deck.</source>
        <translation>%1 legt %2 ab und nimmt eine neue Karte vom Stapel.</translation>
    </message>
    <message>
        <source>%1 is dealt onto %2.</source>
        <translation>%1 wird auf %2 gegeben.</translation>
    </message>
    <message>
        <source>%1 has no play: the hand (%2) goes to the discard pile.</source>
        <translation>%1 kann nicht spielen: Die Hand (%2) kommt auf den Ablagestapel.</translation>
    </message>
    <message numerus="yes">
        <source>Deck and discard pile are shuffled together (%n card(s)).</source>
        <translation>
            <numerusform>Stapel und Ablagestapel werden zusammengemischt (eine Karte).</numerusform>
            <numerusform>Stapel und Ablagestapel werden zusammengemischt (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is empty: the discard pile becomes the new deck (%n card(s)).</source>
        <translation>
            <numerusform>Der Stapel ist leer: Der Ablagestapel wird der neue Stapel (eine Karte).</numerusform>
            <numerusform>Der Stapel ist leer: Der Ablagestapel wird der neue Stapel (%n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now chooses which sequence closes.</source>
        <translation>%1 wählt jetzt, welche Reihe schließt.</translation>
    </message>
    <message>
        <source>%1 has ten penalty points and is out.</source>
        <translation>%1 hat zehn Strafpunkte und ist raus.</translation>
    </message>
    <message>
        <source>Deck and discard pile are empty: the game is over.</source>
        <translation>Stapel und Ablagestapel sind leer: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>The win is shared.</source>
        <translation>Der Sieg wird geteilt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 wins: the last player with fewer than ten penalty points.</source>
        <translation>%1 gewinnt: als Letzte(r) mit weniger als zehn Strafpunkten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the fewest penalty points (%n).</source>
        <translation>
            <numerusform>%1 gewinnt mit den wenigsten Strafpunkten (%n).</numerusform>
            <numerusform>%1 gewinnt mit den wenigsten Strafpunkten (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n penalty point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je einem Strafpunkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Strafpunkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>play %1 on %2</source>
        <translation>%1 auf %2 spielen</translation>
    </message>
    <message>
        <source>close %1 with %2 (the 2 rule)</source>
        <translation>%1 mit %2 schließen (2er-Regel)</translation>
    </message>
    <message>
        <source>start a new sequence with %1 (the 3 rule)</source>
        <translation>mit %1 eine neue Reihe beginnen (3er-Regel)</translation>
    </message>
    <message>
        <source>slide %1 under %2 (the 4 rule)</source>
        <translation>%1 unter %2 schieben (4er-Regel)</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>eine Karte ziehen</translation>
    </message>
    <message>
        <source>declare no play: your hand goes to the discard pile, you take a penalty point and a new hand</source>
        <translation>Kein Zug ansagen: Deine Hand kommt auf den Ablagestapel, du bekommst einen Strafpunkt und eine neue Hand</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>deinen Zug beenden</translation>
    </message>
    <message>
        <source>keep the bottom card as the card to beat</source>
        <translation>die unterste Karte als zu überbietende Karte behalten</translation>
    </message>
    <message>
        <source>discard the bottom card for a new one from the deck</source>
        <translation>die unterste Karte ablegen und eine neue vom Stapel nehmen</translation>
    </message>
    <message>
        <source>close %1 (%2)</source>
        <translation>%1 schließen (%2)</translation>
    </message>
    <message>
        <source>defend with %1</source>
        <translation>mit %1 verteidigen</translation>
    </message>
    <message>
        <source>block with %1</source>
        <translation>mit %1 blockieren</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Kein Zug</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under their own sequence %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 will %2 unter die eigene Reihe %3 schieben (4er-Regel); die anderen dürfen das mit einer 6 blockieren.</translation>
    </message>
    <message>
        <source>%1 slid %2 under their own sequence %3.</source>
        <translation>%1 schob %2 unter die eigene Reihe %3.</translation>
    </message>
    <message>
        <source>You had nothing to answer with: the table passed for you.</source>
        <translation>Du hattest nichts zum Antworten: Der Tisch hat für dich gepasst.</translation>
    </message>
    <message>
        <source>%1 / %2 in hand, counted</source>
        <translation>%1 / %2 auf der Hand, gezählt</translation>
    </message>
    <message>
        <source>%1 / %2 in hand</source>
        <translation>%1 / %2 auf der Hand</translation>
    </message>
    <message>
        <source>%1 does not challenge.</source>
        <translation>%1 ficht nicht an.</translation>
    </message>
    <message>
        <source>%1 closes %2: the challenge proved it.</source>
        <translation>%1 schließt %2: Die Anfechtung hat es bewiesen.</translation>
    </message>
    <message>
        <source>%1 taps %2: it closes %3.</source>
        <translation>%1 tippt %2 an: Die Karte schließt %3.</translation>
    </message>
    <message>
        <source>%1 claims to have no normal play and plays %2 to close %3 (the 2 rule). Does anyone challenge?</source>
        <translation>%1 behauptet, keinen normalen Zug zu haben, und spielt %2, um %3 zu schließen (2er-Regel). Ficht jemand an?</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Does anyone challenge?</source>
        <translation>%1 behauptet, keinen Zug zu haben. Ficht jemand an?</translation>
    </message>
    <message>
        <source>%1 challenges %2: %3 could have been played. %2 takes a penalty point and must play it; the turn then ends without a draw.</source>
        <translation>%1 ficht %2 an: %3 hätte gespielt werden können. %2 bekommt einen Strafpunkt und muss die Karte spielen; der Zug endet dann ohne Nachziehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2&apos;s hand: %n card(s), more than the hand limit.</source>
        <translation>
            <numerusform>%1 zählt die Hand von %2: %n Karte, mehr als das Handlimit.</numerusform>
            <numerusform>%1 zählt die Hand von %2: %n Karten, mehr als das Handlimit.</numerusform>
        </translation>
    </message>
    <message>
        <source>tap %1 on %2</source>
        <translation>%1 auf %2 antippen</translation>
    </message>
    <message>
        <source>challenge: %1 could go on %2</source>
        <translation>anfechten: %1 hätte auf %2 gepasst</translation>
    </message>
    <message>
        <source>count %1&apos;s hand</source>
        <translation>die Hand von %1 zählen</translation>
    </message>
    <message>
        <source>It closes %1&apos;s sequence: a point for them.</source>
        <translation>Es schließt die Reihe von %1: ein Strafpunkt für %1.</translation>
    </message>
    <message>
        <source>It puts a closing card on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Es legt eine Schließkarte auf die Reihe von %1: Tippe sie an, dann bekommt %1 einen Strafpunkt.</translation>
    </message>
    <message>
        <source>%1&apos;s sequence closes: a point for them.</source>
        <translation>Die Reihe von %1 schließt sich: ein Strafpunkt für %1.</translation>
    </message>
    <message>
        <source>With no normal play left, the 2 closes %1&apos;s sequence.</source>
        <translation>Ohne normalen Zug schließt die 2 die Reihe von %1.</translation>
    </message>
    <message>
        <source>You have no play at all: you take a point and a new hand.</source>
        <translation>Du hast gar keinen Zug: Du bekommst einen Strafpunkt und eine neue Hand.</translation>
    </message>
    <message>
        <source>Your hand may hold %1 cards: more cards, more choices.</source>
        <translation>Deine Hand darf %1 Karten halten: mehr Karten, mehr Möglichkeiten.</translation>
    </message>
    <message>
        <source>Your play is made: the turn can end.</source>
        <translation>Dein Zug ist gemacht: Der Zug kann enden.</translation>
    </message>
    <message>
        <source>The bottom card is not a closing card, so it can stay.</source>
        <translation>Die unterste Karte ist keine Schließkarte, sie kann liegen bleiben.</translation>
    </message>
    <message>
        <source>The bottom card is a closing card: it would close again at once.</source>
        <translation>Die unterste Karte ist eine Schließkarte: Sie würde sofort wieder schließen.</translation>
    </message>
    <message>
        <source>A closing card lies on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Auf der Reihe von %1 liegt eine Schließkarte: Tippe sie an, dann bekommt %1 einen Strafpunkt.</translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards: count them, and they take a point.</source>
        <translation>%1 hält mehr als %2 Karten: Zähle nach, dann bekommt %1 einen Strafpunkt.</translation>
    </message>
    <message>
        <source>The claim is false: the shown hand has a normal play.</source>
        <translation>Die Behauptung ist falsch: Die gezeigte Hand hat einen normalen Zug.</translation>
    </message>
    <message>
        <source>It closes nothing, and it lands on your own sequence, so no one else&apos;s sequence comes nearer to closing by your card.</source>
        <translation>Es schließt nichts, und es landet auf deiner eigenen Reihe, also kommt durch deine Karte keine fremde Reihe dem Schließen näher.</translation>
    </message>
    <message>
        <source>It closes nothing, and it spends the card worth least to you.</source>
        <translation>Es schließt nichts, und es gibt die Karte aus, die dir am wenigsten wert ist.</translation>
    </message>
    <message>
        <source>The 3 starts a new sequence of yours instead of a normal play, and a 3 lies far from closing.</source>
        <translation>Die 3 beginnt statt eines normalen Zugs eine neue eigene Reihe, und eine 3 ist weit vom Schließen entfernt.</translation>
    </message>
    <message>
        <source>Instead of a normal play the 4 slides under %1&apos;s sequence: every top card stays as it is, so it blocks the play that would have brought a sequence nearer to closing.</source>
        <translation>Statt eines normalen Zugs rutscht die 4 unter die Reihe von %1: Alle obersten Karten bleiben, wie sie sind, so verhindert sie den Zug, der eine Reihe dem Schließen näher gebracht hätte.</translation>
    </message>
    <message>
        <source>With no normal play, the 4 slides under %1&apos;s sequence: that blocks No play and its penalty point.</source>
        <translation>Ohne normalen Zug rutscht die 4 unter die Reihe von %1: Das verhindert „Kein Zug“ und seinen Strafpunkt.</translation>
    </message>
    <message>
        <source>It closes your own sequence: one point for you, and the sequence is cleared down to its bottom card.</source>
        <translation>Es schließt deine eigene Reihe: ein Punkt für dich, und die Reihe wird bis auf ihre unterste Karte abgeräumt.</translation>
    </message>
    <message>
        <source>It closes nothing, and %1&apos;s sequence comes nearer to closing: its top is now your %2.</source>
        <translation>Es schließt nichts, und die Reihe von %1 kommt dem Schließen näher: Oben liegt jetzt deine %2.</translation>
    </message>
    <message>
        <source>Your own sequence takes this closing: one point for you, so that the domino can go on.</source>
        <translation>Deine eigene Reihe nimmt dieses Schließen: ein Punkt für dich, damit der Domino weitergehen kann.</translation>
    </message>
    <message>
        <source>The 2 closes your own sequence: one point for you, and its cards leave the table.</source>
        <translation>Die 2 schließt deine eigene Reihe: ein Punkt für dich, und ihre Karten verlassen den Tisch.</translation>
    </message>
    <message>
        <source>The 2 closes %1&apos;s sequence: a point for them, unless the claim is challenged.</source>
        <translation>Die 2 schließt die Reihe von %1: ein Punkt für %1, außer die Behauptung wird angefochten.</translation>
    </message>
    <message>
        <source>No play costs you one point, but it gives you a fresh hand of %1 cards.</source>
        <translation>„Kein Zug“ kostet dich einen Punkt, gibt dir aber eine frische Hand mit %1 Karten.</translation>
    </message>
    <message>
        <source>A card past the limit of %1 gives you more choices, until someone counts your hand: that costs a point.</source>
        <translation>Eine Karte über dem Limit von %1 gibt dir mehr Möglichkeiten, bis jemand deine Hand zählt: Das kostet einen Punkt.</translation>
    </message>
    <message>
        <source>The bottom card goes, and the deck&apos;s top card takes its place: a fresh card to beat.</source>
        <translation>Die unterste Karte geht, und die oberste Karte des Stapels nimmt ihren Platz ein: eine frische Karte zum Schlagen.</translation>
    </message>
    <message>
        <source>You keep the bottom card although it closes too: a card from the deck, unseen, could close just as well.</source>
        <translation>Du behältst die unterste Karte, obwohl auch sie schließt: Eine ungesehene Karte vom Stapel könnte genauso schließen.</translation>
    </message>
    <message numerus="yes">
        <source>You keep your %1 for later, at the cost of %n point(s) now.</source>
        <translation>
            <numerusform>Du behältst deine %1 für später, zum Preis von %n Punkt jetzt.</numerusform>
            <numerusform>Du behältst deine %1 für später, zum Preis von %n Punkten jetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>You keep your %1 for later, and passing costs you nothing now.</source>
        <translation>Du behältst deine %1 für später, und Passen kostet dich jetzt nichts.</translation>
    </message>
    <message>
        <source>You let the claim stand: the game goes on at once, and nobody learns what you noticed.</source>
        <translation>Du lässt die Behauptung gelten: Das Spiel geht sofort weiter, und niemand erfährt, was dir aufgefallen ist.</translation>
    </message>
    <message>
        <source>The 5 saves your sequence from the 2: no point for you.</source>
        <translation>Die 5 rettet deine Reihe vor der 2: kein Punkt für dich.</translation>
    </message>
    <message>
        <source>The 6 sends the 4 back to its player&apos;s hand, so the sequence stays as it was.</source>
        <translation>Die 6 schickt die 4 zurück auf die Hand ihres Spielers, also bleibt die Reihe, wie sie war.</translation>
    </message>
    <message>
        <source>You have nothing to answer with, so passing is all there is.</source>
        <translation>Du hast nichts, womit du antworten kannst, also bleibt nur Passen.</translation>
    </message>
</context>
<context>
    <name>ShaftmountCalls</name>
    <message>
        <source>Tap %1 on %2</source>
        <translation>%1 auf %2 antippen</translation>
    </message>
    <message>
        <source>Count %1&apos;s hand</source>
        <translation>Die Hand von %1 zählen</translation>
    </message>
    <message>
        <source>To tap a closing card, reach the top of its sequence with ← → first.</source>
        <translation>Um eine Schließkarte anzutippen, geh zuerst mit ← → auf die oberste Karte ihrer Reihe.</translation>
    </message>
    <message>
        <source>To count a hand, reach it with ← → first.</source>
        <translation>Um eine Hand zu zählen, geh zuerst mit ← → auf sie.</translation>
    </message>
    <message>
        <source>Challenge %1&apos;s claim — name a card of the hand and a sequence where it could have been played — or pass.</source>
        <translation>Ficht die Behauptung von %1 an – nenne eine Karte der Hand und eine Reihe, auf die sie gepasst hätte – oder passe.</translation>
    </message>
    <message>
        <source>You may call at any time: tap a closing card on another&apos;s sequence, count a hand over the limit.</source>
        <translation>Du darfst jederzeit ansagen: eine Schließkarte auf der Reihe eines anderen antippen, eine Hand über dem Limit zählen.</translation>
    </message>
    <message>
        <source>%1 challenges %2!</source>
        <translation>%1 ficht %2 an!</translation>
    </message>
    <message>
        <source>%1 counts %2&apos;s hand!</source>
        <translation>%1 zählt die Hand von %2!</translation>
    </message>
    <message>
        <source>%1 taps %2</source>
        <translation>%1 tippt %2 an</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: it is one below the %2 in the closing area. Anyone may tap it, and you would take a point.</source>
        <translation>Deine Karte %1 liegt offen: Sie ist eins unter der Karte %2 im Schließbereich. Jeder darf sie antippen, und du bekämst einen Punkt.</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: an Ace closes while its suit has fewer than two closing sequences. Anyone may tap it, and you would take a point.</source>
        <translation>Deine Karte %1 liegt offen: Ein Ass schließt, solange seine Farbe weniger als zwei Schließreihen hat. Jeder darf sie antippen, und du bekämst einen Punkt.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: it is one below the %3 in the closing area, so it closes now. Tap it, and %1 takes a point.</source>
        <translation>Die Karte %2 von %1 darf angetippt werden: Sie ist eins unter der Karte %3 im Schließbereich, schließt also jetzt. Tippe sie an, dann bekommt %1 einen Punkt.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: an Ace closes while its suit has fewer than two closing sequences. Tap it, and %1 takes a point.</source>
        <translation>Die Karte %2 von %1 darf angetippt werden: Ein Ass schließt, solange seine Farbe weniger als zwei Schließreihen hat. Tippe sie an, dann bekommt %1 einen Punkt.</translation>
    </message>
    <message>
        <source>Your %1 now lies exposed: anyone may tap it.</source>
        <translation>Deine Karte %1 liegt jetzt offen: Jeder darf sie antippen.</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>tap</source>
        <translation>antippen</translation>
    </message>
</context>
<context>
    <name>ShaftmountCard</name>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>gezeigt</translation>
    </message>
</context>
<context>
    <name>ShaftmountChallenge</name>
    <message>
        <source>%1 claims to have no normal play and plays %2 on %3 (the 2 rule). Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 behauptet, keinen normalen Zug zu haben, und spielt %2 auf %3 (2er-Regel). Hätte eine Karte dieser Hand gespielt werden können? Ficht an oder passe.</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 behauptet, keinen Zug zu haben. Hätte eine Karte dieser Hand gespielt werden können? Ficht an oder passe.</translation>
    </message>
    <message>
        <source>name %1</source>
        <translation>%1 nennen</translation>
    </message>
    <message>
        <source>%1 (top %2)</source>
        <translation>%1 (oben %2)</translation>
    </message>
    <message>
        <source>challenge: %1 on %2</source>
        <translation>anfechten: %1 auf %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>pass: do not challenge</source>
        <translation>passen: nicht anfechten</translation>
    </message>
    <message>
        <source>%1 — name the sequence it could have gone on:</source>
        <translation>%1 – nenne die Reihe, auf die sie gepasst hätte:</translation>
    </message>
    <message>
        <source>%1 could not have been played anywhere: it proves nothing.</source>
        <translation>%1 hätte nirgends gespielt werden können: Sie beweist nichts.</translation>
    </message>
    <message>
        <source>First choose the sequence it could have gone on (↑ ↓).</source>
        <translation>Wähle zuerst die Reihe, auf die sie gepasst hätte (↑ ↓).</translation>
    </message>
</context>
<context>
    <name>ShaftmountChoiceBanner</name>
    <message>
        <source>Domino: click the sequence that closes next</source>
        <translation>Domino: Klick die Reihe, die als Nächste schließt</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingArea</name>
    <message>
        <source>the closing area, empty</source>
        <translation>der Schließbereich, leer</translation>
    </message>
    <message>
        <source>%1, next %2</source>
        <translation>%1, als Nächstes %2</translation>
    </message>
    <message>
        <source>the closing area: %1</source>
        <translation>der Schließbereich: %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingSlots</name>
    <message>
        <source>next %1</source>
        <translation>nächste %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountEffects</name>
    <message>
        <source>%1 is out!</source>
        <translation>%1 ist raus!</translation>
    </message>
</context>
<context>
    <name>ShaftmountKeepButtons</name>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Neu ziehen</translation>
    </message>
</context>
<context>
    <name>ShaftmountNewSequence</name>
    <message>
        <source>New sequence: a 3</source>
        <translation>Neue Reihe: eine 3</translation>
    </message>
    <message>
        <source>start a new sequence</source>
        <translation>eine neue Reihe beginnen</translation>
    </message>
</context>
<context>
    <name>ShaftmountPiles</name>
    <message>
        <source>Deck %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>hand limit %1</source>
        <translation>Handlimit %1</translation>
    </message>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>der Ablagestapel, eine Karte</numerusform>
            <numerusform>der Ablagestapel, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Ablage %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountPrompt</name>
    <message>
        <source>Your sequence was closed: keep its bottom card as the card to beat, or redraw one from the deck.</source>
        <translation>Deine Reihe wurde geschlossen: Behalte ihre unterste Karte als zu überbietende Karte oder zieh eine neue vom Stapel.</translation>
    </message>
    <message>
        <source>Domino: more sequences show the same closing card than it can close — click the one that closes next.</source>
        <translation>Domino: Mehr Reihen zeigen dieselbe Schließkarte, als sie schließen kann – klick die, die als Nächste schließt.</translation>
    </message>
    <message>
        <source>Defend your sequence with a 5 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Verteidige deine Reihe mit einer 5 – klick sie an oder zieh sie auf den Ablagestapel – oder passe.</translation>
    </message>
    <message>
        <source>You hold no 5 to defend your sequence: pass.</source>
        <translation>Du hast keine 5, um deine Reihe zu verteidigen: Passe.</translation>
    </message>
    <message>
        <source>Block the 4 with a 6 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Blockiere die 4 mit einer 6 – klick sie an oder zieh sie auf den Ablagestapel – oder passe.</translation>
    </message>
    <message>
        <source>You hold no 6 to block the 4: pass.</source>
        <translation>Du hast keine 6, um die 4 zu blockieren: Passe.</translation>
    </message>
    <message>
        <source>The table draws up to %1 cards for you and ends your turn.</source>
        <translation>Der Tisch zieht für dich bis zu %1 Karten und beendet deinen Zug.</translation>
    </message>
    <message>
        <source>The table ends your turn.</source>
        <translation>Der Tisch beendet deinen Zug.</translation>
    </message>
    <message>
        <source>Draw up to %1 cards if you like, then end your turn.</source>
        <translation>Zieh auf Wunsch bis zu %1 Karten, dann beende deinen Zug.</translation>
    </message>
    <message>
        <source>Now click where the card goes (it glows there), or press Enter; Esc lets it go.</source>
        <translation>Klick jetzt, wohin die Karte soll (dort leuchtet es), oder drück Eingabe; Esc legt sie zurück.</translation>
    </message>
    <message>
        <source>After the defence you must make a normal play on a sequence.</source>
        <translation>Nach der Verteidigung musst du einen normalen Zug auf eine Reihe machen.</translation>
    </message>
    <message>
        <source>Your turn: play a card onto a sequence of its suit with a lower top card — you must, if you can.</source>
        <translation>Du bist dran: Leg eine Karte auf eine Reihe ihrer Farbe mit niedrigerer oberster Karte – du musst, wenn du kannst.</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Draw, use a 2, 3 or 4, or declare No play.</source>
        <translation>Du bist dran: kein normaler Zug. Zieh, nutze eine 2, 3 oder 4, oder sag „Kein Zug“ an.</translation>
    </message>
    <message>
        <source>Draw (%1 of %2)</source>
        <translation>Ziehen (%1 von %2)</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>After the defence: make a normal play on a sequence, or play the 2 again (a claim that can be challenged).</source>
        <translation>Nach der Verteidigung: mach einen normalen Zug auf eine Reihe oder spiel die 2 noch einmal (eine Behauptung, die angefochten werden kann).</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Use a 2, 3 or 4, or declare No play.</source>
        <translation>Du bist dran: kein normaler Zug. Nutze eine 2, 3 oder 4, oder sag „Kein Zug“ an.</translation>
    </message>
    <message>
        <source>Draw past the limit (%1 held)</source>
        <translation>Über das Limit ziehen (%1 auf der Hand)</translation>
    </message>
</context>
<context>
    <name>ShaftmountQuestion</name>
    <message>
        <source>%1 plays %2 to close %3. Defend it with a 5?</source>
        <translation>%1 spielt %2, um %3 zu schließen. Mit einer 5 verteidigen?</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3. Block it with a 6?</source>
        <translation>%1 will %2 unter %3 schieben. Mit einer 6 blockieren?</translation>
    </message>
    <message>
        <source>You hold no 5.</source>
        <translation>Du hast keine 5.</translation>
    </message>
    <message>
        <source>You hold no 6.</source>
        <translation>Du hast keine 6.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>ShaftmountRules</name>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Avoid penalty points. Whoever reaches ten is out; the last player left wins. 2 to 4 players with two decks (104 cards); aces are high.</source>
        <translation>Vermeide Strafpunkte. Wer zehn erreicht, ist raus; wer als Letzte(r) übrig bleibt, gewinnt. 2 bis 4 Spieler mit zwei Decks (104 Karten); Asse sind hoch.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Everyone gets a hand — 9 cards with 2 players, 8 with 3, 7 with 4: that is also the hand limit — and then 4, 3 or 2 cards face up in front of them, each the start of a sequence of their own. The rest is the deck; the discard pile starts empty.</source>
        <translation>Alle bekommen eine Hand – 9 Karten bei 2 Spielern, 8 bei 3, 7 bei 4: das ist auch das Handlimit – und dann 4, 3 oder 2 offene Karten vor sich, jede der Anfang einer eigenen Reihe. Der Rest ist der Stapel; der Ablagestapel ist anfangs leer.</translation>
    </message>
    <message>
        <source>Closing cards</source>
        <translation>Schließkarten</translation>
    </message>
    <message>
        <source>The closing area holds closing sequences, each running down one suit from the ace: A, K, Q, … A card closes when it is the next card of a closing sequence of its suit, and an ace closes while its suit has fewer than two closing sequences. The table shows under each closing sequence which card closes next.</source>
        <translation>Der Schließbereich enthält Schließreihen, jede läuft in einer Farbe vom Ass abwärts: A, K, D, … Eine Karte schließt, wenn sie die nächste Karte einer Schließreihe ihrer Farbe ist, und ein Ass schließt, solange seine Farbe weniger als zwei Schließreihen hat. Der Tisch zeigt unter jeder Schließreihe, welche Karte als Nächstes schließt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Make exactly one play: put a card from your hand on any sequence — yours or another&apos;s — of the same suit whose top card is lower. If you can make such a play, you must, even if it closes your own sequence. Before and after your play you may draw from the deck, one card at a time, while your hand holds fewer cards than the limit; then end your turn. Felt&apos;s decision: drawing happens only on your own turn.</source>
        <translation>Spiele genau eine Karte: Lege eine Karte aus deiner Hand auf irgendeine Reihe – deine oder eine fremde – derselben Farbe, deren oberste Karte niedriger ist. Wenn du so spielen kannst, musst du es, auch wenn das deine eigene Reihe schließt. Vor und nach deinem Spiel darfst du einzeln vom Stapel ziehen, solange deine Hand weniger Karten als das Limit hat; dann beendest du deinen Zug. Felts Entscheidung: Gezogen wird nur im eigenen Zug.</translation>
    </message>
    <message>
        <source>Closing a sequence</source>
        <translation>Eine Reihe schließen</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>A closing can make further closing cards appear; they close in turn, one after the other, each a penalty point for its owner. When more sequences show the same card than it can close, the player whose action started the domino chooses which one closes (if every candidate is their own, the next player chooses). Felt&apos;s decision: that player chooses only then; otherwise the table closes them in seat order from that player.</source>
        <translation>Ein Schließen kann weitere Schließkarten freilegen; sie schließen nacheinander, jede ein Strafpunkt für ihren Besitzer. Zeigen mehr Reihen dieselbe Karte, als sie schließen kann, wählt der Spieler, dessen Aktion das Domino auslöste, welche schließt (sind alle Kandidaten seine eigenen, wählt der nächste Spieler). Felts Entscheidung: Nur dann wird gewählt; sonst schließt der Tisch sie in Sitzreihenfolge ab diesem Spieler.</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Kein Zug</translation>
    </message>
    <message>
        <source>Shown cards</source>
        <translation>Gezeigte Karten</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: cards a player had to show (the hand before a 2-rule play or after a 5-rule defence, a 4 taken back after a block) stay known to everyone while they remain in that hand: they lie face up in the others&apos; view and are marked &quot;shown&quot;.</source>
        <translation>Felts Entscheidung: Karten, die ein Spieler zeigen musste (die Hand vor einem Zug nach der 2er-Regel oder nach einer Verteidigung nach der 5er-Regel, eine nach einer Blockade zurückgenommene 4), bleiben allen bekannt, solange sie in dieser Hand sind: Sie liegen für die anderen offen und sind als „gezeigt“ markiert.</translation>
    </message>
    <message>
        <source>The deck and the end</source>
        <translation>Der Stapel und das Ende</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck. A player with ten penalty points is out at once; their hand and sequences go to the discard pile. The game ends when one player is left, or when deck and discard pile are both empty: then the fewest penalty points win, and a tie shares the win.</source>
        <translation>Ist der Stapel aufgebraucht, wird der Ablagestapel zu einem neuen Stapel gemischt. Wer zehn Strafpunkte hat, ist sofort raus; Hand und Reihen kommen auf den Ablagestapel. Das Spiel endet, wenn nur noch einer übrig ist oder Stapel und Ablagestapel beide leer sind: Dann gewinnen die wenigsten Strafpunkte, bei Gleichstand wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: a sequence dealt with a closing card on top (an ace, say) gives that card to the closing area at no cost and gets a new card from the deck, until no sequence shows one.</source>
        <translation>Felts Entscheidung: Liegt beim Austeilen eine Schließkarte oben auf einer Reihe (etwa ein Ass), kommt sie ohne Strafpunkt in den Schließbereich und die Reihe bekommt eine neue Karte vom Stapel, bis keine Reihe mehr eine zeigt.</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>2er-Regel</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2 — even your own. The closing goes on as usual, but the 2 goes to the discard pile.</source>
        <translation>Ohne normalen Zug zeigst du deine Hand und schließt mit einer 2 irgendeine Reihe ihrer Farbe – auch deine eigene. Das Schließen läuft wie gewohnt, aber die 2 kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>3er-Regel</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3. When it closes, it goes entirely: no bottom card stays.</source>
        <translation>Statt eines normalen Zugs beginnst du mit einer 3 eine neue eigene Reihe. Schließt sie, verschwindet sie ganz: Keine unterste Karte bleibt.</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>4er-Regel</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit: it becomes that sequence&apos;s bottom card.</source>
        <translation>Statt eines normalen Zugs schiebst du eine 4 unter eine Reihe ihrer Farbe: Sie wird die unterste Karte dieser Reihe.</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>5er-Regel</translation>
    </message>
    <message>
        <source>When a player makes a 2-rule play while holding fewer cards than the limit, the owner of the sequence may defend it with any 5: the player then draws up to the limit, shows the hand again, and must make a normal play if there is one. Felt&apos;s decision: the owner is asked whether they hold a 5 or not, so waiting tells nobody anything.</source>
        <translation>Spielt jemand nach der 2er-Regel, während er weniger Karten als das Limit hält, darf der Besitzer der Reihe sie mit einer beliebigen 5 verteidigen: Der Spieler zieht dann bis zum Limit nach, zeigt die Hand erneut und muss einen normalen Zug machen, wenn es einen gibt. Felts Entscheidung: Der Besitzer wird gefragt, ob er eine 5 hat oder nicht, damit Warten niemandem etwas verrät.</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>6er-Regel</translation>
    </message>
    <message>
        <source>When a player slides a 4 under a sequence, every other player in turn may block it with a 6: the 4 goes back to the player&apos;s hand, shown, and cannot be played again this turn. Felt&apos;s decision: everyone is asked, holder of a 6 or not.</source>
        <translation>Schiebt jemand eine 4 unter eine Reihe, darf jeder andere der Reihe nach das mit einer 6 blockieren: Die 4 geht offen in die Hand des Spielers zurück und kann in diesem Zug nicht erneut gespielt werden. Felts Entscheidung: Alle werden gefragt, ob sie eine 6 haben oder nicht.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards (in a domino&apos;s choice: one of the glowing sequences)</source>
        <translation>eine deiner Karten wählen (bei einer Domino-Wahl: eine der leuchtenden Reihen)</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>pick the chosen card up; once it is picked up, put it where the blue mark is</source>
        <translation>die gewählte Karte aufnehmen; ist sie aufgenommen, dorthin legen, wo die blaue Markierung ist</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>move the blue mark between the places the picked-up card may go</source>
        <translation>die blaue Markierung zwischen den Plätzen bewegen, an die die aufgenommene Karte darf</translation>
    </message>
    <message>
        <source>draw a card from the deck</source>
        <translation>eine Karte vom Stapel ziehen</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>deinen Zug beenden</translation>
    </message>
    <message>
        <source>no play: discard your hand for a penalty point and a new hand</source>
        <translation>Kein Zug: deine Hand gegen einen Strafpunkt und eine neue Hand ablegen</translation>
    </message>
    <message>
        <source>keep the bottom card of your closed sequence</source>
        <translation>die unterste Karte deiner geschlossenen Reihe behalten</translation>
    </message>
    <message>
        <source>redraw the bottom card of your closed sequence</source>
        <translation>die unterste Karte deiner geschlossenen Reihe neu ziehen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the picked-up card back</source>
        <translation>die aufgenommene Karte zurücklegen</translation>
    </message>
    <message>
        <source>Whenever a closing card lies on top of a sequence, the sequence closes: at once with automatic calls, once someone taps it with calls by hand (see Calls). The closing card goes to the closing area, the cards below it but the bottom card go to the discard pile, and the sequence&apos;s owner takes a penalty point. The owner then keeps the bottom card as the card to beat, or redraws: the bottom card is discarded and the deck&apos;s top card takes its place. A sequence that is emptied gets a new card from the deck at once.</source>
        <translation>Liegt eine Schließkarte oben auf einer Reihe, schließt die Reihe: mit automatischen Ansagen sofort, mit Ansagen von Hand, sobald jemand die Karte antippt (siehe Ansagen). Die Schließkarte kommt in den Schließbereich, die Karten darunter bis auf die unterste auf den Ablagestapel, und der Besitzer der Reihe bekommt einen Strafpunkt. Dann behält er die unterste Karte als zu schlagende Karte oder zieht neu: Die unterste Karte wird abgelegt und die oberste Karte des Stapels tritt an ihre Stelle. Eine leer gewordene Reihe bekommt sofort eine neue Karte vom Stapel.</translation>
    </message>
    <message>
        <source>Without a normal play you may declare No play: your hand is shown and goes to the discard pile, deck and discard pile are shuffled together, you take a penalty point and a new full hand, and your turn ends. With automatic calls Felt checks the claim, so a false one cannot be made; with calls by hand it can, and it can be challenged.</source>
        <translation>Ohne normalen Zug darfst du „Kein Zug“ ansagen: Deine Hand wird gezeigt und kommt auf den Ablagestapel, Stapel und Ablagestapel werden zusammen gemischt, du bekommst einen Strafpunkt und eine neue volle Hand, und dein Zug endet. Mit automatischen Ansagen prüft Felt die Behauptung, eine falsche ist also nicht möglich; mit Ansagen von Hand ist sie möglich und kann angefochten werden.</translation>
    </message>
    <message>
        <source>In the original game players must spot and call out closings, and a false No play can be challenged. The new-game page offers both ways. Automatic: Felt plays with perfect attention — every closing happens by itself and no false claim can be made. By hand: the game as it was written, where staying alert is part of it (see the house rule below).</source>
        <translation>Im Originalspiel müssen die Spieler Schließungen selbst bemerken und ansagen, und ein falsches „Kein Zug“ kann angefochten werden. Die Seite für ein neues Spiel bietet beides an. Automatisch: Felt spielt mit vollkommener Aufmerksamkeit – jede Schließung geschieht von selbst, und keine falsche Behauptung ist möglich. Von Hand: das Spiel, wie es geschrieben wurde, in dem Wachsamkeit dazugehört (siehe die Hausregel unten).</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Ansagen von Hand</translation>
    </message>
    <message>
        <source>A closing card on top of a sequence waits, exposed, until a player other than the owner taps it — click it while no card of yours is picked up, or reach it with ← → and press T or Enter — whether it is their turn or not; the table never points it out. Closings that a closing exposes are tapped one by one. No play and the 2 rule become claims that may be false: the hand is shown and each other player in turn may challenge by naming a card of it and a sequence where it was a normal play; a caught claimer takes a point and must make that play (three points if it closes their own sequence), and the turn then ends without a draw. On your turn you may draw past the hand limit, up to three more cards; anyone may count a hand over the limit — click it, or reach it with ← → and press C — for a point, and that hand draws no more until it holds fewer cards than the limit. Computer players notice with a chance set by their level. With several people at one screen, “Who calls?” asks which of them makes a call.</source>
        <translation>Eine Schließkarte oben auf einer Reihe bleibt offen liegen, bis ein anderer Spieler als der Besitzer sie antippt – klick sie an, während du keine eigene Karte aufgenommen hast, oder geh mit ← → auf sie und drück T oder Enter –, ob er dran ist oder nicht; der Tisch weist nie auf sie hin. Schließkarten, die eine Schließung freilegt, werden einzeln angetippt. „Kein Zug“ und die 2er-Regel werden zu Behauptungen, die falsch sein dürfen: Die Hand wird gezeigt, und jeder andere Spieler darf der Reihe nach anfechten, indem er eine Karte daraus und eine Reihe nennt, auf die sie normal gepasst hätte; wer dabei erwischt wird, bekommt einen Punkt und muss diesen Zug machen (drei Punkte, wenn er damit eine eigene Reihe schließt), und der Zug endet ohne Nachziehen. In deinem Zug darfst du über das Handlimit hinaus ziehen, bis zu drei Karten mehr; jeder darf eine Hand über dem Limit zählen – klick sie an oder geh mit ← → auf sie und drück C – für einen Punkt, und diese Hand zieht nicht mehr, bis sie weniger Karten als das Limit hält. Computerspieler bemerken etwas mit einer Wahrscheinlichkeit, die ihre Stufe bestimmt. Mit mehreren Personen an einem Bildschirm fragt „Wer sagt an?“, wer von ihnen ansagt.</translation>
    </message>
    <message>
        <source>pass: do not defend, block or challenge</source>
        <translation>passen: nicht verteidigen, blocken oder anfechten</translation>
    </message>
    <message>
        <source>calls by hand: tap the sequence&apos;s top card in focus (← → reach every sequence&apos;s top card)</source>
        <translation>Ansagen von Hand: die oberste Karte der gewählten Reihe antippen (← → erreichen die oberste Karte jeder Reihe)</translation>
    </message>
    <message>
        <source>calls by hand: count the hand in focus (← → reach every other hand); when asked, challenge with the marked card and sequence</source>
        <translation>Ansagen von Hand: die gewählte Hand zählen (← → erreichen jede andere Hand); wenn du gefragt wirst, mit der markierten Karte und Reihe anfechten</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>“Who calls?”: the person who makes the call</source>
        <translation>„Wer sagt an?“: die Person, die ansagt</translation>
    </message>
</context>
<context>
    <name>ShaftmountSequenceZones</name>
    <message numerus="yes">
        <source>%1, %n card(s), top: %2</source>
        <translation>
            <numerusform>%1, eine Karte, oben: %2</numerusform>
            <numerusform>%1, %n Karten, oben: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountShownBanner</name>
    <message>
        <source>%1 shows the hand to everyone</source>
        <translation>%1 zeigt allen die Hand</translation>
    </message>
</context>
<context>
    <name>ShaftmountTable</name>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>der Ablagestapel, eine Karte</numerusform>
            <numerusform>der Ablagestapel, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>deine Reihe %1</translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>Reihe %2 von %1</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in deiner Hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>in der Hand von %1</translation>
    </message>
    <message>
        <source>%1, blocked this turn</source>
        <translation>%1, in diesem Zug blockiert</translation>
    </message>
    <message>
        <source>%1, shown to everyone</source>
        <translation>%1, allen gezeigt</translation>
    </message>
    <message>
        <source>on top of %1</source>
        <translation>oben auf %1</translation>
    </message>
    <message>
        <source>%1, card %2 of %3</source>
        <translation>%1, Karte %2 von %3</translation>
    </message>
    <message>
        <source>in the closing area</source>
        <translation>im Schließbereich</translation>
    </message>
    <message numerus="yes">
        <source>the deck, %n card(s)</source>
        <translation>
            <numerusform>der Stapel, eine Karte</numerusform>
            <numerusform>der Stapel, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare No play?</source>
        <translation>„Kein Zug“ ansagen?</translation>
    </message>
    <message>
        <source>A card of yours can go onto a sequence. No play costs you a penalty point, and if someone challenges it you must still make that play.</source>
        <translation>Eine deiner Karten passt auf eine Reihe. „Kein Zug“ kostet dich einen Strafpunkt, und wenn jemand anficht, musst du diesen Zug trotzdem machen.</translation>
    </message>
    <message>
        <source>Redraw instead of keeping %1?</source>
        <translation>Neu ziehen statt %1 zu behalten?</translation>
    </message>
    <message>
        <source>%1 goes to the discard pile and the deck&apos;s top card takes its place, unseen: if it is a closing card, it can cost you another penalty point.</source>
        <translation>%1 kommt auf den Ablagestapel, und die oberste Karte des Stapels nimmt ungesehen ihren Platz ein: Ist sie eine Schließkarte, kann sie dich einen weiteren Strafpunkt kosten.</translation>
    </message>
    <message>
        <source>computer players call after %1 s</source>
        <translation>Computerspieler sagen nach %1 s an</translation>
    </message>
</context>
<context>
    <name>ShaftmountThreeRuleTags</name>
    <message>
        <source>3 rule</source>
        <translation>3er-Regel</translation>
    </message>
</context>
<context>
    <name>ShaftmountUi</name>
    <message>
        <source>Shaftmount</source>
        <translation>Shaftmount</translation>
    </message>
    <message>
        <source>Two decks and penalty points: close the others&apos; sequences before they close yours; ten points and you are out.</source>
        <translation>Zwei Decks und Strafpunkte: Schließ die Reihen der anderen, bevor sie deine schließen; bei zehn Punkten bist du raus.</translation>
    </message>
    <message>
        <source>the hand already holds as many cards as allowed</source>
        <translation>die Hand hält schon so viele Karten wie erlaubt</translation>
    </message>
    <message>
        <source>this turn&apos;s play has already been made</source>
        <translation>in diesem Zug wurde schon gespielt</translation>
    </message>
    <message>
        <source>the turn can end only after its play</source>
        <translation>der Zug kann erst nach seinem Ausspielen enden</translation>
    </message>
    <message>
        <source>there is no such sequence on the table</source>
        <translation>diese Reihe liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <source>that card is not of the sequence&apos;s suit</source>
        <translation>diese Karte hat nicht die Farbe der Reihe</translation>
    </message>
    <message>
        <source>that card does not beat the top of the sequence</source>
        <translation>diese Karte ist nicht höher als die oberste Karte der Reihe</translation>
    </message>
    <message>
        <source>a normal play is possible, so one must be made</source>
        <translation>ein normaler Zug ist möglich, also muss er gemacht werden</translation>
    </message>
    <message>
        <source>the 2 rule needs a 2</source>
        <translation>die 2er-Regel braucht eine 2</translation>
    </message>
    <message>
        <source>the 3 rule needs a 3</source>
        <translation>die 3er-Regel braucht eine 3</translation>
    </message>
    <message>
        <source>the 4 rule needs a 4</source>
        <translation>die 4er-Regel braucht eine 4</translation>
    </message>
    <message>
        <source>only a 5 defends a sequence</source>
        <translation>nur eine 5 verteidigt eine Reihe</translation>
    </message>
    <message>
        <source>only a 6 blocks a 4</source>
        <translation>nur eine 6 blockt eine 4</translation>
    </message>
    <message>
        <source>that advanced rule is not in play</source>
        <translation>diese Zusatzregel gilt in diesem Spiel nicht</translation>
    </message>
    <message>
        <source>after the defence only a normal play is allowed</source>
        <translation>nach der Verteidigung ist nur ein normaler Zug erlaubt</translation>
    </message>
    <message>
        <source>that 4 was blocked and cannot be played this turn</source>
        <translation>diese 4 wurde geblockt und kann in diesem Zug nicht gespielt werden</translation>
    </message>
    <message>
        <source>nobody is being asked for that answer now</source>
        <translation>nach dieser Antwort fragt gerade niemand</translation>
    </message>
    <message>
        <source>this seat must answer the question first</source>
        <translation>dieser Platz muss zuerst die Frage beantworten</translation>
    </message>
    <message>
        <source>that sequence is not one of those that may close</source>
        <translation>diese Reihe gehört nicht zu denen, die schließen dürfen</translation>
    </message>
    <message>
        <source>there is no closing card on top of that sequence to tap</source>
        <translation>oben auf dieser Reihe liegt keine Schließkarte zum Antippen</translation>
    </message>
    <message>
        <source>nobody taps a closing card on their own sequence</source>
        <translation>niemand tippt eine Schließkarte auf seiner eigenen Reihe an</translation>
    </message>
    <message>
        <source>that hand does not hold more cards than allowed</source>
        <translation>diese Hand hält nicht mehr Karten als erlaubt</translation>
    </message>
    <message>
        <source>that hand has been counted since it went over the limit</source>
        <translation>diese Hand wurde schon gezählt, seit sie über dem Limit ist</translation>
    </message>
    <message>
        <source>nobody counts their own hand</source>
        <translation>niemand zählt seine eigene Hand</translation>
    </message>
    <message>
        <source>a counted hand may not draw until it holds fewer cards than allowed</source>
        <translation>eine gezählte Hand darf erst wieder ziehen, wenn sie weniger Karten als erlaubt hält</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>2er-Regel</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>3er-Regel</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>4er-Regel</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>5er-Regel</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>6er-Regel</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2.</source>
        <translation>Ohne normalen Zug zeig deine Hand und schließ mit einer 2 eine beliebige Reihe ihrer Farbe.</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3.</source>
        <translation>Statt eines normalen Zugs beginne mit einer 3 eine neue eigene Reihe.</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit.</source>
        <translation>Statt eines normalen Zugs schieb eine 4 unter eine Reihe ihrer Farbe.</translation>
    </message>
    <message>
        <source>A player who plays a 2 while holding fewer cards than allowed can be stopped by the sequence&apos;s owner with a 5.</source>
        <translation>Wer eine 2 spielt und weniger Karten hält als erlaubt, kann vom Besitzer der Reihe mit einer 5 aufgehalten werden.</translation>
    </message>
    <message>
        <source>Any other player can block a 4 slid under a sequence with a 6.</source>
        <translation>Jeder andere Spieler kann eine untergeschobene 4 mit einer 6 blocken.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Draw up to the hand limit after your play</source>
        <translation>Nach dem Zug bis zum Handlimit nachziehen</translation>
    </message>
    <message>
        <source>After your play the table draws for you until your hand is full, then ends your turn. Off: draw with the deck and end with End turn yourself.</source>
        <translation>Nach deinem Zug zieht der Tisch für dich nach, bis deine Hand voll ist, und beendet deinen Zug. Aus: Zieh selbst vom Stapel und beende mit „Zug beenden“.</translation>
    </message>
    <message>
        <source>Easy: closes an opponent&apos;s sequence when it can, else plays a random card that does not close its own; never uses the 3 or 4 rule, never blocks.</source>
        <translation>Leicht: schließt die Folge eines Gegners, wenn es kann, sonst spielt es eine zufällige Karte, die nicht die eigene schließt; nutzt nie die 3er- oder 4er-Regel und blockt nie.</translation>
    </message>
    <message>
        <source>Normal: weighs every play in penalty points: closes opponents&apos; sequences first, protects its own and keeps useful cards.</source>
        <translation>Normal: wägt jeden Zug in Strafpunkten ab: schließt zuerst die Folgen der Gegner, schützt die eigenen und behält nützliche Karten.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices two rounds ahead against guesses at the hidden cards and picks the best.</source>
        <translation>Schwer: spielt seine besten Möglichkeiten zwei Runden voraus durch, mit geratenen verdeckten Karten, und wählt die beste.</translation>
    </message>
    <message>
        <source>Pass for me when I cannot answer</source>
        <translation>Für mich passen, wenn ich nicht antworten kann</translation>
    </message>
    <message>
        <source>When you are asked for a 5 or a 6 and hold none, the table passes for you after the pause a computer player takes. Everyone is still asked, so the pause tells nobody what you hold.</source>
        <translation>Wirst du nach einer 5 oder 6 gefragt und hast keine, passt der Tisch für dich nach der Pause, die sich ein Computerspieler nimmt. Gefragt wird weiterhin jeder, die Pause verrät also niemandem, was du hältst.</translation>
    </message>
    <message>
        <source>Automatic: closings and penalties happen by themselves. By hand: a closing card waits until someone taps it, a false “no play” can be challenged and an over-full hand counted — stay alert.</source>
        <translation>Automatisch: Schließungen und Strafen geschehen von selbst. Von Hand: Eine Schließkarte wartet, bis jemand sie antippt, ein falsches „Kein Zug“ kann angefochten und eine übervolle Hand gezählt werden – bleib wachsam.</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>Von Hand</translation>
    </message>
    <message>
        <source>Automatic calls</source>
        <translation>Automatische Ansagen</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Ansagen von Hand</translation>
    </message>
</context>
<context>
    <name>ShaftmountUnderStrips</name>
    <message>
        <source>under</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>slide under %1</source>
        <translation>unter %1 schieben</translation>
    </message>
</context>
<context>
    <name>ShitheadAdapter</name>
    <message>
        <source>%1 put %2 face up and took %3 into the hand.</source>
        <translation>%1 legt %2 offen aus und nimmt %3 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 ist fertig.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <source>%1 played %2 from the upcards.</source>
        <translation>%1 spielt %2 von den offenen Karten.</translation>
    </message>
    <message>
        <source>%1 turned over %2 and played it.</source>
        <translation>%1 deckt %2 auf und spielt die Karte.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message numerus="yes">
        <source>The pile burns (%n card(s)).</source>
        <translation>
            <numerusform>Der Stapel brennt (%n Karte).</numerusform>
            <numerusform>Der Stapel brennt (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up the pile (%n card(s)).</source>
        <translation>
            <numerusform>%1 nimmt den Stapel auf (%n Karte).</numerusform>
            <numerusform>%1 nimmt den Stapel auf (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte nach.</numerusform>
            <numerusform>%1 zieht %n Karten nach.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turned over %2, which cannot be played.</source>
        <translation>%1 deckt %2 auf und kann die Karte nicht spielen.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 muss aussetzen.</translation>
    </message>
    <message>
        <source>The direction of play reverses.</source>
        <translation>Die Spielrichtung kehrt sich um.</translation>
    </message>
    <message>
        <source>%1 is out, in place %2.</source>
        <translation>%1 ist raus, auf Platz %2.</translation>
    </message>
    <message>
        <source>Nobody has made progress for a long time, so the game ends: whoever holds the most cards loses.</source>
        <translation>Schon lange kommt niemand mehr voran, deshalb endet das Spiel: Wer die meisten Karten hat, verliert.</translation>
    </message>
    <message>
        <source>%1 loses the game.</source>
        <translation>%1 verliert das Spiel.</translation>
    </message>
    <message>
        <source>%1 is the Shithead.</source>
        <translation>%1 ist der Shithead.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>den Stapel aufnehmen</translation>
    </message>
    <message>
        <source>keep these cards and press Ready</source>
        <translation>diese Karten behalten und Fertig drücken</translation>
    </message>
    <message>
        <source>put %1 face up and take %2 into your hand</source>
        <translation>%1 offen hinlegen und %2 auf die Hand nehmen</translation>
    </message>
    <message>
        <source>turn over face-down card %1</source>
        <translation>verdeckte Karte %1 umdrehen</translation>
    </message>
    <message>
        <source>swapping</source>
        <translation>tauscht</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>fertig</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 zog %2.</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>each of your plays would spend a 2, a 10 or another card that is worth keeping</source>
        <translation>jeder deiner Züge würde eine 2, eine 10 oder eine andere Karte verbrauchen, die es wert ist, sie zu behalten</translation>
    </message>
    <message numerus="yes">
        <source>the pile holds %n card(s) worth having, such as a 2 or a 10</source>
        <translation>
            <numerusform>im Stapel liegt %n Karte, die sich zu haben lohnt, etwa eine 2 oder eine 10</numerusform>
            <numerusform>im Stapel liegen %n Karten, die sich zu haben lohnen, etwa eine 2 oder eine 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile is only %n card(s)</source>
        <translation>
            <numerusform>der Stapel hat nur %n Karte</numerusform>
            <numerusform>der Stapel hat nur %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Taking the pile did better than any play in the hard player&apos;s trial games: %1.</source>
        <translation>Den Stapel aufzunehmen schnitt in den Probespielen des Computers (schwer) besser ab als jeder Zug: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>These are your last cards: you are out.</source>
        <translation>Das sind deine letzten Karten: Du bist raus.</translation>
    </message>
    <message>
        <source>It completes four of a kind: the pile burns and you play again.</source>
        <translation>Es macht vier Gleiche voll: Der Stapel brennt, und du spielst noch einmal.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes, and your %1 waits for a harder pile.</source>
        <translation>Es ist deine niedrigste Karte, die passt, und deine %1 wartet auf einen schwereren Stapel.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes: higher cards wait for higher piles.</source>
        <translation>Es ist deine niedrigste Karte, die passt: Höhere warten auf höhere Stapel.</translation>
    </message>
    <message>
        <source>No ordinary card goes, so a special card must.</source>
        <translation>Keine gewöhnliche Karte passt, also muss eine Sonderkarte ran.</translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end; the %2 goes into your hand.</source>
        <translation>Deine %1 wartet offen aufs Ende; die %2 kommt auf die Hand.</translation>
    </message>
    <message>
        <source>Face-down cards are unknown: any one is as good as another.</source>
        <translation>Verdeckte Karten sind unbekannt: Jede ist so gut wie die andere.</translation>
    </message>
    <message numerus="yes">
        <source>its %n card(s) give you more to answer the next piles with</source>
        <translation>
            <numerusform>seine %n Karte gibt dir mehr, um die nächsten Stapel zu beantworten</numerusform>
            <numerusform>seine %n Karten geben dir mehr, um die nächsten Stapel zu beantworten</numerusform>
        </translation>
    </message>
    <message>
        <source>The 10 burns the pile, so you play again on an empty pile.</source>
        <translation>Die 10 verbrennt den Stapel, also spielst du noch einmal auf einen leeren Stapel.</translation>
    </message>
    <message>
        <source>%1 holds nothing that goes on it, so they must pick up the pile.</source>
        <translation>%1 hat nichts, was darauf passt, muss also den Stapel aufnehmen.</translation>
    </message>
    <message>
        <source>Your face-up cards are already stronger than your hand, so no swap helps.</source>
        <translation>Deine offenen Karten sind schon stärker als deine Hand, also hilft kein Tausch.</translation>
    </message>
    <message>
        <source>Nothing you hold goes on the pile, so you must pick it up.</source>
        <translation>Nichts, was du hast, passt auf den Stapel, also musst du ihn aufnehmen.</translation>
    </message>
    <message numerus="yes">
        <source>It gets rid of %n card(s) at once, and the next player must answer your %1 or pick up the pile.</source>
        <translation>
            <numerusform>Damit wirst du %n Karte auf einmal los, und der Nächste muss deine %1 beantworten oder den Stapel aufnehmen.</numerusform>
            <numerusform>Damit wirst du %n Karten auf einmal los, und der Nächste muss deine %1 beantworten oder den Stapel aufnehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It leaves your %1 on top: the next player must answer it or pick up the pile.</source>
        <translation>Deine %1 liegt dann oben: Der Nächste muss sie beantworten oder den Stapel aufnehmen.</translation>
    </message>
    <message numerus="yes">
        <source>Your 9s skip %n player(s): the turn jumps past them.</source>
        <translation>
            <numerusform>Deine 9er überspringen %n Spieler: Der Zug springt an ihm vorbei.</numerusform>
            <numerusform>Deine 9er überspringen %n Spieler: Der Zug springt an ihnen vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end, and the %2 comes into your hand for the first piles.</source>
        <translation>Deine %1 wartet offen aufs Ende, und die %2 kommt für die ersten Stapel auf die Hand.</translation>
    </message>
    <message>
        <source>Play starts now: your face-up cards wait for the end of the game as they lie.</source>
        <translation>Das Spiel beginnt jetzt: Deine offenen Karten warten, wie sie liegen, auf das Ende.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile&apos;s %n card(s) gives you more to answer the next piles with.</source>
        <translation>
            <numerusform>Die %n Karte des Stapels aufzunehmen gibt dir mehr, um die nächsten Stapel zu beantworten.</numerusform>
            <numerusform>Die %n Karten des Stapels aufzunehmen gibt dir mehr, um die nächsten Stapel zu beantworten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadRules</name>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Get rid of all your cards. The last player still holding cards loses and is the Shithead. Aces are high, 2s are low, suits never matter. 2 to 5 players with one deck.</source>
        <translation>Werde alle deine Karten los. Wer als Letztes noch Karten hat, verliert und ist der Shithead. Asse sind hoch, Zweien niedrig, die Farben spielen nie eine Rolle. 2 bis 5 Spieler mit einem Deck.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>Everyone gets three cards face down in a row, three cards face up on top of them, and three cards in hand. The rest of the deck is the stock.</source>
        <translation>Alle bekommen drei verdeckte Karten in einer Reihe, darauf drei offene Karten und drei Karten auf die Hand. Der Rest des Decks ist der Talon.</translation>
    </message>
    <message>
        <source>Swapping</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Before play, everyone may swap cards between their hand and their own face-up cards, as often as they like, all at the same time. Strong cards face up (aces, kings, 2s, 10s) help later. Press Ready when you are done; play starts when everyone is ready.</source>
        <translation>Vor dem Spiel dürfen alle gleichzeitig und beliebig oft Karten zwischen ihrer Hand und ihren eigenen offenen Karten tauschen. Starke offene Karten (Asse, Könige, Zweien, Zehnen) helfen später. Drück auf „Fertig“, wenn du so weit bist; das Spiel beginnt, sobald alle fertig sind.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: look for a 3 among the face-up cards, going round from the first seat; if nobody shows one, look for a 3 in the hands. If there is no 3 at all, do the same with 4, then 5, and so on up to the ace, and the 2 last. That player starts and may lead any card — it need not be the 3.</source>
        <translation>In Felt gilt: Gesucht wird eine 3 unter den offenen Karten, reihum ab dem ersten Platz; zeigt niemand eine, wird in den Händen nach einer 3 gesucht. Gibt es gar keine 3, geht es genauso mit der 4 weiter, dann mit der 5 und so fort bis zum Ass, die 2 zuletzt. Wer so gefunden wird, beginnt und darf eine beliebige Karte ausspielen — es muss nicht die 3 sein.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Play one card, or several cards of the same rank, onto the pile: equal to or higher than the card on top. Or pick up the whole pile instead — you may do that whenever there is a pile, even if you could play. Then it is the next player&apos;s turn.</source>
        <translation>Leg eine Karte oder mehrere Karten gleichen Werts auf den Stapel: gleich hoch wie die oberste Karte oder höher. Oder nimm stattdessen den ganzen Stapel auf — das darfst du immer, wenn ein Stapel liegt, auch wenn du spielen könntest. Dann ist der nächste Spieler dran.</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Sonderkarten</translation>
    </message>
    <message>
        <source>A 2 goes on anything, and anything goes on a 2. A 10 goes on anything, even on an empty pile, and burns the pile: it leaves the game. Four cards of the same rank on top of the pile burn it too, whether played at once or by several players in a row. After a burn the same player plays again on the empty pile.</source>
        <translation>Eine 2 geht auf alles, und auf eine 2 geht alles. Eine 10 geht auf alles, sogar auf einen leeren Stapel, und verbrennt den Stapel: Er kommt aus dem Spiel. Vier Karten gleichen Werts oben auf dem Stapel verbrennen ihn ebenfalls, egal ob sie auf einmal oder von mehreren Spielern nacheinander gelegt wurden. Nach dem Verbrennen spielt derselbe Spieler noch einmal auf den leeren Stapel.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Nachziehen</translation>
    </message>
    <message>
        <source>After playing, draw from the stock until you have three cards in hand again, while the stock lasts.</source>
        <translation>Zieh nach dem Spielen vom Talon nach, bis du wieder drei Karten auf der Hand hast, solange der Talon reicht.</translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation>Die Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>Once your hand is empty and the stock is gone, play from your face-up cards. When those are gone, turn over one of your face-down cards: if it can be played it is, as usual; if not, you pick up the pile together with that card. Whenever you have picked up, you play from your hand again until it is empty before the table cards come back.</source>
        <translation>Sobald deine Hand leer und der Talon aufgebraucht ist, spielst du von deinen offenen Karten. Sind die weg, deckst du eine deiner verdeckten Karten auf: Passt sie, wird sie wie gewohnt gespielt; wenn nicht, nimmst du den Stapel zusammen mit dieser Karte auf. Immer wenn du aufgenommen hast, spielst du erst wieder von der Hand, bis sie leer ist, bevor die Karten auf dem Tisch wieder drankommen.</translation>
    </message>
    <message>
        <source>Going out and the end</source>
        <translation>Rausgehen und Spielende</translation>
    </message>
    <message>
        <source>When you have no cards left anywhere you are out, and your place is noted. If a burn empties your last cards, you are out and the next player leads. The game ends when only one player still holds cards: the Shithead.</source>
        <translation>Hast du nirgends mehr Karten, bist du raus, und deine Platzierung wird notiert. Verbrennen deine letzten Karten mit dem Stapel, bist du raus und der nächste Spieler spielt aus. Das Spiel endet, wenn nur noch ein Spieler Karten hat: der Shithead.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Weitere Festlegungen in Felt</translation>
    </message>
    <message>
        <source>Several see-through cards (jokers, or 8s with that rule) played together are see-through as a whole, and a pile made only of them counts as empty. Each joker in a set turns the direction once. A set of 9s that burns skips nobody. Cards everyone saw go into a hand (a picked-up pile, a card swapped from the table) are shown face up in that hand. If 300 moves in a row pass in which nothing is burned, drawn or played from the table and nobody goes out, the game cannot get anywhere: it ends, and whoever holds the most cards loses.</source>
        <translation>Mehrere zusammen gespielte durchsichtige Karten (Joker oder, mit dieser Regel, Achten) sind als Ganzes durchsichtig, und ein Stapel nur aus solchen Karten gilt als leer. Werden mehrere Joker zusammen gespielt, kehrt jeder die Richtung einmal um. Verbrennen zusammen gespielte Neunen den Stapel, muss niemand aussetzen. Karten, die alle in eine Hand wandern sahen (ein aufgenommener Stapel, eine vom Tisch getauschte Karte), liegen in dieser Hand offen. Vergehen 300 Züge hintereinander, in denen nichts verbrannt, nachgezogen oder vom Tisch gespielt wird und niemand rausgeht, kommt das Spiel nicht mehr voran: Es endet, und wer die meisten Karten hat, verliert.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.</source>
        <translation>Zwei Joker kommen ins Deck (dann passen 6 Spieler). Ein Joker geht auf alles, kehrt die Spielrichtung um und ist durchsichtig: Der nächste Spieler muss die Karte darunter schlagen.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Zwei Decks</translation>
    </message>
    <message>
        <source>104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.</source>
        <translation>104 Karten für bis zu 8 Spieler; fünf gleiche Karten dürfen jetzt auf einmal gespielt werden und verbrennen den Stapel genau wie vier.</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Durchsichtige Achten</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>Eine 8 geht auf alles und ist durchsichtig: Der nächste Spieler muss die Karte darunter schlagen.</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sieben oder niedriger</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.</source>
        <translation>Nach einer 7 muss als Nächstes eine 7 oder niedriger kommen; eine 2 oder 10 ist weiterhin erlaubt.</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Eingeschränkte Zehnen</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>Eine 10 darf nicht auf Bube, Dame, König oder Ass gelegt werden.</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Neun lässt aussetzen</translation>
    </message>
    <message>
        <source>A 9 makes the next player miss a turn; each 9 of a set skips one more.</source>
        <translation>Eine 9 lässt den nächsten Spieler aussetzen; jede weitere zusammen gespielte 9 überspringt einen Spieler mehr.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>eine deiner Karten wählen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>select the chosen card, or let it go (a set is one rank)</source>
        <translation>die gewählte Karte auswählen oder loslassen (ein Satz hat einen Wert)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>play the selected cards; while swapping, swap the selected pair</source>
        <translation>die ausgewählten Karten spielen; beim Tauschen das ausgewählte Paar tauschen</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>den Stapel aufnehmen</translation>
    </message>
    <message>
        <source>ready: done swapping</source>
        <translation>fertig: genug getauscht</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>let go of every selected card</source>
        <translation>alle ausgewählten Karten loslassen</translation>
    </message>
</context>
<context>
    <name>ShitheadTable</name>
    <message>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Next: 7 or lower (or a 2 or 10)</source>
        <translation>Als Nächstes: 7 oder niedriger (oder 2 bzw. 10)</translation>
    </message>
    <message>
        <source>Anything goes</source>
        <translation>Alles erlaubt</translation>
    </message>
    <message>
        <source>On a 2: anything goes</source>
        <translation>Auf eine 2: alles erlaubt</translation>
    </message>
    <message>
        <source>To beat: %1</source>
        <translation>Zu schlagen: %1</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Burned</source>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: keine</translation>
    </message>
    <message>
        <source>Burned!</source>
        <translation>Verbrannt!</translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Richtungswechsel!</translation>
    </message>
    <message>
        <source>Skip!</source>
        <translation>Aussetzen!</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.</source>
        <translation>Tausch nach Belieben Karten zwischen deiner Hand und deinen offenen Karten — zieh eine auf die andere — und drück dann auf „Fertig“.</translation>
    </message>
    <message>
        <source>Your turn: turn over one of your face-down cards.</source>
        <translation>Du bist dran: Deck eine deiner verdeckten Karten auf.</translation>
    </message>
    <message>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>Du bist dran: Du kannst nichts spielen — nimm den Stapel auf.</translation>
    </message>
    <message>
        <source>Your turn: lead any card or set of one rank.</source>
        <translation>Du bist dran: Spiel eine beliebige Karte oder mehrere gleichen Werts aus.</translation>
    </message>
    <message>
        <source>Your turn: play a card or a set of one rank onto the pile — or pick up the pile.</source>
        <translation>Du bist dran: Leg eine Karte oder mehrere gleichen Werts auf den Stapel — oder nimm den Stapel auf.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Legen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in deiner Hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>in der Hand von %1</translation>
    </message>
    <message>
        <source>face up in front of you</source>
        <translation>offen vor dir</translation>
    </message>
    <message>
        <source>face up in front of %1</source>
        <translation>offen vor %1</translation>
    </message>
    <message>
        <source>your face-down card %1</source>
        <translation>deine verdeckte Karte %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down card %2</source>
        <translation>verdeckte Karte %2 von %1</translation>
    </message>
    <message>
        <source>on top of the pile</source>
        <translation>oben auf dem Stapel</translation>
    </message>
    <message>
        <source>in the pile</source>
        <translation>im Stapel</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>der Talon, %n Karte</numerusform>
            <numerusform>der Talon, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>burned, %n card(s)</source>
        <translation>
            <numerusform>verbrannt, %n Karte</numerusform>
            <numerusform>verbrannt, %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadUi</name>
    <message>
        <source>Palace</source>
        <translation>Palace</translation>
    </message>
    <message>
        <source>Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <source>Call Shithead “Palace”</source>
        <translation>Shithead „Palace“ nennen</translation>
    </message>
    <message>
        <source>Shed your cards — hand, then the cards face up, then the ones face down, blind. Whoever is left holding cards loses.</source>
        <translation>Werde deine Karten los — erst die Hand, dann die offenen Karten, zuletzt blind die verdeckten. Wer am Ende noch Karten hat, verliert.</translation>
    </message>
    <message>
        <source>this seat has already said it is ready</source>
        <translation>dieser Platz hat sich schon fertig gemeldet</translation>
    </message>
    <message>
        <source>cards played together must all have the same rank</source>
        <translation>zusammen gespielte Karten müssen alle denselben Wert haben</translation>
    </message>
    <message>
        <source>cards from the hand and from the upcards cannot be played together</source>
        <translation>Karten von der Hand und offene Karten können nicht zusammen gespielt werden</translation>
    </message>
    <message>
        <source>play from the hand first, then the upcards, then the downcards</source>
        <translation>spiel zuerst von der Hand, dann die offenen und dann die verdeckten Karten</translation>
    </message>
    <message>
        <source>that card does not beat the top of the pile</source>
        <translation>diese Karte ist niedriger als die oberste Karte des Stapels</translation>
    </message>
    <message>
        <source>after a 7 the next play must be a 7 or lower</source>
        <translation>nach einer 7 muss als Nächstes eine 7 oder niedriger kommen</translation>
    </message>
    <message>
        <source>a 10 may not be played on a jack, queen, king or ace</source>
        <translation>eine 10 darf nicht auf Bube, Dame, König oder Ass gelegt werden</translation>
    </message>
    <message>
        <source>there is no pile to pick up</source>
        <translation>es liegt kein Stapel zum Aufnehmen</translation>
    </message>
    <message>
        <source>only downcards are left: turn one over</source>
        <translation>nur noch verdeckte Karten übrig: deck eine auf</translation>
    </message>
    <message>
        <source>downcards may be turned over only when the hand and the upcards are empty</source>
        <translation>verdeckte Karten dürfen erst aufgedeckt werden, wenn die Hand und die offenen Karten leer sind</translation>
    </message>
    <message>
        <source>after picking up, the hand must be played before the cards on the table</source>
        <translation>nach dem Aufnehmen kommt erst die Hand dran, dann die Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Durchsichtige Achten</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sieben oder niedriger</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Eingeschränkte Zehnen</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Neun lässt aussetzen</translation>
    </message>
    <message>
        <source>Two jokers join the deck (up to 6 players). A joker goes on anything, reverses the direction of play and lets the card below it show through.</source>
        <translation>Zwei Joker kommen ins Deck (bis zu 6 Spieler). Ein Joker geht auf alles, kehrt die Spielrichtung um und lässt die Karte darunter durchscheinen.</translation>
    </message>
    <message>
        <source>Play with 104 cards, for up to 8 players.</source>
        <translation>Mit 104 Karten spielen, für bis zu 8 Spieler.</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>Eine 8 geht auf alles und ist durchsichtig: Der nächste Spieler muss die Karte darunter schlagen.</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower (a 2 or a 10 still goes).</source>
        <translation>Nach einer 7 muss als Nächstes eine 7 oder niedriger kommen (eine 2 oder 10 geht trotzdem).</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>Eine 10 darf nicht auf Bube, Dame, König oder Ass gelegt werden.</translation>
    </message>
    <message>
        <source>Each 9 played makes the next player miss a turn.</source>
        <translation>Jede gespielte 9 lässt den nächsten Spieler aussetzen.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Zwei Decks</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>Ein Deck</translation>
    </message>
    <message>
        <source>Easy: always plays its lowest card that fits, even a 2 or a 10, and swaps at most one card before play.</source>
        <translation>Leicht: spielt immer seine niedrigste passende Karte, auch eine 2 oder eine 10, und tauscht vor dem Spiel höchstens eine Karte.</translation>
    </message>
    <message>
        <source>Normal: saves 2s and 10s for when nothing else goes and plays what the next player is least likely to beat.</source>
        <translation>Normal: hebt 2er und 10er auf, bis nichts anderes mehr geht, und spielt, was der nächste Spieler am wenigsten wahrscheinlich schlagen kann.</translation>
    </message>
    <message>
        <source>Hard: plays each choice out to the end many times against guesses at the hidden cards and picks the best.</source>
        <translation>Schwer: spielt jede Möglichkeit viele Male bis zum Ende durch, mit geratenen verdeckten Karten, und wählt die beste.</translation>
    </message>
    <message>
        <source>Play with 52 cards, for up to 5 players (6 with jokers).</source>
        <translation>Mit 52 Karten spielen, für bis zu 5 Spieler (6 mit Jokern).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>place %1 of %2</source>
        <translation>Platz %1 von %2</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 Punkte</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>There are no statistics to export.</source>
        <translation>Es gibt keine Statistik zum Exportieren.</translation>
    </message>
    <message>
        <source>The file could not be written: %1.</source>
        <translation>Die Datei konnte nicht geschrieben werden: %1.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this game&apos;s statistics as a CSV file</source>
        <translation>Die Statistik dieses Spiels als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Forget every game of this game</source>
        <translation>Jede Partie dieses Spiels vergessen</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistik von %1</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Wessen Statistik</translation>
    </message>
    <message>
        <source>Statistics are not kept on this system.</source>
        <translation>Auf diesem System wird keine Statistik geführt.</translation>
    </message>
    <message>
        <source>No finished game of %1 yet. Every game played to its end is counted here.</source>
        <translation>Noch keine beendete Partie %1. Jede zu Ende gespielte Partie wird hier gezählt.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>beste %1</translation>
    </message>
    <message>
        <source>Mean place</source>
        <translation>Mittlerer Platz</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <source>mean place %1</source>
        <translation>mittlerer Platz %1</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Im Verlauf</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Vergangene Partien</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3</source>
        <translation>%1 · Spiel %2 · %3</translation>
    </message>
    <message>
        <source>%1 — with undo or hints</source>
        <translation>%1 — mit Rücknahme oder Tipps</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Watch the game of %1 move by move</source>
        <translation>Die Partie vom %1 Zug um Zug ansehen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Play deal %1 again</source>
        <translation>Spiel %1 nochmal spielen</translation>
    </message>
    <message>
        <source>Leave the running game?</source>
        <translation>Laufendes Spiel verlassen?</translation>
    </message>
    <message>
        <source>Your game of %1 is kept: the home page offers to resume it.</source>
        <translation>Deine Partie %1 bleibt erhalten: Die Startseite bietet an, sie fortzusetzen.</translation>
    </message>
    <message>
        <source>Forget every game of %1?</source>
        <translation>Jede Partie %1 vergessen?</translation>
    </message>
    <message>
        <source>The statistics of this game start again from nothing. This cannot be undone.</source>
        <translation>Die Statistik dieses Spiels beginnt wieder bei null. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them with undo or hints</source>
        <translation>
            <numerusform>davon %n mit Rücknahme oder Tipps</numerusform>
            <numerusform>davon %n mit Rücknahme oder Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won (%2 with undo or hints)</source>
        <translation>%1 gewonnen (%2 mit Rücknahme oder Tipps)</translation>
    </message>
    <message>
        <source>Against %1 players: %2 games, %3, mean place %4</source>
        <translation>Gegen Spieler (%1): %2 Partien, %3, mittlerer Platz %4</translation>
    </message>
    <message>
        <source>Statistics of games with %1</source>
        <translation>Statistik der Spiele mit %1</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3 · over the network</source>
        <translation>%1 · Spiel %2 · %3 · über das Netzwerk</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at a learning table are not counted here.</source>
        <translation>
            <numerusform>%n Partie am Lerntisch zählt hier nicht mit.</numerusform>
            <numerusform>%n Partien am Lerntisch zählen hier nicht mit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics are off: this system lacks Qt&apos;s SQLite driver.</source>
        <translation>Die Statistik ist aus: Diesem System fehlt der SQLite-Treiber von Qt.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>were written by a newer version of Felt</source>
        <translation>wurde von einer neueren Version von Felt geschrieben</translation>
    </message>
    <message>
        <source>The statistics %1 and could not be put aside (%2); statistics are off for now.</source>
        <translation>Die Statistik %1 und konnte nicht beiseitegelegt werden (%2); die Statistik ist vorerst aus.</translation>
    </message>
    <message>
        <source>The statistics %1, so they were put aside as %2; new statistics start now.</source>
        <translation>Die Statistik %1, deshalb wurde sie als %2 beiseitegelegt; eine neue Statistik beginnt jetzt.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened (%1); statistics are off for now.</source>
        <translation>Die Statistik lässt sich nicht öffnen (%1); die Statistik ist vorerst aus.</translation>
    </message>
    <message>
        <source>The statistics cannot be prepared (%1); statistics are off for now.</source>
        <translation>Die Statistik lässt sich nicht vorbereiten (%1); die Statistik ist vorerst aus.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation>die Datei ist kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation>die Datei enthält kein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>the file is not a saved game of this version of Felt</source>
        <translation>die Datei ist kein gespeichertes Spiel dieser Felt-Version</translation>
    </message>
    <message>
        <source>the saved game has no seats</source>
        <translation>das gespeicherte Spiel hat keine Plätze</translation>
    </message>
    <message>
        <source>a seat of the saved game is not valid</source>
        <translation>ein Platz des gespeicherten Spiels ist ungültig</translation>
    </message>
    <message>
        <source>the saved game has no record</source>
        <translation>das gespeicherte Spiel hat keine Aufzeichnung</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>das gespeicherte Spiel hat %1 Plätze für %2 Spieler</translation>
    </message>
    <message>
        <source>the old saved game could not be removed</source>
        <translation>das alte gespeicherte Spiel konnte nicht entfernt werden</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the file is too large for a saved game</source>
        <translation>die Datei ist zu groß für ein gespeichertes Spiel</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is a folder, a pipe or a device, not a file</source>
        <translation>das ist ein Ordner, eine Pipe oder ein Gerät, keine Datei</translation>
    </message>
</context>
<context>
    <name>TableAdapter</name>
    <message>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>Kreuz %1</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>Karo %1</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>Herz %1</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>Pik %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>TableBar</name>
    <message>
        <source>Game bar</source>
        <translation>Spielleiste</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Spiele</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Einen Zug vorschlagen</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Prüfung schließen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück ins Spiel</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>Back to the game as it stands</source>
        <translation>Zurück zum Spiel, wie es jetzt steht</translation>
    </message>
    <message>
        <source>Look at the last round again, move by move</source>
        <translation>Die letzte Runde noch einmal ansehen, Zug für Zug</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Make the move taken back again</source>
        <translation>Den zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>How this game is played</source>
        <translation>Wie dieses Spiel gespielt wird</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Every key of this table</source>
        <translation>Alle Tasten dieses Tisches</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Verlauf ausblenden</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Verlauf einblenden</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Das Spielprotokoll zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>New game, the same deal again, settings</source>
        <translation>Neues Spiel, dasselbe Spiel nochmal, Einstellungen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Dieses Spiel nochmal spielen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>With several people at the table the deal can be played again once the game is over.</source>
        <translation>Mit mehreren Personen am Tisch kann dieses Spiel erst nach seinem Ende erneut gespielt werden.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play %1…</source>
        <translation>%1 spielen lernen…</translation>
    </message>
    <message>
        <source>A lesson deals its own cards: its deal is not played again.</source>
        <translation>Eine Lektion teilt ihre eigenen Karten aus: Dieses Spiel wird nicht nochmal gespielt.</translation>
    </message>
    <message>
        <source>At a network table the deal can be played again once the game is over.</source>
        <translation>An einem Netzwerktisch kann dieses Spiel erst nach seinem Ende erneut gespielt werden.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>That cannot be done now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>deine</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <source>There is no table for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keinen Tisch.</translation>
    </message>
    <message>
        <source>The game was resumed.</source>
        <translation>Das Spiel wurde fortgesetzt.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1 – Tisch</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Tipp: %1. %2</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>Die Lektion ist vorbei: Spiel ein erstes Spiel oder verlasse die Lektion.</translation>
    </message>
    <message>
        <source>Read the coach&apos;s words above, then press Next (Space).</source>
        <translation>Lies oben, was der Trainer sagt, dann drücke Weiter (Leertaste).</translation>
    </message>
    <message>
        <source>Something may be called now: look over the table.</source>
        <translation>Jetzt lässt sich etwas ansagen: Sieh dir den Tisch an.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>the action is allowed</source>
        <translation>der Zug ist erlaubt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>it is not this seat&apos;s turn</source>
        <translation>dieser Platz ist nicht an der Reihe</translation>
    </message>
    <message>
        <source>this is not an action of this game</source>
        <translation>diesen Zug gibt es in diesem Spiel nicht</translation>
    </message>
    <message>
        <source>the action is not written correctly</source>
        <translation>der Zug ist nicht richtig geschrieben</translation>
    </message>
    <message>
        <source>that card is not where the action takes it from</source>
        <translation>diese Karte liegt nicht dort, woher der Zug sie nimmt</translation>
    </message>
    <message>
        <source>that action is not possible at this stage of the game</source>
        <translation>dieser Zug ist in dieser Spielphase nicht möglich</translation>
    </message>
    <message>
        <source>the action is not allowed (%1)</source>
        <translation>der Zug ist nicht erlaubt (%1)</translation>
    </message>
    <message>
        <source>the setup is valid</source>
        <translation>der Spielaufbau ist gültig</translation>
    </message>
    <message>
        <source>unknown game %1</source>
        <translation>unbekanntes Spiel %1</translation>
    </message>
    <message>
        <source>the game %1 is not available in this version</source>
        <translation>das Spiel %1 ist in dieser Version nicht verfügbar</translation>
    </message>
    <message>
        <source>too many players for these options: %1 (at most %2)</source>
        <translation>zu viele Spieler für diese Optionen: %1 (höchstens %2)</translation>
    </message>
    <message>
        <source>%1 players is not a valid number of players for this game</source>
        <translation>%1 Spieler sind für dieses Spiel keine gültige Spielerzahl</translation>
    </message>
    <message>
        <source>the number of players is not valid for this game</source>
        <translation>die Spielerzahl ist für dieses Spiel ungültig</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>option %1 has a value that is not allowed</source>
        <translation>die Option %1 hat einen unzulässigen Wert</translation>
    </message>
    <message>
        <source>the deal does not have the shape this game expects (at %1)</source>
        <translation>die Kartenverteilung hat nicht die Form, die dieses Spiel erwartet (bei %1)</translation>
    </message>
    <message>
        <source>%1 has %2 entries where %3 are needed</source>
        <translation>%1 hat %2 Einträge, nötig sind %3</translation>
    </message>
    <message>
        <source>%1 has the wrong number of entries</source>
        <translation>%1 hat die falsche Anzahl an Einträgen</translation>
    </message>
    <message>
        <source>the deal names %1, which is not a card</source>
        <translation>die Kartenverteilung nennt %1, das ist keine Karte</translation>
    </message>
    <message>
        <source>the deal holds %1 more often than the deck does</source>
        <translation>die Kartenverteilung enthält %1 öfter als das Deck</translation>
    </message>
    <message>
        <source>the deal holds %1, which is not in the deck with these options</source>
        <translation>die Kartenverteilung enthält %1, doch mit diesen Optionen ist diese Karte nicht im Deck</translation>
    </message>
    <message>
        <source>the setup is not valid (%1)</source>
        <translation>der Spielaufbau ist ungültig (%1)</translation>
    </message>
    <message>
        <source>the action is not allowed</source>
        <translation>dieser Zug ist nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>WhoCalls</name>
    <message>
        <source>Who calls?</source>
        <translation>Wer sagt an?</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>WrongSuitAdapter</name>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 Punkt</numerusform>
            <numerusform>%1 Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stack</source>
        <translation>
            <numerusform>%n Karte im Stapel</numerusform>
            <numerusform>%n Karten im Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n im Stapel</numerusform>
            <numerusform>%n im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>has given</source>
        <translation>hat gegeben</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>keine Karten mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has given a card.</source>
        <translation>%1 hat eine Karte gegeben.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3, naming %4; it lands when everyone has given.</source>
        <translation>%1 legt %2 für %3 bereit und nennt %4; die Karte landet, sobald alle gegeben haben.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3; it lands when everyone has given.</source>
        <translation>%1 legt %2 für %3 bereit; die Karte landet, sobald alle gegeben haben.</translation>
    </message>
    <message>
        <source>%1 kept a card.</source>
        <translation>%1 behält eine Karte.</translation>
    </message>
    <message>
        <source>%1 kept %2, face up.</source>
        <translation>%1 behält %2, offen.</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>%1 behält %2.</translation>
    </message>
    <message>
        <source>%1 gave %2 a card.</source>
        <translation>%1 gibt %2 eine Karte.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3, face up.</source>
        <translation>%1 gibt %2 an %3, offen.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3.</source>
        <translation>%1 gibt %2 an %3.</translation>
    </message>
    <message>
        <source>%1 shows %2: no more %3 may reach them.</source>
        <translation>%1 zeigt %2: Kein %3 darf %1 mehr erreichen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %1 moved %4 from hand to stack.</source>
        <translation>%2 von %1 nennt %3: %1 legt %4 von der Hand in den Stapel.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %4 gave %1 %5.</source>
        <translation>%2 von %1 nennt %3: %4 gibt %1 %5.</translation>
    </message>
    <message>
        <source>%1 moved a card from hand to stack: %1 had kept a queen.</source>
        <translation>%1 legt eine Karte von der Hand in den Stapel: %1 hatte eine Dame behalten.</translation>
    </message>
    <message>
        <source>%1 moved %2 from hand to stack, face up: %1 had kept a queen.</source>
        <translation>%1 legt %2 offen von der Hand in den Stapel: %1 hatte eine Dame behalten.</translation>
    </message>
    <message>
        <source>A card went from %1&apos;s hand to %2&apos;s stack: %2 had given %1 a queen.</source>
        <translation>Eine Karte wandert aus der Hand von %1 in den Stapel von %2: %2 hatte %1 eine Dame gegeben.</translation>
    </message>
    <message>
        <source>%3 went from %1&apos;s hand to %2&apos;s stack, face up: %2 had given %1 a queen.</source>
        <translation>%3 wandert offen aus der Hand von %1 in den Stapel von %2: %2 hatte %1 eine Dame gegeben.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 shows the king of %3: nothing moves.</source>
        <translation>%2 von %1 nennt %3, doch %1 zeigt den %3-König: Es wandert nichts.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 holds no %3: nothing moves.</source>
        <translation>%2 von %1 nennt %3, doch %1 hat kein %3: Es wandert nichts.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %4 holds no %3: nothing moves.</source>
        <translation>%2 von %1 nennt %3, doch %4 hat kein %3: Es wandert nichts.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>The ace turned over is %1: %2 are the Wrong Suit.</source>
        <translation>Das aufgedeckte Ass ist %1: %2 ist die falsche Farbe.</translation>
    </message>
    <message>
        <source>%1 scores %2 (place %3).</source>
        <translation>%1 kommt auf %2 (Platz %3).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 wins with %3 point(s).</source>
        <translation>
            <numerusform>Die falsche Farbe ist %1: %2 gewinnt mit %3 Punkt.</numerusform>
            <numerusform>Die falsche Farbe ist %1: %2 gewinnt mit %3 Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 share the win with %3 point(s).</source>
        <translation>
            <numerusform>Die falsche Farbe ist %1: %2 teilen sich den Sieg mit %3 Punkt.</numerusform>
            <numerusform>Die falsche Farbe ist %1: %2 teilen sich den Sieg mit %3 Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>put %1 on your own stack</source>
        <translation>%1 auf deinen eigenen Stapel legen</translation>
    </message>
    <message>
        <source>put %1 on your own stack, naming %2</source>
        <translation>%1 auf deinen eigenen Stapel legen und %2 nennen</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>%1 an %2 geben</translation>
    </message>
    <message>
        <source>give %1 to %2, naming %3</source>
        <translation>%1 an %2 geben und %3 nennen</translation>
    </message>
    <message>
        <source>%1 chose to keep %2, naming %3; it lands when everyone has given.</source>
        <translation>%1 legt %2 für den eigenen Stapel bereit und nennt %3; die Karte landet, sobald alle gegeben haben.</translation>
    </message>
    <message>
        <source>%1 chose to keep %2; it lands when everyone has given.</source>
        <translation>%1 legt %2 für den eigenen Stapel bereit; die Karte landet, sobald alle gegeben haben.</translation>
    </message>
    <message>
        <source>It is your fourth %1: four of a kind score minus.</source>
        <translation>Es ist deine vierte %1: Vier Gleiche zählen minus.</translation>
    </message>
    <message>
        <source>Face up in your stack, the King keeps the %1 away from you.</source>
        <translation>Offen in deinem Stapel hält der König %1 von dir fern.</translation>
    </message>
    <message>
        <source>Your %1 reach 40 points: minus 30 for you.</source>
        <translation>Deine %1 erreichen 40 Punkte: minus 30 für dich.</translation>
    </message>
    <message>
        <source>Your King shuts the %1: the Queen brings you nothing.</source>
        <translation>Dein König sperrt %1: Die Dame bringt dir nichts.</translation>
    </message>
    <message>
        <source>Your most costly card goes to %1, not into your own stack.</source>
        <translation>Deine teuerste Karte geht an %1, nicht in deinen eigenen Stapel.</translation>
    </message>
    <message>
        <source>Your lowest card costs you least, so it goes into your own stack.</source>
        <translation>Deine niedrigste Karte kostet dich am wenigsten, also kommt sie in deinen eigenen Stapel.</translation>
    </message>
    <message>
        <source>In your own stack the %1 counts against you only if the %2 turn out to be the Wrong Suit.</source>
        <translation>In deinem eigenen Stapel zählt die %1 nur gegen dich, wenn sich %2 als Wrong Suit herausstellt.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out red, it scores −10 for you.</source>
        <translation>Der Bube bleibt bei dir: Ist die Wrong Suit am Ende rot, zählt er −10 für dich.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out black, it scores −10 for you.</source>
        <translation>Der Bube bleibt bei dir: Ist die Wrong Suit am Ende schwarz, zählt er −10 für dich.</translation>
    </message>
    <message>
        <source>The card goes to %1&apos;s stack: whatever it scores, it scores there, not in yours.</source>
        <translation>Die Karte geht in den Stapel von %1: Was sie auch zählt, zählt sie dort, nicht bei dir.</translation>
    </message>
</context>
<context>
    <name>WrongSuitRoundBadge</name>
    <message>
        <source>The Wrong Suit: %1</source>
        <translation>Die falsche Farbe: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>the first ace was turned over</source>
        <translation>das erste Ass wurde aufgedeckt</translation>
    </message>
    <message>
        <source>one ace names the Wrong Suit at the end</source>
        <translation>am Ende nennt ein Ass die falsche Farbe</translation>
    </message>
</context>
<context>
    <name>WrongSuitRules</name>
    <message>
        <source>The aim</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Collect as few points as you can. Everyone gives cards away, face down, all at the same time, round after round. Only at the end is one of four hidden aces turned over: its suit is the Wrong Suit, and it decides what counts against you. Lowest score wins. Exactly 4 players.</source>
        <translation>Sammle so wenige Punkte wie möglich. Runde um Runde verschenken alle Karten, verdeckt und gleichzeitig. Erst am Ende wird eines von vier verdeckten Assen aufgedeckt: Seine Farbe ist die falsche Farbe und entscheidet, was gegen dich zählt. Die niedrigste Punktzahl gewinnt. Genau 4 Spieler.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>One deck without its aces: 2 to king, 12 cards each. The four aces are shuffled and lie face down in the middle. Card values: 2 to 10 as printed, jack 10, queen 10, king 20.</source>
        <translation>Ein Deck ohne Asse: 2 bis König, 12 Karten für alle. Die vier Asse werden gemischt und liegen verdeckt in der Mitte. Kartenwerte: 2 bis 10 wie aufgedruckt, Bube 10, Dame 10, König 20.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>Everyone who still holds cards gives exactly one card, face down, to any player — themself included. All choose at the same time, and a gift is final. Given cards go to the receiver&apos;s stack, which is never given from. Only the giver and the receiver know a given card (the giver alone, for a card given to oneself).</source>
        <translation>Wer noch Karten hat, gibt genau eine Karte verdeckt an irgendwen am Tisch — auch an sich selbst. Alle wählen gleichzeitig, und ein Geschenk gilt. Verschenkte Karten kommen in den Stapel des Empfängers, aus dem nie verschenkt wird. Eine verschenkte Karte kennen nur Geber und Empfänger (bei einer Karte an sich selbst nur der Geber).</translation>
    </message>
    <message>
        <source>What everyone sees</source>
        <translation>Was alle sehen</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: before a round is over, only that a player has given is known — not the card, the receiver or a queen&apos;s suit. Once everyone has given, the gifts land together: who gave to whom is then seen by everyone, and so is the size of every stack.</source>
        <translation>In Felt gilt: Solange eine Runde läuft, ist nur bekannt, dass jemand gegeben hat — nicht die Karte, der Empfänger oder die Farbe einer Dame. Haben alle gegeben, landen die Geschenke gemeinsam: Wer wem gegeben hat, sehen dann alle, ebenso die Größe jedes Stapels.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>A king lands face up, wherever it comes from. From then on no card of its suit may reach that player: no gift from the next round on, and no card a queen would move. Felt&apos;s decision: cards given in the same round as the king still land.</source>
        <translation>Ein König landet offen, woher er auch kommt. Danach darf keine Karte seiner Farbe diesen Spieler mehr erreichen: kein Geschenk ab der nächsten Runde und keine Karte, die eine Dame bewegen würde. In Felt gilt: Karten, die in derselben Runde wie der König verschenkt wurden, landen noch.</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Giving a queen, you name a suit. After the gifts have landed, the queens take effect one after another, in seat order: the receiver must give the queen&apos;s giver their lowest card of that suit from their hand, into the giver&apos;s stack — unless the giver shows the king of that suit, or the receiver holds no such card. Felt&apos;s decisions: &quot;lowest&quot; is by rank (2 lowest, then 3 … 10, jack, queen, king); a queen given to oneself moves one&apos;s own lowest card of the suit from hand to stack; giver and receiver see the moved card, everyone else only that a card went from the receiver&apos;s hand to the giver&apos;s stack. A moved card sets off nothing of its own, but a moved king lands face up and shuts its suit at once.</source>
        <translation>Wer eine Dame verschenkt, nennt eine Farbe. Sind die Geschenke gelandet, wirken die Damen nacheinander in Platzreihenfolge: Der Empfänger muss dem Geber der Dame seine niedrigste Karte dieser Farbe aus der Hand in dessen Stapel geben — außer der Geber zeigt den König dieser Farbe oder der Empfänger hat keine solche Karte. In Felt gilt: „Niedrigste“ geht nach dem Rang (2 zuerst, dann 3 … 10, Bube, Dame, König); eine Dame an sich selbst legt die eigene niedrigste Karte der Farbe von der Hand in den Stapel; Geber und Empfänger sehen die bewegte Karte, alle anderen nur, dass eine Karte aus der Hand des Empfängers in den Stapel des Gebers gewandert ist. Eine bewegte Karte löst selbst nichts aus, doch ein bewegter König landet offen und sperrt seine Farbe sofort.</translation>
    </message>
    <message>
        <source>The end and the Wrong Suit</source>
        <translation>Das Ende und die falsche Farbe</translation>
    </message>
    <message>
        <source>Rounds go on while any hand holds a card: 12 rounds, fewer only when queens have emptied hands early. A player with an empty hand sits the round out. After the last round the first ace is turned over: its suit is the Wrong Suit, and every stack is counted.</source>
        <translation>Gespielt wird, solange noch eine Hand Karten hält: 12 Runden, weniger nur, wenn Damen Hände früher geleert haben. Wer keine Karten mehr hat, setzt aus. Nach der letzten Runde wird das erste Ass aufgedeckt: Seine Farbe ist die falsche Farbe, und alle Stapel werden gezählt.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>1. Four of a kind: all four cards of a rank count nothing below, and score minus the rank&apos;s value (four 10s: −10). 2. Wrong Suit cards: plus the value of every other card of the Wrong Suit, jacks apart. 3. Jacks: every other jack scores −10 if it has the Wrong Suit&apos;s colour and +10 if not (clubs and spades are black, diamonds and hearts red). 4. Big suits: −30 for every suit, Wrong Suit or not, whose other cards are worth 40 or more (a jack counts 10 here). 5. Many cards: with 13 or more cards, minus 1 + 2 + … for each card past 12 (15 cards: −6). Lowest score wins; equal scores share the place.</source>
        <translation>1. Vierlinge: Alle vier Karten eines Rangs zählen unten nicht mit und bringen minus den Wert des Rangs (vier 10en: −10). 2. Karten der falschen Farbe: plus den Wert jeder anderen Karte der falschen Farbe, Buben ausgenommen. 3. Buben: Jeder andere Bube zählt −10, wenn er so rot oder schwarz ist wie die falsche Farbe, sonst +10 (Kreuz und Pik sind schwarz, Karo und Herz rot). 4. Große Farben: −30 für jede Farbe, ob falsch oder nicht, deren andere Karten 40 oder mehr wert sind (ein Bube zählt hier 10). 5. Viele Karten: ab 13 Karten minus 1 + 2 + … für jede Karte über 12 (15 Karten: −6). Die niedrigste Punktzahl gewinnt; bei Gleichstand teilt man sich den Platz.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Weitere Festlegungen in Felt</translation>
    </message>
    <message>
        <source>Every jack counts by its colour, not only the Wrong Suit&apos;s. The big-suit bonus counts for any suit. Many cards follow the written sum: 15 cards give −6. The gifts of a round land in their givers&apos; seat order, then the queens in theirs. A queen that moves nothing tells only its giver and receiver why.</source>
        <translation>Jeder Bube zählt nach rot oder schwarz, nicht nur die der falschen Farbe. Der Abzug für große Farben gilt für jede Farbe. Viele Karten folgen der geschriebenen Summe: 15 Karten geben −6. Die Geschenke einer Runde landen in der Platzreihenfolge ihrer Geber, danach die Damen in der ihren. Eine Dame, die nichts bewegt, verrät nur ihrem Geber und Empfänger, warum.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <source>Your stack lies above your hand, a column per suit, each with what you would score if that suit were the Wrong Suit. A card whose face you see but which lies face down carries a corner of the card&apos;s back. A struck-through suit beside a player means they may receive no more of it.</source>
        <translation>Dein Stapel liegt über deiner Hand, eine Spalte je Farbe, jede mit der Punktzahl, die du bekämst, wenn diese Farbe die falsche wäre. Eine Karte, deren Bild du siehst, die aber verdeckt liegt, trägt eine Ecke der Kartenrückseite. Eine durchgestrichene Farbe bei einem Spieler heißt: Karten dieser Farbe dürfen ihn nicht mehr erreichen.</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Stapel aufdecken</translation>
    </message>
    <message>
        <source>After the round you choose (the original suggests 6 or 8), every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Nach der Runde deiner Wahl (das Original schlägt 6 oder 8 vor) werden alle Karten, die dann in den Stapeln liegen, für den Rest des Spiels aufgedeckt; spätere Geschenke landen weiter verdeckt.</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Ungerade Karten offen</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, also when a queen moves them — but they shut no suit.</source>
        <translation>Erhaltene 3en, 5en, 7en und 9en landen offen wie Könige, auch wenn eine Dame sie bewegt — sie sperren aber keine Farbe.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>eine deiner Karten wählen</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <source>take the chosen card, or let it go</source>
        <translation>die gewählte Karte nehmen oder wieder loslassen</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>give it: 1 to your own stack, 2 to the player on your left, 3 across, 4 on your right (the number shows on each place)</source>
        <translation>sie verschenken: 1 auf deinen eigenen Stapel, 2 an den Platz links von dir, 3 gegenüber, 4 rechts (die Zahl steht an jedem Platz)</translation>
    </message>
    <message>
        <source>C D H S</source>
        <translation>C D H S</translation>
    </message>
    <message>
        <source>a queen&apos;s suit: clubs, diamonds, hearts, spades</source>
        <translation>die Farbe einer Dame: C Kreuz, D Karo, H Herz, S Pik</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>let go of the chosen card</source>
        <translation>die gewählte Karte loslassen</translation>
    </message>
</context>
<context>
    <name>WrongSuitScores</name>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Wrong Suit cards (%1), jacks apart</source>
        <translation>Karten der falschen Farbe (%1), ohne Buben</translation>
    </message>
    <message>
        <source>Jacks: −10 each in the Wrong Suit&apos;s colour, +10 in the other</source>
        <translation>Buben: je −10, wenn so rot oder schwarz wie die falsche Farbe, sonst +10</translation>
    </message>
    <message>
        <source>Four of a kind: minus the rank&apos;s value</source>
        <translation>Vierlinge: minus der Wert des Rangs</translation>
    </message>
    <message>
        <source>Big suits: −30 for 40 or more in one suit</source>
        <translation>Große Farben: −30 für 40 oder mehr in einer Farbe</translation>
    </message>
    <message>
        <source>Cards in the stack</source>
        <translation>Karten im Stapel</translation>
    </message>
    <message>
        <source>Many cards: from 13 on, −1, −2, …</source>
        <translation>Viele Karten: ab 13 je −1, −2, …</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Had %1 been the Wrong Suit</source>
        <translation>Wäre %1 die falsche Farbe gewesen</translation>
    </message>
    <message>
        <source>The ace turned over: %1 %2 are the Wrong Suit.</source>
        <translation>Das aufgedeckte Ass: %1 %2 ist die falsche Farbe.</translation>
    </message>
    <message>
        <source>The ace turned over: %1 are the Wrong Suit.</source>
        <translation>Das aufgedeckte Ass: %1 ist die falsche Farbe.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Lowest score wins. Four of a kind counts only as itself; a big suit counts every card of it but those.</source>
        <translation>Die niedrigste Punktzahl gewinnt. Ein Vierling zählt nur für sich; eine große Farbe zählt alle ihre Karten außer diesen.</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatMarks</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>no stack yet</source>
        <translation>noch kein Stapel</translation>
    </message>
    <message>
        <source>You may receive no more %1.</source>
        <translation>Für dich gesperrt: %1.</translation>
    </message>
    <message>
        <source>%1 may receive no more %2.</source>
        <translation>Für %1 gesperrt: %2.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>kein</translation>
    </message>
    <message>
        <source>if %1 is the Wrong Suit: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>ist %1 die falsche Farbe: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>If %1 are the Wrong Suit, your stack scores %2.</source>
        <translation>Ist %1 die falsche Farbe, bringt dein Stapel %2 Punkte.</translation>
    </message>
    <message>
        <source>for your stack</source>
        <translation>für deinen Stapel</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatZones</name>
    <message numerus="yes">
        <source>Your stack, %n card(s)</source>
        <translation>
            <numerusform>Dein Stapel, %n Karte</numerusform>
            <numerusform>Dein Stapel, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stack, %n card(s)</source>
        <translation>
            <numerusform>Stapel von %1, %n Karte</numerusform>
            <numerusform>Stapel von %1, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>you may receive no more %1</source>
        <translation>für dich gesperrt: %1</translation>
    </message>
    <message>
        <source>may receive no more %1</source>
        <translation>gesperrt für %1</translation>
    </message>
    <message>
        <source>gives the chosen card here (key %1)</source>
        <translation>gibt die gewählte Karte hierhin (Taste %1)</translation>
    </message>
    <message>
        <source>shut: %1</source>
        <translation>gesperrt: %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSuitChooser</name>
    <message>
        <source>Your %1 goes on your own stack. Name a suit: your lowest card of it moves from your hand to your stack.</source>
        <translation>Deine %1 kommt auf deinen eigenen Stapel. Nenn eine Farbe: Deine niedrigste Karte davon wandert von der Hand in deinen Stapel.</translation>
    </message>
    <message>
        <source>Your %1 goes to %2. Name a suit: %2 must give you the lowest card of it from their hand.</source>
        <translation>Deine %1 geht an %2. Nenn eine Farbe: %2 muss dir die niedrigste Karte davon aus der Hand geben.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <source>your king stops it</source>
        <translation>dein König verhindert es</translation>
    </message>
    <message>
        <source>Choose again (Esc)</source>
        <translation>Neu wählen (Esc)</translation>
    </message>
</context>
<context>
    <name>WrongSuitTable</name>
    <message>
        <source>Name a suit for your queen: click one, or press C, D, H or S.</source>
        <translation>Nenn eine Farbe für deine Dame: Klick eine an oder drück C, D, H oder S.</translation>
    </message>
    <message>
        <source>Now whom to give %1 to: click a player or your own stack, or press 1 to %2.</source>
        <translation>Wem gibst du %1? Klick einen Spieler oder deinen eigenen Stapel an oder drück 1 bis %2.</translation>
    </message>
    <message>
        <source>Round %1: give one card, face down — drag it onto a player or onto your own stack.</source>
        <translation>Runde %1: Verschenk eine Karte verdeckt — zieh sie auf einen Spieler oder auf deinen eigenen Stapel.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Wähl zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in deiner Hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>in der Hand von %1</translation>
    </message>
    <message>
        <source>your gift of this round, for your own stack, face down until everyone has given</source>
        <translation>dein Geschenk dieser Runde, für deinen eigenen Stapel, verdeckt, bis alle gegeben haben</translation>
    </message>
    <message>
        <source>your gift of this round, for %1, face down until everyone has given</source>
        <translation>dein Geschenk dieser Runde, für %1, verdeckt, bis alle gegeben haben</translation>
    </message>
    <message>
        <source>your gift of this round</source>
        <translation>dein Geschenk dieser Runde</translation>
    </message>
    <message>
        <source>%1&apos;s gift of this round, face down</source>
        <translation>das Geschenk von %1 in dieser Runde, verdeckt</translation>
    </message>
    <message>
        <source>face up in your stack</source>
        <translation>offen in deinem Stapel</translation>
    </message>
    <message>
        <source>face up in %1&apos;s stack</source>
        <translation>offen im Stapel von %1</translation>
    </message>
    <message>
        <source>face down in your stack</source>
        <translation>verdeckt in deinem Stapel</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack</source>
        <translation>verdeckt im Stapel von %1</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack: you gave it</source>
        <translation>verdeckt im Stapel von %1: von dir verschenkt</translation>
    </message>
    <message>
        <source>an ace, face down</source>
        <translation>ein Ass, verdeckt</translation>
    </message>
    <message>
        <source>the turned ace: it names the Wrong Suit</source>
        <translation>das aufgedeckte Ass: Es nennt die falsche Farbe</translation>
    </message>
</context>
<context>
    <name>WrongSuitUi</name>
    <message>
        <source>Wrong Suit</source>
        <translation>Wrong Suit</translation>
    </message>
    <message>
        <source>Everyone gives away a card face down at the same time, round after round. Only at the end does a hidden ace say which suit counts against you.</source>
        <translation>Runde um Runde verschenken alle gleichzeitig eine Karte verdeckt. Erst am Ende verrät ein verdecktes Ass, welche Farbe gegen dich zählt.</translation>
    </message>
    <message>
        <source>this seat has already given a card this round</source>
        <translation>dieser Platz hat in dieser Runde schon eine Karte verschenkt</translation>
    </message>
    <message>
        <source>the receiver shows the king of that suit, so no card of it may reach them</source>
        <translation>der Empfänger zeigt den König dieser Farbe, also darf ihn keine Karte dieser Farbe erreichen</translation>
    </message>
    <message>
        <source>a queen must name a suit</source>
        <translation>eine Dame muss eine Farbe nennen</translation>
    </message>
    <message>
        <source>only a queen names a suit</source>
        <translation>nur eine Dame nennt eine Farbe</translation>
    </message>
    <message>
        <source>there is no such seat at the table</source>
        <translation>diesen Platz gibt es am Tisch nicht</translation>
    </message>
    <message>
        <source>that does not name a card</source>
        <translation>das ist keine Karte</translation>
    </message>
    <message>
        <source>a suit is written C, D, H or S</source>
        <translation>eine Farbe wird C, D, H oder S geschrieben</translation>
    </message>
    <message>
        <source>this seat has no cards left and sits the round out</source>
        <translation>dieser Platz hat keine Karten mehr und setzt diese Runde aus</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Stapel aufdecken</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Ungerade Karten offen</translation>
    </message>
    <message>
        <source>After this round every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Nach dieser Runde werden alle Karten, die dann in den Stapeln liegen, für den Rest des Spiels aufgedeckt; spätere Geschenke landen wieder verdeckt.</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, but shut no suit.</source>
        <translation>Erhaltene 3en, 5en, 7en und 9en landen offen wie Könige, sperren aber keine Farbe.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Easy: gives its highest card to an opponent picked at random.</source>
        <translation>Leicht: gibt seine höchste Karte einem zufällig gewählten Gegner.</translation>
    </message>
    <message>
        <source>Normal: weighs each gift by what it does to every stack under each possible Wrong Suit, and sends high cards to opponents.</source>
        <translation>Normal: wägt jedes Geschenk danach ab, was es bei jeder möglichen falschen Farbe mit jedem Stapel macht, und schickt hohe Karten an die Gegner.</translation>
    </message>
    <message>
        <source>Hard: plays its favourite gifts out to the end against guesses at the hidden cards, over all four possible Wrong Suits.</source>
        <translation>Schwer: spielt seine liebsten Geschenke bis zum Ende durch, mit geratenen verdeckten Karten, über alle vier möglichen falschen Farben.</translation>
    </message>
</context>
<context>
    <name>net::RemoteHost</name>
    <message>
        <source>The table changed before your move arrived: nothing was done.</source>
        <translation>Der Tisch hat sich geändert, bevor dein Zug ankam: Es ist nichts geschehen.</translation>
    </message>
    <message>
        <source>Too many messages at once: the table ignored one.</source>
        <translation>Zu viele Nachrichten auf einmal: Der Tisch hat eine übergangen.</translation>
    </message>
    <message>
        <source>The connection to the table is down: reconnecting…</source>
        <translation>Die Verbindung zum Tisch ist unterbrochen: Sie wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>The host stopped, and the table with it.</source>
        <translation>Der Gastgeber hat aufgehört, und der Tisch mit ihm.</translation>
    </message>
    <message>
        <source>The table was closed after a long time with nobody there.</source>
        <translation>Der Tisch wurde geschlossen, nachdem lange niemand da war.</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>Der Tisch wurde geschlossen.</translation>
    </message>
</context>
</TS>
