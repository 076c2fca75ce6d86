// Between two people at one screen: the table is covered and no hand is shown until the
// next person says they have the device.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import Felt

Rectangle {
    id: screen
    objectName: "privacyScreen"
    color: Theme.feltEdge

    // The screen opens only on a deliberate act of the next person. Whatever the person who
    // just moved goes on doing — a second Enter, a held key's repeats, clicks that run on
    // from their move to where the button comes — must not open it. So the screen listens
    // (`armed`) only once `guardMs` have passed since it showed AND nobody has pressed a key
    // or a button for `quietMs`: a press within the guard pushes the moment it listens on.
    // A key opens it only when both its press and its release come after that; a click,
    // only when its press does (the button is not live before). The ring on the button fills
    // until then, and screen readers hear "not ready yet".
    property bool armed: false
    property int armedKey: 0
    readonly property int guardMs: 1500
    readonly property int quietMs: 500
    property double shownAt: 0       // ms since the epoch
    property double listensAt: 0
    // 0 → 1 while the guard runs (the ring).
    property real progress: 0

    function disarm() {
        armed = false
        armedKey = 0
        shownAt = Date.now()
        listensAt = shownAt + guardMs
        schedule()
    }
    // Something was pressed while the screen does not listen yet: it listens only after a
    // quiet moment.
    function noteInput() {
        if (armed || !visible)
            return
        listensAt = Math.max(listensAt, Date.now() + quietMs)
        schedule()
    }
    function schedule() {
        const now = Date.now()
        const left = Math.max(0, listensAt - now)
        armTimer.interval = Math.max(1, left)
        armTimer.restart()
        const span = Math.max(1, listensAt - shownAt)
        ring.stop()
        progress = Math.min(1, (now - shownAt) / span)
        ring.duration = Math.max(1, left)
        ring.start()
    }
    Timer {
        id: armTimer
        onTriggered: {
            if (Date.now() + 1 < screen.listensAt) {
                screen.schedule()
                return
            }
            ring.stop()
            screen.progress = 1
            screen.armed = true
        }
    }
    NumberAnimation {
        id: ring
        target: screen
        property: "progress"
        to: 1
    }
    function isUnlockKey(key) {
        return key === Qt.Key_Return || key === Qt.Key_Enter || key === Qt.Key_Space
    }

    // Swallow every click and key so nothing reaches the table underneath; a press before the
    // screen listens only pushes the moment it will.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onPressed: screen.noteInput()
        onWheel: wheel => wheel.accepted = true
    }
    Keys.onPressed: event => {
        if (screen.armed && !event.isAutoRepeat && screen.isUnlockKey(event.key))
            screen.armedKey = event.key
        else if (!screen.armed)
            screen.noteInput()
        event.accepted = true
    }
    Keys.onReleased: event => {
        if (screen.armed && !event.isAutoRepeat && event.key === screen.armedKey) {
            screen.armedKey = 0
            App.session.screen.unlock()
        }
        event.accepted = true
    }
    onVisibleChanged: {
        if (visible) {
            disarm()
            forceActiveFocus()
        } else {
            armTimer.stop()
            ring.stop()
            armed = false
        }
    }
    Component.onCompleted: if (visible) { disarm(); forceActiveFocus() }
    // The screen passes from one person straight to the next: it listens afresh.
    Connections {
        target: App.session.screen
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
            text: qsTr("Pass the screen to %1").arg(App.session.screen.privacyName)
            // Hidden between hand-overs: then nothing of it is in a screen reader's tree.
            Accessible.ignored: !visible
            font.pixelSize: 34 * Theme.uiScale
            font.bold: true
            color: Theme.ink
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Everyone else, look away: %1's cards are shown next.").arg(App.session.screen.privacyName)
            Accessible.ignored: !visible
            font.pixelSize: 16 * Theme.uiScale
            color: Theme.inkDim
        }
        Button {
            id: unlockButton
            objectName: "unlockButton"
            Accessible.onPressAction: if (screen.armed) clicked()
            Accessible.name: text
            Accessible.description: screen.armed ? qsTr("Click or press Enter.")
                                                 : qsTr("Not ready yet: it opens a moment after the screen shows.")
            Accessible.ignored: !visible
            Layout.alignment: Qt.AlignHCenter
            focusPolicy: Qt.NoFocus
            // A press before the screen listens is not a press at all (see `armed`).
            enabled: screen.armed
            text: qsTr("I am %1 — show my cards").arg(App.session.screen.privacyName)
            highlighted: true
            font.pixelSize: 18 * Theme.uiScale
            // The ring stands before the words while the button is not live; then it goes.
            leftPadding: screen.armed ? 20 : 16 + ringShape.width + 10
            rightPadding: 20
            onClicked: App.session.screen.unlock()

            // The guard's ring: fills while the button is not live yet, full once it is.
            Shape {
                id: ringShape
                objectName: "privacyGuardRing"
                width: 22 * Theme.uiScale
                height: width
                x: 16
                visible: !screen.armed
                anchors.verticalCenter: parent.verticalCenter
                Accessible.role: Accessible.ProgressBar
                Accessible.name: qsTr("Getting ready")
                Accessible.ignored: !screen.visible || screen.armed
                // Read by screen readers as the progress bar's value.
                property real value: screen.progress
                property real minimumValue: 0
                property real maximumValue: 1
                ShapePath {
                    strokeColor: Qt.rgba(1, 1, 1, 0.25)
                    strokeWidth: 3
                    fillColor: "transparent"
                    PathAngleArc {
                        centerX: ringShape.width / 2; centerY: ringShape.height / 2
                        radiusX: ringShape.width / 2 - 2; radiusY: radiusX
                        startAngle: 0; sweepAngle: 360
                    }
                }
                ShapePath {
                    strokeColor: Theme.accent
                    strokeWidth: 3
                    fillColor: "transparent"
                    capStyle: ShapePath.RoundCap
                    PathAngleArc {
                        centerX: ringShape.width / 2; centerY: ringShape.height / 2
                        radiusX: ringShape.width / 2 - 2; radiusY: radiusX
                        startAngle: -90; sweepAngle: 360 * screen.progress
                    }
                }
            }
        }
    }
}
