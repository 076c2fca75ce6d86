// How Felt plays Shaftmount, for the rules page: the rules in Felt's own words with every
// decision taken where the original text is unclear, the advanced rules, and the table's keys.
import QtQuick

Item {
    readonly property var sections: [
        { title: qsTr("The aim"),
          text: qsTr("Avoid penalty points. Whoever reaches ten is out; the last player left wins. 2 to 4 players with two decks (104 cards); aces are high.") },
        { title: qsTr("The deal"),
          text: qsTr("Everyone gets a hand — 9 cards with 2 players, 8 with 3, 7 with 4: that is also the hand limit — and then 4, 3 or 2 cards face up in front of them, each the start of a sequence of their own. The rest is the deck; the discard pile starts empty.") },
        { title: qsTr("Closing cards"),
          text: qsTr("The closing area holds closing sequences, each running down one suit from the ace: A, K, Q, … A card closes when it is the next card of a closing sequence of its suit, and an ace closes while its suit has fewer than two closing sequences. The table shows under each closing sequence which card closes next.") },
        { title: qsTr("A turn"),
          text: qsTr("Make exactly one play: put a card from your hand on any sequence — yours or another's — of the same suit whose top card is lower. If you can make such a play, you must, even if it closes your own sequence. Before and after your play you may draw from the deck, one card at a time, while your hand holds fewer cards than the limit; then end your turn. Felt's decision: drawing happens only on your own turn.") },
        { title: qsTr("Closing a sequence"),
          text: qsTr("Whenever a closing card lies on top of a sequence, the sequence closes: at once with automatic calls, once someone taps it with calls by hand (see Calls). The closing card goes to the closing area, the cards below it but the bottom card go to the discard pile, and the sequence's owner takes a penalty point. The owner then keeps the bottom card as the card to beat, or redraws: the bottom card is discarded and the deck's top card takes its place. A sequence that is emptied gets a new card from the deck at once.") },
        { title: qsTr("Domino"),
          text: qsTr("A closing can make further closing cards appear; they close in turn, one after the other, each a penalty point for its owner. When more sequences show the same card than it can close, the player whose action started the domino chooses which one closes (if every candidate is their own, the next player chooses). Felt's decision: that player chooses only then; otherwise the table closes them in seat order from that player.") },
        { title: qsTr("No play"),
          text: qsTr("Without a normal play you may declare No play: your hand is shown and goes to the discard pile, deck and discard pile are shuffled together, you take a penalty point and a new full hand, and your turn ends. With automatic calls Felt checks the claim, so a false one cannot be made; with calls by hand it can, and it can be challenged.") },
        { title: qsTr("Shown cards"),
          text: qsTr("Felt's decision: cards a player had to show (the hand before a 2-rule play or after a 5-rule defence, a 4 taken back after a block) stay known to everyone while they remain in that hand: they lie face up in the others' view and are marked \"shown\".") },
        { title: qsTr("The deck and the end"),
          text: qsTr("When the deck runs out, the discard pile is shuffled into a new deck. A player with ten penalty points is out at once; their hand and sequences go to the discard pile. The game ends when one player is left, or when deck and discard pile are both empty: then the fewest penalty points win, and a tie shares the win.") },
        { title: qsTr("Before the first turn"),
          text: qsTr("Felt's decision: a sequence dealt with a closing card on top (an ace, say) gives that card to the closing area at no cost and gets a new card from the deck, until no sequence shows one.") },
        { title: qsTr("Calls"),
          text: qsTr("In the original game players must spot and call out closings, and a false No play can be challenged. The new-game page offers both ways. Automatic: Felt plays with perfect attention — every closing happens by itself and no false claim can be made. By hand: the game as it was written, where staying alert is part of it (see the house rule below).") }
    ]
    readonly property var options: [
        { key: "twoRule", title: qsTr("2 rule"), text: qsTr("With no normal play, show your hand and close any sequence of a 2's suit with that 2 — even your own. The closing goes on as usual, but the 2 goes to the discard pile.") },
        { key: "threeRule", title: qsTr("3 rule"), text: qsTr("Instead of a normal play, start a new sequence of your own with a 3. When it closes, it goes entirely: no bottom card stays.") },
        { key: "fourRule", title: qsTr("4 rule"), text: qsTr("Instead of a normal play, slide a 4 under a sequence of its suit: it becomes that sequence's bottom card.") },
        { key: "fiveRule", title: qsTr("5 rule"), text: qsTr("When a player makes a 2-rule play while holding fewer cards than the limit, the owner of the sequence may defend it with any 5: the player then draws up to the limit, shows the hand again, and must make a normal play if there is one. Felt's decision: the owner is asked whether they hold a 5 or not, so waiting tells nobody anything.") },
        { key: "calls", title: qsTr("Calls by hand"), text: qsTr("A closing card on top of a sequence waits, exposed, until a player other than the owner taps it — click it while no card of yours is picked up, or reach it with ← → and press T or Enter — whether it is their turn or not; the table never points it out. Closings that a closing exposes are tapped one by one. No play and the 2 rule become claims that may be false: the hand is shown and each other player in turn may challenge by naming a card of it and a sequence where it was a normal play; a caught claimer takes a point and must make that play (three points if it closes their own sequence), and the turn then ends without a draw. On your turn you may draw past the hand limit, up to three more cards; anyone may count a hand over the limit — click it, or reach it with ← → and press C — for a point, and that hand draws no more until it holds fewer cards than the limit. Computer players notice with a chance set by their level. With several people at one screen, “Who calls?” asks which of them makes a call.") },
        { key: "sixRule", title: qsTr("6 rule"), text: qsTr("When a player slides a 4 under a sequence, every other player in turn may block it with a 6: the 4 goes back to the player's hand, shown, and cannot be played again this turn. Felt's decision: everyone is asked, holder of a 6 or not.") }
    ]
    // The table's own keys (the shortcuts sheet and the rules page list them).
    readonly property var keys: [
        { key: qsTr("← →"), text: qsTr("choose one of your cards (in a domino's choice: one of the glowing sequences)") },
        { key: qsTr("Space, Enter"), text: qsTr("pick the chosen card up; once it is picked up, put it where the blue mark is") },
        { key: qsTr("↑ ↓"), text: qsTr("move the blue mark between the places the picked-up card may go") },
        { key: "D", text: qsTr("draw a card from the deck") },
        { key: "E", text: qsTr("end your turn") },
        { key: "N", text: qsTr("no play: discard your hand for a penalty point and a new hand") },
        { key: "K", text: qsTr("keep the bottom card of your closed sequence") },
        { key: "R", text: qsTr("redraw the bottom card of your closed sequence") },
        { key: "P", text: qsTr("pass: do not defend, block or challenge") },
        { key: "T", text: qsTr("calls by hand: tap the sequence's top card in focus (← → reach every sequence's top card)") },
        { key: "C", text: qsTr("calls by hand: count the hand in focus (← → reach every other hand); when asked, challenge with the marked card and sequence") },
        { key: qsTr("1, 2, …"), text: qsTr("“Who calls?”: the person who makes the call") },
        { key: qsTr("Esc"), text: qsTr("put the picked-up card back") }
    ]
}
