// Where the other players sit round a table, by how many seats they come after the person
// at the bottom: clockwise, so the next one is on the left, then across, then on the right.
pragma Singleton
import QtQuick

QtObject {
    readonly property var angleSets: [[], [90], [152, 28], [168, 90, 12], [168, 118, 62, 12],
                                      [170, 130, 90, 50, 10], [172, 140, 106, 74, 40, 8],
                                      [174, 146, 118, 90, 62, 34, 6]]

    // How many seats after `bottom` the seat comes (0: the bottom seat itself).
    function around(seat, bottom, players) {
        return (seat - bottom + players) % Math.max(1, players)
    }
    // The top-left corner of the block of the seat `k` places after the bottom one, for a
    // table of `width`. The blocks share the width evenly from left to right (so that
    // neighbours do not overlap even with many players), and follow an arc: blocks towards
    // the sides sit up to `drop` lower than the top ones.
    function blockPos(k, players, width, margin, blockWidth, drop) {
        const others = Math.max(1, Math.min(7, players - 1))
        const a = (angleSets[others][k - 1] ?? 90) * Math.PI / 180
        const x = others === 1 ? width / 2 - blockWidth / 2
                               : margin + (width - 2 * margin - blockWidth) * (k - 1) / (others - 1)
        return Qt.point(x, margin + (1 - Math.sin(a)) * Math.max(0, drop))
    }
    // How far apart neighbouring blocks start: what a block (or its plate) may fill.
    function blockStep(players, width, margin, blockWidth) {
        const others = Math.max(1, Math.min(7, players - 1))
        return others === 1 ? width - 2 * margin : (width - 2 * margin - blockWidth) / (others - 1)
    }
}
