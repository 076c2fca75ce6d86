// A domino's choice: which of the glowing sequences closes next.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    required property TableBase table
    objectName: "choiceBanner"
    visible: table.myTurn && table.pending !== null && table.pending.kind === "close"
    x: table.width / 2 - width / 2
    y: table.midY - height - 4
    z: 1600
    width: choiceLabel.implicitWidth + 28
    height: choiceLabel.implicitHeight + 14
    radius: height / 2
    color: "#f0142a1d"
    border.color: Theme.accent
    border.width: 2
    Label {
        id: choiceLabel
        anchors.centerIn: parent
        text: qsTr("Domino: click the sequence that closes next")
        Accessible.ignored: !visible
        font.bold: true
        color: Theme.accent
        font.pixelSize: Math.max(13, table.ch * 0.1)
    }
}
