import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

// One seat on the new-game page: its number, its name and who plays it (a person here or over
// the network, a computer player of a level), with what that level is like in this game.
ColumnLayout {
    id: seatRow
    required property int index
    required property string name
    required property string kind
    property string gameId
    property var kinds: []          // [{ kind, label }], as the list shows them
    property int kindIndex: 0       // the chosen kind's place in `kinds`
    signal renamed(string text)     // the person typed the seat's name
    signal kindChosen(string kind)  // the person chose who plays the seat
    // What the chosen computer level is like in this game, and how strong it
    // measured (the game's own words, app/games/<game>/).
    readonly property string levelText: kind === "human" ? "" : App.catalog.levelText(seatRow.gameId, kind)
    spacing: 2
    RowLayout {
        spacing: 12
        Label {
            text: qsTr("Seat %1").arg(seatRow.index + 1)
            color: Theme.inkDim
            Layout.preferredWidth: 60
        }
        Field {
            objectName: "seatName"
            Layout.preferredWidth: 240 * Theme.uiScale
            text: seatRow.name
            Accessible.name: qsTr("Name of seat %1").arg(seatRow.index + 1)
            maximumLength: 24
            placeholderText: seatRow.kind === "network" ? qsTr("A friend's name (optional)") : qsTr("Name")
            onTextEdited: seatRow.renamed(text)
        }
        ChoiceBox {
            objectName: "seatKind"
            // As wide as its longest choice in the language shown, in the box and
            // in its list (whose lines have wider margins).
            implicitContentWidthPolicy: ComboBox.WidestText
            Layout.preferredWidth: Math.max(260 * Theme.uiScale, implicitWidth + 24 * Theme.uiScale)
            model: seatRow.kinds
            Accessible.name: qsTr("Who plays seat %1").arg(seatRow.index + 1)
            Accessible.description: seatRow.levelText
            textRole: "label"
            currentIndex: seatRow.kindIndex
            onActivated: i => seatRow.kindChosen(seatRow.kinds[i].kind)
        }
    }
    Label {
        objectName: "levelText"
        visible: text !== ""
        Layout.fillWidth: true
        Layout.leftMargin: 72
        text: seatRow.levelText
        color: Theme.inkDim
        font.pixelSize: 13 * Theme.uiScale
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
}
