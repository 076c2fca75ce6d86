// Shaftmount: the deck's place and its count, the hand limit, the discard pile (a drop place
// when a 5 or a 6 answers) and its count. It fills the table: its parts lie where the table says.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Item {
    id: piles
    required property TableBase table
    readonly property alias discardZone: discardZone
    anchors.fill: parent
    z: 3

    Column {
        x: table.deckPos.x + table.pileW / 2 - width / 2
        y: table.midY + table.ch * table.pileScale + 3
        z: 6
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Deck %1").arg(table.st.deck ?? 0)
            color: Theme.inkDim
            font.pixelSize: Math.max(11, table.ch * 0.085)
        }
        Label {
            objectName: "handLimit"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("hand limit %1").arg(table.handLimit)
            color: Theme.inkDim
            font.pixelSize: Math.max(10, table.ch * 0.07)
        }
    }
    Rectangle {
        // An empty deck's place.
        x: table.deckPos.x
        y: table.deckPos.y
        width: table.pileW
        height: table.ch * table.pileScale
        radius: width * 0.08
        z: 3
        color: "transparent"
        border.color: "#33ffffff"
        visible: (table.st.deck ?? 0) === 0
        Accessible.ignored: true
    }
    Rectangle {
        id: discardZone
        objectName: "discardZone"
        readonly property bool target: table.isTarget("discard", -1, -1)
        x: table.discardPos.x - 4
        y: table.discardPos.y - 4
        width: table.pileW + 8
        height: table.ch * table.pileScale + 8
        radius: width * 0.08
        z: 3
        color: discardDrop.containsDrag && target ? "#44f2c14e" : "transparent"
        border.width: target ? Math.max(2, width * 0.04) : 1
        border.color: table.targetMark === "discard:-1:-1" ? "#5ab0ff" : target ? Theme.accent : "#33ffffff"
        Accessible.role: Accessible.Grouping
        Accessible.name: qsTr("the discard pile, %n card(s)", "", table.st.discard ?? 0)
        DropArea {
            id: discardDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "discard" })
            }
        }
        TapHandler {
            enabled: table.chosenKey !== ""
            onTapped: table.dropOn({ zone: "discard" })
        }
    }
    Label {
        x: table.discardPos.x + table.pileW / 2 - width / 2
        y: table.midY + table.ch * table.pileScale + 3
        z: 6
        text: qsTr("Discard %1").arg(table.st.discard ?? 0)
        color: Theme.inkDim
        font.pixelSize: Math.max(11, table.ch * 0.085)
    }
}
