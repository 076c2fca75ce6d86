// The chat of a network table, docked beside the table as the game log is (the table makes
// room for it: it lies on no card and no bar): the lines as plain text, newest at the bottom,
// and a field to say something. Esc in the field, or anywhere at the table, closes it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: panel
    objectName: "chatPanel"
    readonly property NetChat net: App.network.chat
    signal closeRequested()
    color: "#cc0b1f14"
    border.color: "#22ffffff"
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Chat")

    // Open, the chat has the keyboard.
    Component.onCompleted: chatField.forceActiveFocus()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8
        Label {
            text: qsTr("Chat")
            font.bold: true
            font.pixelSize: 15 * Theme.uiScale
            color: Theme.ink
            Accessible.ignored: true
        }
        ListView {
            id: chatList
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: panel.net
            onCountChanged: Qt.callLater(positionViewAtEnd)
            Component.onCompleted: positionViewAtEnd()
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Chat")
            ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the chat") }
            delegate: Label {
                required property string name
                required property string words
                width: ListView.view.width - 12
                wrapMode: Text.Wrap
                color: Theme.ink
                font.pixelSize: 13 * Theme.uiScale
                // Plain text: what people type is never read as markup.
                textFormat: Text.PlainText
                text: name + ": " + words
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
        Field {
            id: chatField
            objectName: "chatField"
            Layout.fillWidth: true
            maximumLength: 200
            placeholderText: qsTr("Say something to the table")
            Accessible.name: qsTr("Chat message")
            onAccepted: {
                if (panel.net.send(text))
                    text = ""
            }
            // Esc closes the chat (the table takes the keyboard back: TablePage.keysBack).
            Keys.onEscapePressed: panel.closeRequested()
        }
    }
}
