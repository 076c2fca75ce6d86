// Wrong Suit: a card on the table, with what it means here (whose, whether it may be given,
// lying face down though one knows it; the Ace that is turned at the end turns over).
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

PlayingCard {
    id: tc
    readonly property bool mine: owner >= 0 && owner === host.session.screen.actor && !host.session.screen.privacy
    readonly property bool selectable: mine && host.myTurn && zone === "hand"
    // A stack card the viewer knows that lies face down (the others cannot see it).
    readonly property bool lyingDown: zone === "stack" && face !== "??" && pile !== 2 && !host.isFaceUp(owner, face)

    draggable: selectable
    spot: host.place(zone, owner, pile, position, zoneCount)
    inDrag: host.selection.dragKey === key
    raise: selected ? host.ch * spot.s * 0.18 : 0
    z: inDrag ? 2000 : spot.z + (selected ? 50 : 0)
    selected: host.selectedKey === key
    focused: host.selection.mark === key
    playable: false

    // Face down though its face is shown to you: a corner of the card's back.
    Image {
        visible: tc.lyingDown
        x: parent.width * 0.04
        anchors.bottom: parent.bottom
        anchors.bottomMargin: parent.width * 0.04
        width: parent.width * 0.26
        height: width
        source: "../../cards/back.svg"
        sourceSize.width: 64
        sourceSize.height: 90
        fillMode: Image.PreserveAspectCrop
        Accessible.ignored: true
    }
    // The Ace that is turned at the end turns over.
    transform: Scale { id: flip; origin.x: tc.width / 2; xScale: 1 }
    Loader {
        id: backCover
        anchors.fill: parent
        active: tc.zone === "aces"
        visible: false
        sourceComponent: Card { face: "??"; shadow: false }
    }
    SequentialAnimation {
        id: flipAnim
        ScriptAction { script: backCover.visible = true }
        PauseAnimation { duration: 900 }
        NumberAnimation { target: flip; property: "xScale"; from: 1; to: 0; duration: 160; easing.type: Easing.InQuad }
        ScriptAction { script: backCover.visible = false }
        NumberAnimation { target: flip; property: "xScale"; from: 0; to: 1; duration: 200; easing.type: Easing.OutQuad }
    }
    onFaceChanged: if (zone === "aces" && face !== "??") flipAnim.restart()
}
