// Wrong Suit: a Queen asks for its suit: the panel with the suits to choose from.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: chooserPanel
    required property TableBase table
    objectName: "suitChooser"
    visible: table.chooser !== null
    readonly property int owner: table.chooser ? table.chooser.owner : -1
    readonly property string queen: table.chooser ? table.chooser.face : ""
    readonly property bool toSelf: owner === table.bottomSeat
    readonly property var myShut: table.facts.seats[table.bottomSeat]?.shut ?? []
    z: 2500
    width: Math.min(table.width - 2 * table.margin, Math.max(420, table.cw * 5.6))
    height: chooserColumn.implicitHeight + 28
    x: table.width / 2 - width / 2
    y: Math.max(table.margin, table.height / 2 - height / 2 - table.ch * 0.4)
    radius: 14
    color: Theme.panelSolid
    border.color: Theme.accent
    border.width: 2
    MouseArea { anchors.fill: parent }   // a click on the panel keeps it open
    Column {
        id: chooserColumn
        x: 14
        y: 14
        width: parent.width - 28
        spacing: 10
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            font.bold: true
            font.pixelSize: Math.max(14, table.ch * 0.12)
            color: Theme.ink
            text: chooserPanel.toSelf
                  ? qsTr("Your %1 goes on your own stack. Name a suit: your lowest card of it moves from your hand to your stack.")
                    .arg(table.session.game.cardName(chooserPanel.queen))
                  : qsTr("Your %1 goes to %2. Name a suit: %2 must give you the lowest card of it from their hand.")
                    .arg(table.session.game.cardName(chooserPanel.queen)).arg(table.session.game.seatName(chooserPanel.owner))
            // The panel shows only while a Queen asks: hidden, none of it is heard.
            Accessible.ignored: !visible
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 12
            Repeater {
                model: table.suits
                Column {
                    required property string modelData
                    spacing: 2
                    Button {
                        Accessible.onPressAction: clicked()
                        id: suitButton
                        objectName: "suitButton" + modelData
                        focusPolicy: Qt.NoFocus
                        width: Math.max(64, table.cw * 0.9)
                        height: width
                        highlighted: table.hintChoice === modelData
                        Accessible.name: table.suitName(modelData)
                        Accessible.ignored: !visible
                        Accessible.description: qsTr("key %1").arg(modelData)
                        onClicked: table.chooseSuit(modelData)
                        contentItem: Text {
                            text: Theme.suitGlyph(modelData)
                            color: Theme.suitColor(modelData)
                            font.pixelSize: suitButton.height * 0.55
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                        background: Rectangle {
                            radius: 12
                            color: suitButton.down ? "#e8e2cf" : Theme.cardPaper
                            border.color: suitButton.highlighted || suitButton.hovered ? Theme.accent : Theme.cardEdge
                            border.width: suitButton.highlighted ? 4 : 2
                        }
                    }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: modelData + " · " + table.suitName(modelData)
                        color: Theme.inkDim
                        font.pixelSize: Math.max(11, table.ch * 0.085)
                        Accessible.ignored: true
                    }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: chooserPanel.myShut.indexOf(modelData) >= 0
                        text: qsTr("your king stops it")
                        Accessible.ignored: !visible
                        color: Theme.danger
                        font.pixelSize: Math.max(10, table.ch * 0.075)
                    }
                }
            }
        }
        Button {
            Accessible.onPressAction: clicked()
            Accessible.name: text
            Accessible.ignored: !visible
            objectName: "suitCancel"
            anchors.horizontalCenter: parent.horizontalCenter
            focusPolicy: Qt.NoFocus
            flat: true
            text: qsTr("Choose again (Esc)")
            onClicked: table.cancel()
        }
    }
}
