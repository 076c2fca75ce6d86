// Wrong Suit: the round and what the Aces mean, over the middle of the table.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: roundBadge
    required property TableBase table
    objectName: "roundBadge"
    x: table.width / 2 - width / 2
    y: table.acesY - height - 8
    z: 450
    width: Math.max(roundLabel.implicitWidth, aceLabel.implicitWidth) + 28
    height: roundColumn.implicitHeight + 8
    radius: Math.min(height / 2, 14)
    color: Theme.panel
    visible: table.session.game.active
    Accessible.role: Accessible.StaticText
    Accessible.name: roundLabel.text + ". " + aceLabel.text
    Column {
        id: roundColumn
        anchors.centerIn: parent
        Label {
            id: roundLabel
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.ink
            font.bold: true
            font.pixelSize: Math.max(12, table.ch * 0.11)
            Accessible.ignored: true
            text: table.session.board.over ? qsTr("The Wrong Suit: %1").arg(table.suitName(table.wrongSuit))
                               : qsTr("Round %1 of %2").arg(table.round).arg(table.rounds)
        }
        Label {
            id: aceLabel
            anchors.horizontalCenter: parent.horizontalCenter
            text: table.session.board.over ? qsTr("the first ace was turned over") : qsTr("one ace names the Wrong Suit at the end")
            color: Theme.inkDim
            font.pixelSize: Math.max(10, table.ch * 0.08)
            Accessible.ignored: true
        }
    }
}
