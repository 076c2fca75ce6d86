// What every game's table shares: the session and the person acting at the screen, the legal
// moves, acting and refusals, the buttons for kinds of moves (Pick up, Take, Pass), keyboard
// focus over one's cards, the seats round the top of the table, hints, and a burst of words
// over the table for what just happened. A game's table (qml/games/<game>/) is a TableBase
// with its own layout and what its gestures mean; it never builds or splits an action text
// but finds the engine's move (session.moveFor) and sends it back.
//
// A table provides, for PlayingCard: place(...) (its layout), startDrag(key), endDrag(),
// tapped(key), doubleTapped(key); and may provide selectionKeys() (the cards keyboard focus
// walks, in order), cancel() (Escape), showHint(move) and keyPressed(event) (its own keys),
// captionPos(seat) and captionGroup(seat) (where the lines about a seat are shown).
import QtQuick
import QtQuick.Controls
import Felt

FocusScope {
    id: base
    focus: true
    // Tab comes back to the table (and its chosen card) after the bar's buttons.
    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("The table")

    readonly property GameSession session: App.session
    readonly property int players: session.players
    // Whose view the table shows, or in the public view the person acting; the seat drawn at
    // the bottom is the last of them, so nothing spins while the table is covered.
    readonly property int me: session.viewer >= 0 ? session.viewer : session.actor
    property int bottomSeat: 0
    onMeChanged: if (me >= 0) bottomSeat = me
    Component.onCompleted: if (me >= 0) bottomSeat = me

    readonly property var moves: session.moves
    readonly property bool myTurn: !session.privacy && !session.over && moves.length > 0

    // --- the seats round the top --------------------------------------------------------------
    property real margin: Math.max(10, height * 0.018)
    property real ch: 100
    readonly property real cw: ch / Theme.cardAspect
    property real plateH: Math.max(26, ch * 0.2)
    property real oppBlockW: 200
    // How much lower the side blocks sit than the top ones.
    property real arcDrop: 0
    // Whether the table shows the seats' plates here (a table with its own places says no).
    property bool showPlates: true

    function around(seat) {
        return SeatRing.around(seat, bottomSeat, players)
    }
    function blockPos(seat) {
        return SeatRing.blockPos(around(seat), players, width, margin, oppBlockW, arcDrop)
    }

    // --- acting ------------------------------------------------------------------------------
    property var cardItems: ({})
    property string dragKey: ""
    property point dragOffset: Qt.point(0, 0)
    property string focusKey: ""
    signal refused(string why)
    // An action was taken from this table (selections are cleared).
    signal acted()

    // Sends the engine's action text back; a refusal is said.
    function act(action) {
        if (!action)
            return false
        if (session.act(action)) {
            acted()
            return true
        }
        refused(session.message)
        return false
    }
    function actMove(move) {
        return act(move && move.action ? move.action : "")
    }
    // Says why `move` (a map the session returned, or empty) cannot be made.
    function refuse(why) {
        refused(why !== "" ? why : qsTr("That cannot be done now."))
    }
    // The legal move that takes `cards` (faces) from `from` to `to`, or an empty map.
    function moveFor(cards, from, to) {
        return session.moveFor(cards, from, to)
    }
    function placeOf(item) {
        return item ? { zone: item.zone, owner: item.owner, pile: item.pile, index: item.position, card: item.face } : ({})
    }

    // Whether a legal move of this kind stands among the moves. It reads `moves`, so a binding
    // that asks it (a button's enabled) follows the turn; session.canDo() is a call that a
    // binding cannot watch, and a button bound to it kept the state of the last rebuild.
    function can(verb) {
        return moves.some(m => m.verb === verb)
    }
    // The button for a kind of move ("pickup" -> "Pick up"), enabled while it is legal.
    function verbButton(verb) {
        const possible = can(verb)
        return { name: verb + "Button", text: session.verbButton(verb), enabled: possible,
                 highlighted: possible, key: session.verbKey(verb), run: () => act(session.moveOf(verb).action) }
    }

    // --- screen readers ---------------------------------------------------------------------
    // Where a card lies, in words (a table says it better for its own zones).
    function placeWords(item) {
        if (typeof base.zoneWords === "function") {
            const w = base.zoneWords(item)
            if (w !== "")
                return w
        }
        if (item.owner >= 0)
            return item.owner === me ? qsTr("yours") : qsTr("%1's").arg(session.seatName(item.owner))
        return qsTr("on the table")
    }
    // Whether a screen reader should hear the card: every card one can act on or read, not
    // another's face-down card (a table may keep deep pile cards out, too).
    function cardHeard(item) {
        if (typeof base.heard === "function")
            return base.heard(item)
        return item.tappable || item.face !== "??"
    }

    // --- the hint --------------------------------------------------------------------------------
    // The hinted move while the table still shows it as the hint left it: Enter makes it, in
    // every game and stage (a downcard, a swap, a pickup, an answer, a Queen's suit), whatever
    // the table's own Enter would do with what is chosen. Whatever the person does with the
    // cards or the keys first lets it go (PlayingCard and the keys below call forgetHint()).
    property var hinted: ({})
    function forgetHint() {
        if (hinted.action)
            hinted = ({})
    }
    onActed: forgetHint()
    function playHint() {
        const action = hinted.action ?? ""
        forgetHint()
        return action !== "" && moves.some(m => m.action === action) && act(action)
    }

    // --- keyboard ----------------------------------------------------------------------------
    function focusOrder() {
        return typeof base.selectionKeys === "function" ? base.selectionKeys() : []
    }
    function moveFocus(step) {
        const keys = focusOrder()
        if (keys.length === 0)
            return
        const at = keys.indexOf(focusKey)
        focusKey = keys[at < 0 ? (step > 0 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length]
    }
    Keys.onPressed: event => {
        if (session.gameReviewing) {
            // "Review my game": arrows step between the decisions, Esc closes the review.
            if (event.key === Qt.Key_Left || event.key === Qt.Key_Right)
                session.gameReview.step(event.key === Qt.Key_Right ? 1 : -1)
            else if (event.key === Qt.Key_Escape)
                session.gameReview.close()
            else
                return
            event.accepted = true
            return
        }
        if (session.reviewing) {
            // Looking back over the last round: arrows step, Esc returns to the game.
            if (event.key === Qt.Key_Left || event.key === Qt.Key_Right)
                session.stepReview(event.key === Qt.Key_Right ? 1 : -1)
            else if (event.key === Qt.Key_Escape || event.key === Qt.Key_B)
                session.endReview()
            else
                return
            event.accepted = true
            return
        }
        if (session.privacy || session.over)
            return
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (base.hinted.action && base.playHint()) {
                event.accepted = true
                return
            }
        } else if (event.key !== Qt.Key_Shift && event.key !== Qt.Key_Control && event.key !== Qt.Key_Alt
                   && event.key !== Qt.Key_Meta) {
            base.forgetHint()
        }
        if (typeof base.keyPressed === "function" && base.keyPressed(event)) {
            event.accepted = true
            return
        }
        switch (event.key) {
        case Qt.Key_Left: moveFocus(-1); break
        case Qt.Key_Right: moveFocus(1); break
        case Qt.Key_Escape:
            if (typeof base.cancel === "function")
                base.cancel()
            break
        default: {
            // A kind of move with a key of its own (P: pick up, T: take, ...).
            const letter = event.text.toUpperCase()
            const m = letter !== "" ? base.moves.find(m => m.key === letter) : undefined
            if (!m)
                return
            act(m.action)
        }
        }
        event.accepted = true
    }

    // --- the plates ---------------------------------------------------------------------------
    Repeater {
        model: base.showPlates ? session.seats : 0
        SeatPlate {
            id: plate
            readonly property bool mine: base.around(plate.seat) === 0
            readonly property point block: mine ? Qt.point(0, 0) : base.blockPos(plate.seat)
            // Wider than the block when the text needs it (and there is room), never off the table.
            x: mine ? base.margin : Math.max(base.margin, Math.min(base.width - base.margin - width,
                                                                   block.x + (base.oppBlockW - width) / 2))
            y: mine ? base.height - base.margin - height : block.y
            width: mine ? Math.max(170, base.cw * 1.6)
                        : Math.max(base.oppBlockW, Math.min(implicitWidth, base.oppBlockW * 1.4,
                                                            SeatRing.blockStep(base.players, base.width, base.margin,
                                                                               base.oppBlockW) - 8))
            height: base.plateH
            z: 700
            meterAbove: mine
            together: base.session.simultaneous
        }
    }

    // --- what just happened: a line beside whoever did it ------------------------------------
    // The lines of the latest move (or review step) the viewer may read, each shown beside the
    // plate of the seat it is about, until the next move replaces them.
    property var lastLines: []
    // The height of an opponent's block (plate and cards): captions sit below it.
    property real blockH: plateH * 3
    // All lines in one caption, in order, at captionSpot(-1) (a table where one action's
    // consequences reach several seats reads better as one short story).
    property bool captionsTogether: false
    // How wide a caption may grow.
    property real captionWidth: Math.max(oppBlockW, 260)
    readonly property var captions: {
        if (captionsTogether)
            return lastLines.length > 0 ? [{ seat: -1, text: lastLines.map(l => l.text).join("\n") }] : []
        const bySeat = {}
        const order = []
        for (const line of lastLines) {
            // A table may show the lines about one seat with another's (captionGroup(seat)).
            const key = String(typeof base.captionGroup === "function" ? base.captionGroup(line.seat) : line.seat)
            if (!(key in bySeat)) {
                bySeat[key] = []
                order.push(key)
            }
            bySeat[key].push(line.text)
        }
        return order.map(k => ({ seat: Number(k), text: bySeat[k].join("\n") }))
    }
    // Where a caption about `seat` goes: {x, y, up} (up: it grows upwards from y).
    function captionSpot(seat) {
        if (typeof base.captionPos === "function") {
            const p = base.captionPos(seat)
            if (p)
                return p
        }
        if (seat < 0 || !showPlates)
            return { x: width / 2 - oppBlockW / 2, y: burstAnchor.y + burstAnchor.height + 6, up: false }
        if (around(seat) === 0)
            return { x: margin, y: height - margin - plateH - 6, up: true }
        const b = blockPos(seat)
        return { x: b.x, y: b.y + blockH + 4, up: false }
    }
    Item {
        id: captionLayer
        objectName: "captions"
        anchors.fill: parent
        z: 1500
        // A screen reader hears what just happened here (and nothing while nothing has: an
        // empty status bar would stand before the one that says what to do).
        Accessible.role: Accessible.StatusBar
        Accessible.name: base.lastLines.map(l => l.text).join(" ")
        Accessible.ignored: base.lastLines.length === 0
        Repeater {
            model: base.captions
            Rectangle {
                required property var modelData
                readonly property var spot: base.captionSpot(modelData.seat)
                objectName: "caption"
                x: Math.max(base.margin, Math.min(base.width - base.margin - width, spot.x))
                y: spot.up ? spot.y - height : spot.y
                width: Math.min(captionText.implicitWidth + 20, base.captionWidth)
                height: captionText.implicitHeight + 10
                radius: 8
                color: "#e6101d16"
                border.color: "#55f2c14e"
                Accessible.ignored: true
                Label {
                    id: captionText
                    x: 10
                    y: 5
                    width: parent.width - 20
                    text: modelData.text
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Math.max(11, base.ch * 0.085)
                    Accessible.ignored: true
                }
                opacity: 0
                NumberAnimation on opacity { from: 0; to: 1; duration: Theme.ms(180) }
            }
        }
    }

    // --- what just happened: a burst of words over the table --------------------------------
    property Item burstAnchor: base
    function burst(text) {
        burstLabel.text = text
        burstAnim.restart()
    }
    Label {
        id: burstLabel
        z: 3000
        anchors.centerIn: base.burstAnchor
        font.pixelSize: Math.max(22, base.ch * 0.28)
        font.bold: true
        color: Theme.accent
        style: Text.Outline
        styleColor: "#80000000"
        opacity: 0
        // The lines of the move say it (the status bar above); faded out, it is not heard.
        Accessible.ignored: opacity === 0 || text === ""
        scale: 0.6
        SequentialAnimation {
            id: burstAnim
            ParallelAnimation {
                NumberAnimation { target: burstLabel; property: "opacity"; from: 0; to: 1; duration: Theme.ms(150) }
                NumberAnimation { target: burstLabel; property: "scale"; from: Theme.motion > 0 ? 0.6 : 1; to: 1.1; duration: Theme.ms(250); easing.type: Easing.OutBack }
            }
            PauseAnimation { duration: 800 }
            NumberAnimation { target: burstLabel; property: "opacity"; to: 0; duration: Theme.ms(300) }
        }
    }

    Connections {
        target: base.session
        // A table may gather the lines of several actions (gatherLines(previous, lines)).
        function onTold(lines) {
            base.lastLines = typeof base.gatherLines === "function" ? base.gatherLines(base.lastLines, lines) : lines
        }
        function onSeedChanged() { base.lastLines = [] }
        function onHintChanged() {
            const m = base.session.hintMove
            base.hinted = m.action ? m : ({})
            if (m.action && typeof base.showHint === "function")
                base.showHint(m)
        }
    }
}
