// Over a network table: "Reconnecting…" while the connection comes back by itself; the
// people who are away and for how long (the opener may, after the grace time, hand a seat to
// a computer player or end the game); and the chat, shown as plain text.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Item {
    id: overlay
    objectName: "netTableOverlay"
    readonly property var net: App.network
    // (A seat a computer player took over is no longer waited for.)
    readonly property var away: net.seats.filter(s => s.person && s.kind === "human" && s.taken && !s.connected && !s.here)
    property bool chatOpen: false

    Rectangle {
        id: banner
        objectName: "reconnectingBanner"
        visible: overlay.net.connection !== ""
        Accessible.ignored: !visible
        anchors.horizontalCenter: parent.horizontalCenter
        y: 8
        z: 3
        width: bannerText.implicitWidth + 32
        height: bannerText.implicitHeight + 16
        radius: height / 2
        color: Theme.danger
        Accessible.role: Accessible.AlertMessage
        Accessible.name: bannerText.text
        Label {
            id: bannerText
            Accessible.ignored: !banner.visible
            anchors.centerIn: parent
            text: overlay.net.connection === "unreachable" ? qsTr("The host does not answer: it may be gone. Your seat is kept for a rejoin.")
                                                           : qsTr("Reconnecting…")
            color: Theme.ink
            font.bold: true
        }
    }

    ColumnLayout {
        objectName: "awaySeats"
        visible: overlay.away.length > 0
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 12
        anchors.topMargin: 56
        spacing: 6
        z: 2
        Repeater {
            model: overlay.away
            Rectangle {
                required property var modelData
                implicitWidth: awayRow.implicitWidth + 16
                implicitHeight: awayRow.implicitHeight + 12
                radius: 6
                color: Theme.panel
                RowLayout {
                    id: awayRow
                    readonly property int seat: modelData.seat
                    anchors.centerIn: parent
                    spacing: 8
                    Label {
                        color: Theme.ink
                        textFormat: Text.PlainText
                        text: qsTr("%1 is away (%2)").arg(modelData.name).arg(
                                  modelData.awaySeconds >= 60 ? qsTr("%1 min").arg(Math.floor(modelData.awaySeconds / 60))
                                                               : qsTr("%1 s").arg(modelData.awaySeconds))
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                    Button {
                        id: replaceButton
                        objectName: "replaceSeatButton"
                        visible: overlay.net.opener && modelData.replaceable
                        text: qsTr("Computer plays…")
                        Accessible.name: qsTr("Let a computer player play %1's seat").arg(modelData.name)
                        Accessible.onPressAction: clicked()
                        onClicked: {
                            // (The menu is the overlay's: these rows are made again every second.)
                            const at = replaceButton.mapToItem(overlay, 0, replaceButton.height)
                            levelMenu.seat = awayRow.seat
                            levelMenu.x = at.x
                            levelMenu.y = at.y
                            levelMenu.open()
                        }
                    }
                    Button {
                        objectName: "endNetworkGameButton"
                        visible: overlay.net.opener && modelData.replaceable
                        text: qsTr("End the game")
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                        onClicked: overlay.net.endGame()
                    }
                }
            }
        }
    }

    // The level of the computer player that takes an away seat.
    Menu {
        id: levelMenu
        objectName: "levelMenu"
        property int seat: -1
        MenuItem {
            objectName: "level_easy"
            text: qsTr("Computer — easy")
            Accessible.name: text
            Accessible.description: App.catalog.levelText(App.session.game.gameId, "easy")
            Accessible.onPressAction: clicked()
            onTriggered: overlay.net.replaceSeat(levelMenu.seat, "easy")
        }
        MenuItem {
            objectName: "level_normal"
            text: qsTr("Computer — normal")
            Accessible.name: text
            Accessible.description: App.catalog.levelText(App.session.game.gameId, "normal")
            Accessible.onPressAction: clicked()
            onTriggered: overlay.net.replaceSeat(levelMenu.seat, "normal")
        }
        MenuItem {
            objectName: "level_hard"
            text: qsTr("Computer — hard")
            Accessible.name: text
            Accessible.description: App.catalog.levelText(App.session.game.gameId, "hard")
            Accessible.onPressAction: clicked()
            onTriggered: overlay.net.replaceSeat(levelMenu.seat, "hard")
        }
    }

    // The chat: a button at the bottom right, opening a small panel.
    Button {
        id: chatButton
        objectName: "chatButton"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        // Above the table's status line.
        anchors.bottomMargin: 64 * Theme.uiScale
        z: 2
        text: overlay.chatOpen ? qsTr("Close chat") : qsTr("Chat (%1)").arg(overlay.net.chat.length)
        // Reached with Tab; a click leaves the keyboard where it was (the table's, or the chat's).
        focusPolicy: Qt.TabFocus
        Accessible.name: text
        Accessible.onPressAction: clicked()
        onClicked: overlay.chatOpen = !overlay.chatOpen
    }
    Shortcut {
        sequences: ["Ctrl+T"]
        onActivated: {
            overlay.chatOpen = !overlay.chatOpen
            if (overlay.chatOpen)
                chatField.forceActiveFocus()
        }
    }
    Rectangle {
        objectName: "chatPanel"
        visible: overlay.chatOpen
        Accessible.ignored: !visible
        anchors.right: parent.right
        anchors.bottom: chatButton.top
        anchors.margins: 12
        width: 340 * Theme.uiScale
        height: 260 * Theme.uiScale
        radius: 6
        color: Theme.panelSolid
        z: 2
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 8
            ListView {
                id: chatList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: overlay.net.chat
                onCountChanged: positionViewAtEnd()
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Chat")
                delegate: Label {
                    required property var modelData
                    width: ListView.view.width
                    wrapMode: Text.Wrap
                    color: Theme.ink
                    // Plain text: what people type is never read as markup.
                    textFormat: Text.PlainText
                    text: modelData.name + ": " + modelData.text
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
            TextField {
                id: chatField
                objectName: "chatField"
                Layout.fillWidth: true
                maximumLength: 200
                placeholderText: qsTr("Say something to the table")
                Accessible.name: qsTr("Chat message")
                onAccepted: {
                    if (overlay.net.sendChat(text))
                        text = ""
                }
                // Esc closes the chat (the table takes the keyboard back: TablePage.keysBack).
                Keys.onEscapePressed: overlay.chatOpen = false
            }
        }
    }
}
