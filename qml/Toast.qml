// A short sentence that appears, stays a few seconds and fades.
import QtQuick
import QtQuick.Controls

Rectangle {
    id: toast
    property alias text: label.text
    property int duration: 4000

    // `ms`: how long it stays (0: `duration`), for a longer sentence.
    function show(message, ms) {
        label.text = message
        toast.opacity = 1
        timer.interval = ms > 0 ? ms : toast.duration
        timer.restart()
    }
    // At once, without fading: what it said may not be for the next person's eyes.
    function hide() {
        timer.stop()
        fade.enabled = false
        toast.opacity = 0
        fade.enabled = true
    }

    width: Math.min(label.implicitWidth + 40, parent ? parent.width - 40 : 600)
    height: label.implicitHeight + 20
    radius: height / 2
    color: "#e6202a24"
    border.color: Theme.accent
    opacity: 0
    visible: opacity > 0
    Behavior on opacity { id: fade; NumberAnimation { duration: Theme.ms(250) } }

    Label {
        id: label
        anchors.centerIn: parent
        width: toast.width - 40
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: Theme.ink
        // Heard while it shows; faded out, it is not in a screen reader's tree.
        Accessible.ignored: !visible
        font.pixelSize: 15 * Theme.uiScale
    }
    Timer {
        id: timer
        interval: toast.duration
        onTriggered: toast.opacity = 0
    }
}
