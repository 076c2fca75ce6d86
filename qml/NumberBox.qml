// The app's spin box: readable in every state. The style draws its number and arrows in dark
// ink while it has the keyboard; the window's dark paper stayed under them. Focused, it is
// the style's light field through and through (as Field.qml).
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Universal

SpinBox {
    Universal.background: activeFocus ? Theme.fieldPaper : undefined
    Universal.foreground: activeFocus ? Theme.fieldInk : undefined
}
