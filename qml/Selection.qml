// The one selection of every game's table (TableBase.selection): the chosen cards, the
// keyboard's mark, the drag, and the places the chosen or dragged cards may go. It offers
// pick, drop-on, cancel and is-target to every table; what may be chosen together, which
// cards a drag takes and how a place maps to the engine's move are the table's own small
// hooks (TableBase, "what a game's table chooses its own way"). It never decides a rule: the
// places come from the engine's moves. What is chosen or dragged is picked up once
// (session.play.pickUp, when it changes); C++ publishes its legal moves (session.play.targets)
// and keeps them up to date; the places light from them and a drop finds its move among them
// (found): nothing is asked while a card is carried, and a drop is one call (the act, or the
// reason it may not go there).
import QtQuick

QtObject {
    id: selection
    // The table this selection belongs to (a TableBase; typed Item to keep the two files apart).
    required property Item table

    // The chosen cards' keys (in the order they were picked).
    property var chosen: []
    // The keyboard's mark: the key of the card the arrows are on ("" for none).
    property string mark: ""
    // The drag: the grabbed card, the cards it takes, how far it has moved.
    property string dragKey: ""
    property var dragGroup: []
    property point dragOffset: Qt.point(0, 0)
    // The places the chosen or dragged cards may go: {placeKey: move}.
    property var places: ({})
    // What was picked up last (table.pickOf(active), as text): session.play.targets are its moves.
    property string picked: ""
    // The cards acting now: the dragged ones while a drag runs, else the chosen ones.
    readonly property var active: dragKey !== "" ? dragGroup : chosen
    readonly property bool dragging: dragKey !== ""
    // While a drag runs: the move it makes on its one place (a table with one place to drop
    // on, like a pile), and whether it has any place at all.
    readonly property var dragMove: {
        if (dragKey === "")
            return ({})
        const keys = Object.keys(places)
        return keys.length > 0 ? places[keys[0]] : ({})
    }
    readonly property bool dragLegal: dragKey !== "" && Object.keys(places).length > 0

    // A place's name among the places: its zone, owner and pile.
    function placeKey(place) {
        return place.zone + ":" + (place.owner ?? -1) + ":" + (place.pile ?? -1)
    }
    function isChosen(key) {
        return chosen.indexOf(key) >= 0
    }
    // Whether the chosen or dragged cards may go to `place` ({zone, owner, pile}).
    function isTarget(place) {
        return active.length > 0 && places[placeKey(place)] !== undefined
    }
    // The places the chosen or dragged cards may go, as the engine's moves (each with its `to`).
    function targets() {
        return Object.values(places)
    }
    // The places' keys, in the table's order.
    function targetKeys() {
        return table.orderTargets(places)
    }
    // What cards `keys` pick up ({cards, from}, or null: nothing to pick up), as text.
    function pickKey(keys) {
        const p = keys.length > 0 ? table.pickOf(keys) : null
        return p ? JSON.stringify(p) : ""
    }
    function refresh() {
        const p = active.length > 0 ? table.pickOf(active) : null
        const key = p ? JSON.stringify(p) : ""
        if (p && key !== picked) {   // (targetsChanged comes back at once: refresh again)
            picked = key
            table.session.play.pickUp(p.cards, p.from)
        }
        places = table.placesOf(active, p ? table.session.play.targets : [])
    }
    // Whether the move's place `to` is `place` (the fields both give agree; a zone or a card
    // the move names must be given), as PlayFacet::moveFor matches it.
    function placeMatches(to, place) {
        if (place.zone === undefined)
            return true
        if ((to.zone ?? "") !== place.zone)
            return false
        const agree = (mine, given) => mine === undefined || given === undefined || mine < 0 || given < 0 || mine === given
        if (!agree(to.owner, place.owner) || !agree(to.pile, place.pile) || !agree(to.index, place.index))
            return false
        return !to.card || to.card === place.card
    }
    // The legal moves of cards `keys` to `place` when they are what is picked up (the cards
    // in the order picked first), else null: the table asks then (session.play.moveFor).
    function found(keys, place) {
        const key = pickKey(keys)
        if (key === "" || key !== picked)
            return null
        return table.session.play.targets.filter(m => placeMatches(m.to, place))
    }
    // Chooses exactly these cards.
    function choose(keys) {
        chosen = keys.filter(k => table.cardItems[k] !== undefined)
        refresh()
    }
    // A card picked (a click, Space): let go when it is chosen, else chosen with those of the
    // chosen cards it may join (table.joins). Returns whether it is chosen now.
    function pick(key) {
        const item = table.cardItems[key]
        if (!item || !table.canChoose(item))
            return false
        if (isChosen(key)) {
            chosen = chosen.filter(k => k !== key)
            refresh()
            if (chosen.length === 0)
                table.cancelled()
            return false
        }
        choose(chosen.filter(k => table.cardItems[k] && table.joins(table.cardItems[k], item)).concat([key]))
        return true
    }
    // Lets go of what is chosen (Escape).
    function cancel() {
        if (chosen.length > 0)   // (nothing chosen stays so: no binding on it runs again)
            chosen = []
        refresh()
        table.cancelled()
    }
    // After an action: nothing stays chosen.
    function clear() {
        cancel()
    }
    // The move the chosen or dragged cards make to `place` (the table's hook), or a refusal.
    function moveTo(place) {
        const keys = active
        return keys.length > 0 ? table.moveTo(keys, place) : { legal: false, why: "" }
    }
    // The chosen or dragged cards put at `place`: the engine's move for it, or the reason
    // they may not go there.
    function dropOn(place) {
        if (active.length === 0)
            return false
        const m = moveTo(place)
        // A table that keeps the choice after a refusal (to try another place) says so.
        if (!table.keepsChoiceOnRefusal || m.legal)
            cancel()
        if (!m.legal) {
            table.refuse(((m.why ?? "") + (m.hint ? " " + m.hint : "")).trim())
            return false
        }
        return table.actMove(m)
    }
    // A legal move made from the selection (Enter on a marked place): it lets go first.
    function play(m) {
        cancel()
        if (!m || m.legal === false) {
            table.refuse(m ? m.why ?? "" : "")
            return false
        }
        return table.actMove(m)
    }

    // PlayingCard: a drag begins, moves, ends.
    function startDrag(key) {
        dragGroup = table.dragGroupOf(key)
        dragKey = key
        refresh()
    }
    function endDrag() {
        dragKey = ""
        dragGroup = []
        dragOffset = Qt.point(0, 0)
        refresh()
    }
    function inDrag(key) {
        return dragGroup.indexOf(key) >= 0
    }

    // The moves of what is picked up changed (C++ follows the moves): the places follow.
    property Connections targetsFollow: Connections {
        target: selection.table.session.play
        function onTargetsChanged() { selection.refresh() }
    }
    // The moves changed: what is chosen or marked may no longer be choosable (or exist).
    function movesChanged() {
        const keep = chosen.filter(k => table.cardItems[k] && table.canChoose(table.cardItems[k]))
        if (keep.length !== chosen.length) {
            chosen = keep
            if (keep.length === 0)
                table.cancelled()
        }
        if (mark !== "" && !(table.cardItems[mark] && table.canChoose(table.cardItems[mark])))
            mark = ""
        refresh()
    }
    // The arrows: the mark steps over the table's cards (table.selectionKeys()).
    function moveMark(step) {
        const keys = table.selectionKeys()
        if (keys.length === 0)
            return
        const at = keys.indexOf(mark)
        mark = keys[at < 0 ? (step > 0 ? 0 : keys.length - 1) : (at + step + keys.length) % keys.length]
    }
}
