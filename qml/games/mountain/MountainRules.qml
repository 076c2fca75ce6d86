// How Felt plays Bring Down the Mountain, for the rules page: the rules in Felt's own words
// with every decision taken where the original text is unclear, and the house rules.
import QtQuick

Item {
    readonly property var sections: [
        { title: qsTr("The aim"),
          text: qsTr("Everyone plays together: sort the whole deck into four runs of 13 cards and clear the table. The table wins or loses as one.") },
        { title: qsTr("Positions and players"),
          text: qsTr("Four positions sit round the mountain, whatever the number of people. One person plays all four in turn; with two, one plays positions 1 and 3 and the other 2 and 4; with three, the first also plays position 4. Computer players can fill any position.") },
        { title: qsTr("The layout"),
          text: qsTr("Felt's reading of the original, whose picture is lost: the peak, four cards face up, lies in the middle. Four ridges of 11 face-up cards run out from it like spokes, each between two positions; only a ridge's outer card can be drawn. Four valleys lie between the spokes, one in front of each position, and each starts with one card.") },
        { title: qsTr("Reach"),
          text: qsTr("A position reaches its own valley and the two beside it — never the one opposite — and the two ridges on either side of it.") },
        { title: qsTr("Card values"),
          text: qsTr("A valley's pile goes down from its bottom card: a card may only be placed on a higher one. 2 to 10 count as printed, jack 11, queen 12, king 13. An ace is 14 at the bottom of a pile and 1 at the top, and can never lie between two cards; a lone ace counts 14. Any card or block may go into an empty valley.") },
        { title: qsTr("A turn"),
          text: qsTr("First move as much as you like: take the top cards of a valley you reach as one block, in their order, onto another valley you reach, where the block's bottom card fits. Then draw: put the outer card of a ridge you reach into a valley you reach where it fits; that ends your turn. Drawing is compulsory whenever a card fits as the valleys stand; only when none does may you pass. Moves are never compulsory.") },
        { title: qsTr("The peak"),
          text: qsTr("Felt's decision: when a ridge you reach is empty, you draw the peak's top card through it.") },
        { title: qsTr("Runs and the end"),
          text: qsTr("A valley holding a full run of 13 — king down to ace, or ace (as 14) down to 2, one card of each rank — leaves the table at once. The table wins when the peak, the ridges and the valleys are all empty. It loses when no sequence of moves, by any positions in any order, lets anyone draw: Felt checks this exactly at the start of every turn, not just the valleys as they stand. You may also concede.") },
        { title: qsTr("Felt's further decisions"),
          text: qsTr("An ace may lie on a lone ace (1 on 14), though that pile cannot complete until the top ace moves away. A full run leaves the table wherever it forms. Once the peak and the ridges are gone nobody can draw any more: the table then loses only when no moves can clear the valleys.") },
        { title: qsTr("Beyond the original"),
          text: qsTr("Nothing is hidden, so you may take moves back and redo them as often as you like. Hint suggests a move; “Still winnable?” asks the solver whether the deal can still be won from here. Every deal has a number, so a deal can be played again or shared.") }
    ]
    readonly property var options: [
        { key: "hiddenRidges", title: qsTr("Hidden ridges"),
          text: qsTr("Ridge cards lie face down but for the outer one; the solver then cannot be asked.") }
    ]
    // The table's own keys (the shortcuts sheet and the rules page list them).
    readonly property var keys: [
        { key: qsTr("← →"), text: qsTr("choose a card you may move or draw") },
        { key: qsTr("Space, Enter"), text: qsTr("pick up the chosen card (a valley card takes the cards on it along)") },
        { key: "1 2 3 4", text: qsTr("put what you picked up onto that valley") },
        { key: "P", text: qsTr("pass, when no card can be drawn") },
        { key: "W", text: qsTr("ask whether the deal can still be won") },
        { key: "C", text: qsTr("concede") },
        { key: qsTr("Esc"), text: qsTr("put the card back") }
    ]
}
