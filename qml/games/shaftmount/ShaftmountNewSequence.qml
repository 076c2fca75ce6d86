// Shaftmount: one's own free space: a 3 starts a new sequence here.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: newSlot
    required property TableBase table
    objectName: "newSequence"
    readonly property bool target: table.isTarget("newSequence", table.me, -1)
    visible: table.threeRuleOn && !table.session.board.over && table.me >= 0
    x: table.newSlotPos.x
    y: table.newSlotPos.y
    width: table.cw * table.myScale
    height: table.ch * table.myScale
    radius: width * 0.08
    z: 5
    color: newDrop.containsDrag && target ? "#44f2c14e" : target ? "#22f2c14e" : "transparent"
    border.width: target ? Math.max(2, width * 0.05) : 1
    border.color: table.targetMark === "newSequence:" + table.me + ":-1" ? "#5ab0ff" : target ? Theme.accent : "#33ffffff"
    Label {
        anchors.fill: parent
        anchors.margins: 4
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        text: qsTr("New sequence: a 3")
        color: newSlot.target ? Theme.accent : "#66ffffff"
        font.pixelSize: Math.max(10, table.ch * 0.08)
        // (A narrow slot in a small window: the words shrink rather than spill over its edge.)
        fontSizeMode: Text.Fit
        minimumPixelSize: 7
        Accessible.ignored: true
    }
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("start a new sequence")
    Accessible.onPressAction: table.dropOn({ zone: "newSequence", owner: table.me })
    DropArea {
        id: newDrop
        anchors.fill: parent
        keys: ["felt/cards"]
        onDropped: drop => {
            drop.accept()
            table.dropOn({ zone: "newSequence", owner: table.me })
        }
    }
    TapHandler {
        enabled: table.chosenKey !== ""
        onTapped: table.dropOn({ zone: "newSequence", owner: table.me })
    }
}
