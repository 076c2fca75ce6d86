// The window: a stack of pages (home, new game, table, rules, settings) over the felt.
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Universal
import Felt

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    // The title names the game of the page in front (a page says which in `gameTitle`).
    title: stack.currentItem && stack.currentItem.gameTitle ? qsTr("Felt — %1").arg(stack.currentItem.gameTitle) : qsTr("Felt")
    color: Theme.feltDark

    // Universal: flat controls drawn without shader effects, so they look the same with
    // the software renderer (offscreen, screenshots) as with OpenGL.
    Universal.theme: Universal.Dark
    Universal.accent: Theme.accentDeep
    Universal.background: Theme.panelSolid
    Universal.foreground: Theme.ink
    font.family: Theme.fontFace
    font.pixelSize: Math.round(14 * Theme.uiScale)
    // Big windows (4K at 100 %) get larger text and controls; HiDPI screens scale by
    // themselves through the device pixel ratio.
    Binding {
        target: Theme
        property: "uiScale"
        value: Math.max(1, Math.min(window.width / 1400, window.height / 860, 2.5))
    }

    // The window comes back where it was left (unless felt --screenshot sizes it), and never
    // larger than the screen's free area: a small screen lowers the minimum size too.
    Component.onCompleted: {
        const g = App.openingGeometry(Qt.size(width, height), Qt.size(minimumWidth, minimumHeight))
        if (g.width > 0 && g.height > 0) {
            minimumWidth = g.minimumWidth
            minimumHeight = g.minimumHeight
            x = g.x
            y = g.y
            width = g.width
            height = g.height
            openedAt = Qt.size(width, height)
            if (g.maximized)
                visibility = Window.Maximized
        }
        if (fullScreen)
            visibility = Window.FullScreen
        // Closed during a network game: the join page offers the seat back. Joining from the
        // command line: the table that waits for its people.
        const net = App.network.table
        if (net.state === NetTable.Connecting || net.state === NetTable.Waiting)
            stack.push(networkWaitPage)
        else if (App.network.joining.rejoinLink !== "" && !net.live && !App.screenshotMode)
            stack.push(joinPage)
    }
    // Shown, with its frame: still within the screen (where felt placed it: not where the
    // person, the window manager or a test has put it since).
    property size openedAt
    onVisibleChanged: {
        if (visible && width === openedAt.width && height === openedAt.height)
            App.keepWindowWithinScreen(window)
    }
    onClosing: App.saveWindowGeometry({ x: x, y: y, width: width, height: height,
                                        maximized: visibility === Window.Maximized })

    Shortcut {
        sequences: [StandardKey.Quit]
        onActivated: window.close()
    }
    // Full screen, from the settings or F11 anywhere.
    Shortcut {
        sequences: ["F11"]
        onActivated: App.settings.fullScreen = !App.settings.fullScreen
    }
    readonly property bool fullScreen: App.settings.fullScreen && !App.screenshotMode
    onFullScreenChanged: visibility = fullScreen ? Window.FullScreen : Window.AutomaticVisibility
    Shortcut {
        sequences: [StandardKey.New]
        onActivated: window.newGame(App.session.game.active ? App.session.game.gameId : App.catalog.games[0].id)
    }

    // Esc leaves a page shown over another (the rules, settings, statistics), as its Back
    // button does (a question open over it takes Esc first).
    Shortcut {
        sequences: ["Escape"]
        enabled: stack.depth > 1 && typeof stack.currentItem?.done === "function"
        onActivated: stack.currentItem.done()
    }

    // A network table's chat (TablePage.chatOpen), from anywhere on the table in front: Ctrl+T
    // opens and closes it, Esc closes it.
    readonly property Item tableInFront: stack.currentItem?.objectName === "tablePage" ? stack.currentItem : null
    // What the screen may show is the session's one rule (screenpolicy.h): it hears when the
    // table leaves the screen for a page in front of it, and the way back is behind the privacy
    // screen where two or more people share it.
    Binding {
        target: App.session.screen
        property: "tableShown"
        value: window.tableInFront !== null
    }
    Shortcut {
        sequences: ["Ctrl+T"]
        enabled: window.tableInFront !== null && window.tableInFront.networkTable
        onActivated: window.tableInFront.chatOpen = !window.tableInFront.chatOpen
    }
    Shortcut {
        sequences: ["Escape"]
        enabled: window.tableInFront !== null && window.tableInFront.chatClosesOnEsc
        onActivated: window.tableInFront.chatOpen = false
    }

    function gameName(id) {
        return App.catalog.gameName(id)
    }

    // Pages by name; used by the buttons and by felt --screenshot.
    function showPage(name) {
        switch (name) {
        case "home":
            stack.replace(null, homePage)
            break
        case "new":
            stack.replace(null, homePage)
            stack.push(newGamePage, { gameId: App.session.game.active ? App.session.game.gameId : App.catalog.games[0].id })
            break
        case "settings":
            stack.push(settingsPage)
            break
        case "join":
            stack.replace(null, homePage)
            stack.push(joinPage)
            break
        case "hosting":
            stack.replace(null, homePage)
            stack.push(networkWaitPage)
            break
        case "statistics":
            stack.push(statisticsPage)
            break
        case "rules":
            if (App.session.game.active && stack.currentItem?.objectName !== "tablePage")
                stack.replace(null, tablePage)
            stack.push(rulesPage, { gameId: App.session.game.active ? App.session.game.gameId : App.catalog.games[0].id })
            break
        default:   // table, result, privacy
            if (App.session.game.active)
                stack.replace(null, tablePage)
            break
        }
    }
    function newGame(gameId) {
        stack.push(newGamePage, { gameId: gameId })
    }
    function openTable() {
        stack.replace(null, tablePage)
    }
    // The home page. A network game that is over is left on the way (`leave`, or `close` by its
    // opener: the others are told and go home too); a running one keeps its seat.
    function home() {
        if (App.network.table.state === NetTable.Over)
            App.network.table.leave()
        stack.replace(null, homePage)
    }

    StackView {
        id: stack
        anchors.fill: parent
        // Screen readers meet the pages under the app's name.
        Accessible.name: qsTr("Felt")
        initialItem: App.session.game.active ? tablePage : homePage
    }

    Component {
        id: homePage
        HomePage {
            onPlayRequested: gameId => window.newGame(gameId)
            onResumeRequested: window.resumeSaved()
            onSettingsRequested: stack.push(settingsPage)
            onStatisticsRequested: stack.push(statisticsPage)
            onRulesRequested: gameId => stack.push(rulesPage, { gameId: gameId })
            onLearnRequested: gameId => window.learn(gameId)
            onTableRequested: window.openTable()
            onJoinRequested: stack.push(joinPage)
        }
    }
    Component {
        id: newGamePage
        NewGamePage {
            onStarted: window.openTable()
            onCancelled: stack.pop()
        }
    }
    // Playing over the network: joining, and a table waiting for its people.
    Component {
        id: joinPage
        JoinPage { onCancelled: stack.pop() }
    }
    Component {
        id: networkWaitPage
        NetworkWaitPage { onCancelled: window.home() }
    }
    // The network table's life (NetTable): sitting down or waiting shows the waiting page, the
    // game's start the table; a table gone (closed, taken over from another window) takes the
    // person home, told how in one line.
    Connections {
        target: App.network.table
        function onStateChanged() {
            const state = App.network.table.state
            if ((state === NetTable.Connecting || state === NetTable.Waiting) && stack.currentItem?.objectName !== "networkWaitPage")
                stack.push(networkWaitPage)
        }
        function onReady() { window.openTable() }
        function onGone(sentence) {
            window.home()
            toast.show(sentence, 8000)
        }
    }
    // A wss:// table's certificate that needs the person's word, wherever joining started.
    CertificateDialog {}
    // Over a network table: reconnecting, who is away, the chat (made only there: nothing
    // hidden stays in the screen reader's tree).
    Loader {
        anchors.fill: parent
        active: (App.network.table.state === NetTable.Playing || App.network.table.state === NetTable.Over)
                && stack.currentItem?.objectName === "tablePage"
        sourceComponent: NetTableOverlay {}
    }
    Component {
        id: tablePage
        TablePage {
            objectName: "tablePage"
            onHomeRequested: window.home()
            onNewGameRequested: window.newGame(App.session.game.gameId)
            onRulesRequested: stack.push(rulesPage, { gameId: App.session.game.gameId })
            onSettingsRequested: stack.push(settingsPage)
            // (On the table's game, as the rules are.)
            onStatisticsRequested: stack.push(statisticsPage, { gameId: App.session.game.gameId })
        }
    }
    Component {
        id: rulesPage
        RulesPage {
            onDone: stack.pop()
            onFirstGameRequested: window.playFirstGame(gameId)
        }
    }
    Component {
        id: statisticsPage
        StatisticsPage {
            onDone: stack.pop()
            onTableRequested: window.openTable()
        }
    }
    Component {
        id: settingsPage
        SettingsPage {
            onDone: stack.pop()
        }
    }

    // Never a game lost without asking. The unfinished game a new one would take the place of:
    // the saved game the home page offers to resume, else the game on the table while it is
    // not over (a past game watched from the statistics is nobody's game). "" when none.
    readonly property string unfinishedGame: App.canResume ? App.resumeGameName
        : App.session.game.active && !App.session.board.over && !App.session.lookBack.watching && !App.lesson.active
          ? App.catalog.gameName(App.session.game.gameId) : ""
    // Every path that would replace it comes here first (the home page's tiles through the
    // new-game page, the menu, the result, the statistics, the command line, a later Felt,
    // hosting and joining): `proceed` runs at once when nothing is unfinished, else only once
    // the person says yes; no, Esc or closing keeps everything as it was. `newGameId` names the
    // new game; "" for a network game, which saves elsewhere, so the unfinished one stays saved.
    function replaceGame(newGameId, proceed) {
        // A seat at a network table first: left only on the person's word, then the rest. (The
        // table's own Play again, at a network game that is over, is a new deal for everyone
        // at that table, App.playAgain(): nobody leaves.)
        const dealsAgain = App.network.table.state === NetTable.Over && newGameId === App.session.game.gameId
                           && stack.currentItem?.objectName === "tablePage"
        if (App.network.table.live && !dealsAgain) {
            leaveQuestion.ask(() => replaceGame(newGameId, proceed))
            return
        }
        // A network game leaves the unfinished one saved: once the person has heard so for this
        // game, the next try (a Rejoin that failed, another table) is not asked again.
        if (unfinishedGame === "" || dealsAgain || (newGameId === "" && networkHeardFor === unfinishedGame)) {
            proceed()
            return
        }
        replaceQuestion.lost = unfinishedGame
        replaceQuestion.network = newGameId === ""
        replaceQuestion.resuming = false
        replaceQuestion.next = newGameId !== "" ? App.catalog.gameName(newGameId) : ""
        replaceQuestion.proceed = proceed
        replaceQuestion.open()
    }
    // The saved game back on the table: a game unfinished there (a network game the saved one
    // made way for) is not left without asking either.
    function resumeSaved() {
        if (App.network.table.live) {
            leaveQuestion.ask(() => resumeSaved())
            return
        }
        const go = () => {
            if (App.resume())
                window.openTable()
        }
        const onTable = App.session.game.active && !App.session.board.over && !App.session.lookBack.watching
        if (!onTable) {
            go()
            return
        }
        replaceQuestion.lost = App.catalog.gameName(App.session.game.gameId)
        replaceQuestion.network = false
        replaceQuestion.resuming = true
        replaceQuestion.next = App.resumeGameName
        replaceQuestion.proceed = go
        replaceQuestion.open()
    }
    ConfirmDialog {
        id: replaceQuestion
        objectName: "replaceQuestion"
        property string lost
        property string next
        property bool network: false
        property bool resuming: false
        property var proceed: null
        title: network ? qsTr("Leave your unfinished game?") : qsTr("Replace your unfinished game?")
        text: network ? qsTr("Your unfinished game of %1 stays saved, and the home page offers to resume it. Play over the network now?").arg(lost)
              : resuming ? qsTr("Your unfinished game of %1 will be lost. Resume your game of %2?").arg(lost).arg(next)
              : qsTr("Your unfinished game of %1 will be lost. Start a new game of %2?").arg(lost).arg(next)
        onAccepted: {
            if (network)
                window.networkHeardFor = lost
            const go = proceed
            proceed = null
            if (go)
                go()
        }
        onRejected: proceed = null
    }
    // The unfinished game the person was told stays saved while they play over the network.
    property string networkHeardFor: ""

    // One seat at a time: a network table is left, telling its people, only once asked.
    LeaveTableQuestion { id: leaveQuestion }

    // felt --game G (or a later Felt asking for it): G's table with the seats and deal felt
    // chose, once the person says yes where a game is unfinished.
    function askToReplace(gameId, seats, seed) {
        replaceGame(gameId, () => {
            if (App.newGame(gameId, seats, {}, seed))
                window.openTable()
        })
    }
    // A lesson ("<game>" or "<game>:<n>"): from a tile, the rules, the menu or felt --learn.
    // It replaces no saved game (that stays saved), so nothing is asked.
    function learn(lesson) {
        if (App.network.table.live) {   // (a seat at a network table is left first)
            leaveQuestion.ask(() => learn(lesson))
            return
        }
        if (App.learn(lesson))
            window.openTable()
    }
    // A first game of a game (its rules page; a lesson's last step): against easy computer
    // players at a learning table, once the person says yes where a game is unfinished.
    function playFirstGame(gameId) {
        replaceGame(gameId, () => {
            if (App.playFirstGame(gameId))
                window.openTable()
        })
    }
    // felt felt://… or --join (or a later Felt asking for it): the table to join.
    // Never having given a name (a fresh install), the join page asks for it first, once.
    function joinTable(link) {
        if (!App.hasPlayerName()) {
            stack.replace(null, homePage)
            stack.push(joinPage, { invite: link })
            return
        }
        replaceGame("", () => App.network.joining.join(link, App.playerName()))
    }

    // Sentences from the app that belong to no page (a failed save, a bad new game).
    Toast {
        id: toast
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        z: 100
    }
}
