// Over a network table: "Reconnecting…" while the connection comes back by itself; the
// people who are away or left, and for how long (the opener may, after the grace time, hand a
// seat to a computer player or end the game). (The chat is the table page's: ChatPanel.qml.)
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Item {
    id: overlay
    objectName: "netTableOverlay"
    readonly property NetTable net: App.network.table
    // (A seat a computer player took over is no longer waited for.)
    readonly property var away: net.seats.filter(s => s.person && s.kind === "human" && s.taken && !s.connected && !s.here)

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
                        // (Left on purpose, or dropped: the others are told which.)
                        text: (modelData.left ? qsTr("%1 left the table (%2)") : qsTr("%1 is away (%2)")).arg(modelData.name).arg(
                                  modelData.awaySeconds >= 60 ? qsTr("%1 min").arg(Math.floor(modelData.awaySeconds / 60))
                                                               : qsTr("%1 s").arg(modelData.awaySeconds))
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                    Button {
                        id: replaceButton
                        objectName: "replaceSeatButton"
                        visible: overlay.net.opener && modelData.replaceable
                        // Reached with Tab; a click leaves the keyboard with the table (these
                        // rows go when the person is back: the keyboard would go with them).
                        focusPolicy: Qt.TabFocus
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
                        focusPolicy: Qt.TabFocus
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
}
