// A network table before its start: the table code and the invite link (copied with one
// click), who has joined, and Start for the opener once every seat is taken. The same page
// shows a person who joined someone else's table while it waits.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    objectName: "networkWaitPage"
    signal cancelled()
    readonly property var net: App.network
    readonly property bool hosting: net.phase === "hosting"
    background: FeltBackground {}

    function seatLine(s) {
        if (!s.person)
            return qsTr("%1 — computer player").arg(s.name)
        if (!s.taken)   // (the name the opener gave the seat, if any, until the friend joins)
            return s.name !== "" ? qsTr("Waiting for %1 to join…").arg(s.name) : qsTr("Waiting for a person to join…")
        if (s.here)
            return qsTr("%1 — at this screen").arg(s.name)
        return s.connected ? qsTr("%1 — joined over the network").arg(s.name)
                           : s.left ? qsTr("%1 — left the table").arg(s.name)
                           : qsTr("%1 — away for %2 s").arg(s.name).arg(s.awaySeconds)
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.rightMargin: 8 * Theme.uiScale
            ToolButton {
                text: qsTr("‹ Leave")
                Accessible.name: text
                Accessible.onPressAction: clicked()
                onClicked: {
                    page.net.cancel()
                    page.cancelled()
                }
            }
            Label {
                Layout.fillWidth: true
                text: page.hosting ? qsTr("Your table on the network") : qsTr("Joining a table")
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
            Button {
                objectName: "startNetworkButton"
                visible: page.hosting
                text: qsTr("Start")
                highlighted: true
                enabled: page.net.canStart
                Accessible.name: text
                Accessible.onPressAction: clicked()
                onClicked: page.net.start()
            }
        }
    }

    ColumnLayout {
        width: Math.min(parent.width - 48, 760 * Theme.uiScale)
        x: (parent.width - width) / 2
        y: 24
        spacing: 14

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.ink
            text: page.hosting ? qsTr("Friends join from Felt on their own computers with the invite link, or with this code and the address in it. You start the game once every seat is taken.")
                               : page.net.phase === "joining" ? qsTr("Sitting down at the table…")
                                                              : qsTr("You have a seat. The game begins when the person who opened the table starts it.")
        }
        RowLayout {
            spacing: 16
            Label {
                text: qsTr("Table code")
                color: Theme.inkDim
            }
            Label {
                objectName: "tableCode"
                text: page.net.code
                font.pixelSize: 34 * Theme.uiScale
                font.bold: true
                font.letterSpacing: 4
                color: Theme.ink
                textFormat: Text.PlainText
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Table code %1").arg(text.split("").join(" "))
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            TextField {
                id: linkField
                objectName: "inviteLink"
                Layout.fillWidth: true
                readOnly: true
                text: page.net.invite
                selectByMouse: true
                Accessible.name: qsTr("Invite link")
            }
            Button {
                id: copyButton
                objectName: "copyInvite"
                property bool copied: false
                text: copied ? qsTr("Copied") : qsTr("Copy")
                Accessible.name: qsTr("Copy the invite link")
                Accessible.onPressAction: clicked()
                onClicked: {
                    page.net.copyInvite()
                    copied = true
                }
            }
        }
        Label {
            text: qsTr("At the table")
            font.pixelSize: 18 * Theme.uiScale
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            model: page.net.seats
            Label {
                required property var modelData
                required property int index
                Layout.fillWidth: true
                text: qsTr("Seat %1: %2").arg(index + 1).arg(page.seatLine(modelData))
                textFormat: Text.PlainText
                color: modelData.person && !modelData.taken ? Theme.inkDim : Theme.ink
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
        // The host gone quiet while this person waits at its table.
        Label {
            objectName: "reconnectingNote"
            visible: page.net.connection === "reconnecting"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkDim
            text: qsTr("The connection to the host dropped: reconnecting…")
        }
        Rectangle {
            objectName: "hostUnreachable"
            visible: page.net.connection === "unreachable"
            Layout.fillWidth: true
            implicitHeight: unreachableRow.implicitHeight + 20
            radius: 6
            color: Theme.panel
            RowLayout {
                id: unreachableRow
                anchors.fill: parent
                anchors.margins: 10
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    text: qsTr("The host does not answer: the table may be gone for good. Leave now, and take your seat back later with Rejoin on the join page.")
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                Button {
                    objectName: "leaveUnreachable"
                    text: qsTr("Leave")
                    highlighted: true
                    Accessible.name: qsTr("Leave the table and keep the seat for a rejoin")
                    Accessible.onPressAction: clicked()
                    onClicked: {
                        page.net.cancel()
                        page.cancelled()
                    }
                }
            }
        }
        Label {
            objectName: "networkError"
            visible: text !== ""
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: page.net.error
            textFormat: Text.PlainText
            color: Theme.danger
        }
    }
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: page.hosting && page.net.canStart
        onActivated: page.net.start()
    }
    Shortcut {
        sequences: [StandardKey.Copy]
        enabled: !linkField.activeFocus
        onActivated: copyButton.clicked()
    }
}
