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

    readonly property var info: session.info
    readonly property int round: session.state.round ?? 0
    readonly property int rounds: info.rounds ?? 0
    readonly property string wrongSuit: info.wrongSuit ?? ""
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
        const faces = (session.state.stacks ?? [])[owner] ?? []
        const up = (session.state.faceUp ?? [])[owner] ?? []
        const hidden = faces.filter(f => f === "??").length
        return { hidden: hidden, up: up.length, known: faces.length - hidden - up.length }
    }
    function isFaceUp(owner, face) {
        return ((session.state.faceUp ?? [])[owner] ?? []).indexOf(face) >= 0
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

    // --- choosing and giving ------------------------------------------------------------------
    // The hand card chosen (by a click or the keyboard), waiting for its receiver.
    property string selectedKey: ""
    property string selectedFace: ""
    // While a card is dragged or chosen: the seats it may go to.
    property var targets: []
    // A Queen waiting for its suit: {key, face, owner, moves}; null when none.
    property var chooser: null
    // A hinted gift: its receiver and a Queen's suit are marked.
    property int hintOwner: -1
    property string hintChoice: ""
    readonly property string activeFace: dragKey !== "" && cardItems[dragKey] ? cardItems[dragKey].face : selectedFace

    readonly property string statusText: {
        if (!myTurn)
            return ""
        if (chooser)
            return qsTr("Name a suit for your queen: click one, or press C, D, H or S.")
        if (selectedFace !== "")
            return qsTr("Now whom to give %1 to: click a player or your own stack, or press 1 to %2.")
                .arg(session.cardName(selectedFace)).arg(players)
        return qsTr("Round %1: give one card, face down — drag it onto a player or onto your own stack.").arg(round)
    }
    readonly property var buttons: []

    function targetsOf(key) {
        const item = cardItems[key]
        if (!item)
            return []
        const out = []
        for (const m of session.movesFrom([item.face], placeOf(item)))
            if (out.indexOf(m.to.owner) < 0)
                out.push(m.to.owner)
        return out
    }
    function select(key) {
        const item = cardItems[key]
        if (!item || !item.selectable)
            return
        if (selectedKey === key) {
            cancel()
            return
        }
        selectedKey = key
        selectedFace = item.face
        targets = targetsOf(key)
        hintOwner = -1
    }
    function cancel() {
        selectedKey = ""
        selectedFace = ""
        chooser = null
        hintOwner = -1
        hintChoice = ""
        if (dragKey === "")
            targets = []
    }
    // The card `key` to seat `owner`: a gift, a refusal with the engine's reason, or for a
    // Queen the question of its suit.
    function giveTo(key, owner) {
        const item = cardItems[key]
        if (!item || owner < 0)
            return false
        const from = placeOf(item)
        const to = { zone: "stack", owner: owner }
        if (item.face.charAt(0) === "Q") {
            const options = session.movesFrom([item.face], from).filter(m => m.to.owner === owner)
            if (options.length === 0) {
                refuse(moveFor([item.face], from, to).why ?? "")
                return false
            }
            selectedKey = key
            selectedFace = item.face
            chooser = { key: key, face: item.face, owner: owner, moves: options }
            return true
        }
        const m = moveFor([item.face], from, to)
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
        const key = selectedKey !== "" ? selectedKey : focusKey
        if (key === "") {
            refuse(qsTr("Choose a card from your hand first."))
            return
        }
        giveTo(key, owner)
    }

    onMovesChanged: {
        if (selectedKey !== "" && !(cardItems[selectedKey] && cardItems[selectedKey].selectable))
            cancel()
        if (focusKey !== "" && !(cardItems[focusKey] && cardItems[focusKey].selectable))
            focusKey = ""
        if (!myTurn)
            cancel()
    }
    onActed: cancel()

    // Dragging (PlayingCard): the seats the card may go to glow meanwhile.
    function startDrag(key) {
        dragKey = key
        targets = targetsOf(key)
    }
    function endDrag() {
        dragKey = ""
        dragOffset = Qt.point(0, 0)
        if (selectedKey === "")
            targets = []
        else
            targets = targetsOf(selectedKey)
    }
    function tapped(key) {
        focusKey = ""
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
            if (focusKey !== "")
                select(focusKey)
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
    Repeater {
        model: session.seats
        Item {
            id: seatZone
            required property int seat
            required property string name
            required property var info
            readonly property bool mine: table.around(seat) === 0
            readonly property rect area: table.seatRect(seat)
            readonly property bool choosing: table.activeFace !== "" && table.myTurn
            readonly property bool legal: choosing && table.targets.indexOf(seat) >= 0
            readonly property var shut: info.shut ?? []
            readonly property int count: info.stack ?? 0
            readonly property var scores: info.suits ?? null
            objectName: "seat" + seat
            x: area.x
            y: area.y
            width: area.width
            height: area.height
            z: 5

            // Screen readers: the place is a button that gives the chosen card here.
            Accessible.role: Accessible.Button
            Accessible.name: {
                let text = mine ? qsTr("Your stack, %n card(s)", "", count) : qsTr("%1's stack, %n card(s)", "", count).arg(name)
                if (shut.length > 0)
                    text += ", " + (mine ? qsTr("you may receive no more %1").arg(table.suitList(shut))
                                         : qsTr("may receive no more %1").arg(table.suitList(shut)))
                return text
            }
            Accessible.description: table.myTurn ? qsTr("gives the chosen card here (key %1)").arg(table.around(seat) + 1) : ""
            Accessible.onPressAction: table.seatTapped(seat)

            Rectangle {
                anchors.fill: parent
                radius: Math.max(8, table.cw * 0.12)
                color: seatDrop.containsDrag && seatZone.legal ? "#33f2c14e"
                       : seatZone.legal ? "#18f2c14e" : "#14000000"
                border.width: seatZone.choosing || table.hintOwner === seatZone.seat ? Math.max(2, table.cw * 0.03) : 1
                border.color: table.hintOwner === seatZone.seat && !seatZone.choosing ? Theme.accent
                              : !seatZone.choosing ? "#26ffffff" : seatZone.legal ? Theme.accent : "#88e2574c"
                Accessible.ignored: true
            }
            // Why a card cannot go here: the receiver shows that suit's king.
            Label {
                visible: seatZone.choosing && !seatZone.legal
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 4
                text: qsTr("shut: %1").arg(Theme.suitGlyph(table.activeFace.charAt(1)))
                color: Theme.danger
                font.bold: true
                font.pixelSize: Math.max(11, table.ch * 0.1)
                Accessible.ignored: true
            }
            // The key that gives the chosen card here.
            Rectangle {
                visible: table.myTurn
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 4
                width: keyLabel.implicitWidth + 10
                height: keyLabel.implicitHeight + 4
                radius: height / 2
                color: "#66000000"
                Accessible.ignored: true
                Label {
                    id: keyLabel
                    anchors.centerIn: parent
                    text: String(table.around(seatZone.seat) + 1)
                    color: Theme.inkDim
                    font.pixelSize: Math.max(10, table.ch * 0.085)
                    Accessible.ignored: true
                }
            }
            DropArea {
                id: seatDrop
                anchors.fill: parent
                keys: ["felt/cards"]
                onDropped: drop => {
                    drop.accept()
                    table.giveTo(table.dragKey, seatZone.seat)
                }
            }
            TapHandler {
                enabled: table.myTurn
                onTapped: table.seatTapped(seatZone.seat)
            }
        }
    }
    // What lies on each place, over the cards: the stack's count, the suits it may no longer
    // receive, one's own totals per suit, the gift's receiver.
    Repeater {
        model: session.seats
        Item {
            id: marks
            required property int seat
            required property string name
            required property var info
            readonly property bool mine: table.around(seat) === 0
            readonly property var shut: info.shut ?? []
            readonly property int count: info.stack ?? 0
            readonly property var scores: info.suits ?? null
            readonly property point block: mine ? Qt.point(table.myStackX, table.myStackY) : table.blockPos(seat)
            anchors.fill: parent
            z: 800

            // The stack's size, on its face-down pile (or where it will be).
            Rectangle {
                objectName: "stackCount"
                readonly property real s: marks.mine ? table.stackScale : table.oppScale
                visible: !(marks.mine && marks.scores)
                x: marks.mine ? table.myStackX - 6 : marks.block.x - 2
                y: marks.mine ? table.myStackY + table.ch * s - height + 4 : marks.block.y + table.oppRowB + table.ch * s - height + 4
                width: countLabel.implicitWidth + 12
                height: countLabel.implicitHeight + 4
                radius: height / 2
                color: Theme.panelSolid
                border.color: "#55ffffff"
                Accessible.ignored: true
                Label {
                    id: countLabel
                    anchors.centerIn: parent
                    text: marks.count > 0 ? qsTr("%n card(s)", "", marks.count) : qsTr("no stack yet")
                    color: Theme.ink
                    font.pixelSize: Math.max(10, table.ch * 0.085)
                    Accessible.ignored: true
                }
            }
            // The suits a face-up king shuts: no card of them may reach this seat.
            Row {
                objectName: "shutSuits"
                visible: marks.shut.length > 0
                spacing: 3
                x: marks.mine ? table.margin : marks.block.x + 4 + table.oppBlockW * 0.5 + 16 + table.cw * table.oppScale
                y: marks.mine ? table.height - table.margin - table.plateH - height - 8
                              : marks.block.y + table.oppRowA + table.ch * table.oppScale / 2 - height / 2
                Accessible.role: Accessible.StaticText
                Accessible.name: marks.mine ? qsTr("You may receive no more %1.").arg(table.suitList(marks.shut))
                                            : qsTr("%1 may receive no more %2.").arg(marks.name).arg(table.suitList(marks.shut))
                Accessible.ignored: !visible
                Label {
                    text: qsTr("no")
                    color: Theme.ink
                    font.pixelSize: Math.max(11, table.ch * 0.095)
                    anchors.verticalCenter: parent.verticalCenter
                    Accessible.ignored: true
                }
                Repeater {
                    model: marks.shut
                    Rectangle {
                        required property string modelData
                        width: height
                        height: Math.max(18, table.ch * 0.17)
                        radius: height / 2
                        color: Theme.cardPaper
                        border.color: Theme.danger
                        border.width: 2
                        Accessible.ignored: true
                        Text {
                            anchors.centerIn: parent
                            text: Theme.suitGlyph(modelData)
                            color: Theme.suitColor(modelData)
                            font.pixelSize: parent.height * 0.7
                            Accessible.ignored: true
                        }
                        // Struck through.
                        Rectangle {
                            anchors.centerIn: parent
                            width: parent.width * 1.05
                            height: 2
                            rotation: -45
                            color: Theme.danger
                        }
                    }
                }
            }
            // One's own stack: what it would score under each suit.
            Repeater {
                model: marks.mine && marks.scores ? table.suits : []
                Label {
                    required property string modelData
                    required property int index
                    readonly property int total: marks.scores[modelData].total
                    objectName: "suitTotal" + modelData
                    x: table.myStackX + index * table.colW
                    y: table.myStackTop
                    width: table.colW - 8
                    elide: Text.ElideRight
                    textFormat: Text.StyledText
                    text: qsTr("if %1 is the Wrong Suit: <b>%2</b>")
                          .arg("<font color=\"" + table.glyphColor(modelData) + "\">" + Theme.suitGlyph(modelData) + "</font>")
                          .arg(table.signed(total))
                    color: Theme.ink
                    font.pixelSize: Math.max(11, table.ch * 0.095)
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("If %1 are the Wrong Suit, your stack scores %2.").arg(table.suitName(modelData)).arg(total)
                }
            }
            // One's gift, waiting face down until everyone has given.
            Label {
                readonly property int to: marks.info.giftTo ?? -1
                visible: marks.mine && to >= 0 && !session.over
                x: Math.min(table.myGiftPos.x + table.cw / 2 - width / 2, table.width - table.margin - width)
                y: table.myGiftPos.y - height - 4
                horizontalAlignment: Text.AlignHCenter
                text: to === marks.seat ? qsTr("for your stack") : qsTr("for %1").arg(session.seatName(to))
                color: Theme.accent
                font.bold: true
                font.pixelSize: Math.max(11, table.ch * 0.095)
                Accessible.ignored: true
            }
        }
    }

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
        return App.nameList(list.map(s => suitName(s)))
    }
    // A suit's glyph on the felt: red or a light ink (black would not show).
    function glyphColor(s) {
        return s === "H" || s === "D" ? "#ff8a80" : Theme.ink
    }
    function signed(n) {
        return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0"
    }

    // --- the middle: the round and the Aces ---------------------------------------------------
    Rectangle {
        id: roundBadge
        objectName: "roundBadge"
        x: table.width / 2 - width / 2
        y: table.acesY - height - 8
        z: 450
        width: Math.max(roundLabel.implicitWidth, aceLabel.implicitWidth) + 28
        height: roundColumn.implicitHeight + 8
        radius: Math.min(height / 2, 14)
        color: Theme.panel
        visible: session.active
        Accessible.role: Accessible.StaticText
        Accessible.name: roundLabel.text + ". " + aceLabel.text
        Column {
            id: roundColumn
            anchors.centerIn: parent
            Label {
                id: roundLabel
                anchors.horizontalCenter: parent.horizontalCenter
                color: Theme.ink
                font.bold: true
                font.pixelSize: Math.max(12, table.ch * 0.11)
                Accessible.ignored: true
                text: session.over ? qsTr("The Wrong Suit: %1").arg(table.suitName(table.wrongSuit))
                                   : qsTr("Round %1 of %2").arg(table.round).arg(table.rounds)
            }
            Label {
                id: aceLabel
                anchors.horizontalCenter: parent.horizontalCenter
                text: session.over ? qsTr("the first ace was turned over") : qsTr("one ace names the Wrong Suit at the end")
                color: Theme.inkDim
                font.pixelSize: Math.max(10, table.ch * 0.08)
                Accessible.ignored: true
            }
        }
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
    Rectangle {
        id: chooserPanel
        objectName: "suitChooser"
        visible: table.chooser !== null
        readonly property int owner: table.chooser ? table.chooser.owner : -1
        readonly property string queen: table.chooser ? table.chooser.face : ""
        readonly property bool toSelf: owner === table.bottomSeat
        readonly property var myShut: ((table.info.shut ?? [])[table.bottomSeat]) ?? []
        z: 2500
        width: Math.min(table.width - 2 * table.margin, Math.max(420, table.cw * 5.6))
        height: chooserColumn.implicitHeight + 28
        x: table.width / 2 - width / 2
        y: Math.max(table.margin, table.height / 2 - height / 2 - table.ch * 0.4)
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.accent
        border.width: 2
        MouseArea { anchors.fill: parent }   // a click on the panel keeps it open
        Column {
            id: chooserColumn
            x: 14
            y: 14
            width: parent.width - 28
            spacing: 10
            Label {
                width: parent.width
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                font.bold: true
                font.pixelSize: Math.max(14, table.ch * 0.12)
                color: Theme.ink
                text: chooserPanel.toSelf
                      ? qsTr("Your %1 goes on your own stack. Name a suit: your lowest card of it moves from your hand to your stack.")
                        .arg(session.cardName(chooserPanel.queen))
                      : qsTr("Your %1 goes to %2. Name a suit: %2 must give you the lowest card of it from their hand.")
                        .arg(session.cardName(chooserPanel.queen)).arg(session.seatName(chooserPanel.owner))
                // The panel shows only while a Queen asks: hidden, none of it is heard.
                Accessible.ignored: !visible
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: 12
                Repeater {
                    model: table.suits
                    Column {
                        required property string modelData
                        spacing: 2
                        Button {
                            Accessible.onPressAction: clicked()
                            id: suitButton
                            objectName: "suitButton" + modelData
                            focusPolicy: Qt.NoFocus
                            width: Math.max(64, table.cw * 0.9)
                            height: width
                            highlighted: table.hintChoice === modelData
                            Accessible.name: table.suitName(modelData)
                            Accessible.ignored: !visible
                            Accessible.description: qsTr("key %1").arg(modelData)
                            onClicked: table.chooseSuit(modelData)
                            contentItem: Text {
                                text: Theme.suitGlyph(modelData)
                                color: Theme.suitColor(modelData)
                                font.pixelSize: suitButton.height * 0.55
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                            }
                            background: Rectangle {
                                radius: 12
                                color: suitButton.down ? "#e8e2cf" : Theme.cardPaper
                                border.color: suitButton.highlighted || suitButton.hovered ? Theme.accent : Theme.cardEdge
                                border.width: suitButton.highlighted ? 4 : 2
                            }
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: modelData + " · " + table.suitName(modelData)
                            color: Theme.inkDim
                            font.pixelSize: Math.max(11, table.ch * 0.085)
                            Accessible.ignored: true
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: chooserPanel.myShut.indexOf(modelData) >= 0
                            text: qsTr("your king stops it")
                            Accessible.ignored: !visible
                            color: Theme.danger
                            font.pixelSize: Math.max(10, table.ch * 0.075)
                        }
                    }
                }
            }
            Button {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                Accessible.ignored: !visible
                objectName: "suitCancel"
                anchors.horizontalCenter: parent.horizontalCenter
                focusPolicy: Qt.NoFocus
                flat: true
                text: qsTr("Choose again (Esc)")
                onClicked: table.cancel()
            }
        }
    }

    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        readonly property bool mine: owner >= 0 && owner === session.actor && !session.privacy
        readonly property bool selectable: mine && table.myTurn && zone === "hand"
        // A stack card the viewer knows that lies face down (the others cannot see it).
        readonly property bool lyingDown: zone === "stack" && face !== "??" && pile !== 2 && !table.isFaceUp(owner, face)

        draggable: selectable
        spot: table.place(zone, owner, pile, position, zoneCount)
        inDrag: table.dragKey === key
        raise: selected ? table.ch * spot.s * 0.18 : 0
        z: inDrag ? 2000 : spot.z + (selected ? 50 : 0)
        selected: table.selectedKey === key
        focused: table.focusKey === key
        playable: false

        // Face down though its face is shown to you: a corner of the card's back.
        Image {
            visible: tc.lyingDown
            x: parent.width * 0.04
            anchors.bottom: parent.bottom
            anchors.bottomMargin: parent.width * 0.04
            width: parent.width * 0.26
            height: width
            source: "../../cards/back.svg"
            sourceSize.width: 64
            sourceSize.height: 90
            fillMode: Image.PreserveAspectCrop
            Accessible.ignored: true
        }
        // The Ace that is turned at the end turns over.
        transform: Scale { id: flip; origin.x: tc.width / 2; xScale: 1 }
        Loader {
            id: backCover
            anchors.fill: parent
            active: tc.zone === "aces"
            visible: false
            sourceComponent: Card { face: "??"; shadow: false }
        }
        SequentialAnimation {
            id: flipAnim
            ScriptAction { script: backCover.visible = true }
            PauseAnimation { duration: 900 }
            NumberAnimation { target: flip; property: "xScale"; from: 1; to: 0; duration: 160; easing.type: Easing.InQuad }
            ScriptAction { script: backCover.visible = false }
            NumberAnimation { target: flip; property: "xScale"; from: 0; to: 1; duration: 200; easing.type: Easing.OutQuad }
        }
        onFaceChanged: if (zone === "aces" && face !== "??") flipAnim.restart()
    }
    Repeater {
        model: session.cards
        TableCard {}
    }

    // --- screen readers ------------------------------------------------------------------------
    function zoneWords(item) {
        const yours = item.owner === me
        const who = session.seatName(item.owner)
        switch (item.zone) {
        case "hand": return yours ? qsTr("in your hand") : qsTr("in %1's hand").arg(who)
        case "gift":
            if (yours) {
                const to = (session.state.myGive ?? null) !== null ? mySeatInfo().giftTo ?? -1 : -1
                return to === me ? qsTr("your gift of this round, for your own stack, face down until everyone has given")
                     : to >= 0 ? qsTr("your gift of this round, for %1, face down until everyone has given").arg(session.seatName(to))
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
    function mySeatInfo() {
        for (let i = 0; i < session.seats.count; ++i) {
            const idx = session.seats.index(i, 0)
            if (session.seats.data(idx, SeatsModel.SeatRole) === me)
                return session.seats.data(idx, SeatsModel.InfoRole) ?? ({})
        }
        return ({})
    }
    // Face-down cards nobody may name stay out (each stack says its count); known cards are heard.
    function heard(item) {
        return item.tappable || item.face !== "??"
    }

    // --- effects ---------------------------------------------------------------------------------
    burstAnchor: acesArea
    // The table's own lines (the round is over, the Ace) go with one's own.
    function captionGroup(seat) {
        return seat < 0 ? bottomSeat : seat
    }
    function captionPos(seat) {
        // One's own lines and the table's go below the Aces, where the eye is between rounds.
        if (seat >= 0 && around(seat) !== 0)
            return null
        return { x: width / 2 - Math.max(oppBlockW, 260) / 2, y: acesY + ch * acesScale + 6, up: false }
    }
    // The result waits until the last round has landed and the Ace has turned.
    readonly property int resultDelay: 1800
    property Component resultDetail: Component { WrongSuitScores {} }
}
