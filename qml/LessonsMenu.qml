// A game's lessons, each with its title and whether it was done here, for "Learn to play" where
// a game has several (its tile, its rules page, the table's menu). Choosing one opens it.
import QtQuick
import QtQuick.Controls
import Felt

Menu {
    id: lessonsMenu
    objectName: "lessonsMenu"
    property string gameId
    // The game's lessons (App.catalog.games[...].lessonList).
    readonly property var lessons: (App.catalog.games.find(g => g.id === lessonsMenu.gameId)?.lessonList) ?? []
    signal chosen(string lesson)

    // As wide as its widest item.
    width: {
        let w = implicitWidth
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i)
            if (item)
                w = Math.max(w, item.implicitWidth + leftPadding + rightPadding)
        }
        return w
    }
    Instantiator {
        model: lessonsMenu.lessons
        onObjectAdded: (index, object) => lessonsMenu.insertItem(index, object)
        onObjectRemoved: (index, object) => lessonsMenu.removeItem(object)
        delegate: MenuItem {
            required property var modelData
            objectName: "lesson_" + modelData.number
            text: modelData.done ? qsTr("Lesson %1: %2  ✓").arg(modelData.number).arg(modelData.title)
                                 : qsTr("Lesson %1: %2").arg(modelData.number).arg(modelData.title)
            onTriggered: lessonsMenu.chosen(modelData.id)
            Accessible.name: qsTr("Lesson %1: %2").arg(modelData.number).arg(modelData.title)
            Accessible.description: modelData.done ? qsTr("done") : qsTr("not done yet")
            Accessible.onPressAction: clicked()
        }
    }
}
