// Settings: how fast the computer players move, the four-colour deck, the game's name.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    signal done()

    background: FeltBackground {}

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Settings")
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
        }
    }

    ColumnLayout {
        width: Math.min(parent.width - 48, 760 * Theme.uiScale)
        x: (parent.width - width) / 2
        y: 24
        spacing: 18

        ColumnLayout {
            spacing: 2
            Label { text: qsTr("Computer players' pause"); font.bold: true; color: Theme.ink }
            Label {
                text: qsTr("How long a computer player waits before its move, so you can follow it: %1 s").arg((App.botDelayMs / 1000).toLocaleString(Qt.locale(), "f", 1))
                color: Theme.inkDim
            }
            Slider {
                Layout.fillWidth: true
                from: 0
                to: 3000
                stepSize: 100
                value: App.botDelayMs
                onMoved: App.botDelayMs = value
            }
        }
        RowLayout {
            spacing: 12
            Switch {
                checked: App.fourColour
                onToggled: App.fourColour = checked
            }
            ColumnLayout {
                spacing: 0
                Label { text: qsTr("Four-colour deck"); font.bold: true; color: Theme.ink }
                Label { text: qsTr("Clubs green and diamonds blue, so every suit has its own colour."); color: Theme.inkDim }
            }
            Card { Layout.preferredWidth: 44; Layout.preferredHeight: 44 * Theme.cardAspect; face: "KC" }
            Card { Layout.preferredWidth: 44; Layout.preferredHeight: 44 * Theme.cardAspect; face: "QD" }
        }
        // Games known by another name too (Palace): one switch each.
        Repeater {
            model: App.games.filter(g => g.alternateNameLabel !== "")
            RowLayout {
                required property var modelData
                spacing: 12
                Switch {
                    checked: modelData.alternateName
                    onToggled: App.setAlternateName(modelData.id, checked)
                    Accessible.name: modelData.alternateNameLabel
                }
                ColumnLayout {
                    spacing: 0
                    Label { text: modelData.alternateNameLabel; font.bold: true; color: Theme.ink }
                    Label { text: qsTr("The same game under its other name."); color: Theme.inkDim }
                }
            }
        }
        // Each game's own switches (how its table helps), named with the game.
        Repeater {
            model: {
                const list = []
                for (const g of App.games)
                    for (const s of (g.settings ?? []))
                        list.push({ game: g.id, gameName: g.name, key: s.key, label: s.label, help: s.help, value: s.value })
                return list
            }
            RowLayout {
                required property var modelData
                spacing: 12
                Switch {
                    objectName: "gameSetting_" + modelData.game + "_" + modelData.key
                    checked: modelData.value
                    onToggled: App.setGameSetting(modelData.game, modelData.key, checked)
                    Accessible.name: qsTr("%1: %2").arg(modelData.gameName).arg(modelData.label)
                }
                ColumnLayout {
                    spacing: 0
                    Layout.fillWidth: true
                    Label { text: qsTr("%1: %2").arg(modelData.gameName).arg(modelData.label); font.bold: true; color: Theme.ink }
                    Label {
                        text: modelData.help
                        color: Theme.inkDim
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
        Label {
            text: qsTr("Felt %1").arg(App.version)
            color: Theme.inkDim
            Layout.topMargin: 20
        }
    }
}
