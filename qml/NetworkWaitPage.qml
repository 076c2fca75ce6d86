// A network table before its start: the game and its house rules, the table code and the
// invite link (copied with one click), who has joined, and Start for the opener once every
// seat is taken (asking first when a person who joined is away). The same page shows a person
// who joined someone else's table while it waits. A table that could not be reached or
// joined: one line that says why and what to do, and Back to the page it came from (the join
// page's fields, or the new-game page's, still filled for a retry).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    objectName: "networkWaitPage"
    signal cancelled()
    readonly property NetTable net: App.network.table
    // This screen opened the table and waits for its people (it starts it).
    readonly property bool hosting: net.state === NetTable.Waiting && net.opener
    // Not (or no longer) at a table: it could not be reached or joined (net.error says why).
    readonly property bool failed: !net.live
    background: FeltBackground {}

    // The people who joined over the network and are away now.
    readonly property var awayNames: {
        const names = []
        for (const s of net.seats)
            if (s.person && s.taken && !s.here && !s.connected)
                names.push(s.name)
        return names
    }
    // Start, asked first when someone who joined is away (the game then waits at their turns,
    // and after the grace time the opener may hand their seats to computer players).
    function startAsked() {
        if (!net.canStart)
            return
        if (awayNames.length === 0)
            net.start()
        else
            startQuestion.open()
    }
    // Back from a table that could not be joined: to the page the attempt came from, its
    // fields as they were (a link from the command line: the join page, filled with it).
    function back() {
        net.cancel()
        const view = page.StackView.view
        const below = view && page.StackView.index > 0 ? view.get(page.StackView.index - 1, StackView.DontLoad) : null
        if (below && (below.objectName === "joinPage" || below.objectName === "newGamePage"))
            view.pop()
        else
            ApplicationWindow.window.showPage("join")
    }

    // The way back (‹ Leave, ‹ Back, Esc, as the window's Esc does on every page over
    // another): from a table that could not be joined, to the page the attempt came from; else
    // the table is left (its people are told).
    function done() {
        if (page.failed) {
            page.back()
            return
        }
        page.net.cancel()
        page.cancelled()
    }

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
                objectName: "leaveButton"
                text: page.failed ? qsTr("‹ Back") : qsTr("‹ Leave")
                Accessible.name: text
                Accessible.onPressAction: clicked()
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: page.failed ? qsTr("Not at the table") : page.hosting ? qsTr("Your table on the network") : qsTr("Joining a table")
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
                onClicked: page.startAsked()
            }
        }
    }

    ConfirmDialog {
        id: startQuestion
        objectName: "startQuestion"
        readonly property string names: App.catalog.nameList(page.awayNames)
        title: qsTr("Start without %1?").arg(names)
        text: page.awayNames.length === 1
              ? qsTr("%1 is away. The game waits whenever it is their turn; if they stay away, you may let a computer player take their seat.").arg(names)
              : qsTr("%1 are away. The game waits whenever it is one of their turns; if they stay away, you may let computer players take their seats.").arg(names)
        onAccepted: page.net.start()
    }

    ColumnLayout {
        width: Math.min(parent.width - 48, 760 * Theme.uiScale)
        x: (parent.width - width) / 2
        y: 24
        spacing: 14

        // Why there is no table, and the way back to try again.
        Label {
            objectName: "waitError"
            visible: page.failed
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: page.net.error !== "" ? page.net.error : qsTr("Not connected to a table.")
            textFormat: Text.PlainText
            font.pixelSize: 20 * Theme.uiScale
            color: Theme.danger
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        Button {
            objectName: "failedBack"
            visible: page.failed
            text: qsTr("Back, to try again")
            highlighted: true
            Accessible.name: text
            Accessible.description: qsTr("key: Esc")
            Accessible.onPressAction: clicked()
            onClicked: page.back()
        }
        // The game, its house rules (what differs from the rules as written).
        Label {
            objectName: "tableGame"
            visible: !page.failed && text !== ""
            Layout.fillWidth: true
            text: page.net.gameName
            textFormat: Text.PlainText
            font.pixelSize: 28 * Theme.uiScale
            font.bold: true
            color: Theme.accent
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            objectName: "tableRules"
            visible: !page.failed && page.net.gameName !== ""
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            color: Theme.ink
            text: page.net.houseRules.length > 0 ? qsTr("House rules: %1").arg(page.net.houseRules.join(qsTr("; ")))
                                                 : qsTr("No house rules: the game as its rules page describes it.")
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Label {
            visible: !page.failed
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.ink
            text: page.hosting ? qsTr("Friends join from Felt on their own computers with the invite link, or with this code and the address in it. You start the game once every seat is taken.")
                               : page.net.state === NetTable.Connecting ? qsTr("Sitting down at the table…")
                                                              : qsTr("You have a seat. The game begins when the person who opened the table starts it.")
        }
        RowLayout {
            visible: !page.failed && page.net.code !== ""
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
            visible: !page.failed && page.net.invite !== ""
            Layout.fillWidth: true
            spacing: 12
            Field {
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
            visible: !page.failed
            text: qsTr("At the table")
            font.pixelSize: 18 * Theme.uiScale
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            model: page.failed ? [] : page.net.seats
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
            visible: !page.failed && page.net.connection === "reconnecting"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkDim
            text: qsTr("The connection to the host dropped: reconnecting…")
        }
        Rectangle {
            objectName: "hostUnreachable"
            visible: !page.failed && page.net.connection === "unreachable"
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
            visible: !page.failed && text !== ""
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
        onActivated: page.startAsked()
    }
    Shortcut {
        sequences: [StandardKey.Copy]
        enabled: !linkField.activeFocus && !page.failed && page.net.invite !== ""
        onActivated: copyButton.clicked()
    }
}
