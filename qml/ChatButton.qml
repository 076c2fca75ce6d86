// The chat's button in the action bar of a network table (Ctrl+T): the lines that came while
// the chat was closed are counted on it ("Chat (2 new)"), and the newest is shown beside it
// for a few seconds where the bar has the room (`room`: what the status line does not need).
// A click on either opens the chat (TablePage.chatOpen).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

RowLayout {
    id: chat
    required property Page page
    property real room: 0
    readonly property NetChat net: App.network.chat
    visible: page.networkTable
    spacing: 10
    Layout.alignment: Qt.AlignVCenter

    Connections {
        target: chat.net
        function onLineAdded() {
            if (chat.page.chatOpen || chat.net.unread === 0)
                return
            notice.text = chat.net.last
            noticeTime.restart()
        }
    }
    Timer {
        id: noticeTime
        interval: 6000
    }
    Label {
        id: notice
        objectName: "chatNotice"
        readonly property real most: chat.room - chatButton.implicitWidth - chat.spacing
        visible: noticeTime.running && !chat.page.chatOpen && most >= 120 * Theme.uiScale
        Layout.maximumWidth: Math.max(0, most)
        elide: Text.ElideRight
        maximumLineCount: 1
        // Plain text: what people type is never read as markup.
        textFormat: Text.PlainText
        color: Theme.accent
        font.pixelSize: 14 * Theme.uiScale
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        Accessible.ignored: !visible
        MouseArea {
            anchors.fill: parent
            onClicked: chat.page.chatOpen = true
        }
    }
    Button {
        id: chatButton
        objectName: "chatButton"
        text: chat.page.chatOpen ? qsTr("Close chat")
              : chat.net.unread > 0 ? qsTr("Chat (%n new)", "", chat.net.unread) : qsTr("Chat")
        highlighted: !chat.page.chatOpen && chat.net.unread > 0
        // Reached with Tab; a click leaves the keyboard where it was until the chat opens.
        focusPolicy: Qt.TabFocus
        Accessible.name: text
        Accessible.description: qsTr("key: Ctrl+T")
        Accessible.onPressAction: clicked()
        Accessible.ignored: !chat.visible
        onClicked: chat.page.chatOpen = !chat.page.chatOpen
    }
}
