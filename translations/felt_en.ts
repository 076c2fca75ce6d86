<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChainChainAdapter</name>
    <message numerus="yes">
        <source>%n collected (sum %1)</source>
        <translation>
            <numerusform>%n collected (sum %1)</numerusform>
            <numerusform>%n collected (sum %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not continue the chain and collected it (%n card(s)).</source>
        <translation>
            <numerusform>%1 could not continue the chain and collected it (%n card).</numerusform>
            <numerusform>%1 could not continue the chain and collected it (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drew %n card.</numerusform>
            <numerusform>%1 drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: %1 collects the chain (%n card(s)).</source>
        <translation>
            <numerusform>Last play: %1 collects the chain (%n card).</numerusform>
            <numerusform>Last play: %1 collects the chain (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last play: the chain leaves the game (%n card(s)).</source>
        <translation>
            <numerusform>Last play: the chain leaves the game (%n card).</numerusform>
            <numerusform>Last play: the chain leaves the game (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card(s).</source>
        <translation>
            <numerusform>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n card.</numerusform>
            <numerusform>Your %1 becomes the link: %2 must answer it with a %1 or collect the pile of %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChainChainTable</name>
    <message numerus="yes">
        <source>%1 collects %n card(s)</source>
        <translation>
            <numerusform>%1 collects %n card</numerusform>
            <numerusform>%1 collects %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>the stock, %n card</numerusform>
            <numerusform>the stock, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatButton</name>
    <message numerus="yes">
        <source>Chat (%n new)</source>
        <translation>
            <numerusform>Chat (%n new)</numerusform>
            <numerusform>Chat (%n new)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinPage</name>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n seat free</numerusform>
            <numerusform>%n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MountainAdapter</name>
    <message numerus="yes">
        <source>position %1</source>
        <translation>
            <numerusform>position %1</numerusform>
            <numerusform>positions %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mountain is down! The table won in %n turn(s).</source>
        <translation>
            <numerusform>The mountain is down! The table won in %n turn.</numerusform>
            <numerusform>The mountain is down! The table won in %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mountain stands: the table lost, with %n run(s) completed.</source>
        <translation>
            <numerusform>The mountain stands: the table lost, with %n run completed.</numerusform>
            <numerusform>The mountain stands: the table lost, with %n runs completed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It puts the %1 right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>It puts the %1 right below the %2 in valley %3: that run grows to %n card.</numerusform>
            <numerusform>It puts the %1 right below the %2 in valley %3: that run grows to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It brings the %1 down right below the %2 in valley %3: that run grows to %n card(s).</source>
        <translation>
            <numerusform>It brings the %1 down right below the %2 in valley %3: that run grows to %n card.</numerusform>
            <numerusform>It brings the %1 down right below the %2 in valley %3: that run grows to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moved %2 and the %n card(s) on it from valley %3 onto valley %4.</source>
        <translation>
            <numerusform>%1 moved %2 and the %n card on it from valley %3 onto valley %4.</numerusform>
            <numerusform>%1 moved %2 and the %n cards on it from valley %3 onto valley %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MountainTable</name>
    <message numerus="yes">
        <source>Ridge %1, %n card(s)</source>
        <translation>
            <numerusform>Ridge %1, %n card</numerusform>
            <numerusform>Ridge %1, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valley %1, %n card(s)</source>
        <translation>
            <numerusform>Valley %1, %n card</numerusform>
            <numerusform>Valley %1, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaceChart</name>
    <message numerus="yes">
        <source>Places over the last %n game(s); the latest mean of ten is %1</source>
        <translation>
            <numerusform>Places over the last %n game; the latest mean of ten is %1</numerusform>
            <numerusform>Places over the last %n games; the latest mean of ten is %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundReviewBar</name>
    <message numerus="yes">
        <source>A past game, as it was dealt: %n move(s) follow. → shows the first.</source>
        <translation>
            <numerusform>A past game, as it was dealt: %n move follows. → shows it.</numerusform>
            <numerusform>A past game, as it was dealt: %n moves follow. → shows the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last round: the table before its %n move(s). → shows the next one.</source>
        <translation>
            <numerusform>The last round: the table before its %n move. → shows the next one.</numerusform>
            <numerusform>The last round: the table before its %n moves. → shows the next one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountAdapter</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n penalty point</numerusform>
            <numerusform>%n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drew %n card.</numerusform>
            <numerusform>%1 drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 go to the discard pile.</source>
        <translation>
            <numerusform>%n card of %1 goes to the discard pile.</numerusform>
            <numerusform>%n cards of %1 go to the discard pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a penalty point (%n in all).</source>
        <translation>
            <numerusform>%1 takes a penalty point (%n in all).</numerusform>
            <numerusform>%1 takes a penalty point (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck and discard pile are shuffled together (%n card(s)).</source>
        <translation>
            <numerusform>Deck and discard pile are shuffled together (%n card).</numerusform>
            <numerusform>Deck and discard pile are shuffled together (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is empty: the discard pile becomes the new deck (%n card(s)).</source>
        <translation>
            <numerusform>The deck is empty: the discard pile becomes the new deck (%n card).</numerusform>
            <numerusform>The deck is empty: the discard pile becomes the new deck (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the fewest penalty points (%n).</source>
        <translation>
            <numerusform>%1 wins with the fewest penalty points (%n).</numerusform>
            <numerusform>%1 wins with the fewest penalty points (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n penalty point(s) each.</source>
        <translation>
            <numerusform>%1 share the win with %n penalty point each.</numerusform>
            <numerusform>%1 share the win with %n penalty points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2&apos;s hand: %n card(s), more than the hand limit.</source>
        <translation>
            <numerusform>%1 counts %2&apos;s hand: %n card, more than the hand limit.</numerusform>
            <numerusform>%1 counts %2&apos;s hand: %n cards, more than the hand limit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep your %1 for later, at the cost of %n point(s) now.</source>
        <translation>
            <numerusform>You keep your %1 for later, at the cost of %n point now.</numerusform>
            <numerusform>You keep your %1 for later, at the cost of %n points now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountPiles</name>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>the discard pile, %n card</numerusform>
            <numerusform>the discard pile, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountSequenceZones</name>
    <message numerus="yes">
        <source>%1, %n card(s), top: %2</source>
        <translation>
            <numerusform>%1, %n card, top: %2</numerusform>
            <numerusform>%1, %n cards, top: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShaftmountTable</name>
    <message numerus="yes">
        <source>the discard pile, %n card(s)</source>
        <translation>
            <numerusform>the discard pile, %n card</numerusform>
            <numerusform>the discard pile, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the deck, %n card(s)</source>
        <translation>
            <numerusform>the deck, %n card</numerusform>
            <numerusform>the deck, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadAdapter</name>
    <message numerus="yes">
        <source>The pile burns (%n card(s)).</source>
        <translation>
            <numerusform>The pile burns (%n card).</numerusform>
            <numerusform>The pile burns (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 picked up the pile (%n card(s)).</source>
        <translation>
            <numerusform>%1 picked up the pile (%n card).</numerusform>
            <numerusform>%1 picked up the pile (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n card(s).</source>
        <translation>
            <numerusform>%1 drew %n card.</numerusform>
            <numerusform>%1 drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile holds %n card(s) worth having, such as a 2 or a 10</source>
        <translation>
            <numerusform>the pile holds %n card worth having, such as a 2 or a 10</numerusform>
            <numerusform>the pile holds %n cards worth having, such as a 2 or a 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile is only %n card(s)</source>
        <translation>
            <numerusform>the pile is only %n card</numerusform>
            <numerusform>the pile is only %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its %n card(s) give you more to answer the next piles with</source>
        <translation>
            <numerusform>its %n card give you more to answer the next piles with</numerusform>
            <numerusform>its %n cards give you more to answer the next piles with</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gets rid of %n card(s) at once, and the next player must answer your %1 or pick up the pile.</source>
        <translation>
            <numerusform>It gets rid of %n card at once, and the next player must answer your %1 or pick up the pile.</numerusform>
            <numerusform>It gets rid of %n cards at once, and the next player must answer your %1 or pick up the pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your 9s skip %n player(s): the turn jumps past them.</source>
        <translation>
            <numerusform>Your 9s skip %n player: the turn jumps past them.</numerusform>
            <numerusform>Your 9s skip %n players: the turn jumps past them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking the pile&apos;s %n card(s) gives you more to answer the next piles with.</source>
        <translation>
            <numerusform>Taking the pile&apos;s %n card gives you more to answer the next piles with.</numerusform>
            <numerusform>Taking the pile&apos;s %n cards gives you more to answer the next piles with.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShitheadTable</name>
    <message numerus="yes">
        <source>the stock, %n card(s)</source>
        <translation>
            <numerusform>the stock, %n card</numerusform>
            <numerusform>the stock, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>burned, %n card(s)</source>
        <translation>
            <numerusform>burned, %n card</numerusform>
            <numerusform>burned, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them with undo or hints</source>
        <translation>
            <numerusform>%n of them with undo or hints</numerusform>
            <numerusform>%n of them with undo or hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at a learning table are not counted here.</source>
        <translation>
            <numerusform>%n game at a learning table is not counted here.</numerusform>
            <numerusform>%n games at a learning table are not counted here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WrongSuitAdapter</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stack</source>
        <translation>
            <numerusform>%n card in the stack</numerusform>
            <numerusform>%n cards in the stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the stack</source>
        <translation>
            <numerusform>%n in the stack</numerusform>
            <numerusform>%n in the stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 wins with %3 point(s).</source>
        <translation>
            <numerusform>The Wrong Suit is %1: %2 wins with %3 point.</numerusform>
            <numerusform>The Wrong Suit is %1: %2 wins with %3 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Wrong Suit is %1: %2 share the win with %3 point(s).</source>
        <translation>
            <numerusform>The Wrong Suit is %1: %2 share the win with %3 point.</numerusform>
            <numerusform>The Wrong Suit is %1: %2 share the win with %3 points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatMarks</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WrongSuitSeatZones</name>
    <message numerus="yes">
        <source>Your stack, %n card(s)</source>
        <translation>
            <numerusform>Your stack, %n card</numerusform>
            <numerusform>Your stack, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s stack, %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s stack, %n card</numerusform>
            <numerusform>%1&apos;s stack, %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
