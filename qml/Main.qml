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

    // The window comes back where it was left (unless felt --screenshot sizes it).
    Component.onCompleted: {
        const g = App.windowGeometry()
        if (g.width >= minimumWidth && g.height >= minimumHeight) {
            x = g.x
            y = g.y
            width = g.width
            height = g.height
            if (g.maximized)
                visibility = Window.Maximized
        }
        if (fullScreen)
            visibility = Window.FullScreen
        // Closed during a network game: the join page offers the seat back. Joining from the
        // command line: the table that waits for its people.
        if (App.network.phase === "hosting" || App.network.phase === "joining" || App.network.phase === "waiting")
            stack.push(networkWaitPage)
        else if (App.network.rejoinLink !== "" && App.network.phase === "idle" && !App.screenshotMode)
            stack.push(joinPage)
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
        onActivated: window.newGame(App.session.game.active ? App.session.game.gameId : App.games[0].id)
    }

    // Esc leaves a page shown over another (the rules, settings, statistics), as its Back
    // button does (a question open over it takes Esc first).
    Shortcut {
        sequences: ["Escape"]
        enabled: stack.depth > 1 && typeof stack.currentItem?.done === "function"
        onActivated: stack.currentItem.done()
    }

    function gameName(id) {
        return App.gameName(id)
    }

    // Pages by name; used by the buttons and by felt --screenshot.
    function showPage(name) {
        switch (name) {
        case "home":
            stack.replace(null, homePage)
            break
        case "new":
            stack.replace(null, homePage)
            stack.push(newGamePage, { gameId: App.session.game.active ? App.session.game.gameId : App.games[0].id })
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
            stack.push(rulesPage, { gameId: App.session.game.active ? App.session.game.gameId : App.games[0].id })
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
    function home() {
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
            onResumeRequested: {
                if (App.resume())
                    window.openTable()
            }
            onSettingsRequested: stack.push(settingsPage)
            onStatisticsRequested: stack.push(statisticsPage)
            onRulesRequested: gameId => stack.push(rulesPage, { gameId: gameId })
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
    Connections {
        target: App.network
        function onPhaseChanged() {
            const phase = App.network.phase
            if ((phase === "hosting" || phase === "joining") && stack.currentItem?.objectName !== "networkWaitPage")
                stack.push(networkWaitPage)
        }
        function onTableReady() { window.openTable() }
    }
    // Over a network table: reconnecting, who is away, the chat (made only there: nothing
    // hidden stays in the screen reader's tree).
    Loader {
        anchors.fill: parent
        active: (App.network.phase === "playing" || App.network.phase === "over")
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
            onStatisticsRequested: stack.push(statisticsPage)
        }
    }
    Component {
        id: rulesPage
        RulesPage {
            onDone: stack.pop()
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

    // felt --game G while a game is unfinished: the question the new-game page asks, before
    // anything is replaced. Yes starts G (its seats and deal as felt chose them), No resumes the
    // unfinished game.
    function askToReplace(gameId, seats, seed) {
        replaceQuestion.requested = { id: gameId, seats: seats, seed: seed }
        replaceQuestion.open()
    }
    ConfirmDialog {
        id: replaceQuestion
        property var requested: ({})
        title: qsTr("Leave the running game?")
        text: qsTr("Your game of %1 is not finished. A new game of %2 replaces it.")
              .arg(App.session.game.active ? App.gameName(App.session.game.gameId) : App.resumeGameName).arg(App.gameName(requested.id ?? ""))
        onAccepted: {
            if (App.newGame(requested.id, requested.seats, {}, requested.seed))
                window.openTable()
        }
        onRejected: {
            if (App.resume())
                window.openTable()
        }
    }

    // Sentences from the app that belong to no page (a failed save, a bad new game).
    Toast {
        id: toast
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        z: 100
    }
    Connections {
        target: App.session
        function onSaveFailed(why) { toast.show(why) }
    }
}
