// Calls "manual" at Shaftmount's table (rules/shaftmount.md, Manual calls): what a person may
// call out, whenever they notice it — a closing card on top of another player's sequence
// (tap it: click it while no card of theirs is picked up, or T with it in focus), a hand over
// the limit (count it: click it, or C), and a false claim when they are asked (the challenge
// banner). The table tries every such gesture on any sequence's top or any other hand alike
// and lets the game say whether it stands, so nothing on a usual table points out what could be
// called. A learning table (and only it) marks each closing card lying exposed, with a line
// saying whose it is and why it closes now, and says when one of the person's own lies exposed.
// With several people at the screen "Who calls?" asks which of them calls. Afterwards a short
// highlight tells everyone who called what.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Item {
    id: calls
    required property TableBase table
    readonly property var session: App.session
    readonly property var facts: session.facts
    readonly property bool manual: !!facts && facts.calls.manual === true
    // Calls can be tried now: a manual game running, the table uncovered, not looking back, the
    // person still in.
    readonly property bool open: manual && !session.board.over && !session.screen.privacy && !session.lookBack.active
                                 && !session.lookBack.watching && facts.calls.out.indexOf(seat()) < 0
    // The person asked in a challenge round (the banner shows).
    readonly property bool asking: challenge.visible
    anchors.fill: parent

    // The seat a call's gesture is read for: the person whose view the table shows, else the
    // first person at the screen.
    function seat() {
        return table.me >= 0 ? table.me : session.game.firstHuman
    }
    // Whether a card may be clicked (or reached by the keys) for a call: every sequence's top
    // card, every card of another's hand — all alike, exposed or not, over the limit or not.
    function callable(zone, owner, position, count) {
        if (!open)
            return false
        if (zone === "sequence")
            return position === count - 1
        return zone === "hand" && owner >= 0 && owner !== table.me
    }
    // A call's action made for the one person who may make it, or "Who calls?" among several;
    // refused with the game's reason when nobody at the screen may.
    function call(action, words) {
        if (action === "") {
            table.refuse("")
            return false
        }
        const who = session.play.callers(action)
        if (who.length === 0) {
            table.refuse(session.play.whyNotFor(seat(), action))
            return false
        }
        if (who.length > 1) {
            whoCalls.ask(action, who, words)
            return true
        }
        return make(who[0], action)
    }
    function make(seat, action) {
        if (session.play.actAs(seat, action)) {
            table.acted()
            return true
        }
        table.refused(session.play.message)
        return false
    }
    function tap(item) {
        const action = session.play.gestureFor(seat(), [item.face],
                                               { zone: "sequence", owner: item.owner, pile: item.pile, index: item.position },
                                               { zone: "closing" })
        return call(action, qsTr("Tap %1 on %2").arg(session.game.cardName(item.face)).arg(table.sequenceWords(item.owner, item.pile)))
    }
    function count(owner) {
        const action = session.play.gestureFor(seat(), [], { zone: "hand", owner: owner }, ({}))
        return call(action, qsTr("Count %1's hand").arg(session.game.seatName(owner)))
    }
    // The table's click on a card it made callable: true when it was taken as a call.
    function clicked(item) {
        if (!item || !callable(item.zone, item.owner, item.position, item.zoneCount))
            return false
        if (item.zone === "sequence")
            return tap(item) || true
        return count(item.owner) || true
    }
    // Keys: T taps the sequence's top in focus, C counts the hand in focus (or, asked in a
    // challenge round, challenges); the challenge banner's and "Who calls?"'s own keys.
    function keyPressed(event) {
        if (whoCalls.keyPressed(event) || challenge.keyPressed(event))
            return true
        if (!open || (event.key !== Qt.Key_T && event.key !== Qt.Key_C))
            return false
        const item = table.cardItems[table.selection.mark]
        if (event.key === Qt.Key_T) {
            if (item && item.zone === "sequence" && callable(item.zone, item.owner, item.position, item.zoneCount))
                tap(item)
            else
                table.refuse(qsTr("To tap a closing card, reach the top of its sequence with ← → first."))
            return true
        }
        if (item && item.zone === "hand" && callable(item.zone, item.owner, item.position, item.zoneCount))
            count(item.owner)
        else
            table.refuse(qsTr("To count a hand, reach it with ← → first."))
        return true
    }
    // The status line's word on calls: what the person may call (the same whatever lies on
    // the table), or the challenge question.
    readonly property string note: {
        if (!open)
            return ""
        if (asking)
            return qsTr("Challenge %1's claim — name a card of the hand and a sequence where it could have been played — or pass.")
                .arg(session.game.seatName(facts.calls.claim.seat))
        // While someone owes an answer (keep or redraw, defend, block, a challenge) nobody may
        // call: saying they may would be wrong.
        if (table.pending)
            return ""
        if (exposedLines.length > 0)
            return exposedLines.join(" ")
        return qsTr("You may call at any time: tap a closing card on another's sequence, count a hand over the limit.")
    }

    // --- the learning table: the exposed closing cards pointed out -------------------------------
    readonly property bool teaching: open && session.game.learning
    readonly property var exposed: teaching ? facts.calls.exposed : []
    // One line per exposed card, the others' first (those the person may tap), then their own.
    readonly property var exposedLines: {
        const mine = exposed.filter(e => e.owner === table.me)
        return exposed.filter(e => e.owner !== table.me).concat(mine).map(e => exposedLine(e))
    }
    function exposedLine(e) {
        const card = session.game.cardName(e.card)
        if (e.owner === table.me)
            return e.after !== ""
                ? qsTr("Your %1 lies exposed: it is one below the %2 in the closing area. Anyone may tap it, and you would take a point.")
                      .arg(card).arg(session.game.cardName(e.after))
                : qsTr("Your %1 lies exposed: an Ace closes while its suit has fewer than two closing sequences. Anyone may tap it, and you would take a point.")
                      .arg(card)
        const who = session.game.seatName(e.owner)
        return e.after !== ""
            ? qsTr("%1's %2 may be tapped: it is one below the %3 in the closing area, so it closes now. Tap it, and %1 takes a point.")
                  .arg(who).arg(card).arg(session.game.cardName(e.after))
            : qsTr("%1's %2 may be tapped: an Ace closes while its suit has fewer than two closing sequences. Tap it, and %1 takes a point.")
                  .arg(who).arg(card)
    }
    // A card of the person's own newly exposed (by their play, or a closing): said at once.
    property var ownExposed: []
    onExposedChanged: {
        const mine = exposed.filter(e => e.owner === table.me).map(e => e.owner + "." + e.pile + ":" + e.card)
        const fresh = exposed.filter(e => e.owner === table.me && ownExposed.indexOf(e.owner + "." + e.pile + ":" + e.card) < 0)
        ownExposed = mine
        if (fresh.length > 0)
            table.burst(qsTr("Your %1 now lies exposed: anyone may tap it.").arg(session.game.cardName(fresh[0].card)))
    }
    Repeater {
        model: calls.exposed
        Rectangle {
            required property var modelData
            readonly property var sequence: table.sequenceAt(modelData.owner, modelData.pile)
            readonly property int count: sequence ? sequence.cards.length : 1
            readonly property var spot: table.place("sequence", modelData.owner, modelData.pile, count - 1, count)
            readonly property bool mine: modelData.owner === table.me
            objectName: "exposedMark"
            x: spot.x - 4
            y: spot.y - 4
            width: table.cw * spot.s + 8
            height: table.ch * spot.s + 8
            z: 190
            radius: 8
            color: "transparent"
            border.width: 3
            border.color: mine ? Theme.danger : "#5ab0ff"
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.bottom
                text: parent.mine ? qsTr("exposed") : qsTr("tap")
                font.bold: true
                font.pixelSize: Math.max(11, table.ch * 0.09)
                color: parent.border.color
                Accessible.ignored: true
            }
            Accessible.ignored: true
        }
    }

    // --- the challenge question -------------------------------------------------------------
    ShaftmountChallenge {
        id: challenge
        table: calls.table
        facts: calls.facts
        x: Math.max(table.margin, Math.min(table.discardPos.x + table.pileW + 4 + table.gap, table.width - table.margin - width))
        // Over the middle row, clear of one's own sequences (what a challenge is judged by).
        y: Math.max(table.midY - table.gap - 24, table.myRowY - height - 6)
    }

    // --- who called what ------------------------------------------------------------------------
    ShaftmountCallFlash { id: flash }
    property bool afterChallenge: false
    function happened(kind, seat, count, cards, target, index) {
        if (!manual)
            return
        switch (kind) {
        case "challenged":
            afterChallenge = true
            table.burst(qsTr("%1 challenges %2!").arg(session.game.seatName(seat)).arg(session.game.seatName(target)))
            break
        case "counted":
            table.burst(qsTr("%1 counts %2's hand!").arg(session.game.seatName(seat)).arg(session.game.seatName(target)))
            break
        case "closed": {
            const proved = afterChallenge
            afterChallenge = false
            if (target < 0 || count < 0 || proved || index < 0)
                break
            const spot = table.sequenceSpot(seat, index)
            const w = table.cw * spot.s
            flash.show(spot.x - w * 0.1, spot.y - w * 0.1, w * 1.2, table.ch * spot.s + w * 0.2,
                       qsTr("%1 taps %2").arg(session.game.seatName(target)).arg(session.game.cardName(cards[0] ?? "")))
            break
        }
        case "turn":
            afterChallenge = false
            break
        }
    }

    // --- several people at one screen --------------------------------------------------------
    WhoCalls {
        id: whoCalls
        x: table.width / 2 - width / 2
        y: table.midY - 6
        onChosen: (seat, action) => calls.make(seat, action)
    }
}
