// Shaftmount: one's hand: a card dragged from the deck lands here.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: handZone
    required property TableBase table
    objectName: "handZone"
    readonly property bool target: table.isTarget("hand", table.me, -1)
    x: table.sideW
    y: table.handY - table.ch * 0.08
    width: table.width - 2 * table.sideW
    height: table.ch * 1.16
    z: 4
    radius: table.cw * 0.1
    color: handDrop.containsDrag && target ? "#33f2c14e" : "transparent"
    border.width: target ? 2 : 0
    border.color: Theme.accent
    DropArea {
        id: handDrop
        anchors.fill: parent
        keys: ["felt/cards"]
        onDropped: drop => {
            drop.accept()
            table.dropOn({ zone: "hand", owner: table.me })
        }
    }
}
