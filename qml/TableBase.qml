// What every game's table shares: the session and the person acting at the screen, the legal
// moves, acting and refusals, the buttons for kinds of moves (Pick up, Take, Pass), keyboard
// focus over one's cards, the seats round the top, hints, and what just happened: captions
// beside whoever did it (TableCaptions.qml) and a burst of words. A game's table
// (qml/games/<game>/) is a TableBase with its own layout and gestures; it never builds or
// splits an action text but finds the engine's move (among session.play.targets, what it
// picked up may do; else session.play.moveFor).
//
// The chosen cards, the keyboard's mark, the drag and their places are the one `selection`
// (Selection.qml). A table provides place(...), tapped(key), doubleTapped(key) for PlayingCard;
// overrides the hooks of "what a game's table chooses its own way" (canChoose, joins,
// dragGroupOf, pickOf, placesOf, moveTo, orderTargets, cancelled) and the functions of "what a game's
// table says and does its own way" (selectionKeys, keyPressed, showHint, zoneWords, heard,
// captionPos, captionGroup, gatherLines); and sets keepClear (the items no caption may cover).
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
    readonly property int players: session.game.players
    // Whose view the table shows, or in the public view the person acting; the seat drawn at
    // the bottom is the last of them, so nothing spins while the table is covered.
    readonly property int me: session.screen.viewer >= 0 ? session.screen.viewer : session.screen.actor
    property int bottomSeat: 0
    onMeChanged: if (me >= 0) bottomSeat = me
    Component.onCompleted: if (me >= 0) bottomSeat = me

    readonly property var moves: session.play.moves
    // The game waits for the person (not merely a call they may make while others play).
    readonly property bool myTurn: !session.screen.privacy && !session.board.over && moves.length > 0 && session.play.due

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
    // The chosen cards, the keyboard's mark, the drag and their places (Selection.qml).
    readonly property Selection selection: Selection { table: base }
    signal refused(string why)
    // Esc with nothing chosen: the page closes what is open beside the table (the log).
    signal escapedIdle()
    // What a learning table changes at this game's table, in a few words for its badge ("" :
    // nothing beyond the hints).
    property string learningNote: ""
    // Enter at the end of a lesson: the page starts a first game.
    signal firstGameRequested()
    // An action was taken from this table (selections are cleared).
    signal acted()

    // Sends the engine's action text back; a refusal is said.
    function act(action) {
        if (!action)
            return false
        if (session.play.act(action)) {
            acted()
            return true
        }
        refused(session.play.message)
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
        return session.play.moveFor(cards, from, to)
    }
    function placeOf(item) {
        return item ? { zone: item.zone, owner: item.owner, pile: item.pile, index: item.position, card: item.face } : ({})
    }

    // Whether a legal move of this kind stands among the moves. It reads `moves`, so a binding
    // that asks it (a button's enabled) follows the turn; session.play.canDo() is a call that a
    // binding cannot watch, and a button bound to it kept the state of the last rebuild.
    function can(verb) {
        return moves.some(m => m.verb === verb)
    }
    // The button for a kind of move ("pickup" -> "Pick up"), enabled while it is legal.
    function verbButton(verb) {
        const possible = can(verb)
        return { name: verb + "Button", text: session.play.verbButton(verb), enabled: possible,
                 highlighted: possible, key: session.play.verbKey(verb), run: () => act(session.play.moveOf(verb).action) }
    }

    // --- what a game's table chooses its own way ------------------------------------------------
    // Whether a card may be chosen (picked, marked) now.
    function canChoose(item) { return item.selectable === true }
    // Whether the chosen card `item` stays chosen when `other` is picked (a set of one rank).
    function joins(item, other) { return false }
    // The cards a drag of card `key` takes.
    function dragGroupOf(key) { return selection.isChosen(key) ? selection.chosen.slice() : [key] }
    // What cards `keys` pick up: their faces and where they come from ({cards, from}), or null
    // when there is nothing to pick up (their legal moves come back as session.play.targets).
    function pickOf(keys) {
        const items = keys.map(k => cardItems[k]).filter(i => i)
        if (items.length === 0)
            return null
        return { cards: items.map(i => i.face).filter(f => f !== "??"), from: fromOf(items) }
    }
    // The places cards `keys` may go, from the legal moves of what they picked up (`targets`,
    // each with its `to`): {placeKey: move}.
    function placesOf(keys, targets) {
        const t = {}
        for (const m of targets)
            t[selection.placeKey(m.to)] = m
        return t
    }
    // The legal move of cards `keys` to `place` among the moves of what they picked up (no call
    // into C++), or null (not picked up, or no such move).
    function picked(keys, place) {
        const found = selection.found(keys, place)
        return found && found.length > 0 ? found[0] : null
    }
    // The places of `targets` that go to `zone`, under that zone's name (a table whose cards
    // go to one place there, like a pile).
    function placeIn(targets, zone) {
        const m = targets.find(m => m.to.zone === zone)
        const t = {}
        if (m)
            t[selection.placeKey({ zone: zone })] = m
        return t
    }
    // The move of cards `keys` to `place`: the engine's move ({legal: true, ...}) or a refusal
    // ({legal: false, why}; a `hint` is said after the reason). Found among what they picked
    // up may do; else asked (a refusal's reason, or a move a gesture names in other words).
    function moveTo(keys, place) {
        const found = picked(keys, place)
        if (found)
            return found
        const items = keys.map(k => cardItems[k]).filter(i => i)
        if (items.length === 0)
            return { legal: false, why: "" }
        return moveFor(items.map(i => i.face).filter(f => f !== "??"), fromOf(items), place)
    }
    // Where cards come from: one card's own place, or the zone of a set.
    function fromOf(items) {
        return items.length === 1 ? placeOf(items[0]) : { zone: items[0].zone, owner: items[0].owner }
    }
    // The keys of the places (selection.places) in the keyboard's order.
    function orderTargets(places) { return Object.keys(places) }
    // What is chosen was let go of (a table clears what it marked besides).
    function cancelled() {}
    // Whether the chosen cards stay chosen when a place refuses them.
    property bool keepsChoiceOnRefusal: false
    onMovesChanged: selection.movesChanged()

    // --- what a game's table says and does its own way ----------------------------------------
    // A game's table overrides what it needs of these; the defaults are what a table without
    // its own says or does.
    // Where a card lies, in the game's words ("" leaves it to placeWords()).
    function zoneWords(item) { return "" }
    // Whether a screen reader hears the card (a table may keep deep pile cards out).
    function heard(item) { return item.tappable || item.face !== "??" }
    // The cards keyboard focus walks, in order (their keys).
    function selectionKeys() { return [] }
    // The table's own keys: true when it took the key.
    function keyPressed(event) { return false }
    // A hinted move: the table shows it (picks its cards up, marks its place).
    function showHint(move) {}
    // Which seat's caption the lines about `seat` join.
    function captionGroup(seat) { return seat }
    // Where a caption about `seat` goes ({x, y, up}), or null for the plates' places.
    function captionPos(seat) { return null }
    // The lines to show after an action's `lines` (a table may gather several actions').
    function gatherLines(previous, lines) { return lines }

    // --- screen readers ---------------------------------------------------------------------
    // Where a card lies, in words (a table says it better for its own zones).
    function placeWords(item) {
        const w = base.zoneWords(item)
        if (w !== "")
            return w
        if (item.owner >= 0)
            return item.owner === me ? qsTr("yours") : qsTr("%1's").arg(session.game.seatName(item.owner))
        return qsTr("on the table")
    }
    // Whether a screen reader should hear the card: every card one can act on or read, not
    // another's face-down card (a table may keep deep pile cards out, too).
    function cardHeard(item) {
        return base.heard(item)
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
    // After an action the hint is let go of, and nothing stays chosen.
    onActed: {
        forgetHint()
        selection.clear()
    }
    function playHint() {
        const action = hinted.action ?? ""
        forgetHint()
        return action !== "" && moves.some(m => m.action === action) && act(action)
    }

    // --- keyboard ----------------------------------------------------------------------------
    Keys.onPressed: event => {
        if (session.lookBack.gameReviewing) {
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
        if (session.lookBack.active) {
            // Looking back over the last round: arrows step, Esc returns to the game.
            if (event.key === Qt.Key_Left || event.key === Qt.Key_Right)
                session.lookBack.go(event.key === Qt.Key_Right ? 1 : -1)
            else if (event.key === Qt.Key_Escape || event.key === Qt.Key_B)
                session.lookBack.end()
            else
                return
            event.accepted = true
            return
        }
        if (session.screen.privacy)
            return
        // A lesson's step the person only reads: Space (or Enter) goes on (also once its game is
        // over: a lesson may go on to count the scores); at its end Enter starts a first game.
        if (App.lesson.active && App.lesson.waitsForNext
            && (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter)) {
            if (!App.lesson.done)
                App.lesson.next()
            else if (event.key !== Qt.Key_Space)
                base.firstGameRequested()
            event.accepted = true
            return
        }
        if (session.board.over)
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
        if (base.keyPressed(event)) {
            event.accepted = true
            return
        }
        switch (event.key) {
        case Qt.Key_Left: selection.moveMark(-1); break
        case Qt.Key_Right: selection.moveMark(1); break
        case Qt.Key_Escape: {
            // The first Esc lets go of what is chosen; with nothing chosen it closes the log.
            const hadChosen = selection.chosen.length > 0
            selection.cancel()
            if (!hadChosen)
                base.escapedIdle()
            break
        }
        default: {
            // A kind of move with a key of its own (P: pick up, T: take, ...): the key does what
            // the table's button for it does (which may ask first), else makes the move.
            const letter = event.text.toUpperCase()
            const b = letter !== "" ? (base.buttons ?? []).find(b => b.key === letter && (b.visible ?? true) && b.enabled) : undefined
            if (b) {
                b.run()
                break
            }
            const m = letter !== "" ? base.moves.find(m => m.key === letter) : undefined
            if (!m)
                return
            act(m.action)
        }
        }
        event.accepted = true
    }

    // --- the plates ---------------------------------------------------------------------------
    // How wide the person's own plate may grow for its text, where a table keeps room beside
    // the hand (else it has its usual width, and a long text is cut short).
    property real myPlateRoom: 0
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
            width: mine ? Math.max(170, base.cw * 1.6, Math.min(implicitWidth, base.myPlateRoom))
                        : Math.max(base.oppBlockW, Math.min(implicitWidth, base.oppBlockW * 1.4,
                                                            SeatRing.blockStep(base.players, base.width, base.margin,
                                                                               base.oppBlockW) - 8))
            height: base.plateH
            z: 700
            meterAbove: mine
            together: base.session.board.simultaneous
        }
    }

    // --- what just happened: a line beside whoever did it ------------------------------------
    // The lines of the latest move (or review step) the viewer may read, each shown beside the
    // plate of the seat it is about, until the next move replaces them.
    property var lastLines: []
    // The height of an opponent's block (plate and cards): captions sit below it.
    property real blockH: plateH * 3
    // All lines in one caption, in order, below the burst's anchor (a table where one action's
    // consequences reach several seats reads better as one short story).
    property bool captionsTogether: false
    // How wide a caption may grow; and how many of its lines it shows (0: all; the latest
    // ones), where the room for it is short (a screen reader hears them all, and the log has them).
    property real captionWidth: Math.max(oppBlockW, 260)
    property int captionMaxLines: 0
    // The items no caption may cover (a label, a badge, a pile): a table lists its own.
    property var keepClear: []
    // The captions, each placed where it hides nothing the table keeps clear.
    TableCaptions {
        table: base
        z: 1500
    }

    // --- what just happened: a burst of words over the table --------------------------------
    property Item burstAnchor: base
    // While the words show: what a table writes at the anchor steps aside meanwhile.
    readonly property bool bursting: burstAnim.running
    function burst(text) {
        burstLabel.text = text
        burstAnim.restart()
    }
    Label {
        id: burstLabel
        objectName: "burst"
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
        target: base.session.play
        // A table may gather the lines of several actions (gatherLines(previous, lines)).
        // (`lines`: typed lines, {text, seat}, made a list of the table's own.)
        function onTold(lines) {
            base.lastLines = base.gatherLines(base.lastLines, Array.from(lines))
        }
    }
    Connections {
        target: base.session.game
        function onSeedChanged() { base.lastLines = [] }
    }
    Connections {
        target: base.session.advice
        function onHintChanged() {
            const m = base.session.advice.hintMove
            base.hinted = m.action ? m : ({})
            if (m.action)
                base.showHint(m)
        }
    }
}
