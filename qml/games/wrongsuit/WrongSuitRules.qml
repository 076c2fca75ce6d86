// How Felt plays Wrong Suit, for the rules page: the rules in Felt's own words with every
// decision taken where the original text is unclear, the house rules and the table's keys.
import QtQuick

Item {
    readonly property var sections: [
        { title: qsTr("The aim"),
          text: qsTr("Collect as few points as you can. Everyone gives cards away, face down, all at the same time, round after round. Only at the end is one of four hidden aces turned over: its suit is the Wrong Suit, and it decides what counts against you. Lowest score wins. Exactly 4 players.") },
        { title: qsTr("The cards"),
          text: qsTr("One deck without its aces: 2 to king, 12 cards each. The four aces are shuffled and lie face down in the middle. Card values: 2 to 10 as printed, jack 10, queen 10, king 20.") },
        { title: qsTr("A round"),
          text: qsTr("Everyone who still holds cards gives exactly one card, face down, to any player — themself included. All choose at the same time, and a gift is final. Given cards go to the receiver's stack, which is never given from. Only the giver and the receiver know a given card (the giver alone, for a card given to oneself).") },
        { title: qsTr("What everyone sees"),
          text: qsTr("Felt's decision: before a round is over, only that a player has given is known — not the card, the receiver or a queen's suit. Once everyone has given, the gifts land together: who gave to whom is then seen by everyone, and so is the size of every stack.") },
        { title: qsTr("Kings"),
          text: qsTr("A king lands face up, wherever it comes from. From then on no card of its suit may reach that player: no gift from the next round on, and no card a queen would move. Felt's decision: cards given in the same round as the king still land.") },
        { title: qsTr("Queens"),
          text: qsTr("Giving a queen, you name a suit. After the gifts have landed, the queens take effect one after another, in seat order: the receiver must give the queen's giver their lowest card of that suit from their hand, into the giver's stack — unless the giver shows the king of that suit, or the receiver holds no such card. Felt's decisions: \"lowest\" is by rank (2 lowest, then 3 … 10, jack, queen, king); a queen given to oneself moves one's own lowest card of the suit from hand to stack; giver and receiver see the moved card, everyone else only that a card went from the receiver's hand to the giver's stack. A moved card sets off nothing of its own, but a moved king lands face up and shuts its suit at once.") },
        { title: qsTr("The end and the Wrong Suit"),
          text: qsTr("Rounds go on while any hand holds a card: 12 rounds, fewer only when queens have emptied hands early. A player with an empty hand sits the round out. After the last round the first ace is turned over: its suit is the Wrong Suit, and every stack is counted.") },
        { title: qsTr("Scoring"),
          text: qsTr("1. Four of a kind: all four cards of a rank count nothing below, and score minus the rank's value (four 10s: −10). 2. Wrong Suit cards: plus the value of every other card of the Wrong Suit, jacks apart. 3. Jacks: every other jack scores −10 if it has the Wrong Suit's colour and +10 if not (clubs and spades are black, diamonds and hearts red). 4. Big suits: −30 for every suit, Wrong Suit or not, whose other cards are worth 40 or more (a jack counts 10 here). 5. Many cards: with 13 or more cards, minus 1 + 2 + … for each card past 12 (15 cards: −6). Lowest score wins; equal scores share the place.") },
        { title: qsTr("Felt's further decisions"),
          text: qsTr("Every jack counts by its colour, not only the Wrong Suit's. The big-suit bonus counts for any suit. Many cards follow the written sum: 15 cards give −6. The gifts of a round land in their givers' seat order, then the queens in theirs. A queen that moves nothing tells only its giver and receiver why.") },
        { title: qsTr("On the table"),
          text: qsTr("Your stack lies above your hand, a column per suit, each with what you would score if that suit were the Wrong Suit. A card whose face you see but which lies face down carries a corner of the card's back. A struck-through suit beside a player means they may receive no more of it.") }
    ]
    readonly property var options: [
        { key: "revealAfterRound", title: qsTr("Reveal the stacks"),
          text: qsTr("After the round you choose (the original suggests 6 or 8), every card then in a stack turns face up for the rest of the game; later gifts still land face down.") },
        { key: "oddFaceUp", title: qsTr("Odd cards face up"),
          text: qsTr("Received 3s, 5s, 7s and 9s land face up, as kings do, also when a queen moves them — but they shut no suit.") }
    ]
    // The table's own keys (the shortcuts sheet and the rules page list them).
    readonly property var keys: [
        { key: qsTr("← →"), text: qsTr("choose one of your cards") },
        { key: qsTr("Space, Enter"), text: qsTr("take the chosen card, or let it go") },
        { key: qsTr("1 – 4"), text: qsTr("give it: 1 to your own stack, 2 to the player on your left, 3 across, 4 on your right (the number shows on each place)") },
        { key: qsTr("C D H S"), text: qsTr("a queen's suit: clubs, diamonds, hearts, spades") },
        { key: qsTr("Esc"), text: qsTr("let go of the chosen card") }
    ]
}
