// A button of a page's bar: reachable with Tab (with a visible focus frame) but never taking
// focus from the table on a click, named for screen readers, and with a key of its own that
// its tooltip names.
import QtQuick
import QtQuick.Controls

ToolButton {
    Accessible.onPressAction: clicked()   // a screen reader's "press", as a click
    id: button
    // The key that presses it (a QKeySequence string: "H", "Ctrl+Z"); "" for none.
    property string key: ""
    // More keys for the same action ("Ctrl+Y" beside "Ctrl+Shift+Z").
    property var moreKeys: []
    // Whether its key works now (the page is in front and not covered).
    property bool keyEnabled: true
    // What it does, for the tooltip and screen readers when the text says less.
    property string description: text
    // Folded into a menu for want of room: hidden, yet its key still works.
    property bool folded: false
    // While what it opened is showing (its menu), no tooltip over it.
    property bool tipHidden: false

    visible: !folded
    focusPolicy: Qt.TabFocus
    Accessible.name: text
    // A button that does not show (undo where nothing can be taken back, one folded into the
    // menu) stays out of a screen reader's tree.
    Accessible.ignored: !visible
    Accessible.description: key !== "" ? qsTr("%1 (key: %2)").arg(description).arg(keyText(key)) : description
    // Its tooltip: for the pointer once it has moved onto the button (PointedTip), or for the
    // keyboard's focus. Pressed (by a click, its key or a screen reader), the button has done
    // what its tooltip said: the tooltip goes until the pointer (or the focus) has left it. It
    // never shows while the button is not on the screen (its page covered by another).
    PointedTip { id: pointer }
    property bool usedByKeys: false
    onActiveFocusChanged: usedByKeys = false
    Connections {
        target: button
        function onClicked() {
            pointer.used = true
            button.usedByKeys = true
        }
    }
    ToolTip.visible: (pointer.pointed || (visualFocus && !usedByKeys)) && !tipHidden && visible
    ToolTip.delay: 600
    ToolTip.text: key !== "" ? qsTr("%1 — %2").arg(description).arg(keyText(key)) : description

    // "Ctrl+Shift+Z" as this platform writes it.
    function keyText(sequence) {
        return sequence === "?" ? "?" : shortcut.nativeText !== "" && sequence === key ? shortcut.nativeText : sequence
    }

    Shortcut {
        id: shortcut
        sequences: button.key !== "" ? [button.key].concat(button.moreKeys) : []
        enabled: button.key !== "" && button.keyEnabled && button.enabled && (button.visible || button.folded)
        onActivated: button.clicked()
    }
}
