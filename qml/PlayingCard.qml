// A card of a table's model (App.session.cards), as every table shows it: it registers with
// its table, can be dragged (the table decides what the drag means and where it may land)
// and tapped. The table (host) provides: cardItems, cw, dragOffset, startDrag(key), endDrag(),
// tapped(key) and doubleTapped(key).
import QtQuick

AnimatedCard {
    id: card
    objectName: "card"
    required property string key
    required property string zone
    required property int owner
    required property int position
    required property int zoneCount
    required property string enterFrom
    required face
    required property var model

    required property Item host
    property bool draggable: false
    property bool tappable: draggable

    baseWidth: host.cw
    dragOffset: host.dragOffset

    Component.onCompleted: host.cardItems[key] = card
    Component.onDestruction: {
        if (host.cardItems[key] === card)
            delete host.cardItems[key]
    }

    Drag.active: dragHandler.active
    Drag.keys: ["felt/cards"]
    Drag.hotSpot.x: width / 2
    Drag.hotSpot.y: height / 2

    DragHandler {
        id: dragHandler
        target: null
        enabled: card.draggable
        dragThreshold: 6
        onActiveChanged: {
            if (active) {
                card.host.startDrag(card.key)
            } else {
                // The drop may take this card off the table (and this delegate with it).
                const t = card.host
                card.Drag.drop()
                t.endDrag()
            }
        }
        onTranslationChanged: if (active) card.host.dragOffset = Qt.point(translation.x, translation.y)
    }
    TapHandler {
        enabled: card.tappable
        onTapped: card.host.tapped(card.key)
        onDoubleTapped: card.host.doubleTapped(card.key)
    }
}
