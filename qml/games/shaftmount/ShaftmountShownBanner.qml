// Another's hand shown to everyone, for a moment (it stays marked in the hand while it stays there).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: shownBanner
    required property TableBase table
    // The question banner: this one lies under it when both show.
    required property Item question
    objectName: "shownBanner"
    property var cards: []
    property int seat: -1
    // (Not while the challenge question shows the same hand.)
    visible: cards.length > 0 && !table.calls.asking
    x: question.leftX
    y: question.visible ? question.y + question.height + 8 : table.midY - 6
    z: 1550
    width: Math.min(table.width - table.margin - question.leftX, shownColumn.implicitWidth + 24)
    height: shownColumn.implicitHeight + 16
    radius: 12
    color: "#f0142a1d"
    border.color: "#3a6ea5"
    border.width: 2
    Accessible.role: Accessible.StaticText
    Accessible.name: shownTitle.text + " " + cards.map(c => table.session.game.cardWords(c)).join(", ")
    Accessible.ignored: !visible
    Column {
        id: shownColumn
        x: 12
        y: 8
        spacing: 6
        Label {
            id: shownTitle
            text: shownBanner.seat === table.me ? qsTr("Your hand is shown to everyone")
                                                : qsTr("%1 shows the hand to everyone").arg(table.session.game.seatName(shownBanner.seat))
            font.bold: true
            color: Theme.ink
            font.pixelSize: Math.max(13, table.ch * 0.1)
            Accessible.ignored: true
        }
        Row {
            spacing: -table.cw * 0.12
            Repeater {
                model: shownBanner.cards
                Card {
                    required property string modelData
                    face: modelData
                    width: table.cw * 0.55
                    height: width * Theme.cardAspect
                    Accessible.ignored: true
                }
            }
        }
    }
    TapHandler { onTapped: shownBanner.cards = [] }
    Timer {
        id: shownTimer
        interval: 3200
        onTriggered: shownBanner.cards = []
    }
    // Another's hand only: one's own is marked "shown" card by card where it lies, and a
    // banner of it would only hide the closing area.
    function show(seat, cards) {
        if (seat === table.me)
            return
        shownBanner.seat = seat
        shownBanner.cards = cards
        shownTimer.restart()
    }
}
