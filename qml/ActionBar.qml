// The table page: what to do now, and the buttons for it (the game's table gives its own).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: bar
    objectName: "actionBar"
    required property Page page
    required property Item table
    visible: !page.session.lookBack.active
    Layout.fillWidth: true
    Layout.preferredHeight: Math.max(52 * Theme.uiScale, actionRow.implicitHeight + 16)
    color: Theme.panel
    RowLayout {
        id: actionRow
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        spacing: 10
        // A learning table (a first game) says so while it is on, with what it changes at this
        // table (the table's learningNote: when computer players call).
        Label {
            objectName: "learningTable"
            visible: page.session.game.learning
            readonly property string note: bar.table ? (bar.table.learningNote ?? "") : ""
            text: note !== "" ? qsTr("Learning table · %1").arg(note) : qsTr("Learning table")
            padding: 4
            leftPadding: 8
            rightPadding: 8
            color: Theme.panel
            font.pixelSize: 13 * Theme.uiScale
            font.bold: true
            background: Rectangle { radius: 6; color: Theme.accent }
            Accessible.role: Accessible.StaticText
            Accessible.name: note !== "" ? qsTr("Learning table: hints come by themselves at first; %1").arg(note)
                                         : qsTr("Learning table: hints come by themselves at first")
            Accessible.ignored: !visible
        }
        // What to do now: a screen reader hears it as the window's status bar (a
        // Label would insist on being plain text).
        Item {
            id: statusItem
            objectName: "status"
            Layout.fillWidth: true
            implicitHeight: status.implicitHeight
            Accessible.role: Accessible.StatusBar
            Accessible.name: status.text
            Label {
                id: status
                visible: text !== ""
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                text: page.statusText()
                Accessible.ignored: true
                wrapMode: Text.WordWrap
                maximumLineCount: 4
                elide: Text.ElideRight
                color: page.session.play.due ? Theme.accent : Theme.ink
                font.pixelSize: 16 * Theme.uiScale
                font.bold: page.session.play.due
            }
        }
        // What the table has to say beside its buttons (the solver's verdict).
        Label {
            id: statusNote
            objectName: "statusNote"
            readonly property var note: table ? (table.statusNote ?? ({})) : ({})
            visible: (note.text ?? "") !== ""
            text: note.text ?? ""
            color: note.good === true ? "#9be3a8" : note.good === false ? "#f3a49c" : Theme.ink
            font.pixelSize: 15 * Theme.uiScale
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            Accessible.ignored: !visible
        }
        // The result again, once it was put aside ("Look at the table", Esc): Play again, the same
        // deal and the review are there.
        BarButton {
            objectName: "reopenResultButton"
            visible: page.resultAway
            text: qsTr("The result")
            description: qsTr("Show the result of the game again")
            key: "R"
            keyEnabled: page.inFront && page.resultAway
            highlighted: true
            onClicked: page.showResult()
        }
        // The game's own buttons ({name, text, enabled, highlighted, key, run}). A Row
        // holds them: a Repeater straight in a layout crashed Qt 6.4's layout engine
        // when the buttons were replaced during a polish (qml.keys under load).
        Row {
            id: gameButtons
            spacing: 10
            Layout.alignment: Qt.AlignVCenter
            Repeater {
                model: table ? table.buttons : []
                Button {
                    Accessible.onPressAction: clicked()
                    required property var modelData
                    objectName: modelData.name
                    focusPolicy: Qt.TabFocus
                    visible: modelData.visible ?? true
                    enabled: modelData.enabled
                    text: modelData.text
                    highlighted: (modelData.highlighted ?? false) && enabled
                    // Its tooltip as BarButton's: for the pointer once it has moved onto the
                    // button (one that appears under a resting pointer, where the last action's
                    // button was clicked, shows none), gone once pressed until the pointer or
                    // the focus has left it.
                    PointedTip { id: pointer }
                    property bool usedByKeys: false
                    onActiveFocusChanged: usedByKeys = false
                    onClicked: {
                        pointer.used = true
                        usedByKeys = true
                        modelData.run()
                    }
                    Accessible.name: text
                    Accessible.ignored: !visible
                    Accessible.description: (modelData.key ?? "") !== "" ? qsTr("key: %1").arg(modelData.key) : ""
                    ToolTip.visible: (pointer.pointed || (visualFocus && !usedByKeys)) && (modelData.key ?? "") !== "" && visible
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Key: %1").arg(modelData.key ?? "")
                }
            }
        }
        // At a network table: the chat's button, and its newest line for a moment, in the
        // room the status line does not need (it never squeezes what to do now).
        TextMetrics {
            id: statusLine   // the status line's width on one line
            font: status.font
            text: status.text
        }
        ChatButton {
            page: bar.page
            room: actionRow.width - statusLine.advanceWidth - (statusNote.visible ? statusNote.width + actionRow.spacing : 0)
                  - gameButtons.width - 2 * actionRow.spacing - 24   // (a little to spare)
        }
    }
}
