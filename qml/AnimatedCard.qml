// A card on a table: it sits where the table's layout puts it (`spot`), glides there when the
// layout moves it, follows the pointer while dragged, and can fly in from somewhere else
// (`origin`) when it first appears.
import QtQuick

Card {
    id: card
    // {x, y, s (scale), r (rotation), z} from the table's layout.
    property var spot: ({ x: 0, y: 0, s: 1, r: 0, z: 0 })
    // Where a card that appears starts its flight (the stock it was drawn from); null: here.
    property var origin: null
    property bool inDrag: false
    property point dragOffset: Qt.point(0, 0)
    property real raise: 0          // lifted by this much (selected cards)
    property real baseWidth: 100
    property int glide: Theme.ms(320)
    // Waiting before a move shows (a later stage of what an action did), in ms.
    property int delay: 0
    readonly property int wait: Theme.motion > 0 ? delay : 0

    property bool arrived: false
    width: baseWidth
    height: baseWidth * Theme.cardAspect
    transformOrigin: Item.TopLeft
    scale: spot.s
    rotation: spot.r
    x: !arrived && origin ? origin.x : spot.x + (inDrag ? dragOffset.x : 0)
    y: !arrived && origin ? origin.y : spot.y + (inDrag ? dragOffset.y : 0) - (inDrag ? 0 : raise)

    Behavior on x {
        enabled: card.arrived && !card.inDrag
        SequentialAnimation {
            PauseAnimation { duration: card.wait }
            NumberAnimation { duration: card.glide; easing.type: Easing.OutCubic }
        }
    }
    Behavior on y {
        enabled: card.arrived && !card.inDrag
        SequentialAnimation {
            PauseAnimation { duration: card.wait }
            NumberAnimation { duration: card.glide; easing.type: Easing.OutCubic }
        }
    }
    Behavior on rotation {
        enabled: card.arrived
        SequentialAnimation {
            PauseAnimation { duration: card.wait }
            NumberAnimation { duration: card.glide }
        }
    }
    Behavior on scale {
        enabled: card.arrived
        SequentialAnimation {
            PauseAnimation { duration: card.wait }
            NumberAnimation { duration: card.glide }
        }
    }

    // Let the first frame show the card at its origin, then glide from there. (A timer of
    // the card's own: it goes with the card if the card goes first.)
    Timer {
        interval: card.wait
        running: true
        onTriggered: card.arrived = true
    }
}
