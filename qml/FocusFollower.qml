import QtQuick

// Keeps the control with the keyboard in view on a page that scrolls: a Tab onto a field
// below the fold scrolls the page until the field shows, with a margin (a ScrollView does
// not follow the focus by itself). Items outside the page (a list's popup) are left alone.
QtObject {
    required property Flickable flickable
    property real margin: 12
    readonly property Item focused: flickable ? flickable.Window.activeFocusItem : null

    onFocusedChanged: follow(focused)

    function follow(item) {
        if (!item || !flickable || !inside(item))
            return
        const top = item.mapToItem(flickable.contentItem, 0, 0).y
        let y = flickable.contentY
        if (top - margin < y)
            y = top - margin
        else if (top + item.height + margin > y + flickable.height)
            y = top + item.height + margin - flickable.height
        flickable.contentY = Math.max(0, Math.min(y, flickable.contentHeight - flickable.height))
    }

    function inside(item) {
        for (let p = item.parent; p; p = p.parent)
            if (p === flickable.contentItem)
                return true
        return false
    }
}
