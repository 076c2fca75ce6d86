// The app's text field: readable in every state. The style turns a field light while it has
// the keyboard (dark ink); the window's own dark paper stayed under it, so a focused field's
// placeholder was dark on dark. Focused, it is the style's light field through and through.
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Universal

TextField {
    Universal.background: activeFocus ? Theme.fieldPaper : undefined
    Universal.foreground: activeFocus ? Theme.fieldInk : undefined
    // (The style's placeholder on the light field is too faint to read.)
    placeholderTextColor: !enabled ? Universal.chromeDisabledLowColor : activeFocus ? Theme.fieldHint : Universal.baseMediumColor
}
