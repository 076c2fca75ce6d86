// Shaftmount: what the table does when something happens — a hand shown to everyone, a penalty
// point flying to its owner's plate after the closings before it, a seat out of the game — and
// where the story of the turn ends.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Connections {
    required property TableBase table
    required property ShaftmountShownBanner shownBanner
    required property ShaftmountPenaltyTokens tokens
    required property Item closingArea
    target: table.session.play
    function onHappened(kind, seat, count, cards, target, index) {
        table.calls.happened(kind, seat, count, cards, target, index)
        switch (kind) {
        case "shown":
            shownBanner.show(seat, cards)
            break
        case "noPlay":
            shownBanner.show(seat, cards)
            tokens.stage += 1
            break
        case "closed":
        case "redrew":
        case "defended":
            tokens.stage += 1
            break
        case "penalty":
            tokens.fly(seat, Qt.point(closingArea.x + closingArea.width / 2, closingArea.y + closingArea.height / 2),
                       table.session.cards.stageMs)
            break
        case "turn":
        case "gameOver":
            table.turnEnded = true
            break
        case "eliminated":
            table.burst(qsTr("%1 is out!").arg(table.session.game.seatName(seat)))
            break
        }
    }
    // The end of an action's events: the next action's stages count from 0 again.
    function onTold(lines) { tokens.stage = 0 }
    // A new deal: no token is left flying.
    readonly property Connections dealt: Connections {
        target: table.session.game
        function onSeedChanged() { tokens.clear() }
    }
}
