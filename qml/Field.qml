// The app's text field: readable in every state. The style turns a field light while it has
// the keyboard (dark ink); the window's own dark paper stayed under it, so a focused field's
// placeholder was dark on dark. Focused, it is the style's light field through and through.
import QtQuick
import QtQuick.Controls
// (The style's attached properties only, by a name of their own: its controls' names would
// stand in for QtQuick.Controls' own.)
import QtQuick.Controls.Universal as Style

TextField {
    Style.Universal.background: activeFocus ? Theme.fieldPaper : undefined
    Style.Universal.foreground: activeFocus ? Theme.fieldInk : undefined
    // (The style's placeholder on the light field is too faint to read.)
    placeholderTextColor: !enabled ? Style.Universal.chromeDisabledLowColor : activeFocus ? Theme.fieldHint : Style.Universal.baseMediumColor
}
