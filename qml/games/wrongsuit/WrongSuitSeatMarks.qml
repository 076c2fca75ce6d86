// What lies on each place, over the cards: the stack's count, the suits it may no longer
// receive, one's own totals per suit, the gift's receiver.
// (A Repeater: its marks lie on the table.)
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: table.session.seats
    Item {
        id: marks
        required property int seat
        required property string name
        readonly property bool mine: table.around(seat) === 0
        // The seat's facts as the viewer sees them (WrongSuitFacts: its stack, the suits shut
        // for it, what its stack scores under each suit where every card is known).
        readonly property var seatFacts: table.facts.seats[seat]
        readonly property var shut: seatFacts ? seatFacts.shut : []
        readonly property int count: seatFacts ? seatFacts.cards.length : 0
        readonly property var totals: seatFacts && seatFacts.totals.length === 4 ? seatFacts.totals : null
        readonly property point block: mine ? Qt.point(table.myStackX, table.myStackY) : table.blockPos(seat)
        anchors.fill: parent
        z: 800

        // The stack's size, on its face-down pile (or where it will be).
        Rectangle {
            objectName: "stackCount"
            readonly property real s: marks.mine ? table.stackScale : table.oppScale
            visible: !(marks.mine && marks.totals)
            x: marks.mine ? table.myStackX - 6 : marks.block.x - 2
            y: marks.mine ? table.myStackY + table.ch * s - height + 4 : marks.block.y + table.oppRowB + table.ch * s - height + 4
            width: countLabel.implicitWidth + 12
            height: countLabel.implicitHeight + 4
            radius: height / 2
            color: Theme.panelSolid
            border.color: "#55ffffff"
            Accessible.ignored: true
            Label {
                id: countLabel
                anchors.centerIn: parent
                text: marks.count > 0 ? qsTr("%n card(s)", "", marks.count) : qsTr("no stack yet")
                color: Theme.ink
                font.pixelSize: Math.max(10, table.ch * 0.085)
                Accessible.ignored: true
            }
        }
        // The suits a face-up king shuts: no card of them may reach this seat.
        Row {
            objectName: "shutSuits"
            visible: marks.shut.length > 0
            spacing: 4
            x: marks.mine ? table.margin : marks.block.x + 4 + table.oppBlockW * 0.5 + 16 + table.cw * table.oppScale
            y: marks.mine ? table.height - table.margin - table.plateH - height - 8
                          : marks.block.y + table.oppRowA + table.ch * table.oppScale / 2 - height / 2
            Accessible.role: Accessible.StaticText
            Accessible.name: marks.mine ? qsTr("You may receive no more %1.").arg(table.suitList(marks.shut))
                                        : qsTr("%1 may receive no more %2.").arg(marks.name).arg(table.suitList(marks.shut))
            Accessible.ignored: !visible
            Label {
                text: qsTr("no")
                color: Theme.ink
                font.pixelSize: Math.max(13, table.ch * 0.12)
                font.bold: true
                anchors.verticalCenter: parent.verticalCenter
                Accessible.ignored: true
            }
            // Big enough to read the suit through its stroke.
            Repeater {
                model: marks.shut
                Rectangle {
                    required property string modelData
                    objectName: "shutMark"
                    width: height
                    height: Math.max(28, table.ch * 0.27)
                    radius: height / 2
                    color: Theme.cardPaper
                    border.color: Theme.danger
                    border.width: Math.max(2, height * 0.08)
                    Accessible.ignored: true
                    Text {
                        objectName: "shutGlyph"
                        anchors.centerIn: parent
                        text: Theme.suitGlyph(modelData)
                        color: Theme.suitColor(modelData)
                        font.pixelSize: parent.height * 0.66
                        Accessible.ignored: true
                    }
                    // Struck through, thin and see-through, so the suit still reads.
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width * 0.92
                        height: Math.max(2, parent.height * 0.07)
                        rotation: -45
                        color: "#b3e2574c"
                    }
                }
            }
        }
        // One's own stack: what it would score under each suit.
        Repeater {
            model: marks.mine && marks.totals ? table.suits : []
            Label {
                required property string modelData
                required property int index
                readonly property int total: marks.totals[index]
                objectName: "suitTotal" + modelData
                x: table.myStackX + index * table.colW
                y: table.myStackTop
                width: table.colW - 8
                elide: Text.ElideRight
                textFormat: Text.StyledText
                text: qsTr("if %1 is the Wrong Suit: <b>%2</b>")
                      .arg("<font color=\"" + table.glyphColor(modelData) + "\">" + Theme.suitGlyph(modelData) + "</font>")
                      .arg(table.signed(total))
                color: Theme.ink
                font.pixelSize: Math.max(11, table.ch * 0.095)
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("If %1 are the Wrong Suit, your stack scores %2.").arg(table.suitName(modelData)).arg(total)
            }
        }
        // One's gift, waiting face down until everyone has given.
        Label {
            readonly property int to: table.facts.giftTo
            visible: marks.mine && to >= 0 && !table.session.board.over
            x: Math.min(table.myGiftPos.x + table.cw / 2 - width / 2, table.width - table.margin - width)
            y: table.myGiftPos.y - height - 4
            horizontalAlignment: Text.AlignHCenter
            text: to === marks.seat ? qsTr("for your stack") : qsTr("for %1").arg(table.session.game.seatName(to))
            color: Theme.accent
            font.bold: true
            font.pixelSize: Math.max(11, table.ch * 0.095)
            Accessible.ignored: true
        }
    }
}
