// The start page: the five games, an unfinished game to resume, and one plain sentence
// when a saved game could not be read.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    objectName: "homePage"
    id: page
    signal playRequested(string gameId)
    signal resumeRequested()
    signal settingsRequested()
    signal statisticsRequested()
    signal rulesRequested(string gameId)
    signal learnRequested(string gameId)
    signal tableRequested()
    signal joinRequested()

    background: FeltBackground {}

    function playersText(g) {
        return g.minPlayers === g.maxPlayers ? qsTr("%n player(s)", "", g.minPlayers)
                                             : qsTr("%1 to %2 players").arg(g.minPlayers).arg(g.maxPlayers)
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroller.contentItem }

        ColumnLayout {
            width: Math.min(parent.width - 48, 1100 * Theme.uiScale)
            x: (parent.width - width) / 2
            spacing: 18

            Item { Layout.preferredHeight: 12 }
            RowLayout {
                Layout.fillWidth: true
                spacing: 16
                Image {
                    source: "icons/io.felt.felt.svg"
                    sourceSize.width: 64
                    sourceSize.height: 64
                }
                // The line under the name wraps, so the buttons beside it stay in the window.
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Label {
                        text: qsTr("Felt")
                        font.pixelSize: 40 * Theme.uiScale
                        font.bold: true
                        color: Theme.ink
                    }
                    Label {
                        objectName: "tagline"
                        Layout.fillWidth: true
                        text: qsTr("A card table for five games — against the computer, or with friends at one screen or over the network.")
                        wrapMode: Text.WordWrap
                        color: Theme.inkDim
                        font.pixelSize: 15 * Theme.uiScale
                    }
                }
                Button {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    objectName: "joinTableButton"
                    text: qsTr("Join a table")
                    flat: true
                    onClicked: page.joinRequested()
                }
                Button {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    objectName: "statisticsButton"
                    text: qsTr("Statistics")
                    flat: true
                    onClicked: page.statisticsRequested()
                }
                Button {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    text: qsTr("Settings")
                    flat: true
                    onClicked: page.settingsRequested()
                }
            }

            // A saved game that could not be read: said once, plainly.
            Rectangle {
                Layout.fillWidth: true
                visible: App.startupMessage !== "" && !dismissed
                property bool dismissed: false
                id: problem
                Connections {
                    target: App
                    function onStartupMessageChanged() { problem.dismissed = false }
                }
                implicitHeight: problemRow.implicitHeight + 24
                radius: 10
                color: "#33e2574c"
                border.color: Theme.danger
                RowLayout {
                    id: problemRow
                    anchors.fill: parent
                    anchors.margins: 12
                    Label {
                        Layout.fillWidth: true
                        text: App.startupMessage
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        text: qsTr("OK")
                        flat: true
                        onClicked: problem.dismissed = true
                    }
                }
            }

            // The game on the table, when one came back here from it.
            Rectangle {
                Layout.fillWidth: true
                visible: App.session.game.active && !App.session.board.over
                implicitHeight: runningRow.implicitHeight + 28
                radius: 12
                color: "#3312301f"
                border.color: Theme.accent
                border.width: 2
                RowLayout {
                    id: runningRow
                    anchors.fill: parent
                    anchors.margins: 14
                    spacing: 12
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("Your game of %1 is still on the table.").arg(App.catalog.gameName(App.session.game.gameId))
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.pixelSize: 16 * Theme.uiScale
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        objectName: "backToTableButton"
                        text: qsTr("Back to the table")
                        highlighted: true
                        onClicked: page.tableRequested()
                    }
                }
            }

            // A table this app hosted over the network when it was closed or crashed.
            Rectangle {
                objectName: "hostedBeforeOffer"
                Layout.fillWidth: true
                visible: App.network.hosting.hostedBefore !== "" && !App.network.table.live
                implicitHeight: hostedRow.implicitHeight + 28
                radius: 12
                color: "#3312301f"
                border.color: Theme.accent
                border.width: 2
                RowLayout {
                    id: hostedRow
                    anchors.fill: parent
                    anchors.margins: 14
                    spacing: 12
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("Felt was closed while it hosted a network game of %1. Host it again? Its people come back to it by themselves.")
                                  .arg(App.catalog.gameName(App.network.hosting.hostedBefore))
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.pixelSize: 16 * Theme.uiScale
                    }
                    Button {
                        objectName: "resumeHostingButton"
                        text: qsTr("Host it again")
                        highlighted: true
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                        onClicked: ApplicationWindow.window.replaceGame("", () => App.network.hosting.resumeHosting())
                    }
                    Button {
                        text: qsTr("Close it")
                        flat: true
                        Accessible.name: qsTr("Close the network game for good")
                        Accessible.onPressAction: clicked()
                        onClicked: App.network.hosting.forgetHosting()
                    }
                }
            }

            // An unfinished game.
            Rectangle {
                objectName: "resumeBanner"
                Layout.fillWidth: true
                visible: App.canResume
                implicitHeight: resumeRow.implicitHeight + 28
                radius: 12
                color: "#3312301f"
                border.color: Theme.accent
                border.width: 2
                RowLayout {
                    id: resumeRow
                    anchors.fill: parent
                    anchors.margins: 14
                    spacing: 12
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("You have an unfinished game of %1. Pick it up where you left it?").arg(App.resumeGameName)
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.pixelSize: 16 * Theme.uiScale
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        text: qsTr("Resume")
                        highlighted: true
                        onClicked: page.resumeRequested()
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        text: qsTr("Discard")
                        flat: true
                        onClicked: App.discardSavedGame()
                    }
                }
            }

            // A Grid, not a GridLayout: the tiles are made again when the games' texts change
            // (language, names), and Qt 6.4's layouts crash on a Repeater's items going away
            // during a polish.
            Grid {
                id: tiles
                Layout.fillWidth: true
                columns: page.width > 900 ? 2 : 1
                columnSpacing: 18
                rowSpacing: 18
                Repeater {
                    model: App.catalog.games
                    GameTile {
                        required property var modelData
                        width: (tiles.width - tiles.columnSpacing * (tiles.columns - 1)) / tiles.columns
                        gameId: modelData.id
                        name: modelData.name
                        playable: modelData.playable
                        blurb: modelData.blurb
                        players: page.playersText(modelData)
                        sample: modelData.sample
                        onPlay: page.playRequested(modelData.id)
                        onRules: page.rulesRequested(modelData.id)
                        lessons: modelData.lessons ?? []
                        neverPlayed: !(modelData.played ?? true)
                        onLearn: lesson => page.learnRequested(lesson)
                    }
                }
            }
            Item { Layout.preferredHeight: 12 }
        }
    }
}
