// How Felt plays a game, in its own words: the rules, every decision taken where the
// original text is unclear, and the house rules (marked when on in the running game).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    property string gameId: App.catalog.games[0].id
    signal done()
    // "Play a first game": the game against easy computer players at a learning table.
    signal firstGameRequested()

    readonly property string gameTitle: App.catalog.gameName(gameId)
    background: FeltBackground {}

    readonly property var activeOptions: App.session.game.active && App.session.game.gameId === gameId ? App.session.game.options : []

    // The game's own rules file (qml/games/<game>/): {sections: [{title, text}], options:
    // [{key, title, text}]}.
    readonly property var game: App.catalog.games.find(g => g.id === gameId) ?? ({})
    Loader {
        id: rules
        source: page.game.rulesQml ? Qt.resolvedUrl(page.game.rulesQml) : ""
    }
    readonly property var sections: rules.item ? rules.item.sections
                                               : [{ title: qsTr("Coming soon"), text: qsTr("This game's table is not ready yet.") }]
    readonly property var houseRules: rules.item ? rules.item.options : []
    readonly property var tableKeys: rules.item ? rules.item.keys : []
    // An option the running game sets to something other than its default (a game's record
    // keeps only those).
    function isOn(key) {
        return activeOptions.some(o => o.key === key && o.changed)
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                text: qsTr("‹ Back")
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("How %1 is played").arg(App.catalog.gameName(page.gameId))
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
                elide: Text.ElideRight
            }
            ToolButton {
                objectName: "playFirstGame"
                Accessible.onPressAction: clicked()
                Accessible.name: text
                visible: page.game.rulesQml !== undefined
                text: qsTr("Play a first game")
                onClicked: page.firstGameRequested()
            }
            ToolButton {
                id: rulesLearn
                objectName: "rulesLearn"
                Accessible.onPressAction: clicked()
                Accessible.name: qsTr("Learn to play %1").arg(App.catalog.gameName(page.gameId))
                readonly property var lessons: page.game.lessons ?? []
                visible: lessons.length > 0 && (page.game.playable ?? false)
                text: qsTr("Learn to play")
                // A game with several lessons lists them (with which were done).
                onClicked: lessons.length > 1 ? rulesLessons.popup(rulesLearn, 0, rulesLearn.height)
                                              : ApplicationWindow.window.learn(lessons[0])
                LessonsMenu {
                    id: rulesLessons
                    gameId: page.gameId
                    onChosen: lesson => ApplicationWindow.window.learn(lesson)
                }
            }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroll.contentItem }

        // A Column, not a ColumnLayout: the sections are made again when the game's rules file
        // has loaded or the language changes, and Qt 6.4's layouts keep the removed items until
        // their next polish — a resize before it crashed.
        Column {
            id: body
            width: Math.min(scroll.availableWidth - 48, 820 * Theme.uiScale)
            x: (scroll.availableWidth - width) / 2
            spacing: 10

            Item { width: 1; height: 8 }
            Repeater {
                model: page.sections
                Column {
                    required property var modelData
                    width: body.width
                    spacing: 4
                    Label {
                        width: parent.width
                        text: modelData.title
                        font.pixelSize: 19 * Theme.uiScale
                        font.bold: true
                        color: Theme.accent
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        width: parent.width
                        text: modelData.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: 15 * Theme.uiScale
                        lineHeight: 1.15
                        color: Theme.ink
                    }
                }
            }
            Label {
                visible: page.houseRules.length > 0
                topPadding: 10
                text: qsTr("House rules")
                font.pixelSize: 19 * Theme.uiScale
                font.bold: true
                color: Theme.accent
            }
            Repeater {
                model: page.houseRules
                Rectangle {
                    required property var modelData
                    readonly property bool on: page.isOn(modelData.key)
                    width: body.width
                    height: optionText.implicitHeight + 20
                    radius: 10
                    color: on ? "#33f2c14e" : "#22000000"
                    border.color: on ? Theme.accent : "#22ffffff"
                    Column {
                        id: optionText
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.margins: 12
                        spacing: 2
                        Label {
                            width: parent.width
                            text: on ? qsTr("%1 — on in this game").arg(modelData.title) : modelData.title
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            width: parent.width
                            text: modelData.text
                            wrapMode: Text.WordWrap
                            color: Theme.inkDim
                        }
                    }
                }
            }
            Label {
                visible: page.tableKeys.length > 0
                topPadding: 10
                text: qsTr("Keys")
                font.pixelSize: 19 * Theme.uiScale
                font.bold: true
                color: Theme.accent
            }
            Repeater {
                model: page.tableKeys
                Row {
                    required property var modelData
                    width: body.width
                    spacing: 14
                    Label {
                        width: 150 * Theme.uiScale
                        text: modelData.key
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        width: parent.width - 150 * Theme.uiScale - parent.spacing
                        text: modelData.text
                        color: Theme.inkDim
                        wrapMode: Text.WordWrap
                    }
                }
            }
            Label {
                visible: page.tableKeys.length > 0
                width: body.width
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: qsTr("On the table page, ? shows every key: the hint (H), the log (L), undo (Ctrl+Z), these rules (F1) and the menu (F10).")
            }
            Item { width: 1; height: 20 }
        }
    }
}
