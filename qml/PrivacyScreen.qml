// Between two people at one screen: the table is covered and no hand is shown until the
// next person says they have the device.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: screen
    objectName: "privacyScreen"
    color: Theme.feltEdge

    // Swallow every click and key so nothing reaches the table underneath.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }
    // A key held or pressed twice by the person before must not open the next hand.
    Keys.onPressed: event => {
        if (!event.isAutoRepeat && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space))
            App.session.unlock()
        event.accepted = true
    }
    onVisibleChanged: if (visible) forceActiveFocus()
    Component.onCompleted: if (visible) forceActiveFocus()

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 22
        Card {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 110
            Layout.preferredHeight: 110 * Theme.cardAspect
            face: "??"
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Pass the screen to %1").arg(App.session.privacyName)
            font.pixelSize: 34 * Theme.uiScale
            font.bold: true
            color: Theme.ink
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Everyone else, look away: %1's cards are shown next.").arg(App.session.privacyName)
            font.pixelSize: 16 * Theme.uiScale
            color: Theme.inkDim
        }
        Button {
            Accessible.onPressAction: clicked()
            Accessible.name: text
            Layout.alignment: Qt.AlignHCenter
            objectName: "unlockButton"
            focusPolicy: Qt.NoFocus
            text: qsTr("I am %1 — show my cards").arg(App.session.privacyName)
            highlighted: true
            font.pixelSize: 18 * Theme.uiScale
            onClicked: App.session.unlock()
        }
    }
}
