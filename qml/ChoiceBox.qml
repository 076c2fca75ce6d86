// The app's combo box. Its list shows each entry in the words the box shows for the chosen
// one (textAt), whatever the model is: a JavaScript array, a list of C++ values (a game's
// choices, the languages, the people of a result) or a list of words. (The style's own rows
// read model[textRole], which a list of C++ values does not have: they came out empty.)
// An editable box stays readable while it is typed in: the style turns a focused field light,
// so its paper and ink are the light field's too (as Field.qml and NumberBox.qml).
import QtQuick
import QtQuick.Controls
// (The style's attached properties only, by a name of their own: its controls' names would
// stand in for QtQuick.Controls' own.)
import QtQuick.Controls.Universal as Style

ComboBox {
    id: box
    // Focused and editable: the style's light field (dark ink on light paper), not its dark
    // ink on the window's dark paper.
    Style.Universal.background: editable && activeFocus ? Theme.fieldPaper : undefined
    Style.Universal.foreground: editable && activeFocus ? Theme.fieldInk : undefined

    // A box that a click does not focus (focusPolicy: Qt.TabFocus, as the result's, which
    // leaves the keyboard with the table) takes the keys while its list is open, so that Esc
    // closes the list and the arrows move in it; closed, the keys go back where they were.
    property Item keysBefore: null
    Connections {
        target: box.popup
        function onOpened() {
            if (box.activeFocus)
                return
            box.keysBefore = box.Window.activeFocusItem
            box.forceActiveFocus(Qt.PopupFocusReason)
        }
        function onClosed() {
            const before = box.keysBefore
            box.keysBefore = null
            if (before)
                before.forceActiveFocus(Qt.PopupFocusReason)
        }
    }

    delegate: ItemDelegate {
        required property int index
        width: ListView.view ? ListView.view.width : box.width
        text: box.textAt(index)
        font.weight: box.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: box.highlightedIndex === index
        hoverEnabled: box.hoverEnabled
        Accessible.name: text
    }
}
