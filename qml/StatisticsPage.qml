// The statistics of one game for one person: games played and won, the win rate and streaks,
// mean place and score, how it went against each computer level, the results over time as a
// chart, and the past games — each can be watched move by move or played again from its deal.
// Reset (asked first) and CSV export per game. A game won with undo or hints is a win in every
// figure; the page says how many of the wins had help (statssummary.h).
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import QtQuick.Shapes
import Felt

Page {
    id: page
    objectName: "statisticsPage"
    signal done()
    signal tableRequested()
    readonly property string gameTitle: qsTr("Statistics")
    background: FeltBackground {}

    readonly property Statistics stats: App.stats
    readonly property statsTotals summary: stats.summary
    // A level row's wins, counted as the Won tile counts them: with undo or hints included, and
    // said.
    function levelWon(level) {
        return level.wonWithHelp > 0 ? qsTr("%1 won (%2 with undo or hints)").arg(level.won).arg(level.wonWithHelp)
                                     : qsTr("%1 won").arg(level.won)
    }
    // The level rows' "won" column: as wide as its widest text, so the columns line up.
    // Measured by a function (FontMetrics), not by writing a TextMetrics' text from inside the
    // binding: that write made the binding depend on itself (a binding loop).
    readonly property real levelWonWidth: {
        let widest = 100 * Theme.uiScale
        for (const level of stats.levels)
            widest = Math.max(widest, Math.ceil(levelWonMetrics.advanceWidth(levelWon(level))) + 16)
        return widest
    }
    Label { id: levelWonProbe; visible: false }
    FontMetrics { id: levelWonMetrics; font: levelWonProbe.font }
    // The game shown: the one last looked at, unless the page is opened on a game (from a
    // table: that table's).
    property string gameId: stats.game
    onGameIdChanged: stats.game = gameId
    Component.onCompleted: stats.game = gameId

    function percent(x) {
        return Number(x * 100).toLocaleString(Qt.locale(), "f", 0) + " %"
    }
    function number(x, digits) {
        return x === null || x === undefined ? "—" : Number(x).toLocaleString(Qt.locale(), "f", digits)
    }
    function levelName(level) {
        switch (level) {
        case "easy": return qsTr("easy")
        case "normal": return qsTr("normal")
        case "hard": return qsTr("hard")
        case "random": return qsTr("random")
        }
        return level
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            BarButton {
                text: qsTr("‹ Back")
                description: qsTr("Back")
                key: "Alt+Left"
                keyEnabled: page.StackView.status === StackView.Active
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Statistics")
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
                Accessible.ignored: true
            }
            BarButton {
                objectName: "exportButton"
                text: qsTr("Export…")
                description: qsTr("Save this game's statistics as a CSV file")
                enabled: page.stats.available && page.summary.played > 0
                onClicked: exportDialog.open()
            }
            BarButton {
                objectName: "resetButton"
                text: qsTr("Reset…")
                description: qsTr("Forget every game of this game")
                enabled: page.stats.available && page.summary.played > 0
                onClicked: resetDialog.open()
            }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroll.contentItem }

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 1000 * Theme.uiScale)
            x: (scroll.availableWidth - width) / 2
            spacing: 14

            Item { Layout.preferredHeight: 4 }
            // The game, and whose statistics.
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: App.catalog.games
                    Button {
                        Accessible.onPressAction: clicked()
                        required property var modelData
                        text: modelData.name
                        checkable: true
                        checked: page.gameId === modelData.id
                        highlighted: checked
                        onClicked: page.gameId = modelData.id
                        Accessible.name: qsTr("Statistics of %1").arg(modelData.name)
                        Accessible.role: Accessible.PageTab   // one game's page of several
                    }
                }
            }
            // Games at a learning table (a first game) are kept out of these figures.
            Label {
                objectName: "learningGames"
                visible: page.stats.learningGames > 0
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: qsTr("%n game(s) at a learning table are not counted here.", "", page.stats.learningGames)
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.ignored: !visible
            }
            // A game whose statistics are kept apart by an option (Shaftmount's calls).
            Flow {
                objectName: "statsKinds"
                visible: page.stats.kinds.length > 0
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: page.stats.kinds
                    Button {
                        Accessible.onPressAction: clicked()
                        required property var modelData
                        objectName: "statsKind_" + modelData.id
                        text: modelData.label
                        checkable: true
                        checked: page.stats.kind === modelData.id
                        highlighted: checked
                        onClicked: page.stats.kind = modelData.id
                        Accessible.name: qsTr("Statistics of games with %1").arg(modelData.label)
                        Accessible.role: Accessible.PageTab
                    }
                }
            }
            RowLayout {
                visible: page.stats.people.length > 1
                spacing: 10
                Label { text: qsTr("Player:"); color: Theme.ink }
                ChoiceBox {
                    objectName: "personBox"
                    Layout.preferredWidth: 240 * Theme.uiScale
                    model: page.stats.people
                    currentIndex: Math.max(0, page.stats.people.indexOf(page.stats.person))
                    onActivated: i => page.stats.person = page.stats.people[i]
                    Accessible.name: qsTr("Whose statistics")
                }
            }
            Label {
                visible: !page.stats.available
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: qsTr("Statistics are not kept on this system.")
            }
            Label {
                objectName: "noGames"
                visible: page.stats.available && page.summary.played === 0
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                font.pixelSize: 16 * Theme.uiScale
                text: qsTr("No finished game of %1 yet. Every game played to its end is counted here.").arg(App.catalog.gameName(page.gameId))
            }

            // The figures.
            GridLayout {
                visible: page.summary.played > 0
                Layout.fillWidth: true
                columns: width > 760 ? 4 : 2
                columnSpacing: 12
                rowSpacing: 12
                component Tile: Rectangle {
                    property string title
                    property string value
                    property string note
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: tileColumn.implicitHeight + 20
                    radius: 10
                    color: "#26000000"
                    border.color: "#33ffffff"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: note !== "" ? qsTr("%1: %2 (%3)").arg(title).arg(value).arg(note) : qsTr("%1: %2").arg(title).arg(value)
                    ColumnLayout {
                        id: tileColumn
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 10
                        spacing: 2
                        Label { text: parent.parent.title; color: Theme.inkDim; Accessible.ignored: true }
                        Label { text: parent.parent.value; color: Theme.ink; font.pixelSize: 26 * Theme.uiScale; font.bold: true; Accessible.ignored: true }
                        Label {
                            text: parent.parent.note
                            visible: text !== ""
                            color: Theme.inkDim
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                            Accessible.ignored: true
                        }
                    }
                }
                Tile { title: qsTr("Played"); value: page.summary.played ?? 0 }
                Tile {
                    objectName: "wonTile"
                    title: qsTr("Won")
                    value: page.summary.won ?? 0
                    note: (page.summary.wonWithHelp ?? 0) > 0 ? qsTr("%n of them with undo or hints", "", page.summary.wonWithHelp) : ""
                }
                Tile { title: qsTr("Win rate"); value: page.percent(page.summary.winRate ?? 0) }
                Tile {
                    title: qsTr("Streak")
                    value: page.summary.currentStreak ?? 0
                    note: qsTr("best %1").arg(page.summary.bestStreak ?? 0)
                }
                Tile { title: qsTr("Mean place"); value: page.number(page.summary.hasMeanPlace ? page.summary.meanPlace : null, 2) }
                Tile {
                    visible: page.summary.hasMeanScore
                    title: qsTr("Mean score")
                    value: page.number(page.summary.meanScore, 1)
                }
            }

            // Against each computer level.
            Label {
                visible: page.stats.levels.length > 0
                text: qsTr("Against the computer")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.accent
            }
            Repeater {
                model: page.stats.levels
                RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 16
                    Accessible.role: Accessible.StaticText
                    readonly property string wonText: page.levelWon(modelData)
                    Accessible.name: qsTr("Against %1 players: %2 games, %3, mean place %4")
                        .arg(page.levelName(modelData.level)).arg(modelData.played).arg(wonText).arg(page.number(modelData.hasMeanPlace ? modelData.meanPlace : null, 2))
                    Label { text: page.levelName(modelData.level); color: Theme.ink; font.bold: true; Layout.preferredWidth: 120 * Theme.uiScale; Accessible.ignored: true }
                    Label { text: qsTr("%n game(s)", "", modelData.played); color: Theme.inkDim; Layout.preferredWidth: 120 * Theme.uiScale; Accessible.ignored: true }
                    Label { text: parent.wonText; color: Theme.inkDim; Layout.preferredWidth: page.levelWonWidth; Accessible.ignored: true }
                    Label { text: qsTr("mean place %1").arg(page.number(modelData.hasMeanPlace ? modelData.meanPlace : null, 2)); color: Theme.inkDim; Accessible.ignored: true }
                }
            }

            // The results over time: each game's place (1 at the top), and the mean of the last ten.
            Label {
                visible: page.stats.places.length > 1
                text: qsTr("Over time")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.accent
            }
            PlaceChart {
                visible: page.stats.places.length > 1
                Layout.fillWidth: true
                Layout.preferredHeight: 180 * Theme.uiScale
                values: page.stats.places
            }

            // The past games.
            Label {
                visible: page.stats.pastGames.count > 0
                text: qsTr("Past games")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.accent
            }
            Repeater {
                model: page.stats.pastGames
                Rectangle {
                    id: pastRow
                    required property var gameId
                    required property string when
                    required property string deal
                    required property string players
                    required property string result
                    required property bool helped
                    required property string duration
                    required property bool network
                    objectName: "pastGame"
                    Layout.fillWidth: true
                    implicitHeight: pastLayout.implicitHeight + 16
                    radius: 8
                    color: "#1f000000"
                    RowLayout {
                        id: pastLayout
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Label {
                                text: pastRow.network ? qsTr("%1 · deal %2 · %3 · over the network").arg(pastRow.when).arg(pastRow.deal).arg(pastRow.duration)
                                                      : qsTr("%1 · deal %2 · %3").arg(pastRow.when).arg(pastRow.deal).arg(pastRow.duration)
                                color: Theme.inkDim
                            }
                            Label {
                                Layout.fillWidth: true
                                text: pastRow.helped ? qsTr("%1 — with undo or hints").arg(pastRow.result) : pastRow.result
                                color: Theme.ink
                                font.bold: true
                                elide: Text.ElideRight
                            }
                            Label { Layout.fillWidth: true; text: pastRow.players; color: Theme.inkDim; elide: Text.ElideRight }
                        }
                        Button {
                            Accessible.onPressAction: clicked()
                            text: qsTr("Watch")
                            onClicked: page.watch(pastRow.gameId)
                            Accessible.name: qsTr("Watch the game of %1 move by move").arg(pastRow.when)
                        }
                        Button {
                            Accessible.onPressAction: clicked()
                            text: qsTr("Play again")
                            onClicked: page.again(pastRow.gameId)
                            Accessible.name: qsTr("Play deal %1 again").arg(pastRow.deal)
                        }
                    }
                }
            }
            Item { Layout.preferredHeight: 20 }
        }
    }

    // A past game replaces the one on the table only after asking.
    property var pending: null
    function watch(id) {
        pending = { watch: true, id: id }
        if (App.session.game.active && !App.session.board.over && !App.session.lookBack.watching)
            leaveDialog.open()
        else
            go()
    }
    // Playing a past deal again takes the unfinished game's place: the window asks first.
    function again(id) {
        ApplicationWindow.window.replaceGame(page.gameId, () => {
            pending = { watch: false, id: id }
            go()
        })
    }
    function go() {
        const ok = pending.watch ? App.watchPastGame(pending.id) : App.playPastDealAgain(pending.id)
        pending = null
        if (ok)
            page.tableRequested()
    }
    ConfirmDialog {
        id: leaveDialog
        title: qsTr("Leave the running game?")
        text: qsTr("Your game of %1 is kept: the home page offers to resume it.").arg(App.catalog.gameName(App.session.game.gameId))
        onAccepted: page.go()
    }
    ConfirmDialog {
        id: resetDialog
        title: qsTr("Forget every game of %1?").arg(App.catalog.gameName(page.gameId))
        text: qsTr("The statistics of this game start again from nothing. This cannot be undone.")
        onAccepted: page.stats.reset()
    }
    FileDialog {
        id: exportDialog
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("CSV files (*.csv)")]
        currentFile: "felt-" + page.gameId + ".csv"
        onAccepted: {
            const why = page.stats.exportCsv(selectedFile)
            if (why !== "")
                toast.show(why)
            else
                toast.show(qsTr("Saved."))
        }
    }
    Toast {
        id: toast
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
    }
}
