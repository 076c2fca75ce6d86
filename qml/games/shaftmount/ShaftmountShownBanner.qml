// Another's hand shown to everyone, for a moment (it stays marked in the hand while it stays
// there). It lies beside the middle row, in the free room to the right of the closing area (or,
// where that is narrower, to the left of the deck), so it never covers a card or a label a move
// needs ("next K♥" under the closing area), and it takes no click (a click goes to what lies
// under it).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: shownBanner
    required property TableBase table
    // The question banner (the shown hand lies beside the middle row, clear of it).
    required property Item question
    objectName: "shownBanner"
    property var cards: []
    property int seat: -1
    // (Not while the challenge question shows the same hand.)
    visible: cards.length > 0 && !table.calls.asking
    // The free room beside the middle row: right of the closing area, or left of the deck.
    readonly property real rightX: table.closingX + table.closingW + table.gap
    readonly property real rightRoom: table.width - table.margin - rightX
    readonly property real leftRoom: table.deckPos.x - table.gap - table.margin
    readonly property bool onRight: rightRoom >= leftRoom
    readonly property real room: Math.max(0, onRight ? rightRoom : leftRoom)
    x: onRight ? rightX : table.margin + leftRoom - width
    y: table.midY
    z: 1550
    width: Math.min(room, shownColumn.implicitWidth + 16)
    height: Math.min(shownColumn.implicitHeight + 12, table.myRowY - table.midY - 4)
    clip: true
    radius: 10
    color: "#f0142a1d"
    border.color: "#3a6ea5"
    border.width: 2
    Accessible.role: Accessible.StaticText
    Accessible.name: shownTitle.text + " " + cards.map(c => table.session.game.cardWords(c)).join(", ")
    Accessible.ignored: !visible
    // The cards in two rows at most, as large as the room allows.
    readonly property int perRow: Math.max(1, Math.ceil(cards.length / 2))
    readonly property real rowsRoom: table.myRowY - table.midY - 4 - 12 - shownTitle.implicitHeight - 4 - 2
    readonly property real cardW: Math.max(16, Math.min(table.cw * 0.42, (room - 16) / perRow - 2,
                                                        rowsRoom / (cards.length > perRow ? 2 : 1) / Theme.cardAspect - 1))
    Column {
        id: shownColumn
        x: 8
        y: 6
        spacing: 4
        Label {
            id: shownTitle
            width: Math.min(implicitWidth, shownBanner.room - 16)
            wrapMode: Text.WordWrap
            text: qsTr("%1 shows the hand to everyone").arg(table.session.game.seatName(shownBanner.seat))
            font.bold: true
            color: Theme.ink
            font.pixelSize: Math.max(12, table.ch * 0.085)
            Accessible.ignored: true
        }
        Flow {
            width: Math.min(shownBanner.room - 16, shownBanner.perRow * (shownBanner.cardW + 2))
            spacing: 2
            Repeater {
                model: shownBanner.cards
                Card {
                    required property string modelData
                    face: modelData
                    width: shownBanner.cardW
                    height: width * Theme.cardAspect
                    Accessible.ignored: true
                }
            }
        }
    }
    Timer {
        id: shownTimer
        interval: 3200
        onTriggered: shownBanner.cards = []
    }
    // Another's hand only: one's own is marked "shown" card by card where it lies, and a
    // banner of it would only hide the table.
    function show(seat, cards) {
        if (seat === table.me)
            return
        shownBanner.seat = seat
        shownBanner.cards = cards
        shownTimer.restart()
    }
}
