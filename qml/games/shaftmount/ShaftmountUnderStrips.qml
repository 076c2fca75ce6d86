// The 4 rule's strips: over the far end of a sequence (its bottom card), where a 4 slides
// under; shown while a 4 that may go there is held.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: table.allSequences
    Rectangle {
        id: under
        required property var modelData
        readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
        readonly property bool marked: table.targetMark === "under:" + modelData.owner + ":" + modelData.pile
        objectName: "under_" + modelData.owner + "_" + modelData.pile
        visible: table.isTarget("under", modelData.owner, modelData.pile)
        x: spot.x - table.cw * spot.s * 0.08
        // Over one's own sequences a little above the card; over another's no higher than the
        // card's top, clear of the penalty meter under that player's plate.
        y: modelData.owner === table.me ? spot.y - table.ch * spot.s * 0.1 : spot.y - 2
        width: table.cw * spot.s * 1.16
        height: Math.max(18, table.ch * spot.s * 0.26)
        z: 1500
        radius: height / 3
        color: underDrop.containsDrag ? "#f0806020" : "#e610281a"
        border.width: 2
        border.color: marked ? "#5ab0ff" : Theme.accent
        Label {
            anchors.centerIn: parent
            text: qsTr("under")
            font.pixelSize: Math.max(10, parent.height * 0.5)
            font.bold: true
            color: Theme.accent
            Accessible.ignored: true
        }
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("slide under %1").arg(table.sequenceWords(modelData.owner, modelData.pile))
        // Shown only while a 4 that may go there is held: hidden, it is not heard.
        Accessible.ignored: !visible
        Accessible.onPressAction: table.dropOn({ zone: "under", owner: modelData.owner, pile: modelData.pile })
        DropArea {
            id: underDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "under", owner: under.modelData.owner, pile: under.modelData.pile })
            }
        }
        TapHandler {
            onTapped: table.dropOn({ zone: "under", owner: under.modelData.owner, pile: under.modelData.pile })
        }
    }
}
