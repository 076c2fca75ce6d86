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
    signal statisticsRequested()

    readonly property GameSession session: App.session
    property bool showLog: width >= 1500
    // A network table's chat (ChatPanel.qml), docked beside the table as the log is; below
    // the log's width, one of the two at a time. Open, its lines are read (App.network.chat).
    readonly property bool networkTable: App.network.table.state === NetTable.Playing || App.network.table.state === NetTable.Over
    property bool chatOpen: false
    onChatOpenChanged: {
        if (chatOpen && width < 1500)
            showLog = false
        if (chatOpen)
            App.network.chat.read()
    }
    onShowLogChanged: if (showLog && width < 1500) chatOpen = false
    onNetworkTableChanged: if (!networkTable) chatOpen = false
    Connections {
        target: App.network.chat
        function onLineAdded() {
            if (page.chatOpen && page.networkTable)
                App.network.chat.read()
        }
    }
    // Esc closes the chat, wherever the keyboard is (a result or a look back keeps its own);
    // the window's shortcuts (Main.qml) open and close it.
    readonly property bool chatClosesOnEsc: chatOpen && networkTable && !resultOverlay.visible
                                            && !session.lookBack.active && !session.gameReview.busy

    readonly property string gameTitle: session.game.active ? App.catalog.gameName(session.game.gameId) : ""
    background: FeltBackground {}
    // A screen reader meets the page by its game's name (a nameless "page tab" said nothing).
    Accessible.role: Accessible.PageTab
    Accessible.name: page.gameTitle !== "" ? qsTr("%1 table").arg(page.gameTitle) : qsTr("The table")

    // What the person at the screen should know right now, in one sentence: the game's table
    // says it for the person's own move, the page for everyone else's.
    function statusText() {
        if (!session.game.active)
            return ""
        if (session.board.over)
            return session.board.resultText
        // A learning table says when a call may be made (the game's table says what, where it
        // can: Shaftmount's exposed closing cards, whose and why).
        if (session.play.mayCall)
            return (tableLoader.item?.callText ?? "") || qsTr("Something may be called now: look over the table.")
        if (App.lesson.active && App.lesson.waitsForNext)
            return App.lesson.done ? qsTr("The lesson is done: play a first game, or leave the lesson.")
                                   : qsTr("Read the coach's words above, then press Next (Space).")
        const own = tableLoader.item ? tableLoader.item.statusText : ""
        if (own !== "")
            return own
        if (session.board.waitingFor.length > 0)
            return qsTr("Waiting for %1.").arg(App.catalog.nameList(session.board.waitingFor))
        const turn = session.board.turn
        if (turn >= 0)
            return session.board.thinkingSeat >= 0 ? qsTr("%1 is thinking…").arg(session.game.seatName(session.board.thinkingSeat))
                                             : qsTr("%1's turn.").arg(session.game.seatName(turn))
        return ""
    }

    // The result put aside ("Look at the table", Esc) while the game is over: the action bar
    // offers it again (showResult).
    readonly property bool resultAway: session.board.over && resultOverlay.dismissed && !resultOverlay.waiting
                                       && !session.lookBack.active
    function showResult() {
        resultOverlay.dismissed = false
    }

    // After a lesson: a first game of its game (asking first where a game is unfinished).
    function firstGame() {
        const game = App.lesson.gameId
        const lesson = App.lesson.lessonId   // its seats and rules (calls by hand after that lesson)
        ApplicationWindow.window.replaceGame(game, () => App.playFirstGame(lesson))
    }
    function leaveLesson() {
        App.leaveLesson()
        page.homeRequested()
    }

    // This page is in front (its keys work only then).
    readonly property bool inFront: StackView.status === StackView.Active

    // The keyboard belongs to the table. Whatever takes it while the table is in front (the
    // chat's field, the keys sheet, the menu, a question, a button pressed with the mouse)
    // gives it back when it goes: when the item holding it is hidden or destroyed (a disabled
    // one loses it by itself), or the keyboard falls to no item (a closed popup leaves it with the window), the table
    // takes it again. One rule for every overlay, sheet, page and dialog; none of them needs
    // to know the table.
    function keysBack() {
        // Behind the privacy screen the keyboard is the screen's (Enter opens it), else the table's.
        const table = privacyScreen.visible ? privacyScreen : tableLoader.item
        const win = page.Window.window
        if (!table || !page.inFront || !win || !win.active)
            return
        const holder = win.activeFocusItem
        if (holder && holder.visible && holder.enabled) {
            // Held by an item that is no container of the table (a field, a button, a sheet).
            let around = false
            for (let p = tableLoader; p && !around; p = p.parent)
                around = p === holder
            if (!around && holder !== win.contentItem)
                return
        }
        table.forceActiveFocus()
    }
    Connections {
        target: page.Window.window
        function onActiveFocusItemChanged() { Qt.callLater(page.keysBack) }
        function onActiveChanged() { Qt.callLater(page.keysBack) }
    }
    Connections {
        target: page.Window.activeFocusItem
        ignoreUnknownSignals: true
        function onVisibleChanged() { Qt.callLater(page.keysBack) }
        function onDestroyed() { Qt.callLater(page.keysBack) }
    }
    onInFrontChanged: Qt.callLater(page.keysBack)

    header: TableBar {
        page: page
        keysSheet: keysSheet
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // A lesson's coach: a band of its own above the table, never over its cards.
            CoachPanel {
                id: coachPanel
                onFirstGameRequested: page.firstGame()
                onLeaveRequested: page.leaveLesson()
                onNextLessonRequested: lesson => ApplicationWindow.window.learn(lesson)
            }

            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Loader {
                    id: tableLoader
                    objectName: "tableLoader"
                    anchors.fill: parent
                    focus: true
                    source: session.game.tableQml !== "" ? Qt.resolvedUrl(session.game.tableQml) : ""
                    onLoaded: item.forceActiveFocus()
                }
                // A press on the table gives it the keyboard, and goes on to the card or place
                // under it (refused here, the press is delivered below).
                MouseArea {
                    anchors.fill: parent
                    z: 1
                    Accessible.ignored: true
                    onPressed: mouse => {
                        if (tableLoader.item)
                            tableLoader.item.forceActiveFocus()
                        mouse.accepted = false
                    }
                }
            }
            Connections {
                target: tableLoader.item
                ignoreUnknownSignals: true
                function onRefused(why) { toast.show(why) }
                function onEscapedIdle() { page.showLog = false }
                function onFirstGameRequested() { page.firstGame() }
            }

            RoundReviewBar {
                page: page
            }
            GameReviewBar {
                page: page
            }
            ActionBar {
                page: page
                table: tableLoader.item
            }
        }

        // Made only while it shows: a hidden log's lines stay out of the screen reader's tree.
        Loader {
            active: page.showLog
            visible: active
            Layout.preferredWidth: Math.min(320 * Theme.uiScale, page.width * 0.26)
            Layout.fillHeight: true
            sourceComponent: LogPanel {}
        }
        Loader {
            active: page.chatOpen && page.networkTable
            visible: active
            Layout.preferredWidth: Math.min(320 * Theme.uiScale, page.width * 0.26)
            Layout.fillHeight: true
            sourceComponent: ChatPanel { onCloseRequested: page.chatOpen = false }
        }
    }

    Connections {
        target: session.advice
        function onHintChanged() {
            if (session.advice.hint === "") {
                toast.hide()
                return
            }
            // Why, where one would wonder (picking up while plays are at hand).
            const why = session.advice.hintMove.reason ?? ""
            toast.show(why !== "" ? qsTr("Hint: %1. %2").arg(session.play.describe(session.advice.hint)).arg(why)
                                  : qsTr("Hint: %1").arg(session.play.describe(session.advice.hint)),
                       why !== "" ? 8000 : 0)
        }
    }
    Connections {
        target: session.screen
        // A hint or a refusal named the cards of the person who had the screen.
        function onPrivacyChanged() {
            toast.hide()
            if (!session.screen.privacy && tableLoader.item)
                tableLoader.item.forceActiveFocus()
        }
        function onViewerChanged() { toast.hide() }
    }
    Connections {
        target: session.play
        // What the session has to say that no table asked for (a computer player's fallback
        // move, a failed save).
        function onMessageChanged() {
            if (session.play.message !== "" && !session.screen.privacy)
                toast.show(session.play.message)
        }
    }
    Connections {
        target: session.board
        function onOverChanged() {
            if (!session.board.over)
                return
            resultOverlay.dismissed = false
            // A table may want its last moves seen before the result covers it.
            const delay = tableLoader.item ? (tableLoader.item.resultDelay ?? 0) : 0
            if (delay > 0) {
                resultOverlay.waiting = true
                resultWait.interval = delay
                resultWait.restart()
            }
        }
    }
    // The game's own rules file: its keys for the shortcuts sheet.
    Loader {
        id: gameRules
        readonly property var game: App.catalog.games.find(g => g.id === session.game.gameId) ?? ({})
        source: game.rulesQml ? Qt.resolvedUrl(game.rulesQml) : ""
    }
    KeysSheet {
        id: keysSheet
        gameKeys: gameRules.item ? gameRules.item.keys : []
    }

    Toast {
        id: toast
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.55
        z: 50
    }

    PrivacyScreen {
        id: privacyScreen
        anchors.fill: parent
        visible: session.screen.privacy
        z: 80
    }

    ReviewProgress {
        page: page
    }

    ResultOverlay {
        id: resultOverlay
        onReviewGame: seat => session.lookBack.reviewGame(seat)
        anchors.fill: parent
        // A lesson's coach stays in sight above the end's account.
        inLesson: App.lesson.active
        anchors.topMargin: inLesson ? coachPanel.height : 0
        visible: session.board.over && !dismissed && !waiting
        property bool dismissed: false
        property bool waiting: false
        detail: tableLoader.item ? (tableLoader.item.resultDetail ?? null) : null
        Timer {
            id: resultWait
            onTriggered: resultOverlay.waiting = false
        }
        z: 70
        // A saved game of another one is not replaced without asking (the window's question).
        onPlayAgain: { dismissed = false; ApplicationWindow.window.replaceGame(session.game.gameId, () => App.playAgain()) }
        onSameDeal: { dismissed = false; ApplicationWindow.window.replaceGame(session.game.gameId, () => App.replayDeal()) }
        onNewGame: page.newGameRequested()
        onHome: page.homeRequested()
        onClosed: dismissed = true
        Connections {
            target: session.game
            function onSeedChanged() {
                resultOverlay.dismissed = false
                resultOverlay.waiting = false
            }
        }
    }
}
