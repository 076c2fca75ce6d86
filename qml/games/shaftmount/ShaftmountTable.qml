// Shaftmount's table. The person at the screen sits at the bottom: their hand, and above it
// their sequences as short cascades (bottom card at the far end, the top card — the card to
// beat — in full), with a place to start a new sequence with a 3. The others sit along the top,
// each with the plate (penalty points as a meter), a small fan of their hand (cards they had to
// show lie face up) and their sequences. In the middle: the deck (click or drag it to draw),
// the discard pile, and the closing area — a column per suit with room for two closing
// sequences, each saying which card closes on it next.
//
// A card is played by dragging it onto a sequence (a 4 onto the sequence's "under" strip, a 3
// onto the new-sequence place, a 5 or 6 onto the discard pile when asked), by clicking it and
// then the place, or with the keyboard. The engine's moves say what is legal: this file never
// decides a rule nor writes an action.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table

    readonly property var st: session.state
    readonly property var info: session.info
    readonly property int handLimit: info.handLimit ?? 8
    readonly property var pending: st.pending ?? null
    readonly property bool threeRuleOn: session.options.threeRule ?? true

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

    // The sequences of a seat, by index: [{pile, count, three}].
    function sequencesOf(seat) {
        const out = []
        const seqs = st.sequences ?? {}
        const three = st.three ?? []
        for (const name in seqs) {
            const dot = name.indexOf(".")
            if (Number(name.substring(0, dot)) === seat)
                out.push({ owner: seat, pile: Number(name.substring(dot + 1)), count: seqs[name].length,
                           top: seqs[name][seqs[name].length - 1], three: three.indexOf(name) >= 0 })
        }
        out.sort((a, b) => a.pile - b.pile)
        return out
    }
    readonly property var allSequences: {
        let all = []
        for (let s = 0; s < players; ++s)
            all = all.concat(sequencesOf(s))
        return all
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
    readonly property real middleW: 2 * pileW + gap * 2 + closingW + pileW * 0.6
    readonly property point deckPos: Qt.point(width / 2 - middleW / 2, midY)
    readonly property point discardPos: Qt.point(deckPos.x + pileW + gap * 1.6, midY)
    readonly property real closingX: discardPos.x + pileW + pileW * 0.6 + gap
    readonly property var suitOrder: ["C", "D", "H", "S"]
    // Where closing sequence `pile` (oldest first) lies: its suit's column, then its place
    // among that suit's closing sequences.
    function closingSlot(pile) {
        const closing = st.closing ?? []
        const seq = closing[pile] ?? []
        const suit = seq.length > 0 ? seq[0].charAt(1) : "C"
        let k = 0
        for (let i = 0; i < pile; ++i)
            if ((closing[i] ?? [])[0]?.charAt(1) === suit)
                ++k
        return { suit: suitOrder.indexOf(suit), k: Math.min(1, k) }
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
    // How many cards of `owner`'s hand everyone has been shown (the state lists them first).
    function shownCount(owner) {
        return ((st.hand ?? [])[owner] ?? []).filter(f => f !== "??").length
    }

    // --- choosing, dragging, acting ---------------------------------------------------------
    // A card picked up by a click or the keyboard, waiting for its place.
    property string chosenKey: ""
    // The places the dragged or chosen card may go: {"sequence:1:0": move, ...}.
    property var targets: ({})
    // The keyboard's mark among the targets (a key of `targets`).
    property string targetMark: ""
    readonly property string activeKey: dragKey !== "" ? dragKey : chosenKey

    function targetKey(place) {
        return place.zone + ":" + (place.owner ?? -1) + ":" + (place.pile ?? -1)
    }
    function isTarget(zone, owner, pile) {
        return activeKey !== "" && targets[zone + ":" + owner + ":" + pile] !== undefined
    }
    function movesOf(key) {
        const item = cardItems[key]
        if (!item)
            return []
        if (item.zone === "deck")
            return session.movesFrom([], { zone: "deck" })
        return session.movesFrom(item.face === "??" ? [] : [item.face], placeOf(item))
    }
    function collectTargets(key) {
        const t = {}
        for (const m of movesOf(key))
            t[targetKey(m.to)] = m
        return t
    }
    // Whether move `m` closes one of the person's own sequences (a penalty point for them):
    // a closing card (the engine lists them) put on one's own sequence or started as one's
    // own new sequence, or the 2 rule on one's own sequence.
    function closesOwn(m) {
        if (!m || (m.to.zone !== "sequence" && m.to.zone !== "newSequence") || m.to.owner !== me)
            return false
        return m.verb === "two" || (st.closingCards ?? []).indexOf(m.cards[0]) >= 0
    }
    // The places in the keyboard's order: a play that closes one's own sequence comes last,
    // so the first mark (and a quick Enter) never shafts oneself while another place exists.
    function targetOrder() {
        const keys = Object.keys(targets)
        return keys.filter(k => !closesOwn(targets[k])).concat(keys.filter(k => closesOwn(targets[k])))
    }
    function choose(key) {
        if (chosenKey === key) {
            cancel()
            return
        }
        chosenKey = key
        targets = collectTargets(key)
        const order = targetOrder()
        targetMark = order.length > 0 ? order[0] : ""
        if (order.length === 0) {
            // Nothing this card can do now: say why (the game's reason for a play of it).
            // (On a sequence of its suit where there is one, so the reason is about the card.)
            const item = cardItems[key]
            const suit = item ? item.face.charAt(1) : ""
            const seqs = allSequences.filter(q => q.top.charAt(1) === suit).concat(allSequences)
            const to = seqs.length > 0 ? { zone: "sequence", owner: seqs[0].owner, pile: seqs[0].pile } : { zone: "sequence" }
            const why = item ? moveFor([item.face], placeOf(item), to).why ?? "" : ""
            chosenKey = ""
            refuse(why)
        }
    }
    function cancel() {
        chosenKey = ""
        targets = {}
        targetMark = ""
    }
    // Puts the dragged or chosen card at `to` ({zone, owner, pile}): the engine's move for it,
    // or the reason it may not go there.
    function dropOn(to) {
        const key = activeKey
        const item = cardItems[key]
        if (!item)
            return false
        const m = item.zone === "deck" ? moveFor([], { zone: "deck" }, to)
                                       : moveFor(item.face === "??" ? [] : [item.face], placeOf(item), to)
        // A 4 dropped on a sequence it cannot go onto but may slide under: the refusal says
        // where to drop it for that (sliding under is a move of its own, which others may
        // block, so a missed drop does not make it).
        let hint = ""
        if (!m.legal && to.zone === "sequence" && item.zone !== "deck"
                && moveFor([item.face], placeOf(item), { zone: "under", owner: to.owner, pile: to.pile }).legal)
            hint = qsTr("To slide the 4 under this sequence, drop it on the “under” strip above it.")
        cancel()
        if (!m.legal) {
            refuse(hint === "" ? (m.why ?? "") : (m.why ?? "") + " " + hint)
            return false
        }
        return actMove(m)
    }
    function startDrag(key) {
        dragKey = key
        targets = collectTargets(key)
    }
    function endDrag() {
        dragKey = ""
        dragOffset = Qt.point(0, 0)
        if (chosenKey === "")
            targets = {}
        else
            targets = collectTargets(chosenKey)
    }
    function tapped(key) {
        focusKey = ""
        const item = cardItems[key]
        if (!item)
            return
        if (item.zone === "deck") {
            act(session.moveOf("draw").action)
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
    onMovesChanged: {
        if (chosenKey !== "" && !(cardItems[chosenKey] && cardItems[chosenKey].selectable))
            cancel()
        else if (chosenKey !== "")
            targets = collectTargets(chosenKey)
        if (focusKey !== "" && !(cardItems[focusKey] && cardItems[focusKey].selectable))
            focusKey = ""
    }
    onActed: cancel()

    // Keyboard: ← → walk over one's cards (or a domino's candidates); Space or Enter picks the
    // card up; ↑ ↓ move the mark over the places it may go; Enter puts it there.
    function selectionKeys() {
        const items = Object.values(cardItems).filter(i => i.selectable)
        items.sort((a, b) => (a.zone === b.zone ? (a.owner - b.owner || a.pile - b.pile || a.position - b.position)
                                                : (a.zone === "hand" ? -1 : 1)))
        return items.map(i => i.key)
    }
    function keyPressed(event) {
        switch (event.key) {
        case Qt.Key_Up:
        case Qt.Key_Down: {
            const order = targetOrder()
            if (chosenKey === "" || order.length === 0)
                return true
            const at = order.indexOf(targetMark)
            const step = event.key === Qt.Key_Down ? 1 : -1
            targetMark = order[(Math.max(0, at) + step + order.length) % order.length]
            return true
        }
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (chosenKey !== "" && (focusKey === "" || focusKey === chosenKey) && targetMark !== "") {
                const m = targets[targetMark]
                cancel()
                if (m)
                    actMove(m)
                return true
            }
            if (focusKey !== "")
                tapped(focusKey)
            return true
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
        chosenKey = ""
        choose(item.key)
        targetMark = targetKey(m.to)
    }

    // --- for the page: what to do now, and the buttons ---------------------------------------
    readonly property string statusText: {
        if (!myTurn)
            return ""
        const p = pending
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
        if (st.played && session.automatic)
            return table.can("draw") ? qsTr("The table draws up to %1 cards for you and ends your turn.").arg(handLimit)
                                     : qsTr("The table ends your turn.")
        if (st.played)
            return qsTr("Draw up to %1 cards if you like, then end your turn.").arg(handLimit)
        if (chosenKey !== "")
            return qsTr("Now click where the card goes (it glows there), or press Enter; Esc lets it go.")
        if (info.mustNormal)
            return qsTr("After the defence you must make a normal play on a sequence.")
        if (moves.some(m => m.verb === "play"))
            return qsTr("Your turn: play a card onto a sequence of its suit with a lower top card — you must, if you can.")
        return qsTr("Your turn: no normal play. Draw, use a 2, 3 or 4, or declare No play.")
    }
    readonly property int myHand: (st.hand ?? [])[me]?.length ?? 0
    readonly property var buttons: session.over ? [] : [
        { name: "drawButton", text: qsTr("Draw (%1 of %2)").arg(myHand).arg(handLimit), enabled: table.can("draw"),
          visible: myTurn && !pending && !session.automatic, key: "D", run: () => act(session.moveOf("draw").action) },
        { name: "noPlayButton", text: session.verbButton("no-play"), enabled: true, visible: table.can("no-play"),
          key: "N", run: () => act(session.moveOf("no-play").action) },
        { name: "endButton", text: session.verbButton("end"), enabled: table.can("end"), highlighted: table.can("end"),
          visible: myTurn && !pending && !session.automatic, key: "E", run: () => act(session.moveOf("end").action) },
        { name: "keepButton", text: session.verbButton("keep"), enabled: true, visible: table.can("keep"),
          highlighted: true, key: "K", run: () => act(session.moveOf("keep").action) },
        { name: "redrawButton", text: session.verbButton("redraw"), enabled: true, visible: table.can("redraw"),
          key: "R", run: () => act(session.moveOf("redraw").action) },
        { name: "passButton", text: session.verbButton("pass"), enabled: true, visible: table.can("pass"),
          key: "P", run: () => act(session.moveOf("pass").action) }
    ]

    // --- the sequences: glow, drop places, names --------------------------------------------
    Repeater {
        model: table.allSequences
        Item {
            id: seqZone
            required property var modelData
            readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
            readonly property real scw: table.cw * spot.s
            readonly property bool target: table.isTarget("sequence", modelData.owner, modelData.pile)
            readonly property bool marked: table.targetMark === "sequence:" + modelData.owner + ":" + modelData.pile
            // A candidate of a domino's choice (the person chooses by clicking its top card).
            readonly property bool candidate: table.myTurn && table.moves.some(m => m.verb === "close" && m.from.owner === modelData.owner
                                                                                  && m.from.pile === modelData.pile)
            readonly property bool asked: table.pending !== null && table.pending.kind !== "close"
                                          && (table.pending.sequence ?? table.pending.target) === modelData.owner + "." + modelData.pile
            objectName: "sequence_" + modelData.owner + "_" + modelData.pile
            x: spot.x - scw * 0.08
            y: spot.y - table.ch * spot.s * 0.06
            width: scw * 1.16
            height: table.cascadeHeight(modelData.count, spot.s) + table.ch * spot.s * 0.12
            z: 5
            Accessible.role: Accessible.Grouping
            Accessible.name: qsTr("%1, %n card(s), top: %2", "", modelData.count)
                             .arg(table.sequenceWords(modelData.owner, modelData.pile)).arg(session.cardWords(modelData.top))
            Rectangle {
                anchors.fill: parent
                radius: seqZone.scw * 0.1
                color: seqDrop.containsDrag && seqZone.target ? "#44f2c14e" : seqZone.target || seqZone.candidate ? "#22f2c14e" : "transparent"
                border.width: seqZone.target || seqZone.asked || seqZone.candidate ? Math.max(2, seqZone.scw * 0.05) : 0
                border.color: seqZone.marked ? "#5ab0ff" : seqZone.asked ? Theme.danger : Theme.accent
            }
            DropArea {
                id: seqDrop
                anchors.fill: parent
                keys: ["felt/cards"]
                onDropped: drop => {
                    drop.accept()
                    table.dropOn({ zone: "sequence", owner: seqZone.modelData.owner, pile: seqZone.modelData.pile })
                }
            }
            TapHandler {
                enabled: table.chosenKey !== ""
                onTapped: table.dropOn({ zone: "sequence", owner: seqZone.modelData.owner, pile: seqZone.modelData.pile })
            }
        }
    }
    // A sequence started by the 3 rule (it goes entirely when it closes) is tagged at its foot,
    // over the cards: above it lie the closing area's labels (one's own row) and the plate's
    // penalty meter (the others').
    Repeater {
        model: table.allSequences.filter(q => q.three)
        Rectangle {
            required property var modelData
            readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
            objectName: "threeRuleTag"
            x: spot.x + table.cw * spot.s - width + 2
            y: spot.y + table.cascadeHeight(modelData.count, spot.s) - height * 0.55
            z: 1400
            width: threeLabel.implicitWidth + 8
            height: threeLabel.implicitHeight + 2
            radius: height / 2
            color: Theme.panelSolid
            border.color: "#66ffffff"
            Label {
                id: threeLabel
                anchors.centerIn: parent
                text: qsTr("3 rule")
                font.pixelSize: Math.max(9, table.ch * 0.07)
                color: Theme.inkDim
                Accessible.ignored: true
            }
        }
    }
    // The 4 rule's strips: over the far end of a sequence (its bottom card), where a 4 slides
    // under; shown while a 4 that may go there is held.
    Repeater {
        model: table.allSequences
        Rectangle {
            id: under
            required property var modelData
            readonly property var spot: table.sequenceSpot(modelData.owner, modelData.pile)
            readonly property bool marked: table.targetMark === "under:" + modelData.owner + ":" + modelData.pile
            objectName: "under_" + modelData.owner + "_" + modelData.pile
            visible: table.isTarget("under", modelData.owner, modelData.pile)
            x: spot.x - table.cw * spot.s * 0.08
            y: spot.y - table.ch * spot.s * 0.1
            width: table.cw * spot.s * 1.16
            height: Math.max(18, table.ch * spot.s * 0.26)
            z: 1500
            radius: height / 3
            color: underDrop.containsDrag ? "#f0806020" : "#e610281a"
            border.width: 2
            border.color: marked ? "#5ab0ff" : Theme.accent
            Label {
                anchors.centerIn: parent
                text: qsTr("under")
                font.pixelSize: Math.max(10, parent.height * 0.5)
                font.bold: true
                color: Theme.accent
                Accessible.ignored: true
            }
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("slide under %1").arg(table.sequenceWords(modelData.owner, modelData.pile))
            // Shown only while a 4 that may go there is held: hidden, it is not heard.
            Accessible.ignored: !visible
            Accessible.onPressAction: table.dropOn({ zone: "under", owner: modelData.owner, pile: modelData.pile })
            DropArea {
                id: underDrop
                anchors.fill: parent
                keys: ["felt/cards"]
                onDropped: drop => {
                    drop.accept()
                    table.dropOn({ zone: "under", owner: under.modelData.owner, pile: under.modelData.pile })
                }
            }
            TapHandler {
                onTapped: table.dropOn({ zone: "under", owner: under.modelData.owner, pile: under.modelData.pile })
            }
        }
    }
    // Keep or redraw, beside the sequence that was closed.
    Rectangle {
        id: keepButtons
        objectName: "keepButtons"
        readonly property string name: table.pending && table.pending.kind === "keep" ? table.pending.sequence : ""
        readonly property var spot: {
            if (name === "")
                return { x: 0, y: 0, s: 1 }
            const dot = name.indexOf(".")
            return table.sequenceSpot(Number(name.substring(0, dot)), Number(name.substring(dot + 1)))
        }
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
                text: qsTr("Keep %1").arg(session.cardName(((table.st.sequences ?? {})[keepButtons.name] ?? [""])[0]))
                highlighted: true
                focusPolicy: Qt.NoFocus
                onClicked: table.act(session.moveOf("keep").action)
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
                onClicked: table.act(session.moveOf("redraw").action)
            }
        }
    }
    // One's own free space: a 3 starts a new sequence here.
    Rectangle {
        id: newSlot
        objectName: "newSequence"
        readonly property bool target: table.isTarget("newSequence", table.me, -1)
        visible: table.threeRuleOn && !session.over && table.me >= 0
        x: table.newSlotPos.x
        y: table.newSlotPos.y
        width: table.cw * table.myScale
        height: table.ch * table.myScale
        radius: width * 0.08
        z: 5
        color: newDrop.containsDrag && target ? "#44f2c14e" : target ? "#22f2c14e" : "transparent"
        border.width: target ? Math.max(2, width * 0.05) : 1
        border.color: table.targetMark === "newSequence:" + table.me + ":-1" ? "#5ab0ff" : target ? Theme.accent : "#33ffffff"
        Label {
            anchors.fill: parent
            anchors.margins: 4
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            text: qsTr("New sequence: a 3")
            color: newSlot.target ? Theme.accent : "#66ffffff"
            font.pixelSize: Math.max(10, table.ch * 0.08)
            Accessible.ignored: true
        }
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("start a new sequence")
        Accessible.onPressAction: table.dropOn({ zone: "newSequence", owner: table.me })
        DropArea {
            id: newDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "newSequence", owner: table.me })
            }
        }
        TapHandler {
            enabled: table.chosenKey !== ""
            onTapped: table.dropOn({ zone: "newSequence", owner: table.me })
        }
    }
    // One's hand: a card dragged from the deck lands here.
    Rectangle {
        id: handZone
        objectName: "handZone"
        readonly property bool target: table.isTarget("hand", table.me, -1)
        x: table.sideW
        y: table.handY - table.ch * 0.08
        width: table.width - 2 * table.sideW
        height: table.ch * 1.16
        z: 4
        radius: table.cw * 0.1
        color: handDrop.containsDrag && target ? "#33f2c14e" : "transparent"
        border.width: target ? 2 : 0
        border.color: Theme.accent
        DropArea {
            id: handDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "hand", owner: table.me })
            }
        }
    }

    // --- the middle: deck, discard pile, closing area ---------------------------------------
    Column {
        x: table.deckPos.x + table.pileW / 2 - width / 2
        y: table.midY + table.ch * table.pileScale + 3
        z: 6
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Deck %1").arg(table.st.deck ?? 0)
            color: Theme.inkDim
            font.pixelSize: Math.max(11, table.ch * 0.085)
        }
        Label {
            objectName: "handLimit"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("hand limit %1").arg(table.handLimit)
            color: Theme.inkDim
            font.pixelSize: Math.max(10, table.ch * 0.07)
        }
    }
    Rectangle {
        // An empty deck's place.
        x: table.deckPos.x
        y: table.deckPos.y
        width: table.pileW
        height: table.ch * table.pileScale
        radius: width * 0.08
        z: 3
        color: "transparent"
        border.color: "#33ffffff"
        visible: (table.st.deck ?? 0) === 0
        Accessible.ignored: true
    }
    Rectangle {
        id: discardZone
        objectName: "discardZone"
        readonly property bool target: table.isTarget("discard", -1, -1)
        x: table.discardPos.x - 4
        y: table.discardPos.y - 4
        width: table.pileW + 8
        height: table.ch * table.pileScale + 8
        radius: width * 0.08
        z: 3
        color: discardDrop.containsDrag && target ? "#44f2c14e" : "transparent"
        border.width: target ? Math.max(2, width * 0.04) : 1
        border.color: table.targetMark === "discard:-1:-1" ? "#5ab0ff" : target ? Theme.accent : "#33ffffff"
        Accessible.role: Accessible.Grouping
        Accessible.name: qsTr("the discard pile, %n card(s)", "", table.st.discard ?? 0)
        DropArea {
            id: discardDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropOn({ zone: "discard" })
            }
        }
        TapHandler {
            enabled: table.chosenKey !== ""
            onTapped: table.dropOn({ zone: "discard" })
        }
    }
    Label {
        x: table.discardPos.x + table.pileW / 2 - width / 2
        y: table.midY + table.ch * table.pileScale + 3
        z: 6
        text: qsTr("Discard %1").arg(table.st.discard ?? 0)
        color: Theme.inkDim
        font.pixelSize: Math.max(11, table.ch * 0.085)
    }
    // The closing area: per suit two places; each says which card closes on it next (an ace
    // starts a closing sequence while its suit has fewer than two).
    Item {
        id: closingArea
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
                return next ? qsTr("%1, next %2").arg(session.cardWords(seq[seq.length - 1])).arg(session.cardWords(next))
                            : session.cardWords(seq[seq.length - 1])
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
    Repeater {
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
                text: slot.pile >= 0 ? qsTr("next %1").arg(session.cardName(slot.next)) : session.cardName(slot.next)
                color: slot.pile >= 0 ? Theme.ink : Theme.inkDim
                font.pixelSize: Math.max(10, table.ch * 0.075)
                Accessible.ignored: true
            }
        }
    }

    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        readonly property bool mine: owner >= 0 && owner === session.actor && !session.privacy
        // The cards the person may pick up: their hand on their move, the deck while they may
        // draw, the candidates of a domino's choice.
        readonly property bool selectable: table.myTurn && ((mine && zone === "hand")
                                                            || (zone === "deck" && table.can("draw"))
                                                            || (zone === "sequence" && model.playable))
        readonly property bool shown: zone === "hand" && face !== "??"
                                      && (owner !== table.me || ((table.info.shown ?? [])[owner] ?? []).indexOf(face) >= 0)
        readonly property bool blocked: zone === "hand" && owner === table.me && (table.st.blocked ?? []).indexOf(face) >= 0
                                        && table.st.turn === owner
        draggable: selectable
        tappable: selectable
        spot: table.place(zone, owner, pile, position, zoneCount)
        origin: enterFrom === "deck" ? Qt.point(table.deckPos.x, table.deckPos.y) : null
        inDrag: table.dragKey === key
        raise: table.chosenKey === key ? table.ch * 0.2 : 0
        z: inDrag ? 2000 : spot.z + (table.chosenKey === key ? 50 : 0)
        selected: table.chosenKey === key
        focused: table.focusKey === key
        dimmed: blocked
        playable: (model.playable || (zone === "deck" && table.can("draw"))) && table.myTurn

        // Shown to everyone (and so still known while it stays in the hand); a blocked 4.
        Rectangle {
            visible: (tc.shown && tc.owner === table.me) || tc.blocked
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
                font.pixelSize: Math.max(9, table.ch * (tc.owner === table.me ? 0.075 : 0.06))
                font.bold: true
                color: "white"
                Accessible.ignored: true
            }
        }
    }
    Repeater {
        model: session.cards
        TableCard {}
    }

    // --- what the person is asked out of turn --------------------------------------------------
    // Defend or block: what is at stake, the cards that may answer, and Pass.
    Rectangle {
        id: question
        objectName: "questionBanner"
        readonly property string kind: table.pending ? table.pending.kind : ""
        visible: table.myTurn && (kind === "defend" || kind === "block")
        readonly property var answers: table.moves.filter(m => m.verb === "defend" || m.verb === "block")
        // Right of the discard pile (the answer is dropped there), over the closing area, and
        // above one's own sequences (one of them is what is asked about): the question, the
        // cards that may answer and Pass in one row.
        readonly property real leftX: discardZone.x + discardZone.width + table.gap
        readonly property real room: table.width - table.margin - leftX
        x: leftX
        y: table.midY - 6
        z: 1600
        width: Math.min(room, questionColumn.implicitWidth + 32)
        height: questionColumn.implicitHeight + 20
        radius: 12
        color: "#f0142a1d"
        border.color: Theme.accent
        border.width: 2
        Row {
            id: questionColumn
            x: 16
            y: 10
            spacing: 14
            Label {
                objectName: "questionText"
                Accessible.ignored: !visible
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, question.room - 32 - answerRow.width - parent.spacing)
                wrapMode: Text.WordWrap
                font.bold: true
                font.pixelSize: Math.max(14, table.ch * 0.11)
                color: Theme.ink
                text: {
                    const p = table.pending
                    if (!p || !question.visible)
                        return ""
                    const player = session.seatName(table.st.turn ?? -1)
                    const target = p.target ?? ""
                    const dot = target.indexOf(".")
                    const seq = table.sequenceWords(Number(target.substring(0, dot)), Number(target.substring(dot + 1)))
                    return p.kind === "defend"
                        ? qsTr("%1 plays %2 to close %3. Defend it with a 5?").arg(player).arg(session.cardName(p.card)).arg(seq)
                        : qsTr("%1 wants to slide %2 under %3. Block it with a 6?").arg(player).arg(session.cardName(p.card)).arg(seq)
                }
            }
            Row {
                id: answerRow
                anchors.verticalCenter: parent.verticalCenter
                spacing: 10
                Repeater {
                    model: question.answers
                    Card {
                        required property var modelData
                        objectName: "answerCard"
                        face: modelData.cards[0]
                        // As tall as the room above one's own sequences allows.
                        width: Math.min(table.cw * 0.6, (table.myRowY - table.midY - 24) / Theme.cardAspect)
                        height: width * Theme.cardAspect
                        playable: true
                        Accessible.role: Accessible.Button
                        Accessible.name: modelData.text
                        Accessible.onPressAction: table.actMove(modelData)
                        TapHandler { onTapped: table.actMove(parent.modelData) }
                    }
                }
                Label {
                    visible: question.answers.length === 0
                    anchors.verticalCenter: parent.verticalCenter
                    text: question.kind === "defend" ? qsTr("You hold no 5.") : qsTr("You hold no 6.")
                    Accessible.ignored: !visible
                    color: Theme.inkDim
                }
                Button {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    Accessible.ignored: !visible
                    objectName: "passHere"
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Pass")
                    focusPolicy: Qt.NoFocus
                    onClicked: table.act(session.moveOf("pass").action)
                }
            }
        }
    }
    // A hand shown to everyone, for a moment (it stays marked in the hand while it stays there).
    Rectangle {
        id: shownBanner
        objectName: "shownBanner"
        property var cards: []
        property int seat: -1
        visible: cards.length > 0
        x: question.leftX
        y: question.visible ? question.y + question.height + 8 : table.midY - 6
        z: 1550
        width: Math.min(table.width - table.margin - question.leftX, shownColumn.implicitWidth + 24)
        height: shownColumn.implicitHeight + 16
        radius: 12
        color: "#f0142a1d"
        border.color: "#3a6ea5"
        border.width: 2
        Accessible.role: Accessible.StaticText
        Accessible.name: shownTitle.text + " " + cards.map(c => session.cardWords(c)).join(", ")
        Accessible.ignored: !visible
        Column {
            id: shownColumn
            x: 12
            y: 8
            spacing: 6
            Label {
                id: shownTitle
                text: shownBanner.seat === table.me ? qsTr("Your hand is shown to everyone")
                                                    : qsTr("%1 shows the hand to everyone").arg(session.seatName(shownBanner.seat))
                font.bold: true
                color: Theme.ink
                font.pixelSize: Math.max(13, table.ch * 0.1)
                Accessible.ignored: true
            }
            Row {
                spacing: -table.cw * 0.12
                Repeater {
                    model: shownBanner.cards
                    Card {
                        required property string modelData
                        face: modelData
                        width: table.cw * 0.55
                        height: width * Theme.cardAspect
                        Accessible.ignored: true
                    }
                }
            }
        }
        TapHandler { onTapped: shownBanner.cards = [] }
        Timer {
            id: shownTimer
            interval: 3200
            onTriggered: shownBanner.cards = []
        }
        function show(seat, cards) {
            shownBanner.seat = seat
            shownBanner.cards = cards
            shownTimer.restart()
        }
    }
    // A domino's choice: which of the glowing sequences closes next.
    Rectangle {
        objectName: "choiceBanner"
        visible: table.myTurn && table.pending !== null && table.pending.kind === "close"
        x: table.width / 2 - width / 2
        y: table.midY - height - 4
        z: 1600
        width: choiceLabel.implicitWidth + 28
        height: choiceLabel.implicitHeight + 14
        radius: height / 2
        color: "#f0142a1d"
        border.color: Theme.accent
        border.width: 2
        Label {
            id: choiceLabel
            anchors.centerIn: parent
            text: qsTr("Domino: click the sequence that closes next")
            Accessible.ignored: !visible
            font.bold: true
            color: Theme.accent
            font.pixelSize: Math.max(13, table.ch * 0.1)
        }
    }

    // --- a penalty point flies to its owner's plate --------------------------------------------
    function plateCentre(seat) {
        if (around(seat) === 0)
            return Qt.point(margin + Math.max(170, cw * 1.6) / 2, height - margin - plateH / 2)
        const b = blockPos(seat)
        return Qt.point(b.x + oppBlockW / 2, b.y + plateH)
    }
    ListModel { id: tokens }
    property int stage: 0
    property int tokenSerial: 0
    Repeater {
        model: tokens
        Rectangle {
            id: token
            objectName: "penaltyToken"
            required property int serial
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            required property int wait
            width: Math.max(22, table.ch * 0.2)
            height: width
            radius: width / 2
            z: 1700
            color: Theme.danger
            border.color: "white"
            border.width: 2
            x: fromX - width / 2
            y: fromY - height / 2
            opacity: 0
            Accessible.ignored: true
            Label {
                anchors.centerIn: parent
                text: "+1"
                color: "white"
                font.bold: true
                font.pixelSize: parent.width * 0.45
                Accessible.ignored: true
            }
            SequentialAnimation {
                running: true
                PauseAnimation { duration: token.wait }
                PropertyAction { target: token; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: token; property: "x"; to: token.toX - token.width / 2; duration: 520; easing.type: Easing.InOutCubic }
                    NumberAnimation { target: token; property: "y"; to: token.toY - token.height / 2; duration: 520; easing.type: Easing.InOutCubic }
                }
                NumberAnimation { target: token; property: "opacity"; to: 0; duration: 200 }
                ScriptAction {
                    script: {
                        for (let i = 0; i < tokens.count; ++i)
                            if (tokens.get(i).serial === token.serial) {
                                tokens.remove(i)
                                break
                            }
                    }
                }
            }
        }
    }

    // The last penalty points fly before the result covers the table, and none is left
    // flying under it.
    readonly property int resultDelay: 1600
    Timer {
        running: session.over
        interval: table.resultDelay
        onTriggered: tokens.clear()
    }

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
                            : qsTr("%1's sequence %2").arg(session.seatName(owner)).arg(pile + 1)
    }
    function zoneWords(item) {
        const yours = item.owner === me
        switch (item.zone) {
        case "hand": {
            const where = yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(session.seatName(item.owner))
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
        if (item.zone === "discard")
            return false
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: closingArea
    Connections {
        target: session
        function onHappened(kind, seat, count, cards) {
            switch (kind) {
            case "shown":
                shownBanner.show(seat, cards)
                break
            case "noPlay":
                shownBanner.show(seat, cards)
                table.stage += 1
                break
            case "closed":
            case "redrew":
            case "defended":
                table.stage += 1
                break
            case "penalty": {
                const from = Qt.point(closingArea.x + closingArea.width / 2, closingArea.y + closingArea.height / 2)
                const to = table.plateCentre(seat)
                table.tokenSerial += 1
                tokens.append({ serial: table.tokenSerial, fromX: from.x, fromY: from.y, toX: to.x, toY: to.y,
                                wait: Math.max(0, table.stage) * session.cards.stageMs + 250 })
                break
            }
            case "turn":
            case "gameOver":
                table.turnEnded = true
                break
            case "eliminated":
                table.burst(qsTr("%1 is out!").arg(session.seatName(seat)))
                break
            }
        }
        // The end of an action's events: the next action's stages count from 0 again.
        function onTold(lines) { table.stage = 0 }
        function onSeedChanged() { tokens.clear() }
    }
}
