// Shaftmount: each sequence's glow, drop place and name (a Repeater: its zones lie on the table).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: table.allSequences
    Item {
        id: seqZone
        required property var modelData
        readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
        readonly property real scw: table.cw * spot.s
        readonly property bool target: table.isTarget("sequence", modelData.owner, modelData.pile)
        readonly property bool marked: table.targetMark === "sequence:" + modelData.owner + ":" + modelData.pile
        // A candidate of a domino's choice (the person chooses by clicking its top card).
        readonly property bool candidate: table.myTurn && table.moves.some(m => m.verb === "close" && m.from.owner === modelData.owner
                                                                              && m.from.pile === modelData.pile)
        readonly property bool asked: table.pending !== null && table.pending.kind !== "close"
                                      && (table.pending.sequence ?? table.pending.target) === modelData.owner + "." + modelData.pile
        objectName: "sequence_" + modelData.owner + "_" + modelData.pile
        x: spot.x - scw * 0.08
        y: spot.y - table.ch * spot.s * 0.06
        width: scw * 1.16
        height: table.cascadeHeight(modelData.count, spot.s) + table.ch * spot.s * 0.12
        z: 5
        Accessible.role: Accessible.Grouping
        Accessible.name: qsTr("%1, %n card(s), top: %2", "", modelData.count)
                         .arg(table.sequenceWords(modelData.owner, modelData.pile)).arg(table.session.cardWords(modelData.top))
        Rectangle {
            anchors.fill: parent
            radius: seqZone.scw * 0.1
            color: seqDrop.containsDrag && seqZone.target ? "#44f2c14e" : seqZone.target || seqZone.candidate ? "#22f2c14e" : "transparent"
            border.width: seqZone.target || seqZone.asked || seqZone.candidate ? Math.max(2, seqZone.scw * 0.05) : 0
            border.color: seqZone.marked ? "#5ab0ff" : seqZone.asked ? Theme.danger : Theme.accent
        }
        DropArea {
            id: seqDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "sequence", owner: seqZone.modelData.owner, pile: seqZone.modelData.pile })
            }
        }
        TapHandler {
            enabled: table.chosenKey !== ""
            onTapped: table.dropOn({ zone: "sequence", owner: seqZone.modelData.owner, pile: seqZone.modelData.pile })
        }
    }
}
