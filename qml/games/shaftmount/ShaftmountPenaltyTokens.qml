// Shaftmount: a penalty point flies from the closing area to its owner's plate, after the
// stages of the action before it (the closings it caused) have been shown.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Item {
    id: layer
    required property TableBase table
    anchors.fill: parent
    z: 1700

    // The stage of the current action's events (a token waits for the stages before it).
    property int stage: 0
    property int tokenSerial: 0
    function plateCentre(seat) {
        if (table.around(seat) === 0)
            return Qt.point(table.margin + Math.max(170, table.cw * 1.6) / 2, table.height - table.margin - table.plateH / 2)
        const b = table.blockPos(seat)
        return Qt.point(b.x + table.oppBlockW / 2, b.y + table.plateH)
    }
    // A point for `seat`, flying from `from` (in the table's coordinates).
    function fly(seat, from, stageMs) {
        const to = plateCentre(seat)
        tokenSerial += 1
        tokens.append({ serial: tokenSerial, fromX: from.x, fromY: from.y, toX: to.x, toY: to.y,
                        wait: Math.max(0, stage) * stageMs + 250 })
    }
    function clear() { tokens.clear() }
    ListModel { id: tokens }
    Repeater {
        model: tokens
        Rectangle {
            id: token
            objectName: "penaltyToken"
            required property int serial
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            required property int wait
            width: Math.max(22, table.ch * 0.2)
            height: width
            radius: width / 2
            z: 1700
            color: Theme.danger
            border.color: "white"
            border.width: 2
            x: fromX - width / 2
            y: fromY - height / 2
            opacity: 0
            Accessible.ignored: true
            Label {
                anchors.centerIn: parent
                text: "+1"
                color: "white"
                font.bold: true
                font.pixelSize: parent.width * 0.45
                Accessible.ignored: true
            }
            SequentialAnimation {
                running: true
                PauseAnimation { duration: token.wait }
                PropertyAction { target: token; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: token; property: "x"; to: token.toX - token.width / 2; duration: 520; easing.type: Easing.InOutCubic }
                    NumberAnimation { target: token; property: "y"; to: token.toY - token.height / 2; duration: 520; easing.type: Easing.InOutCubic }
                }
                NumberAnimation { target: token; property: "opacity"; to: 0; duration: 200 }
                ScriptAction {
                    script: {
                        for (let i = 0; i < tokens.count; ++i)
                            if (tokens.get(i).serial === token.serial) {
                                tokens.remove(i)
                                break
                            }
                    }
                }
            }
        }
    }

    // The last penalty points fly before the result covers the table, and none is left
    // flying under it.
    Timer {
        running: table.session.over
        interval: table.resultDelay
        onTriggered: tokens.clear()
    }
}
