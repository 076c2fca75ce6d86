<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppController</name>
    <message>
        <source>Palace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shithead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaftmount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read and was removed; you can start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was put aside as %1; you can start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>JOKER</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no table for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 has an unknown kind of player: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal number is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is covered until %1 takes over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not decide what to do. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Shed your cards — hand, then the cards face up, then the ones face down, blind. Whoever is left holding cards loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks and penalty points: close out hands before the others do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play together: sort the whole deck into four runs and bring the mountain down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link two numbers a turn onto the chain; whoever cannot continue collects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone gives a card face down at once; one hidden ace decides the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card table for five games — against the computer or with friends at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished game. Pick it up where you left it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Felt — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Felt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Person at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden ridges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two jokers join the deck (up to 6 players). A joker goes on anything, reverses the direction of play and lets the card below it show through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with 104 cards, for up to 8 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower (a 2 or a 10 still goes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 9 played makes the next player miss a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge cards lie face down except the outer one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 to %2 with these rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 123</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, look away: %1&apos;s cards are shown next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>the record is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a felt-record/1 record: &quot;format&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported format %1 (expected &quot;felt-record/1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1 in the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;title&quot; must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;game&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a text naming the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;players&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a whole number from %1 to %2 for this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;seed&quot; is missing (a record needs a seed unless it spells out the deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 9007199254740992</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list of texts such as &quot;0: ready&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1: not of the form &quot;&lt;seat&gt;: &lt;action&gt;&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1: seat %2: there is no such seat (the seats are 0 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;expect&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: the file is larger than 64 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1: seat %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get rid of all your cards. The last player still holding cards loses and is the Shithead. Aces are high, 2s are low, suits never matter. 2 to 5 players with one deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone gets three cards face down in a row, three cards face up on top of them, and three cards in hand. The rest of the deck is the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before play, everyone may swap cards between their hand and their own face-up cards, as often as they like, all at the same time. Strong cards face up (aces, kings, 2s, 10s) help later. Press Ready when you are done; play starts when everyone is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Felt&apos;s decision: look for a 3 among the face-up cards, going round from the first seat; if nobody shows one, look for a 3 in the hands. If there is no 3 at all, do the same with 4, then 5, and so on up to the ace, and the 2 last. That player starts and may lead any card — it need not be the 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one card, or several cards of the same rank, onto the pile: equal to or higher than the card on top. Or pick up the whole pile instead — you may do that whenever there is a pile, even if you could play. Then it is the next player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2 goes on anything, and anything goes on a 2. A 10 goes on anything, even on an empty pile, and burns the pile: it leaves the game. Four cards of the same rank on top of the pile burn it too, whether played at once or by several players in a row. After a burn the same player plays again on the empty pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After playing, draw from the stock until you have three cards in hand again, while the stock lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once your hand is empty and the stock is gone, play from your face-up cards. When those are gone, turn over one of your face-down cards: if it can be played it is, as usual; if not, you pick up the pile together with that card. Whenever you have picked up, you play from your hand again until it is empty before the table cards come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out and the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you have no cards left anywhere you are out, and your place is noted. If a burn empties your last cards, you are out and the next player leads. The game ends when only one player still holds cards: the Shithead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Felt&apos;s further decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several see-through cards (jokers, or 8s with that rule) played together are see-through as a whole, and a pile made only of them counts as empty. Each joker in a set turns the direction once. A set of 9s that burns skips nobody. Cards everyone saw go into a hand (a picked-up pile, a card swapped from the table) are shown face up in that hand. If 300 moves in a row pass in which nothing is burned, drawn or played from the table and nobody goes out, the game cannot get anywhere: it ends, and whoever holds the most cards loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s table is not ready yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An 8 goes on anything and is see-through: the next player must beat the card below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven or lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 10 may not be played on a jack, queen, king or ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine skips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 9 makes the next player miss a turn; each 9 of a set skips one more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How %1 is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — on in this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a computer player waits before its move, so you can follow it: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has its own colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Shithead “Palace”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same game under its politer name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Felt %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShitheadAdapter</name>
    <message>
        <source>%1 put %2 face up and took %3 into the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 from the upcards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned over %2 and played it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The pile burns (%n card(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up the pile (%n card(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turned over %2, which cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The direction of play reverses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out, in place %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has made progress for a long time, so the game ends: whoever holds the most cards loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the Shithead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShitheadTable</name>
    <message>
        <source>That cannot be played there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: 7 or lower (or a 2 or 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a 2: anything goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To beat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes clockwise ↻</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes anticlockwise ↺</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burned!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a saved game of this version of Felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game has no seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seat of the saved game is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game has no record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game has %1 seats for %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the old saved game could not be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large for a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAdapter</name>
    <message>
        <source>a hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the others to finish swapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: turn over one of your face-down cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: lead any card or set of one rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card or a set of one rank onto the pile — or pick up the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>the action is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not this seat&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not an action of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action is not written correctly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card is not where the action takes it from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that action is not possible at this stage of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this seat has already said it is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards played together must all have the same rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards from the hand and from the upcards cannot be played together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play from the hand first, then the upcards, then the downcards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card does not beat the top of the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after a 7 the next play must be a 7 or lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 10 may not be played on a jack, queen, king or ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no pile to pick up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only downcards are left: turn one over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downcards may be turned over only when the hand and the upcards are empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after picking up, the hand must be played before the cards on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first card must equal the link while the hand holds one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card equals the link: take the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no link to continue, so there is nothing to take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both cards name a card that the hand holds only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that valley or ridge is out of this position&apos;s reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card may not lie on the top card of that valley</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ace would end up between two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that valley or ridge does not hold enough cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the peak can be reached only through an empty ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card can still be drawn, so passing is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move must go to another valley</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action is not allowed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setup is valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game %1 is not available in this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many players for these options: %1 (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players is not a valid number of players for this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of players is not valid for this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1 has a value that is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal does not have the shape this game expects (at %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 entries where %3 are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the wrong number of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal names %1, which is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal holds %1 more often than the deck does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal holds %1, which is not in the deck with these options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setup is not valid (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
