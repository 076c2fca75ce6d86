// Between two people at one screen: the table is covered and no hand is shown until the
// next person says they have the device.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: screen
    objectName: "privacyScreen"
    color: Theme.feltEdge

    // Nothing that began before the screen showed may open the next hand: a second Enter or
    // click of the person who just moved, a held key's repeats. The screen listens only from
    // half a second after it shows (`armed`), and a key opens it only when both its press and
    // its release come after that.
    property bool armed: false
    property int armedKey: 0
    readonly property int armDelayMs: 500
    function disarm() {
        armed = false
        armedKey = 0
        armTimer.restart()
    }
    Timer {
        id: armTimer
        interval: screen.armDelayMs
        onTriggered: screen.armed = true
    }
    function isUnlockKey(key) {
        return key === Qt.Key_Return || key === Qt.Key_Enter || key === Qt.Key_Space
    }

    // Swallow every click and key so nothing reaches the table underneath.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }
    Keys.onPressed: event => {
        if (screen.armed && !event.isAutoRepeat && screen.isUnlockKey(event.key))
            screen.armedKey = event.key
        event.accepted = true
    }
    Keys.onReleased: event => {
        if (screen.armed && !event.isAutoRepeat && event.key === screen.armedKey) {
            screen.armedKey = 0
            App.session.unlock()
        }
        event.accepted = true
    }
    onVisibleChanged: {
        if (visible) {
            disarm()
            forceActiveFocus()
        } else {
            armTimer.stop()
            armed = false
        }
    }
    Component.onCompleted: if (visible) { disarm(); forceActiveFocus() }
    // The screen passes from one person straight to the next: it listens afresh.
    Connections {
        target: App.session
        function onPrivacyNameChanged() {
            if (screen.visible)
                screen.disarm()
        }
    }

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 22
        Card {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 110
            Layout.preferredHeight: 110 * Theme.cardAspect
            face: "??"
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Pass the screen to %1").arg(App.session.privacyName)
            // Hidden between hand-overs: then nothing of it is in a screen reader's tree.
            Accessible.ignored: !visible
            font.pixelSize: 34 * Theme.uiScale
            font.bold: true
            color: Theme.ink
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Everyone else, look away: %1's cards are shown next.").arg(App.session.privacyName)
            Accessible.ignored: !visible
            font.pixelSize: 16 * Theme.uiScale
            color: Theme.inkDim
        }
        Button {
            Accessible.onPressAction: if (screen.armed) clicked()
            Accessible.name: text
            Accessible.ignored: !visible
            Layout.alignment: Qt.AlignHCenter
            objectName: "unlockButton"
            focusPolicy: Qt.NoFocus
            // A press before the screen listens is not a press at all (see `armed`).
            enabled: screen.armed
            text: qsTr("I am %1 — show my cards").arg(App.session.privacyName)
            highlighted: true
            font.pixelSize: 18 * Theme.uiScale
            onClicked: App.session.unlock()
        }
    }
}
