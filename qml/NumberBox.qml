// The app's spin box: readable in every state. The style draws its number and arrows in dark
// ink while it has the keyboard; the window's dark paper stayed under them. Focused, it is
// the style's light field through and through (as Field.qml).
import QtQuick
import QtQuick.Controls
// (The style's attached properties only, by a name of their own: its controls' names would
// stand in for QtQuick.Controls' own.)
import QtQuick.Controls.Universal as Style

SpinBox {
    Style.Universal.background: activeFocus ? Theme.fieldPaper : undefined
    Style.Universal.foreground: activeFocus ? Theme.fieldInk : undefined
}
