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
    signal rejected()

    function open() {
        if (item)
            item.open()
        else
            active = true
    }

    active: false
    sourceComponent: Dialog {
        id: dialog
        // In the window's overlay: a page's content must not size itself by its dialogs.
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width * 0.8 : loader.maxWidth, loader.maxWidth * Theme.uiScale)
        modal: true
        title: loader.title
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

        // Yes and No in the app's own style, on the dialog's panel (the style's own button box
        // drew a grey strip with plain buttons under it; without its strip it squashed them):
        // Yes is the highlighted answer.
        footer: Item {
            implicitHeight: confirmButtons.implicitHeight + 26 * Theme.uiScale
            Row {
                id: confirmButtons
                objectName: "confirmButtons"
                anchors.right: parent.right
                anchors.rightMargin: 22 * Theme.uiScale
                y: 4 * Theme.uiScale
                spacing: 10 * Theme.uiScale
                readonly property real buttonW: Math.max(confirmYes.implicitWidth, confirmNo.implicitWidth, 96 * Theme.uiScale)
                Button {
                    id: confirmYes
                    objectName: "confirmYes"
                    text: qsTr("Yes")
                    highlighted: true
                    width: confirmButtons.buttonW
                    onClicked: dialog.accept()
                    Accessible.name: text
                    Accessible.description: qsTr("key: Enter")
                    Accessible.onPressAction: clicked()
                }
                Button {
                    id: confirmNo
                    objectName: "confirmNo"
                    text: qsTr("No")
                    width: confirmButtons.buttonW
                    onClicked: dialog.reject()
                    Accessible.name: text
                    Accessible.description: qsTr("key: Esc")
                    Accessible.onPressAction: clicked()
                }
            }
        }

        // Enter says yes (Esc says no: the dialog's own close policy), but only once the
        // question has been on the screen for a moment, and never from a held key: a person
        // still pressing Enter for the last move must not answer a question about losing a
        // game before they have read it.
        property bool enterLive: false
        Timer {
            id: enterGuard
            interval: 500
            onTriggered: dialog.enterLive = true
        }
        onOpened: enterGuard.restart()
        onClosed: { enterGuard.stop(); dialog.enterLive = false }
        Shortcut {
            sequences: ["Return", "Enter"]
            autoRepeat: false
            enabled: dialog.opened && dialog.enterLive
            onActivated: dialog.accept()
        }

        Component.onCompleted: open()
        onAccepted: loader.accepted()
        onRejected: loader.rejected()
    }
}
