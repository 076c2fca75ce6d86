// The table page: looking back over the last round (or watching a past game from its deal):
// where we are in it, and steps back and forth.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    required property Page page
    objectName: "reviewBar"
    visible: page.session.lookBack.active && !page.session.lookBack.gameReviewing
    Layout.fillWidth: true
    Layout.preferredHeight: Math.max(52 * Theme.uiScale, reviewRow.implicitHeight + 16)
    color: "#cc3a2a08"
    RowLayout {
        id: reviewRow
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        spacing: 10
        Item {
            Layout.fillWidth: true
            implicitHeight: reviewText.implicitHeight
            Accessible.role: Accessible.StatusBar
            Accessible.name: reviewText.text
            Accessible.ignored: !visible
            Label {
                id: reviewText
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                Accessible.ignored: true
                // A past game watched from the statistics goes from its deal to its end.
                text: page.session.lookBack.watching
                      ? (page.session.lookBack.step === 0
                         ? qsTr("A past game, as it was dealt: %n move(s) follow. → shows the first.", "", page.session.lookBack.length)
                         : qsTr("A past game: move %1 of %2.").arg(page.session.lookBack.step).arg(page.session.lookBack.length))
                      : page.session.lookBack.step === 0
                      ? qsTr("The last round: the table before its %n move(s). → shows the next one.", "", page.session.lookBack.length)
                      : qsTr("The last round: move %1 of %2.").arg(page.session.lookBack.step).arg(page.session.lookBack.length)
                color: Theme.accent
                font.pixelSize: 16 * Theme.uiScale
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }
        Button {
            Accessible.onPressAction: clicked()
            objectName: "reviewBackButton"
            Accessible.ignored: !visible
            text: qsTr("‹ Back")
            focusPolicy: Qt.TabFocus
            enabled: page.session.lookBack.step > 0
            onClicked: page.session.lookBack.go(-1)
            Accessible.name: qsTr("One move back")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Key: ←")
        }
        Button {
            Accessible.onPressAction: clicked()
            objectName: "reviewNextButton"
            Accessible.ignored: !visible
            text: qsTr("Next ›")
            highlighted: true
            focusPolicy: Qt.TabFocus
            enabled: page.session.lookBack.step < page.session.lookBack.length
            onClicked: page.session.lookBack.go(1)
            Accessible.name: qsTr("The next move")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Key: →")
        }
        Button {
            Accessible.onPressAction: clicked()
            Accessible.name: text
            objectName: "reviewEndButton"
            Accessible.ignored: !visible
            text: qsTr("Back to the game")
            focusPolicy: Qt.TabFocus
            onClicked: page.session.lookBack.end()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Key: Esc")
        }
    }
}
