// The game log: what happened, one plain sentence a line, newest at the bottom.
import QtQuick
import QtQuick.Controls
import Felt

Rectangle {
    color: "#cc0b1f14"
    border.color: "#22ffffff"

    Label {
        id: title
        x: 14
        y: 10
        text: qsTr("Game log")
        font.bold: true
        font.pixelSize: 15 * Theme.uiScale
        color: Theme.ink
    }
    ListView {
        id: list
        objectName: "logList"
        anchors.fill: parent
        anchors.topMargin: title.y + title.height + 8
        anchors.margins: 10
        clip: true
        spacing: 4
        model: App.session.log
        ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the log") }
        delegate: Label {
            required property var model
            width: ListView.view.width - 12
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            text: model.text
            wrapMode: Text.WordWrap
            font.pixelSize: 13 * Theme.uiScale
            color: model.seat >= 0 && model.seat === App.session.viewer ? Theme.accent : Theme.ink
        }
        onCountChanged: Qt.callLater(positionViewAtEnd)
        Component.onCompleted: positionViewAtEnd()
        // Back from another page (the rules), the newest line is in sight again.
        onVisibleChanged: if (visible) Qt.callLater(positionViewAtEnd)
    }
}
