// Whether a control's tooltip may show for the pointer: the pointer came onto the control by
// moving, and the control has not acted since. A control that appears under a resting pointer
// (the new table's Menu button where Start was just clicked) shows no tooltip until the
// pointer moves; one that was pressed shows none until the pointer has left it and come back.
// Put one in the control, tell it `used` when the control acts, and show the tooltip while
// `pointed`.
import QtQuick

HoverHandler {
    id: handler
    // The control acted (a click, its key): no tooltip until the pointer leaves and comes back.
    property bool used: false
    // The pointer moved over the control since it came.
    property bool moved: false
    readonly property bool pointed: hovered && moved && !used
    property real restX: 0
    property real restY: 0
    onHoveredChanged: {
        moved = false
        used = false
        restX = point.scenePosition.x
        restY = point.scenePosition.y
    }
    onPointChanged: {
        if (hovered && (point.scenePosition.x !== restX || point.scenePosition.y !== restY))
            moved = true
    }
}
