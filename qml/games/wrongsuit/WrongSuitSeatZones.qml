// Wrong Suit: each seat's place, where gifts are dropped: a drop place, its glow and name
// (a Repeater: its zones lie on the table).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Repeater {
    required property TableBase table
    model: table.session.seats
    Item {
        id: seatZone
        required property int seat
        required property string name
        readonly property bool mine: table.around(seat) === 0
        readonly property rect area: table.seatRect(seat)
        readonly property bool choosing: table.activeFace !== "" && table.myTurn
        readonly property bool legal: choosing && table.targets.indexOf(seat) >= 0
        // The seat's facts as the viewer sees them (WrongSuitFacts: its stack, the suits shut
        // for it).
        readonly property var seatFacts: table.facts.seats[seat]
        readonly property var shut: seatFacts ? seatFacts.shut : []
        readonly property int count: seatFacts ? seatFacts.cards.length : 0
        objectName: "seat" + seat
        x: area.x
        y: area.y
        width: area.width
        height: area.height
        z: 5

        // Screen readers: the place is a button that gives the chosen card here.
        Accessible.role: Accessible.Button
        Accessible.name: {
            let text = mine ? qsTr("Your stack, %n card(s)", "", count) : qsTr("%1's stack, %n card(s)", "", count).arg(name)
            if (shut.length > 0)
                text += ", " + (mine ? qsTr("you may receive no more %1").arg(table.suitList(shut))
                                     : qsTr("may receive no more %1").arg(table.suitList(shut)))
            return text
        }
        Accessible.description: table.myTurn ? qsTr("gives the chosen card here (key %1)").arg(table.around(seat) + 1) : ""
        Accessible.onPressAction: table.seatTapped(seat)

        Rectangle {
            anchors.fill: parent
            radius: Math.max(8, table.cw * 0.12)
            color: seatDrop.containsDrag && seatZone.legal ? "#33f2c14e"
                   : seatZone.legal ? "#18f2c14e" : "#14000000"
            border.width: seatZone.choosing || table.hintOwner === seatZone.seat ? Math.max(2, table.cw * 0.03) : 1
            border.color: table.hintOwner === seatZone.seat && !seatZone.choosing ? Theme.accent
                          : !seatZone.choosing ? "#26ffffff" : seatZone.legal ? Theme.accent : "#88e2574c"
            Accessible.ignored: true
        }
        // Why a card cannot go here: the receiver shows that suit's king.
        Label {
            visible: seatZone.choosing && !seatZone.legal
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 4
            text: qsTr("shut: %1").arg(Theme.suitGlyph(table.activeFace.charAt(1)))
            color: Theme.danger
            font.bold: true
            font.pixelSize: Math.max(11, table.ch * 0.1)
            Accessible.ignored: true
        }
        // The key that gives the chosen card here.
        Rectangle {
            visible: table.myTurn
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 4
            width: keyLabel.implicitWidth + 10
            height: keyLabel.implicitHeight + 4
            radius: height / 2
            color: "#66000000"
            Accessible.ignored: true
            Label {
                id: keyLabel
                anchors.centerIn: parent
                text: String(table.around(seatZone.seat) + 1)
                color: Theme.inkDim
                font.pixelSize: Math.max(10, table.ch * 0.085)
                Accessible.ignored: true
            }
        }
        DropArea {
            id: seatDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.giveTo(table.selection.dragKey, seatZone.seat)
            }
        }
        TapHandler {
            enabled: table.myTurn
            onTapped: table.seatTapped(seatZone.seat)
        }
    }
}
