// Wrong Suit's table. The person at the screen sits at the bottom: their hand sorted by suit,
// above it their stack grouped by suit with what each suit would score if it were the Wrong
// Suit, and beside the hand the gift they have made this round, waiting face down. The others
// sit round the top: their hand (backs), their gift once made, and their stack — the face-down
// cards with a count, the ones the person gave them (faces, marked as lying face down), the
// face-up Kings — and the suits they may no longer receive. In the middle the four Aces and
// the round.
//
// A gift: drag a hand card onto a player (or onto one's own stack), or click the card and then
// the player, or choose it with the arrow keys and press the player's number. A Queen asks
// for its suit. The engine's moves say what is legal — this file never decides a rule nor
// writes an action.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table

    readonly property QtObject facts: session.facts
    readonly property int round: facts.round
    readonly property int rounds: facts.rounds
    readonly property string wrongSuit: facts.wrongSuit
    readonly property var suits: ["C", "D", "H", "S"]

    // --- geometry -------------------------------------------------------------------------
    ch: Math.max(56, Math.min(height * 0.19, (width - 2 * margin) / 12 * Theme.cardAspect))
    oppBlockW: Math.max(220, Math.min((width - 2 * margin) / 3 - 16, 4.2 * cw))
    blockH: oppBlockH
    arcDrop: Math.max(0, (myStackTop - 10 - margin - oppBlockH) / 0.79 * 0.8)
    readonly property real oppScale: 0.5
    readonly property real oppHandScale: 0.36
    readonly property real oppRowA: plateH + 6
    readonly property real oppRowB: oppRowA + ch * oppScale + 8
    readonly property real oppBlockH: oppRowB + ch * oppScale + 4
    readonly property real myPlateW: Math.max(170, cw * 1.6)
    readonly property real handY: height - margin - ch
    readonly property point myGiftPos: Qt.point(width - margin - cw - 6, handY)
    readonly property real handLeft: margin + myPlateW + 12
    readonly property real handRight: myGiftPos.x - 14
    readonly property real stackScale: 0.62
    readonly property real headerH: Math.max(16, ch * 0.15)
    readonly property real myStackY: handY - 10 - ch * stackScale
    readonly property real myStackTop: myStackY - headerH - 6
    readonly property real colW: Math.min((width - 2 * margin - 24) / 4, cw * stackScale * 5)
    readonly property real myStackW: colW * 4
    readonly property real myStackX: width / 2 - myStackW / 2
    readonly property real acesScale: 0.5
    readonly property real centreTop: margin + oppBlockH
    readonly property real acesY: (centreTop + myStackTop) / 2 - ch * acesScale / 2 + plateH * 0.3
    readonly property real acesX: width / 2 - (cw * acesScale * (1 + 3 * 1.12)) / 2

    // The counts of a stack as the viewer sees it: face down unknown, known, face up.
    function stackCounts(owner) {
        const faces = facts.seats[owner]?.cards ?? []
        const up = facts.seats[owner]?.faceUp ?? []
        const hidden = faces.filter(f => f === "??").length
        return { hidden: hidden, up: up.length, known: faces.length - hidden - up.length }
    }
    function isFaceUp(owner, face) {
        return (facts.seats[owner]?.faceUp ?? []).indexOf(face) >= 0
    }
    // A stack in a row: its face-down pile with depth, then the fan of the cards the viewer
    // knows that lie face down, then the fan of the face-up ones.
    function rowStack(x0, y, s, w, owner, pile, pos, z0) {
        const scw = cw * s
        if (pile === 0) {
            const d = Math.min(pos, 10) * Math.max(1, scw * 0.03)
            return { x: x0 + d, y: y - d, s: s, r: 0, z: z0 + pos }
        }
        const n = stackCounts(owner)
        const fx = x0 + scw + Math.max(10, scw * 0.25) + 10 * Math.max(1, scw * 0.03)
        const room = x0 + w - fx
        const fans = (n.known > 0 ? 1 : 0) + (n.up > 0 ? 1 : 0)
        const gap = fans === 2 ? scw * 0.3 : 0
        const spread = n.known + n.up - fans
        const step = spread > 0 ? Math.max(2, Math.min(scw * 0.36, (room - fans * scw - gap) / spread)) : 0
        if (pile === 1)
            return { x: fx + pos * step, y: y, s: s, r: 0, z: z0 + 20 + pos }
        const upX = fx + (n.known > 0 ? scw + (n.known - 1) * step + gap : 0)
        return { x: upX + pos * step, y: y, s: s, r: 0, z: z0 + 40 + pos }
    }

    // Position, size and stacking of a card: {x, y, s (scale of cw x ch), r (rotation), z}.
    function place(zone, owner, pile, pos, count) {
        if (zone === "aces")
            return { x: acesX + pos * cw * acesScale * 1.12, y: acesY, s: acesScale, r: 0, z: 200 + pos }
        const mine = around(owner) === 0
        if (mine) {
            if (zone === "hand") {
                const maxW = handRight - handLeft
                const step = count > 1 ? Math.min(cw * 0.7, (maxW - cw) / (count - 1)) : 0
                const total = cw + step * Math.max(0, count - 1)
                return { x: (handLeft + handRight) / 2 - total / 2 + pos * step, y: handY, s: 1, r: 0, z: 500 + pos }
            }
            if (zone === "gift")
                return { x: myGiftPos.x, y: myGiftPos.y, s: 1, r: 0, z: 540 }
            if (pile >= 3) {
                // One's own stack: a column per suit.
                const s = stackScale
                const scw = cw * s
                const colX = myStackX + (pile - 3) * colW
                const step = count > 1 ? Math.min(scw * 0.36, (colW - 12 - scw) / (count - 1)) : 0
                return { x: colX + pos * step, y: myStackY, s: s, r: 0, z: 150 + pos }
            }
            return rowStack(myStackX, myStackY, stackScale, myStackW, owner, pile, pos, 150)
        }
        const b = blockPos(owner)
        const s = oppScale
        if (zone === "hand") {
            const hs = oppHandScale
            const hcw = cw * hs
            const maxW = oppBlockW * 0.5
            const step = count > 1 ? Math.min(hcw * 0.32, (maxW - hcw) / (count - 1)) : 0
            return { x: b.x + 4 + pos * step, y: b.y + oppRowA + ch * (s - hs) / 2, s: hs, r: 0, z: 20 + pos }
        }
        if (zone === "gift")
            return { x: b.x + 4 + oppBlockW * 0.5 + 10, y: b.y + oppRowA, s: s, r: 0, z: 45 }
        return rowStack(b.x + 4, b.y + oppRowB, s, oppBlockW - 8, owner, pile, pos, 60)
    }
    // The rectangle of a seat's place: where a gift to it is dropped.
    function seatRect(seat) {
        if (around(seat) === 0)
            return Qt.rect(myStackX - 10, myStackTop - 6, myStackW + 20, handY - 4 - (myStackTop - 6))
        const b = blockPos(seat)
        return Qt.rect(b.x - 5, b.y - 5, oppBlockW + 10, oppBlockH + 10)
    }
    // The seat a digit key names: 1 oneself, then round the table (2 on the left, ...).
    function seatOfKey(n) {
        return n >= 1 && n <= players ? (bottomSeat + n - 1) % players : -1
    }

    // --- choosing and giving: the table's selection (TableBase.selection) --------------------
    // The hand card chosen (by a click or the keyboard), waiting for its receiver.
    readonly property string selectedKey: selection.chosen.length > 0 ? selection.chosen[0] : ""
    readonly property string selectedFace: selectedKey !== "" && cardItems[selectedKey] ? cardItems[selectedKey].face : ""
    // While a card is dragged or chosen: the seats it may go to.
    readonly property var targets: selection.targets().map(m => m.to.owner)
    // A Queen waiting for its suit: {key, face, owner, moves}; null when none.
    property var chooser: null
    // A hinted gift: its receiver and a Queen's suit are marked.
    property int hintOwner: -1
    property string hintChoice: ""
    readonly property string activeFace: selection.dragging && cardItems[selection.dragKey] ? cardItems[selection.dragKey].face : selectedFace

    readonly property string statusText: {
        if (!myTurn)
            return ""
        if (chooser)
            return qsTr("Name a suit for your queen: click one, or press C, D, H or S.")
        if (selectedFace !== "")
            return qsTr("Now whom to give %1 to: click a player or your own stack, or press 1 to %2.")
                .arg(session.game.cardName(selectedFace)).arg(players)
        return qsTr("Round %1: give one card, face down — drag it onto a player or onto your own stack.").arg(round)
    }
    readonly property var buttons: []

    function select(key) {
        if (selection.pick(key))
            hintOwner = -1
    }
    function cancel() {
        selection.cancel()
    }
    function cancelled() {
        chooser = null
        hintOwner = -1
        hintChoice = ""
    }
    // The card `key` to seat `owner`: a gift, a refusal with the engine's reason, or for a
    // Queen the question of its suit.
    function giveTo(key, owner) {
        const item = cardItems[key]
        if (!item || owner < 0)
            return false
        const from = placeOf(item)
        const to = { zone: "stack", owner: owner }
        // The card dragged or chosen was picked up: its gifts are among the targets.
        const found = selection.found([key], to)
        if (item.face.charAt(0) === "Q") {
            const options = found ?? session.play.movesFrom([item.face], from).filter(m => m.to.owner === owner)
            if (options.length === 0) {
                refuse(moveFor([item.face], from, to).why ?? "")
                return false
            }
            if (!selection.isChosen(key))
                selection.choose([key])
            chooser = { key: key, face: item.face, owner: owner, moves: options }
            return true
        }
        const m = picked([key], to) ?? moveFor([item.face], from, to)
        if (m.legal)
            return actMove(m)
        refuse(m.why ?? "")
        return false
    }
    function chooseSuit(suit) {
        if (!chooser)
            return false
        const m = chooser.moves.find(m => m.choice === suit)
        chooser = null
        return m ? actMove(m) : false
    }
    // A click on a seat: the chosen card goes there.
    function seatTapped(owner) {
        if (!myTurn || chooser)
            return
        const key = selectedKey !== "" ? selectedKey : selection.mark
        if (key === "") {
            refuse(qsTr("Choose a card from your hand first."))
            return
        }
        giveTo(key, owner)
    }

    onMovesChanged: if (!myTurn) cancel()

    function tapped(key) {
        selection.mark = ""
        select(key)
    }
    function doubleTapped(key) {
    }

    // Keyboard: ← → choose a card of the hand, Space or Enter takes it, 1-4 give it (to oneself,
    // then round the table), C D H S name a Queen's suit, Esc lets go.
    function selectionKeys() {
        return Object.values(cardItems).filter(i => i.selectable).sort((a, b) => a.position - b.position).map(i => i.key)
    }
    readonly property var suitKeys: ({ [Qt.Key_C]: "C", [Qt.Key_D]: "D", [Qt.Key_H]: "H", [Qt.Key_S]: "S" })
    function keyPressed(event) {
        if (chooser) {
            const suit = suitKeys[event.key]
            if (suit) {
                chooseSuit(suit)
                return true
            }
            if (event.key === Qt.Key_Escape) {
                cancel()
                return true
            }
            return true   // nothing else while the suit is asked for
        }
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            const owner = seatOfKey(event.key - Qt.Key_0)
            if (owner >= 0)
                seatTapped(owner)
            return owner >= 0
        }
        switch (event.key) {
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (selection.mark !== "")
                select(selection.mark)
            return true
        }
        return false
    }
    // The bar's keys (H: hint, ...) wait while a Queen's suit is asked for: C D H S name it.
    Keys.onShortcutOverride: event => {
        if (chooser && suitKeys[event.key] !== undefined && event.modifiers === Qt.NoModifier)
            event.accepted = true
    }
    // A hinted gift: its card is chosen and its receiver marked.
    function showHint(m) {
        const item = Object.values(cardItems).find(i => i.selectable && i.face === m.cards[0])
        if (!item)
            return
        select(item.key)
        hintOwner = m.to.owner
        hintChoice = m.choice ?? ""
    }

    // --- the seats' places: drop targets, counts, shut suits ---------------------------------
    WrongSuitSeatZones { table: table }
    WrongSuitSeatMarks { table: table }

    function suitName(s) {
        switch (s) {
        case "C": return qsTr("clubs")
        case "D": return qsTr("diamonds")
        case "H": return qsTr("hearts")
        case "S": return qsTr("spades")
        }
        return ""
    }
    function suitList(list) {
        return App.catalog.nameList(list.map(s => suitName(s)))
    }
    // A suit's glyph on the felt: red or a light ink (black would not show).
    function glyphColor(s) {
        return s === "H" || s === "D" ? "#ff8a80" : Theme.ink
    }
    function signed(n) {
        return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0"
    }

    // --- the middle: the round and the Aces ---------------------------------------------------
    WrongSuitRoundBadge {
        id: roundBadge
        table: table
    }
    Item {
        id: acesArea
        x: table.acesX
        y: table.acesY
        width: table.cw * table.acesScale * (1 + 3 * 1.12)
        height: table.ch * table.acesScale
    }

    // --- a Queen asks for its suit ------------------------------------------------------------
    MouseArea {
        anchors.fill: parent
        z: 2400
        visible: table.chooser !== null
        onClicked: table.cancel()
    }
    WrongSuitSuitChooser { table: table }

    // --- the cards ------------------------------------------------------------------------------
    Repeater {
        model: session.cards
        WrongSuitCard { host: table }
    }

    // --- screen readers ------------------------------------------------------------------------
    function zoneWords(item) {
        const yours = item.owner === me
        const who = session.game.seatName(item.owner)
        switch (item.zone) {
        case "hand": return yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(who)
        case "gift":
            if (yours) {
                const to = facts.given ? facts.giftTo : -1
                return to === me ? qsTr("your gift of this round, for your own stack, face down until everyone has given")
                     : to >= 0 ? qsTr("your gift of this round, for %1, face down until everyone has given").arg(session.game.seatName(to))
                               : qsTr("your gift of this round")
            }
            return qsTr("%1's gift of this round, face down").arg(who)
        case "stack":
            if (item.pile === 2 || isFaceUp(item.owner, item.face))
                return yours ? qsTr("face up in your stack") : qsTr("face up in %1's stack").arg(who)
            if (item.face === "??")
                return yours ? qsTr("face down in your stack") : qsTr("face down in %1's stack").arg(who)
            return yours ? qsTr("face down in your stack") : qsTr("face down in %1's stack: you gave it").arg(who)
        case "aces": return item.face === "??" ? qsTr("an ace, face down") : qsTr("the turned ace: it names the Wrong Suit")
        }
        return ""
    }
    // Face-down cards nobody may name stay out (each stack says its count); known cards are heard.
    function heard(item) {
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: acesArea
    // A round's gifts land at once: its lines are one story, in the middle over the Aces
    // (face down until the end), where the eye is between rounds: below the others' blocks
    // they covered one's stack and what it scores. As many of its latest lines as the middle
    // holds (all of them are in the log and heard).
    captionsTogether: true
    captionWidth: Math.max(260, Math.min(width - 2 * (margin + oppBlockW + 16), 460))
    captionMaxLines: Math.max(2, Math.floor((myStackTop - 8 - acesY - 10) / (Math.max(11, ch * 0.085) * 1.25)))
    function captionPos(seat) {
        return { x: width / 2 - captionWidth / 2, y: acesY, up: false }
    }
    // What the lines must leave in sight: the round, and what one's stack scores under each suit.
    keepClear: [stackHeaders, roundBadge]
    Item {
        id: stackHeaders
        x: table.myStackX
        y: table.myStackTop
        width: table.myStackW
        height: table.headerH + 4
    }
    // The result waits until the last round has landed and the Ace has turned.
    readonly property int resultDelay: 1800
    property Component resultDetail: Component { WrongSuitScores {} }
}
