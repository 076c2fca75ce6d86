// How Felt plays a game, in its own words: the rules, every decision taken where the
// original text is unclear, and the house rules (marked when on in the running game).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    property string gameId: "shithead"
    signal done()

    background: FeltBackground {}

    readonly property var activeOptions: App.session.active && App.session.gameId === gameId ? App.session.options : ({})

    function sections(id) {
        if (id === "shithead") {
            return [
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
        }
        if (id === "chain-chain") {
            return [
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
        }
        if (id === "mountain") {
            return [
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
        }
        return [{ title: qsTr("Coming soon"), text: qsTr("This game's table is not ready yet.") }]
    }
    function optionList(id) {
        if (id === "mountain")
            return [{ key: "hiddenRidges", title: qsTr("Hidden ridges"),
                      text: qsTr("Ridge cards lie face down but for the outer one; the solver then cannot be asked.") }]
        if (id !== "shithead")
            return []
        return [
            { key: "jokers", title: qsTr("Jokers"), text: qsTr("Two jokers join the deck (6 players fit). A joker goes on anything, reverses the direction of play and is see-through: the next player must beat the card below it.") },
            { key: "decks", title: qsTr("Two decks"), text: qsTr("104 cards for up to 8 players; five of a kind can now be played at once, and it burns as four do.") },
            { key: "transparentEights", title: qsTr("Transparent eights"), text: qsTr("An 8 goes on anything and is see-through: the next player must beat the card below it.") },
            { key: "sevenLower", title: qsTr("Seven or lower"), text: qsTr("After a 7 the next play must be a 7 or lower; a 2 or a 10 is still allowed.") },
            { key: "tensRestricted", title: qsTr("Tens restricted"), text: qsTr("A 10 may not be played on a jack, queen, king or ace.") },
            { key: "skipNine", title: qsTr("Nine skips"), text: qsTr("A 9 makes the next player miss a turn; each 9 of a set skips one more.") }
        ]
    }
    function isOn(key) {
        const v = activeOptions[key]
        return key === "decks" ? v === 2 : v === true
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("How %1 is played").arg(window.gameName(page.gameId))
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 820 * Theme.uiScale)
            x: (scroll.availableWidth - width) / 2
            spacing: 10

            Item { Layout.preferredHeight: 8 }
            Repeater {
                model: page.sections(page.gameId)
                ColumnLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 4
                    Label {
                        text: modelData.title
                        font.pixelSize: 19 * Theme.uiScale
                        font.bold: true
                        color: Theme.accent
                    }
                    Label {
                        Layout.fillWidth: true
                        text: modelData.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: 15 * Theme.uiScale
                        lineHeight: 1.15
                        color: Theme.ink
                    }
                }
            }
            Label {
                visible: page.optionList(page.gameId).length > 0
                text: qsTr("House rules")
                font.pixelSize: 19 * Theme.uiScale
                font.bold: true
                color: Theme.accent
                Layout.topMargin: 10
            }
            Repeater {
                model: page.optionList(page.gameId)
                Rectangle {
                    required property var modelData
                    readonly property bool on: page.isOn(modelData.key)
                    Layout.fillWidth: true
                    implicitHeight: optionText.implicitHeight + 20
                    radius: 10
                    color: on ? "#33f2c14e" : "#22000000"
                    border.color: on ? Theme.accent : "#22ffffff"
                    ColumnLayout {
                        id: optionText
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.margins: 12
                        spacing: 2
                        Label {
                            text: on ? qsTr("%1 — on in this game").arg(modelData.title) : modelData.title
                            font.bold: true
                            color: Theme.ink
                        }
                        Label {
                            Layout.fillWidth: true
                            text: modelData.text
                            wrapMode: Text.WordWrap
                            color: Theme.inkDim
                        }
                    }
                }
            }
            Item { Layout.preferredHeight: 20 }
        }
    }
}
