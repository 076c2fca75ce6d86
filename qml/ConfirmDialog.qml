// A yes/no question in the window's overlay. The dialog is made the first time it is asked
// (not with its page, so it does not re-lay itself out while the window first finds its
// size and scale), and its text wraps to its width.
import QtQuick
import QtQuick.Controls

Loader {
    id: loader
    property string title
    property string text
    property real maxWidth: 460      // at a scale of 1
    signal accepted()

    function open() {
        if (item)
            item.open()
        else
            active = true
    }

    active: false
    sourceComponent: Dialog {
        // In the window's overlay: a page's content must not size itself by its dialogs.
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width * 0.8 : loader.maxWidth, loader.maxWidth * Theme.uiScale)
        modal: true
        title: loader.title
        standardButtons: Dialog.Yes | Dialog.No
        padding: 22 * Theme.uiScale
        background: Rectangle {
            radius: 14
            color: Theme.panelSolid
            border.color: Theme.accent
            border.width: 2
        }
        header: Label {
            text: loader.title
            padding: 22 * Theme.uiScale
            bottomPadding: 0
            font.pixelSize: 20 * Theme.uiScale
            font.bold: true
            color: Theme.accent
            wrapMode: Text.WordWrap
        }
        // Only the text's height feeds back into the dialog.
        contentItem: Item {
            implicitHeight: message.implicitHeight
            Accessible.role: Accessible.Dialog
            Accessible.name: loader.title
            Accessible.description: loader.text
            Label {
                id: message
                width: parent.width
                wrapMode: Text.WordWrap
                text: loader.text
                color: Theme.ink
                font.pixelSize: 15 * Theme.uiScale
            }
        }

        Component.onCompleted: open()
        onAccepted: loader.accepted()
    }
}
