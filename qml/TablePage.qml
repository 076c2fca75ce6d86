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

    // What the person at the screen should know right now, in one sentence.
    function statusText() {
        if (!session.active)
            return ""
        if (session.over)
            return session.resultText
        if (session.phase === "setup") {
            if (session.legal.indexOf("ready") >= 0)
                return qsTr("Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.")
            return qsTr("Waiting for the others to finish swapping.")
        }
        if (session.legal.length > 0) {
            if (session.legal.some(a => a.startsWith("blind")))
                return qsTr("Your turn: turn over one of your face-down cards.")
            const plays = session.legal.filter(a => a.startsWith("play"))
            if (plays.length === 0)
                return qsTr("Your turn: nothing you hold can be played — pick up the pile.")
            if (session.legal.indexOf("pickup") < 0)
                return qsTr("Your turn: lead any card or set of one rank.")
            return qsTr("Your turn: play a card or a set of one rank onto the pile — or pick up the pile.")
        }
        const turn = session.turn
        if (turn >= 0)
            return session.thinkingSeat >= 0 ? qsTr("%1 is thinking…").arg(session.seatName(session.thinkingSeat))
                                             : qsTr("%1's turn.").arg(session.seatName(turn))
        return ""
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 6
            ToolButton {
                text: qsTr("‹ Games")
                onClicked: page.homeRequested()
            }
            Label {
                text: window.gameName(session.gameId)
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
            }
            Label {
                text: qsTr("Deal #%1").arg(session.seed)
                color: Theme.inkDim
                Layout.leftMargin: 8
            }
            Item { Layout.fillWidth: true }
            ToolButton {
                text: qsTr("Rules")
                onClicked: page.rulesRequested()
            }
            ToolButton {
                text: page.showLog ? qsTr("Hide log") : qsTr("Show log")
                onClicked: page.showLog = !page.showLog
            }
            ToolButton {
                text: qsTr("Menu")
                onClicked: menu.open()
                Menu {
                    id: menu
                    y: parent.height
                    MenuItem { text: qsTr("New game…"); onTriggered: page.newGameRequested() }
                    MenuItem { text: qsTr("Play this deal again"); onTriggered: session.replayDeal() }
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
                source: session.gameId === "shithead" ? "ShitheadTable.qml" : ""
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
                        color: session.legal.length > 0 ? Theme.accent : Theme.ink
                        font.pixelSize: 16 * Theme.uiScale
                        font.bold: session.legal.length > 0
                    }
                    Button {
                        objectName: "playButton"
                        visible: session.phase === "play" && !session.over
                        enabled: tableLoader.item && tableLoader.item.selected.length > 0
                                 && session.isLegal(tableLoader.item.actionFor(tableLoader.item.selected))
                        text: qsTr("Play")
                        highlighted: enabled
                        onClicked: tableLoader.item.playSelection()
                    }
                    Button {
                        objectName: "swapButton"
                        visible: session.phase === "setup" && session.legal.length > 0
                        enabled: tableLoader.item && tableLoader.item.actionFor(tableLoader.item.selected) !== ""
                        text: qsTr("Swap")
                        onClicked: tableLoader.item.playSelection()
                    }
                    Button {
                        objectName: "pickupButton"
                        visible: session.phase === "play" && !session.over
                        enabled: session.legal.indexOf("pickup") >= 0
                        text: qsTr("Pick up")
                        onClicked: tableLoader.item.pickUp()
                    }
                    Button {
                        objectName: "readyButton"
                        visible: session.phase === "setup"
                        enabled: session.legal.indexOf("ready") >= 0
                        text: qsTr("Ready")
                        highlighted: enabled
                        onClicked: tableLoader.item.ready()
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
