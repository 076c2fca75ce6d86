// Shaftmount: keep or redraw, beside the sequence that was closed.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: keepButtons
    required property TableBase table
    objectName: "keepButtons"
    // The sequence that was closed (its bottom card may be kept), or null.
    readonly property var closed: table.pending && table.pending.kind === "keep" ? table.sequenceAt(table.pending.owner, table.pending.pile) : null
    readonly property var spot: closed ? table.sequenceSpot(closed.owner, closed.pile) : { x: 0, y: 0, s: 1 }
    visible: table.myTurn && table.can("keep")
    // Beside the row of one's sequences, on the side nearer the closed one (which is
    // marked): next to it, it would cover its neighbour.
    readonly property var row: table.rowOf(table.bottomSeat)
    readonly property real rowEnd: row.x + (table.sequencesOf(table.bottomSeat).length + (table.threeRuleOn ? 1 : 0)) * row.step
                                    - table.cw * row.s * 0.14
    readonly property bool leftSide: spot.x + table.cw * spot.s / 2 < (row.x + rowEnd) / 2
    x: Math.max(table.margin, Math.min(table.width - table.margin - width,
                                       leftSide ? row.x - table.cw * row.s * 0.1 - 10 - width : rowEnd + table.cw * row.s * 0.1 + 10))
    y: spot.y
    z: 1600
    width: keepColumn.implicitWidth + 12
    height: keepColumn.implicitHeight + 12
    radius: 8
    color: Theme.panelSolid
    border.color: Theme.accent
    Column {
        id: keepColumn
        x: 6
        y: 6
        spacing: 4
        Button {
            Accessible.onPressAction: clicked()
            Accessible.name: text
            Accessible.ignored: !visible
            id: keepHere
            objectName: "keepHere"
            width: Math.max(implicitWidth, redrawHere.implicitWidth)
            text: qsTr("Keep %1").arg(table.session.game.cardName(keepButtons.closed ? keepButtons.closed.cards[0] ?? "" : ""))
            highlighted: true
            focusPolicy: Qt.NoFocus
            onClicked: table.act(table.session.play.moveOf("keep").action)
        }
        Button {
            Accessible.onPressAction: clicked()
            Accessible.name: text
            Accessible.ignored: !visible
            id: redrawHere
            objectName: "redrawHere"
            width: Math.max(implicitWidth, keepHere.implicitWidth)
            text: qsTr("Redraw")
            focusPolicy: Qt.NoFocus
            onClicked: table.redraw()
        }
    }
}
