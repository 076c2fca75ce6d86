// A card of a table's model (App.session.cards), as every table shows it: it registers with
// its table, can be dragged (the table decides what the drag means and where it may land),
// clicked and double-clicked. The pointer acts on the topmost card under it only: one mouse
// area per card, which takes the press, so a card lying beneath never hears it.
// The table (host) provides: cardItems, selection (the drag: startDrag(key), endDrag(),
// dragOffset; the keyboard's mark), tapped(key) and doubleTapped(key).
import QtQuick

AnimatedCard {
    id: card
    objectName: "card"
    required property string key
    required property string zone
    required property int owner
    required property int pile
    required property int position
    required property int zoneCount
    required property string enterFrom
    required property int delay
    required face
    required property var model

    required property TableBase host
    property bool draggable: false
    property bool tappable: draggable

    baseWidth: host.cw
    lit: App.lesson.active && App.lesson.lit.length > 0 && App.lesson.lights(zone, face)
    dragOffset: host.selection.dragOffset

    Component.onCompleted: {
        host.cardItems[key] = card
        if (focused)
            focus = true
    }
    Component.onDestruction: {
        if (host && host.cardItems[key] === card)
            delete host.cardItems[key]
    }

    // For screen readers: the card, where it lies, whether it may be played or is selected;
    // a card nobody needs to hear (another's hidden hand card, deep in a pile) stays out.
    Accessible.role: tappable || draggable ? Accessible.Button : Accessible.Graphic
    Accessible.name: face === "??" ? host.placeWords(card) : qsTr("%1, %2").arg(host.session.game.cardWords(face)).arg(host.placeWords(card))
    Accessible.description: lit ? qsTr("the coach means this card") : playable && !selected ? qsTr("can be played") : ""
    Accessible.checkable: tappable
    Accessible.checked: selected
    Accessible.focusable: tappable
    // The keyboard's card holds the table's real focus, so a screen reader follows the
    // arrows (its keys go on to the table, which handles them). Focus passes straight from
    // card to card: the old card lets go only when no card is chosen, so the table itself is
    // not announced in between.
    onFocusedChanged: {
        if (focused)
            focus = true
        else if (host.selection.mark === "")
            focus = false
    }
    Accessible.ignored: !host.cardHeard(card)
    Accessible.onPressAction: {
        card.host.forgetHint()
        if (card.tappable)
            card.host.tapped(card.key)
    }

    Drag.keys: ["felt/cards"]
    // A card lands where the pointer lets go of it, not where its middle happens to be: the
    // point it was grabbed by (the middle for a drag started by the keyboard or a test).
    property point grabbedAt: Qt.point(width / 2, height / 2)
    Drag.hotSpot.x: grabbedAt.x
    Drag.hotSpot.y: grabbedAt.y

    MouseArea {
        id: pointer
        anchors.fill: parent
        enabled: card.draggable || card.tappable
        preventStealing: true
        property point start: Qt.point(0, 0)   // where the press began, in the table's coordinates
        property bool dragging: false
        property bool moved: false
        onPressed: mouse => {
            card.host.forgetHint()   // the person takes over from the hint
            start = mapToItem(card.host, mouse.x, mouse.y)
            card.grabbedAt = Qt.point(mouse.x, mouse.y)
            dragging = false
            moved = false
        }
        onPositionChanged: mouse => {
            if (!pressed)
                return
            const p = mapToItem(card.host, mouse.x, mouse.y)
            if (!dragging) {
                if (Math.hypot(p.x - start.x, p.y - start.y) < 6)
                    return
                moved = true
                if (!card.draggable)
                    return
                dragging = true
                card.host.selection.startDrag(card.key)
                card.Drag.active = true
            }
            card.host.selection.dragOffset = Qt.point(p.x - start.x, p.y - start.y)
        }
        onReleased: {
            if (!dragging)
                return
            dragging = false
            // The drop may take this card off the table (and this delegate with it).
            const s = card.host.selection
            card.Drag.drop()
            card.Drag.active = false
            s.endDrag()
        }
        onCanceled: {
            if (!dragging)
                return
            dragging = false
            card.Drag.cancel()
            card.Drag.active = false
            card.host.selection.endDrag()
        }
        onClicked: if (!moved && card.tappable) card.host.tapped(card.key)
        onDoubleClicked: if (card.tappable) card.host.doubleTapped(card.key)
    }
}
