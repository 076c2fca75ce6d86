// Chain-Chain's table. The person at the screen sits at the bottom with their hand and their
// collected stack; the others sit round the top. In the middle lies the chain: every play is
// a pair of overlapping cards, the last card of the last pair is the link the next player
// must continue, and the arrow says which way play goes.
//
// A play is two cards in order: drag (or click) the first card onto the chain, then the
// second. The engine's moves say what is legal — the first card must equal the link while one
// is held — and a refusal is explained with the game's own reason.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table

    readonly property string link: session.facts.link
    readonly property var pile: session.facts.chain

    // --- geometry -------------------------------------------------------------------------
    ch: Math.max(60, Math.min(height * 0.2, (width - 2 * margin) / 10 * Theme.cardAspect))
    oppBlockW: Math.max(3.6 * cw * oppScale + 10, 200)
    blockH: oppBlockH + ch * 0.16
    arcDrop: (chainY - margin - oppBlockH - ch * 0.1) * 0.8
    readonly property real oppScale: players > 4 ? 0.45 : 0.52
    readonly property real oppBlockH: plateH + 6 + ch * oppScale * 1.1
    readonly property real handY: height - margin - ch
    readonly property real chainY: (margin + oppBlockH + handY - ch * 0.3) / 2 - ch / 2
    readonly property point stockPos: Qt.point(margin + cw * 0.3, chainY)
    readonly property real chainLeft: stockPos.x + cw * 1.6
    readonly property real chainRight: width - margin - cw * 0.3
    // One's collected stack lies over one's plate, its count and sum just above the plate
    // (at the far end of the hand they were a long way from the name they belong to).
    readonly property real myCollectedScale: 0.6
    readonly property real myCollectedLabelY: height - margin - plateH - 6 - Math.max(11, ch * 0.085) * 1.4
    readonly property point myCollectedPos: Qt.point(margin + 6, myCollectedLabelY - 4 - ch * myCollectedScale)

    // The chain: pair i is cards 2i and 2i+1, the second lying over the first, lower and to
    // the right. Recent pairs get full room; older ones close up when the chain is long.
    function chainSpot(pos, count) {
        const pairs = Math.ceil(count / 2)
        const pair = Math.floor(pos / 2)
        const pairW = cw * 1.65
        const room = chainRight - chainLeft - cw * 1.4
        const full = Math.max(1, Math.min(pairs, Math.floor(room / pairW) - 1))
        const older = pairs - full
        const squeezed = older > 0 ? Math.min(cw * 0.45, (room - full * pairW) / older) : 0
        const x0 = chainLeft + (pair < older ? pair * squeezed : older * squeezed + (pair - older) * pairW)
        const second = pos % 2 === 1
        return { x: x0 + (second ? cw * 0.5 : 0), y: chainY + (second ? ch * 0.14 : 0), s: 1, r: second ? 3 : -2,
                 z: 300 + pos }
    }

    function place(zone, owner, pos, count) {
        if (zone === "pile")
            return chainSpot(pos, count)
        if (zone === "stock")
            return { x: stockPos.x, y: stockPos.y, s: 1, r: 0, z: 250 }
        const mine = around(owner) === 0
        if (mine) {
            if (zone === "hand") {
                const maxW = width - 2 * margin - Math.max(180, cw * 1.8) - cw * 2
                const step = count > 1 ? Math.min(cw * 1.08, (maxW - cw) / (count - 1)) : 0
                const total = cw + step * Math.max(0, count - 1)
                return { x: width / 2 - total / 2 + pos * step, y: handY, s: 1, r: 0, z: 500 + pos }
            }
            // Collected: one stack, a little fanned so its depth shows.
            return { x: myCollectedPos.x + Math.min(pos, 12) * 1.5, y: myCollectedPos.y - Math.min(pos, 12) * 1.5,
                     s: myCollectedScale, r: 0, z: 150 + pos }
        }
        const b = blockPos(owner)
        const s = oppScale
        const scw = cw * s
        if (zone === "hand") {
            const maxW = oppBlockW * 0.55
            const step = count > 1 ? Math.min(scw * 0.34, (maxW - scw) / (count - 1)) : 0
            return { x: b.x + 4 + pos * step, y: b.y + plateH + 6, s: s, r: 0, z: 20 + pos }
        }
        return { x: b.x + oppBlockW - scw - 6 + Math.min(pos, 12) * 1.2, y: b.y + plateH + 6 - Math.min(pos, 12) * 1.2,
                 s: s, r: 0, z: 60 + pos }
    }

    // --- acting: the first card, then the second --------------------------------------------
    // The chosen first card (the table's selection), waiting for its partner.
    readonly property string firstKey: selection.chosen.length > 0 ? selection.chosen[0] : ""
    property string hintSecondKey: ""  // the second card of a hinted play, marked until it is played

    // For the page: what to do on one's own move, and the buttons for it.
    readonly property string statusText: {
        if (!myTurn)
            return ""
        if (moves.length === 1 && moves[0].verb === "take")
            return qsTr("Your turn: you hold no %1, so you must collect the chain — press Take, then play two cards freely.").arg(link)
        if (firstKey !== "")
            return qsTr("Now the second card: it becomes the link for the next player.")
        if (link !== "" && moves.every(m => m.verb === "play" && m.cards[0] === link))
            return qsTr("Your turn: start with the link, %1, then play any second card.").arg(link)
        return qsTr("Your turn: play any two cards — drag or click the first, then the second.")
    }
    // (Its own binding: choosing a card does not ask for the words again.)
    readonly property var takeButton: verbButton("take")
    readonly property var buttons: session.board.over ? []
        : [takeButton,
           { name: "cancelButton", text: qsTr("Choose again"), enabled: firstKey !== "", key: qsTr("Esc"), run: () => selection.choose([]) }]

    function cancelled() {
        hintSecondKey = ""
    }
    function faceOf(key) {
        return cardItems[key] ? cardItems[key].face : ""
    }
    function handOf(item) {
        return { zone: "hand", owner: item.owner }
    }
    // Whether some legal play starts with `face`.
    function canStartWith(face) {
        return moves.some(m => m.verb === "play" && m.cards[0] === face)
    }
    // One card chosen (by a click, a drop on the chain or the keyboard).
    function choose(key) {
        const item = cardItems[key]
        if (!item || !item.selectable)
            return
        if (firstKey === "") {
            if (!canStartWith(item.face)) {
                // The game's reason for a play that starts with this card.
                refuse(moveFor([item.face], handOf(item), { zone: "pile" }).why ?? "")
                return
            }
            selection.choose([key])
            return
        }
        if (firstKey === key) {
            selection.choose([])
            return
        }
        // The pair a drag carries was picked up: its play is among the targets; else asked.
        const m = picked([firstKey, key], { zone: "pile" }) ?? moveFor([faceOf(firstKey), item.face], handOf(item), { zone: "pile" })
        if (m.legal)
            actMove(m)
        else
            refuse(m.why ?? "")
    }

    function selectionKeys() {
        return Object.values(cardItems).filter(i => i.selectable).sort((a, b) => a.position - b.position).map(i => i.key)
    }
    function keyPressed(event) {
        switch (event.key) {
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter: if (selection.mark !== "") choose(selection.mark); return true
        }
        return false
    }
    // A hinted play: its first card is chosen and its second marked and focused, so that a
    // click on it, Space or Enter plays the hint.
    function showHint(m) {
        if (m.verb !== "play")
            return
        const first = Object.values(cardItems).find(i => i.selectable && i.face === m.cards[0])
        const second = Object.values(cardItems).find(i => i.selectable && i.face === m.cards[1] && (!first || i.key !== first.key))
        if (first)
            selection.choose([first.key])
        hintSecondKey = second ? second.key : ""
        if (second)
            selection.mark = second.key
    }

    // --- the middle of the table -------------------------------------------------------------
    Rectangle {
        id: chainZone
        objectName: "chainZone"
        x: chainLeft - cw * 0.25
        y: chainY - ch * 0.18
        width: chainRight - chainLeft + cw * 0.25
        height: ch * 1.45
        radius: cw * 0.12
        z: 5
        color: chainDrop.containsDrag && table.selection.dragLegal ? "#33f2c14e" : "#1a000000"
        border.width: Math.max(2, cw * 0.03)
        border.color: table.selection.dragging ? (table.selection.dragLegal ? Theme.accent : "#88e2574c") : "#33ffffff"
        Label {
            anchors.centerIn: parent
            objectName: "chainStartHint"
            // (Not under the words of a collected chain, which show where it was.)
            visible: table.pile.length === 0 && !table.bursting
            text: qsTr("The chain starts here: play any two cards")
            Accessible.ignored: !visible
            color: "#88ffffff"
            font.pixelSize: Math.max(12, ch * 0.1)
        }
        DropArea {
            id: chainDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.choose(table.selection.dragKey)
            }
        }
        TapHandler {
            enabled: table.myTurn
            onTapped: if (table.selection.mark !== "") table.choose(table.selection.mark)
        }
    }
    // The link, and which way play goes.
    Rectangle {
        id: linkBadge
        visible: session.game.active
        x: chainZone.x + chainZone.width / 2 - width / 2
        y: chainZone.y - height / 2
        z: 450
        width: linkLabel.implicitWidth + 24
        height: linkLabel.implicitHeight + 8
        radius: height / 2
        color: Theme.panel
        Label {
            id: linkLabel
            anchors.centerIn: parent
            color: Theme.ink
            font.pixelSize: Math.max(12, table.ch * 0.095)
            text: (table.link !== "" ? qsTr("Link: %1 — the next play starts with it").arg(table.link)
                                     : qsTr("No link: the next play is free"))
                  + "   " + (session.board.direction > 0 ? qsTr("\u21bb clockwise") : qsTr("\u21ba anticlockwise"))
        }
    }
    Label {
        id: stockLabel
        x: stockPos.x + cw / 2 - width / 2
        y: stockPos.y + ch + 8
        text: session.facts.stock > 0 ? qsTr("Stock: %1").arg(session.facts.stock) : qsTr("Stock: none")
        color: Theme.inkDim
        font.pixelSize: Math.max(11, ch * 0.085)
    }
    // Collected stacks: count and sum, the score that decides the game.
    Repeater {
        id: collectedLabels
        model: session.seats
        Label {
            required property int seat
            required property string detail
            readonly property bool mine: table.around(seat) === 0
            readonly property point block: mine ? table.myCollectedPos : table.blockPos(seat)
            // Under the others' blocks, at their stack's end, but never past the window's edge
            // (long in German); one's own over one's plate, under one's stack.
            x: mine ? table.margin + 4
                    : Math.max(table.margin, Math.min(table.width - table.margin - width, block.x + table.oppBlockW - width - 4))
            y: mine ? table.myCollectedLabelY : block.y + table.plateH + 8 + table.ch * table.oppScale
            z: 700
            text: detail
            color: Theme.ink
            font.pixelSize: Math.max(11, table.ch * 0.085)
            // Whose stack it is, for a screen reader (the eye sees where it lies).
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %2").arg(session.game.seatName(seat)).arg(detail)
        }
    }

    // The lines of a move: one's own above the right end of one's hand (one's plate carries
    // the collected stack); the others' beside their blocks where below would cover the stock.
    function captionPos(seat) {
        return seat >= 0 && around(seat) === 0 ? { x: width - margin, y: handY - 8, up: true } : null
    }
    keepClear: {
        const items = [stockCard, stockLabel, linkBadge]
        for (let i = 0; i < collectedLabels.count; ++i)
            items.push(collectedLabels.itemAt(i))
        return items
    }
    Item {
        // The stock's place (its cards are the model's), for keepClear.
        id: stockCard
        x: stockPos.x
        y: stockPos.y
        width: cw
        height: ch
    }

    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        readonly property bool mine: owner >= 0 && owner === session.screen.actor && !session.screen.privacy
        readonly property bool selectable: mine && table.myTurn && zone === "hand"
        readonly property bool isLink: zone === "pile" && position === zoneCount - 1 && zoneCount % 2 === 0
                                       && table.link !== ""

        draggable: selectable
        spot: table.place(zone, owner, position, zoneCount)
        origin: enterFrom === "stock" ? table.stockPos : null
        inDrag: table.selection.dragKey === key
        raise: table.firstKey === key ? table.ch * 0.25 : 0
        z: inDrag ? 2000 : spot.z + (table.firstKey === key ? 50 : 0)
        selected: table.firstKey === key || isLink
        focused: table.selection.mark === key
        playable: model.playable

        // "1st" on the chosen first card, "2nd" on a hinted second card; "link" on the chain's
        // last card.
        Rectangle {
            visible: table.firstKey === tc.key || tc.isLink || table.hintSecondKey === tc.key
            anchors.horizontalCenter: parent.horizontalCenter
            y: -height * 0.6
            width: badge.implicitWidth + 12
            height: badge.implicitHeight + 4
            radius: height / 2
            color: Theme.accent
            Label {
                id: badge
                anchors.centerIn: parent
                text: tc.isLink ? qsTr("link") : table.firstKey === tc.key ? qsTr("1st") : qsTr("2nd")
                Accessible.ignored: !visible
                font.pixelSize: Math.max(10, table.ch * 0.08)
                font.bold: true
                color: "#1b1b1f"
            }
        }
    }
    // A drag takes the grabbed card; with a first card chosen, the pair it would make.
    function dragGroupOf(key) {
        return firstKey !== "" && firstKey !== key ? [firstKey, key] : [key]
    }
    // A pair is picked up (its plays come back as the targets); a first card is not: whether
    // some play starts with it is read from the moves.
    function pickOf(keys) {
        const item = cardItems[keys[keys.length - 1]]
        return item && keys.length > 1 ? { cards: keys.map(faceOf), from: handOf(item) } : null
    }
    // The chain is the one place: for a first card, when some play starts with it; for a pair,
    // when the pair is a legal play.
    function placesOf(keys, targets) {
        const item = cardItems[keys[keys.length - 1]]
        if (!item)
            return {}
        return keys.length > 1 ? placeIn(targets, "pile") : placeIn(canStartWith(item.face) ? [{ legal: true, to: { zone: "pile" } }] : [], "pile")
    }
    function tapped(key) {
        selection.mark = ""
        choose(key)
    }
    function doubleTapped(key) { }

    Repeater {
        model: session.cards
        TableCard {}
    }

    // --- screen readers ------------------------------------------------------------------------
    function zoneWords(item) {
        const yours = item.owner === me
        switch (item.zone) {
        case "hand": return yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(session.game.seatName(item.owner))
        case "collected": return yours ? qsTr("collected by you") : qsTr("collected by %1").arg(session.game.seatName(item.owner))
        case "pile": return item.isLink ? qsTr("the link, at the end of the chain") : qsTr("on the chain")
        case "stock": return qsTr("the stock, %n card(s)", "", item.zoneCount)
        }
        return ""
    }
    // The chain's last pairs are heard, and every collected stack's count is on the plates.
    function heard(item) {
        if (item.zone === "pile")
            return item.position >= item.zoneCount - 4
        if (item.zone === "collected")
            return false
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: chainZone
    Connections {
        target: session.play
        function onHappened(kind, seat, count) {
            if (kind === "took")
                table.burst(qsTr("%1 collects %n card(s)", "", count).arg(session.game.seatName(seat)))
            else if (kind === "reversed")
                table.burst(qsTr("Reverse!"))
        }
    }
}
