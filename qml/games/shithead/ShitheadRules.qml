// How Felt plays Shithead, for the rules page: the rules in Felt's own words with every
// decision taken where the original text is unclear, and the house rules.
import QtQuick

Item {
    readonly property var sections: [
        { title: qsTr("The aim"),
          text: qsTr("Get rid of all your cards. The last player still holding cards loses and is the Shithead. Aces are high, 2s are low, suits never matter. 2 to 5 players with one deck.") },
        { title: qsTr("The deal"),
          text: qsTr("Everyone gets three cards face down in a row, three cards face up on top of them, and three cards in hand. The rest of the deck is the stock.") },
        { title: qsTr("Swapping"),
          text: qsTr("Before play, everyone may swap cards between their hand and their own face-up cards, as often as they like, all at the same time. Strong cards face up (aces, kings, 2s, 10s) help later. Press Ready when you are done; play starts when everyone is ready.") },
        { title: qsTr("Who starts"),
          text: qsTr("Felt's decision: look for a 3 among the face-up cards, going round from the first seat; if nobody shows one, look for a 3 in the hands. If there is no 3 at all, do the same with 4, then 5, and so on up to the ace, and the 2 last. That player starts and may lead any card — it need not be the 3.") },
        { title: qsTr("A turn"),
          text: qsTr("Play one card, or several cards of the same rank, onto the pile: equal to or higher than the card on top. Or pick up the whole pile instead — you may do that whenever there is a pile, even if you could play. Then it is the next player's turn.") },
        { title: qsTr("Special cards"),
          text: qsTr("A 2 goes on anything, and anything goes on a 2. A 10 goes on anything, even on an empty pile, and burns the pile: it leaves the game. Four cards of the same rank on top of the pile burn it too, whether played at once or by several players in a row. After a burn the same player plays again on the empty pile.") },
        { title: qsTr("Drawing"),
          text: qsTr("After playing, draw from the stock until you have three cards in hand again, while the stock lasts.") },
        { title: qsTr("The cards on the table"),
          text: qsTr("Once your hand is empty and the stock is gone, play from your face-up cards. When those are gone, turn over one of your face-down cards: if it can be played it is, as usual; if not, you pick up the pile together with that card. Whenever you have picked up, you play from your hand again until it is empty before the table cards come back.") },
        { title: qsTr("Going out and the end"),
          text: qsTr("When you have no cards left anywhere you are out, and your place is noted. If a burn empties your last cards, you are out and the next player leads. The game ends when only one player still holds cards: the Shithead.") },
        { title: qsTr("Felt's further decisions"),
          text: qsTr("Several see-through cards (jokers, or 8s with that rule) played together are see-through as a whole, and a pile made only of them counts as empty. Each joker in a set turns the direction once. A set of 9s that burns skips nobody. Cards everyone saw go into a hand (a picked-up pile, a card swapped from the table) are shown face up in that hand. If 300 moves in a row pass in which nothing is burned, drawn or played from the table and nobody goes out, the game cannot get anywhere: it ends, and whoever holds the most cards loses.") }
    ]
    readonly property var options: [
        { key: "jokers", title: qsTr("Jokers"), text: qsTr("Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.") },
        { key: "decks", title: qsTr("Two decks"), text: qsTr("104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.") },
        { key: "transparentEights", title: qsTr("Transparent eights"), text: qsTr("An 8 goes on anything and is see-through: the next player must beat the card below it.") },
        { key: "sevenLower", title: qsTr("Seven or lower"), text: qsTr("After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.") },
        { key: "tensRestricted", title: qsTr("Tens restricted"), text: qsTr("A 10 may not be played on a jack, queen, king or ace.") },
        { key: "skipNine", title: qsTr("Nine skips"), text: qsTr("A 9 makes the next player miss a turn; each 9 of a set skips one more.") }
    ]
    // The table's own keys (the shortcuts sheet and the rules page list them).
    readonly property var keys: [
        { key: qsTr("← →"), text: qsTr("choose one of your cards") },
        { key: qsTr("Space"), text: qsTr("select the chosen card, or let it go (a set is one rank)") },
        { key: qsTr("Enter"), text: qsTr("play the selected cards; while swapping, swap the selected pair") },
        { key: "P", text: qsTr("pick up the pile") },
        { key: "R", text: qsTr("ready: done swapping") },
        { key: qsTr("Esc"), text: qsTr("let go of every selected card") }
    ]
}
