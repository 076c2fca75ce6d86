// One game on the home page: its name, a line about it, who plays, and Play / Rules, or
// "coming soon" for a game whose table is not built yet.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Rectangle {
    id: tile
    property string gameId
    property string name
    property string blurb
    property string players
    property bool playable: false
    property string sample: "AS"     // a card shown on the tile
    // Its lessons (ids), and no game of it was finished here yet (the lesson is marked as new).
    // With several, "Learn to play" lists them with their titles and which were done.
    property var lessons: []
    readonly property bool hasLesson: lessons.length > 0
    property bool neverPlayed: false
    signal play()
    signal rules()
    signal learn(string lesson)

    radius: 14
    color: hover.hovered && playable ? "#2a1f5a3a" : "#22000000"
    border.color: playable ? (hover.hovered ? Theme.accent : "#55f2c14e") : "#33ffffff"
    border.width: 2
    // As tall as its words need in the language shown (at least as tall as in English).
    implicitHeight: Math.max(196 * Theme.uiScale, tileRow.implicitHeight + 2 * tileRow.anchors.margins)

    HoverHandler { id: hover }

    RowLayout {
        id: tileRow
        anchors.fill: parent
        anchors.margins: 18
        spacing: 18

        Card {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: 78 * Theme.uiScale
            Layout.preferredHeight: 78 * Theme.uiScale * Theme.cardAspect
            face: tile.sample
            dimmed: !tile.playable
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            Label {
                Layout.fillWidth: true
                text: tile.name
                wrapMode: Text.WordWrap
                font.pixelSize: 24 * Theme.uiScale
                font.bold: true
                color: tile.playable ? Theme.ink : Theme.inkDim
            }
            Label {
                text: tile.players
                font.pixelSize: 13 * Theme.uiScale
                color: Theme.accent
                opacity: tile.playable ? 1 : 0.6
            }
            Label {
                Layout.fillWidth: true
                text: tile.blurb
                wrapMode: Text.WordWrap
                font.pixelSize: 14 * Theme.uiScale
                color: Theme.inkDim
            }
            Item { Layout.fillHeight: true }
            RowLayout {
                spacing: 8
                Button {
                    Accessible.onPressAction: clicked()
                    visible: tile.playable
                    text: qsTr("Play")
                    highlighted: true
                    onClicked: tile.play()
                    Accessible.name: qsTr("Play %1").arg(tile.name)
                }
                Button {
                    Accessible.onPressAction: clicked()
                    id: learnButton
                    objectName: "learnButton"
                    visible: tile.playable && tile.hasLesson
                    text: tile.neverPlayed ? qsTr("★ Learn to play") : qsTr("Learn to play")
                    highlighted: tile.neverPlayed
                    flat: !tile.neverPlayed
                    onClicked: tile.lessons.length > 1 ? lessonsMenu.popup(learnButton, 0, learnButton.height)
                                                       : tile.learn(tile.lessons[0])
                    Accessible.name: qsTr("Learn to play %1").arg(tile.name)
                    Accessible.description: tile.neverPlayed ? qsTr("a guided first deal: you have not played this game yet") : qsTr("a guided first deal")
                    LessonsMenu {
                        id: lessonsMenu
                        gameId: tile.gameId
                        onChosen: lesson => tile.learn(lesson)
                    }
                }
                Button {
                    Accessible.onPressAction: clicked()
                    visible: tile.playable
                    text: qsTr("Rules")
                    flat: true
                    onClicked: tile.rules()
                    Accessible.name: qsTr("Rules of %1").arg(tile.name)
                }
                Label {
                    visible: !tile.playable
                    text: qsTr("Coming soon")
                    font.italic: true
                    color: Theme.inkDim
                }
            }
        }
    }
}
