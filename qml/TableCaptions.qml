// The lines of the latest move (or review step) the viewer may read, each in a caption beside
// the seat it is about, placed where it hides nothing the table keeps in sight: the items of
// its keepClear, the other seats' blocks. TableBase holds what a game's table sets
// (captionsTogether, captionWidth, captionMaxLines, keepClear, captionPos, captionGroup); this
// layer reads them from `table` and lays the captions out.
import QtQuick
import QtQuick.Controls
import Felt

Item {
    id: captionLayer
    objectName: "captions"
    required property Item table
    anchors.fill: parent

    // The captions: [{seat, text}], one per seat the lines are about (or one for all).
    readonly property var captions: {
        if (table.captionsTogether) {
            const shown = table.captionMaxLines > 0 ? table.lastLines.slice(-table.captionMaxLines) : table.lastLines
            return shown.length > 0 ? [{ seat: -1, text: shown.map(l => l.text).join("\n") }] : []
        }
        const bySeat = {}
        const order = []
        for (const line of table.lastLines) {
            // A table may show the lines about one seat with another's (captionGroup(seat)).
            const key = String(table.captionGroup(line.seat))
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
        const p = table.captionPos(seat)
        if (p)
            return p
        if (seat < 0 || !table.showPlates)
            return { x: width / 2 - table.oppBlockW / 2, y: table.burstAnchor.y + table.burstAnchor.height + 6, up: false }
        if (table.around(seat) === 0)
            return { x: table.margin, y: height - table.margin - table.plateH - 6, up: true }
        const b = table.blockPos(seat)
        return { x: b.x, y: b.y + table.blockH + 4, up: false }
    }
    // What a caption must leave in sight: the items of the table's keepClear and the other
    // seats' blocks. A caption that would cover one goes beside its seat's block instead, or slides sideways, down or up just clear of it.
    function captionObstacle(r, seat) {
        const rects = []
        for (const item of table.keepClear)
            if (item && item.visible && item.width > 0)
                rects.push(item.mapToItem(captionLayer, 0, 0, item.width, item.height))
        if (table.showPlates)
            for (let s = 0; s < table.players; ++s)
                if (s !== seat && table.around(s) !== 0) {
                    const b = table.blockPos(s)
                    rects.push(Qt.rect(b.x, b.y, table.oppBlockW, table.blockH))
                }
        for (const k of rects)
            if (r.x < k.x + k.width && k.x < r.x + r.width && r.y < k.y + k.height && k.y < r.y + r.height)
                return k
        return null
    }
    // Where a caption of w x h about `seat` goes: {x, y}.
    function captionPlace(seat, w, h) {
        const spot = captionSpot(seat)
        const fits = r => r.x >= table.margin - 1 && r.x + r.width <= width - table.margin + 1 && r.y >= 0 && r.y + r.height <= height
        const clear = r => fits(r) && !captionObstacle(r, seat)
        const first = Qt.rect(Math.max(table.margin, Math.min(width - table.margin - w, spot.x)), spot.up ? spot.y - h : spot.y, w, h)
        const tries = [first]
        // Above the plate of a seat round the top (the side seats sit lower), or beside its
        // block, level with its cards.
        const own = table.captionPos(seat)
        if (!own && seat >= 0 && table.showPlates && table.around(seat) !== 0) {
            const b = table.blockPos(seat)
            tries.push(Qt.rect(first.x, b.y - h - 6, w, h))
            tries.push(Qt.rect(b.x + table.oppBlockW + 6, b.y + table.plateH + 4, w, h))
            tries.push(Qt.rect(b.x - w - 6, b.y + table.plateH + 4, w, h))
        }
        for (const r of tries)
            if (clear(r))
                return Qt.point(r.x, r.y)
        // Else the first place, moved just clear of what it would hide.
        const k = captionObstacle(first, seat)
        if (k) {
            const sideways = [Qt.rect(k.x + k.width + 6, first.y, w, h), Qt.rect(k.x - w - 6, first.y, w, h)]
            const above = Qt.rect(first.x, k.y - h - 4, w, h)
            const below = Qt.rect(first.x, k.y + k.height + 4, w, h)
            for (const r of sideways.concat(spot.up ? [above, below] : [below, above]))
                if (clear(r))
                    return Qt.point(r.x, r.y)
        }
        return Qt.point(first.x, first.y)
    }
    // A screen reader hears what just happened here (and nothing while nothing has: an
    // empty status bar would stand before the one that says what to do).
    Accessible.role: Accessible.StatusBar
    Accessible.name: table.lastLines.map(l => l.text).join(" ")
    Accessible.ignored: table.lastLines.length === 0
    Repeater {
        model: captionLayer.captions
        Rectangle {
            required property var modelData
            readonly property point place: captionLayer.captionPlace(modelData.seat, width, height)
            objectName: "caption"
            x: place.x
            y: place.y
            width: Math.min(captionText.implicitWidth + 20, captionLayer.table.captionWidth)
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
                font.pixelSize: Math.max(11, captionLayer.table.ch * 0.085)
                Accessible.ignored: true
            }
            opacity: 0
            NumberAnimation on opacity { from: 0; to: 1; duration: Theme.ms(180) }
        }
    }
}
