// A seat's name plate: who it is (person or computer player and its strength), how many
// cards it holds, and — unmistakably — whether it is their turn or they are thinking.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: plate
    required property int seat
    required property string name
    required property string kind
    required property bool isTurn
    required property bool isActor
    required property bool thinking
    required property string status
    // A public count shown as a meter along the plate's foot (penalty points): -1 for none.
    required property int meter
    required property int meterMax
    // The meter in words (for screen readers), or empty.
    required property string meterText
    // The meter above the plate rather than below it.
    property bool meterAbove: false
    required property int cardsLeft
    required property int place
    required property bool isLoser
    required property bool isViewer
    // In a round everyone plays at once every seat still to act is lit, not only one.
    property bool together: false

    readonly property bool active: isTurn || (together && isActor)
    readonly property string kindText: {
        switch (kind) {
        case "human": return ""
        case "easy": return qsTr("easy")
        case "normal": return qsTr("normal")
        case "hard": return qsTr("hard")
        case "random": return qsTr("random")
        }
        return kind
    }

    // Room for the whole text and the thinking spinner (counted whether it shows or not, so
    // the plate keeps its size while a computer player thinks); a table may give less, and
    // the name is then cut short.
    implicitWidth: row.implicitWidth + row.anchors.leftMargin + row.anchors.rightMargin
                   + (spinner.visible ? 0 : spinner.Layout.preferredWidth + row.spacing)
    // One line for screen readers: who, what kind of player, what the plate shows, and
    // whether it is their turn.
    Accessible.role: Accessible.StaticText
    Accessible.name: {
        let text = kindText === "" ? name : qsTr("%1, computer player (%2)").arg(name).arg(kindText)
        if (status !== "")
            text += ", " + status
        if (meterText !== "")
            text += ", " + meterText
        if (thinking)
            text += ", " + qsTr("thinking")
        else if (isTurn)
            text += ", " + qsTr("on turn")
        return text
    }
    radius: height / 2
    color: active ? "#f2c14e" : "#cc0d2417"
    border.color: active ? "#fff3c4" : "#40ffffff"
    border.width: active ? 2 : 1

    // A lesson's coach speaks of this seat.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -9
        radius: height / 2
        color: "transparent"
        border.color: "#6ff0ff"
        border.width: 4
        visible: App.lesson.active && App.lesson.lit.length > 0 && App.lesson.lightsSeat(plate.seat)
    }
    // A ring round the seat whose turn it is: it pulses twice when the turn arrives, then
    // stays still (an idle table draws nothing).
    Rectangle {
        anchors.fill: parent
        anchors.margins: -6
        radius: height / 2
        color: "transparent"
        border.color: Theme.accent
        border.width: 3
        visible: plate.isTurn
        SequentialAnimation on opacity {
            running: plate.isTurn && Theme.motion > 0
            loops: 2
            NumberAnimation { from: 0.9; to: 0.2; duration: 500; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.2; to: 0.9; duration: 500; easing.type: Easing.InOutSine }
        }
    }

    // The meter: one segment a point, filled up to the count; just under the plate, on the
    // felt, where its colours show whatever the plate's own colour (above it for a plate at
    // the table's foot, which has no felt below).
    Row {
        objectName: "meter"
        visible: plate.meter >= 0 && plate.meterMax > 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: plate.meterAbove ? undefined : parent.bottom
        anchors.bottom: plate.meterAbove ? parent.top : undefined
        anchors.topMargin: 2
        anchors.bottomMargin: 8   // above the turn's ring (6 outside the plate), not on it
        spacing: 2
        z: 1
        Accessible.ignored: true
        Repeater {
            model: plate.meterMax > 0 ? plate.meterMax : 0
            Rectangle {
                required property int index
                width: Math.max(10, Math.min(18, (plate.width * 0.7 - 2 * plate.meterMax) / Math.max(1, plate.meterMax)))
                height: Math.max(6, plate.height * 0.22)
                radius: height / 2
                color: index < plate.meter ? (plate.meter >= plate.meterMax - 2 ? Theme.danger : "#ff9f43") : "#30ffffff"
                border.color: "#80000000"
                border.width: 1
            }
        }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: plate.height * 0.45
        anchors.rightMargin: plate.height * 0.45
        spacing: 6
        Label {
            Accessible.ignored: true
            Layout.fillWidth: true
            text: plate.kindText === "" ? plate.name : qsTr("%1 (%2)").arg(plate.name).arg(plate.kindText)
            elide: Text.ElideRight
            font.bold: true
            font.pixelSize: Math.max(12, plate.height * 0.46)
            color: plate.active ? "#1b1b1f" : Theme.ink
        }
        BusyIndicator {
            id: spinner
            Accessible.ignored: true
            visible: plate.thinking
            running: plate.thinking
            Layout.preferredWidth: plate.height * 0.9
            Layout.preferredHeight: plate.height * 0.9
        }
        Label {
            Accessible.ignored: true
            text: {
                if (plate.isLoser)
                    return qsTr("lost")
                if (plate.place >= 0)
                    return App.session.board.over ? qsTr("place %1").arg(plate.place + 1) : qsTr("out #%1").arg(plate.place + 1)
                return plate.status
            }
            font.pixelSize: Math.max(11, plate.height * 0.4)
            color: plate.active ? "#1b1b1f" : Theme.inkDim
        }
    }
}
