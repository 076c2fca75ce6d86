// Every key of the table in one sheet (? or Shift+F1): the game's own keys (from its rules
// file), the bar's, and the window's.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Popup {
    id: sheet
    objectName: "keysSheet"
    property var gameKeys: []
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 60 : 700, 760 * Theme.uiScale)
    height: Math.min(parent ? parent.height - 60 : 600, content.implicitHeight + footerH + 48)
    modal: true
    focus: true
    padding: 24
    background: Rectangle {
        radius: 14
        color: Theme.panelSolid
        border.color: Theme.accent
        border.width: 2
    }

    readonly property var barKeys: [
        { key: "H", text: qsTr("hint: suggest a move") },
        { key: qsTr("Ctrl+Z"), text: qsTr("take back your last move (where nothing is hidden)") },
        { key: qsTr("Ctrl+Shift+Z, Ctrl+Y"), text: qsTr("make it again") },
        { key: "L", text: qsTr("show or hide the game log (Esc hides it too)") },
        { key: "B", text: qsTr("the last round again, move by move (← →; Esc: back to the game)") },
        { key: "F1", text: qsTr("the rules of this game") },
        { key: qsTr("?, Shift+F1"), text: qsTr("this sheet") },
        { key: "F10", text: qsTr("the menu: new game, the same deal again, settings") },
        { key: "R", text: qsTr("once the game is over and its result put aside: the result again") },
        { key: qsTr("Alt+←"), text: qsTr("back to the games") },
        { key: qsTr("Tab"), text: qsTr("move between the buttons; Space presses one") },
        { key: qsTr("Ctrl+N"), text: qsTr("a new game") },
        { key: qsTr("Ctrl+Q"), text: qsTr("quit") }
    ]

    // The keys' column: as wide as the widest key (in every language), at least 170.
    Label { id: keyProbe; visible: false; font.bold: true; Accessible.ignored: true }
    FontMetrics { id: keyFont; font: keyProbe.font }
    readonly property real keyColumnW: Math.max(170 * Theme.uiScale,
                                                ...sheet.gameKeys.concat(sheet.barKeys).map(r => Math.ceil(keyFont.advanceWidth(r.key)) + 2))

    component KeyRows: ColumnLayout {
        property string title
        property var rows: []
        Layout.fillWidth: true
        spacing: 4
        Label {
            text: parent.title
            font.pixelSize: 17 * Theme.uiScale
            font.bold: true
            color: Theme.accent
            Layout.topMargin: 6
        }
        Repeater {
            model: parent.rows
            RowLayout {
                required property var modelData
                objectName: "keyRow"
                Layout.fillWidth: true
                spacing: 14
                // The row speaks for both labels (each once).
                Label {
                    Accessible.ignored: true
                    text: modelData.key
                    font.bold: true
                    color: Theme.ink
                    Layout.preferredWidth: sheet.keyColumnW
                }
                Label {
                    Accessible.ignored: true
                    text: modelData.text
                    color: Theme.inkDim
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1: %2").arg(modelData.key).arg(modelData.text)
            }
        }
    }

    ScrollView {
        id: scroller
        objectName: "keysScroller"
        anchors.fill: parent
        anchors.bottomMargin: sheet.footerH
        contentWidth: availableWidth
        // A list longer than the sheet shows its scroll bar, and scrolls by the keys too (↑ ↓,
        // Page Up/Down, Home, End): its last keys are never out of reach.
        readonly property bool overflows: contentHeight > availableHeight + 1
        ScrollBar.vertical.policy: overflows ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        focus: true
        Keys.onPressed: event => {
            const view = scroller.contentItem
            const end = Math.max(0, scroller.contentHeight - view.height)
            const step = 40 * Theme.uiScale
            let y = view.contentY
            if (event.key === Qt.Key_Down)
                y += step
            else if (event.key === Qt.Key_Up)
                y -= step
            else if (event.key === Qt.Key_PageDown)
                y += view.height * 0.9
            else if (event.key === Qt.Key_PageUp)
                y -= view.height * 0.9
            else if (event.key === Qt.Key_End)
                y = end
            else if (event.key === Qt.Key_Home)
                y = 0
            else
                return
            view.contentY = Math.max(0, Math.min(end, y))
            event.accepted = true
        }
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Keys")
        // Clear of the scroll bar, which lies over the view's right edge: no line runs under it.
        ColumnLayout {
            id: content
            width: scroller.availableWidth - scroller.ScrollBar.vertical.width - 8
            spacing: 6
            Label {
                text: qsTr("Keys")
                font.pixelSize: 22 * Theme.uiScale
                font.bold: true
                color: Theme.ink
            }
            KeyRows { title: qsTr("At the table"); rows: sheet.gameKeys; visible: sheet.gameKeys.length > 0 }
            KeyRows { title: qsTr("Everywhere on the table page"); rows: sheet.barKeys }
        }
    }
    // Below the list, always in sight however far the list scrolls.
    readonly property real footerH: closeButton.implicitHeight + 12
    Button {
        id: closeButton
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        Accessible.onPressAction: clicked()
        Accessible.name: text
        text: qsTr("Close")
        onClicked: sheet.close()
    }
}
