// The running game: a bar with the game, the deal and the menu; the game's table; what to do
// now and the buttons for it; the game log; the privacy screen between people; the result.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    signal homeRequested()
    signal newGameRequested()
    signal rulesRequested()
    signal settingsRequested()

    readonly property GameSession session: App.session
    property bool showLog: width >= 1500

    background: FeltBackground {}

    // What the person at the screen should know right now, in one sentence: the game's table
    // says it for the person's own move, the page for everyone else's.
    function statusText() {
        if (!session.active)
            return ""
        if (session.over)
            return session.resultText
        const own = tableLoader.item ? tableLoader.item.statusText : ""
        if (own !== "")
            return own
        if (session.waitingFor.length > 0)
            return qsTr("Waiting for %1.").arg(App.nameList(session.waitingFor))
        const turn = session.turn
        if (turn >= 0)
            return session.thinkingSeat >= 0 ? qsTr("%1 is thinking…").arg(session.seatName(session.thinkingSeat))
                                             : qsTr("%1's turn.").arg(session.seatName(turn))
        return ""
    }

    header: ToolBar {
        // Behind the privacy screen nobody but the person due may touch the game.
        enabled: !session.privacy
        RowLayout {
            anchors.fill: parent
            spacing: 6
            ToolButton {
                focusPolicy: Qt.NoFocus
                objectName: "homeButton"
                text: qsTr("‹ Games")
                onClicked: page.homeRequested()
            }
            Label {
                text: App.gameName(session.gameId)
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
            }
            Label {
                text: qsTr("Deal #%1").arg(session.deal)
                color: Theme.inkDim
                Layout.leftMargin: 8
            }
            Item { Layout.fillWidth: true }
            ToolButton {
                objectName: "hintButton"
                focusPolicy: Qt.NoFocus
                text: session.hinting ? qsTr("Thinking…") : qsTr("Hint")
                enabled: session.moves.length > 0 && !session.hinting
                onClicked: session.requestHint()
            }
            ToolButton {
                objectName: "undoButton"
                focusPolicy: Qt.NoFocus
                visible: session.canUndo || session.canRedo
                enabled: session.canUndo
                text: qsTr("Undo")
                onClicked: session.undo()
            }
            ToolButton {
                objectName: "redoButton"
                focusPolicy: Qt.NoFocus
                visible: session.canUndo || session.canRedo
                enabled: session.canRedo
                text: qsTr("Redo")
                onClicked: session.redo()
            }
            ToolButton {
                focusPolicy: Qt.NoFocus
                text: qsTr("Rules")
                onClicked: page.rulesRequested()
            }
            ToolButton {
                focusPolicy: Qt.NoFocus
                text: page.showLog ? qsTr("Hide log") : qsTr("Show log")
                onClicked: page.showLog = !page.showLog
            }
            ToolButton {
                focusPolicy: Qt.NoFocus
                text: qsTr("Menu")
                onClicked: menu.open()
                Menu {
                    id: menu
                    y: parent.height
                    MenuItem { text: qsTr("New game…"); onTriggered: page.newGameRequested() }
                    MenuItem {
                        text: qsTr("Play this deal again")
                        onTriggered: session.over ? session.replayDeal() : replayDialog.open()
                    }
                    MenuItem { text: qsTr("Settings"); onTriggered: page.settingsRequested() }
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            Loader {
                id: tableLoader
                Layout.fillWidth: true
                Layout.fillHeight: true
                focus: true
                source: session.tableQml !== "" ? Qt.resolvedUrl(session.tableQml) : ""
                onLoaded: item.forceActiveFocus()
            }
            Connections {
                target: tableLoader.item
                ignoreUnknownSignals: true
                function onRefused(why) { toast.show(why) }
            }

            // What to do now, and the buttons for it.
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(52 * Theme.uiScale, actionRow.implicitHeight + 16)
                color: Theme.panel
                RowLayout {
                    id: actionRow
                    anchors.fill: parent
                    anchors.leftMargin: 16
                    anchors.rightMargin: 16
                    spacing: 10
                    Label {
                        id: status
                        Layout.fillWidth: true
                        text: page.statusText()
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                        color: session.moves.length > 0 ? Theme.accent : Theme.ink
                        font.pixelSize: 16 * Theme.uiScale
                        font.bold: session.moves.length > 0
                    }
                    // The game's own buttons ({name, text, enabled, highlighted, run}).
                    Repeater {
                        model: tableLoader.item ? tableLoader.item.buttons : []
                        Button {
                            required property var modelData
                            objectName: modelData.name
                            focusPolicy: Qt.NoFocus
                            visible: modelData.visible ?? true
                            enabled: modelData.enabled
                            text: modelData.text
                            highlighted: (modelData.highlighted ?? false) && enabled
                            onClicked: modelData.run()
                        }
                    }
                }
            }
        }

        LogPanel {
            visible: page.showLog
            Layout.preferredWidth: Math.min(320 * Theme.uiScale, page.width * 0.26)
            Layout.fillHeight: true
        }
    }

    Connections {
        target: session
        function onHintChanged() {
            if (session.hint !== "")
                toast.show(qsTr("Hint: %1").arg(session.describe(session.hint)))
            else
                toast.hide()
        }
        // A hint or a refusal named the cards of the person who had the screen.
        function onPrivacyChanged() {
            toast.hide()
            if (!session.privacy && tableLoader.item)
                tableLoader.item.forceActiveFocus()
        }
        function onViewerChanged() { toast.hide() }
        // What the session has to say that no table asked for (a computer player's fallback
        // move, a failed save).
        function onMessageChanged() {
            if (session.message !== "" && !session.privacy)
                toast.show(session.message)
        }
        function onOverChanged() {
            if (session.over)
                resultOverlay.dismissed = false
        }
    }
    ConfirmDialog {
        id: replayDialog
        title: qsTr("Start this deal again?")
        text: qsTr("The game in progress is replaced by the same deal from its start.")
        onAccepted: session.replayDeal()
    }
    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: session.canUndo
        onActivated: session.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        enabled: session.canRedo
        onActivated: session.redo()
    }

    Toast {
        id: toast
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.55
        z: 50
    }

    PrivacyScreen {
        anchors.fill: parent
        visible: session.privacy
        z: 80
    }

    ResultOverlay {
        id: resultOverlay
        anchors.fill: parent
        visible: session.over && !dismissed
        property bool dismissed: false
        z: 70
        onPlayAgain: { dismissed = false; session.playAgain() }
        onSameDeal: { dismissed = false; session.replayDeal() }
        onNewGame: page.newGameRequested()
        onHome: page.homeRequested()
        onClosed: dismissed = true
        Connections {
            target: session
            function onSeedChanged() { resultOverlay.dismissed = false }
        }
    }
}
