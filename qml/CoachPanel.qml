// The coach of a lesson (App.lesson): a band above the table, in its own room, so that it never
// covers a card. It says one short thing at a time; Next (Space) goes on where the person has
// nothing to do or has made the step's move (then a second line says what the move did), and
// at the end it offers the game's next lesson and a first game. A screen reader hears each new
// step.
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
    signal nextLessonRequested(string lesson)

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
            objectName: "lessonAlert"
            Layout.fillWidth: true
            implicitHeight: wordsColumn.implicitHeight
            Accessible.role: Accessible.AlertMessage
            Accessible.name: coach.lesson.did !== "" ? coach.lesson.text + " " + coach.lesson.did : coach.lesson.text
            Accessible.ignored: !coach.visible
            Accessible.description: qsTr("Lesson step %1 of %2").arg(coach.lesson.step).arg(coach.lesson.steps)
            Column {
                id: wordsColumn
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                spacing: 4
                Label {
                    id: words
                    objectName: "lessonText"
                    width: parent.width
                    text: coach.lesson.text
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: 17 * Theme.uiScale
                    Accessible.ignored: true
                }
                // What the person's move did: the coach waits for Next after it as well.
                Label {
                    objectName: "lessonDid"
                    width: parent.width
                    visible: text !== ""
                    text: coach.lesson.did !== "" ? qsTr("✓ %1").arg(coach.lesson.did) : ""
                    wrapMode: Text.WordWrap
                    color: Theme.accent
                    font.pixelSize: 16 * Theme.uiScale
                    Accessible.ignored: true
                }
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
            objectName: "lessonNextLesson"
            visible: coach.lesson.done && coach.lesson.nextLesson !== ""
            text: qsTr("Next lesson: %1").arg(coach.lesson.nextLessonTitle)
            highlighted: true
            focusPolicy: Qt.TabFocus
            onClicked: coach.nextLessonRequested(coach.lesson.nextLesson)
            Accessible.name: text
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
