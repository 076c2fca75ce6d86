// Chain-Chain's table. The person at the screen sits at the bottom with their hand and their
// collected stack; the others sit round the top. In the middle lies the chain: every play is
// a pair of overlapping cards, the last card of the last pair is the link the next player
// must continue, and the arrow says which way play goes.
//
// A play is two cards in order: drag (or click) the first card onto the chain, then the
// second. The session says what is legal — the first card must equal the link while one is
// held, and the table explains a refusal with the game's own reason.
import QtQuick
import QtQuick.Controls
import Felt

FocusScope {
    id: table
    focus: true

    readonly property GameSession session: App.session
    readonly property int players: session.players
    property int bottomSeat: 0
    readonly property int viewer: session.viewer
    onViewerChanged: if (viewer >= 0) bottomSeat = viewer
    Component.onCompleted: if (viewer >= 0) bottomSeat = viewer

    readonly property bool myTurn: !session.privacy && !session.over && session.legal.length > 0
    readonly property var legal: session.legal
    readonly property string link: session.state.link ?? ""
    readonly property var pile: session.state.pile ?? []

    // --- geometry -------------------------------------------------------------------------
    readonly property real margin: Math.max(10, height * 0.018)
    readonly property real ch: Math.max(60, Math.min(height * 0.2, (width - 2 * margin) / 10 * Theme.cardAspect))
    readonly property real cw: ch / Theme.cardAspect
    readonly property real oppScale: players > 4 ? 0.45 : 0.52
    readonly property real plateH: Math.max(26, ch * 0.2)
    readonly property real oppBlockW: Math.max(3.6 * cw * oppScale + 10, 200)
    readonly property real oppBlockH: plateH + 6 + ch * oppScale * 1.1
    readonly property real handY: height - margin - ch
    readonly property real chainY: (margin + oppBlockH + handY - ch * 0.3) / 2 - ch / 2
    readonly property point stockPos: Qt.point(margin + cw * 0.3, chainY)
    readonly property real chainLeft: stockPos.x + cw * 1.6
    readonly property real chainRight: width - margin - cw * 0.3
    readonly property point myCollectedPos: Qt.point(width - margin - cw * 1.2, handY)

    function around(seat) {
        return SeatRing.around(seat, bottomSeat, players)
    }
    function blockPos(seat) {
        return SeatRing.blockPos(around(seat), players, width, margin, oppBlockW,
                                 (chainY - margin - oppBlockH - ch * 0.1) * 0.8)
    }

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
                     s: 0.8, r: 0, z: 150 + pos }
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
    property var cardItems: ({})
    property string firstKey: ""       // the chosen first card, waiting for its partner
    property string dragKey: ""
    property point dragOffset: Qt.point(0, 0)
    property bool dragLegal: false
    property string focusKey: ""
    signal refused(string why)

    // For the page: what to do on one's own move, and the buttons for it.
    readonly property string statusText: {
        if (session.privacy || session.over || legal.length === 0)
            return ""
        if (legal.length === 1 && legal[0] === "take")
            return qsTr("Your turn: you hold no %1, so you must collect the chain — press Take, then play two cards freely.").arg(link)
        if (firstKey !== "")
            return qsTr("Now the second card: it becomes the link for the next player.")
        if (link !== "" && legal.every(a => a.startsWith("play " + link + " ")))
            return qsTr("Your turn: continue the chain with a %1, then any second card.").arg(link)
        return qsTr("Your turn: play any two cards — drag or click the first, then the second.")
    }
    readonly property var buttons: session.over ? []
        : [{ name: "takeButton", text: qsTr("Take"), enabled: legal.indexOf("take") >= 0, highlighted: true, run: take },
           { name: "cancelButton", text: qsTr("Choose again"), enabled: firstKey !== "", run: () => { firstKey = "" } }]

    onLegalChanged: {
        if (firstKey !== "" && !(cardItems[firstKey] && cardItems[firstKey].selectable))
            firstKey = ""
    }
    function faceOf(key) {
        return cardItems[key] ? cardItems[key].face : ""
    }
    // Whether some legal play starts with `face` (and, with `second`, is exactly that play).
    function canStartWith(face) {
        return legal.some(a => a.startsWith("play " + face + " "))
    }
    // Why `face` cannot come first: the game's reason for a play that starts with it.
    function whyNotFirst(face) {
        const other = Object.values(cardItems).find(i => i.mine && i.zone === "hand" && i.face !== face)
        return session.whyNot("play " + face + " " + (other ? other.face : face))
    }
    function act(action) {
        if (session.act(action)) {
            firstKey = ""
            return true
        }
        table.refused(session.message)
        return false
    }
    // One card chosen (by a click, a drop on the chain or the keyboard).
    function choose(key) {
        const item = cardItems[key]
        if (!item || !item.selectable)
            return
        if (firstKey === "") {
            if (!canStartWith(item.face)) {
                table.refused(whyNotFirst(item.face))
                return
            }
            firstKey = key
            return
        }
        if (firstKey === key) {
            firstKey = ""
            return
        }
        act("play " + faceOf(firstKey) + " " + item.face)
    }
    function take() {
        return act("take")
    }
    // The play a drag of `key` onto the chain would make, or "" for a first card.
    function dragAction(key) {
        return firstKey !== "" && firstKey !== key ? "play " + faceOf(firstKey) + " " + faceOf(key) : ""
    }

    function keyboardCards() {
        return Object.values(cardItems).filter(i => i.selectable).sort((a, b) => a.position - b.position).map(i => i.key)
    }
    function moveFocus(step) {
        const keys = keyboardCards()
        if (keys.length === 0)
            return
        const at = keys.indexOf(focusKey)
        focusKey = keys[at < 0 ? (step > 0 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length]
    }
    Keys.onPressed: event => {
        if (session.privacy || session.over)
            return
        switch (event.key) {
        case Qt.Key_Left: moveFocus(-1); break
        case Qt.Key_Right: moveFocus(1); break
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter: if (focusKey !== "") choose(focusKey); break
        case Qt.Key_T: if (legal.indexOf("take") >= 0) take(); break
        case Qt.Key_Escape: firstKey = ""; break
        default: return
        }
        event.accepted = true
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
        color: chainDrop.containsDrag && table.dragLegal ? "#33f2c14e" : "#1a000000"
        border.width: Math.max(2, cw * 0.03)
        border.color: table.dragKey !== "" ? (table.dragLegal ? Theme.accent : "#88e2574c") : "#33ffffff"
        Label {
            anchors.centerIn: parent
            visible: table.pile.length === 0
            text: qsTr("The chain starts here: play any two cards")
            color: "#88ffffff"
            font.pixelSize: Math.max(12, ch * 0.1)
        }
        DropArea {
            id: chainDrop
            anchors.fill: parent
            keys: ["felt/cards"]
            onDropped: drop => {
                drop.accept()
                table.choose(table.dragKey)
            }
        }
        TapHandler {
            enabled: table.myTurn
            onTapped: if (table.focusKey !== "") table.choose(table.focusKey)
        }
    }
    // The link, and which way play goes.
    Rectangle {
        visible: session.active
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
            text: (table.link !== "" ? qsTr("Link: %1 — the next first card must be a %1").arg(table.link)
                                     : qsTr("No link: the next play is free"))
                  + "   " + (session.direction > 0 ? qsTr("\u21bb clockwise") : qsTr("\u21ba anticlockwise"))
        }
    }
    Label {
        x: stockPos.x + cw / 2 - width / 2
        y: stockPos.y + ch + 8
        text: (session.state.stock ?? 0) > 0 ? qsTr("Stock: %1").arg(session.state.stock) : qsTr("Stock: none")
        color: Theme.inkDim
        font.pixelSize: Math.max(11, ch * 0.085)
    }
    // Collected stacks: count and sum, the score that decides the game.
    Repeater {
        model: session.seats
        Label {
            required property int seat
            required property string detail
            readonly property bool mine: table.around(seat) === 0
            readonly property point block: mine ? table.myCollectedPos : table.blockPos(seat)
            // Centred over the stack, but never past the window's edge (long in German).
            x: Math.max(table.margin, Math.min(table.width - table.margin - width,
                        mine ? block.x - width / 2 + cw * 0.4 : block.x + table.oppBlockW - width - 4))
            // Above one's own stack (which grows upwards a little), under the others' blocks.
            y: mine ? block.y - 18 - height - 6 : block.y + table.plateH + 8 + table.ch * table.oppScale
            z: 700
            text: detail
            color: Theme.ink
            font.pixelSize: Math.max(11, table.ch * 0.085)
        }
    }

    // --- the seats ----------------------------------------------------------------------------
    Repeater {
        model: session.seats
        SeatPlate {
            id: plate
            readonly property bool mine: table.around(plate.seat) === 0
            readonly property point block: mine ? Qt.point(0, 0) : table.blockPos(plate.seat)
            // Wider than the block when the text needs it (and there is room), never off the table.
            x: mine ? table.margin : Math.max(table.margin, Math.min(table.width - table.margin - width,
                                                                     block.x + (table.oppBlockW - width) / 2))
            y: mine ? table.height - table.margin - height : block.y
            width: mine ? Math.max(170, table.cw * 1.6)
                        : Math.max(table.oppBlockW, Math.min(implicitWidth, table.oppBlockW * 1.4,
                                                             SeatRing.blockStep(table.players, table.width, table.margin,
                                                                                table.oppBlockW) - 8))
            height: table.plateH
            z: 700
        }
    }

    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        readonly property bool mine: owner >= 0 && owner === table.viewer && !session.privacy
        readonly property bool selectable: mine && table.myTurn && zone === "hand"
        readonly property bool isLink: zone === "pile" && position === zoneCount - 1 && zoneCount % 2 === 0
                                       && table.link !== ""

        draggable: selectable
        spot: table.place(zone, owner, position, zoneCount)
        origin: enterFrom === "stock" ? table.stockPos : null
        inDrag: table.dragKey === key
        raise: table.firstKey === key ? table.ch * 0.25 : 0
        z: inDrag ? 2000 : spot.z + (table.firstKey === key ? 50 : 0)
        selected: table.firstKey === key || isLink
        focused: table.focusKey === key
        playable: model.playable

        // "1st" on the chosen first card; "link" on the chain's last card.
        Rectangle {
            visible: table.firstKey === tc.key || tc.isLink
            anchors.horizontalCenter: parent.horizontalCenter
            y: -height * 0.6
            width: badge.implicitWidth + 12
            height: badge.implicitHeight + 4
            radius: height / 2
            color: Theme.accent
            Label {
                id: badge
                anchors.centerIn: parent
                text: tc.isLink ? qsTr("link") : qsTr("1st")
                font.pixelSize: Math.max(10, table.ch * 0.08)
                font.bold: true
                color: "#1b1b1f"
            }
        }
    }
    function startDrag(key) {
        dragKey = key
        const action = dragAction(key)
        dragLegal = action === "" ? canStartWith(faceOf(key)) : session.isLegal(action)
    }
    function endDrag() {
        dragKey = ""
        dragOffset = Qt.point(0, 0)
        dragLegal = false
    }
    function tapped(key) {
        focusKey = ""
        choose(key)
    }
    function doubleTapped(key) { }

    Repeater {
        model: session.cards
        TableCard {}
    }

    // --- effects ---------------------------------------------------------------------------------
    Label {
        id: burst
        z: 3000
        anchors.centerIn: chainZone
        font.pixelSize: Math.max(22, table.ch * 0.26)
        font.bold: true
        color: Theme.accent
        style: Text.Outline
        styleColor: "#80000000"
        opacity: 0
        function show(text) {
            burst.text = text
            burstAnim.restart()
        }
        SequentialAnimation {
            id: burstAnim
            NumberAnimation { target: burst; property: "opacity"; from: 0; to: 1; duration: 150 }
            PauseAnimation { duration: 800 }
            NumberAnimation { target: burst; property: "opacity"; to: 0; duration: 300 }
        }
    }
    Connections {
        target: session
        // A hinted play: its first card is chosen, the second is left to the person.
        function onHintChanged() {
            const words = session.hint.split(" ")
            if (words[0] !== "play")
                return
            const first = Object.values(table.cardItems).find(i => i.selectable && i.face === words[1])
            if (first)
                table.firstKey = first.key
        }
        function onHappened(kind, seat, count) {
            if (kind === "took")
                burst.show(qsTr("%1 collects %n card(s)", "", count).arg(session.seatName(seat)))
            else if (kind === "reversed")
                burst.show(qsTr("Reverse!"))
        }
    }
}
