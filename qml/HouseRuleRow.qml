import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt
import "optionvalues.js" as OptionValues

// One house rule on the new-game page, as its game describes it: a switch, a choice among
// values, or a number. The controls share one column, so the rules' names line up whatever
// kind of control stands before each; the rule's name and what it does stand beside it.
RowLayout {
    id: optionRow
    required property var modelData
    // The rule's value as chosen (or its default), the controls' column's width.
    property var value
    property real controlWidth
    // The person chose `value` (a bool, a number or a word, as the game takes it).
    signal chosen(var value)
    spacing: 12
    Item {
        Layout.preferredWidth: optionRow.controlWidth
        implicitHeight: Math.max(optionSwitch.visible ? optionSwitch.implicitHeight : 0,
                                 optionChoice.visible ? optionChoice.implicitHeight : 0,
                                 optionNumber.visible ? optionNumber.implicitHeight : 0)
        Switch {
            id: optionSwitch
            anchors.verticalCenter: parent.verticalCenter
            visible: optionRow.modelData.kind === "bool"
            checked: optionRow.value === true
            onToggled: optionRow.chosen(checked)
            Accessible.name: optionRow.modelData.label
        }
        ChoiceBox {
            id: optionChoice
            objectName: "optionChoice_" + optionRow.modelData.key
            anchors.verticalCenter: parent.verticalCenter
            visible: optionRow.modelData.kind === "choice"
            width: optionRow.controlWidth
            model: optionRow.modelData.choices
            textRole: "label"
            currentIndex: Math.max(0, optionRow.modelData.choices.findIndex(c => OptionValues.plain(c.value) === optionRow.value))
            onActivated: i => optionRow.chosen(OptionValues.plain(optionRow.modelData.choices[i].value))
            Accessible.name: optionRow.modelData.label
        }
        NumberBox {
            id: optionNumber
            anchors.verticalCenter: parent.verticalCenter
            width: optionRow.controlWidth
            visible: optionRow.modelData.kind === "number"
            from: optionRow.modelData.min
            to: optionRow.modelData.max
            value: optionRow.modelData.kind === "number" ? optionRow.value : 0
            textFromValue: (v, locale) => v === optionRow.modelData.min && optionRow.modelData.minLabel !== ""
                                          ? optionRow.modelData.minLabel : Number(v).toLocaleString(locale, "f", 0)
            onValueModified: optionRow.chosen(value)
            Accessible.name: optionRow.modelData.label
        }
    }
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0
        Label { text: optionRow.modelData.label; color: Theme.ink; font.bold: true }
        // (A choice's help may say what its value does: "Play with 52 cards".)
        Label {
            objectName: "optionHelp_" + optionRow.modelData.key
            Layout.fillWidth: true
            readonly property var choice: optionRow.modelData.kind === "choice"
                                          ? optionRow.modelData.choices.find(c => OptionValues.plain(c.value) === optionRow.value) : undefined
            text: choice && choice.help ? choice.help : optionRow.modelData.help
            color: Theme.inkDim
            wrapMode: Text.WordWrap
        }
    }
}
