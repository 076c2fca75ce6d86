<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>The saved game %1 could not be read, and it could not be put aside or removed either (%2), so it stays where it is and this message will come again; you can start a new game.</source>
        <translation>Das gespeicherte Spiel %1 konnte nicht gelesen und auch nicht beiseitegelegt oder entfernt werden (%2); es bleibt, wo es ist, und diese Meldung kommt wieder. Du kannst ein neues Spiel beginnen.</translation>
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
        <source>Your turn: continue the chain with a %1, then any second card.</source>
        <translation>Du bist dran: Setz die Kette mit einer %1 fort, dann eine beliebige zweite Karte.</translation>
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
        <source>Link: %1 — the next first card must be a %1</source>
        <translation>Kettenglied: %1 — die nächste erste Karte muss eine %1 sein</translation>
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
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>There is no table for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keinen Tisch.</translation>
    </message>
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
        <translation>Die Deal-Nummer ist zu groß.</translation>
    </message>
    <message>
        <source>Deal number %1.</source>
        <translation>Deal Nr. %1.</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>das gespeicherte Spiel hat %1 Plätze für %2 Spieler</translation>
    </message>
    <message>
        <source>The game was resumed.</source>
        <translation>Das Spiel wurde fortgesetzt.</translation>
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
        <source>The game could not be saved: %1.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide what to do. %2</source>
        <translation>%1 konnte sich für keinen Zug entscheiden. %2</translation>
    </message>
    <message>
        <source>A move was taken back.</source>
        <translation>Ein Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>%1 made a fallback move.</source>
        <translation>%1 hat ersatzweise einen Zug gemacht.</translation>
    </message>
    <message>
        <source>That cannot go there.</source>
        <translation>Das kann dort nicht hin.</translation>
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
        <source>A card table for five games — against the computer or with friends at one screen.</source>
        <translation>Ein Kartentisch für fünf Spiele — gegen den Computer oder mit Freunden an einem Bildschirm.</translation>
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
        <source>You have an unfinished game. Pick it up where you left it?</source>
        <translation>Du hast noch ein angefangenes Spiel. Dort weiterspielen, wo du aufgehört hast?</translation>
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
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
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
        <source>%1 moved %2.</source>
        <translation>%1 verschiebt %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %2 and the %n card(s) on it.</source>
        <translation>
            <numerusform>%1 verschiebt %2 mit der %n Karte darauf.</numerusform>
            <numerusform>%1 verschiebt %2 mit den %n Karten darauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2 into valley %3.</source>
        <translation>%1 zieht %2 in Tal %3.</translation>
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
        <translation>Nichts ist verdeckt, also dürft ihr Züge beliebig oft zurücknehmen und wiederholen. „Tipp“ schlägt einen Zug vor; „Noch zu gewinnen?“ fragt den Löser, ob sich der Deal von hier aus noch gewinnen lässt. Jeder Deal hat eine Nummer und lässt sich so erneut spielen oder weitergeben.</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Verdeckte Grate</translation>
    </message>
    <message>
        <source>Ridge cards lie face down but for the outer one; the solver then cannot be asked.</source>
        <translation>Die Gratkarten liegen verdeckt, bis auf die äußere; den Löser kann man dann nicht fragen.</translation>
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
        <translation>Dieser Deal lässt sich noch gewinnen.</translation>
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
        <translation>Der Tisch gibt auf und verliert diesen Deal.</translation>
    </message>
    <message>
        <source>A run is complete!</source>
        <translation>Eine Reihe ist vollständig!</translation>
    </message>
    <message>
        <source>%1: no card can be drawn and nothing can be moved — pass.</source>
        <translation>%1: Keine Karte lässt sich ziehen und nichts verschieben — passe.</translation>
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
        <source>You</source>
        <translation>Du</translation>
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
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>Ein neuer Deal</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Deal-Nummer</translation>
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
        <source>Leave the running game?</source>
        <translation>Laufendes Spiel verlassen?</translation>
    </message>
    <message>
        <source>Your game of %1 is not finished. A new game replaces it.</source>
        <translation>Dein Spiel %1 ist noch nicht beendet. Ein neues Spiel ersetzt es.</translation>
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
        <translation>Deal Nr. %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Denselben Deal nochmal</translation>
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
        <source>How long a computer player waits before its move, so you can follow it: %1 s</source>
        <translation>Wie lange ein Computerspieler vor seinem Zug wartet, damit du mitkommst: %1 s</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has its own colour.</source>
        <translation>Kreuz in Grün und Karo in Blau, damit jede Farbe ihren eigenen Farbton hat.</translation>
    </message>
    <message>
        <source>Felt %1</source>
        <translation>Felt %1</translation>
    </message>
    <message>
        <source>The same game under its other name.</source>
        <translation>Dasselbe Spiel unter seinem anderen Namen.</translation>
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
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>That cannot be done now.</source>
        <translation>Das geht jetzt nicht.</translation>
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
        <source>‹ Games</source>
        <translation>‹ Spiele</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Deal Nr. %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
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
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Diesen Deal nochmal spielen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
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
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Start this deal again?</source>
        <translation>Diesen Deal neu beginnen?</translation>
    </message>
    <message>
        <source>The game in progress is replaced by the same deal from its start.</source>
        <translation>Das laufende Spiel wird durch denselben Deal von vorn ersetzt.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
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
</TS>
