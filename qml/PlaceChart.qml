// A small line chart of places over time: each game a dot (place 1 at the top), and the mean
// of the last ten games as a line. Drawn with Qt Quick Shapes (Qt Charts' QML view would need
// Qt Widgets' QApplication for one line).
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes

Item {
    id: chart
    property var values: []        // places, 1 best
    readonly property real worst: Math.max(2, ...values)
    readonly property real axisW: 36
    readonly property real plotW: width - axisW - 8
    readonly property real plotH: height - 16
    function px(i) { return axisW + (values.length > 1 ? i / (values.length - 1) : 0.5) * plotW }
    function py(v) { return 8 + (v - 1) / (worst - 1) * plotH }
    readonly property var average: {
        const out = []
        for (let i = 0; i < values.length; ++i) {
            const from = Math.max(0, i - 9)
            let sum = 0
            for (let k = from; k <= i; ++k)
                sum += values[k]
            out.push(sum / (i - from + 1))
        }
        return out
    }
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Places over the last %n game(s); the latest mean of ten is %1", "", values.length)
                     .arg(average.length ? Number(average[average.length - 1]).toLocaleString(Qt.locale(), "f", 2) : "—")

    Rectangle { anchors.fill: parent; radius: 8; color: "#1f000000" }
    Repeater {
        model: chart.worst
        Item {
            required property int index
            Label {
                x: 6
                y: chart.py(index + 1) - height / 2
                text: index + 1
                color: Theme.inkDim
                font.pixelSize: 11
            }
            Rectangle { x: chart.axisW; y: chart.py(index + 1); width: chart.plotW; height: 1; color: "#22ffffff" }
        }
    }
    Shape {
        anchors.fill: parent
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 2
            fillColor: "transparent"
            PathPolyline { path: chart.average.map((v, i) => Qt.point(chart.px(i), chart.py(v))) }
        }
    }
    Repeater {
        model: chart.values.length
        Rectangle {
            required property int index
            width: 6
            height: 6
            radius: 3
            x: chart.px(index) - 3
            y: chart.py(chart.values[index]) - 3
            color: chart.values[index] === 1 ? Theme.accent : Theme.inkDim
        }
    }
}
