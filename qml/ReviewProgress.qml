// The table page: the hard player at work on a review: how far it is, and a way out.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: reviewProgress
    required property Page page
    objectName: "reviewProgress"
    anchors.fill: parent
    visible: page.session.gameReview.busy
    color: "#b3000000"
    z: 75
    MouseArea { anchors.fill: parent }
    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 480 * Theme.uiScale)
        height: progressColumn.implicitHeight + 48
        radius: 18
        color: Theme.panelSolid
        border.color: Theme.accent
        border.width: 2
        ColumnLayout {
            id: progressColumn
            anchors.fill: parent
            anchors.margins: 24
            spacing: 12
            Label {
                Layout.fillWidth: true
                text: qsTr("The hard computer player is looking at %1's decisions, each from what was in view then…")
                          .arg(page.session.game.seatName(page.session.gameReview.seat))
                color: Theme.ink
                font.pixelSize: 16 * Theme.uiScale
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.ignored: !visible
            }
            ProgressBar {
                objectName: "reviewProgressBar"
                Layout.fillWidth: true
                from: 0
                to: 1
                value: page.session.gameReview.progress
                Accessible.role: Accessible.ProgressBar
                Accessible.name: qsTr("Review progress")
                Accessible.ignored: !visible
                Accessible.description: progressText.text
            }
            Label {
                id: progressText
                text: qsTr("%1 of %2 decisions").arg(page.session.gameReview.done).arg(page.session.gameReview.total)
                color: Theme.inkDim
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Accessible.ignored: !visible
            }
            Button {
                id: reviewCancel
                objectName: "reviewCancelButton"
                Accessible.ignored: !visible
                Layout.alignment: Qt.AlignRight
                text: qsTr("Cancel")
                focusPolicy: Qt.TabFocus
                onClicked: page.session.gameReview.cancel()
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Cancel the review")
                Accessible.description: qsTr("key: Esc")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Key: Esc")
                Shortcut {
                    sequence: "Escape"
                    enabled: reviewProgress.visible && page.inFront
                    onActivated: reviewCancel.clicked()
                }
            }
        }
    }
}
