// Shaftmount: a card on the table, with what it means here (whose, whether it may be picked
// up, shown to everyone, blocked).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

PlayingCard {
    id: tc
    readonly property bool mine: owner >= 0 && owner === host.session.screen.actor && !host.session.screen.privacy
    // The cards the person may pick up: their hand on their move, the deck while they may
    // draw, the candidates of a domino's choice.
    readonly property bool selectable: host.myTurn && ((mine && zone === "hand")
                                                        || (zone === "deck" && host.can("draw"))
                                                        || (zone === "sequence" && model.playable))
    // Two decks: a hand may hold two copies of a card of which only one was shown or blocked (a
    // 4 blocked by a 6, and another drawn later): only as many copies are marked as the facts
    // list, the first ones in the hand.
    readonly property int copy: zone === "hand" && owner === host.me ? host.copiesBefore(owner, face, position) : 0
    readonly property bool shown: zone === "hand" && face !== "??"
                                  && (owner !== host.me || copy < (host.facts.hands[owner]?.shown ?? []).filter(f => f === face).length)
    readonly property bool blocked: zone === "hand" && owner === host.me && copy < host.facts.blocked.filter(f => f === face).length
                                    && host.facts.turn === owner
    // Calls by hand: every sequence's top and every card of another's hand may be clicked for
    // a call (a tap, a count), all alike; the keys stop at each top and once at each such hand.
    readonly property bool callable: host.calls.callable(zone, owner, position, zoneCount)
    readonly property bool callStop: callable && (zone !== "hand" || position === 0)
    draggable: selectable
    tappable: selectable || callable
    spot: host.place(zone, owner, pile, position, zoneCount)
    origin: enterFrom === "deck" ? Qt.point(host.deckPos.x, host.deckPos.y) : null
    inDrag: host.selection.dragKey === key
    raise: host.chosenKey === key ? host.ch * 0.2 : 0
    z: inDrag ? 2000 : spot.z + (host.chosenKey === key ? 50 : 0)
    selected: host.chosenKey === key
    focused: host.selection.mark === key
    dimmed: blocked
    playable: (model.playable || (zone === "deck" && host.can("draw"))) && host.myTurn

    // Shown to everyone (and so still known while it stays in the hand); a blocked 4.
    Rectangle {
        visible: (tc.shown && tc.owner === host.me) || tc.blocked
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height * 0.5
        width: markLabel.implicitWidth + 10
        height: markLabel.implicitHeight + 2
        radius: height / 2
        color: tc.blocked ? Theme.danger : "#cc3a6ea5"
        Label {
            id: markLabel
            anchors.centerIn: parent
            text: tc.blocked ? qsTr("blocked") : qsTr("shown")
            font.pixelSize: Math.max(9, host.ch * (tc.owner === host.me ? 0.075 : 0.06))
            font.bold: true
            color: "white"
            Accessible.ignored: true
        }
    }
}
