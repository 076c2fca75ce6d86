// Calls "manual": a short highlight that tells everyone who called what — a ring where the
// tapped card lay and a label "Anna taps Q♠" (or a hand counted, a claim challenged). It shows
// a call that was made; it never shows one that could be.
import QtQuick
import QtQuick.Controls
import FeltTable

Item {
    id: flash
    objectName: "callFlash"
    property string text: ""
    // The ring's size (0: no ring, a label only).
    property real ringW: 0
    property real ringH: 0
    visible: text !== ""
    z: 1800
    Accessible.role: Accessible.StaticText
    Accessible.name: text
    Accessible.ignored: !visible

    function show(x, y, w, h, text) {
        flash.x = x
        flash.y = y
        flash.ringW = w
        flash.ringH = h
        flash.text = text
        fade.restart()
    }

    Rectangle {
        visible: flash.ringW > 0
        width: flash.ringW
        height: flash.ringH
        radius: Math.min(width, height) * 0.1
        color: "#33f2c14e"
        border.color: Theme.accent
        border.width: 3
    }
    Rectangle {
        id: pill
        x: flash.ringW > 0 ? flash.ringW / 2 - width / 2 : 0
        y: flash.ringW > 0 ? flash.ringH + 4 : 0
        width: label.implicitWidth + 18
        height: label.implicitHeight + 8
        radius: height / 2
        color: Theme.accent
        Label {
            id: label
            anchors.centerIn: parent
            text: flash.text
            font.bold: true
            color: "#1b1b1b"
            Accessible.ignored: true
        }
    }
    SequentialAnimation {
        id: fade
        PropertyAction { target: flash; property: "opacity"; value: 1 }
        PauseAnimation { duration: 1800 }
        NumberAnimation { target: flash; property: "opacity"; to: 0; duration: 300 }
        PropertyAction { target: flash; property: "text"; value: "" }
    }
}
