// Shaftmount: the closing area's eight places, two per suit; each says which card closes on it
// next (an ace starts a closing sequence while its suit has fewer than two).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: 8
    Item {
        id: slot
        required property int index
        readonly property int suit: Math.floor(index / 2)
        readonly property int k: index % 2
        readonly property string suitLetter: table.suitOrder[suit]
        // The closing sequence in this place, or -1.
        readonly property int pile: {
            const closing = table.st.closing ?? []
            let seen = 0
            for (let i = 0; i < closing.length; ++i) {
                if ((closing[i][0] ?? "").charAt(1) !== suitLetter)
                    continue
                if (seen === k)
                    return i
                ++seen
            }
            return -1
        }
        readonly property string next: pile >= 0 ? ((table.info.closingNext ?? [])[pile] ?? "")
                                                 : ((table.st.closingCards ?? []).indexOf("A" + suitLetter) >= 0 ? "A" + suitLetter : "")
        readonly property point pos: table.closingPos(suit, k)
        x: pos.x
        y: pos.y
        width: table.csw
        height: table.ch * table.closeScale
        z: 4
        Accessible.ignored: true
        Rectangle {
            anchors.fill: parent
            visible: slot.pile < 0
            radius: width * 0.08
            color: "#14000000"
            border.color: "#33ffffff"
            Text {
                anchors.centerIn: parent
                text: Theme.suitGlyph(slot.suitLetter)
                color: "#40ffffff"
                font.pixelSize: parent.height * 0.34
            }
        }
        Label {
            objectName: "closingNext"
            // As wide as its slot and a little of the gap: a long word ("nächste")
            // shrinks rather than run into the next slot's label.
            anchors.horizontalCenter: parent.horizontalCenter
            width: parent.width + 6
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 7
            y: table.ch * table.pileScale - (table.ch * table.pileScale - table.ch * table.closeScale) / 2 + 3
            visible: slot.next !== ""
            text: slot.pile >= 0 ? qsTr("next %1").arg(table.session.cardName(slot.next)) : table.session.cardName(slot.next)
            color: slot.pile >= 0 ? Theme.ink : Theme.inkDim
            font.pixelSize: Math.max(10, table.ch * 0.075)
            Accessible.ignored: true
        }
    }
}
