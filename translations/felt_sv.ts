<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>ActionBar</name>
    <message>
        <source>key: %1</source>
        <translation>tangent: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Tangent: %1</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Lärbord</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first</source>
        <translation>Lärbord: tips kommer av sig själva i början</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Resultatet</translation>
    </message>
    <message>
        <source>Show the result of the game again</source>
        <translation>Visa spelets resultat igen</translation>
    </message>
    <message>
        <source>Learning table · %1</source>
        <translation>Lärbord · %1</translation>
    </message>
    <message>
        <source>Learning table: hints come by themselves at first; %1</source>
        <translation>Lärbord: tipsen kommer av sig själva i början; %1</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>The saved game could not be read, so it was put aside as %1; you can start a new game.</source>
        <translation>Det sparade spelet kunde inte läsas, så det lades undan som %1; du kan starta ett nytt spel.</translation>
    </message>
    <message>
        <source>The saved game could not be read and was removed; you can start a new game.</source>
        <translation>Det sparade spelet kunde inte läsas och togs bort; du kan starta ett nytt spel.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read, and it could not be put aside or removed either (%2), so it stays where it is and this message will come again; you can start a new game.</source>
        <translation>Det sparade spelet %1 kunde inte läsas och inte heller läggas undan eller tas bort (%2), så det ligger kvar och det här meddelandet kommer igen; du kan starta ett nytt spel.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spelare 1</translation>
    </message>
</context>
<context>
    <name>BarButton</name>
    <message>
        <source>%1 (key: %2)</source>
        <translation>%1 (tangent: %2)</translation>
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
        <translation>Bordets certifikat har ändrats</translation>
    </message>
    <message>
        <source>Connect to this table?</source>
        <translation>Ansluta till det här bordet?</translation>
    </message>
    <message>
        <source>The table at %1 shows another certificate than the one you accepted before, so Felt did not connect. Someone may be listening in between. If the table&apos;s host says they changed it, forget the old one and compare the new fingerprint with theirs.</source>
        <translation>Bordet på %1 visar ett annat certifikat än det du godtog tidigare, så Felt anslöt inte. Någon kan lyssna däremellan. Om bordets värd säger att de har bytt det, glöm det gamla och jämför det nya fingeravtrycket med deras.</translation>
    </message>
    <message>
        <source>The table at %1 uses a certificate that this computer cannot check. Connect only if its fingerprint is the one the table&apos;s host gives you (felt-server prints it when it starts).</source>
        <translation>Bordet på %1 använder ett certifikat som den här datorn inte kan kontrollera. Anslut bara om dess fingeravtryck är det som bordets värd ger dig (felt-server skriver ut det när den startar).</translation>
    </message>
    <message>
        <source>Now:</source>
        <translation>Nu:</translation>
    </message>
    <message>
        <source>Accepted before:</source>
        <translation>Godtaget tidigare:</translation>
    </message>
    <message>
        <source>SHA-256 fingerprint:</source>
        <translation>SHA-256-fingeravtryck:</translation>
    </message>
    <message>
        <source>Forget the old one</source>
        <translation>Glöm det gamla</translation>
    </message>
    <message>
        <source>key: F. The next try shows the new certificate&apos;s fingerprint to accept or refuse.</source>
        <translation>tangent: F. Nästa försök visar det nya certifikatets fingeravtryck att godta eller avböja.</translation>
    </message>
    <message>
        <source>Accept and connect</source>
        <translation>Godta och anslut</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>tangent: Retur</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Anslut inte</translation>
    </message>
    <message>
        <source>key: Enter or Esc</source>
        <translation>tangent: Retur eller Esc</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>tangent: Esc</translation>
    </message>
</context>
<context>
    <name>ChainChainAdapter</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n collected (sum %1)</source>
        <translation>
            <numerusform>%n insamlat (summa %1)</numerusform>
            <numerusform>%n insamlade (summa %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2, then %3.</source>
        <translation>%1 spelade %2, sedan %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not continue the chain and collected it (%n card(s)).</source>
        <translation>
            <numerusform>%1 kunde inte fortsätta kedjan och samlade in den (%n kort).</numerusform>
            <numerusform>%1 kunde inte fortsätta kedjan och samlade in den (%n kort).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double: the direction of play turns, and the next player plays freely.</source>
        <translation>Ett par: spelriktningen vänds, och nästa spelare spelar fritt.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drog %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drog %n kort.</numerusform>
            <numerusform>%1 drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: %1 collects the chain (%n card(s)).</source>
        <translation>
            <numerusform>Sista draget: %1 samlar in kedjan (%n kort).</numerusform>
            <numerusform>Sista draget: %1 samlar in kedjan (%n kort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: the chain leaves the game (%n card(s)).</source>
        <translation>
            <numerusform>Sista draget: kedjan lämnar spelet (%n kort).</numerusform>
            <numerusform>Sista draget: kedjan lämnar spelet (%n kort).</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock and every hand are empty: the game is over.</source>
        <translation>Talongen och alla händer är tomma: spelet är slut.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>%1 wins, having collected the fewest cards.</source>
        <translation>%1 vinner med färst insamlade kort.</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 delar på segern.</translation>
    </message>
    <message>
        <source>play %1, then %2</source>
        <translation>spela %1, sedan %2</translation>
    </message>
    <message>
        <source>collect the chain</source>
        <translation>samla in kedjan</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta kedjan</translation>
    </message>
    <message>
        <source>You hold no %1, so you must collect the pile.</source>
        <translation>Du har ingen %1, så du måste ta kedjan.</translation>
    </message>
    <message>
        <source>Playing the link twice turns the chain back: the next player collects nothing.</source>
        <translation>Att spela länken två gånger vänder kedjan: nästa spelare tar inget.</translation>
    </message>
    <message>
        <source>%1 has shown they hold no %2: they must collect the pile.</source>
        <translation>%1 har visat att hen saknar %2: hen måste ta kedjan.</translation>
    </message>
    <message>
        <source>You keep a card of every number you hold, so you can answer more links.</source>
        <translation>Du behåller ett kort av varje tal och kan svara på fler länkar.</translation>
    </message>
    <message>
        <source>You keep another %1, so you can still answer a link of %1 later.</source>
        <translation>Du behåller en %1 till, så du kan fortfarande svara på en länk %1 senare.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card(s).</source>
        <translation>
            <numerusform>Din %1 blir länken: %2 måste svara med en %1 eller ta kedjan med %n kort.</numerusform>
            <numerusform>Din %1 blir länken: %2 måste svara med en %1 eller ta kedjan med %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are your last cards: with the stock empty, you collect nothing more.</source>
        <translation>Det här är dina sista kort: med tom talong tar du inget mer.</translation>
    </message>
</context>
<context>
    <name>ChainChainRules</name>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Collect as few cards as you can. Every card you collect counts against you; with the same number of cards, the lower sum of their values is better.</source>
        <translation>Samla in så få kort som möjligt. Varje kort du samlar in räknas mot dig; med lika många kort är den lägre summan av deras värden bättre.</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Spelare och kort</translation>
    </message>
    <message>
        <source>The original game is for 4 or 5 players; Felt also lets 3 or 6 play. The deck holds two sets of the numbers 1 to 9 for each player: 72 cards for four players, 90 for five.</source>
        <translation>Originalspelet är för 4 eller 5 spelare; i Felt kan även 3 eller 6 spela. Leken har två uppsättningar av siffrorna 1 till 9 per spelare: 72 kort för fyra spelare, 90 för fem.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Utdelningen</translation>
    </message>
    <message>
        <source>Everyone gets 8 cards; the rest is the stock. The first seat begins.</source>
        <translation>Alla får 8 kort; resten är talongen. Första platsen börjar.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Play two cards from your hand onto the chain, one after the other: the first face up, the second on top of it. Your second card is the link the next player has to continue.</source>
        <translation>Spela två kort från handen till kedjan, det ena efter det andra: det första uppvänt, det andra ovanpå det. Ditt andra kort är länken som nästa spelare måste fortsätta.</translation>
    </message>
    <message>
        <source>Continuing the chain</source>
        <translation>Att fortsätta kedjan</translation>
    </message>
    <message>
        <source>If there is a link and you hold a card of that number, your first card must be that number. If you hold none, you collect the whole chain — it goes to your collected stack, open for everyone to see — and then play any two cards as the same turn. On an empty chain any two cards may start it.</source>
        <translation>Finns det en länk och du har ett kort med den siffran, måste ditt första kort vara den siffran. Har du inget, samlar du in hela kedjan — den hamnar bland dina insamlade kort, öppen för alla att se — och spelar sedan två valfria kort i samma tur. En tom kedja kan påbörjas med två valfria kort.</translation>
    </message>
    <message>
        <source>Doubles turn the direction</source>
        <translation>Par vänder riktningen</translation>
    </message>
    <message>
        <source>Playing two cards that both equal the link reverses the direction of play. Felt&apos;s decision, taken from the original&apos;s worked example: after a reverse the next player&apos;s first card is free, and the chain stays where it is. Playing a double is a choice: you may also play just one of the two first.</source>
        <translation>Spelar du två kort som båda är lika med länken vänds spelriktningen. Felts beslut, hämtat från originalets exempel: efter en vändning är nästa spelares första kort fritt, och kedjan ligger kvar. Att spela ett par är ett val: du kan också spela bara det ena av dem först.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Dra kort</translation>
    </message>
    <message>
        <source>After your play, draw two cards from the stock, or fewer when it runs short. A player whose hand is empty is skipped.</source>
        <translation>Efter ditt drag drar du två kort från talongen, eller färre när den håller på att ta slut. En spelare med tom hand hoppas över.</translation>
    </message>
    <message>
        <source>The last play</source>
        <translation>Sista draget</translation>
    </message>
    <message>
        <source>The game ends when the stock and every hand are empty. The play that empties the last hand follows its own rules: a double makes the player who played before it collect the chain; a single match sends the chain out of the game; if the last player has to collect, they then play their last two cards freely and those two leave the game; a free play with no link leaves the chain out of the game as well.</source>
        <translation>Spelet slutar när talongen och alla händer är tomma. Draget som tömmer den sista handen har egna regler: ett par gör att spelaren som spelade före samlar in kedjan; en enkel matchning skickar kedjan ut ur spelet; måste den sista spelaren samla in, spelas därefter de två sista korten fritt och lämnar spelet; ett fritt drag utan länk skickar också kedjan ut ur spelet.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Fewest collected cards first; a tie goes to the lower sum; players still tied share the place, and the next place is counted past them (1, 1, 3).</source>
        <translation>Färst insamlade kort först; vid lika avgör den lägre summan; spelare som fortfarande är lika delar platsen, och nästa plats räknas förbi dem (1, 1, 3).</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Felts övriga beslut</translation>
    </message>
    <message>
        <source>A deal that is spelled out must leave an even stock, so every hand always holds pairs. When the last play is a double and nobody else has played since, the player who made it collects the chain themselves.</source>
        <translation>En utskriven giv måste lämna en jämn talong, så att varje hand alltid har par. När sista draget är ett par och ingen annan har spelat sedan dess, samlar spelaren som gjorde det själv in kedjan.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>välj ett av dina kort</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Space, Enter</translation>
    </message>
    <message>
        <source>take the chosen card as the first card, then as the second</source>
        <translation>ta det valda kortet som första kort, sedan som andra</translation>
    </message>
    <message>
        <source>take: collect the chain when you hold no card equal to the link</source>
        <translation>ta kedjan: samla in den när du inte har något kort lika med länken</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>choose the first card again</source>
        <translation>välj första kortet igen</translation>
    </message>
</context>
<context>
    <name>ChainChainTable</name>
    <message>
        <source>Your turn: you hold no %1, so you must collect the chain — press Take, then play two cards freely.</source>
        <translation>Din tur: du har ingen %1, så du måste samla in kedjan — tryck på Ta kedjan och spela sedan två valfria kort.</translation>
    </message>
    <message>
        <source>Now the second card: it becomes the link for the next player.</source>
        <translation>Nu det andra kortet: det blir länken för nästa spelare.</translation>
    </message>
    <message>
        <source>Your turn: start with the link, %1, then play any second card.</source>
        <translation>Din tur: börja med länken, %1, och spela sedan ett valfritt andra kort.</translation>
    </message>
    <message>
        <source>Your turn: play any two cards — drag or click the first, then the second.</source>
        <translation>Din tur: spela två valfria kort — dra eller klicka först det första, sedan det andra.</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Välj igen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>The chain starts here: play any two cards</source>
        <translation>Kedjan börjar här: spela två valfria kort</translation>
    </message>
    <message>
        <source>Link: %1 — the next play starts with it</source>
        <translation>Länk: %1 — nästa drag börjar med den</translation>
    </message>
    <message>
        <source>No link: the next play is free</source>
        <translation>Ingen länk: nästa drag är fritt</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ medurs</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ moturs</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Talong: %1</translation>
    </message>
    <message>
        <source>Stock: none</source>
        <translation>Talong: tom</translation>
    </message>
    <message>
        <source>link</source>
        <translation>länk</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1:a</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2:a</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>på din hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>på handen hos %1</translation>
    </message>
    <message>
        <source>collected by you</source>
        <translation>insamlat av dig</translation>
    </message>
    <message>
        <source>collected by %1</source>
        <translation>insamlat av %1</translation>
    </message>
    <message>
        <source>the link, at the end of the chain</source>
        <translation>länken, i slutet av kedjan</translation>
    </message>
    <message>
        <source>on the chain</source>
        <translation>i kedjan</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>talongen, %n kort</numerusform>
            <numerusform>talongen, %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n card(s)</source>
        <translation>
            <numerusform>%1 samlar in %n kort</numerusform>
            <numerusform>%1 samlar in %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Vändning!</translation>
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
        <translation>Länka två siffror per tur till kedjan; den som inte kan fortsätta samlar in den.</translation>
    </message>
    <message>
        <source>(%1 to %2; 4 or 5 is the original game)</source>
        <translation>(%1 till %2; originalet är för 4 eller 5)</translation>
    </message>
    <message>
        <source>the first card must equal the link while the hand holds one</source>
        <translation>första kortet måste vara lika med länken så länge handen har ett sådant</translation>
    </message>
    <message>
        <source>no card equals the link: take the pile</source>
        <translation>inget kort är lika med länken: ta kedjan</translation>
    </message>
    <message>
        <source>there is no link to continue, so there is nothing to take</source>
        <translation>det finns ingen länk att fortsätta, så det finns inget att ta</translation>
    </message>
    <message>
        <source>both cards name a card that the hand holds only once</source>
        <translation>båda korten anger ett kort som handen bara har en gång</translation>
    </message>
    <message>
        <source>Easy: leaves as the next link a number it holds several of, now and then plays at random, and reverses only when nothing else goes.</source>
        <translation>Lätt: lämnar som nästa länk en siffra den har flera av, spelar ibland slumpmässigt och vänder bara när inget annat går.</translation>
    </message>
    <message>
        <source>Normal: keeps its hand ready for whatever link comes back and leaves links the next player probably cannot continue.</source>
        <translation>Normal: håller handen redo för vilken länk som än kommer tillbaka och lämnar länkar som nästa spelare troligen inte kan fortsätta.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices out to the end against guesses at the hidden cards, last-play rules included.</source>
        <translation>Svår: spelar igenom sina bästa val till slutet mot gissningar om de dolda korten, reglerna för sista draget inräknade.</translation>
    </message>
</context>
<context>
    <name>ChatButton</name>
    <message>
        <source>Close chat</source>
        <translation>Stäng chatten</translation>
    </message>
    <message numerus="yes">
        <source>Chat (%n new)</source>
        <translation>
            <numerusform>Chatt (%n ny)</numerusform>
            <numerusform>Chatt (%n nya)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chatt</translation>
    </message>
    <message>
        <source>key: Ctrl+T</source>
        <translation>tangent: Ctrl+T</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Chatt</translation>
    </message>
    <message>
        <source>Scroll the chat</source>
        <translation>Rulla chatten</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Säg något till bordet</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chattmeddelande</translation>
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
        <translation>Lektionssteg %1 av %2</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>Nästa (mellanslag)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nästa</translation>
    </message>
    <message>
        <source>key: Space</source>
        <translation>tangent: mellanslag</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Spela ett första parti</translation>
    </message>
    <message>
        <source>key: Enter</source>
        <translation>tangent: Enter</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Nästa lektion: %1</translation>
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
        <translation>tangent: Retur</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>tangent: Esc</translation>
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
        <translation>Giv nr %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>En ny giv.</translation>
    </message>
    <message>
        <source>The deal number was %1.</source>
        <translation>Det var giv nr %1.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>no call</source>
        <translation>inget utrop</translation>
    </message>
</context>
<context>
    <name>GameReviewBar</name>
    <message>
        <source>The hard player had nothing to say about this decision.</source>
        <translation>Datorn (svår) hade inget att säga om det här beslutet.</translation>
    </message>
    <message>
        <source>The hard player would have made the same move.</source>
        <translation>Datorn (svår) hade gjort samma drag.</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 (it cannot rate this decision).</source>
        <translation>Datorns (svår) val: %1 (den kan inte betygsätta det här beslutet).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — but it rates both about the same (%2 against %3).</source>
        <translation>Datorns (svår) val: %1 — men den betygsätter båda ungefär lika (%2 mot %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a lot (rated %2 against %3).</source>
        <translation>Datorns (svår) val: %1 — den tror att det betydde mycket (betyg %2 mot %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered somewhat (rated %2 against %3).</source>
        <translation>Datorns (svår) val: %1 — den tror att det betydde en del (betyg %2 mot %3).</translation>
    </message>
    <message>
        <source>The hard player&apos;s choice: %1 — it thinks this mattered a little (rated %2 against %3).</source>
        <translation>Datorns (svår) val: %1 — den tror att det betydde lite (betyg %2 mot %3).</translation>
    </message>
    <message>
        <source>Decision %1 of %2 (move %3) — marked: %4.</source>
        <translation>Beslut %1 av %2 (drag %3) — markerade: %4.</translation>
    </message>
    <message>
        <source>%1&apos;s move: %2.</source>
        <translation>%1s drag: %2.</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Föregående</translation>
    </message>
    <message>
        <source>The previous decision</source>
        <translation>Föregående beslut</translation>
    </message>
    <message>
        <source>key: ←</source>
        <translation>tangent: ←</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Tangent: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Nästa ›</translation>
    </message>
    <message>
        <source>The next decision</source>
        <translation>Nästa beslut</translation>
    </message>
    <message>
        <source>key: →</source>
        <translation>tangent: →</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Tangent: →</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Stäng granskningen</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>tangent: Esc</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Tangent: Esc</translation>
    </message>
    <message>
        <source>A call missed: %1.</source>
        <translation>Ett missat utrop: %1.</translation>
    </message>
    <message>
        <source>%1 made no call here.</source>
        <translation>%1 ropade inte här.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Seat %1</source>
        <translation>Plats %1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Inget spel pågår.</translation>
    </message>
    <message>
        <source>This is a past game: it can only be watched.</source>
        <translation>Det här är ett tidigare spel: det går bara att titta på.</translation>
    </message>
    <message>
        <source>The table is covered until %1 takes over.</source>
        <translation>Bordet är dolt tills %1 tar över.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>That cannot go there.</source>
        <translation>Det kan inte läggas där.</translation>
    </message>
    <message>
        <source>A move was taken back.</source>
        <translation>Ett drag togs tillbaka.</translation>
    </message>
    <message>
        <source>The table as it was dealt.</source>
        <translation>Bordet som det delades ut.</translation>
    </message>
    <message>
        <source>The table as it stood before these moves.</source>
        <translation>Bordet som det såg ut före de här dragen.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Det går inte just nu.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Spela %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regler för %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
    <message>
        <source>★ Learn to play</source>
        <translation>★ Lär dig spela</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Lär dig spela %1</translation>
    </message>
    <message>
        <source>a guided first deal: you have not played this game yet</source>
        <translation>en guidad första giv: du har inte spelat det här spelet än</translation>
    </message>
    <message>
        <source>a guided first deal</source>
        <translation>en guidad första giv</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>(%1 to %2 with these rules)</source>
        <translation>(%1 till %2 med de här reglerna)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>Places ahead of three easy players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Placerar sig före tre lätta spelare: medelplats %1 av 4, deras %2 (lägre är bättre).</translation>
    </message>
    <message>
        <source>Places ahead of three normal players: mean place %1 of 4, theirs %2 (lower is better).</source>
        <translation>Placerar sig före tre normala spelare: medelplats %1 av 4, deras %2 (lägre är bättre).</translation>
    </message>
    <message>
        <source>Ratings are the hard player&apos;s estimate of how well one finishes from there: 100 surely first, 0 surely last.</source>
        <translation>Betygen är datorns (svår) uppskattning av hur bra man slutar därifrån: 100 säkert först, 0 säkert sist.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 till %2 spelare</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Your game of %1 is still on the table.</source>
        <translation>Ditt parti %1 ligger kvar på bordet.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Tillbaka till bordet</translation>
    </message>
    <message>
        <source>You have an unfinished game of %1. Pick it up where you left it?</source>
        <translation>Du har ett oavslutat parti %1. Fortsätta där du slutade?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Anslut till ett bord</translation>
    </message>
    <message>
        <source>Felt was closed while it hosted a network game of %1. Host it again? Its people come back to it by themselves.</source>
        <translation>Felt stängdes medan det var värd för ett nätverksspel i %1. Vill du vara värd för det igen? Spelarna kommer tillbaka av sig själva.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Var värd igen</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Stäng det</translation>
    </message>
    <message>
        <source>Close the network game for good</source>
        <translation>Stäng nätverksspelet för gott</translation>
    </message>
    <message>
        <source>A card table for five games — against the computer, or with friends at one screen or over the network.</source>
        <translation>Ett kortbord för fem spel — mot datorn, eller med vänner vid samma skärm eller över nätverket.</translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Anslut till ett bord</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Anslut</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Återvänd</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Återvänd till nätverksspelet</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Glöm det</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Table code or invite link</source>
        <translation>Bordskod eller inbjudningslänk</translation>
    </message>
    <message>
        <source>K7QW2P or felt://192.168.1.20:7447/K7QW2P</source>
        <translation>K7QW2P eller felt://192.168.1.20:7447/K7QW2P</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>Värdens adress</translation>
    </message>
    <message>
        <source>192.168.1.20 or 192.168.1.20:7447</source>
        <translation>192.168.1.20 eller 192.168.1.20:7447</translation>
    </message>
    <message>
        <source>No table waiting for people has been found yet.</source>
        <translation>Inget bord som väntar på spelare har hittats än.</translation>
    </message>
    <message>
        <source>Join %1&apos;s table</source>
        <translation>Anslut till %1s bord</translation>
    </message>
    <message>
        <source>Also at this screen</source>
        <translation>Också vid den här skärmen</translation>
    </message>
    <message>
        <source>Another person&apos;s name</source>
        <translation>En annan persons namn</translation>
    </message>
    <message>
        <source>Another person at this screen, %1</source>
        <translation>En annan person vid den här skärmen, %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Remove the person at this screen %1</source>
        <translation>Ta bort person %1 vid den här skärmen</translation>
    </message>
    <message>
        <source>Add a person at this screen</source>
        <translation>Lägg till en person vid den här skärmen</translation>
    </message>
    <message>
        <source>Several people can sit at the table from this screen; the privacy screen stands between their turns.</source>
        <translation>Flera personer kan sitta vid bordet från den här skärmen; integritetsskärmen står mellan deras drag.</translation>
    </message>
    <message>
        <source>Tables you may join</source>
        <translation>Bord du kan ansluta till</translation>
    </message>
    <message>
        <source>%1 on this network — %2</source>
        <translation>%1 i det här nätverket — %2</translation>
    </message>
    <message>
        <source>%1 at %2 — %3</source>
        <translation>%1 på %2 — %3</translation>
    </message>
    <message>
        <source>At the table: %1</source>
        <translation>Vid bordet: %1</translation>
    </message>
    <message>
        <source>Opened by %1</source>
        <translation>Öppnat av %1</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n plats ledig</numerusform>
            <numerusform>%n platser lediga</numerusform>
        </translation>
    </message>
    <message>
        <source>playing</source>
        <translation>pågår</translation>
    </message>
    <message>
        <source>waiting for people</source>
        <translation>väntar på spelare</translation>
    </message>
    <message>
        <source>You have a seat at a network game (%1). Take it back?</source>
        <translation>Du har en plats vid ett nätverksspel (%1). Ta tillbaka den?</translation>
    </message>
    <message>
        <source>Your name is needed to take a seat.</source>
        <translation>Ditt namn behövs för att ta en plats.</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <source>hint: suggest a move</source>
        <translation>tips: föreslå ett drag</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back your last move (where nothing is hidden)</source>
        <translation>ta tillbaka ditt senaste drag (där inget är dolt)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Shift+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>make it again</source>
        <translation>gör om det</translation>
    </message>
    <message>
        <source>the last round again, move by move (← →; Esc: back to the game)</source>
        <translation>sista rundan igen, drag för drag (← →; Esc: tillbaka till spelet)</translation>
    </message>
    <message>
        <source>the rules of this game</source>
        <translation>reglerna för det här spelet</translation>
    </message>
    <message>
        <source>?, Shift+F1</source>
        <translation>?, Shift+F1</translation>
    </message>
    <message>
        <source>this sheet</source>
        <translation>den här översikten</translation>
    </message>
    <message>
        <source>the menu: new game, the same deal again, settings</source>
        <translation>menyn: nytt spel, samma giv igen, inställningar</translation>
    </message>
    <message>
        <source>Alt+←</source>
        <translation>Alt+←</translation>
    </message>
    <message>
        <source>back to the games</source>
        <translation>tillbaka till spelen</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>move between the buttons; Space presses one</source>
        <translation>flytta mellan knapparna; Space trycker på knappen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>a new game</source>
        <translation>ett nytt spel</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>avsluta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <source>Everywhere on the table page</source>
        <translation>Överallt på bordssidan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>show or hide the game log (Esc hides it too)</source>
        <translation>visa eller dölj spelloggen (Esc döljer den också)</translation>
    </message>
    <message>
        <source>once the game is over and its result put aside: the result again</source>
        <translation>när spelet är slut och resultatet lagts undan: resultatet igen</translation>
    </message>
</context>
<context>
    <name>LeaveTableQuestion</name>
    <message>
        <source>Leave the network table?</source>
        <translation>Lämna nätverksbordet?</translation>
    </message>
    <message>
        <source>You have a seat at %1 with %2: leave it?</source>
        <translation>Du har en plats vid %1 med %2: lämna den?</translation>
    </message>
    <message>
        <source>You have a seat at %1: leave it?</source>
        <translation>Du har en plats vid %1: lämna den?</translation>
    </message>
    <message>
        <source>You have a seat at a network table: leave it?</source>
        <translation>Du har en plats vid ett nätverksbord: lämna den?</translation>
    </message>
    <message>
        <source>The table closes for everyone.</source>
        <translation>Bordet stängs för alla.</translation>
    </message>
    <message>
        <source>The others see that you left.</source>
        <translation>De andra ser att du har gått.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>There is no lesson &quot;%1&quot;. The lessons are: %2.</source>
        <translation>Det finns ingen lektion ”%1”. Lektionerna är: %2.</translation>
    </message>
    <message>
        <source>Each turn you lay two cards on the chain. Your second card is the link: the next player must start with that number.</source>
        <translation>Varje tur lägger du två kort på kedjan. Ditt andra kort är länken: nästa spelare måste börja med det talet.</translation>
    </message>
    <message>
        <source>The chain is empty, so any card may start it. Drag your 3 onto the chain, then your 7.</source>
        <translation>Kedjan är tom, så vilket kort som helst får börja den. Dra din 3:a till kedjan, sedan din 7:a.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3 first, then your 7.</source>
        <translation>I den här lektionen spelar du först din 3:a, sedan din 7:a.</translation>
    </message>
    <message>
        <source>Your 7 is the link. Bruno holds a 7, so he must start with it. His 2 is the new link. (After a play you draw two cards: you did too.)</source>
        <translation>Din 7:a är länken. Bruno har en 7:a, så han måste börja med den. Hans 2:a är den nya länken. (Efter ett drag drar man två kort: det gjorde du också.)</translation>
    </message>
    <message>
        <source>Cleo continues with the 2 and leaves a 6.</source>
        <translation>Cleo fortsätter med 2:an och lämnar en 6:a.</translation>
    </message>
    <message>
        <source>Dana holds no 6, so she cannot continue: she takes the whole chain. Those 6 cards count against her at the end.</source>
        <translation>Dana har ingen 6:a, så hon kan inte fortsätta: hon tar hela kedjan. De 6 korten räknas emot henne i slutet.</translation>
    </message>
    <message>
        <source>After taking, Dana starts a new chain with any two cards. The link is 4.</source>
        <translation>Efter att ha tagit kedjan börjar Dana en ny kedja med två valfria kort. Länken är 4.</translation>
    </message>
    <message>
        <source>The link is 4 and you hold no 4. Press Take (T) to collect the chain: only two cards.</source>
        <translation>Länken är 4 och du har ingen 4:a. Tryck Ta kedjan (T) för att ta kedjan: bara två kort.</translation>
    </message>
    <message>
        <source>You hold no 4, so you cannot continue the chain: press Take.</source>
        <translation>Du har ingen 4:a, så du kan inte fortsätta kedjan: tryck Ta kedjan.</translation>
    </message>
    <message>
        <source>Now you start a new chain freely. Play 8, then 5.</source>
        <translation>Nu börjar du fritt en ny kedja. Spela 8:an, sedan 5:an.</translation>
    </message>
    <message>
        <source>For this lesson, play your 8 first, then your 5.</source>
        <translation>I den här lektionen spelar du först din 8:a, sedan din 5:a.</translation>
    </message>
    <message>
        <source>Bruno plays two 5s on the link 5: a reverse! Play now goes the other way, back to you, and no link is left: your first card is free.</source>
        <translation>Bruno spelar två 5:or på länken 5: en vändning! Nu går spelet åt andra hållet, tillbaka till dig, och ingen länk finns kvar: ditt första kort är fritt.</translation>
    </message>
    <message>
        <source>Your choice: play any two cards. The second is the link Dana must match.</source>
        <translation>Du väljer: spela två valfria kort. Det andra är länken som Dana måste matcha.</translation>
    </message>
    <message>
        <source>That is Chain-Chain. The game ends when the stock and every hand are empty. Fewest collected cards win; a tie goes to the lower sum.</source>
        <translation>Det är Chain-Chain. Spelet slutar när högen och alla händer är tomma. Minst antal tagna kort vinner; vid lika vinner lägst summa.</translation>
    </message>
    <message>
        <source>the chain, the link and taking</source>
        <translation>kedjan, länken och att ta kedjan</translation>
    </message>
    <message>
        <source>swapping, beating the pile, 2s and 10s</source>
        <translation>byta, slå högen, 2:or och 10:or</translation>
    </message>
    <message>
        <source>Get rid of all your cards: the last player still holding cards is the Shithead. You play from your hand first, then your face-up cards, then the face-down ones, blind.</source>
        <translation>Bli av med alla dina kort: den sista spelaren som har kort kvar är Shithead. Du spelar först från handen, sedan dina uppvända kort, sedan de nedvända, blint.</translation>
    </message>
    <message>
        <source>Before play you may swap hand cards with your face-up cards. Keep strong cards face up for later: drag your 10♦ onto your 5♥.</source>
        <translation>Före spelet får du byta handkort mot dina uppvända kort. Spara starka kort uppvända till senare: dra din 10♦ till din 5♥.</translation>
    </message>
    <message>
        <source>For this lesson, swap your 10♦ with your face-up 5♥.</source>
        <translation>I den här lektionen byter du din 10♦ mot din uppvända 5♥.</translation>
    </message>
    <message>
        <source>Done swapping: press Ready.</source>
        <translation>Klar med bytena: tryck Klar.</translation>
    </message>
    <message>
        <source>For this lesson, press Ready now.</source>
        <translation>I den här lektionen trycker du Klar nu.</translation>
    </message>
    <message>
        <source>Bruno is ready.</source>
        <translation>Bruno är klar.</translation>
    </message>
    <message>
        <source>Cleo too. Nobody shows a 3 face up, and you hold a 3 in your hand, so you start.</source>
        <translation>Cleo också. Ingen har en uppvänd 3:a, och du har en 3:a på handen, så du börjar.</translation>
    </message>
    <message>
        <source>Play your 3♣. Each next card must be of the same rank or higher.</source>
        <translation>Spela din 3♣. Varje nästa kort måste ha samma valör eller högre.</translation>
    </message>
    <message>
        <source>For this lesson, play your 3♣.</source>
        <translation>I den här lektionen spelar du din 3♣.</translation>
    </message>
    <message>
        <source>Bruno plays two 4s: cards of one rank go together. After playing you draw back up to three cards.</source>
        <translation>Bruno spelar två 4:or: kort av samma valör går tillsammans. Efter att ha spelat drar man upp till tre kort igen.</translation>
    </message>
    <message>
        <source>Cleo plays a 6. Now you must play a 6 or higher.</source>
        <translation>Cleo spelar en 6:a. Nu måste du spela en 6:a eller högre.</translation>
    </message>
    <message>
        <source>Your 5 is too low. Play your Q♦.</source>
        <translation>Din 5:a är för låg. Spela din D♦.</translation>
    </message>
    <message>
        <source>For this lesson, play your Q♦: it beats the 6.</source>
        <translation>I den här lektionen spelar du din D♦: den slår 6:an.</translation>
    </message>
    <message>
        <source>Bruno cannot beat a Queen, so he picks up the whole pile. That slows him down a lot.</source>
        <translation>Bruno kan inte slå en dam, så han tar upp hela högen. Det saktar ner honom mycket.</translation>
    </message>
    <message>
        <source>The pile is empty, so Cleo may start it with any card.</source>
        <translation>Högen är tom, så Cleo får börja den med vilket kort som helst.</translation>
    </message>
    <message>
        <source>You could play your 2♥, but keep it: a 2 goes on anything, so it saves you later. Play your 7♥.</source>
        <translation>Du kunde spela din 2♥, men spara den: en 2:a går på allt, så den räddar dig senare. Spela din 7♥.</translation>
    </message>
    <message>
        <source>For this lesson, play your 7♥ and keep your 2.</source>
        <translation>I den här lektionen spelar du din 7♥ och sparar din 2:a.</translation>
    </message>
    <message>
        <source>Bruno plays a 9.</source>
        <translation>Bruno spelar en 9:a.</translation>
    </message>
    <message>
        <source>Cleo plays a 10: a 10 goes on anything and burns the pile, which leaves the game. She plays again.</source>
        <translation>Cleo spelar en 10:a: en 10:a går på allt och bränner högen, som lämnar spelet. Hon spelar igen.</translation>
    </message>
    <message>
        <source>Cleo leads a King. Nothing in your hand is that high, except…</source>
        <translation>Cleo spelar ut en kung. Inget på din hand är så högt, utom…</translation>
    </message>
    <message>
        <source>…your 2: it goes on anything. Play it, and the next player may play any card.</source>
        <translation>…din 2:a: den går på allt. Spela den, så får nästa spelare spela vilket kort som helst.</translation>
    </message>
    <message>
        <source>For this lesson, play your 2♥: it goes even on a King.</source>
        <translation>I den här lektionen spelar du din 2♥: den går till och med på en kung.</translation>
    </message>
    <message>
        <source>Four cards of one rank in a row burn the pile too. When your hand and the stock are empty you play your face-up cards, then the face-down ones blind. Good luck!</source>
        <translation>Fyra kort av samma valör i rad bränner också högen. När handen och talongen är tomma spelar du dina uppvända kort, sedan de nedvända blint. Lycka till!</translation>
    </message>
    <message>
        <source>giving, Kings, Queens and the Wrong Suit</source>
        <translation>ge, kungar, damer och Wrong Suit</translation>
    </message>
    <message>
        <source>Each round everyone gives one card face down, to any player, even to themselves. The cards you receive form your stack, and they can score against you.</source>
        <translation>Varje runda ger alla ett kort nedvänt till valfri spelare, även till sig själv. Korten du får bildar din hög, och de kan räknas emot dig.</translation>
    </message>
    <message>
        <source>At the end a hidden Ace is turned: its suit is the Wrong Suit. Your cards of that suit count against you. Lowest score wins, so give away what could hurt you.</source>
        <translation>I slutet vänds ett dolt ess: dess färg är Wrong Suit. Dina kort i den färgen räknas emot dig. Lägst poäng vinner, så ge bort det som kan skada dig.</translation>
    </message>
    <message>
        <source>A King lands face up, and from then on its suit can no longer reach that player. Drag your K♠ onto Bruno&apos;s place.</source>
        <translation>En kung landar uppvänd, och sedan kan dess färg inte längre nå den spelaren. Dra din K♠ till Brunos plats.</translation>
    </message>
    <message>
        <source>For this lesson, give your K♠ to Bruno.</source>
        <translation>I den här lektionen ger du din K♠ till Bruno.</translation>
    </message>
    <message>
        <source>Bruno has given a card to someone. You see only that he gave, not which card or to whom.</source>
        <translation>Bruno har gett någon ett kort. Du ser bara att han har gett, inte vilket kort eller till vem.</translation>
    </message>
    <message>
        <source>Cleo has given too.</source>
        <translation>Cleo har också gett.</translation>
    </message>
    <message>
        <source>Dana gave last, so the round is shown: Dana&apos;s 6♠ went to you, and your King lies face up at Bruno&apos;s. No more spades can reach him.</source>
        <translation>Dana gav sist, så rundan visas: Danas 6♠ gick till dig, och din kung ligger uppvänd hos Bruno. Inga fler spader kan nå honom.</translation>
    </message>
    <message>
        <source>A Queen asks for a suit: the player who gets it must give you their lowest card of that suit. Give your Q♦ to Cleo and name clubs.</source>
        <translation>En dam kräver en färg: den som får den måste ge dig sitt lägsta kort i den färgen. Ge din D♦ till Cleo och välj klöver.</translation>
    </message>
    <message>
        <source>For this lesson, give your Q♦ to Cleo and name clubs.</source>
        <translation>I den här lektionen ger du din D♦ till Cleo och väljer klöver.</translation>
    </message>
    <message>
        <source>Bruno gives again.</source>
        <translation>Bruno ger igen.</translation>
    </message>
    <message>
        <source>Cleo gives too.</source>
        <translation>Cleo ger också.</translation>
    </message>
    <message>
        <source>Dana gave you her J♣. Then your Queen works: Cleo had to hand you her lowest club, the 4♣.</source>
        <translation>Dana gav dig sin Kn♣. Sedan verkar din dam: Cleo var tvungen att ge dig sin lägsta klöver, 4♣.</translation>
    </message>
    <message>
        <source>Your last card is yours to give: to anyone, yourself included.</source>
        <translation>Ditt sista kort ger du till vem du vill, även dig själv.</translation>
    </message>
    <message>
        <source>moves, draws and the four positions</source>
        <translation>flyttar, drag och de fyra platserna</translation>
    </message>
    <message>
        <source>Everyone plays together: sort every card into the valleys, each pile going down from King to Ace. Alone, you play all four positions in turn.</source>
        <translation>Alla spelar tillsammans: sortera varje kort i dalarna, varje hög nedåt från kung till ess. Ensam spelar du alla fyra platserna i tur och ordning.</translation>
    </message>
    <message>
        <source>A position reaches its own valley, the two beside it, and the two ridges beside it. Suits never matter.</source>
        <translation>En plats når sin egen dal, de två bredvid och de två åsarna bredvid. Färgerna spelar aldrig någon roll.</translation>
    </message>
    <message>
        <source>First, any moves you like between valleys you reach: a card goes onto a higher one. Drag the 8♠ onto the K♥.</source>
        <translation>Först valfritt antal flyttar mellan dalar du når: ett kort läggs på ett högre. Dra 8♠ till K♥.</translation>
    </message>
    <message>
        <source>For this lesson, move the 8♠ onto the K♥.</source>
        <translation>I den här lektionen flyttar du 8♠ till K♥.</translation>
    </message>
    <message>
        <source>Then a draw ends the turn: the outer card of a ridge you reach goes onto a valley where it fits. Drag the 7♣ onto the 8♠.</source>
        <translation>Sedan avslutar ett drag turen: det yttre kortet på en ås du når läggs i en dal där det passar. Dra 7♣ till 8♠.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 7♣ onto the 8♠.</source>
        <translation>I den här lektionen drar du 7♣ till 8♠.</translation>
    </message>
    <message>
        <source>Now you play the next position, with other valleys in reach. Its 9♥ fits on the 10♦: draw it there.</source>
        <translation>Nu spelar du nästa plats, med andra dalar inom räckhåll. Dess 9♥ passar på 10♦: dra den dit.</translation>
    </message>
    <message>
        <source>For this lesson, draw the 9♥ onto the 10♦.</source>
        <translation>I den här lektionen drar du 9♥ till 10♦.</translation>
    </message>
    <message>
        <source>You must draw whenever a card fits; only when none does may you pass. An empty valley takes any card, and a full run of 13 leaves the table. Hint suggests a move; in a game, Undo takes moves back.</source>
        <translation>Du måste dra så fort ett kort passar; bara när inget passar får du passa. En tom dal tar vilket kort som helst, och en hel följd på 13 lämnar bordet. Tips föreslår ett drag; i ett parti tar Ångra tillbaka drag.</translation>
    </message>
    <message>
        <source>the turn: playing, closing, penalties</source>
        <translation>turen: spela, stänga, straffpoäng</translation>
    </message>
    <message>
        <source>Shaftmount is about penalty points: ten and you are out, and the last player left wins. The face-up cards in front of each player are their sequences.</source>
        <translation>Shaftmount handlar om straffpoäng: vid tio är du ute, och den sista spelaren kvar vinner. De uppvända korten framför varje spelare är hans serier.</translation>
    </message>
    <message>
        <source>Each turn you make one play: a card of the same suit and higher rank on any sequence, yours or another&apos;s. Drag your 9♣ onto Bruno&apos;s 7♣.</source>
        <translation>Varje tur gör du ett spel: ett kort i samma färg och med högre valör på vilken serie som helst, din eller någon annans. Dra din 9♣ till Brunos 7♣.</translation>
    </message>
    <message>
        <source>For this lesson, play your 9♣ on Bruno&apos;s 7♣.</source>
        <translation>I den här lektionen spelar du din 9♣ på Brunos 7♣.</translation>
    </message>
    <message>
        <source>After your play you draw back up to your hand limit, 9 cards here. The table can do it for you; otherwise press Draw.</source>
        <translation>Efter ditt spel drar du upp till handgränsen igen, här 9 kort. Bordet kan göra det åt dig; annars trycker du Dra.</translation>
    </message>
    <message>
        <source>Now draw a card.</source>
        <translation>Dra nu ett kort.</translation>
    </message>
    <message>
        <source>Now end your turn.</source>
        <translation>Avsluta nu din tur.</translation>
    </message>
    <message>
        <source>Bruno plays an Ace on your 5♥. An Ace is a closing card: it closes your sequence, goes to the closing area, and you take a penalty point.</source>
        <translation>Bruno spelar ett ess på din 5♥. Ett ess är ett stängningskort: det stänger din serie, går till stängningsområdet, och du får en straffpoäng.</translation>
    </message>
    <message>
        <source>Your choice: Keep the 5♥ as the card to beat on that sequence, or Redraw to replace it with the deck&apos;s top card.</source>
        <translation>Du väljer: Behåll 5♥ som kortet att slå på den serien, eller Dra nytt för att byta ut det mot översta kortet i leken.</translation>
    </message>
    <message>
        <source>Bruno draws back up to his limit…</source>
        <translation>Bruno drar upp till sin gräns igen…</translation>
    </message>
    <message>
        <source>…and ends his turn. With the A♥ closed, the K♥ is now a closing card too: whoever plays it on a heart sequence closes it.</source>
        <translation>…och avslutar sin tur. Med A♥ stängt är nu även K♥ ett stängningskort: den som spelar det på en hjärterserie stänger den.</translation>
    </message>
    <message>
        <source>You must play when you can, even on your own sequence. If you cannot play at all, press No play: your hand goes, you take a point and draw a new hand. Avoid giving others a closing card to play.</source>
        <translation>Du måste spela när du kan, även på din egen serie. Kan du inte spela alls, tryck Inget drag: din hand går bort, du får en poäng och drar en ny hand. Undvik att ge andra ett stängningskort att spela.</translation>
    </message>
    <message>
        <source>Then the turn ends: the table ends it for you, or press End turn.</source>
        <translation>Sedan slutar turen: bordet avslutar den åt dig, eller tryck Avsluta tur.</translation>
    </message>
    <message>
        <source>the 2 to 6 rules</source>
        <translation>reglerna för 2 till 6</translation>
    </message>
    <message>
        <source>The cards 2 to 6 each have a rule of their own. None is ever forced on you: use them when they help.</source>
        <translation>Korten 2 till 6 har var sin egen regel. Ingen är tvingande: använd dem när de hjälper dig.</translation>
    </message>
    <message>
        <source>Your only normal play is your A♠ on your own K♠. You would have to make it: it closes your own sequence, a point for you.</source>
        <translation>Ditt enda vanliga drag är ditt A♠ på din egen K♠. Du skulle vara tvungen: det stänger din egen serie, en poäng till dig.</translation>
    </message>
    <message>
        <source>The 4 rule gets you out: instead of a normal play, slide a 4 under a sequence of its suit. Slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>4-regeln tar dig ur det: i stället för ett vanligt drag skjuter du in en 4:a under en serie i dess färg. Skjut in din 4♣ under Brunos Kn♣.</translation>
    </message>
    <message>
        <source>For this lesson, slide your 4♣ under Bruno&apos;s J♣.</source>
        <translation>I den här lektionen skjuter du in din 4♣ under Brunos Kn♣.</translation>
    </message>
    <message>
        <source>But any other player may block a 4 with a 6. Bruno does: your 4♣ comes back, and you still owe a play.</source>
        <translation>Men alla andra spelare får blockera en 4:a med en 6:a. Bruno gör det: din 4♣ kommer tillbaka, och du har fortfarande ett drag kvar att göra.</translation>
    </message>
    <message>
        <source>The 3 rule is another way out: a 3 starts a new sequence of your own. Drag your 3♠ to the New sequence place.</source>
        <translation>3-regeln är en annan utväg: en 3:a börjar en ny egen serie. Dra din 3♠ till platsen ”Ny serie”.</translation>
    </message>
    <message>
        <source>For this lesson, start a new sequence with your 3♠.</source>
        <translation>I den här lektionen börjar du en ny serie med din 3♠.</translation>
    </message>
    <message>
        <source>That was your play, and your A♠ is still safe in your hand. Draw back up to 9 cards.</source>
        <translation>Det var ditt drag, och ditt A♠ ligger kvar tryggt på handen. Dra upp till 9 kort igen.</translation>
    </message>
    <message>
        <source>And end your turn.</source>
        <translation>Och avsluta din tur.</translation>
    </message>
    <message>
        <source>Bruno has no normal play. The 2 rule lets him show his hand and close any sequence of the 2&apos;s suit: his 2♥ is aimed at your K♥.</source>
        <translation>Bruno har inget vanligt drag. 2-regeln låter honom visa handen och stänga vilken serie som helst i tvåans färg: hans 2♥ siktar på din K♥.</translation>
    </message>
    <message>
        <source>He holds fewer than 9 cards, so any 5 defends you: he must first draw up to 9. Defend with your 5♦.</source>
        <translation>Han har färre än 9 kort, så vilken 5:a som helst försvarar dig: han måste först dra upp till 9. Försvara med din 5♦.</translation>
    </message>
    <message>
        <source>For this lesson, defend with your 5♦.</source>
        <translation>I den här lektionen försvarar du med din 5♦.</translation>
    </message>
    <message>
        <source>He drew the K♣, a card he can play, so he must play it. His 2 stays in his hand and your K♥ is safe.</source>
        <translation>Han drog K♣, ett kort han kan spela, så han måste spela det. Hans 2:a stannar på handen och din K♥ är räddad.</translation>
    </message>
    <message>
        <source>In short: a 2 closes when you cannot play; a 3 or a 4 spares you a bad forced play; a 5 and a 6 answer them, out of turn. Keep your 5s and 6s.</source>
        <translation>Kort sagt: en 2:a stänger när du inte kan spela; en 3:a eller 4:a besparar dig ett dåligt tvunget drag; en 5:a och en 6:a svarar på dem, utanför turen. Spara dina femmor och sexor.</translation>
    </message>
    <message>
        <source>calls by hand</source>
        <translation>utrop för hand</translation>
    </message>
    <message>
        <source>With calls by hand, no penalty comes by itself: a player has to notice it and call it. This lesson shows the three calls.</source>
        <translation>Med utrop för hand kommer ingen straffpoäng av sig själv: någon måste märka den och ropa ut den. Den här lektionen visar de tre utropen.</translation>
    </message>
    <message>
        <source>Play your A♥ on Bruno&apos;s Q♥. It is a closing card, but here it closes nothing yet: it lies there, exposed.</source>
        <translation>Spela ditt A♥ på Brunos D♥. Det är ett stängningskort, men här stänger det inget än: det ligger där, blottat.</translation>
    </message>
    <message>
        <source>For this lesson, play your A♥ on Bruno&apos;s Q♥.</source>
        <translation>I den här lektionen spelar du ditt A♥ på Brunos D♥.</translation>
    </message>
    <message>
        <source>Tap your A♥ to prove the closing. Only then does Bruno take his point.</source>
        <translation>Knacka på ditt A♥ för att bevisa stängningen. Först då får Bruno sin poäng.</translation>
    </message>
    <message>
        <source>For this lesson, tap your A♥ on Bruno&apos;s sequence.</source>
        <translation>I den här lektionen knackar du på ditt A♥ på Brunos serie.</translation>
    </message>
    <message>
        <source>Bruno keeps his Q♥. But look: with the A♥ closed, your K♥ is now a closing card, exposed on your own sequence.</source>
        <translation>Bruno behåller sin D♥. Men se: med A♥ stängt är din K♥ nu ett stängningskort, blottat på din egen serie.</translation>
    </message>
    <message>
        <source>Bruno taps it: a point for you. Before you close a sequence, look at what your closing exposes.</source>
        <translation>Bruno knackar på den: en poäng till dig. Innan du stänger en serie, se efter vad stängningen blottar.</translation>
    </message>
    <message>
        <source>His tap made his own Q♥ a closing card in turn. Tap it before he covers it.</source>
        <translation>Hans knackning gjorde i sin tur hans egen D♥ till ett stängningskort. Knacka på den innan han täcker den.</translation>
    </message>
    <message>
        <source>For this lesson, tap Bruno&apos;s Q♥.</source>
        <translation>I den här lektionen knackar du på Brunos D♥.</translation>
    </message>
    <message>
        <source>Now draw back up to 9 cards.</source>
        <translation>Dra nu upp till 9 kort igen.</translation>
    </message>
    <message>
        <source>Bruno draws a tenth card, one above the limit of 9. At this table nothing stops him until someone notices.</source>
        <translation>Bruno drar ett tionde kort, ett över gränsen på 9. Vid det här bordet stoppar honom inget förrän någon märker det.</translation>
    </message>
    <message>
        <source>He draws an eleventh.</source>
        <translation>Han drar ett elfte.</translation>
    </message>
    <message>
        <source>Now Bruno claims he has no play and shows his hand. Look for a card he could play.</source>
        <translation>Nu påstår Bruno att han inte har något drag och visar handen. Leta efter ett kort han kunde spela.</translation>
    </message>
    <message>
        <source>His 9♦ goes on his own 8♦. Challenge: a false claim costs him a point, and he must make that play.</source>
        <translation>Hans 9♦ passar på hans egen 8♦. Utmana: ett falskt påstående kostar honom en poäng, och han måste göra det draget.</translation>
    </message>
    <message>
        <source>For this lesson, challenge with his 9♦ on his 8♦.</source>
        <translation>I den här lektionen utmanar du med hans 9♦ på hans 8♦.</translation>
    </message>
    <message>
        <source>His hand still holds 10 cards: count it. A point for him, and he may not draw until he holds fewer than 9.</source>
        <translation>Hans hand har fortfarande 10 kort: räkna den. En poäng till honom, och han får inte dra förrän han har färre än 9.</translation>
    </message>
    <message>
        <source>For this lesson, count Bruno&apos;s hand.</source>
        <translation>I den här lektionen räknar du Brunos hand.</translation>
    </message>
    <message>
        <source>Nobody calls for you at this table: tap closing cards, challenge claims you can disprove, count hands above the limit. The others will do the same to you.</source>
        <translation>Vid det här bordet ropar ingen ut åt dig: knacka på stängningskort, utmana påståenden du kan motbevisa, räkna händer över gränsen. De andra gör likadant mot dig.</translation>
    </message>
    <message>
        <source>Your 7 is the link now: Bruno must start his turn with a 7.</source>
        <translation>Din 7:a är länken nu: Bruno måste börja sin tur med en 7:a.</translation>
    </message>
    <message>
        <source>The two cards are yours now and count against you at the end; your turn goes on.</source>
        <translation>De två korten är dina nu och räknas emot dig i slutet; din tur fortsätter.</translation>
    </message>
    <message>
        <source>Your 5 is the link now: Bruno must answer it with a 5.</source>
        <translation>Din 5:a är länken nu: Bruno måste svara med en 5:a.</translation>
    </message>
    <message>
        <source>Your second card is the link Dana must answer now.</source>
        <translation>Ditt andra kort är länken som Dana måste svara på nu.</translation>
    </message>
    <message>
        <source>The 8♠ lies on the K♥: a lower card on a higher one, so the valley still goes down.</source>
        <translation>8♠ ligger på K♥: ett lägre kort på ett högre, så dalen går fortfarande nedåt.</translation>
    </message>
    <message>
        <source>The 7♣ came down onto the 8♠, and the draw ended the turn: the next position plays.</source>
        <translation>7♣ kom ner på 8♠, och dragningen avslutade turen: nästa position spelar.</translation>
    </message>
    <message>
        <source>The 9♥ lies on the 10♦, and that position&apos;s turn is over too.</source>
        <translation>9♥ ligger på 10♦, och den positionens tur är också slut.</translation>
    </message>
    <message>
        <source>Your 9♣ is the top of Bruno&apos;s sequence now: the card to beat there.</source>
        <translation>Din 9♣ ligger nu överst i Brunos serie: kortet att slå där.</translation>
    </message>
    <message>
        <source>You hold 9 cards again.</source>
        <translation>Du har 9 kort igen.</translation>
    </message>
    <message>
        <source>Your turn is over: Bruno plays next.</source>
        <translation>Din tur är slut: Bruno spelar härnäst.</translation>
    </message>
    <message>
        <source>The sequence stands again, with one card to beat.</source>
        <translation>Serien står igen, med ett kort att slå.</translation>
    </message>
    <message>
        <source>Your 4♣ went under Bruno&apos;s J♣, so the top card stays as it was. Now the others may answer.</source>
        <translation>Din 4♣ gled in under Brunos Kn♣, så det översta kortet är detsamma. Nu får de andra svara.</translation>
    </message>
    <message>
        <source>Your 3♠ starts a sequence of your own: that was your play.</source>
        <translation>Din 3♠ startar en egen serie: det var ditt drag.</translation>
    </message>
    <message>
        <source>Your 5♦ went to the discard pile: Bruno must draw up to 9 before his 2 may close anything.</source>
        <translation>Din 5♦ gick till slänghögen: Bruno måste dra upp till 9 innan hans tvåa får stänga något.</translation>
    </message>
    <message>
        <source>Your A♥ lies on Bruno&apos;s Q♥, exposed: nothing has closed yet.</source>
        <translation>Ditt A♥ ligger exponerat på Brunos D♥: inget har stängts än.</translation>
    </message>
    <message>
        <source>Your tap proved it: the A♥ went to the closing area and Bruno took a point. He keeps or redraws now.</source>
        <translation>Din knackning bevisade det: A♥ gick till stängningsområdet och Bruno fick en poäng. Nu behåller han eller drar nytt.</translation>
    </message>
    <message>
        <source>Bruno&apos;s Q♥ closed too: another point for him.</source>
        <translation>Brunos D♥ stängdes också: en poäng till åt honom.</translation>
    </message>
    <message>
        <source>Caught: Bruno takes a point, and the table makes his 9♦ play for him.</source>
        <translation>Fast: Bruno får en poäng, och bordet spelar hans 9♦ åt honom.</translation>
    </message>
    <message>
        <source>Counted: a point for Bruno, and he may not draw until he holds fewer than 9.</source>
        <translation>Räknat: en poäng åt Bruno, och han får inte dra förrän han har färre än 9 kort.</translation>
    </message>
    <message>
        <source>Your 10♦ lies face up now, and the 5♥ is in your hand.</source>
        <translation>Din 10♦ ligger uppvänd nu, och 5♥ är på din hand.</translation>
    </message>
    <message>
        <source>You are ready: the others finish their swaps.</source>
        <translation>Du är klar: de andra gör klart sina byten.</translation>
    </message>
    <message>
        <source>Your 3♣ is on the pile, and you drew back up to three cards.</source>
        <translation>Din 3♣ ligger på högen, och du drog upp till tre kort igen.</translation>
    </message>
    <message>
        <source>Your Q♦ is on the pile: Bruno must beat it, or pick up the pile.</source>
        <translation>Din D♦ ligger på högen: Bruno måste slå den eller ta upp högen.</translation>
    </message>
    <message>
        <source>Your 7♥ is on the pile, and your 2♥ waits in your hand.</source>
        <translation>Din 7♥ ligger på högen, och din 2♥ väntar på handen.</translation>
    </message>
    <message>
        <source>Your 2 is on the King: the next player may play any card.</source>
        <translation>Din tvåa ligger på kungen: nästa spelare får spela vilket kort som helst.</translation>
    </message>
    <message>
        <source>You gave your K♠ to Bruno. Nobody else sees which card you gave, or to whom, until the round is over.</source>
        <translation>Du gav din K♠ till Bruno. Ingen annan ser vilket kort du gav, eller till vem, förrän rundan är slut.</translation>
    </message>
    <message>
        <source>You gave your Q♦ to Cleo, naming clubs: it works once everyone has given.</source>
        <translation>Du gav din D♦ till Cleo och valde klöver: den verkar när alla har gett.</translation>
    </message>
    <message>
        <source>Your last card is given: your hand is empty.</source>
        <translation>Ditt sista kort är givet: din hand är tom.</translation>
    </message>
    <message>
        <source>Bruno gives his last card. Cleo&apos;s answer to your Queen emptied her hand, so she sits this round out.</source>
        <translation>Bruno ger sitt sista kort. Cleos svar på din dam tömde hennes hand, så hon står över den här rundan.</translation>
    </message>
    <message>
        <source>Dana gives last, and every hand is empty: the game is over. The first Ace is turned: the A♥. Hearts are the Wrong Suit.</source>
        <translation>Dana ger sist, och alla händer är tomma: spelet är slut. Det första esset vänds: A♥. Hjärter är Wrong Suit.</translation>
    </message>
    <message>
        <source>Now the scores. Every Wrong Suit card in a stack counts its value (a King 20): Dana&apos;s 8♥ costs you 8. Every Jack scores by colour: your J♣ is black and the Wrong Suit red, so +10. Lowest score wins: Bruno, with no heart and no Jack, has 0.</source>
        <translation>Nu poängen. Varje kort i Wrong Suit i en hög räknas med sitt värde (en kung 20): Danas 8♥ kostar dig 8. Varje knekt räknas efter färg: din Kn♣ är svart och Wrong Suit röd, alltså +10. Lägst poäng vinner: Bruno, utan hjärter och utan knekt, har 0.</translation>
    </message>
    <message>
        <source>Three more rules lower a score, and lower is better. Four of a kind: a stack with all four cards of a rank scores minus that rank&apos;s value (four 10s: −10), and those four count nothing else.</source>
        <translation>Tre regler till sänker poängen, och lägre är bättre. Fyrtal: en hög med alla fyra korten av en valör ger minus valörens värde (fyra tior: −10), och de fyra räknas inte till något annat.</translation>
    </message>
    <message>
        <source>A big suit: when the cards of one suit in your stack are worth 40 or more, you score −30 for it, whichever suit is the Wrong Suit.</source>
        <translation>En stor färg: när korten i en färg i din hög är värda 40 eller mer får du −30 för den, vilken färg som än är Wrong Suit.</translation>
    </message>
    <message>
        <source>Many cards: from the 13th card in your stack on, each card takes off more than the one before: 13 cards −1, 14 cards −3, 15 cards −6. So give away what the Wrong Suit could make costly, and gather what lowers your score.</source>
        <translation>Många kort: från det 13:e kortet i din hög drar varje kort av mer än det förra: 13 kort −1, 14 kort −3, 15 kort −6. Ge alltså bort det som Wrong Suit kan göra dyrt, och samla det som sänker din poäng.</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <source>This lesson no longer fits the game&apos;s rules. Please report it.</source>
        <translation>Den här lektionen stämmer inte längre med spelets regler. Rapportera det gärna.</translation>
    </message>
    <message>
        <source>First read the coach&apos;s words, then press Next (Space).</source>
        <translation>Läs först vad tränaren säger och tryck sedan på Nästa (mellanslag).</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>Lektionen är klar: spela ett första parti eller lämna lektionen.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Klart.</translation>
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
        <translation>klar</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>inte gjord än</translation>
    </message>
</context>
<context>
    <name>LocalHost</name>
    <message>
        <source>A game needs players.</source>
        <translation>Ett spel behöver spelare.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
    <message>
        <source>Seat %1 has an unknown kind of player: %2.</source>
        <translation>Plats %1 har en okänd sorts spelare: %2.</translation>
    </message>
    <message>
        <source>The deal number is too large.</source>
        <translation>Givnumret är för stort.</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>det sparade spelet har %1 platser för %2 spelare</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Spelet kunde inte sparas: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide what to do. %2</source>
        <translation>%1 kunde inte bestämma sig för ett drag. %2</translation>
    </message>
    <message>
        <source>%1 made a fallback move.</source>
        <translation>%1 gjorde ett reservdrag.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spellogg</translation>
    </message>
    <message>
        <source>Scroll the log</source>
        <translation>Rulla loggen</translation>
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
        <translation>Lämna ditt oavslutade parti?</translation>
    </message>
    <message>
        <source>Replace your unfinished game?</source>
        <translation>Ersätta ditt oavslutade parti?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 stays saved, and the home page offers to resume it. Play over the network now?</source>
        <translation>Ditt oavslutade parti %1 förblir sparat, och startsidan erbjuder att fortsätta det. Spela över nätverket nu?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Start a new game of %2?</source>
        <translation>Ditt oavslutade parti %1 går förlorat. Starta ett nytt parti %2?</translation>
    </message>
    <message>
        <source>Your unfinished game of %1 will be lost. Resume your game of %2?</source>
        <translation>Ditt oavslutade parti %1 går förlorat. Fortsätta ditt parti %2?</translation>
    </message>
</context>
<context>
    <name>MountainAdapter</name>
    <message>
        <source>all positions</source>
        <translation>alla positioner</translation>
    </message>
    <message numerus="yes">
        <source>position %1</source>
        <translation>
            <numerusform>position %1</numerusform>
            <numerusform>positionerna %1</numerusform>
        </translation>
    </message>
    <message>
        <source>plays every position</source>
        <translation>spelar alla positioner</translation>
    </message>
    <message>
        <source>%1 (position %2)</source>
        <translation>%1 (position %2)</translation>
    </message>
    <message>
        <source>Valley %1 holds a full run of 13: it leaves the table.</source>
        <translation>Dal %1 har en hel svit på 13: den lämnar bordet.</translation>
    </message>
    <message>
        <source>%1 cannot draw and passes.</source>
        <translation>%1 kan inte dra och passar.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 gav upp.</translation>
    </message>
    <message>
        <source>The mountain is down: the table has won!</source>
        <translation>Berget är nere: bordet har vunnit!</translation>
    </message>
    <message>
        <source>No arrangement of the valleys lets anyone draw: the table has lost.</source>
        <translation>Ingen ordning av dalarna låter någon dra: bordet har förlorat.</translation>
    </message>
    <message numerus="yes">
        <source>The mountain is down! The table won in %n turn(s).</source>
        <translation>
            <numerusform>Berget är nere! Bordet vann på %n tur.</numerusform>
            <numerusform>Berget är nere! Bordet vann på %n turer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mountain stands: the table lost, with %n run(s) completed.</source>
        <translation>
            <numerusform>Berget står kvar: bordet förlorade, med %n färdig svit.</numerusform>
            <numerusform>Berget står kvar: bordet förlorade, med %n färdiga sviter.</numerusform>
        </translation>
    </message>
    <message>
        <source>move the top card of valley %1 onto valley %2</source>
        <translation>flytta översta kortet i dal %1 till dal %2</translation>
    </message>
    <message>
        <source>move the top %1 cards of valley %2 onto valley %3</source>
        <translation>flytta de %1 översta korten i dal %2 till dal %3</translation>
    </message>
    <message>
        <source>draw the peak&apos;s top card into valley %1</source>
        <translation>dra toppens översta kort till dal %1</translation>
    </message>
    <message>
        <source>draw the outer card of ridge %1 into valley %2</source>
        <translation>dra det yttersta kortet på ås %1 till dal %2</translation>
    </message>
    <message>
        <source>pass: no card can be drawn</source>
        <translation>passa: inget kort kan dras</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>ge upp</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>It clears the table: the game is won.</source>
        <translation>Bordet blir tomt: spelet är vunnet.</translation>
    </message>
    <message>
        <source>It completes a run of 13, which leaves the table.</source>
        <translation>En svit på 13 blir hel och lämnar bordet.</translation>
    </message>
    <message>
        <source>It lets the %1 come down from the mountain onto valley %2: before it, no card could be drawn.</source>
        <translation>Då kan %1 komma ner från berget till dal %2: innan gick inget kort att dra.</translation>
    </message>
    <message numerus="yes">
        <source>It puts the %1 right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>%1 hamnar direkt under %2 i dal %3: sviten växer till %n kort.</numerusform>
            <numerusform>%1 hamnar direkt under %2 i dal %3: sviten växer till %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It brings the %1 down right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>%1 kommer ner direkt under %2 i dal %3: sviten växer till %n kort.</numerusform>
            <numerusform>%1 kommer ner direkt under %2 i dal %3: sviten växer till %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>It empties valley %1: any card or block can go there now.</source>
        <translation>Det tömmer dal %1: vilket kort eller block som helst kan läggas där nu.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2, where the %3 from the mountain can come down.</source>
        <translation>Det friar %1 i dal %2, dit %3 från berget kan komma ner.</translation>
    </message>
    <message>
        <source>It uncovers the %1 in valley %2: that card can take a lower one or move on again.</source>
        <translation>Det friar %1 i dal %2: det kortet kan ta emot ett lägre eller flyttas igen.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the %3 behind it comes within reach.</source>
        <translation>%1 kommer ner i dal %2, och %3 bakom det kommer inom räckhåll.</translation>
    </message>
    <message>
        <source>It brings the %1 down into valley %2, and the ridge&apos;s next card turns face up within reach.</source>
        <translation>%1 kommer ner i dal %2, och åsens nästa kort vänds upp inom räckhåll.</translation>
    </message>
    <message>
        <source>It brings the last card of ridge %1 down into valley %2: the peak comes within reach.</source>
        <translation>Det sista kortet på ås %1 kommer ner i dal %2: toppen kommer inom räckhåll.</translation>
    </message>
    <message>
        <source>It brings the peak&apos;s last card down into valley %1: the peak is cleared.</source>
        <translation>Toppens sista kort kommer ner i dal %1: toppen är tömd.</translation>
    </message>
    <message>
        <source>No card can be drawn as the valleys stand, so the turn passes.</source>
        <translation>Som dalarna ligger går inget kort att dra, så turen går vidare.</translation>
    </message>
    <message>
        <source>The table sees no way on, so the game ends here.</source>
        <translation>Bordet ser ingen väg vidare, så spelet slutar här.</translation>
    </message>
    <message>
        <source>%1 moved %2 from valley %3 onto valley %4.</source>
        <translation>%1 flyttade %2 från dal %3 till dal %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %2 and the %n card(s) on it from valley %3 onto valley %4.</source>
        <translation>
            <numerusform>%1 flyttade %2 med %n kort ovanpå från dal %3 till dal %4.</numerusform>
            <numerusform>%1 flyttade %2 med %n kort ovanpå från dal %3 till dal %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2 from the peak into valley %3.</source>
        <translation>%1 drog %2 från toppen till dal %3.</translation>
    </message>
    <message>
        <source>%1 drew %2 from ridge %3 into valley %4.</source>
        <translation>%1 drog %2 från ås %3 till dal %4.</translation>
    </message>
</context>
<context>
    <name>MountainRules</name>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Everyone plays together: sort the whole deck into four runs of 13 cards and clear the table. The table wins or loses as one.</source>
        <translation>Alla spelar tillsammans: sortera hela leken i fyra sviter om 13 kort och töm bordet. Bordet vinner eller förlorar tillsammans.</translation>
    </message>
    <message>
        <source>Positions and players</source>
        <translation>Positioner och spelare</translation>
    </message>
    <message>
        <source>Four positions sit round the mountain, whatever the number of people. One person plays all four in turn; with two, one plays positions 1 and 3 and the other 2 and 4; with three, the first also plays position 4. Computer players can fill any position.</source>
        <translation>Fyra positioner sitter runt berget, oavsett hur många som spelar. En person spelar alla fyra i tur och ordning; med två spelar den ena positionerna 1 och 3 och den andra 2 och 4; med tre spelar den första även position 4. Datorspelare kan fylla vilken position som helst.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Uppläggningen</translation>
    </message>
    <message>
        <source>Felt&apos;s reading of the original, whose picture is lost: the peak, four cards face up, lies in the middle. Four ridges of 11 face-up cards run out from it like spokes, each between two positions; only a ridge&apos;s outer card can be drawn. Four valleys lie between the spokes, one in front of each position, and each starts with one card.</source>
        <translation>Felts tolkning av originalet, vars bild har gått förlorad: toppen, fyra öppna kort, ligger i mitten. Fyra åsar med 11 öppna kort vardera går ut från den som ekrar, var och en mellan två positioner; bara det yttersta kortet på en ås kan dras. Fyra dalar ligger mellan ekrarna, en framför varje position, och var och en börjar med ett kort.</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Räckvidd</translation>
    </message>
    <message>
        <source>A position reaches its own valley and the two beside it — never the one opposite — and the two ridges on either side of it.</source>
        <translation>En position når sin egen dal och de två bredvid — aldrig den mittemot — och de två åsarna på var sida om den.</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kortvärden</translation>
    </message>
    <message>
        <source>A valley&apos;s pile goes down from its bottom card: a card may only be placed on a higher one. 2 to 10 count as printed, jack 11, queen 12, king 13. An ace is 14 at the bottom of a pile and 1 at the top, and can never lie between two cards; a lone ace counts 14. Any card or block may go into an empty valley.</source>
        <translation>En dals hög går nedåt från det understa kortet: ett kort får bara läggas på ett högre. 2 till 10 räknas efter valör, knekt 11, dam 12, kung 13. Ett ess är 14 längst ner i en hög och 1 överst, och kan aldrig ligga mellan två kort; ett ensamt ess räknas som 14. Vilket kort eller block som helst får läggas i en tom dal.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>First move as much as you like: take the top cards of a valley you reach as one block, in their order, onto another valley you reach, where the block&apos;s bottom card fits. Then draw: put the outer card of a ridge you reach into a valley you reach where it fits; that ends your turn. Drawing is compulsory whenever a card fits as the valleys stand; only when none does may you pass. Moves are never compulsory.</source>
        <translation>Flytta först så mycket du vill: ta de översta korten i en dal du når som ett block, i sin ordning, till en annan dal du når där blockets understa kort passar. Dra sedan: lägg det yttersta kortet på en ås du når i en dal du når där det passar; det avslutar din tur. Att dra är obligatoriskt så snart ett kort passar som dalarna ligger; bara när inget gör det får du passa. Att flytta är aldrig obligatoriskt.</translation>
    </message>
    <message>
        <source>The peak</source>
        <translation>Toppen</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: when a ridge you reach is empty, you draw the peak&apos;s top card through it.</source>
        <translation>Felts beslut: när en ås du når är tom drar du toppens översta kort genom den.</translation>
    </message>
    <message>
        <source>Runs and the end</source>
        <translation>Sviter och slutet</translation>
    </message>
    <message>
        <source>A valley holding a full run of 13 — king down to ace, or ace (as 14) down to 2, one card of each rank — leaves the table at once. The table wins when the peak, the ridges and the valleys are all empty. It loses when no sequence of moves, by any positions in any order, lets anyone draw: Felt checks this exactly at the start of every turn, not just the valleys as they stand. You may also concede.</source>
        <translation>En dal med en hel svit på 13 — kung ner till ess, eller ess (som 14) ner till 2, ett kort av varje valör — lämnar bordet direkt. Bordet vinner när toppen, åsarna och dalarna är tomma. Det förlorar när ingen följd av flyttar — av vilka positioner som helst, i vilken ordning som helst — låter någon dra: Felt kontrollerar det exakt i början av varje tur, inte bara dalarna som de ligger. Ni kan också ge upp.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Felts övriga beslut</translation>
    </message>
    <message>
        <source>An ace may lie on a lone ace (1 on 14), though that pile cannot complete until the top ace moves away. A full run leaves the table wherever it forms. Once the peak and the ridges are gone nobody can draw any more: the table then loses only when no moves can clear the valleys.</source>
        <translation>Ett ess får ligga på ett ensamt ess (1 på 14), men den högen kan inte bli färdig förrän det övre esset har flyttats bort. En hel svit lämnar bordet var den än bildas. När toppen och åsarna är borta kan ingen dra längre: bordet förlorar då bara om inga flyttar kan tömma dalarna.</translation>
    </message>
    <message>
        <source>Beyond the original</source>
        <translation>Utöver originalet</translation>
    </message>
    <message>
        <source>Nothing is hidden, so you may take moves back and redo them as often as you like. Hint suggests a move; “Still winnable?” asks the solver whether the deal can still be won from here. Every deal has a number, so a deal can be played again or shared.</source>
        <translation>Inget är dolt, så ni kan ta tillbaka drag och göra om dem så ofta ni vill. Tips föreslår ett drag; ”Kan vi vinna?” frågar lösaren om given fortfarande kan vinnas härifrån. Varje giv har ett nummer, så en giv kan spelas igen eller delas.</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Dolda åsar</translation>
    </message>
    <message>
        <source>Ridge cards lie face down but for the outer one; the solver then cannot be asked.</source>
        <translation>Åsarnas kort ligger med baksidan upp utom det yttersta; lösaren kan då inte tillfrågas.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose a card you may move or draw</source>
        <translation>välj ett kort du får flytta eller dra</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Space, Enter</translation>
    </message>
    <message>
        <source>pick up the chosen card (a valley card takes the cards on it along)</source>
        <translation>ta upp det valda kortet (ett kort i en dal tar med sig korten ovanpå)</translation>
    </message>
    <message>
        <source>put what you picked up onto that valley</source>
        <translation>lägg det du tagit upp i den dalen</translation>
    </message>
    <message>
        <source>pass, when no card can be drawn</source>
        <translation>passa, när inget kort kan dras</translation>
    </message>
    <message>
        <source>ask whether the deal can still be won</source>
        <translation>fråga om given fortfarande kan vinnas</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>ge upp</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the card back</source>
        <translation>lägg tillbaka kortet</translation>
    </message>
</context>
<context>
    <name>MountainTable</name>
    <message>
        <source>%1, position %2</source>
        <translation>%1, position %2</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>%1: no card can be drawn into your valleys as they stand — move blocks, or pass.</source>
        <translation>%1: inget kort kan dras till dina dalar som de ligger — flytta block eller passa.</translation>
    </message>
    <message>
        <source>%1: no card can be drawn and nothing can be moved — pass.</source>
        <translation>%1: inget kort kan dras och inget kan flyttas — passa.</translation>
    </message>
    <message>
        <source>%1: now click the valley it goes to (or press 1-4).</source>
        <translation>%1: klicka nu på dalen det ska till (eller tryck 1–4).</translation>
    </message>
    <message>
        <source>%1: move blocks between the valleys you reach if you like, then draw a ridge&apos;s outer card into one of them.</source>
        <translation>%1: flytta block mellan dalarna du når om du vill, och dra sedan det yttersta kortet på en ås till en av dem.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tänker…</translation>
    </message>
    <message>
        <source>Still winnable?</source>
        <translation>Kan vi vinna?</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>This deal can still be won.</source>
        <translation>Den här given kan fortfarande vinnas.</translation>
    </message>
    <message>
        <source>Whatever you do now, the mountain stands.</source>
        <translation>Vad ni än gör nu står berget kvar.</translation>
    </message>
    <message>
        <source>Not settled: the solver stopped after %1 positions.</source>
        <translation>Inte avgjort: lösaren stannade efter %1 ställningar.</translation>
    </message>
    <message>
        <source>Valley %1</source>
        <translation>Dal %1</translation>
    </message>
    <message>
        <source>%1 · position %2</source>
        <translation>%1 · position %2</translation>
    </message>
    <message>
        <source>Runs completed: %1 of 4</source>
        <translation>Färdiga sviter: %1 av 4</translation>
    </message>
    <message>
        <source>Concede?</source>
        <translation>Ge upp?</translation>
    </message>
    <message>
        <source>The table gives up and loses this deal.</source>
        <translation>Bordet ger upp och förlorar den här given.</translation>
    </message>
    <message>
        <source>on top of the peak</source>
        <translation>överst på toppen</translation>
    </message>
    <message>
        <source>in the peak</source>
        <translation>i toppen</translation>
    </message>
    <message>
        <source>outer card of ridge %1</source>
        <translation>yttersta kortet på ås %1</translation>
    </message>
    <message>
        <source>ridge %1, card %2 from the outer end</source>
        <translation>ås %1, kort %2 från yttre änden</translation>
    </message>
    <message>
        <source>valley %1, card %2 of %3</source>
        <translation>dal %1, kort %2 av %3</translation>
    </message>
    <message>
        <source>A run is complete!</source>
        <translation>En svit är färdig!</translation>
    </message>
    <message>
        <source>%1, on turn</source>
        <translation>%1, har turen</translation>
    </message>
    <message>
        <source>Ridge %1</source>
        <translation>Ås %1</translation>
    </message>
    <message>
        <source>Ridge %1, empty</source>
        <translation>Ås %1, tom</translation>
    </message>
    <message numerus="yes">
        <source>Ridge %1, %n card(s)</source>
        <translation>
            <numerusform>Ås %1, %n kort</numerusform>
            <numerusform>Ås %1, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Valley %1, empty</source>
        <translation>Dal %1, tom</translation>
    </message>
    <message numerus="yes">
        <source>Valley %1, %n card(s)</source>
        <translation>
            <numerusform>Dal %1, %n kort</numerusform>
            <numerusform>Dal %1, %n kort</numerusform>
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
        <translation>Spela tillsammans: sortera hela leken i fyra sviter och få ner berget.</translation>
    </message>
    <message>
        <source>(1 plays all four positions; everyone plays together)</source>
        <translation>(1 spelar alla fyra positioner; alla spelar tillsammans)</translation>
    </message>
    <message>
        <source>that valley or ridge is out of this position&apos;s reach</source>
        <translation>den dalen eller åsen är utom räckhåll för den här positionen</translation>
    </message>
    <message>
        <source>that card may not lie on the top card of that valley</source>
        <translation>det kortet får inte ligga på det översta kortet i den dalen</translation>
    </message>
    <message>
        <source>an ace would end up between two cards</source>
        <translation>ett ess skulle hamna mellan två kort</translation>
    </message>
    <message>
        <source>that valley or ridge does not hold enough cards</source>
        <translation>den dalen eller åsen har inte tillräckligt många kort</translation>
    </message>
    <message>
        <source>the peak can be reached only through an empty ridge</source>
        <translation>toppen kan bara nås genom en tom ås</translation>
    </message>
    <message>
        <source>a card can still be drawn, so passing is not allowed</source>
        <translation>ett kort kan fortfarande dras, så det är inte tillåtet att passa</translation>
    </message>
    <message>
        <source>a move must go to another valley</source>
        <translation>en flytt måste gå till en annan dal</translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation>Dolda åsar</translation>
    </message>
    <message>
        <source>Ridge cards lie face down except the outer one.</source>
        <translation>Åsarnas kort ligger med baksidan upp utom det yttersta.</translation>
    </message>
    <message>
        <source>Easy: looks one move ahead, draws where the piles look best, and gives up after a few quiet rounds.</source>
        <translation>Lätt: ser ett drag framåt, drar där högarna ser bäst ut och ger upp efter några lugna rundor.</translation>
    </message>
    <message>
        <source>Normal: asks the solver, on a small budget, for a winning line and follows it.</source>
        <translation>Normal: ber lösaren, med en liten budget, om en vinnande väg och följer den.</translation>
    </message>
    <message>
        <source>Hard: asks the solver with five times the budget, so it finds winning lines in harder deals.</source>
        <translation>Svår: ber lösaren med fem gånger budgeten och hittar därför vinnande vägar även i svårare givar.</translation>
    </message>
    <message>
        <source>Ratings are the solver&apos;s verdict after each move: 100 the table can still win, 0 it cannot.</source>
        <translation>Betygen är lösarens dom efter varje drag: 100 bordet kan fortfarande vinna, 0 det kan det inte.</translation>
    </message>
</context>
<context>
    <name>NetFailure</name>
    <message>
        <source>Nothing answers at %1 — is felt-server running there?</source>
        <translation>Inget svarar på %1 — körs felt-server där?</translation>
    </message>
    <message>
        <source>Nothing answers at %1 — is the table still open?</source>
        <translation>Inget svarar på %1 — är bordet fortfarande öppet?</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — if the table does not use TLS, try felt:// instead of felts://.</source>
        <translation>Värden svarade inte inom %1 s — om bordet inte använder TLS, prova felt:// i stället för felts://.</translation>
    </message>
    <message>
        <source>The host did not answer within %1 s — check the address, then try again.</source>
        <translation>Värden svarade inte inom %1 s — kontrollera adressen och försök igen.</translation>
    </message>
    <message>
        <source>%1 does not speak TLS — try the link with felt:// instead of felts://.</source>
        <translation>%1 talar inte TLS — prova länken med felt:// i stället för felts://.</translation>
    </message>
    <message>
        <source>%1 hung up without a word — if the table uses TLS, its link starts with felts://.</source>
        <translation>%1 lade på utan ett ord — om bordet använder TLS börjar dess länk med felts://.</translation>
    </message>
    <message>
        <source>Table %1 is no longer there: it was closed or has ended.</source>
        <translation>Bord %1 finns inte längre: det har stängts eller är slut.</translation>
    </message>
    <message>
        <source>There is no table %1 at that address — check the code.</source>
        <translation>Det finns inget bord %1 på den adressen — kontrollera koden.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can — try again later.</source>
        <translation>Servern har så många bord den kan — försök igen senare.</translation>
    </message>
    <message>
        <source>Table %1 is full: every seat is taken.</source>
        <translation>Bord %1 är fullt: alla platser är tagna.</translation>
    </message>
    <message>
        <source>That seat at table %1 is taken — join again for a free one.</source>
        <translation>Den platsen vid bord %1 är tagen — anslut igen för en ledig.</translation>
    </message>
    <message>
        <source>Your seat at table %1 is no longer yours — join it again with its code.</source>
        <translation>Din plats vid bord %1 är inte längre din — anslut igen med bordets kod.</translation>
    </message>
    <message>
        <source>The host speaks another version of Felt&apos;s network protocol — both computers need the same Felt.</source>
        <translation>Värden talar en annan version av Felts nätverksprotokoll — båda datorerna behöver samma Felt.</translation>
    </message>
    <message>
        <source>The host refused: too much at once — wait a moment, then try again.</source>
        <translation>Värden vägrar: för mycket på en gång — vänta en stund och försök sedan igen.</translation>
    </message>
    <message>
        <source>%1 is a Felt app&apos;s table, not a felt-server — join its tables by their code.</source>
        <translation>%1 är ett bord i Felt-appen, inte en felt-server — anslut till dess bord med deras kod.</translation>
    </message>
    <message>
        <source>The host refused without saying why.</source>
        <translation>Värden vägrar utan att säga varför.</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>Värden vägrar: %1</translation>
    </message>
    <message>
        <source>A name has 1 to 24 letters, digits or signs.</source>
        <translation>Ett namn har 1 till 24 bokstäver, siffror eller tecken.</translation>
    </message>
    <message>
        <source>Each person at this screen needs a name of their own.</source>
        <translation>Varje person vid den här skärmen behöver ett eget namn.</translation>
    </message>
</context>
<context>
    <name>NetHosting</name>
    <message>
        <source>The table cannot be offered on the network: %1</source>
        <translation>Bordet kan inte erbjudas på nätverket: %1</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Det här är ingen serveradress: ange den som 192.168.1.20, 192.168.1.20:7447 eller felts://example.org:7447.</translation>
    </message>
    <message>
        <source>A table on a server needs a person at this screen: make one seat yours.</source>
        <translation>Ett bord på en server behöver någon vid den här skärmen: ta en plats själv.</translation>
    </message>
    <message>
        <source>it was not saved</source>
        <translation>det sparades inte</translation>
    </message>
</context>
<context>
    <name>NetJoining</name>
    <message>
        <source>This is neither an invite link (felt://HOST:PORT/CODE) nor CODE@HOST.</source>
        <translation>Det här är varken en inbjudningslänk (felt://HOST:PORT/CODE) eller KOD@HOST.</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 has changed.</source>
        <translation>Inte ansluten: certifikatet för %1:%2 har ändrats.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered: %1</source>
        <translation>Certifikatet kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Not connected: the certificate of %1:%2 was not accepted.</source>
        <translation>Inte ansluten: certifikatet för %1:%2 godtogs inte.</translation>
    </message>
    <message>
        <source>The certificate could not be forgotten: %1</source>
        <translation>Certifikatet kunde inte glömmas: %1</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: this Felt was built without Avahi. A table code and address still work.</source>
        <translation>Bord på det här nätverket kan inte listas: den här Felt byggdes utan Avahi. En bordskod och adress fungerar ändå.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: no Avahi daemon answers on this computer. A table code and address still work.</source>
        <translation>Bord i det här nätverket kan inte listas: ingen Avahi-tjänst svarar på den här datorn. En bordskod och en adress fungerar ändå.</translation>
    </message>
    <message>
        <source>A table code has %1 characters, not %2.</source>
        <translation>En bordskod har %1 tecken, inte %2.</translation>
    </message>
    <message>
        <source>A table code never holds “%1”: codes leave out I, L, O, U, 0 and 1.</source>
        <translation>En bordskod innehåller aldrig ”%1”: koder utelämnar I, L, O, U, 0 och 1.</translation>
    </message>
    <message>
        <source>A table code holds only letters and digits, not “%1”.</source>
        <translation>En bordskod innehåller bara bokstäver och siffror, inte ”%1”.</translation>
    </message>
    <message>
        <source>The port after the colon is a number from 1 to 65535.</source>
        <translation>Porten efter kolonet är ett tal från 1 till 65535.</translation>
    </message>
    <message>
        <source>“%1” is not a computer&apos;s address: give it as 192.168.1.20 or example.org.</source>
        <translation>”%1” är ingen datoradress: ange den som 192.168.1.20 eller example.org.</translation>
    </message>
    <message>
        <source>A table&apos;s link begins with felt:// or felts://, not %1://.</source>
        <translation>Ett bords länk börjar med felt:// eller felts://, inte %1://.</translation>
    </message>
    <message>
        <source>The link needs the host&apos;s address after %1:// (felt://HOST:PORT/CODE).</source>
        <translation>Länken behöver värdens adress efter %1:// (felt://VÄRD:PORT/KOD).</translation>
    </message>
    <message>
        <source>The link ends without the table&apos;s code (felt://HOST:PORT/CODE).</source>
        <translation>Länken slutar utan bordets kod (felt://VÄRD:PORT/KOD).</translation>
    </message>
    <message>
        <source>This link cannot be read: an invite link reads felt://HOST:PORT/CODE.</source>
        <translation>Länken går inte att läsa: en inbjudningslänk ser ut som felt://VÄRD:PORT/KOD.</translation>
    </message>
    <message>
        <source>The table code comes before the @ (K7QW2P@192.168.1.20).</source>
        <translation>Bordskoden kommer före @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>The host&apos;s address comes after the @ (K7QW2P@192.168.1.20).</source>
        <translation>Värdens adress kommer efter @ (K7QW2P@192.168.1.20).</translation>
    </message>
    <message>
        <source>Now the host&apos;s address, as 192.168.1.20 or 192.168.1.20:7447.</source>
        <translation>Nu värdens adress, som 192.168.1.20 eller 192.168.1.20:7447.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Spelet kan inte starta: %1</translation>
    </message>
    <message>
        <source>No new deal: %1</source>
        <translation>Ingen ny giv: %1</translation>
    </message>
    <message>
        <source>Another game? The table&apos;s opener deals it with Play again.</source>
        <translation>Ett parti till? Den som öppnade bordet ger det med ”Spela igen”.</translation>
    </message>
    <message>
        <source>The game was ended for everyone.</source>
        <translation>Spelet avslutades för alla.</translation>
    </message>
    <message>
        <source>%1 ended the game for everyone.</source>
        <translation>%1 avslutade spelet för alla.</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken from another window: this one let go.</source>
        <translation>Din plats vid bord %1 togs över från ett annat fönster: det här släppte den.</translation>
    </message>
</context>
<context>
    <name>NetTableOverlay</name>
    <message>
        <source>Reconnecting…</source>
        <translation>Ansluter igen…</translation>
    </message>
    <message>
        <source>%1 is away (%2)</source>
        <translation>%1 är borta (%2)</translation>
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
        <translation>Låt en datorspelare spela %1s plats</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Avsluta spelet</translation>
    </message>
    <message>
        <source>Computer plays…</source>
        <translation>Datorn spelar…</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Dator — lätt</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Dator — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Dator — svår</translation>
    </message>
    <message>
        <source>The host does not answer: it may be gone. Your seat is kept for a rejoin.</source>
        <translation>Värden svarar inte: den kan vara borta. Din plats sparas så att du kan återvända.</translation>
    </message>
    <message>
        <source>%1 left the table (%2)</source>
        <translation>%1 har lämnat bordet (%2)</translation>
    </message>
</context>
<context>
    <name>NetworkWaitPage</name>
    <message>
        <source>%1 — computer player</source>
        <translation>%1 — datorspelare</translation>
    </message>
    <message>
        <source>Waiting for a person to join…</source>
        <translation>Väntar på att någon ansluter…</translation>
    </message>
    <message>
        <source>%1 — at this screen</source>
        <translation>%1 — vid den här skärmen</translation>
    </message>
    <message>
        <source>%1 — joined over the network</source>
        <translation>%1 — med via nätverket</translation>
    </message>
    <message>
        <source>%1 — away for %2 s</source>
        <translation>%1 — borta i %2 s</translation>
    </message>
    <message>
        <source>‹ Leave</source>
        <translation>‹ Lämna</translation>
    </message>
    <message>
        <source>Your table on the network</source>
        <translation>Ditt bord på nätverket</translation>
    </message>
    <message>
        <source>Joining a table</source>
        <translation>Ansluter till ett bord</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>Sätter dig vid bordet…</translation>
    </message>
    <message>
        <source>You have a seat. The game begins when the person who opened the table starts it.</source>
        <translation>Du har en plats. Spelet börjar när den som öppnade bordet startar det.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Bordskod</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Bordskod %1</translation>
    </message>
    <message>
        <source>Invite link</source>
        <translation>Inbjudningslänk</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopierad</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiera</translation>
    </message>
    <message>
        <source>Copy the invite link</source>
        <translation>Kopiera inbjudningslänken</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Plats %1: %2</translation>
    </message>
    <message>
        <source>Friends join from Felt on their own computers with the invite link, or with this code and the address in it. You start the game once every seat is taken.</source>
        <translation>Vänner ansluter från Felt på sina egna datorer med inbjudningslänken, eller med den här koden och adressen i den. Du startar spelet när alla platser är tagna.</translation>
    </message>
    <message>
        <source>The connection to the host dropped: reconnecting…</source>
        <translation>Anslutningen till värden bröts: ansluter igen…</translation>
    </message>
    <message>
        <source>The host does not answer: the table may be gone for good. Leave now, and take your seat back later with Rejoin on the join page.</source>
        <translation>Värden svarar inte: bordet kan vara borta för gott. Lämna nu, och ta tillbaka din plats senare med Återvänd på anslutningssidan.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>Leave the table and keep the seat for a rejoin</source>
        <translation>Lämna bordet och behåll platsen för att återvända</translation>
    </message>
    <message>
        <source>Waiting for %1 to join…</source>
        <translation>Väntar på att %1 ansluter…</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>Not at the table</source>
        <translation>Inte vid bordet</translation>
    </message>
    <message>
        <source>Start without %1?</source>
        <translation>Börja utan %1?</translation>
    </message>
    <message>
        <source>%1 is away. The game waits whenever it is their turn; if they stay away, you may let a computer player take their seat.</source>
        <translation>%1 är borta. Spelet väntar varje gång det är deras tur; om de stannar borta kan du låta en datorspelare ta deras plats.</translation>
    </message>
    <message>
        <source>%1 are away. The game waits whenever it is one of their turns; if they stay away, you may let computer players take their seats.</source>
        <translation>%1 är borta. Spelet väntar varje gång det är någon av deras tur; om de stannar borta kan du låta datorspelare ta deras platser.</translation>
    </message>
    <message>
        <source>Not connected to a table.</source>
        <translation>Inte ansluten till något bord.</translation>
    </message>
    <message>
        <source>Back, to try again</source>
        <translation>Tillbaka för att försöka igen</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Husregler: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No house rules: the game as its rules page describes it.</source>
        <translation>Inga husregler: spelet som dess regelsida beskriver det.</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>tangent: Esc</translation>
    </message>
    <message>
        <source>%1 — left the table</source>
        <translation>%1 — har lämnat bordet</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Person at this screen</source>
        <translation>Person vid skärmen</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Dator — lätt</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Dator — normal</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Dator — svår</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nytt spel: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Antal:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spelare</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation>En ny giv</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <source>e.g. 123</source>
        <translation>t.ex. 123</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Starta spelet</translation>
    </message>
    <message>
        <source>Person joining over the network</source>
        <translation>Person som ansluter via nätverket</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Spela över nätverket</translation>
    </message>
    <message>
        <source>Over the network</source>
        <translation>Över nätverket</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>På den här datorn</translation>
    </message>
    <message>
        <source>Open the network table on this computer</source>
        <translation>Öppna nätverksbordet på den här datorn</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>På en server:</translation>
    </message>
    <message>
        <source>Open the network table on a server</source>
        <translation>Öppna nätverksbordet på en server</translation>
    </message>
    <message>
        <source>The server&apos;s address</source>
        <translation>Serverns adress</translation>
    </message>
    <message>
        <source>The server&apos;s address: 192.168.1.20, 192.168.1.20:7447, or felts://example.org for a server with TLS.</source>
        <translation>Serverns adress: 192.168.1.20, 192.168.1.20:7447 eller felts://example.org för en server med TLS.</translation>
    </message>
    <message>
        <source>This is not a server&apos;s address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.</source>
        <translation>Det här är ingen serveradress: ange den som 192.168.1.20, 192.168.1.20:7447 eller felts://example.org:7447.</translation>
    </message>
    <message>
        <source>Anyone on this server may join</source>
        <translation>Alla på den här servern får ansluta</translation>
    </message>
    <message>
        <source>Anyone on this server may join (the table shows on their join page; otherwise only those with the code or link)</source>
        <translation>Alla på den här servern får ansluta (bordet syns på deras anslutningssida; annars bara med koden eller länken)</translation>
    </message>
    <message>
        <source>Learning table</source>
        <translation>Lärbord</translation>
    </message>
    <message>
        <source>Hints come by themselves for your first decisions, and computer players leave calls to you for a while. Kept apart in the statistics.</source>
        <translation>Tipsen kommer av sig själva vid dina första beslut, och datorspelarna låter dig ropa först en stund. Räknas för sig i statistiken.</translation>
    </message>
</context>
<context>
    <name>PlaceChart</name>
    <message numerus="yes">
        <source>Places over the last %n game(s); the latest mean of ten is %1</source>
        <translation>
            <numerusform>Placering i det senaste %n partiet; det senaste snittet av tio är %1</numerusform>
            <numerusform>Placeringar i de senaste %n partierna; det senaste snittet av tio är %1</numerusform>
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
        <translation>kan spelas</translation>
    </message>
    <message>
        <source>the coach means this card</source>
        <translation>tränaren menar det här kortet</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Lämna över skärmen till %1</translation>
    </message>
    <message>
        <source>Everyone else, look away: %1&apos;s cards are shown next.</source>
        <translation>Alla andra, titta bort: nu visas korten för %1.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Jag är %1 — visa mina kort</translation>
    </message>
    <message>
        <source>Click or press Enter.</source>
        <translation>Klicka eller tryck på Retur.</translation>
    </message>
    <message>
        <source>Not ready yet: it opens a moment after the screen shows.</source>
        <translation>Inte redo än: den öppnas en stund efter att skärmen visats.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Gör sig redo</translation>
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
        <translation>protokollet är tomt</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation>inte giltig JSON: %1 vid tecken %2</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>ett protokoll måste vara ett JSON-objekt</translation>
    </message>
    <message>
        <source>not a felt-record/1 record: &quot;format&quot; is missing</source>
        <translation>inte ett felt-record/1-protokoll: &quot;format&quot; saknas</translation>
    </message>
    <message>
        <source>unsupported format %1 (expected &quot;felt-record/1&quot;)</source>
        <translation>formatet %1 stöds inte (väntade &quot;felt-record/1&quot;)</translation>
    </message>
    <message>
        <source>that is not a text</source>
        <translation>det är inte en text</translation>
    </message>
    <message>
        <source>unknown key %1 in the record</source>
        <translation>okänd nyckel %1 i protokollet</translation>
    </message>
    <message>
        <source>&quot;title&quot; must be a text</source>
        <translation>&quot;title&quot; måste vara en text</translation>
    </message>
    <message>
        <source>&quot;game&quot; is missing</source>
        <translation>&quot;game&quot; saknas</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a text naming the game</source>
        <translation>&quot;game&quot; måste vara en text som anger spelet</translation>
    </message>
    <message>
        <source>&quot;players&quot; is missing</source>
        <translation>&quot;players&quot; saknas</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a whole number from %1 to %2 for this game</source>
        <translation>&quot;players&quot; måste vara ett heltal från %1 till %2 för det här spelet</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object</source>
        <translation>&quot;options&quot; måste vara ett objekt</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be an object</source>
        <translation>&quot;deal&quot; måste vara ett objekt</translation>
    </message>
    <message>
        <source>&quot;seed&quot; is missing (a record needs a seed unless it spells out the deal)</source>
        <translation>&quot;seed&quot; saknas (ett protokoll behöver ett seed om inte given är utskriven)</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 9007199254740992</source>
        <translation>&quot;seed&quot; måste vara ett heltal från 0 till 9007199254740992</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list of texts such as &quot;0: ready&quot;</source>
        <translation>&quot;actions&quot; måste vara en lista med texter som &quot;0: ready&quot;</translation>
    </message>
    <message>
        <source>action %1: not of the form &quot;&lt;seat&gt;: &lt;action&gt;&quot;</source>
        <translation>drag %1: inte på formen &quot;&lt;plats&gt;: &lt;drag&gt;&quot;</translation>
    </message>
    <message>
        <source>action %1: seat %2: there is no such seat (the seats are 0 to %3)</source>
        <translation>drag %1: plats %2: den platsen finns inte (platserna är 0 till %3)</translation>
    </message>
    <message>
        <source>&quot;expect&quot; must be an object</source>
        <translation>&quot;expect&quot; måste vara ett objekt</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kan inte läsa %1: %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation>kan inte läsa %1: det är en mapp</translation>
    </message>
    <message>
        <source>cannot read %1: it is not a regular file</source>
        <translation>kan inte läsa %1: det är inte en vanlig fil</translation>
    </message>
    <message>
        <source>cannot read %1: the file is larger than 64 MB</source>
        <translation>kan inte läsa %1: filen är större än 64 MB</translation>
    </message>
    <message>
        <source>action %1: seat %2: %3</source>
        <translation>drag %1: plats %2: %3</translation>
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
        <translation>förlorade</translation>
    </message>
    <message>
        <source>first out</source>
        <translation>först ut</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Giv nr %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Ta tillbaka senaste draget</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Samma giv igen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Titta på bordet</translation>
    </message>
    <message>
        <source>Whose decisions to review</source>
        <translation>Vems beslut som ska granskas</translation>
    </message>
    <message>
        <source>key: Shift+R picks the next person</source>
        <translation>tangent: Skift+R väljer nästa person</translation>
    </message>
    <message>
        <source>Review %1&apos;s game</source>
        <translation>Granska %1s spel</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>Granska mitt spel</translation>
    </message>
    <message>
        <source>The hard computer player looks at each of your decisions and marks where it would have chosen otherwise (key: R)</source>
        <translation>Datorspelaren (svår) går igenom vart och ett av dina beslut och markerar var den hade valt annorlunda (tangent: R)</translation>
    </message>
    <message>
        <source>Where the hard computer player would have chosen otherwise — key: R</source>
        <translation>Där datorspelaren (svår) hade valt annorlunda — tangent: R</translation>
    </message>
    <message>
        <source>%1 had no choices to review: every move was the only one possible.</source>
        <translation>%1 hade inga val att granska: varje drag var det enda möjliga.</translation>
    </message>
    <message>
        <source>Ask for another game</source>
        <translation>Be om ett parti till</translation>
    </message>
    <message>
        <source>Scroll the account of the game (keys: Page Up, Page Down)</source>
        <translation>Rulla spelets redovisning (tangenter: Page Up, Page Down)</translation>
    </message>
</context>
<context>
    <name>ReviewProgress</name>
    <message>
        <source>The hard computer player is looking at %1&apos;s decisions, each from what was in view then…</source>
        <translation>Datorspelaren (svår) går igenom %1s beslut, vart och ett utifrån det som syntes då …</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Granskningens förlopp</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 av %2 beslut</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>Avbryt granskningen</translation>
    </message>
    <message>
        <source>key: Esc</source>
        <translation>tangent: Esc</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Tangent: Esc</translation>
    </message>
</context>
<context>
    <name>RoundReviewBar</name>
    <message numerus="yes">
        <source>A past game, as it was dealt: %n move(s) follow. → shows the first.</source>
        <translation>
            <numerusform>Ett tidigare parti, som det gavs: %n drag följer. → visar det.</numerusform>
            <numerusform>Ett tidigare parti, som det gavs: %n drag följer. → visar det första.</numerusform>
        </translation>
    </message>
    <message>
        <source>A past game: move %1 of %2.</source>
        <translation>Ett tidigare parti: drag %1 av %2.</translation>
    </message>
    <message numerus="yes">
        <source>The last round: the table before its %n move(s). → shows the next one.</source>
        <translation>
            <numerusform>Sista rundan: bordet före dess %n drag. → visar det.</numerusform>
            <numerusform>Sista rundan: bordet före dess %n drag. → visar nästa.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last round: move %1 of %2.</source>
        <translation>Sista rundan: drag %1 av %2.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Ett drag tillbaka</translation>
    </message>
    <message>
        <source>Key: ←</source>
        <translation>Tangent: ←</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Nästa ›</translation>
    </message>
    <message>
        <source>The next move</source>
        <translation>Nästa drag</translation>
    </message>
    <message>
        <source>Key: →</source>
        <translation>Tangent: →</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till spelet</translation>
    </message>
    <message>
        <source>Key: Esc</source>
        <translation>Tangent: Esc</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
    <message>
        <source>This game&apos;s table is not ready yet.</source>
        <translation>Bordet för det här spelet är inte klart än.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation>Så spelas %1</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>%1 — on in this game</source>
        <translation>%1 — gäller i det här spelet</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>On the table page, ? shows every key: the hint (H), the log (L), undo (Ctrl+Z), these rules (F1) and the menu (F10).</source>
        <translation>På bordssidan visar ? alla tangenter: tipset (H), loggen (L), ångra (Ctrl+Z), de här reglerna (F1) och menyn (F10).</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Lär dig spela %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>Play a first game</source>
        <translation>Spela ett första parti</translation>
    </message>
</context>
<context>
    <name>SeatChoiceRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Plats %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Namn på plats %1</translation>
    </message>
    <message>
        <source>A friend&apos;s name (optional)</source>
        <translation>Personens namn (frivilligt)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Vem som spelar plats %1</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>easy</source>
        <translation>lätt</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svår</translation>
    </message>
    <message>
        <source>random</source>
        <translation>slumpmässig</translation>
    </message>
    <message>
        <source>%1, computer player (%2)</source>
        <translation>%1, datorspelare (%2)</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>tänker</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>har turen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>förlorade</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>plats %1</translation>
    </message>
    <message>
        <source>out #%1</source>
        <translation>ute, nr %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>Systemets språk</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Computer players&apos; pause</source>
        <translation>Datorspelarnas paus</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationer</translation>
    </message>
    <message>
        <source>How fast cards glide. Reduced motion: no card flies, every move shows at once.</source>
        <translation>Hur snabbt korten glider. Minskad rörelse: inga kort flyger, varje drag visas direkt.</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Minskad rörelse</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Lugn</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>The app changes its language at once.</source>
        <translation>Appen byter språk direkt.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>The colour of the cloth.</source>
        <translation>Dukens färg.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Fyrfärgslek</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has its own colour; with a deck of the system, its four-colour version where one is installed.</source>
        <translation>Klöver gröna och ruter blå, så att varje färg får sin egen kulör; med en av systemets kortlekar dess fyrfärgsversion, där en sådan är installerad.</translation>
    </message>
    <message>
        <source>More decks appear here once the system has them: the packages kdegames-card-data-kf5 and gnome-cards-data bring dozens.</source>
        <translation>Fler kortlekar visas här när systemet har dem: paketen kdegames-card-data-kf5 och gnome-cards-data ger dussintals.</translation>
    </message>
    <message>
        <source>Window and table</source>
        <translation>Fönster och bord</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>F11 switches it anywhere.</source>
        <translation>F11 växlar det var som helst.</translation>
    </message>
    <message>
        <source>Ask before conceding</source>
        <translation>Fråga innan du ger upp</translation>
    </message>
    <message>
        <source>A question first, so a slip of the hand does not end a game.</source>
        <translation>Först en fråga, så att ett felklick inte avslutar ett spel.</translation>
    </message>
    <message>
        <source>The same game under its other name.</source>
        <translation>Samma spel under sitt andra namn.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Felt %1</source>
        <translation>Felt %1</translation>
    </message>
    <message>
        <source>How long a computer player waits before its move, so you can follow it: %1</source>
        <translation>Hur länge en datorspelare väntar före sitt drag, så att du hinner följa med: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Ask before a risky move</source>
        <translation>Fråga före ett riskabelt drag</translation>
    </message>
    <message>
        <source>Before a move that may cost a penalty point, when a safer one is on offer.</source>
        <translation>Före ett drag som kan kosta en straffpoäng, när ett säkrare finns.</translation>
    </message>
    <message>
        <source>Learning table: computer players&apos; calls</source>
        <translation>Lärbord: datorspelarnas rop</translation>
    </message>
    <message>
        <source>At a learning table a computer player calls (taps a closing card, counts a hand) only after this long, so that you can call first: %1</source>
        <translation>Vid ett lärbord ropar en datorspelare (knackar på ett stängningskort, räknar en hand) först efter så här lång tid, så att du kan ropa först: %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountAdapter</name>
    <message>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n straffpoäng</numerusform>
            <numerusform>%n straffpoäng</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>serie %2 hos %1</translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>din serie %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plats %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drog %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drog %n kort.</numerusform>
            <numerusform>%1 drog %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2 on their own sequence %3.</source>
        <translation>%1 spelade %2 på sin egen serie %3.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3.</source>
        <translation>%1 spelade %2 på %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule); %4 may defend it with a 5.</source>
        <translation>%1 spelar %2 för att stänga %3 (2-regeln); %4 kan försvara den med en femma.</translation>
    </message>
    <message>
        <source>%1 plays %2 to close %3 (the 2 rule).</source>
        <translation>%1 spelar %2 för att stänga %3 (2-regeln).</translation>
    </message>
    <message>
        <source>%1 starts a new sequence with %2 (the 3 rule).</source>
        <translation>%1 börjar en ny serie med %2 (3-regeln).</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 vill skjuta in %2 under %3 (4-regeln); de andra kan blockera med en sexa.</translation>
    </message>
    <message>
        <source>%1 slid %2 under %3.</source>
        <translation>%1 sköt in %2 under %3.</translation>
    </message>
    <message>
        <source>%1 shows the hand to everyone: %2.</source>
        <translation>%1 visar handen för alla: %2.</translation>
    </message>
    <message>
        <source>%1 defends with %2: %3 draws up to the hand limit.</source>
        <translation>%1 försvarar med %2: %3 drar upp till handgränsen.</translation>
    </message>
    <message>
        <source>%1 blocks with %2: %3 takes %4 back.</source>
        <translation>%1 blockerar med %2: %3 tar tillbaka %4.</translation>
    </message>
    <message>
        <source>%1 does not defend.</source>
        <translation>%1 försvarar inte.</translation>
    </message>
    <message>
        <source>%1 does not block.</source>
        <translation>%1 blockerar inte.</translation>
    </message>
    <message>
        <source>The 2 closes %1 and goes to the discard pile.</source>
        <translation>Tvåan stänger %1 och går till slänghögen.</translation>
    </message>
    <message>
        <source>%1 goes to the closing area before play starts; %2 gets a new card.</source>
        <translation>%1 går till stängningsytan innan spelet börjar; %2 får ett nytt kort.</translation>
    </message>
    <message>
        <source>%1 closes %2.</source>
        <translation>%1 stänger %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 go to the discard pile.</source>
        <translation>
            <numerusform>%n kort från %1 går till slänghögen.</numerusform>
            <numerusform>%n kort från %1 går till slänghögen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is gone.</source>
        <translation>%1 är borta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a penalty point (%n in all).</source>
        <translation>
            <numerusform>%1 får en straffpoäng (%n totalt).</numerusform>
            <numerusform>%1 får en straffpoäng (%n totalt).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 as the card to beat.</source>
        <translation>%1 behåller %2 som kortet att slå.</translation>
    </message>
    <message>
        <source>%1 discards %2 for a new card from the deck.</source>
        <translation>%1 slänger %2 för ett nytt kort från leken.</translation>
    </message>
    <message>
        <source>%1 is dealt onto %2.</source>
        <translation>%1 delas ut på %2.</translation>
    </message>
    <message>
        <source>%1 has no play: the hand (%2) goes to the discard pile.</source>
        <translation>%1 kan inte spela: handen (%2) går till slänghögen.</translation>
    </message>
    <message numerus="yes">
        <source>Deck and discard pile are shuffled together (%n card(s)).</source>
        <translation>
            <numerusform>Leken och slänghögen blandas ihop (%n kort).</numerusform>
            <numerusform>Leken och slänghögen blandas ihop (%n kort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is empty: the discard pile becomes the new deck (%n card(s)).</source>
        <translation>
            <numerusform>Leken är slut: slänghögen blir den nya leken (%n kort).</numerusform>
            <numerusform>Leken är slut: slänghögen blir den nya leken (%n kort).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now chooses which sequence closes.</source>
        <translation>%1 väljer nu vilken serie som stängs.</translation>
    </message>
    <message>
        <source>%1 has ten penalty points and is out.</source>
        <translation>%1 har tio straffpoäng och är ute.</translation>
    </message>
    <message>
        <source>Deck and discard pile are empty: the game is over.</source>
        <translation>Leken och slänghögen är tomma: spelet är slut.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 vinner.</translation>
    </message>
    <message>
        <source>The win is shared.</source>
        <translation>Segern delas.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>%1 wins: the last player with fewer than ten penalty points.</source>
        <translation>%1 vinner: den sista spelaren med färre än tio straffpoäng.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the fewest penalty points (%n).</source>
        <translation>
            <numerusform>%1 vinner med minst straffpoäng (%n).</numerusform>
            <numerusform>%1 vinner med minst straffpoäng (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n penalty point(s) each.</source>
        <translation>
            <numerusform>%1 delar på segern med %n straffpoäng var.</numerusform>
            <numerusform>%1 delar på segern med %n straffpoäng var.</numerusform>
        </translation>
    </message>
    <message>
        <source>play %1 on %2</source>
        <translation>spela %1 på %2</translation>
    </message>
    <message>
        <source>close %1 with %2 (the 2 rule)</source>
        <translation>stäng %1 med %2 (2-regeln)</translation>
    </message>
    <message>
        <source>start a new sequence with %1 (the 3 rule)</source>
        <translation>börja en ny serie med %1 (3-regeln)</translation>
    </message>
    <message>
        <source>slide %1 under %2 (the 4 rule)</source>
        <translation>skjut in %1 under %2 (4-regeln)</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>dra ett kort</translation>
    </message>
    <message>
        <source>declare no play: your hand goes to the discard pile, you take a penalty point and a new hand</source>
        <translation>säg Inget drag: din hand går till slänghögen, du får en straffpoäng och en ny hand</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>avsluta din tur</translation>
    </message>
    <message>
        <source>keep the bottom card as the card to beat</source>
        <translation>behåll det understa kortet som kortet att slå</translation>
    </message>
    <message>
        <source>discard the bottom card for a new one from the deck</source>
        <translation>släng det understa kortet för ett nytt från leken</translation>
    </message>
    <message>
        <source>close %1 (%2)</source>
        <translation>stäng %1 (%2)</translation>
    </message>
    <message>
        <source>defend with %1</source>
        <translation>försvara med %1</translation>
    </message>
    <message>
        <source>block with %1</source>
        <translation>blockera med %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Avsluta tur</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Inget drag</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Dra nytt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under their own sequence %3 (the 4 rule); the others may block it with a 6.</source>
        <translation>%1 vill skjuta in %2 under sin egen serie %3 (4-regeln); de andra kan blockera med en sexa.</translation>
    </message>
    <message>
        <source>%1 slid %2 under their own sequence %3.</source>
        <translation>%1 sköt in %2 under sin egen serie %3.</translation>
    </message>
    <message>
        <source>You had nothing to answer with: the table passed for you.</source>
        <translation>Du hade inget att svara med: bordet passade åt dig.</translation>
    </message>
    <message>
        <source>%1 / %2 in hand, counted</source>
        <translation>%1 / %2 på handen, räknad</translation>
    </message>
    <message>
        <source>%1 / %2 in hand</source>
        <translation>%1 / %2 på handen</translation>
    </message>
    <message>
        <source>%1 does not challenge.</source>
        <translation>%1 utmanar inte.</translation>
    </message>
    <message>
        <source>%1 closes %2: the challenge proved it.</source>
        <translation>%1 stänger %2: utmaningen bevisade det.</translation>
    </message>
    <message>
        <source>%1 taps %2: it closes %3.</source>
        <translation>%1 knackar på %2: kortet stänger %3.</translation>
    </message>
    <message>
        <source>%1 claims to have no normal play and plays %2 to close %3 (the 2 rule). Does anyone challenge?</source>
        <translation>%1 påstår sig inte ha något vanligt drag och spelar %2 för att stänga %3 (2-regeln). Utmanar någon?</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Does anyone challenge?</source>
        <translation>%1 påstår sig inte ha något drag. Utmanar någon?</translation>
    </message>
    <message>
        <source>%1 challenges %2: %3 could have been played. %2 takes a penalty point and must play it; the turn then ends without a draw.</source>
        <translation>%1 utmanar %2: %3 hade kunnat spelas. %2 får en straffpoäng och måste spela kortet; turen slutar sedan utan att dra.</translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2&apos;s hand: %n card(s), more than the hand limit.</source>
        <translation>
            <numerusform>%1 räknar %2s hand: %n kort, fler än handgränsen.</numerusform>
            <numerusform>%1 räknar %2s hand: %n kort, fler än handgränsen.</numerusform>
        </translation>
    </message>
    <message>
        <source>tap %1 on %2</source>
        <translation>knacka på %1 på %2</translation>
    </message>
    <message>
        <source>challenge: %1 could go on %2</source>
        <translation>utmana: %1 kunde ha lagts på %2</translation>
    </message>
    <message>
        <source>count %1&apos;s hand</source>
        <translation>räkna %1s hand</translation>
    </message>
    <message>
        <source>It closes %1&apos;s sequence: a point for them.</source>
        <translation>Det stänger serien hos %1: ett straffpoäng åt hen.</translation>
    </message>
    <message>
        <source>It puts a closing card on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Det lägger ett stängningskort på serien hos %1: knacka på det, så får hen ett straffpoäng.</translation>
    </message>
    <message>
        <source>%1&apos;s sequence closes: a point for them.</source>
        <translation>Serien hos %1 stängs: ett straffpoäng åt hen.</translation>
    </message>
    <message>
        <source>With no normal play left, the 2 closes %1&apos;s sequence.</source>
        <translation>Utan vanligt drag stänger tvåan serien hos %1.</translation>
    </message>
    <message>
        <source>You have no play at all: you take a point and a new hand.</source>
        <translation>Du har inget drag alls: du får ett straffpoäng och en ny hand.</translation>
    </message>
    <message>
        <source>Your hand may hold %1 cards: more cards, more choices.</source>
        <translation>Din hand får ha %1 kort: fler kort, fler val.</translation>
    </message>
    <message>
        <source>Your play is made: the turn can end.</source>
        <translation>Ditt drag är gjort: turen kan sluta.</translation>
    </message>
    <message>
        <source>The bottom card is not a closing card, so it can stay.</source>
        <translation>Bottenkortet är inget stängningskort, så det kan ligga kvar.</translation>
    </message>
    <message>
        <source>The bottom card is a closing card: it would close again at once.</source>
        <translation>Bottenkortet är ett stängningskort: det skulle stänga igen direkt.</translation>
    </message>
    <message>
        <source>A closing card lies on %1&apos;s sequence: tap it, and they take a point.</source>
        <translation>Ett stängningskort ligger på serien hos %1: knacka på det, så får hen ett straffpoäng.</translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards: count them, and they take a point.</source>
        <translation>%1 har fler än %2 kort: räkna dem, så får hen ett straffpoäng.</translation>
    </message>
    <message>
        <source>The claim is false: the shown hand has a normal play.</source>
        <translation>Påståendet är falskt: den visade handen har ett vanligt drag.</translation>
    </message>
    <message>
        <source>It closes nothing, and it lands on your own sequence, so no one else&apos;s sequence comes nearer to closing by your card.</source>
        <translation>Det stänger inget, och kortet hamnar på din egen serie, så ingen annans serie kommer närmare stängning genom ditt kort.</translation>
    </message>
    <message>
        <source>It closes nothing, and it spends the card worth least to you.</source>
        <translation>Det stänger inget, och det använder kortet som är minst värt för dig.</translation>
    </message>
    <message>
        <source>The 3 starts a new sequence of yours instead of a normal play, and a 3 lies far from closing.</source>
        <translation>Trean startar en ny egen serie i stället för ett vanligt drag, och en trea ligger långt från stängning.</translation>
    </message>
    <message>
        <source>Instead of a normal play the 4 slides under %1&apos;s sequence: every top card stays as it is, so it blocks the play that would have brought a sequence nearer to closing.</source>
        <translation>I stället för ett vanligt drag glider fyran in under serien hos %1: alla översta kort ligger kvar, så den stoppar draget som hade fört en serie närmare stängning.</translation>
    </message>
    <message>
        <source>With no normal play, the 4 slides under %1&apos;s sequence: that blocks No play and its penalty point.</source>
        <translation>Utan vanligt drag glider fyran in under serien hos %1: det stoppar Inget drag och dess straffpoäng.</translation>
    </message>
    <message>
        <source>It closes your own sequence: one point for you, and the sequence is cleared down to its bottom card.</source>
        <translation>Det stänger din egen serie: en poäng åt dig, och serien töms ner till sitt understa kort.</translation>
    </message>
    <message>
        <source>It closes nothing, and %1&apos;s sequence comes nearer to closing: its top is now your %2.</source>
        <translation>Det stänger inget, och serien hos %1 kommer närmare stängning: överst ligger nu din %2.</translation>
    </message>
    <message>
        <source>Your own sequence takes this closing: one point for you, so that the domino can go on.</source>
        <translation>Din egen serie tar den här stängningen: en poäng åt dig, så att dominon kan fortsätta.</translation>
    </message>
    <message>
        <source>The 2 closes your own sequence: one point for you, and its cards leave the table.</source>
        <translation>Tvåan stänger din egen serie: en poäng åt dig, och dess kort lämnar bordet.</translation>
    </message>
    <message>
        <source>The 2 closes %1&apos;s sequence: a point for them, unless the claim is challenged.</source>
        <translation>Tvåan stänger serien hos %1: en poäng åt hen, om inte påståendet utmanas.</translation>
    </message>
    <message>
        <source>No play costs you one point, but it gives you a fresh hand of %1 cards.</source>
        <translation>Inget drag kostar dig en poäng, men ger dig en ny hand med %1 kort.</translation>
    </message>
    <message>
        <source>A card past the limit of %1 gives you more choices, until someone counts your hand: that costs a point.</source>
        <translation>Ett kort över gränsen på %1 ger dig fler val, tills någon räknar din hand: det kostar en poäng.</translation>
    </message>
    <message>
        <source>The bottom card goes, and the deck&apos;s top card takes its place: a fresh card to beat.</source>
        <translation>Det understa kortet går, och lekens översta kort tar dess plats: ett nytt kort att slå.</translation>
    </message>
    <message>
        <source>You keep the bottom card although it closes too: a card from the deck, unseen, could close just as well.</source>
        <translation>Du behåller det understa kortet fast det också stänger: ett osett kort från leken kunde stänga lika gärna.</translation>
    </message>
    <message numerus="yes">
        <source>You keep your %1 for later, at the cost of %n point(s) now.</source>
        <translation>
            <numerusform>Du behåller din %1 till senare, till priset av %n poäng nu.</numerusform>
            <numerusform>Du behåller din %1 till senare, till priset av %n poäng nu.</numerusform>
        </translation>
    </message>
    <message>
        <source>You keep your %1 for later, and passing costs you nothing now.</source>
        <translation>Du behåller din %1 till senare, och att passa kostar dig inget nu.</translation>
    </message>
    <message>
        <source>You let the claim stand: the game goes on at once, and nobody learns what you noticed.</source>
        <translation>Du låter påståendet stå: spelet fortsätter direkt, och ingen får veta vad du såg.</translation>
    </message>
    <message>
        <source>The 5 saves your sequence from the 2: no point for you.</source>
        <translation>Femman räddar din serie från tvåan: ingen poäng åt dig.</translation>
    </message>
    <message>
        <source>The 6 sends the 4 back to its player&apos;s hand, so the sequence stays as it was.</source>
        <translation>Sexan skickar tillbaka fyran till spelarens hand, så serien förblir som den var.</translation>
    </message>
    <message>
        <source>You have nothing to answer with, so passing is all there is.</source>
        <translation>Du har inget att svara med, så det enda som återstår är att passa.</translation>
    </message>
</context>
<context>
    <name>ShaftmountCalls</name>
    <message>
        <source>Tap %1 on %2</source>
        <translation>Knacka på %1 på %2</translation>
    </message>
    <message>
        <source>Count %1&apos;s hand</source>
        <translation>Räkna %1s hand</translation>
    </message>
    <message>
        <source>To tap a closing card, reach the top of its sequence with ← → first.</source>
        <translation>För att knacka på ett stängningskort, gå först till toppen av dess serie med ← →.</translation>
    </message>
    <message>
        <source>To count a hand, reach it with ← → first.</source>
        <translation>För att räkna en hand, gå först till den med ← →.</translation>
    </message>
    <message>
        <source>Challenge %1&apos;s claim — name a card of the hand and a sequence where it could have been played — or pass.</source>
        <translation>Utmana %1s påstående – nämn ett kort på handen och en serie där det hade kunnat spelas – eller passa.</translation>
    </message>
    <message>
        <source>You may call at any time: tap a closing card on another&apos;s sequence, count a hand over the limit.</source>
        <translation>Du får ropa när som helst: knacka på ett stängningskort på någon annans serie, räkna en hand över gränsen.</translation>
    </message>
    <message>
        <source>%1 challenges %2!</source>
        <translation>%1 utmanar %2!</translation>
    </message>
    <message>
        <source>%1 counts %2&apos;s hand!</source>
        <translation>%1 räknar %2s hand!</translation>
    </message>
    <message>
        <source>%1 taps %2</source>
        <translation>%1 knackar på %2</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: it is one below the %2 in the closing area. Anyone may tap it, and you would take a point.</source>
        <translation>Din %1 ligger exponerad: den är ett steg under %2 i stängningsområdet. Vem som helst får knacka på den, och du skulle få en poäng.</translation>
    </message>
    <message>
        <source>Your %1 lies exposed: an Ace closes while its suit has fewer than two closing sequences. Anyone may tap it, and you would take a point.</source>
        <translation>Ditt %1 ligger exponerat: ett ess stänger så länge dess färg har färre än två stängningsserier. Vem som helst får knacka på det, och du skulle få en poäng.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: it is one below the %3 in the closing area, so it closes now. Tap it, and %1 takes a point.</source>
        <translation>%2 hos %1 får knackas på: det är ett steg under %3 i stängningsområdet, så det stänger nu. Knacka på det, så får %1 en poäng.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 may be tapped: an Ace closes while its suit has fewer than two closing sequences. Tap it, and %1 takes a point.</source>
        <translation>%2 hos %1 får knackas på: ett ess stänger så länge dess färg har färre än två stängningsserier. Knacka på det, så får %1 en poäng.</translation>
    </message>
    <message>
        <source>Your %1 now lies exposed: anyone may tap it.</source>
        <translation>Din %1 ligger nu exponerad: vem som helst får knacka på den.</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>exponerad</translation>
    </message>
    <message>
        <source>tap</source>
        <translation>knacka</translation>
    </message>
</context>
<context>
    <name>ShaftmountCard</name>
    <message>
        <source>blocked</source>
        <translation>blockerad</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>visad</translation>
    </message>
</context>
<context>
    <name>ShaftmountChallenge</name>
    <message>
        <source>%1 claims to have no normal play and plays %2 on %3 (the 2 rule). Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 påstår sig inte ha något vanligt drag och spelar %2 på %3 (2-regeln). Hade ett kort på den här handen kunnat spelas? Utmana eller passa.</translation>
    </message>
    <message>
        <source>%1 claims to have no play. Could a card of this hand have been played? Challenge, or pass.</source>
        <translation>%1 påstår sig inte ha något drag. Hade ett kort på den här handen kunnat spelas? Utmana eller passa.</translation>
    </message>
    <message>
        <source>name %1</source>
        <translation>nämn %1</translation>
    </message>
    <message>
        <source>%1 (top %2)</source>
        <translation>%1 (överst %2)</translation>
    </message>
    <message>
        <source>challenge: %1 on %2</source>
        <translation>utmana: %1 på %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>pass: do not challenge</source>
        <translation>passa: utmana inte</translation>
    </message>
    <message>
        <source>%1 — name the sequence it could have gone on:</source>
        <translation>%1 – ange serien det kunde ha lagts på:</translation>
    </message>
    <message>
        <source>%1 could not have been played anywhere: it proves nothing.</source>
        <translation>%1 kunde inte ha spelats någonstans: det bevisar inget.</translation>
    </message>
    <message>
        <source>First choose the sequence it could have gone on (↑ ↓).</source>
        <translation>Välj först serien det kunde ha lagts på (↑ ↓).</translation>
    </message>
</context>
<context>
    <name>ShaftmountChoiceBanner</name>
    <message>
        <source>Domino: click the sequence that closes next</source>
        <translation>Dominoeffekt: klicka på serien som stängs härnäst</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingArea</name>
    <message>
        <source>the closing area, empty</source>
        <translation>stängningsytan, tom</translation>
    </message>
    <message>
        <source>%1, next %2</source>
        <translation>%1, nästa %2</translation>
    </message>
    <message>
        <source>the closing area: %1</source>
        <translation>stängningsytan: %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountClosingSlots</name>
    <message>
        <source>next %1</source>
        <translation>nästa %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountEffects</name>
    <message>
        <source>%1 is out!</source>
        <translation>%1 är ute!</translation>
    </message>
</context>
<context>
    <name>ShaftmountKeepButtons</name>
    <message>
        <source>Keep %1</source>
        <translation>Behåll %1</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Dra nytt</translation>
    </message>
</context>
<context>
    <name>ShaftmountNewSequence</name>
    <message>
        <source>New sequence: a 3</source>
        <translation>Ny serie: en trea</translation>
    </message>
    <message>
        <source>start a new sequence</source>
        <translation>börja en ny serie</translation>
    </message>
</context>
<context>
    <name>ShaftmountPiles</name>
    <message>
        <source>Deck %1</source>
        <translation>Lek %1</translation>
    </message>
    <message>
        <source>hand limit %1</source>
        <translation>handgräns %1</translation>
    </message>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>slänghögen, %n kort</numerusform>
            <numerusform>slänghögen, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Slänghög %1</translation>
    </message>
</context>
<context>
    <name>ShaftmountPrompt</name>
    <message>
        <source>Your sequence was closed: keep its bottom card as the card to beat, or redraw one from the deck.</source>
        <translation>Din serie stängdes: behåll det understa kortet som kortet att slå, eller dra ett nytt från leken.</translation>
    </message>
    <message>
        <source>Domino: more sequences show the same closing card than it can close — click the one that closes next.</source>
        <translation>Dominoeffekt: fler serier visar samma stängningskort än det kan stänga — klicka på den som stängs härnäst.</translation>
    </message>
    <message>
        <source>Defend your sequence with a 5 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Försvara din serie med en femma — klicka på den eller dra den till slänghögen — eller passa.</translation>
    </message>
    <message>
        <source>You hold no 5 to defend your sequence: pass.</source>
        <translation>Du har ingen femma att försvara din serie med: passa.</translation>
    </message>
    <message>
        <source>Block the 4 with a 6 — click it, or drag it onto the discard pile — or pass.</source>
        <translation>Blockera fyran med en sexa — klicka på den eller dra den till slänghögen — eller passa.</translation>
    </message>
    <message>
        <source>You hold no 6 to block the 4: pass.</source>
        <translation>Du har ingen sexa att blockera fyran med: passa.</translation>
    </message>
    <message>
        <source>The table draws up to %1 cards for you and ends your turn.</source>
        <translation>Bordet drar upp till %1 kort åt dig och avslutar din tur.</translation>
    </message>
    <message>
        <source>The table ends your turn.</source>
        <translation>Bordet avslutar din tur.</translation>
    </message>
    <message>
        <source>Draw up to %1 cards if you like, then end your turn.</source>
        <translation>Dra upp till %1 kort om du vill, och avsluta sedan din tur.</translation>
    </message>
    <message>
        <source>Now click where the card goes (it glows there), or press Enter; Esc lets it go.</source>
        <translation>Klicka nu där kortet ska ligga (det lyser där) eller tryck Enter; Esc släpper det.</translation>
    </message>
    <message>
        <source>After the defence you must make a normal play on a sequence.</source>
        <translation>Efter försvaret måste du göra ett vanligt drag på en serie.</translation>
    </message>
    <message>
        <source>Your turn: play a card onto a sequence of its suit with a lower top card — you must, if you can.</source>
        <translation>Din tur: lägg ett kort på en serie i dess färg med lägre översta kort — det måste du, om du kan.</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Draw, use a 2, 3 or 4, or declare No play.</source>
        <translation>Din tur: inget vanligt drag. Dra, använd en tvåa, trea eller fyra, eller säg Inget drag.</translation>
    </message>
    <message>
        <source>Draw (%1 of %2)</source>
        <translation>Dra (%1 av %2)</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 har turen.</translation>
    </message>
    <message>
        <source>After the defence: make a normal play on a sequence, or play the 2 again (a claim that can be challenged).</source>
        <translation>Efter försvaret: gör ett vanligt drag på en serie, eller spela tvåan igen (ett påstående som kan utmanas).</translation>
    </message>
    <message>
        <source>Your turn: no normal play. Use a 2, 3 or 4, or declare No play.</source>
        <translation>Din tur: inget vanligt drag. Använd en tvåa, trea eller fyra, eller säg Inget drag.</translation>
    </message>
    <message>
        <source>Draw past the limit (%1 held)</source>
        <translation>Dra över gränsen (%1 på handen)</translation>
    </message>
</context>
<context>
    <name>ShaftmountQuestion</name>
    <message>
        <source>%1 plays %2 to close %3. Defend it with a 5?</source>
        <translation>%1 spelar %2 för att stänga %3. Försvara med en femma?</translation>
    </message>
    <message>
        <source>%1 wants to slide %2 under %3. Block it with a 6?</source>
        <translation>%1 vill skjuta in %2 under %3. Blockera med en sexa?</translation>
    </message>
    <message>
        <source>You hold no 5.</source>
        <translation>Du har ingen femma.</translation>
    </message>
    <message>
        <source>You hold no 6.</source>
        <translation>Du har ingen sexa.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
</context>
<context>
    <name>ShaftmountRules</name>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Avoid penalty points. Whoever reaches ten is out; the last player left wins. 2 to 4 players with two decks (104 cards); aces are high.</source>
        <translation>Undvik straffpoäng. Den som når tio är ute; den sista spelaren kvar vinner. 2 till 4 spelare med två kortlekar (104 kort); ess är högst.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Utdelningen</translation>
    </message>
    <message>
        <source>Everyone gets a hand — 9 cards with 2 players, 8 with 3, 7 with 4: that is also the hand limit — and then 4, 3 or 2 cards face up in front of them, each the start of a sequence of their own. The rest is the deck; the discard pile starts empty.</source>
        <translation>Alla får en hand — 9 kort med 2 spelare, 8 med 3, 7 med 4: det är också handgränsen — och sedan 4, 3 eller 2 öppna kort framför sig, vart och ett början på en egen serie. Resten är leken; slänghögen är tom från början.</translation>
    </message>
    <message>
        <source>Closing cards</source>
        <translation>Stängningskort</translation>
    </message>
    <message>
        <source>The closing area holds closing sequences, each running down one suit from the ace: A, K, Q, … A card closes when it is the next card of a closing sequence of its suit, and an ace closes while its suit has fewer than two closing sequences. The table shows under each closing sequence which card closes next.</source>
        <translation>Stängningsytan har stängningsserier, som var och en går nedåt i en färg från esset: ess, kung, dam, … Ett kort stänger när det är nästa kort i en stängningsserie i sin färg, och ett ess stänger så länge dess färg har färre än två stängningsserier. Bordet visar under varje stängningsserie vilket kort som stänger härnäst.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Make exactly one play: put a card from your hand on any sequence — yours or another&apos;s — of the same suit whose top card is lower. If you can make such a play, you must, even if it closes your own sequence. Before and after your play you may draw from the deck, one card at a time, while your hand holds fewer cards than the limit; then end your turn. Felt&apos;s decision: drawing happens only on your own turn.</source>
        <translation>Gör exakt ett drag: lägg ett kort från handen på valfri serie — din egen eller någon annans — i samma färg och med lägre översta kort. Kan du göra ett sådant drag måste du, även om det stänger din egen serie. Före och efter ditt drag får du dra från leken, ett kort i taget, så länge din hand har färre kort än gränsen; avsluta sedan din tur. Felts beslut: du drar bara under din egen tur.</translation>
    </message>
    <message>
        <source>Closing a sequence</source>
        <translation>Att stänga en serie</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Dominoeffekt</translation>
    </message>
    <message>
        <source>A closing can make further closing cards appear; they close in turn, one after the other, each a penalty point for its owner. When more sequences show the same card than it can close, the player whose action started the domino chooses which one closes (if every candidate is their own, the next player chooses). Felt&apos;s decision: that player chooses only then; otherwise the table closes them in seat order from that player.</source>
        <translation>En stängning kan få fler stängningskort att dyka upp; de stänger i tur och ordning, ett efter ett, och vart och ett ger en straffpoäng till sin ägare. När fler serier visar samma kort än det kan stänga, väljer spelaren vars drag startade dominoeffekten vilken som stängs (är alla kandidater spelarens egna, väljer nästa spelare). Felts beslut: spelaren väljer bara då; annars stänger bordet dem i platsordning från den spelaren.</translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Inget drag</translation>
    </message>
    <message>
        <source>Shown cards</source>
        <translation>Visade kort</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: cards a player had to show (the hand before a 2-rule play or after a 5-rule defence, a 4 taken back after a block) stay known to everyone while they remain in that hand: they lie face up in the others&apos; view and are marked &quot;shown&quot;.</source>
        <translation>Felts beslut: kort som en spelare har måst visa (handen före ett drag med 2-regeln eller efter ett försvar med 5-regeln, en fyra som tagits tillbaka efter en blockering) förblir kända för alla så länge de är kvar på den handen: de ligger öppna för de andra och är märkta ”visad”.</translation>
    </message>
    <message>
        <source>The deck and the end</source>
        <translation>Leken och slutet</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck. A player with ten penalty points is out at once; their hand and sequences go to the discard pile. The game ends when one player is left, or when deck and discard pile are both empty: then the fewest penalty points win, and a tie shares the win.</source>
        <translation>När leken tar slut blandas slänghögen till en ny lek. En spelare med tio straffpoäng är ute direkt; spelarens hand och serier går till slänghögen. Spelet slutar när en spelare är kvar, eller när både leken och slänghögen är tomma: då vinner den med minst straffpoäng, och vid lika delas segern.</translation>
    </message>
    <message>
        <source>Before the first turn</source>
        <translation>Före första turen</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: a sequence dealt with a closing card on top (an ace, say) gives that card to the closing area at no cost and gets a new card from the deck, until no sequence shows one.</source>
        <translation>Felts beslut: en serie som delas ut med ett stängningskort överst (till exempel ett ess) lämnar kostnadsfritt det kortet till stängningsytan och får ett nytt kort från leken, tills ingen serie visar något sådant.</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Utrop</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>2-regeln</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2 — even your own. The closing goes on as usual, but the 2 goes to the discard pile.</source>
        <translation>Utan ett vanligt drag: visa din hand och stäng valfri serie i tvåans färg med den tvåan — även din egen. Stängningen går till som vanligt, men tvåan går till slänghögen.</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>3-regeln</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3. When it closes, it goes entirely: no bottom card stays.</source>
        <translation>I stället för ett vanligt drag: börja en ny egen serie med en trea. När den stängs försvinner den helt: inget understa kort blir kvar.</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>4-regeln</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit: it becomes that sequence&apos;s bottom card.</source>
        <translation>I stället för ett vanligt drag: skjut in en fyra under en serie i dess färg; den blir seriens understa kort.</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>5-regeln</translation>
    </message>
    <message>
        <source>When a player makes a 2-rule play while holding fewer cards than the limit, the owner of the sequence may defend it with any 5: the player then draws up to the limit, shows the hand again, and must make a normal play if there is one. Felt&apos;s decision: the owner is asked whether they hold a 5 or not, so waiting tells nobody anything.</source>
        <translation>När en spelare gör ett drag med 2-regeln och har färre kort än gränsen, kan seriens ägare försvara den med valfri femma: spelaren drar då upp till gränsen, visar handen igen och måste göra ett vanligt drag om det finns något. Felts beslut: ägaren tillfrågas alltid, med eller utan femma, så väntan avslöjar ingenting.</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>6-regeln</translation>
    </message>
    <message>
        <source>When a player slides a 4 under a sequence, every other player in turn may block it with a 6: the 4 goes back to the player&apos;s hand, shown, and cannot be played again this turn. Felt&apos;s decision: everyone is asked, holder of a 6 or not.</source>
        <translation>När en spelare skjuter in en fyra under en serie får varje annan spelare i tur och ordning blockera den med en sexa: fyran går tillbaka till spelarens hand, visad, och kan inte spelas igen den turen. Felts beslut: alla tillfrågas, med eller utan sexa.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards (in a domino&apos;s choice: one of the glowing sequences)</source>
        <translation>välj ett av dina kort (vid ett val i en dominoeffekt: en av de glödande serierna)</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Space, Enter</translation>
    </message>
    <message>
        <source>pick the chosen card up; once it is picked up, put it where the blue mark is</source>
        <translation>ta upp det valda kortet; när det är upptaget, lägg det där den blå markeringen är</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>move the blue mark between the places the picked-up card may go</source>
        <translation>flytta den blå markeringen mellan platserna där kortet får läggas</translation>
    </message>
    <message>
        <source>draw a card from the deck</source>
        <translation>dra ett kort från leken</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>avsluta din tur</translation>
    </message>
    <message>
        <source>no play: discard your hand for a penalty point and a new hand</source>
        <translation>inget drag: släng handen för en straffpoäng och en ny hand</translation>
    </message>
    <message>
        <source>keep the bottom card of your closed sequence</source>
        <translation>behåll det understa kortet i din stängda serie</translation>
    </message>
    <message>
        <source>redraw the bottom card of your closed sequence</source>
        <translation>dra nytt i stället för det understa kortet i din stängda serie</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the picked-up card back</source>
        <translation>lägg tillbaka det upptagna kortet</translation>
    </message>
    <message>
        <source>Whenever a closing card lies on top of a sequence, the sequence closes: at once with automatic calls, once someone taps it with calls by hand (see Calls). The closing card goes to the closing area, the cards below it but the bottom card go to the discard pile, and the sequence&apos;s owner takes a penalty point. The owner then keeps the bottom card as the card to beat, or redraws: the bottom card is discarded and the deck&apos;s top card takes its place. A sequence that is emptied gets a new card from the deck at once.</source>
        <translation>När ett stängningskort ligger överst på en serie stängs serien: genast med automatiska utrop, när någon knackar på kortet med utrop för hand (se Utrop). Stängningskortet går till stängningsområdet, korten under det utom det understa går till slänghögen, och seriens ägare får en straffpoäng. Ägaren behåller sedan det understa kortet som kortet att slå, eller drar om: det understa kortet slängs och lekens översta kort tar dess plats. En serie som töms får genast ett nytt kort från leken.</translation>
    </message>
    <message>
        <source>Without a normal play you may declare No play: your hand is shown and goes to the discard pile, deck and discard pile are shuffled together, you take a penalty point and a new full hand, and your turn ends. With automatic calls Felt checks the claim, so a false one cannot be made; with calls by hand it can, and it can be challenged.</source>
        <translation>Utan vanligt drag får du säga Inget drag: din hand visas och går till slänghögen, leken och slänghögen blandas ihop, du får en straffpoäng och en ny full hand, och din tur slutar. Med automatiska utrop kontrollerar Felt påståendet, så ett falskt går inte att göra; med utrop för hand går det, och det kan utmanas.</translation>
    </message>
    <message>
        <source>In the original game players must spot and call out closings, and a false No play can be challenged. The new-game page offers both ways. Automatic: Felt plays with perfect attention — every closing happens by itself and no false claim can be made. By hand: the game as it was written, where staying alert is part of it (see the house rule below).</source>
        <translation>I originalspelet måste spelarna själva upptäcka och ropa ut stängningar, och ett falskt Inget drag kan utmanas. Sidan för nytt spel erbjuder båda sätten. Automatiskt: Felt spelar med fullkomlig uppmärksamhet – varje stängning sker av sig själv och inget falskt påstående kan göras. För hand: spelet som det skrevs, där vaksamhet hör till (se husregeln nedan).</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Utrop för hand</translation>
    </message>
    <message>
        <source>A closing card on top of a sequence waits, exposed, until a player other than the owner taps it — click it while no card of yours is picked up, or reach it with ← → and press T or Enter — whether it is their turn or not; the table never points it out. Closings that a closing exposes are tapped one by one. No play and the 2 rule become claims that may be false: the hand is shown and each other player in turn may challenge by naming a card of it and a sequence where it was a normal play; a caught claimer takes a point and must make that play (three points if it closes their own sequence), and the turn then ends without a draw. On your turn you may draw past the hand limit, up to three more cards; anyone may count a hand over the limit — click it, or reach it with ← → and press C — for a point, and that hand draws no more until it holds fewer cards than the limit. Computer players notice with a chance set by their level. With several people at one screen, “Who calls?” asks which of them makes a call.</source>
        <translation>Ett stängningskort överst på en serie ligger kvar, synligt, tills en annan spelare än ägaren knackar på det – klicka på det när du inte har plockat upp något eget kort, eller gå till det med ← → och tryck T eller Enter – vare sig det är deras tur eller inte; bordet pekar aldrig ut det. Stängningskort som en stängning blottar knackas på ett i taget. Inget drag och 2-regeln blir påståenden som får vara falska: handen visas och varje annan spelare i tur och ordning får utmana genom att nämna ett kort på den och en serie där det var ett vanligt drag; den som åker fast får en poäng och måste göra det draget (tre poäng om det stänger en egen serie), och turen slutar sedan utan att dra. På din tur får du dra förbi handgränsen, upp till tre kort till; vem som helst får räkna en hand över gränsen – klicka på den, eller gå till den med ← → och tryck C – för en poäng, och den handen drar inte mer förrän den har färre kort än gränsen. Datorspelare märker saker med en sannolikhet som bestäms av deras nivå. Med flera personer vid samma skärm frågar ”Vem ropar?” vem av dem som ropar.</translation>
    </message>
    <message>
        <source>pass: do not defend, block or challenge</source>
        <translation>passa: försvara, blockera eller utmana inte</translation>
    </message>
    <message>
        <source>calls by hand: tap the sequence&apos;s top card in focus (← → reach every sequence&apos;s top card)</source>
        <translation>utrop för hand: knacka på översta kortet i den markerade serien (← → når varje series översta kort)</translation>
    </message>
    <message>
        <source>calls by hand: count the hand in focus (← → reach every other hand); when asked, challenge with the marked card and sequence</source>
        <translation>utrop för hand: räkna den markerade handen (← → når varje annan hand); när du tillfrågas, utmana med det markerade kortet och serien</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>“Who calls?”: the person who makes the call</source>
        <translation>”Vem ropar?”: personen som ropar</translation>
    </message>
</context>
<context>
    <name>ShaftmountSequenceZones</name>
    <message numerus="yes">
        <source>%1, %n card(s), top: %2</source>
        <translation>
            <numerusform>%1, %n kort, överst: %2</numerusform>
            <numerusform>%1, %n kort, överst: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountShownBanner</name>
    <message>
        <source>%1 shows the hand to everyone</source>
        <translation>%1 visar handen för alla</translation>
    </message>
</context>
<context>
    <name>ShaftmountTable</name>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>slänghögen, %n kort</numerusform>
            <numerusform>slänghögen, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>your sequence %1</source>
        <translation>din serie %1</translation>
    </message>
    <message>
        <source>%1&apos;s sequence %2</source>
        <translation>serie %2 hos %1</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>på din hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>på handen hos %1</translation>
    </message>
    <message>
        <source>%1, blocked this turn</source>
        <translation>%1, blockerad den här turen</translation>
    </message>
    <message>
        <source>%1, shown to everyone</source>
        <translation>%1, visad för alla</translation>
    </message>
    <message>
        <source>on top of %1</source>
        <translation>överst på %1</translation>
    </message>
    <message>
        <source>%1, card %2 of %3</source>
        <translation>%1, kort %2 av %3</translation>
    </message>
    <message>
        <source>in the closing area</source>
        <translation>på stängningsytan</translation>
    </message>
    <message numerus="yes">
        <source>the deck, %n card(s)</source>
        <translation>
            <numerusform>leken, %n kort</numerusform>
            <numerusform>leken, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare No play?</source>
        <translation>Säga ”Inget drag”?</translation>
    </message>
    <message>
        <source>A card of yours can go onto a sequence. No play costs you a penalty point, and if someone challenges it you must still make that play.</source>
        <translation>Ett av dina kort kan läggas på en serie. ”Inget drag” kostar dig en straffpoäng, och om någon utmanar måste du ändå göra det draget.</translation>
    </message>
    <message>
        <source>Redraw instead of keeping %1?</source>
        <translation>Dra nytt i stället för att behålla %1?</translation>
    </message>
    <message>
        <source>%1 goes to the discard pile and the deck&apos;s top card takes its place, unseen: if it is a closing card, it can cost you another penalty point.</source>
        <translation>%1 går till slänghögen och lekens översta kort tar dess plats, osett: är det ett stängningskort kan det kosta dig en straffpoäng till.</translation>
    </message>
    <message>
        <source>computer players call after %1 s</source>
        <translation>datorspelarna ropar efter %1 s</translation>
    </message>
</context>
<context>
    <name>ShaftmountThreeRuleTags</name>
    <message>
        <source>3 rule</source>
        <translation>3-regeln</translation>
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
        <translation>Två kortlekar och straffpoäng: stäng de andras serier innan de stänger dina; vid tio poäng är du ute.</translation>
    </message>
    <message>
        <source>the hand already holds as many cards as allowed</source>
        <translation>handen har redan så många kort som tillåtet</translation>
    </message>
    <message>
        <source>this turn&apos;s play has already been made</source>
        <translation>den här turens drag är redan gjort</translation>
    </message>
    <message>
        <source>the turn can end only after its play</source>
        <translation>turen kan bara avslutas efter draget</translation>
    </message>
    <message>
        <source>there is no such sequence on the table</source>
        <translation>den serien finns inte på bordet</translation>
    </message>
    <message>
        <source>that card is not of the sequence&apos;s suit</source>
        <translation>det kortet har inte seriens färg</translation>
    </message>
    <message>
        <source>that card does not beat the top of the sequence</source>
        <translation>det kortet slår inte seriens översta kort</translation>
    </message>
    <message>
        <source>a normal play is possible, so one must be made</source>
        <translation>ett vanligt drag är möjligt, så ett måste göras</translation>
    </message>
    <message>
        <source>the 2 rule needs a 2</source>
        <translation>2-regeln kräver en tvåa</translation>
    </message>
    <message>
        <source>the 3 rule needs a 3</source>
        <translation>3-regeln kräver en trea</translation>
    </message>
    <message>
        <source>the 4 rule needs a 4</source>
        <translation>4-regeln kräver en fyra</translation>
    </message>
    <message>
        <source>only a 5 defends a sequence</source>
        <translation>bara en femma försvarar en serie</translation>
    </message>
    <message>
        <source>only a 6 blocks a 4</source>
        <translation>bara en sexa blockerar en fyra</translation>
    </message>
    <message>
        <source>that advanced rule is not in play</source>
        <translation>den tilläggsregeln gäller inte</translation>
    </message>
    <message>
        <source>after the defence only a normal play is allowed</source>
        <translation>efter försvaret är bara ett vanligt drag tillåtet</translation>
    </message>
    <message>
        <source>that 4 was blocked and cannot be played this turn</source>
        <translation>den fyran blockerades och kan inte spelas den här turen</translation>
    </message>
    <message>
        <source>nobody is being asked for that answer now</source>
        <translation>ingen tillfrågas om det svaret nu</translation>
    </message>
    <message>
        <source>this seat must answer the question first</source>
        <translation>den här platsen måste först svara på frågan</translation>
    </message>
    <message>
        <source>that sequence is not one of those that may close</source>
        <translation>den serien är inte en av dem som får stängas</translation>
    </message>
    <message>
        <source>there is no closing card on top of that sequence to tap</source>
        <translation>det ligger inget stängningskort överst i den serien att knacka på</translation>
    </message>
    <message>
        <source>nobody taps a closing card on their own sequence</source>
        <translation>ingen knackar på ett stängningskort i sin egen serie</translation>
    </message>
    <message>
        <source>that hand does not hold more cards than allowed</source>
        <translation>den handen har inte fler kort än tillåtet</translation>
    </message>
    <message>
        <source>that hand has been counted since it went over the limit</source>
        <translation>den handen har redan räknats sedan den gick över gränsen</translation>
    </message>
    <message>
        <source>nobody counts their own hand</source>
        <translation>ingen räknar sin egen hand</translation>
    </message>
    <message>
        <source>a counted hand may not draw until it holds fewer cards than allowed</source>
        <translation>en räknad hand får inte dra förrän den har färre kort än tillåtet</translation>
    </message>
    <message>
        <source>2 rule</source>
        <translation>2-regeln</translation>
    </message>
    <message>
        <source>3 rule</source>
        <translation>3-regeln</translation>
    </message>
    <message>
        <source>4 rule</source>
        <translation>4-regeln</translation>
    </message>
    <message>
        <source>5 rule</source>
        <translation>5-regeln</translation>
    </message>
    <message>
        <source>6 rule</source>
        <translation>6-regeln</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Utrop</translation>
    </message>
    <message>
        <source>With no normal play, show your hand and close any sequence of a 2&apos;s suit with that 2.</source>
        <translation>Utan ett vanligt drag: visa din hand och stäng valfri serie i tvåans färg med den tvåan.</translation>
    </message>
    <message>
        <source>Instead of a normal play, start a new sequence of your own with a 3.</source>
        <translation>I stället för ett vanligt drag: börja en ny egen serie med en trea.</translation>
    </message>
    <message>
        <source>Instead of a normal play, slide a 4 under a sequence of its suit.</source>
        <translation>I stället för ett vanligt drag: skjut in en fyra under en serie i dess färg.</translation>
    </message>
    <message>
        <source>A player who plays a 2 while holding fewer cards than allowed can be stopped by the sequence&apos;s owner with a 5.</source>
        <translation>En spelare som spelar en tvåa med färre kort än tillåtet kan stoppas av seriens ägare med en femma.</translation>
    </message>
    <message>
        <source>Any other player can block a 4 slid under a sequence with a 6.</source>
        <translation>Varje annan spelare kan blockera en fyra som skjuts in under en serie med en sexa.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatiskt</translation>
    </message>
    <message>
        <source>Draw up to the hand limit after your play</source>
        <translation>Dra upp till handgränsen efter ditt drag</translation>
    </message>
    <message>
        <source>After your play the table draws for you until your hand is full, then ends your turn. Off: draw with the deck and end with End turn yourself.</source>
        <translation>Efter ditt drag drar bordet åt dig tills handen är full och avslutar sedan din tur. Av: dra från leken och avsluta själv med Avsluta tur.</translation>
    </message>
    <message>
        <source>Easy: closes an opponent&apos;s sequence when it can, else plays a random card that does not close its own; never uses the 3 or 4 rule, never blocks.</source>
        <translation>Lätt: stänger en motståndares följd när den kan, annars spelar den ett slumpvis kort som inte stänger den egna; använder aldrig 3- eller 4-regeln och blockerar aldrig.</translation>
    </message>
    <message>
        <source>Normal: weighs every play in penalty points: closes opponents&apos; sequences first, protects its own and keeps useful cards.</source>
        <translation>Normal: väger varje drag i straffpoäng: stänger motståndarnas följder först, skyddar sina egna och behåller användbara kort.</translation>
    </message>
    <message>
        <source>Hard: plays its best few choices two rounds ahead against guesses at the hidden cards and picks the best.</source>
        <translation>Svår: spelar igenom sina bästa val två rundor framåt mot gissningar om de dolda korten och väljer det bästa.</translation>
    </message>
    <message>
        <source>Pass for me when I cannot answer</source>
        <translation>Passa åt mig när jag inte kan svara</translation>
    </message>
    <message>
        <source>When you are asked for a 5 or a 6 and hold none, the table passes for you after the pause a computer player takes. Everyone is still asked, so the pause tells nobody what you hold.</source>
        <translation>När du tillfrågas om en 5:a eller 6:a och inte har någon passar bordet åt dig efter den paus en datorspelare tar. Alla tillfrågas ändå, så pausen avslöjar inte för någon vad du har.</translation>
    </message>
    <message>
        <source>Automatic: closings and penalties happen by themselves. By hand: a closing card waits until someone taps it, a false “no play” can be challenged and an over-full hand counted — stay alert.</source>
        <translation>Automatiskt: stängningar och straff sker av sig själva. För hand: ett stängningskort väntar tills någon knackar på det, ett falskt ”inget drag” kan utmanas och en överfull hand räknas – var vaksam.</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>För hand</translation>
    </message>
    <message>
        <source>Automatic calls</source>
        <translation>Automatiska utrop</translation>
    </message>
    <message>
        <source>Calls by hand</source>
        <translation>Utrop för hand</translation>
    </message>
</context>
<context>
    <name>ShaftmountUnderStrips</name>
    <message>
        <source>under</source>
        <translation>under</translation>
    </message>
    <message>
        <source>slide under %1</source>
        <translation>skjut in under %1</translation>
    </message>
</context>
<context>
    <name>ShitheadAdapter</name>
    <message>
        <source>swapping</source>
        <translation>byter</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>klar</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 put %2 face up and took %3 into the hand.</source>
        <translation>%1 lade %2 uppvänt och tog %3 på handen.</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 är klar.</translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 börjar.</translation>
    </message>
    <message>
        <source>%1 played %2 from the upcards.</source>
        <translation>%1 spelade %2 från de öppna korten.</translation>
    </message>
    <message>
        <source>%1 turned over %2 and played it.</source>
        <translation>%1 vände upp %2 och spelade det.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 spelade %2.</translation>
    </message>
    <message numerus="yes">
        <source>The pile burns (%n card(s)).</source>
        <translation>
            <numerusform>Högen bränns (%n kort).</numerusform>
            <numerusform>Högen bränns (%n kort).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up the pile (%n card(s)).</source>
        <translation>
            <numerusform>%1 tog upp högen (%n kort).</numerusform>
            <numerusform>%1 tog upp högen (%n kort).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drog %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drog %n kort.</numerusform>
            <numerusform>%1 drog %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turned over %2, which cannot be played.</source>
        <translation>%1 vände upp %2, som inte kan spelas.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 får stå över en tur.</translation>
    </message>
    <message>
        <source>The direction of play reverses.</source>
        <translation>Spelriktningen vänds.</translation>
    </message>
    <message>
        <source>%1 is out, in place %2.</source>
        <translation>%1 är ute, på plats %2.</translation>
    </message>
    <message>
        <source>Nobody has made progress for a long time, so the game ends: whoever holds the most cards loses.</source>
        <translation>Ingen har kommit framåt på länge, så spelet slutar: den som har flest kort förlorar.</translation>
    </message>
    <message>
        <source>%1 loses the game.</source>
        <translation>%1 förlorar spelet.</translation>
    </message>
    <message>
        <source>%1 is the Shithead.</source>
        <translation>%1 är Shithead.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>spela %1</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>ta upp högen</translation>
    </message>
    <message>
        <source>keep these cards and press Ready</source>
        <translation>behåll de här korten och tryck på Klar</translation>
    </message>
    <message>
        <source>put %1 face up and take %2 into your hand</source>
        <translation>lägg %1 uppvänt och ta %2 på handen</translation>
    </message>
    <message>
        <source>turn over face-down card %1</source>
        <translation>vänd upp dolt kort %1</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Ta upp</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>each of your plays would spend a 2, a 10 or another card that is worth keeping</source>
        <translation>vart och ett av dina drag skulle göra av med en 2:a, en 10:a eller ett annat kort som är värt att spara</translation>
    </message>
    <message numerus="yes">
        <source>the pile holds %n card(s) worth having, such as a 2 or a 10</source>
        <translation>
            <numerusform>högen har %n kort som är värt att ha, som en 2:a eller en 10:a</numerusform>
            <numerusform>högen har %n kort som är värda att ha, som en 2:a eller en 10:a</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile is only %n card(s)</source>
        <translation>
            <numerusform>högen har bara %n kort</numerusform>
            <numerusform>högen har bara %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Taking the pile did better than any play in the hard player&apos;s trial games: %1.</source>
        <translation>Att ta upp högen gick bättre än vilket drag som helst i datorns (svår) provspel: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>These are your last cards: you are out.</source>
        <translation>Det är dina sista kort: du är ute.</translation>
    </message>
    <message>
        <source>It completes four of a kind: the pile burns and you play again.</source>
        <translation>Det blir fyrtal: högen bränns och du spelar igen.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes, and your %1 waits for a harder pile.</source>
        <translation>Det är ditt lägsta kort som går, och din %1 väntar på en svårare hög.</translation>
    </message>
    <message>
        <source>It is your lowest card that goes: higher cards wait for higher piles.</source>
        <translation>Det är ditt lägsta kort som går: högre kort väntar på högre högar.</translation>
    </message>
    <message>
        <source>No ordinary card goes, so a special card must.</source>
        <translation>Inget vanligt kort går, så ett specialkort måste.</translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end; the %2 goes into your hand.</source>
        <translation>Din %1 väntar uppvänd på slutet; %2 går till handen.</translation>
    </message>
    <message>
        <source>Face-down cards are unknown: any one is as good as another.</source>
        <translation>Nedvända kort är okända: vilket som helst är lika bra.</translation>
    </message>
    <message numerus="yes">
        <source>its %n card(s) give you more to answer the next piles with</source>
        <translation>
            <numerusform>dess %n kort ger dig mer att svara de nästa högarna med</numerusform>
            <numerusform>dess %n kort ger dig mer att svara de nästa högarna med</numerusform>
        </translation>
    </message>
    <message>
        <source>The 10 burns the pile, so you play again on an empty pile.</source>
        <translation>Tian bränner högen, så du spelar igen på en tom hög.</translation>
    </message>
    <message>
        <source>%1 holds nothing that goes on it, so they must pick up the pile.</source>
        <translation>%1 har inget som går på det, så hen måste ta upp högen.</translation>
    </message>
    <message>
        <source>Your face-up cards are already stronger than your hand, so no swap helps.</source>
        <translation>Dina uppvända kort är redan starkare än din hand, så inget byte hjälper.</translation>
    </message>
    <message>
        <source>Nothing you hold goes on the pile, so you must pick it up.</source>
        <translation>Inget du har går på högen, så du måste ta upp den.</translation>
    </message>
    <message numerus="yes">
        <source>It gets rid of %n card(s) at once, and the next player must answer your %1 or pick up the pile.</source>
        <translation>
            <numerusform>Det gör dig av med %n kort på en gång, och nästa spelare måste svara på din %1 eller ta upp högen.</numerusform>
            <numerusform>Det gör dig av med %n kort på en gång, och nästa spelare måste svara på dina %1 eller ta upp högen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It leaves your %1 on top: the next player must answer it or pick up the pile.</source>
        <translation>Din %1 ligger överst: nästa spelare måste svara på den eller ta upp högen.</translation>
    </message>
    <message numerus="yes">
        <source>Your 9s skip %n player(s): the turn jumps past them.</source>
        <translation>
            <numerusform>Dina nior hoppar över %n spelare: turen hoppar förbi hen.</numerusform>
            <numerusform>Dina nior hoppar över %n spelare: turen hoppar förbi dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your %1 waits face up for the end, and the %2 comes into your hand for the first piles.</source>
        <translation>Din %1 väntar uppvänd på slutet, och %2 går till handen för de första högarna.</translation>
    </message>
    <message>
        <source>Play starts now: your face-up cards wait for the end of the game as they lie.</source>
        <translation>Spelet börjar nu: dina uppvända kort väntar på slutet som de ligger.</translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile&apos;s %n card(s) gives you more to answer the next piles with.</source>
        <translation>
            <numerusform>Att ta högens %n kort ger dig mer att svara de nästa högarna med.</numerusform>
            <numerusform>Att ta högens %n kort ger dig mer att svara de nästa högarna med.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadRules</name>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Get rid of all your cards. The last player still holding cards loses and is the Shithead. Aces are high, 2s are low, suits never matter. 2 to 5 players with one deck.</source>
        <translation>Bli av med alla dina kort. Den sista spelaren som fortfarande har kort förlorar och är Shithead. Ess är högst, tvåor lägst, färgerna spelar aldrig någon roll. 2 till 5 spelare med en kortlek.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Utdelningen</translation>
    </message>
    <message>
        <source>Everyone gets three cards face down in a row, three cards face up on top of them, and three cards in hand. The rest of the deck is the stock.</source>
        <translation>Alla får tre kort med baksidan upp i en rad, tre kort med framsidan upp ovanpå dem och tre kort på handen. Resten av leken är talongen.</translation>
    </message>
    <message>
        <source>Swapping</source>
        <translation>Byta kort</translation>
    </message>
    <message>
        <source>Before play, everyone may swap cards between their hand and their own face-up cards, as often as they like, all at the same time. Strong cards face up (aces, kings, 2s, 10s) help later. Press Ready when you are done; play starts when everyone is ready.</source>
        <translation>Före spelet får alla byta kort mellan handen och sina egna öppna kort, så ofta de vill, alla samtidigt. Starka öppna kort (ess, kungar, tvåor, tior) hjälper senare. Tryck på Klar när du är färdig; spelet börjar när alla är klara.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Vem börjar</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: look for a 3 among the face-up cards, going round from the first seat; if nobody shows one, look for a 3 in the hands. If there is no 3 at all, do the same with 4, then 5, and so on up to the ace, and the 2 last. That player starts and may lead any card — it need not be the 3.</source>
        <translation>Felts beslut: leta efter en trea bland de öppna korten, varvet runt från första platsen; om ingen visar någon, leta efter en trea på händerna. Finns det ingen trea alls, gör samma sak med fyror, sedan femmor och så vidare upp till ess, och tvåor sist. Den spelaren börjar och får spela ut vilket kort som helst — det behöver inte vara trean.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Play one card, or several cards of the same rank, onto the pile: equal to or higher than the card on top. Or pick up the whole pile instead — you may do that whenever there is a pile, even if you could play. Then it is the next player&apos;s turn.</source>
        <translation>Spela ett kort, eller flera kort av samma valör, på högen: lika högt som det översta kortet eller högre. Eller ta upp hela högen i stället — det får du göra så fort det finns en hög, även om du kunde spela. Sedan är det nästa spelares tur.</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Specialkort</translation>
    </message>
    <message>
        <source>A 2 goes on anything, and anything goes on a 2. A 10 goes on anything, even on an empty pile, and burns the pile: it leaves the game. Four cards of the same rank on top of the pile burn it too, whether played at once or by several players in a row. After a burn the same player plays again on the empty pile.</source>
        <translation>En tvåa går på allt, och allt går på en tvåa. En tia går på allt, även på en tom hög, och bränner högen: den lämnar spelet. Fyra kort av samma valör överst i högen bränner den också, vare sig de spelas på en gång eller av flera spelare i rad. Efter en bränning spelar samma spelare igen på den tomma högen.</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Dra kort</translation>
    </message>
    <message>
        <source>After playing, draw from the stock until you have three cards in hand again, while the stock lasts.</source>
        <translation>Efter att du har spelat drar du från talongen tills du har tre kort på handen igen, så länge talongen räcker.</translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation>Korten på bordet</translation>
    </message>
    <message>
        <source>Once your hand is empty and the stock is gone, play from your face-up cards. When those are gone, turn over one of your face-down cards: if it can be played it is, as usual; if not, you pick up the pile together with that card. Whenever you have picked up, you play from your hand again until it is empty before the table cards come back.</source>
        <translation>När din hand är tom och talongen slut spelar du från dina öppna kort. När de är slut vänder du upp ett av dina dolda kort: kan det spelas spelas det som vanligt; annars tar du upp högen tillsammans med det kortet. Varje gång du har tagit upp spelar du från handen igen tills den är tom, innan korten på bordet kommer tillbaka.</translation>
    </message>
    <message>
        <source>Going out and the end</source>
        <translation>Att gå ut och slutet</translation>
    </message>
    <message>
        <source>When you have no cards left anywhere you are out, and your place is noted. If a burn empties your last cards, you are out and the next player leads. The game ends when only one player still holds cards: the Shithead.</source>
        <translation>När du inte har några kort kvar någonstans är du ute, och din placering noteras. Om en bränning tömmer dina sista kort är du ute och nästa spelare spelar ut. Spelet slutar när bara en spelare fortfarande har kort: den spelaren är Shithead.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Felts övriga beslut</translation>
    </message>
    <message>
        <source>Several see-through cards (jokers, or 8s with that rule) played together are see-through as a whole, and a pile made only of them counts as empty. Each joker in a set turns the direction once. A set of 9s that burns skips nobody. Cards everyone saw go into a hand (a picked-up pile, a card swapped from the table) are shown face up in that hand. If 300 moves in a row pass in which nothing is burned, drawn or played from the table and nobody goes out, the game cannot get anywhere: it ends, and whoever holds the most cards loses.</source>
        <translation>Flera genomskinliga kort (jokrar, eller åttor med den regeln) som spelas tillsammans är genomskinliga som helhet, och en hög som bara består av sådana räknas som tom. Varje joker i en uppsättning vänder riktningen en gång. En uppsättning nior som bränner högen hoppar inte över någon. Kort som alla såg hamna på en hand (en upptagen hög, ett kort bytt från bordet) visas öppna på den handen. Om 300 drag i rad går utan att något bränns, dras eller spelas från bordet och utan att någon går ut, kommer spelet ingenstans: det slutar, och den som har flest kort förlorar.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokrar</translation>
    </message>
    <message>
        <source>Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.</source>
        <translation>Två jokrar läggs till i leken (då får 6 spelare plats). En joker går på allt, vänder spelriktningen och är genomskinlig: nästa spelare måste slå kortet under den.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Två kortlekar</translation>
    </message>
    <message>
        <source>104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.</source>
        <translation>104 kort för upp till 8 spelare; fem av samma valör kan nu spelas på en gång, och de bränner precis som fyra.</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Genomskinliga åttor</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>En åtta går på allt och är genomskinlig: nästa spelare måste slå kortet under den.</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sju eller lägre</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.</source>
        <translation>Efter en sjua måste nästa drag vara en sjua eller lägre; en tvåa eller tia är fortfarande tillåten.</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Begränsade tior</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>En tia får inte spelas på knekt, dam, kung eller ess.</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Nian hoppar över</translation>
    </message>
    <message>
        <source>A 9 makes the next player miss a turn; each 9 of a set skips one more.</source>
        <translation>En nia gör att nästa spelare får stå över; varje nia i en uppsättning hoppar över en spelare till.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>välj ett av dina kort</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>select the chosen card, or let it go (a set is one rank)</source>
        <translation>markera det valda kortet, eller släpp det (en uppsättning har en valör)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>play the selected cards; while swapping, swap the selected pair</source>
        <translation>spela de markerade korten; under bytet, byt det markerade paret</translation>
    </message>
    <message>
        <source>pick up the pile</source>
        <translation>ta upp högen</translation>
    </message>
    <message>
        <source>ready: done swapping</source>
        <translation>klar: färdig med bytena</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>let go of every selected card</source>
        <translation>släpp alla markerade kort</translation>
    </message>
</context>
<context>
    <name>ShitheadTable</name>
    <message>
        <source>Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.</source>
        <translation>Byt kort mellan din hand och dina öppna kort om du vill — dra det ena till det andra — och tryck sedan på Klar.</translation>
    </message>
    <message>
        <source>Your turn: turn over one of your face-down cards.</source>
        <translation>Din tur: vänd upp ett av dina dolda kort.</translation>
    </message>
    <message>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>Din tur: inget du har kan spelas — ta upp högen.</translation>
    </message>
    <message>
        <source>Your turn: lead any card or set of one rank.</source>
        <translation>Din tur: spela ut valfritt kort eller flera av samma valör.</translation>
    </message>
    <message>
        <source>Your turn: play a card or a set of one rank onto the pile — or pick up the pile.</source>
        <translation>Din tur: lägg ett kort eller flera av samma valör på högen — eller ta upp högen.</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Byt</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Next: 7 or lower (or a 2 or 10)</source>
        <translation>Nästa: 7 eller lägre (eller 2 eller 10)</translation>
    </message>
    <message>
        <source>Anything goes</source>
        <translation>Vad som helst går</translation>
    </message>
    <message>
        <source>On a 2: anything goes</source>
        <translation>På en tvåa: vad som helst går</translation>
    </message>
    <message>
        <source>To beat: %1</source>
        <translation>Att slå: %1</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ medurs</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ moturs</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talong</translation>
    </message>
    <message>
        <source>Burned</source>
        <translation>Brända</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: inga</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>på din hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>på handen hos %1</translation>
    </message>
    <message>
        <source>face up in front of you</source>
        <translation>öppet framför dig</translation>
    </message>
    <message>
        <source>face up in front of %1</source>
        <translation>öppet framför %1</translation>
    </message>
    <message>
        <source>your face-down card %1</source>
        <translation>ditt dolda kort %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down card %2</source>
        <translation>dolt kort %2 hos %1</translation>
    </message>
    <message>
        <source>on top of the pile</source>
        <translation>överst i högen</translation>
    </message>
    <message>
        <source>in the pile</source>
        <translation>i högen</translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>talongen, %n kort</numerusform>
            <numerusform>talongen, %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>burned, %n card(s)</source>
        <translation>
            <numerusform>bränt, %n kort</numerusform>
            <numerusform>brända, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Burned!</source>
        <translation>Bränd!</translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation>Vändning!</translation>
    </message>
    <message>
        <source>Skip!</source>
        <translation>Står över!</translation>
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
        <translation>Kalla Shithead ”Palace”</translation>
    </message>
    <message>
        <source>Shed your cards — hand, then the cards face up, then the ones face down, blind. Whoever is left holding cards loses.</source>
        <translation>Bli av med dina kort — först handen, sedan de öppna korten, sist de dolda, blint. Den som blir sittande med kort förlorar.</translation>
    </message>
    <message>
        <source>this seat has already said it is ready</source>
        <translation>den här platsen har redan sagt att den är klar</translation>
    </message>
    <message>
        <source>cards played together must all have the same rank</source>
        <translation>kort som spelas tillsammans måste ha samma valör</translation>
    </message>
    <message>
        <source>cards from the hand and from the upcards cannot be played together</source>
        <translation>kort från handen och öppna kort kan inte spelas tillsammans</translation>
    </message>
    <message>
        <source>play from the hand first, then the upcards, then the downcards</source>
        <translation>spela från handen först, sedan de öppna korten, sist de dolda</translation>
    </message>
    <message>
        <source>that card does not beat the top of the pile</source>
        <translation>det kortet slår inte det översta kortet i högen</translation>
    </message>
    <message>
        <source>after a 7 the next play must be a 7 or lower</source>
        <translation>efter en sjua måste nästa drag vara en sjua eller lägre</translation>
    </message>
    <message>
        <source>a 10 may not be played on a jack, queen, king or ace</source>
        <translation>en tia får inte spelas på knekt, dam, kung eller ess</translation>
    </message>
    <message>
        <source>there is no pile to pick up</source>
        <translation>det finns ingen hög att ta upp</translation>
    </message>
    <message>
        <source>only downcards are left: turn one over</source>
        <translation>bara dolda kort är kvar: vänd upp ett</translation>
    </message>
    <message>
        <source>downcards may be turned over only when the hand and the upcards are empty</source>
        <translation>dolda kort får bara vändas upp när handen och de öppna korten är slut</translation>
    </message>
    <message>
        <source>after picking up, the hand must be played before the cards on the table</source>
        <translation>efter att ha tagit upp måste handen spelas före korten på bordet</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokrar</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Kortlekar</translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation>Genomskinliga åttor</translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation>Sju eller lägre</translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation>Begränsade tior</translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation>Nian hoppar över</translation>
    </message>
    <message>
        <source>Two jokers join the deck (up to 6 players). A joker goes on anything, reverses the direction of play and lets the card below it show through.</source>
        <translation>Två jokrar läggs till i leken (upp till 6 spelare). En joker går på allt, vänder spelriktningen och låter kortet under den synas igenom.</translation>
    </message>
    <message>
        <source>Play with 104 cards, for up to 8 players.</source>
        <translation>Spela med 104 kort, för upp till 8 spelare.</translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation>En åtta går på allt och är genomskinlig: nästa spelare måste slå kortet under den.</translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower (a 2 or a 10 still goes).</source>
        <translation>Efter en sjua måste nästa drag vara en sjua eller lägre (en tvåa eller tia går ändå).</translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation>En tia får inte spelas på knekt, dam, kung eller ess.</translation>
    </message>
    <message>
        <source>Each 9 played makes the next player miss a turn.</source>
        <translation>Varje spelad nia gör att nästa spelare får stå över.</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Två kortlekar</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>En kortlek</translation>
    </message>
    <message>
        <source>Easy: always plays its lowest card that fits, even a 2 or a 10, and swaps at most one card before play.</source>
        <translation>Lätt: spelar alltid sitt lägsta kort som passar, även en 2:a eller en 10:a, och byter högst ett kort före spelet.</translation>
    </message>
    <message>
        <source>Normal: saves 2s and 10s for when nothing else goes and plays what the next player is least likely to beat.</source>
        <translation>Normal: sparar 2:or och 10:or tills inget annat går och spelar det som nästa spelare minst troligt kan slå.</translation>
    </message>
    <message>
        <source>Hard: plays each choice out to the end many times against guesses at the hidden cards and picks the best.</source>
        <translation>Svår: spelar igenom varje val till slutet många gånger mot gissningar om de dolda korten och väljer det bästa.</translation>
    </message>
    <message>
        <source>Play with 52 cards, for up to 5 players (6 with jokers).</source>
        <translation>Spela med 52 kort, för upp till 5 spelare (6 med jokrar).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>place %1 of %2</source>
        <translation>plats %1 av %2</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vann</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>förlorade</translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 poäng</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>There are no statistics to export.</source>
        <translation>Det finns ingen statistik att exportera.</translation>
    </message>
    <message>
        <source>The file could not be written: %1.</source>
        <translation>Filen kunde inte skrivas: %1.</translation>
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
        <translation>lätt</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svår</translation>
    </message>
    <message>
        <source>random</source>
        <translation>slumpmässig</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Tillbaka</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera…</translation>
    </message>
    <message>
        <source>Save this game&apos;s statistics as a CSV file</source>
        <translation>Spara det här spelets statistik som en CSV-fil</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Nollställ…</translation>
    </message>
    <message>
        <source>Forget every game of this game</source>
        <translation>Glöm alla partier av det här spelet</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistik för %1</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Whose statistics</source>
        <translation>Vems statistik</translation>
    </message>
    <message>
        <source>Statistics are not kept on this system.</source>
        <translation>Statistik förs inte på det här systemet.</translation>
    </message>
    <message>
        <source>No finished game of %1 yet. Every game played to its end is counted here.</source>
        <translation>Inget avslutat parti %1 än. Varje parti som spelas till slut räknas här.</translation>
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
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Svit</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>bästa %1</translation>
    </message>
    <message>
        <source>Mean place</source>
        <translation>Snittplacering</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Snittpoäng</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Mot datorn</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n parti</numerusform>
            <numerusform>%n partier</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 vunna</translation>
    </message>
    <message>
        <source>mean place %1</source>
        <translation>snittplacering %1</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Över tid</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Tidigare partier</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3</source>
        <translation>%1 · giv %2 · %3</translation>
    </message>
    <message>
        <source>%1 — with undo or hints</source>
        <translation>%1 — med ångra eller tips</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Titta</translation>
    </message>
    <message>
        <source>Watch the game of %1 move by move</source>
        <translation>Se partiet från %1 drag för drag</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <source>Play deal %1 again</source>
        <translation>Spela giv %1 igen</translation>
    </message>
    <message>
        <source>Leave the running game?</source>
        <translation>Lämna det pågående spelet?</translation>
    </message>
    <message>
        <source>Your game of %1 is kept: the home page offers to resume it.</source>
        <translation>Ditt parti %1 sparas: startsidan erbjuder dig att fortsätta det.</translation>
    </message>
    <message>
        <source>Forget every game of %1?</source>
        <translation>Glömma alla partier av %1?</translation>
    </message>
    <message>
        <source>The statistics of this game start again from nothing. This cannot be undone.</source>
        <translation>Statistiken för det här spelet börjar om från noll. Det går inte att ångra.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Sparat.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them with undo or hints</source>
        <translation>
            <numerusform>varav %n med ångra eller tips</numerusform>
            <numerusform>varav %n med ångra eller tips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won (%2 with undo or hints)</source>
        <translation>%1 vunna (%2 med ångra eller tips)</translation>
    </message>
    <message>
        <source>Against %1 players: %2 games, %3, mean place %4</source>
        <translation>Mot datorspelare på nivå %1: %2 partier, %3, snittplacering %4</translation>
    </message>
    <message>
        <source>Statistics of games with %1</source>
        <translation>Statistik för spel med %1</translation>
    </message>
    <message>
        <source>%1 · deal %2 · %3 · over the network</source>
        <translation>%1 · giv %2 · %3 · över nätverket</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at a learning table are not counted here.</source>
        <translation>
            <numerusform>%n parti vid ett lärbord räknas inte här.</numerusform>
            <numerusform>%n partier vid ett lärbord räknas inte här.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics are off: this system lacks Qt&apos;s SQLite driver.</source>
        <translation>Statistiken är avstängd: det här systemet saknar Qts SQLite-drivrutin.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>kunde inte läsas</translation>
    </message>
    <message>
        <source>were written by a newer version of Felt</source>
        <translation>skrevs av en nyare version av Felt</translation>
    </message>
    <message>
        <source>The statistics %1 and could not be put aside (%2); statistics are off for now.</source>
        <translation>Statistiken %1 och kunde inte läggas undan (%2); statistiken är avstängd tills vidare.</translation>
    </message>
    <message>
        <source>The statistics %1, so they were put aside as %2; new statistics start now.</source>
        <translation>Statistiken %1, så den lades undan som %2; ny statistik börjar nu.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened (%1); statistics are off for now.</source>
        <translation>Statistiken kan inte öppnas (%1); statistiken är avstängd tills vidare.</translation>
    </message>
    <message>
        <source>The statistics cannot be prepared (%1); statistics are off for now.</source>
        <translation>Statistiken kan inte förberedas (%1); statistiken är avstängd tills vidare.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation>filen är inte giltig JSON (%1 vid byte %2)</translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation>filen innehåller inget sparat spel</translation>
    </message>
    <message>
        <source>the file is not a saved game of this version of Felt</source>
        <translation>filen är inte ett sparat spel från den här versionen av Felt</translation>
    </message>
    <message>
        <source>the saved game has no seats</source>
        <translation>det sparade spelet har inga platser</translation>
    </message>
    <message>
        <source>a seat of the saved game is not valid</source>
        <translation>en plats i det sparade spelet är ogiltig</translation>
    </message>
    <message>
        <source>the saved game has no record</source>
        <translation>det sparade spelet har inget protokoll</translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation>det sparade spelet har %1 platser för %2 spelare</translation>
    </message>
    <message>
        <source>the old saved game could not be removed</source>
        <translation>det gamla sparade spelet kunde inte tas bort</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>filen kan inte läsas (%1)</translation>
    </message>
    <message>
        <source>it is a folder, a pipe or a device, not a file</source>
        <translation>det är en mapp, en pipe eller en enhet, inte en fil</translation>
    </message>
    <message>
        <source>the file is too large for a saved game</source>
        <translation>filen är för stor för ett sparat spel</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen är tom</translation>
    </message>
</context>
<context>
    <name>TableAdapter</name>
    <message>
        <source>a hidden card</source>
        <translation>ett dolt kort</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>Kn</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>ett kort med baksidan upp</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>klöver %1</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>ruter %1</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>hjärter %1</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>spader %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>plats %1</translation>
    </message>
</context>
<context>
    <name>TableBar</name>
    <message>
        <source>Game bar</source>
        <translation>Spelfält</translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation>‹ Spel</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Tillbaka till spelen</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Giv nr %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tänker…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Föreslå ett drag</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Stäng granskningen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till spelet</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Repris</translation>
    </message>
    <message>
        <source>Back to the game as it stands</source>
        <translation>Tillbaka till spelet som det ser ut nu</translation>
    </message>
    <message>
        <source>Look at the last round again, move by move</source>
        <translation>Se sista rundan igen, drag för drag</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Ta tillbaka ditt senaste drag</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
    <message>
        <source>Make the move taken back again</source>
        <translation>Gör det tillbakatagna draget igen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>How this game is played</source>
        <translation>Hur det här spelet spelas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>Every key of this table</source>
        <translation>Alla tangenter vid det här bordet</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Dölj logg</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Visa logg</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Visa eller dölj spelloggen</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
    <message>
        <source>New game, the same deal again, settings</source>
        <translation>Nytt spel, samma giv igen, inställningar</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Spela den här given igen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>With several people at the table the deal can be played again once the game is over.</source>
        <translation>Med flera personer vid bordet kan givet spelas igen när partiet är slut.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Lär dig spela %1</translation>
    </message>
    <message>
        <source>Learn to play %1…</source>
        <translation>Lär dig spela %1…</translation>
    </message>
    <message>
        <source>A lesson deals its own cards: its deal is not played again.</source>
        <translation>En lektion delar ut sina egna kort: dess giv spelas inte igen.</translation>
    </message>
    <message>
        <source>At a network table the deal can be played again once the game is over.</source>
        <translation>Vid ett nätverksbord kan givet spelas igen när partiet är slut.</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <source>That cannot be done now.</source>
        <translation>Det går inte just nu.</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>hos dig</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>hos %1</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>på bordet</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
</context>
<context>
    <name>TableOpener</name>
    <message>
        <source>There is no table for this game yet.</source>
        <translation>Det finns inget bord för det här spelet än.</translation>
    </message>
    <message>
        <source>The game was resumed.</source>
        <translation>Spelet återupptogs.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Waiting for %1.</source>
        <translation>Väntar på %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tänker…</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 har turen.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tips: %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1 – bord</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Tips: %1. %2</translation>
    </message>
    <message>
        <source>The lesson is done: play a first game, or leave the lesson.</source>
        <translation>Lektionen är klar: spela ett första parti eller lämna lektionen.</translation>
    </message>
    <message>
        <source>Read the coach&apos;s words above, then press Next (Space).</source>
        <translation>Läs vad tränaren säger ovan och tryck sedan på Nästa (mellanslag).</translation>
    </message>
    <message>
        <source>Something may be called now: look over the table.</source>
        <translation>Nu kan något ropas ut: se över bordet.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>the action is allowed</source>
        <translation>draget är tillåtet</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spelet är slut</translation>
    </message>
    <message>
        <source>it is not this seat&apos;s turn</source>
        <translation>det är inte den här platsens tur</translation>
    </message>
    <message>
        <source>this is not an action of this game</source>
        <translation>det här är inte ett drag i det här spelet</translation>
    </message>
    <message>
        <source>the action is not written correctly</source>
        <translation>draget är inte korrekt skrivet</translation>
    </message>
    <message>
        <source>that card is not where the action takes it from</source>
        <translation>det kortet ligger inte där draget tar det ifrån</translation>
    </message>
    <message>
        <source>that action is not possible at this stage of the game</source>
        <translation>det draget är inte möjligt i det här skedet av spelet</translation>
    </message>
    <message>
        <source>the action is not allowed</source>
        <translation>draget är inte tillåtet</translation>
    </message>
    <message>
        <source>the action is not allowed (%1)</source>
        <translation>draget är inte tillåtet (%1)</translation>
    </message>
    <message>
        <source>the setup is valid</source>
        <translation>uppställningen är giltig</translation>
    </message>
    <message>
        <source>unknown game %1</source>
        <translation>okänt spel %1</translation>
    </message>
    <message>
        <source>the game %1 is not available in this version</source>
        <translation>spelet %1 finns inte i den här versionen</translation>
    </message>
    <message>
        <source>too many players for these options: %1 (at most %2)</source>
        <translation>för många spelare för de här alternativen: %1 (högst %2)</translation>
    </message>
    <message>
        <source>%1 players is not a valid number of players for this game</source>
        <translation>%1 spelare är inte ett giltigt antal spelare för det här spelet</translation>
    </message>
    <message>
        <source>the number of players is not valid for this game</source>
        <translation>antalet spelare är inte giltigt för det här spelet</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>okänt alternativ %1</translation>
    </message>
    <message>
        <source>option %1 has a value that is not allowed</source>
        <translation>alternativet %1 har ett värde som inte är tillåtet</translation>
    </message>
    <message>
        <source>the deal does not have the shape this game expects (at %1)</source>
        <translation>given har inte den form som det här spelet väntar sig (vid %1)</translation>
    </message>
    <message>
        <source>%1 has %2 entries where %3 are needed</source>
        <translation>%1 har %2 poster där %3 behövs</translation>
    </message>
    <message>
        <source>%1 has the wrong number of entries</source>
        <translation>%1 har fel antal poster</translation>
    </message>
    <message>
        <source>the deal names %1, which is not a card</source>
        <translation>given anger %1, som inte är ett kort</translation>
    </message>
    <message>
        <source>the deal holds %1 more often than the deck does</source>
        <translation>given innehåller %1 fler gånger än leken gör</translation>
    </message>
    <message>
        <source>the deal holds %1, which is not in the deck with these options</source>
        <translation>given innehåller %1, som inte finns i leken med de här alternativen</translation>
    </message>
    <message>
        <source>the setup is not valid (%1)</source>
        <translation>uppställningen är inte giltig (%1)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>Kn</translation>
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
        <translation>E</translation>
    </message>
</context>
<context>
    <name>WhoCalls</name>
    <message>
        <source>Who calls?</source>
        <translation>Vem ropar?</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>WrongSuitAdapter</name>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 poäng</numerusform>
            <numerusform>%1 poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stack</source>
        <translation>
            <numerusform>%n kort i högen</numerusform>
            <numerusform>%n kort i högen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n i högen</numerusform>
            <numerusform>%n i högen</numerusform>
        </translation>
    </message>
    <message>
        <source>has given</source>
        <translation>har gett</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>inga kort kvar</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has given a card.</source>
        <translation>%1 har gett ett kort.</translation>
    </message>
    <message>
        <source>%1 chose to keep %2, naming %3; it lands when everyone has given.</source>
        <translation>%1 valde att behålla %2 och nämnde %3; kortet landar när alla har gett.</translation>
    </message>
    <message>
        <source>%1 chose to keep %2; it lands when everyone has given.</source>
        <translation>%1 valde att behålla %2; kortet landar när alla har gett.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3, naming %4; it lands when everyone has given.</source>
        <translation>%1 valde %2 åt %3 och nämnde %4; kortet landar när alla har gett.</translation>
    </message>
    <message>
        <source>%1 chose %2 for %3; it lands when everyone has given.</source>
        <translation>%1 valde %2 åt %3; kortet landar när alla har gett.</translation>
    </message>
    <message>
        <source>%1 kept a card.</source>
        <translation>%1 behöll ett kort.</translation>
    </message>
    <message>
        <source>%1 kept %2, face up.</source>
        <translation>%1 behöll %2, öppet.</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>%1 behöll %2.</translation>
    </message>
    <message>
        <source>%1 gave %2 a card.</source>
        <translation>%1 gav %2 ett kort.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3, face up.</source>
        <translation>%1 gav %2 till %3, öppet.</translation>
    </message>
    <message>
        <source>%1 gave %2 to %3.</source>
        <translation>%1 gav %2 till %3.</translation>
    </message>
    <message>
        <source>%1 shows %2: no more %3 may reach them.</source>
        <translation>%1 visar %2: inga fler %3 får gå till %1.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %1 moved %4 from hand to stack.</source>
        <translation>%1 nämnde %3 med %2: %1 flyttade %4 från handen till högen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3: %4 gave %1 %5.</source>
        <translation>%1 nämnde %3 med %2: %4 gav %1 %5.</translation>
    </message>
    <message>
        <source>%1 moved a card from hand to stack: %1 had kept a queen.</source>
        <translation>%1 flyttade ett kort från handen till högen: %1 hade behållit en dam.</translation>
    </message>
    <message>
        <source>%1 moved %2 from hand to stack, face up: %1 had kept a queen.</source>
        <translation>%1 flyttade %2 från handen till högen, öppet: %1 hade behållit en dam.</translation>
    </message>
    <message>
        <source>A card went from %1&apos;s hand to %2&apos;s stack: %2 had given %1 a queen.</source>
        <translation>Ett kort gick från handen hos %1 till högen hos %2: %2 hade gett %1 en dam.</translation>
    </message>
    <message>
        <source>%3 went from %1&apos;s hand to %2&apos;s stack, face up: %2 had given %1 a queen.</source>
        <translation>%3 gick från handen hos %1 till högen hos %2, öppet: %2 hade gett %1 en dam.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 shows the king of %3: nothing moves.</source>
        <translation>%1 nämnde %3 med %2, men %1 visar %3 kung: inget flyttas.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %1 holds no %3: nothing moves.</source>
        <translation>%1 nämnde %3 med %2, men %1 har inga %3: inget flyttas.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 named %3, but %4 holds no %3: nothing moves.</source>
        <translation>%1 nämnde %3 med %2, men %4 har inga %3: inget flyttas.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runda %1 är över.</translation>
    </message>
    <message>
        <source>The ace turned over is %1: %2 are the Wrong Suit.</source>
        <translation>Esset som vändes upp är %1: %2 är fel färg.</translation>
    </message>
    <message>
        <source>%1 scores %2 (place %3).</source>
        <translation>%1 får %2 (plats %3).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 wins with %3 point(s).</source>
        <translation>
            <numerusform>Fel färg är %1: %2 vinner med %3 poäng.</numerusform>
            <numerusform>Fel färg är %1: %2 vinner med %3 poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 share the win with %3 point(s).</source>
        <translation>
            <numerusform>Fel färg är %1: %2 delar på segern med %3 poäng.</numerusform>
            <numerusform>Fel färg är %1: %2 delar på segern med %3 poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>put %1 on your own stack</source>
        <translation>lägg %1 i din egen hög</translation>
    </message>
    <message>
        <source>put %1 on your own stack, naming %2</source>
        <translation>lägg %1 i din egen hög och nämn %2</translation>
    </message>
    <message>
        <source>give %1 to %2</source>
        <translation>ge %1 till %2</translation>
    </message>
    <message>
        <source>give %1 to %2, naming %3</source>
        <translation>ge %1 till %2 och nämn %3</translation>
    </message>
    <message>
        <source>It is your fourth %1: four of a kind score minus.</source>
        <translation>Det är din fjärde %1: fyrtal ger minus.</translation>
    </message>
    <message>
        <source>Face up in your stack, the King keeps the %1 away from you.</source>
        <translation>Uppvänd i din hög håller kungen %1 borta från dig.</translation>
    </message>
    <message>
        <source>Your %1 reach 40 points: minus 30 for you.</source>
        <translation>Dina %1 når 40 poäng: minus 30 för dig.</translation>
    </message>
    <message>
        <source>Your King shuts the %1: the Queen brings you nothing.</source>
        <translation>Din kung stänger %1: damen ger dig inget.</translation>
    </message>
    <message>
        <source>Your most costly card goes to %1, not into your own stack.</source>
        <translation>Ditt dyraste kort går till %1, inte till din egen hög.</translation>
    </message>
    <message>
        <source>Your lowest card costs you least, so it goes into your own stack.</source>
        <translation>Ditt lägsta kort kostar dig minst, så det går till din egen hög.</translation>
    </message>
    <message>
        <source>In your own stack the %1 counts against you only if the %2 turn out to be the Wrong Suit.</source>
        <translation>I din egen hög räknas %1 emot dig bara om %2 visar sig vara Wrong Suit.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out red, it scores −10 for you.</source>
        <translation>Knekten stannar hos dig: blir Wrong Suit röd ger den dig −10.</translation>
    </message>
    <message>
        <source>The Jack stays with you: if the Wrong Suit turns out black, it scores −10 for you.</source>
        <translation>Knekten stannar hos dig: blir Wrong Suit svart ger den dig −10.</translation>
    </message>
    <message>
        <source>The card goes to %1&apos;s stack: whatever it scores, it scores there, not in yours.</source>
        <translation>Kortet går till högen hos %1: vad det än ger, ger det där, inte hos dig.</translation>
    </message>
</context>
<context>
    <name>WrongSuitRoundBadge</name>
    <message>
        <source>The Wrong Suit: %1</source>
        <translation>Fel färg: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 av %2</translation>
    </message>
    <message>
        <source>the first ace was turned over</source>
        <translation>det första esset har vänts upp</translation>
    </message>
    <message>
        <source>one ace names the Wrong Suit at the end</source>
        <translation>ett ess avgör fel färg i slutet</translation>
    </message>
</context>
<context>
    <name>WrongSuitRules</name>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Collect as few points as you can. Everyone gives cards away, face down, all at the same time, round after round. Only at the end is one of four hidden aces turned over: its suit is the Wrong Suit, and it decides what counts against you. Lowest score wins. Exactly 4 players.</source>
        <translation>Samla så få poäng som möjligt. Alla ger bort kort, med baksidan upp, samtidigt, runda efter runda. Först i slutet vänds ett av fyra dolda ess upp: dess färg är fel färg (Wrong Suit), och den avgör vad som räknas mot dig. Lägst poäng vinner. Exakt 4 spelare.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Korten</translation>
    </message>
    <message>
        <source>One deck without its aces: 2 to king, 12 cards each. The four aces are shuffled and lie face down in the middle. Card values: 2 to 10 as printed, jack 10, queen 10, king 20.</source>
        <translation>En kortlek utan ess: 2 till kung, 12 kort var. De fyra essen blandas och ligger med baksidan upp i mitten. Kortvärden: 2 till 10 efter valör, knekt 10, dam 10, kung 20.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>En runda</translation>
    </message>
    <message>
        <source>Everyone who still holds cards gives exactly one card, face down, to any player — themself included. All choose at the same time, and a gift is final. Given cards go to the receiver&apos;s stack, which is never given from. Only the giver and the receiver know a given card (the giver alone, for a card given to oneself).</source>
        <translation>Alla som fortfarande har kort ger exakt ett kort, med baksidan upp, till valfri spelare — sig själva inräknade. Alla väljer samtidigt, och en gåva kan inte ångras. Givna kort hamnar i mottagarens hög, som man aldrig ger ur. Bara givaren och mottagaren vet vilket kort som gavs (bara givaren, för ett kort till sig själv).</translation>
    </message>
    <message>
        <source>What everyone sees</source>
        <translation>Det alla ser</translation>
    </message>
    <message>
        <source>Felt&apos;s decision: before a round is over, only that a player has given is known — not the card, the receiver or a queen&apos;s suit. Once everyone has given, the gifts land together: who gave to whom is then seen by everyone, and so is the size of every stack.</source>
        <translation>Felts beslut: innan en runda är över vet man bara att en spelare har gett — inte kortet, mottagaren eller en dams färg. När alla har gett landar gåvorna samtidigt: vem som gav till vem ser då alla, och likaså storleken på varje hög.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Kungar</translation>
    </message>
    <message>
        <source>A king lands face up, wherever it comes from. From then on no card of its suit may reach that player: no gift from the next round on, and no card a queen would move. Felt&apos;s decision: cards given in the same round as the king still land.</source>
        <translation>En kung landar öppen, var den än kommer ifrån. Därefter får inget kort i dess färg nå den spelaren: ingen gåva från nästa runda och framåt, och inget kort som en dam skulle flytta. Felts beslut: kort som ges i samma runda som kungen landar ändå.</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damer</translation>
    </message>
    <message>
        <source>Giving a queen, you name a suit. After the gifts have landed, the queens take effect one after another, in seat order: the receiver must give the queen&apos;s giver their lowest card of that suit from their hand, into the giver&apos;s stack — unless the giver shows the king of that suit, or the receiver holds no such card. Felt&apos;s decisions: &quot;lowest&quot; is by rank (2 lowest, then 3 … 10, jack, queen, king); a queen given to oneself moves one&apos;s own lowest card of the suit from hand to stack; giver and receiver see the moved card, everyone else only that a card went from the receiver&apos;s hand to the giver&apos;s stack. A moved card sets off nothing of its own, but a moved king lands face up and shuts its suit at once.</source>
        <translation>Ger du en dam nämner du en färg. När gåvorna har landat verkar damerna en efter en, i platsordning: mottagaren måste ge damens givare sitt lägsta kort i den färgen från handen, till givarens hög — utom om givaren visar kungen i den färgen, eller om mottagaren inte har något sådant kort. Felts beslut: ”lägsta” avgörs av valören (2 lägst, sedan 3 … 10, knekt, dam, kung); en dam till sig själv flyttar ens eget lägsta kort i färgen från handen till högen; givare och mottagare ser det flyttade kortet, alla andra bara att ett kort gick från mottagarens hand till givarens hög. Ett flyttat kort utlöser inget av sig självt, men en flyttad kung landar öppen och spärrar sin färg direkt.</translation>
    </message>
    <message>
        <source>The end and the Wrong Suit</source>
        <translation>Slutet och fel färg</translation>
    </message>
    <message>
        <source>Rounds go on while any hand holds a card: 12 rounds, fewer only when queens have emptied hands early. A player with an empty hand sits the round out. After the last round the first ace is turned over: its suit is the Wrong Suit, and every stack is counted.</source>
        <translation>Rundorna fortsätter så länge någon hand har kort: 12 rundor, färre bara när damer har tömt händer tidigt. En spelare med tom hand står över rundan. Efter sista rundan vänds det första esset upp: dess färg är fel färg, och varje hög räknas.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>1. Four of a kind: all four cards of a rank count nothing below, and score minus the rank&apos;s value (four 10s: −10). 2. Wrong Suit cards: plus the value of every other card of the Wrong Suit, jacks apart. 3. Jacks: every other jack scores −10 if it has the Wrong Suit&apos;s colour and +10 if not (clubs and spades are black, diamonds and hearts red). 4. Big suits: −30 for every suit, Wrong Suit or not, whose other cards are worth 40 or more (a jack counts 10 here). 5. Many cards: with 13 or more cards, minus 1 + 2 + … for each card past 12 (15 cards: −6). Lowest score wins; equal scores share the place.</source>
        <translation>1. Fyrtal: alla fyra kort av en valör räknas inte i punkterna nedan, och ger minus valörens värde (fyra tior: −10). 2. Kort i fel färg: plus värdet av varje annat kort i fel färg, utom knektar. 3. Knektar: varje annan knekt ger −10 om den har samma kulör som fel färg och +10 annars (klöver och spader är svarta, ruter och hjärter röda). 4. Stora färger: −30 för varje färg, fel färg eller inte, vars övriga kort är värda 40 eller mer (en knekt räknas som 10 här). 5. Många kort: med 13 eller fler kort, minus 1 + 2 + … för varje kort utöver 12 (15 kort: −6). Lägst poäng vinner; lika poäng delar platsen.</translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation>Felts övriga beslut</translation>
    </message>
    <message>
        <source>Every jack counts by its colour, not only the Wrong Suit&apos;s. The big-suit bonus counts for any suit. Many cards follow the written sum: 15 cards give −6. The gifts of a round land in their givers&apos; seat order, then the queens in theirs. A queen that moves nothing tells only its giver and receiver why.</source>
        <translation>Varje knekt räknas efter sin kulör, inte bara knektarna i fel färg. Bonusen för stora färger gäller alla färger. Många kort följer den skrivna summan: 15 kort ger −6. En rundas gåvor landar i givarnas platsordning, därefter damerna i sin. En dam som inte flyttar något berättar bara för sin givare och mottagare varför.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>På bordet</translation>
    </message>
    <message>
        <source>Your stack lies above your hand, a column per suit, each with what you would score if that suit were the Wrong Suit. A card whose face you see but which lies face down carries a corner of the card&apos;s back. A struck-through suit beside a player means they may receive no more of it.</source>
        <translation>Din hög ligger ovanför din hand, en kolumn per färg, var och en med det du skulle få om den färgen var fel färg. Ett kort vars framsida du ser men som ligger med baksidan upp har ett hörn av kortets baksida. En överstruken färg vid en spelare betyder att spelaren inte får ta emot fler kort i den färgen.</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Visa högarna</translation>
    </message>
    <message>
        <source>After the round you choose (the original suggests 6 or 8), every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Efter den runda du väljer (originalet föreslår 6 eller 8) vänds varje kort som då ligger i en hög upp för resten av spelet; senare gåvor landar fortfarande med baksidan upp.</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Udda kort öppna</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, also when a queen moves them — but they shut no suit.</source>
        <translation>Mottagna treor, femmor, sjuor och nior landar öppna, som kungar, även när en dam flyttar dem — men de spärrar ingen färg.</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>choose one of your cards</source>
        <translation>välj ett av dina kort</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Space, Enter</translation>
    </message>
    <message>
        <source>take the chosen card, or let it go</source>
        <translation>ta det valda kortet, eller släpp det</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>give it: 1 to your own stack, 2 to the player on your left, 3 across, 4 on your right (the number shows on each place)</source>
        <translation>ge det: 1 till din egen hög, 2 till spelaren till vänster, 3 mittemot, 4 till höger (siffran syns vid varje plats)</translation>
    </message>
    <message>
        <source>C D H S</source>
        <translation>C D H S</translation>
    </message>
    <message>
        <source>a queen&apos;s suit: clubs, diamonds, hearts, spades</source>
        <translation>en dams färg: C klöver, D ruter, H hjärter, S spader</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>let go of the chosen card</source>
        <translation>släpp det valda kortet</translation>
    </message>
</context>
<context>
    <name>WrongSuitScores</name>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>Wrong Suit cards (%1), jacks apart</source>
        <translation>Kort i fel färg (%1), utom knektar</translation>
    </message>
    <message>
        <source>Jacks: −10 each in the Wrong Suit&apos;s colour, +10 in the other</source>
        <translation>Knektar: −10 var i fel färgs kulör, +10 i den andra</translation>
    </message>
    <message>
        <source>Four of a kind: minus the rank&apos;s value</source>
        <translation>Fyrtal: minus valörens värde</translation>
    </message>
    <message>
        <source>Big suits: −30 for 40 or more in one suit</source>
        <translation>Stora färger: −30 för 40 eller mer i en färg</translation>
    </message>
    <message>
        <source>Cards in the stack</source>
        <translation>Kort i högen</translation>
    </message>
    <message>
        <source>Many cards: from 13 on, −1, −2, …</source>
        <translation>Många kort: från 13, −1, −2, …</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Had %1 been the Wrong Suit</source>
        <translation>Om %1 hade varit fel färg</translation>
    </message>
    <message>
        <source>The ace turned over: %1 %2 are the Wrong Suit.</source>
        <translation>Esset som vändes upp: %1 %2 är fel färg.</translation>
    </message>
    <message>
        <source>The ace turned over: %1 are the Wrong Suit.</source>
        <translation>Esset som vändes upp: %1 är fel färg.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Lowest score wins. Four of a kind counts only as itself; a big suit counts every card of it but those.</source>
        <translation>Lägst poäng vinner. Ett fyrtal räknas bara som sig självt; en stor färg räknar alla sina kort utom dem.</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatMarks</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>no stack yet</source>
        <translation>ingen hög än</translation>
    </message>
    <message>
        <source>You may receive no more %1.</source>
        <translation>Du får inte ta emot fler %1.</translation>
    </message>
    <message>
        <source>%1 may receive no more %2.</source>
        <translation>%1 får inte ta emot fler %2.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>inga</translation>
    </message>
    <message>
        <source>if %1 is the Wrong Suit: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>om %1 är fel färg: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>If %1 are the Wrong Suit, your stack scores %2.</source>
        <translation>Om %1 är fel färg ger din hög %2 poäng.</translation>
    </message>
    <message>
        <source>for your stack</source>
        <translation>för din hög</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>för %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatZones</name>
    <message numerus="yes">
        <source>Your stack, %n card(s)</source>
        <translation>
            <numerusform>Din hög, %n kort</numerusform>
            <numerusform>Din hög, %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stack, %n card(s)</source>
        <translation>
            <numerusform>Högen hos %1, %n kort</numerusform>
            <numerusform>Högen hos %1, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>you may receive no more %1</source>
        <translation>du får inte ta emot fler %1</translation>
    </message>
    <message>
        <source>may receive no more %1</source>
        <translation>får inte ta emot fler %1</translation>
    </message>
    <message>
        <source>gives the chosen card here (key %1)</source>
        <translation>ger det valda kortet hit (tangent %1)</translation>
    </message>
    <message>
        <source>shut: %1</source>
        <translation>spärrade: %1</translation>
    </message>
</context>
<context>
    <name>WrongSuitSuitChooser</name>
    <message>
        <source>Your %1 goes on your own stack. Name a suit: your lowest card of it moves from your hand to your stack.</source>
        <translation>Din %1 hamnar i din egen hög. Nämn en färg: ditt lägsta kort i den flyttas från handen till din hög.</translation>
    </message>
    <message>
        <source>Your %1 goes to %2. Name a suit: %2 must give you the lowest card of it from their hand.</source>
        <translation>Din %1 går till %2. Nämn en färg: %2 måste ge dig sitt lägsta kort i den från handen.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tangent %1</translation>
    </message>
    <message>
        <source>your king stops it</source>
        <translation>din kung stoppar det</translation>
    </message>
    <message>
        <source>Choose again (Esc)</source>
        <translation>Välj igen (Esc)</translation>
    </message>
</context>
<context>
    <name>WrongSuitTable</name>
    <message>
        <source>Name a suit for your queen: click one, or press C, D, H or S.</source>
        <translation>Nämn en färg för din dam: klicka på en eller tryck C, D, H eller S.</translation>
    </message>
    <message>
        <source>Now whom to give %1 to: click a player or your own stack, or press 1 to %2.</source>
        <translation>Vem ska få %1? Klicka på en spelare eller din egen hög, eller tryck 1 till %2.</translation>
    </message>
    <message>
        <source>Round %1: give one card, face down — drag it onto a player or onto your own stack.</source>
        <translation>Runda %1: ge bort ett kort med baksidan upp — dra det till en spelare eller till din egen hög.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Välj först ett kort från din hand.</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>på din hand</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>på handen hos %1</translation>
    </message>
    <message>
        <source>your gift of this round, for your own stack, face down until everyone has given</source>
        <translation>din gåva den här rundan, till din egen hög, med baksidan upp tills alla har gett</translation>
    </message>
    <message>
        <source>your gift of this round, for %1, face down until everyone has given</source>
        <translation>din gåva den här rundan, till %1, med baksidan upp tills alla har gett</translation>
    </message>
    <message>
        <source>your gift of this round</source>
        <translation>din gåva den här rundan</translation>
    </message>
    <message>
        <source>%1&apos;s gift of this round, face down</source>
        <translation>gåvan från %1 den här rundan, med baksidan upp</translation>
    </message>
    <message>
        <source>face up in your stack</source>
        <translation>öppet i din hög</translation>
    </message>
    <message>
        <source>face up in %1&apos;s stack</source>
        <translation>öppet i högen hos %1</translation>
    </message>
    <message>
        <source>face down in your stack</source>
        <translation>dolt i din hög</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack</source>
        <translation>dolt i högen hos %1</translation>
    </message>
    <message>
        <source>face down in %1&apos;s stack: you gave it</source>
        <translation>dolt i högen hos %1: du gav det</translation>
    </message>
    <message>
        <source>an ace, face down</source>
        <translation>ett ess, med baksidan upp</translation>
    </message>
    <message>
        <source>the turned ace: it names the Wrong Suit</source>
        <translation>det uppvända esset: det avgör fel färg</translation>
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
        <translation>Alla ger bort ett kort med baksidan upp samtidigt, runda efter runda. Först i slutet avslöjar ett dolt ess vilken färg som räknas mot dig.</translation>
    </message>
    <message>
        <source>this seat has already given a card this round</source>
        <translation>den här platsen har redan gett ett kort den här rundan</translation>
    </message>
    <message>
        <source>the receiver shows the king of that suit, so no card of it may reach them</source>
        <translation>mottagaren visar kungen i den färgen, så inget kort i den färgen får nå mottagaren</translation>
    </message>
    <message>
        <source>a queen must name a suit</source>
        <translation>en dam måste nämna en färg</translation>
    </message>
    <message>
        <source>only a queen names a suit</source>
        <translation>bara en dam nämner en färg</translation>
    </message>
    <message>
        <source>there is no such seat at the table</source>
        <translation>den platsen finns inte vid bordet</translation>
    </message>
    <message>
        <source>that does not name a card</source>
        <translation>det anger inget kort</translation>
    </message>
    <message>
        <source>a suit is written C, D, H or S</source>
        <translation>en färg skrivs C, D, H eller S</translation>
    </message>
    <message>
        <source>this seat has no cards left and sits the round out</source>
        <translation>den här platsen har inga kort kvar och står över rundan</translation>
    </message>
    <message>
        <source>Reveal the stacks</source>
        <translation>Visa högarna</translation>
    </message>
    <message>
        <source>Odd cards face up</source>
        <translation>Udda kort öppna</translation>
    </message>
    <message>
        <source>After this round every card then in a stack turns face up for the rest of the game; later gifts still land face down.</source>
        <translation>Efter den här rundan vänds varje kort som då ligger i en hög upp för resten av spelet; senare gåvor landar fortfarande med baksidan upp.</translation>
    </message>
    <message>
        <source>Received 3s, 5s, 7s and 9s land face up, as kings do, but shut no suit.</source>
        <translation>Mottagna treor, femmor, sjuor och nior landar öppna, som kungar, men spärrar ingen färg.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>Easy: gives its highest card to an opponent picked at random.</source>
        <translation>Lätt: ger sitt högsta kort till en slumpvis vald motståndare.</translation>
    </message>
    <message>
        <source>Normal: weighs each gift by what it does to every stack under each possible Wrong Suit, and sends high cards to opponents.</source>
        <translation>Normal: väger varje gåva efter vad den gör med varje hög under varje möjlig fel färg och skickar höga kort till motståndarna.</translation>
    </message>
    <message>
        <source>Hard: plays its favourite gifts out to the end against guesses at the hidden cards, over all four possible Wrong Suits.</source>
        <translation>Svår: spelar igenom sina favoritgåvor till slutet mot gissningar om de dolda korten, över alla fyra möjliga fel färger.</translation>
    </message>
</context>
<context>
    <name>net::RemoteHost</name>
    <message>
        <source>The table changed before your move arrived: nothing was done.</source>
        <translation>Bordet ändrades innan ditt drag kom fram: ingenting gjordes.</translation>
    </message>
    <message>
        <source>Too many messages at once: the table ignored one.</source>
        <translation>För många meddelanden på en gång: bordet hoppade över ett.</translation>
    </message>
    <message>
        <source>The connection to the table is down: reconnecting…</source>
        <translation>Anslutningen till bordet är bruten: ansluter igen…</translation>
    </message>
    <message>
        <source>The host stopped, and the table with it.</source>
        <translation>Värden slutade, och bordet med den.</translation>
    </message>
    <message>
        <source>The table was closed after a long time with nobody there.</source>
        <translation>Bordet stängdes efter lång tid utan någon där.</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 stängde bordet.</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>Bordet stängdes.</translation>
    </message>
</context>
</TS>
