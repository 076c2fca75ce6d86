// How Felt plays Chain-Chain, for the rules page: the rules in Felt's own words with every
// decision taken where the original text is unclear, and the house rules.
import QtQuick

Item {
    readonly property var sections: [
        { title: qsTr("The aim"),
          text: qsTr("Collect as few cards as you can. Every card you collect counts against you; with the same number of cards, the lower sum of their values is better.") },
        { title: qsTr("Players and cards"),
          text: qsTr("The original game is for 4 or 5 players; Felt also lets 3 or 6 play. The deck holds two sets of the numbers 1 to 9 for each player: 72 cards for four players, 90 for five.") },
        { title: qsTr("The deal"),
          text: qsTr("Everyone gets 8 cards; the rest is the stock. The first seat begins.") },
        { title: qsTr("A turn"),
          text: qsTr("Play two cards from your hand onto the chain, one after the other: the first face up, the second on top of it. Your second card is the link the next player has to continue.") },
        { title: qsTr("Continuing the chain"),
          text: qsTr("If there is a link and you hold a card of that number, your first card must be that number. If you hold none, you collect the whole chain — it goes to your collected stack, open for everyone to see — and then play any two cards as the same turn. On an empty chain any two cards may start it.") },
        { title: qsTr("Doubles turn the direction"),
          text: qsTr("Playing two cards that both equal the link reverses the direction of play. Felt's decision, taken from the original's worked example: after a reverse the next player's first card is free, and the chain stays where it is. Playing a double is a choice: you may also play just one of the two first.") },
        { title: qsTr("Drawing"),
          text: qsTr("After your play, draw two cards from the stock, or fewer when it runs short. A player whose hand is empty is skipped.") },
        { title: qsTr("The last play"),
          text: qsTr("The game ends when the stock and every hand are empty. The play that empties the last hand follows its own rules: a double makes the player who played before it collect the chain; a single match sends the chain out of the game; if the last player has to collect, they then play their last two cards freely and those two leave the game; a free play with no link leaves the chain out of the game as well.") },
        { title: qsTr("Ranking"),
          text: qsTr("Fewest collected cards first; a tie goes to the lower sum; players still tied share the place, and the next place is counted past them (1, 1, 3).") },
        { title: qsTr("Felt's further decisions"),
          text: qsTr("A deal that is spelled out must leave an even stock, so every hand always holds pairs. When the last play is a double and nobody else has played since, the player who made it collects the chain themselves.") }
    ]
    readonly property var options: [

    ]
    // The table's own keys (the shortcuts sheet and the rules page list them).
    readonly property var keys: [
        { key: qsTr("← →"), text: qsTr("choose one of your cards") },
        { key: qsTr("Space, Enter"), text: qsTr("take the chosen card as the first card, then as the second") },
        { key: "T", text: qsTr("take: collect the chain when you hold no card equal to the link") },
        { key: qsTr("Esc"), text: qsTr("choose the first card again") }
    ]
}
