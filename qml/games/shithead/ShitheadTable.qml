// Shithead's table. The person at the screen sits at the bottom: their hand, and above it
// their downcards with the upcards on them. The others sit round the top in playing order
// (clockwise: left, top, right). The pile, the stock and the burned cards are in the middle.
//
// Every card is a row of App.session.cards; its place comes from place() below, so a card
// that changes zone glides there. A person plays by dragging a card (or a selected set) onto
// the pile, by clicking cards and then the pile, or with the keyboard; the engine's moves say
// what is legal — this file never decides a rule nor writes an action.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table

    readonly property bool setup: session.board.phase === TablePhase.Setup

    // --- geometry -------------------------------------------------------------------------
    ch: Math.max(60, Math.min(height * 0.2, (width - 2 * margin) / 9 * Theme.cardAspect))
    oppBlockW: Math.max(3.4 * cw * oppScale, 190)
    blockH: oppBlockH
    arcDrop: (rowUpY - margin - oppBlockH - ch * 0.3) * 0.75
    readonly property real oppScale: players > 5 ? 0.42 : 0.5
    readonly property real rowScale: 0.85
    readonly property real oppBlockH: plateH + 4 + ch * oppScale * (0.62 + 1.16)
    readonly property real handY: height - margin - ch
    readonly property real rowDownY: handY - ch * rowScale - ch * 0.1
    readonly property real rowUpY: rowDownY - ch * rowScale * 0.16
    readonly property real centreTop: margin + oppBlockH
    readonly property real centreY: (centreTop + rowUpY) / 2
    readonly property point pilePos: Qt.point(width / 2 - cw / 2, centreY - ch / 2)
    readonly property point stockPos: Qt.point(width / 2 - cw * 2.6, centreY - ch / 2)
    readonly property point burnedPos: Qt.point(width / 2 + cw * 1.9, centreY - ch / 2)

    // Position, size and stacking of a card: {x, y, s (scale of cw x ch), r (rotation), z}.
    function place(zone, owner, pos, count) {
        if (zone === "pile") {
            const shown = 7
            const k = Math.max(0, pos - (count - shown))
            const jitter = ((pos * 37) % 11 - 5)
            return { x: pilePos.x + k * cw * 0.11 + jitter * 0.6, y: pilePos.y + jitter * 0.8,
                     s: 1, r: jitter * 1.6, z: 300 + pos }
        }
        if (zone === "stock")
            return { x: stockPos.x, y: stockPos.y, s: 1, r: 0, z: 250 }
        if (zone === "burned")
            return { x: burnedPos.x, y: burnedPos.y, s: 1, r: 0, z: 250 }
        const mine = around(owner) === 0
        if (mine) {
            if (zone === "hand") {
                // Side by side while they fit, fanned closer as the hand grows.
                const maxW = width - 2 * margin - Math.max(180, cw * 1.8) * 2
                const step = count > 1 ? Math.min(cw * 1.06, (maxW - cw) / (count - 1)) : 0
                const total = cw + step * Math.max(0, count - 1)
                return { x: width / 2 - total / 2 + pos * step, y: handY, s: 1, r: 0, z: 500 + pos }
            }
            const rw = cw * rowScale
            const x0 = width / 2 - (3 * rw + 2 * rw * 0.18) / 2
            return { x: x0 + pos * rw * 1.18, y: zone === "down" ? rowDownY : rowUpY, s: rowScale, r: 0,
                     z: (zone === "down" ? 100 : 110) + pos }
        }
        const b = blockPos(owner)
        const s = oppScale
        const scw = cw * s
        const sch = ch * s
        if (zone === "hand") {
            const maxW = oppBlockW - 8
            const step = count > 1 ? Math.min(scw * 0.34, (maxW - scw) / (count - 1)) : 0
            const total = scw + step * Math.max(0, count - 1)
            return { x: b.x + oppBlockW / 2 - total / 2 + pos * step, y: b.y + plateH + 4, s: s, r: 0, z: 20 + pos }
        }
        const rowY = b.y + plateH + 4 + sch * 0.62
        const x0 = b.x + oppBlockW / 2 - (3 * scw + 2 * scw * 0.15) / 2
        return { x: x0 + pos * scw * 1.15, y: zone === "down" ? rowY + sch * 0.16 : rowY, s: s, r: 0,
                 z: (zone === "down" ? 60 : 70) + pos }
    }

    // --- choosing, dragging, acting: the table's selection (TableBase.selection) -------------
    // The chosen cards are the acting person's own; a refused play keeps them chosen.
    readonly property var selected: selection.chosen
    keepsChoiceOnRefusal: true

    // For the page: what to do on one's own move, and the buttons for it.
    readonly property string statusText: {
        if (!myTurn)
            return ""
        if (setup)
            return qsTr("Swap cards between your hand and your face-up cards if you like — drag one onto the other — then press Ready.")
        if (moves.some(m => m.verb === "blind"))
            return qsTr("Your turn: turn over one of your face-down cards.")
        if (!moves.some(m => m.verb === "play"))
            return qsTr("Your turn: nothing you hold can be played — pick up the pile.")
        if (!session.play.canDo("pickup"))
            return qsTr("Your turn: lead any card or set of one rank.")
        return qsTr("Your turn: play a card or a set of one rank onto the pile — or pick up the pile.")
    }
    // (Their own bindings: choosing cards does not ask for their words again.)
    readonly property var readyButton: verbButton("ready")
    readonly property var pickupButton: verbButton("pickup")
    readonly property var buttons: setup
        ? [{ name: "swapButton", text: qsTr("Swap"), visible: myTurn, enabled: selectionMove(selected).legal === true,
             key: qsTr("Enter"), run: playSelection },
           readyButton]
        : session.board.over ? []
        : [{ name: "playButton", text: qsTr("Play"), enabled: selected.length > 0 && selectionMove(selected).legal === true,
             highlighted: true, key: qsTr("Enter"), run: playSelection },
           pickupButton]

    // A set is one rank from one place (no two downcards); in setup at most one hand card and
    // one upcard, for a swap.
    function joins(item, other) {
        return setup ? item.zone !== other.zone
                     : item.zone === other.zone && item.rank === other.rank && other.zone !== "down"
    }
    // The move the given cards make: onto the pile (a play, or a downcard turned over), or in
    // setup a hand card swapped with an upcard. {legal, action, ...} or {legal: false, why}.
    function selectionMove(keys) {
        const items = keys.map(k => cardItems[k]).filter(i => i)
        if (items.length === 0 || items.length !== keys.length)
            return { legal: false, why: "" }
        if (setup) {
            const hand = items.filter(i => i.zone === "hand")
            const up = items.filter(i => i.zone === "up")
            if (hand.length !== 1 || up.length !== 1)
                return { legal: false, why: "" }
            return moveFor([hand[0].face], placeOf(hand[0]), { zone: "up", owner: up[0].owner, card: up[0].face })
        }
        if (items.length === 1 && items[0].zone === "down")
            return moveFor([], placeOf(items[0]), { zone: "pile" })
        return moveFor(items.map(i => i.face), { zone: items[0].zone, owner: items[0].owner }, { zone: "pile" })
    }
    function playMove(m) {
        if (m.legal)
            return actMove(m)
        refuse(m.why ?? "")
        return false
    }
    function playSelection() {
        return playMove(selectionMove(selected.length === 0 && selection.mark !== "" ? [selection.mark] : selected))
    }
    // What the chosen or dragged cards pick up: a set from one place, a downcard (to turn over);
    // in setup one card dragged (to swap).
    function pickOf(keys) {
        const items = keys.map(k => cardItems[k]).filter(i => i)
        if (items.length === 0 || items.length !== keys.length || (setup && items.length !== 1))
            return null
        return setup || (items.length === 1 && items[0].zone === "down") ? { cards: setup ? [items[0].face] : [], from: placeOf(items[0]) }
                                                                         : { cards: items.map(i => i.face), from: { zone: items[0].zone, owner: items[0].owner } }
    }
    // The pile is the one place of the chosen or dragged cards (none in setup: a swap is a drop
    // on the partner card).
    function placesOf(keys, targets) {
        return setup ? {} : placeIn(targets, "pile")
    }
    // (Found among what is picked up, else asked.)
    function moveTo(keys, place) {
        if (place.zone === "pile")
            return setup ? { legal: false, why: "" } : picked(keys, place) ?? selectionMove(keys)
        const a = cardItems[keys[0]]
        return picked(keys, place) ?? (a ? moveFor([a.face], placeOf(a), place) : { legal: false, why: "" })
    }
    // The cards a drag takes: the grabbed one, plus the selection when it is part of it.
    function dragGroupOf(key) {
        return selection.isChosen(key) && !setup ? selected.slice() : [key]
    }
    function dropSwap(targetKey) {
        const a = cardItems[selection.dragKey]
        const b = cardItems[targetKey]
        if (!a || !b || a.zone === b.zone)
            return false
        return selection.dropOn({ zone: b.zone, owner: b.owner, card: b.face })
    }

    // Keyboard: the acting person's selectable cards from left to right; Space selects,
    // Enter plays (P picks up, R says ready: the moves' own keys).
    function selectionKeys() {
        const order = { hand: 0, up: 1, down: 2 }
        const items = Object.values(cardItems).filter(i => i.selectable)
        items.sort((a, b) => (a.zone === b.zone ? a.position - b.position : order[a.zone] - order[b.zone]))
        return items.map(i => i.key)
    }
    function keyPressed(event) {
        switch (event.key) {
        case Qt.Key_Space: if (selection.mark !== "") selection.pick(selection.mark); return true
        case Qt.Key_Return:
        case Qt.Key_Enter: playSelection(); return true
        }
        return false
    }
    // A hinted play: its cards are selected, so Play (or a click on the pile) makes it; a
    // hinted swap selects its two cards, a hinted downcard takes the keyboard's mark. (Enter
    // makes any hint: TableBase.)
    function showHint(m) {
        if (m.verb === "blind") {
            const down = Object.values(cardItems).find(i => i.selectable && i.zone === "down" && i.position === m.from.index)
            if (down)
                selection.mark = down.key
            return
        }
        if (m.verb === "swap") {
            const moved = Object.values(cardItems).find(i => i.selectable && i.zone === m.from.zone && i.face === m.cards[0])
            const partner = Object.values(cardItems).find(i => i.selectable && i.zone === m.to.zone && i.face === m.to.card)
            if (moved && partner)
                selection.choose([moved.key, partner.key])
            return
        }
        if (m.verb !== "play")
            return
        const keys = []
        for (const face of m.cards) {
            const item = Object.values(cardItems).find(i => i.selectable && i.face === face && keys.indexOf(i.key) < 0)
            if (item)
                keys.push(item.key)
        }
        selection.choose(keys)
    }

    // --- the middle of the table -------------------------------------------------------------
    // The pile's drop zone and its glow: gold when the dragged cards may go there.
    Rectangle {
        id: pileZone
        objectName: "pileZone"
        x: pilePos.x - cw * 0.25
        y: pilePos.y - ch * 0.12
        width: cw * 2.2
        height: ch * 1.24
        radius: cw * 0.12
        color: pileDrop.containsDrag && table.selection.dragLegal ? "#33f2c14e" : "#1a000000"
        border.width: Math.max(2, cw * 0.03)
        border.color: table.selection.dragging ? (table.selection.dragLegal ? Theme.accent : "#88e2574c")
                                           : (table.myTurn && !table.setup && table.selected.length > 0 ? Theme.accentSoft : "#33ffffff")
        z: 5
        Label {
            anchors.centerIn: parent
            visible: session.facts.pileCount === 0
            Accessible.ignored: !visible
            text: qsTr("Pile")
            color: "#66ffffff"
            font.pixelSize: Math.max(12, ch * 0.1)
        }
        DropArea {
            id: pileDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.selection.dropOn({ zone: "pile" })
            }
        }
        TapHandler {
            enabled: table.myTurn && !table.setup
            onTapped: table.playSelection()
        }
    }
    // What the next play must beat.
    Rectangle {
        id: beatBadge
        readonly property QtObject facts: session.facts
        visible: session.game.active && session.board.phase === TablePhase.Play
        // Astride the pile's top edge, above the cards: always in sight, never under a hand.
        x: pileZone.x + pileZone.width / 2 - width / 2
        y: pileZone.y - height / 2
        z: 450
        width: beatLabel.implicitWidth + 20
        height: beatLabel.implicitHeight + 8
        radius: height / 2
        color: Theme.panel
        Label {
            id: beatLabel
            anchors.centerIn: parent
            Accessible.ignored: !visible
            color: Theme.ink
            font.pixelSize: Math.max(12, table.ch * 0.095)
            text: {
                const top = beatBadge.facts.toBeat
                let text
                if (beatBadge.facts.sevenLower)
                    text = qsTr("Next: 7 or lower (or a 2 or 10)")
                else if (top === "")
                    text = qsTr("Anything goes")
                else if (top === "2")
                    text = qsTr("On a 2: anything goes")
                else
                    text = qsTr("To beat: %1").arg(Theme.rankLabel(top))
                // With jokers the direction of play can turn: say which way it goes.
                if ((session.game.options.find(o => o.key === "jokers")?.value.on ?? false) || session.board.direction < 0)
                    text += "   " + (session.board.direction > 0 ? qsTr("\u21bb clockwise") : qsTr("\u21ba anticlockwise"))
                return text
            }
        }
    }
    // What the lines of a move must not cover: the pile with what it takes to beat it, the
    // stock and the burned cards with their counts.
    keepClear: [beatBadge, pileZone, myRows].concat(piles.count > 1 ? [piles.itemAt(0), piles.itemAt(1)] : [])
    // What the pile does (it burns, play turns) is told with the move that did it, beside that
    // player: alone, below the pile, it went on one's own cards.
    function gatherLines(previous, lines) {
        let seat = -1
        return lines.map(l => {
            if (l.seat >= 0)
                seat = l.seat
            return l.seat >= 0 || seat < 0 ? l : { text: l.text, seat: seat }
        })
    }
    // One's own face-up and face-down cards.
    Item {
        id: myRows
        readonly property real rw: table.cw * table.rowScale
        x: table.width / 2 - (3 * rw + 2 * rw * 0.18) / 2
        y: table.rowUpY
        width: 3 * rw + 2 * rw * 0.18
        height: table.rowDownY + table.ch * table.rowScale - table.rowUpY
    }
    // Stock and burned cards: a stack with depth and a count.
    Repeater {
        id: piles
        model: [{ zone: "stock", pos: stockPos, label: qsTr("Stock") }, { zone: "burned", pos: burnedPos, label: qsTr("Burned") }]
        Item {
            required property var modelData
            readonly property int count: modelData.zone === "stock" ? session.facts.stock : session.facts.burned
            x: modelData.pos.x
            y: modelData.pos.y
            width: cw
            // The stack and its count (keepClear).
            height: ch + 8 + countLabel.height
            z: 4
            // The stock's depth is its cards' own backs, in the deck chosen (Felt's red, a
            // system deck's blue); the burned cards', the dark of the cards out of the game.
            Repeater {
                model: Math.min(6, Math.ceil(parent.count / 6))
                Item {
                    required property int index
                    objectName: modelData.zone + "Depth"
                    x: -(index + 1) * Math.max(1.5, cw * 0.015)
                    y: (index + 1) * Math.max(1.5, cw * 0.015)
                    width: cw
                    height: ch
                    Card {
                        anchors.fill: parent
                        visible: modelData.zone === "stock"
                        shadow: false
                        Accessible.ignored: true
                    }
                    Rectangle {
                        anchors.fill: parent
                        visible: modelData.zone === "burned"
                        radius: cw * 0.07
                        color: "#3a1a14"
                        border.color: "#d8d4c8"
                        border.width: 1
                    }
                }
            }
            Label {
                id: countLabel
                anchors.horizontalCenter: parent.horizontalCenter
                y: ch + 8
                text: parent.count > 0 ? qsTr("%1: %2").arg(modelData.label).arg(parent.count) : qsTr("%1: none").arg(modelData.label)
                color: Theme.inkDim
                font.pixelSize: Math.max(11, ch * 0.085)
            }
        }
    }
    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        readonly property string rank: face === "JK" ? face : face.length === 2 ? face.charAt(0) : face
        readonly property bool mine: owner >= 0 && owner === session.screen.actor && !session.screen.privacy
        // Any of one's own cards may be picked up on one's move; the table says why when a
        // drop is refused (playable cards carry the warm rim).
        readonly property bool selectable: mine && table.myTurn
                                           && (zone === "hand" || zone === "up" || (zone === "down" && !table.setup))

        draggable: selectable
        spot: table.place(zone, owner, position, zoneCount)
        origin: enterFrom === "stock" ? table.stockPos : null
        inDrag: table.selection.inDrag(key)
        raise: selected ? table.ch * spot.s * 0.2 : 0
        // A chosen card rises but keeps its place in the fan: drawn above its neighbour it
        // would cover the part of it one clicks to choose it too (a pair, a set).
        z: inDrag ? 2000 + table.selection.dragGroup.indexOf(key) : spot.z
        selected: table.selection.isChosen(key)
        focused: table.selection.mark === key
        dimmed: zone === "burned"
        // While a card is dragged in the swapping phase, the cards it may swap with glow.
        readonly property Item dragged: table.selection.dragging ? table.cardItems[table.selection.dragKey] ?? null : null
        playable: model.playable || (table.setup && mine && dragged !== null && !inDrag
                                     && (zone === "hand" || zone === "up") && dragged.zone !== zone)

        // Setup: a hand card and an upcard swap when one is dropped on the other.
        DropArea {
            anchors.fill: parent
            enabled: tc.mine && table.setup && !tc.inDrag && (tc.zone === "hand" || tc.zone === "up")
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.dropSwap(tc.key)
            }
            Rectangle {
                anchors.fill: parent
                radius: table.cw * 0.07
                color: "transparent"
                border.color: Theme.accent
                border.width: 3
                visible: parent.containsDrag && tc.dragged !== null && tc.dragged.zone !== tc.zone
            }
        }
    }
    // A tap: a downcard is turned over at once; any other card is selected or let go.
    function tapped(key) {
        selection.mark = ""
        const item = cardItems[key]
        if (item && item.zone === "down")
            playMove(selectionMove([key]))
        else
            selection.pick(key)
    }
    // A double tap plays the card (with the selection of its rank).
    function doubleTapped(key) {
        const item = cardItems[key]
        if (setup || !item || item.zone === "down")
            return
        if (!selection.isChosen(key))
            selection.pick(key)
        playSelection()
    }

    Repeater {
        model: session.cards
        TableCard {}
    }

    // --- screen readers ------------------------------------------------------------------------
    function zoneWords(item) {
        const yours = item.owner === me
        const who = session.game.seatName(item.owner)
        switch (item.zone) {
        case "hand": return yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(who)
        case "up": return yours ? qsTr("face up in front of you") : qsTr("face up in front of %1").arg(who)
        case "down": return yours ? qsTr("your face-down card %1").arg(item.position + 1)
                                  : qsTr("%1's face-down card %2").arg(who).arg(item.position + 1)
        case "pile": return item.position === item.zoneCount - 1 ? qsTr("on top of the pile") : qsTr("in the pile")
        case "stock": return qsTr("the stock, %n card(s)", "", item.zoneCount)
        case "burned": return qsTr("burned, %n card(s)", "", item.zoneCount)
        }
        return ""
    }
    // The pile's top cards are heard (what the next play must beat), not all of it.
    function heard(item) {
        if (item.zone === "pile")
            return item.position >= item.zoneCount - 4
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: pileZone
    Connections {
        target: session.play
        function onHappened(kind, seat, count) {
            if (kind === "burned")
                table.burst(qsTr("Burned!"))
            else if (kind === "reversed")
                table.burst(qsTr("Reverse!"))
            else if (kind === "skipped")
                table.burst(qsTr("Skip!"))
        }
    }
}
