// "Who calls?": with several people at one screen, a call anyone may make (a tap, a count)
// asks which of them makes it, listing only the people who may (the owner of the card or
// hand is never among them). A table shows it with ask(action, seats, words); a name (click,
// or its number key) makes the call for that person; Esc or Cancel drops it.
import QtQuick
import QtQuick.Controls
import Felt

Rectangle {
    id: who
    objectName: "whoCalls"
    property string action: ""
    property var seats: []
    property string words: ""
    signal chosen(int seat, string action)

    function ask(action, seats, words) {
        who.action = action
        who.seats = seats
        who.words = words
    }
    function cancel() {
        who.action = ""
        who.seats = []
    }
    // Keys while it shows: 1, 2, ... choose; Esc cancels. True when the key was its own.
    function keyPressed(event) {
        if (!visible)
            return false
        if (event.key === Qt.Key_Escape) {
            cancel()
            return true
        }
        const n = event.key - Qt.Key_1
        if (n >= 0 && n < seats.length) {
            choose(seats[n])
            return true
        }
        return false
    }
    function choose(seat) {
        const action = who.action
        cancel()
        chosen(seat, action)
    }

    visible: action !== "" && seats.length > 1
    z: 1900
    width: column.implicitWidth + 32
    height: column.implicitHeight + 24
    radius: 12
    color: "#f0142a1d"
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Who calls?")
    Accessible.description: words
    Accessible.ignored: !visible
    Column {
        id: column
        x: 16
        y: 12
        spacing: 8
        Label {
            text: qsTr("Who calls?")
            font.bold: true
            font.pixelSize: 18 * Theme.uiScale
            color: Theme.accent
            Accessible.ignored: true
        }
        Label {
            visible: who.words !== ""
            text: who.words
            color: Theme.ink
            Accessible.ignored: true
        }
        Row {
            spacing: 8
            Repeater {
                model: who.seats
                Button {
                    required property var modelData
                    required property int index
                    objectName: "whoCalls_" + modelData
                    text: qsTr("%1 (%2)").arg(App.session.game.seatName(modelData)).arg(index + 1)
                    highlighted: true
                    focusPolicy: Qt.NoFocus
                    Accessible.name: App.session.game.seatName(modelData)
                    Accessible.ignored: !who.visible
                    Accessible.onPressAction: who.choose(modelData)
                    onClicked: who.choose(modelData)
                }
            }
            Button {
                objectName: "whoCallsCancel"
                text: qsTr("Cancel")
                focusPolicy: Qt.NoFocus
                Accessible.name: text
                Accessible.ignored: !who.visible
                Accessible.onPressAction: who.cancel()
                onClicked: who.cancel()
            }
        }
    }
}
