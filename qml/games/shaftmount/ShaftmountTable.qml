// Shaftmount's table. The person at the screen sits at the bottom: their hand, and above it
// their sequences as short cascades (bottom card at the far end, the top card — the card to
// beat — in full), with a place to start a new sequence with a 3. The others sit along the top,
// each with the plate (penalty points as a meter), a small fan of their hand (cards they had to
// show lie face up) and their sequences. In the middle: the deck (click or drag it to draw),
// the discard pile, and the closing area — a column per suit with room for two closing
// sequences, each saying which card closes on it next.
//
// A card is played by dragging it onto a sequence (a 4 onto the sequence's "under" strip, or onto
// the sequence where it can only slide under; a 3
// onto the new-sequence place, a 5 or 6 onto the discard pile when asked), by clicking it and
// then the place, or with the keyboard. The engine's moves say what is legal: this file never
// decides a rule nor writes an action.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table

    // The game's typed facts (app/games/shaftmount/shaftmountfacts.h).
    readonly property QtObject facts: session.facts
    readonly property int handLimit: facts.handLimit > 0 ? facts.handLimit : 8
    // The pending question (kind, seat, card, owner, pile), or null.
    readonly property var pending: facts.pending.open ? facts.pending : null
    readonly property bool threeRuleOn: session.game.options.find(o => o.key === "threeRule")?.value.on ?? true

    // --- geometry -------------------------------------------------------------------------
    readonly property real fanF: 0.22              // a cascade's step, in card heights
    readonly property real cascade: 1 + 3 * fanF    // a cascade's longest, in card heights
    readonly property real gap: Math.max(8, height * 0.014)
    readonly property real labelH: Math.max(14, ch * 0.11) + 4
    ch: Math.max(56, Math.min((height - 2 * margin - 3 * gap - 34) / 4.1,
                              (width - 2 * margin - 2 * sideW) / 6.2 * Theme.cardAspect))
    arcDrop: 0
    oppBlockW: players <= 2 ? Math.min(width - 2 * margin, cw * 6.5)
                            : (width - 2 * margin - (players - 2) * gap) / (players - 1)
    blockH: oppBlockH
    captionsTogether: true
    captionWidth: Math.min(300, Math.max(220, width * 0.22))
    // Room kept free at both sides of the hand (the plate on the left, captions on the right).
    readonly property real sideW: Math.min(300, Math.max(220, width * 0.22)) + 8
    myPlateRoom: sideW - 8

    readonly property real oppScale: 0.56           // the others' sequences (at most)
    readonly property real myScale: 0.78            // one's own sequences
    readonly property real handScaleOpp: 0.4        // the others' hands
    readonly property real closeScale: 0.5
    readonly property real pileScale: 0.6           // deck and discard pile
    readonly property real rowY: margin + plateH * 1.3 + 6   // the others' cards
    readonly property real oppBlockH: plateH * 1.3 + 6 + oppScale * ch * cascade
    readonly property real midY: margin + oppBlockH + gap
    readonly property real myRowY: midY + ch * pileScale + labelH + gap
    readonly property real handY: height - margin - ch

    // Every sequence, by seat and index (owner, pile, cards, count, top, three, asked).
    readonly property var allSequences: facts.sequences
    // The sequences of a seat, by index.
    function sequencesOf(seat) {
        return allSequences.filter(q => q.owner === seat)
    }
    // How many cards of `face` lie before `position` in `owner`'s hand (two decks: the copies).
    function copiesBefore(owner, face, position) {
        let n = 0
        for (const key in cardItems) {
            const i = cardItems[key]
            if (i && i.zone === "hand" && i.owner === owner && i.face === face && i.position < position)
                ++n
        }
        return n
    }
    // The sequence owner.pile, or null.
    function sequenceAt(owner, pile) {
        return allSequences.find(q => q.owner === owner && q.pile === pile) ?? null
    }
    // Where a seat's sequences lie: {x, y, s (scale), step (between sequences)}.
    function rowOf(seat) {
        const n = sequencesOf(seat).length
        if (around(seat) === 0) {
            const slots = n + (threeRuleOn ? 1 : 0)
            const step = cw * myScale * 1.14
            return { x: width / 2 - (slots * step - cw * myScale * 0.14) / 2, y: myRowY, s: myScale, step: step }
        }
        const b = blockPos(seat)
        const fanW = cw * 1.15
        const room = oppBlockW - fanW - 12
        const s = Math.min(oppScale, room / Math.max(1, n) / (cw * 1.12))
        return { x: b.x + fanW + 12, y: rowY, s: s, step: cw * s * 1.12 }
    }
    // The top-left corner of sequence owner.pile and its scale: {x, y, s}.
    function sequenceSpot(owner, pile) {
        const row = rowOf(owner)
        const k = Math.max(0, sequencesOf(owner).findIndex(q => q.pile === pile))
        return { x: row.x + k * row.step, y: row.y, s: row.s }
    }
    // How far apart the cards of a cascade of `count` lie at scale s.
    function cascadeStep(count, s) {
        const sch = ch * s
        return count > 1 ? Math.min(sch * fanF, sch * (cascade - 1) / (count - 1)) : 0
    }
    function cascadeHeight(count, s) {
        return ch * s + cascadeStep(count, s) * Math.max(0, count - 1)
    }
    readonly property point newSlotPos: {
        const row = rowOf(bottomSeat)
        return Qt.point(row.x + sequencesOf(bottomSeat).length * row.step, row.y)
    }

    // The middle row: deck, discard pile, closing area.
    readonly property real csw: cw * closeScale
    readonly property real slotGap: csw * 0.16
    readonly property real groupGap: csw * 0.55
    readonly property real closingW: 4 * (2 * csw + slotGap) + 3 * groupGap
    readonly property real pileW: cw * pileScale
    // From the deck to the discard pile: room for both their labels (they met in a narrow table).
    readonly property real deckStep: Math.max(pileW + gap * 1.6, piles.labelsWidth / 2 + 10)
    readonly property real middleW: deckStep + pileW * 1.6 + gap + closingW
    readonly property point deckPos: Qt.point(width / 2 - middleW / 2, midY)
    readonly property point discardPos: Qt.point(deckPos.x + deckStep, midY)
    readonly property real closingX: discardPos.x + pileW + pileW * 0.6 + gap
    readonly property var suitOrder: ["C", "D", "H", "S"]
    // Where closing sequence `pile` (oldest first) lies: its suit's column, then its place
    // among that suit's closing sequences.
    function closingSlot(pile) {
        const c = facts.closing[pile]
        return c ? { suit: c.column, k: c.slot } : { suit: 0, k: 0 }
    }
    function closingPos(c, k) {
        return Qt.point(closingX + c * (2 * csw + slotGap + groupGap) + k * (csw + slotGap),
                        midY + (ch * pileScale - ch * closeScale) / 2)
    }

    // Position, size and stacking of a card: {x, y, s (scale of cw x ch), r (rotation), z}.
    function place(zone, owner, pile, pos, count) {
        if (zone === "deck")
            return { x: deckPos.x, y: deckPos.y, s: pileScale, r: 0, z: 250 }
        if (zone === "discard")
            return { x: discardPos.x + pos * 1.5, y: discardPos.y - pos * 1.5, s: pileScale, r: (pos % 2 ? 2 : -2), z: 250 + pos }
        if (zone === "closing") {
            const slot = closingSlot(pile)
            const p = closingPos(slot.suit, slot.k)
            const d = Math.min(pos, 12) * Math.max(1, csw * 0.018)
            return { x: p.x + d, y: p.y - d, s: closeScale, r: 0, z: 260 + pos }
        }
        if (zone === "sequence") {
            const spot = sequenceSpot(owner, pile)
            return { x: spot.x, y: spot.y + pos * cascadeStep(count, spot.s), s: spot.s, r: 0, z: 100 + pos }
        }
        // hand
        if (around(owner) === 0) {
            const maxW = width - 2 * margin - 2 * sideW
            const step = count > 1 ? Math.min(cw * 1.04, (maxW - cw) / (count - 1)) : 0
            const total = cw + step * Math.max(0, count - 1)
            return { x: width / 2 - total / 2 + pos * step, y: handY, s: 1, r: 0, z: 500 + pos }
        }
        const b = blockPos(owner)
        const s = handScaleOpp
        const hcw = cw * s
        // The state lists the cards shown to everyone first. They lie in a row of their own
        // under the backs, fanned wide enough to read, so they never cover the backs' fan.
        const shown = shownCount(owner)
        const up = pos < shown
        const n = up ? shown : count - shown
        const k = up ? pos : count - 1 - pos
        const step = n > 1 ? Math.min(hcw * (up ? 0.6 : 0.32), (cw * 1.15 - hcw) / (n - 1)) : 0
        const y = up && shown < count ? rowY + ch * s + 4 : rowY
        return { x: b.x + 2 + k * step, y: y, s: s, r: 0, z: (up ? 40 : 20) + k }
    }
    // How many cards of `owner`'s hand the viewer sees the faces of (listed first).
    function shownCount(owner) {
        return facts.hands[owner]?.faces ?? 0
    }

    // --- choosing, dragging, acting: the table's selection (TableBase.selection) -------------
    // A card picked up by a click or the keyboard, waiting for its place.
    readonly property string chosenKey: selection.chosen.length > 0 ? selection.chosen[0] : ""
    // The keyboard's mark among the places the card may go (a key of selection.places).
    property string targetMark: ""

    function isTarget(zone, owner, pile) {
        return selection.isTarget({ zone: zone, owner: owner, pile: pile })
    }
    // What card `key` picks up: itself (a face-down card: whatever lies there), or the deck's top.
    function pickOf(keys) {
        const item = cardItems[keys[0]]
        if (!item)
            return null
        return item.zone === "deck" ? { cards: [], from: { zone: "deck" } }
                                    : { cards: item.face === "??" ? [] : [item.face], from: placeOf(item) }
    }
    function movesOf(key) {
        const p = pickOf([key])
        return p ? session.play.movesFrom(p.cards, p.from) : []
    }
    // Whether move `m` closes one of the person's own sequences (a penalty point for them):
    // a closing card (the engine lists them) put on one's own sequence or started as one's
    // own new sequence, or the 2 rule on one's own sequence.
    function closesOwn(m) {
        if (!m || (m.to.zone !== "sequence" && m.to.zone !== "newSequence") || m.to.owner !== me)
            return false
        return m.verb === "two" || facts.closingCards.indexOf(m.cards[0]) >= 0
    }
    // The places in the keyboard's order: a play that closes one's own sequence comes last,
    // so the first mark (and a quick Enter) never shafts oneself while another place exists.
    function orderTargets(places) {
        const keys = Object.keys(places)
        return keys.filter(k => !closesOwn(places[k])).concat(keys.filter(k => closesOwn(places[k])))
    }
    function choose(key) {
        if (chosenKey === key) {
            cancel()
            return
        }
        selection.choose([key])
        const order = selection.targetKeys()
        targetMark = order.length > 0 ? order[0] : ""
        if (order.length === 0) {
            // Nothing this card can do now: say why (the game's reason for a play of it).
            // (On a sequence of its suit where there is one, so the reason is about the card.)
            const item = cardItems[key]
            const suit = item ? item.face.charAt(1) : ""
            const seqs = allSequences.filter(q => q.top.charAt(1) === suit).concat(allSequences)
            const to = seqs.length > 0 ? { zone: "sequence", owner: seqs[0].owner, pile: seqs[0].pile } : { zone: "sequence" }
            const why = item ? moveFor([item.face], placeOf(item), to).why ?? "" : ""
            selection.choose([])
            refuse(why)
        }
    }
    function cancel() {
        selection.cancel()
    }
    function cancelled() {
        targetMark = ""
    }
    // The move of the dragged or chosen card to `to` ({zone, owner, pile}): the engine's move
    // for it, or the reason it may not go there.
    function moveTo(keys, to) {
        const item = cardItems[keys[0]]
        if (!item)
            return { legal: false, why: "" }
        // Among the moves of what is picked up (a drag, a chosen card): no need to ask.
        const found = picked(keys, to) ?? (to.zone === "sequence" ? picked(keys, { zone: "under", owner: to.owner, pile: to.pile }) : null)
        if (found)
            return found
        const m = item.zone === "deck" ? moveFor([], { zone: "deck" }, to)
                                       : moveFor(item.face === "??" ? [] : [item.face], placeOf(item), to)
        // A 4 dropped on a sequence (or one of its cards) it cannot go onto but may slide under:
        // that is the only thing it can do there, so it slides under (it used to fly back without
        // a word unless it met the small "under" strip). (What is picked up was looked at above.)
        if (!m.legal && selection.found(keys, to) === null && to.zone === "sequence" && item.zone !== "deck") {
            const under = moveFor([item.face], placeOf(item), { zone: "under", owner: to.owner, pile: to.pile })
            if (under.legal)
                return under
        }
        return m
    }
    function dropOn(to) {
        return selection.dropOn(to)
    }
    function tapped(key) {
        selection.mark = ""
        const item = cardItems[key]
        if (!item)
            return
        // Calls by hand: with a card picked up a click on a sequence stays a play; else a
        // sequence's top or another's hand is a call (ShaftmountCalls.qml).
        if (item.zone === "sequence" && chosenKey !== "")
            return dropOn({ zone: "sequence", owner: item.owner, pile: item.pile })
        if (chosenKey === "" && !item.selectable && calls.clicked(item))
            return
        if (item.zone === "deck") {
            act(session.play.moveOf("draw").action)
            return
        }
        if (item.zone === "sequence") {
            // A candidate of a domino's choice: it closes.
            const m = moveFor([item.face], placeOf(item), { zone: "closing" })
            if (m.legal)
                actMove(m)
            else
                refuse(m.why ?? "")
            return
        }
        choose(key)
    }
    // A double click makes the card's only move at once (or picks it up when it has several).
    function doubleTapped(key) {
        const ms = movesOf(key)
        if (ms.length === 1) {
            cancel()
            actMove(ms[0])
        }
    }

    // Keyboard: ← → walk over one's cards (or a domino's candidates); Space or Enter picks the
    // card up; ↑ ↓ move the mark over the places it may go; Enter puts it there.
    function selectionKeys() {
        const items = Object.values(cardItems).filter(i => i.selectable || i.callStop)
        items.sort((a, b) => (a.zone === b.zone ? (a.owner - b.owner || a.pile - b.pile || a.position - b.position)
                                                : (a.zone === "hand" ? -1 : 1)))
        return items.map(i => i.key)
    }
    function keyPressed(event) {
        if (calls.keyPressed(event))
            return true
        switch (event.key) {
        case Qt.Key_Up:
        case Qt.Key_Down: {
            const order = selection.targetKeys()
            if (chosenKey === "" || order.length === 0)
                return true
            const at = order.indexOf(targetMark)
            const step = event.key === Qt.Key_Down ? 1 : -1
            targetMark = order[(Math.max(0, at) + step + order.length) % order.length]
            return true
        }
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter: {
            const mark = selection.mark
            if (chosenKey !== "" && (mark === "" || mark === chosenKey) && targetMark !== "") {
                const m = selection.places[targetMark]
                cancel()
                if (m)
                    actMove(m)
                return true
            }
            if (mark !== "")
                tapped(mark)
            return true
        }
        }
        return false
    }
    // A hinted move: its card is picked up and its place marked.
    function showHint(m) {
        if (!m.cards || m.cards.length === 0)
            return
        const item = Object.values(cardItems).find(i => i.selectable && i.face === m.cards[0]
                                                        && (m.from.zone !== "sequence" || i.zone === "sequence"))
        if (!item)
            return
        if (item.zone === "sequence")
            return   // a domino's choice: the candidates glow already
        selection.choose([])
        choose(item.key)
        targetMark = selection.placeKey(m.to)
    }

    // --- for the page: what to do now, and the buttons ---------------------------------------
    readonly property ShaftmountPrompt prompt: ShaftmountPrompt { table: table }
    readonly property string statusText: prompt.statusText
    // With calls by hand a learning table's computer players leave the person time to call.
    learningNote: facts.calls.manual ? qsTr("computer players call after %1 s").arg(App.settings.learningCallDelay) : ""
    // What the status line says when the person may call (a learning table's exposed cards).
    readonly property string callText: calls.exposedLines.join(" ")
    readonly property var buttons: prompt.buttons

    // --- a question before a risky move (the setting "Ask before a risky move") ---------------
    AskFirst { id: askFirst }
    // No play while a card could go onto a sequence (with calls by hand, a claim that can be
    // false): it costs a penalty point, and a challenge makes the play anyway.
    function declareNoPlay() {
        const run = () => act(session.play.moveOf("no-play").action)
        if (moves.some(m => m.verb === "play"))
            askFirst.ask(qsTr("Declare No play?"),
                         qsTr("A card of yours can go onto a sequence. No play costs you a penalty point, and if someone challenges it you must still make that play."),
                         run)
        else
            run()
    }
    // Redraw where keeping is the safe answer: the deck's unseen card may close the sequence
    // again. (Where the bottom card itself closes, keeping costs the point and nothing is
    // asked; with calls by hand the table never says whether it does, so it always asks.)
    function redraw() {
        const run = () => act(session.play.moveOf("redraw").action)
        const closed = pending && pending.kind === "keep" ? sequenceAt(pending.owner, pending.pile) : null
        const bottom = closed ? (closed.cards[0] ?? "") : ""
        if (bottom === "" || (!facts.calls.manual && facts.closingCards.indexOf(bottom) >= 0)) {
            run()
            return
        }
        const name = session.game.cardName(bottom)
        askFirst.ask(qsTr("Redraw instead of keeping %1?").arg(name),
                     qsTr("%1 goes to the discard pile and the deck's top card takes its place, unseen: if it is a closing card, it can cost you another penalty point.").arg(name),
                     run)
    }

    // --- the sequences: glow, drop places, names, the 3 rule's tags, the 4 rule's strips ------
    ShaftmountSequenceZones { table: table }
    ShaftmountThreeRuleTags { table: table }
    ShaftmountUnderStrips { table: table }
    ShaftmountKeepButtons { table: table }
    ShaftmountNewSequence { table: table }
    ShaftmountHandZone { table: table }

    // --- the middle: deck, discard pile, closing area ---------------------------------------
    ShaftmountPiles {
        id: piles
        table: table
    }
    ShaftmountClosingArea {
        id: closingArea
        table: table
    }
    ShaftmountClosingSlots { table: table }

    // --- the cards ------------------------------------------------------------------------------
    Repeater {
        model: session.cards
        ShaftmountCard { host: table }
    }

    // --- what the person is asked out of turn, what is shown to everyone ----------------------
    ShaftmountQuestion {
        id: question
        table: table
        discardZone: piles.discardZone
    }
    ShaftmountShownBanner {
        id: shownBanner
        table: table
        question: question
    }
    ShaftmountChoiceBanner { table: table }
    // Calls by hand: taps, counts, the challenge question, who called what.
    readonly property alias calls: callsItem
    ShaftmountCalls {
        id: callsItem
        table: table
        z: 1600
    }

    // --- a penalty point flies to its owner's plate --------------------------------------------
    ShaftmountPenaltyTokens {
        id: tokens
        table: table
    }
    // The last penalty points fly before the result covers the table, and none is left
    // flying under it.
    readonly property int resultDelay: 1600

    // --- captions: the story of the turn so far, at the bottom right ------------------------------
    // The lines of the actions since the last turn began (a play, the closings it caused, the
    // answers and draws), so that what happened stays in view after the turn has ended.
    property bool turnEnded: false
    property bool storyDone: false
    function gatherLines(previous, lines) {
        const fresh = storyDone
        storyDone = turnEnded
        turnEnded = false
        if (lines.length === 0)
            return fresh ? [] : previous
        return (fresh ? lines : previous.concat(lines)).slice(-8)
    }

    function captionPos(seat) {
        return { x: width - margin - captionWidth, y: height - margin, up: true }
    }

    // --- screen readers ------------------------------------------------------------------------
    function sequenceWords(owner, pile) {
        return owner === me ? qsTr("your sequence %1").arg(pile + 1)
                            : qsTr("%1's sequence %2").arg(session.game.seatName(owner)).arg(pile + 1)
    }
    function zoneWords(item) {
        const yours = item.owner === me
        switch (item.zone) {
        case "hand": {
            const where = yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(session.game.seatName(item.owner))
            return item.blocked ? qsTr("%1, blocked this turn").arg(where) : item.shown ? qsTr("%1, shown to everyone").arg(where) : where
        }
        case "sequence":
            return item.position === item.zoneCount - 1 ? qsTr("on top of %1").arg(sequenceWords(item.owner, item.pile))
                                                        : qsTr("%1, card %2 of %3").arg(sequenceWords(item.owner, item.pile))
                                                                                    .arg(item.position + 1).arg(item.zoneCount)
        case "closing": return qsTr("in the closing area")
        case "deck": return qsTr("the deck, %n card(s)", "", item.zoneCount)
        case "discard": return qsTr("the discard pile, %n card(s)", "", item.zoneCount)
        }
        return ""
    }
    // Every card one can act on or read: hands one sees, every sequence's cards, the closing
    // sequences' tops, the deck; not the backs of the discard pile or another's hidden card.
    function heard(item) {
        if (item.zone === "closing")
            return item.position === item.zoneCount - 1
        if (item.zone === "discard" || (item.zone === "hand" && item.face === "??" && item.callable))
            return item.zone === "hand" && item.callStop
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: closingArea
    ShaftmountEffects {
        table: table
        shownBanner: shownBanner
        tokens: tokens
        closingArea: closingArea
    }
}
