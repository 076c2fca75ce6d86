// The coach of a lesson (App.lesson): a band above the table, in its own room, so that it never
// covers a card. It says one short thing at a time; Next (Space) goes on where the person has
// nothing to do, and at the end it offers a first game. A screen reader hears each new step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: coach
    objectName: "lessonCoach"
    readonly property LessonCoach lesson: App.lesson
    signal firstGameRequested()
    signal leaveRequested()

    visible: lesson.active
    Layout.fillWidth: true
    Layout.preferredHeight: visible ? Math.max(64 * Theme.uiScale, row.implicitHeight + 16) : 0
    color: "#e61c3f2a"
    border.color: Theme.accent
    border.width: 2

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        spacing: 14
        Label {
            objectName: "lessonStep"
            text: qsTr("Lesson %1/%2").arg(coach.lesson.step).arg(coach.lesson.steps)
            color: Theme.accent
            font.bold: true
            font.pixelSize: 14 * Theme.uiScale
            Accessible.ignored: true
        }
        // The words: an alert, so that a screen reader reads each step as it comes.
        Item {
            Layout.fillWidth: true
            implicitHeight: words.implicitHeight
            Accessible.role: Accessible.AlertMessage
            Accessible.name: coach.lesson.text
            Accessible.ignored: !coach.visible
            Accessible.description: qsTr("Lesson step %1 of %2").arg(coach.lesson.step).arg(coach.lesson.steps)
            Label {
                id: words
                objectName: "lessonText"
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                text: coach.lesson.text
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: 17 * Theme.uiScale
                Accessible.ignored: true
            }
        }
        Button {
            objectName: "lessonNext"
            visible: coach.lesson.waitsForNext && !coach.lesson.done
            text: qsTr("Next (Space)")
            highlighted: true
            focusPolicy: Qt.TabFocus
            onClicked: coach.lesson.next()
            Accessible.name: qsTr("Next")
            Accessible.description: qsTr("key: Space")
            Accessible.onPressAction: clicked()
            Accessible.ignored: !coach.visible || !visible
        }
        Button {
            objectName: "lessonFirstGame"
            visible: coach.lesson.done
            text: qsTr("Play a first game")
            highlighted: true
            focusPolicy: Qt.TabFocus
            onClicked: coach.firstGameRequested()
            Accessible.name: text
            Accessible.description: qsTr("key: Enter")
            Accessible.onPressAction: clicked()
            Accessible.ignored: !coach.visible || !visible
        }
        Button {
            objectName: "lessonLeave"
            text: qsTr("Leave the lesson")
            flat: true
            focusPolicy: Qt.TabFocus
            onClicked: coach.leaveRequested()
            Accessible.name: text
            Accessible.onPressAction: clicked()
            Accessible.ignored: !coach.visible || !visible
        }
    }
}
