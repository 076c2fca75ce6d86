// Shaftmount: what the page says to do now, and the bar's buttons for kinds of moves (draw,
// no play, end, keep, redraw, pass). The table offers them as statusText and buttons.
import QtQuick
import FeltTable
import Felt

QtObject {
    required property TableBase table
    // What to do now; with calls by hand also what the person may call, on anyone's turn.
    readonly property string statusText: {
        const calls = table.calls
        if (calls.asking || calls.note === "")
            return calls.asking ? calls.note : turnText
        if (turnText !== "")
            return turnText + " " + calls.note
        const turn = table.session.board.turn
        return turn < 0 ? calls.note : qsTr("%1's turn.").arg(table.session.game.seatName(turn)) + " " + calls.note
    }
    readonly property string turnText: {
        if (!table.myTurn)
            return ""
        const p = table.pending
        if (p && p.kind === "keep")
            return qsTr("Your sequence was closed: keep its bottom card as the card to beat, or redraw one from the deck.")
        if (p && p.kind === "close")
            return qsTr("Domino: more sequences show the same closing card than it can close — click the one that closes next.")
        if (p && p.kind === "defend")
            return table.can("defend") ? qsTr("Defend your sequence with a 5 — click it, or drag it onto the discard pile — or pass.")
                                           : qsTr("You hold no 5 to defend your sequence: pass.")
        if (p && p.kind === "block")
            return table.can("block") ? qsTr("Block the 4 with a 6 — click it, or drag it onto the discard pile — or pass.")
                                          : qsTr("You hold no 6 to block the 4: pass.")
        if (table.facts.played && table.session.play.automatic)
            return table.can("draw") ? qsTr("The table draws up to %1 cards for you and ends your turn.").arg(table.handLimit)
                                     : qsTr("The table ends your turn.")
        if (table.facts.played)
            return qsTr("Draw up to %1 cards if you like, then end your turn.").arg(table.handLimit)
        if (table.chosenKey !== "")
            return qsTr("Now click where the card goes (it glows there), or press Enter; Esc lets it go.")
        if (table.facts.mustNormal)
            // (With calls by hand the 2-rule play may go on after the defence, as a new claim.)
            return table.can("two") ? qsTr("After the defence: make a normal play on a sequence, or play the 2 again (a claim that can be challenged).")
                                    : qsTr("After the defence you must make a normal play on a sequence.")
        if (table.moves.some(m => m.verb === "play"))
            return qsTr("Your turn: play a card onto a sequence of its suit with a lower top card — you must, if you can.")
        // Drawing is offered only where it can be made (not with a counted hand at the limit).
        return table.can("draw") ? qsTr("Your turn: no normal play. Draw, use a 2, 3 or 4, or declare No play.")
                                 : qsTr("Your turn: no normal play. Use a 2, 3 or 4, or declare No play.")
    }
    readonly property int myHand: table.facts.hands[table.me]?.count ?? 0
    readonly property var buttons: table.session.board.over ? [] : [
        { name: "drawButton", text: myHand < table.handLimit || !table.facts.calls.manual ? qsTr("Draw (%1 of %2)").arg(myHand).arg(table.handLimit)
                                                             : qsTr("Draw past the limit (%1 held)").arg(myHand), enabled: table.can("draw"),
          visible: table.myTurn && !table.pending && !table.session.play.automatic, key: "D", run: () => table.act(table.session.play.moveOf("draw").action) },
        { name: "noPlayButton", text: table.session.play.verbButton("no-play"), enabled: true, visible: table.can("no-play"),
          key: "N", run: () => table.declareNoPlay() },
        { name: "endButton", text: table.session.play.verbButton("end"), enabled: table.can("end"), highlighted: table.can("end"),
          visible: table.myTurn && !table.pending && !table.session.play.automatic, key: "E", run: () => table.act(table.session.play.moveOf("end").action) },
        { name: "keepButton", text: table.session.play.verbButton("keep"), enabled: true, visible: table.can("keep"),
          highlighted: true, key: "K", run: () => table.act(table.session.play.moveOf("keep").action) },
        { name: "redrawButton", text: table.session.play.verbButton("redraw"), enabled: true, visible: table.can("redraw"),
          key: "R", run: () => table.redraw() },
        { name: "passButton", text: table.session.play.verbButton("pass"), enabled: true, visible: table.can("pass"),
          key: "P", run: () => table.act(table.session.play.moveOf("pass").action) }
    ]
}
