// How Felt plays a game, in its own words: the rules, every decision taken where the
// original text is unclear, and the house rules (marked when on in the running game).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    property string gameId: App.games[0].id
    signal done()

    readonly property string gameTitle: App.gameName(gameId)
    background: FeltBackground {}

    readonly property var activeOptions: App.session.active && App.session.gameId === gameId ? App.session.options : ({})

    // The game's own rules file (qml/games/<game>/): {sections: [{title, text}], options:
    // [{key, title, text}]}.
    readonly property var game: App.games.find(g => g.id === gameId) ?? ({})
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
        return activeOptions[key] !== undefined
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("How %1 is played").arg(App.gameName(page.gameId))
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 820 * Theme.uiScale)
            x: (scroll.availableWidth - width) / 2
            spacing: 10

            Item { Layout.preferredHeight: 8 }
            Repeater {
                model: page.sections
                ColumnLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 4
                    Label {
                        text: modelData.title
                        font.pixelSize: 19 * Theme.uiScale
                        font.bold: true
                        color: Theme.accent
                    }
                    Label {
                        Layout.fillWidth: true
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
                text: qsTr("House rules")
                font.pixelSize: 19 * Theme.uiScale
                font.bold: true
                color: Theme.accent
                Layout.topMargin: 10
            }
            Repeater {
                model: page.houseRules
                Rectangle {
                    required property var modelData
                    readonly property bool on: page.isOn(modelData.key)
                    Layout.fillWidth: true
                    implicitHeight: optionText.implicitHeight + 20
                    radius: 10
                    color: on ? "#33f2c14e" : "#22000000"
                    border.color: on ? Theme.accent : "#22ffffff"
                    ColumnLayout {
                        id: optionText
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.margins: 12
                        spacing: 2
                        Label {
                            text: on ? qsTr("%1 — on in this game").arg(modelData.title) : modelData.title
                            font.bold: true
                            color: Theme.ink
                        }
                        Label {
                            Layout.fillWidth: true
                            text: modelData.text
                            wrapMode: Text.WordWrap
                            color: Theme.inkDim
                        }
                    }
                }
            }
            Label {
                visible: page.tableKeys.length > 0
                text: qsTr("Keys")
                font.pixelSize: 19 * Theme.uiScale
                font.bold: true
                color: Theme.accent
                Layout.topMargin: 10
            }
            Repeater {
                model: page.tableKeys
                RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 14
                    Label { text: modelData.key; font.bold: true; color: Theme.ink; Layout.preferredWidth: 150 * Theme.uiScale }
                    Label { text: modelData.text; color: Theme.inkDim; wrapMode: Text.WordWrap; Layout.fillWidth: true }
                }
            }
            Label {
                visible: page.tableKeys.length > 0
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: qsTr("On the table page, ? shows every key: the hint (H), the log (L), undo (Ctrl+Z), these rules (F1) and the menu (F10).")
            }
            Item { Layout.preferredHeight: 20 }
        }
    }
}
