// Bring Down the Mountain's table, laid out as the source describes it: the peak in the
// middle, four ridges running out from it like spokes (their outer cards drawable), and
// four valleys between the spokes, each in front of its position, clockwise 1 to 4; every
// ridge and valley carries its number, the one the hints and the log use. The
// table is turned so that the first position of the first person at the table lies at the
// bottom (and stays there, so the mountain does not spin between turns). What the
// position on turn reaches is lit; legal targets glow while a card is dragged.
//
// Drag a valley card to move it and every card above it; drag a ridge's outer card (or the
// peak's top, through an empty ridge) into a valley to draw. Or click the card, then the
// valley; or pick a card with the arrow keys and a valley with 1-4.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

TableBase {
    id: table
    showPlates: false

    readonly property QtObject facts: session.facts
    readonly property int position: facts.position

    // --- geometry ---------------------------------------------------------------------------
    // Every zone (the peak, each ridge, each valley with its label) has a rectangle of its own,
    // and no two of them meet: the ridges leave the peak from its sides, the upper ones above
    // the middle line and the lower ones below it, and the valleys lie beyond them (the ones
    // at the top and bottom beyond the ridges' ends, the ones at the sides beyond their length).
    ch: Math.max(56, Math.min((height - 2 * margin) / 6.85, (width - 2 * margin) / 11.8 * Theme.cardAspect))
    readonly property real cx: width / 2
    readonly property real cy: height / 2
    readonly property real gap: Math.max(6, cw * 0.12)       // between two zones
    readonly property real pad: Math.max(3, cw * 0.08)       // round a valley's cards
    readonly property real labelSize: Math.max(11, ch * 0.12)
    readonly property real labelH: Math.ceil(labelSize * 1.45)
    readonly property real fanX: cw * 0.3      // valleys at the top and bottom fan sideways
    readonly property real fanY: ch * 0.24     // valleys on the sides fan downwards
    readonly property real stepX: cw * 0.26    // a ridge's cards, one from the next
    readonly property real stepY: ch * 0.115
    readonly property real ridgeW: cw + 10 * stepX
    readonly property real ridgeH: ch + 10 * stepY
    readonly property real peakStep: 2         // the peak's cards, stacked
    readonly property rect peakRect: Qt.rect(cx - cw / 2 - 3 * peakStep / 2, cy - ch / 2 - 3 * peakStep / 2, cw + 3 * peakStep, ch + 3 * peakStep)
    readonly property var ridgeDir: [Qt.point(-1, 1), Qt.point(-1, -1), Qt.point(1, -1), Qt.point(1, 1)]
    // The widest valley's label, in the language shown (the labels of the top and bottom
    // valleys stand before their first card).
    TextMetrics {
        id: valleyLabelMetrics
        font.pixelSize: table.labelSize
        font.bold: true
        text: qsTr("Valley %1").arg(4)
    }
    readonly property real valleyLabelW: Math.ceil(valleyLabelMetrics.advanceWidth) + 4

    // Which position lies at the bottom: the first one played by the first person at the
    // table (the mountain is shared, so it is not turned again when another person takes
    // the device). Ridge and valley i are drawn at slot (i - home) mod 4.
    readonly property int home: Math.max(0, facts.positionSeats.indexOf(session.game.firstHuman))
    function slot(i) {
        return (i - home + 4) % 4
    }

    // A ridge's rectangle: beside the peak, clear of it by a gap, on its own side of the
    // middle line; the card nearest the peak lies in the corner next to it.
    function ridgeRect(r) {
        const d = ridgeDir[slot(r)]
        return Qt.rect(d.x < 0 ? peakRect.x - gap - ridgeW : peakRect.x + peakRect.width + gap,
                       d.y > 0 ? cy + gap / 2 : cy - gap / 2 - ridgeH, ridgeW, ridgeH)
    }
    // Card k of a ridge counted from the peak (1 = innermost).
    function ridgeSpot(r, k) {
        const d = ridgeDir[slot(r)]
        const a = ridgeRect(r)
        return Qt.point(d.x < 0 ? a.x + a.width - cw - (k - 1) * stepX : a.x + (k - 1) * stepX,
                        d.y > 0 ? a.y + (k - 1) * stepY : a.y + a.height - ch - (k - 1) * stepY)
    }
    // A ridge's label: at its outer edge, beside the outer end (where no card reaches).
    function ridgeLabelPos(r, w) {
        const d = ridgeDir[slot(r)]
        const a = ridgeRect(r)
        const clear = cw + stepX * Math.ceil(labelH / stepY) + 3   // from the outer side
        return Qt.point(d.x < 0 ? a.x + clear : a.x + a.width - clear - w,
                        d.y > 0 ? a.y + a.height - labelH : a.y)
    }
    // The area a valley's pile may fill (13 cards) and its label, for drops and the reach
    // light: beyond the ridges' ends at the top and bottom, beyond their length at the sides.
    function valleyRect(v) {
        const s = slot(v)
        if (s % 2 === 0) {
            const w = valleyLabelW + cw + 12 * fanX + 2 * pad
            const h = ch + 2 * pad
            return Qt.rect(cx - w / 2 - valleyLabelW / 2, s === 0 ? cy + gap / 2 + ridgeH + gap : cy - gap / 2 - ridgeH - gap - h, w, h)
        }
        const w = Math.max(cw, valleyLabelW) + 2 * pad
        const h = labelH + ch + 12 * fanY + 2 * pad
        const reach = peakRect.width / 2 + gap + ridgeW + gap
        return Qt.rect(s === 1 ? cx - reach - w : cx + reach, cy - h / 2, w, h)
    }
    // The first card of each valley, and which way its pile fans.
    function valleyOrigin(v) {
        const a = valleyRect(v)
        return slot(v) % 2 === 0 ? Qt.point(a.x + pad + valleyLabelW, a.y + pad)
                                 : Qt.point(a.x + (a.width - cw) / 2, a.y + pad + labelH)
    }
    function valleyStep(v) {
        return slot(v) % 2 === 0 ? Qt.point(fanX, 0) : Qt.point(0, fanY)
    }
    function place(zone, index, pos, count) {   // index: the ridge or valley
        if (zone === "peak")   // top first: the top card lies highest
            return { x: peakRect.x + (count - 1 - pos) * peakStep, y: peakRect.y + 3 * peakStep - (count - 1 - pos) * peakStep, s: 1, r: 0,
                     z: 200 + count - pos }
        if (zone === "ridge") {   // outer end first
            const k = count - pos
            const p = ridgeSpot(index, k)
            return { x: p.x, y: p.y, s: 1, r: 0, z: 100 + k }
        }
        const o = valleyOrigin(index)
        const st = valleyStep(index)
        return { x: o.x + pos * st.x, y: o.y + pos * st.y, s: 1, r: 0, z: 300 + pos }
    }

    // --- acting: the table's selection (TableBase.selection) --------------------------------
    // The card clicked (or marked and picked), waiting for a valley; it takes what lies on it.
    readonly property string chosenKey: selection.chosen.length > 0 ? selection.chosen[0] : ""

    function canChoose(item) {
        return item.playable === true
    }
    // Card keys[0] picked up, and what lies on it (its moves go to the valleys it may go to).
    function pickOf(keys) {
        const c = cardItems[keys[0]]
        return c ? { cards: [], from: placeOf(c) } : null
    }
    // The move that takes card keys[0] (and what lies on it) to `place` (a valley): found among
    // the moves of what is picked up, else asked for the reason.
    function moveTo(keys, place) {
        const c = cardItems[keys[0]]
        return picked(keys, place) ?? (c ? moveFor([], placeOf(c), place) : { legal: false, why: "" })
    }
    // Whether card `key` lies in the block being dragged or chosen (it and all above it).
    function inBlock(key, item) {
        const c = cardItems[key]
        return c !== undefined && c.zone === "valley" && item.zone === "valley" && item.pile === c.pile
               && item.position >= c.position
    }
    function dropOn(v) {
        return selection.dropOn({ zone: "valley", pile: v })
    }

    function selectionKeys() {
        const order = { ridge: 0, peak: 1, valley: 2 }
        return Object.values(cardItems).filter(i => i.playable)
            .sort((a, b) => order[a.zone] - order[b.zone] || a.pile - b.pile || a.position - b.position)
            .map(i => i.key)
    }
    function keyPressed(event) {
        switch (event.key) {
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter: if (selection.mark !== "") selection.pick(selection.mark); return true
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4:
            if (chosenKey !== "") dropOn(event.key - Qt.Key_1)
            return true
        case Qt.Key_W: if (session.advice.canAnalyze) session.advice.analyze(); return true
        case Qt.Key_C: if (session.play.canDo("concede")) concede(); return true
        }
        return false
    }
    // A hinted move: its card is chosen and the valley it goes to glows.
    function showHint(m) {
        const item = Object.values(cardItems).find(i => i.zone === m.from.zone && (m.from.pile < 0 || i.pile === m.from.pile)
                                                        && i.position === m.from.index)
        if (item)
            selection.pick(item.key)
    }

    // For the page: what to do on one's own move, and the buttons for it.
    readonly property string statusText: {
        if (session.board.over || moves.length === 0)
            return ""
        // Whose position it is, by name when several people share the table.
        const seat = facts.positionSeats[position] ?? -1
        const here = session.game.humans > 1 && seat >= 0 ? qsTr("%1, position %2").arg(session.game.seatName(seat)).arg(position + 1)
                                                     : qsTr("Position %1").arg(position + 1)
        const blocks = moves.some(m => m.verb === "move")
        if (can("pass"))
            return blocks ? qsTr("%1: no card can be drawn into your valleys as they stand — move blocks, or pass.").arg(here)
                          : qsTr("%1: no card can be drawn and nothing can be moved — pass.").arg(here)
        if (chosenKey !== "")
            return qsTr("%1: now click the valley it goes to (or press 1-4).").arg(here)
        return qsTr("%1: move blocks between the valleys you reach if you like, then draw a ridge's outer card into one of them.").arg(here)
    }
    readonly property var buttons: session.board.over ? []
        : [verbButton("pass"),
           { name: "winnableButton", text: session.advice.analysis.busy ? qsTr("Thinking…") : qsTr("Still winnable?"),
             visible: session.advice.canAnalyze, enabled: !session.advice.analysis.busy, key: "W", run: () => session.advice.analyze() },
           { name: "concedeButton", text: qsTr("Concede"), enabled: can("concede"), key: "C",
             run: concede }]
    function concede() {
        if (App.settings.askBeforeConceding)
            concedeDialog.open()
        else
            actMove(session.play.moveOf("concede"))
    }
    // The solver's verdict, beside the button that asked for it.
    readonly property var statusNote: {
        const a = session.advice.analysis
        if (!a.asked || a.busy)
            return {}
        if (a.settled && a.winnable)
            return { text: qsTr("This deal can still be won."), good: true }
        if (a.settled)
            return { text: qsTr("Whatever you do now, the mountain stands."), good: false }
        return { text: qsTr("Not settled: the solver stopped after %1 positions.").arg(a.nodes) }
    }

    // --- the zones: the peak, the ridges (lit when reached), the valleys (drop areas) ---------
    Item {
        objectName: "peakZone"
        x: table.peakRect.x
        y: table.peakRect.y
        width: table.peakRect.width
        height: table.peakRect.height
        Accessible.ignored: true
    }
    // A ridge: its rectangle, the lit band along the spoke while it is reached, and its number.
    Repeater {
        model: 4
        Item {
            id: ridgeZone
            required property int index
            objectName: "ridge" + index
            readonly property rect area: table.ridgeRect(index)
            readonly property bool reached: table.facts.reachRidges.indexOf(index) >= 0 && !session.board.over
            readonly property int count: table.facts.ridgeCounts[index] ?? 0
            x: area.x
            y: area.y
            width: area.width
            height: area.height
            z: 2
            clip: true   // the band's rounded ends stay in the ridge's own rectangle
            Rectangle {
                readonly property point inner: table.ridgeSpot(ridgeZone.index, 1)
                readonly property point outer: table.ridgeSpot(ridgeZone.index, 11)
                readonly property real length: Math.hypot(outer.x - inner.x, outer.y - inner.y)
                visible: ridgeZone.reached
                width: length + table.cw * 1.5
                height: table.ch * 1.05
                x: (inner.x + outer.x) / 2 + table.cw / 2 - width / 2 - ridgeZone.x
                y: (inner.y + outer.y) / 2 + table.ch / 2 - height / 2 - ridgeZone.y
                rotation: Math.atan2(outer.y - inner.y, outer.x - inner.x) * 180 / Math.PI
                radius: height / 2
                // A glow, not a box: no frame (its ends are cut at the ridge's rectangle).
                color: "#30f2c14e"
                border.width: 0
            }
            Label {
                id: ridgeLabel
                objectName: "ridgeLabel"
                readonly property point at: table.ridgeLabelPos(ridgeZone.index, width)
                x: at.x - ridgeZone.x
                y: at.y - ridgeZone.y
                height: table.labelH
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Ridge %1").arg(ridgeZone.index + 1)
                font.pixelSize: table.labelSize
                font.bold: true
                color: ridgeZone.reached ? "#c8f2c14e" : "#80ffffff"
                Accessible.ignored: true
            }
            // Heard as one line: which ridge, and what it holds.
            Accessible.role: Accessible.StaticText
            Accessible.name: count === 0 ? qsTr("Ridge %1, empty").arg(index + 1)
                                         : qsTr("Ridge %1, %n card(s)", "", count).arg(index + 1)
        }
    }
    Repeater {
        model: 4
        Rectangle {
            id: valleyZone
            required property int index
            objectName: "valley" + index
            readonly property rect area: table.valleyRect(index)
            readonly property bool reached: table.facts.reachValleys.indexOf(index) >= 0 && !session.board.over
            readonly property bool target: table.selection.isTarget({ zone: "valley", pile: index })
            readonly property int count: table.facts.valleyCounts[index] ?? 0
            readonly property bool sideways: table.slot(index) % 2 === 0
            x: area.x
            y: area.y
            width: area.width
            height: area.height
            radius: table.cw * 0.12
            z: 2
            color: valleyDrop.containsDrag && target ? "#44f2c14e" : reached ? "#1ff2c14e" : "#14000000"
            border.width: target ? Math.max(2, table.cw * 0.04) : 1
            border.color: target ? Theme.accent : reached ? "#66f2c14e" : "#26ffffff"
            // Its number, always: before the first card at the top and bottom, above it at
            // the sides.
            Label {
                objectName: "valleyLabel"
                x: valleyZone.sideways ? table.pad : (parent.width - width) / 2
                y: valleyZone.sideways ? (parent.height - height) / 2 : table.pad
                width: valleyZone.sideways ? table.valleyLabelW : implicitWidth
                height: table.labelH
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Valley %1").arg(valleyZone.index + 1)
                font.pixelSize: table.labelSize
                font.bold: true
                color: valleyZone.reached ? "#c8f2c14e" : "#80ffffff"
                Accessible.ignored: true
            }
            // Heard as one line: which valley, and what it holds; while a card is chosen, a
            // button that puts it there.
            Accessible.role: table.chosenKey !== "" ? Accessible.Button : Accessible.StaticText
            Accessible.name: count === 0 ? qsTr("Valley %1, empty").arg(index + 1)
                                         : qsTr("Valley %1, %n card(s)", "", count).arg(index + 1)
            Accessible.onPressAction: if (table.chosenKey !== "") table.dropOn(index)
            DropArea {
                id: valleyDrop
                anchors.fill: parent
                keys: ["felt/cards"]
                onDropped: drop => {
                    drop.accept()
                    table.dropOn(valleyZone.index)
                }
            }
            TapHandler {
                enabled: table.chosenKey !== ""
                onTapped: table.dropOn(valleyZone.index)
            }
        }
    }

    // Who plays each position, by its valley; the position on turn stands out.
    Repeater {
        model: 4
        Rectangle {
            id: posPlate
            required property int index
            readonly property int seat: table.facts.positionSeats[index] ?? 0
            readonly property bool onTurn: table.position === index && !session.board.over
            readonly property rect area: table.valleyRect(index)
            readonly property int at: table.slot(index)
            // Left of the top and bottom valleys; under the side ones, reaching outwards.
            x: at % 2 === 0 ? area.x - width - table.cw * 0.3 : at === 1 ? area.x + area.width - width : area.x
            // Beside the valleys at the top and bottom; under those at the sides (above them
            // the ridges' outer cards reach out).
            y: at === 0 ? area.y + area.height - height : at === 2 ? area.y : area.y + area.height + 6
            width: plateText.implicitWidth + 24
            height: plateText.implicitHeight + 10
            radius: height / 2
            z: 700
            color: onTurn ? Theme.accent : Theme.panel
            border.color: onTurn ? "#fff3c4" : "#40ffffff"
            // One line for a screen reader: whose position, and whether it is on turn.
            Accessible.role: Accessible.StaticText
            Accessible.name: onTurn ? qsTr("%1, on turn").arg(plateText.text) : plateText.text
            Label {
                id: plateText
                Accessible.ignored: true
                anchors.centerIn: parent
                text: qsTr("%1 · position %2").arg(session.game.seatName(posPlate.seat)).arg(posPlate.index + 1)
                font.bold: true
                font.pixelSize: Math.max(11, table.ch * 0.12)
                color: posPlate.onTurn ? "#1b1b1f" : Theme.ink
            }
        }
    }
    Label {
        x: table.width - width - 12
        y: 8
        z: 700
        text: qsTr("Runs completed: %1 of 4").arg(table.facts.completed)
        color: Theme.ink
        font.pixelSize: Math.max(12, table.ch * 0.13)
    }
    // --- the cards ------------------------------------------------------------------------------
    component TableCard: PlayingCard {
        id: tc
        host: table
        draggable: playable
        spot: table.place(zone, pile, position, zoneCount)
        readonly property string dragKey: table.selection.dragKey
        inDrag: dragKey !== "" && (dragKey === key || table.inBlock(dragKey, tc))
        z: inDrag ? 2000 + position : spot.z
        selected: table.chosenKey !== "" && (table.chosenKey === key || table.inBlock(table.chosenKey, tc))
        focused: table.selection.mark === key
        playable: model.playable && table.myTurn
    }
    function tapped(key) {
        selection.mark = ""
        selection.pick(key)
    }
    function doubleTapped(key) { }

    Repeater {
        model: session.cards
        TableCard {}
    }

    ConfirmDialog {
        id: concedeDialog
        maxWidth: 440
        title: qsTr("Concede?")
        text: qsTr("The table gives up and loses this deal.")
        onAccepted: table.actMove(session.play.moveOf("concede"))
    }

    // Captions of what just happened: under the runs count, at the top right.
    function captionPos(seat) {
        return { x: width - 330, y: 36, up: false }
    }

    // --- screen readers ------------------------------------------------------------------------
    function zoneWords(item) {
        switch (item.zone) {
        case "peak": return item.position === 0 ? qsTr("on top of the peak") : qsTr("in the peak")
        case "ridge": return item.position === 0 ? qsTr("outer card of ridge %1").arg(item.pile + 1)
                                                 : qsTr("ridge %1, card %2 from the outer end").arg(item.pile + 1).arg(item.position + 1)
        case "valley": return qsTr("valley %1, card %2 of %3").arg(item.pile + 1).arg(item.position + 1).arg(item.zoneCount)
        }
        return ""
    }

    // --- effects ---------------------------------------------------------------------------------
    Connections {
        target: session.play
        function onHappened(kind, seat, count) {
            if (kind === "completed")
                table.burst(qsTr("A run is complete!"))
        }
    }
}
