// The closing area: per suit two places; each says which card closes on it next (an ace
// starts a closing sequence while its suit has fewer than two).
// (The area as a whole: its name and a drop place; the slots are ShaftmountClosingSlots.)
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Item {
    id: closingArea
    required property TableBase table
    objectName: "closingArea"
    x: table.closingX - table.slotGap
    y: table.midY - 4
    width: table.closingW + 2 * table.slotGap
    height: table.ch * table.pileScale + table.labelH + 4
    z: 3
    Accessible.role: Accessible.Grouping
    Accessible.name: {
        const closing = table.st.closing ?? []
        if (closing.length === 0)
            return qsTr("the closing area, empty")
        const parts = closing.map((seq, i) => {
            const next = (table.info.closingNext ?? [])[i]
            return next ? qsTr("%1, next %2").arg(table.session.cardWords(seq[seq.length - 1])).arg(table.session.cardWords(next))
                        : table.session.cardWords(seq[seq.length - 1])
        })
        return qsTr("the closing area: %1").arg(parts.join("; "))
    }
    DropArea {
        anchors.fill: parent
        keys: ["felt/cards"]
        onDropped: drop => {
            drop.accept()
            table.dropOn({ zone: "closing" })
        }
    }
}
