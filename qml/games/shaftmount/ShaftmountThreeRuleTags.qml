// A sequence started by the 3 rule (it goes entirely when it closes) is tagged at its foot,
// over the cards: above it lie the closing area's labels (one's own row) and the plate's
// penalty meter (the others').
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: table.allSequences.filter(q => q.three)
    Rectangle {
        required property var modelData
        readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
        objectName: "threeRuleTag"
        x: spot.x + table.cw * spot.s - width + 2
        y: spot.y + table.cascadeHeight(modelData.count, spot.s) - height * 0.55
        z: 1400
        width: threeLabel.implicitWidth + 8
        height: threeLabel.implicitHeight + 2
        radius: height / 2
        color: Theme.panelSolid
        border.color: "#66ffffff"
        Label {
            id: threeLabel
            anchors.centerIn: parent
            text: qsTr("3 rule")
            font.pixelSize: Math.max(9, table.ch * 0.07)
            color: Theme.inkDim
            Accessible.ignored: true
        }
    }
}
