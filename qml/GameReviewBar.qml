// The table page: "Review my game": one of the person's decisions, what the hard player would
// have done instead, and steps between the decisions.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: gameReviewBar
    required property Page page
    objectName: "gameReviewBar"
    readonly property GameReview review: page.session.gameReview
    readonly property reviewedDecision d: review.currentDecision
    readonly property string who: page.session.game.seatName(review.seat)
    visible: page.session.lookBack.gameReviewing
    Layout.fillWidth: true
    Layout.preferredHeight: gameReviewRow.implicitHeight + 16
    color: "#e61d2a3a"
    function verdict() {
        const d = gameReviewBar.d
        if (d.missed)
            return qsTr("A call missed: %1.").arg(d.choice)
        if (d.choice === "")
            return qsTr("The hard player had nothing to say about this decision.")
        if (d.same)
            return qsTr("The hard player would have made the same move.")
        if (!d.rated)
            return qsTr("The hard player's choice: %1 (it cannot rate this decision).").arg(d.choice)
        const mine = Math.round(d.choiceValue * 100)
        const yours = Math.round(d.playedValue * 100)
        if (!d.marked)
            return qsTr("The hard player's choice: %1 — but it rates both about the same (%2 against %3).").arg(d.choice).arg(mine).arg(yours)
        if (d.weight === "large")
            return qsTr("The hard player's choice: %1 — it thinks this mattered a lot (rated %2 against %3).").arg(d.choice).arg(mine).arg(yours)
        if (d.weight === "medium")
            return qsTr("The hard player's choice: %1 — it thinks this mattered somewhat (rated %2 against %3).").arg(d.choice).arg(mine).arg(yours)
        return qsTr("The hard player's choice: %1 — it thinks this mattered a little (rated %2 against %3).").arg(d.choice).arg(mine).arg(yours)
    }
    // Made only while the bar shows: hidden (and so out of the page's layout, at no width),
    // the row of wrapped labels laid itself out again and again whenever the window's size
    // changed ("Polish loop detected").
    Loader {
        id: gameReviewRow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        active: gameReviewBar.visible
        sourceComponent: gameReviewRowComponent
    }
    Component {
        id: gameReviewRowComponent
        RowLayout {
            spacing: 10
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Decision %1 of %2 (move %3) — marked: %4.").arg(gameReviewBar.d.number)
                              .arg(gameReviewBar.review.total).arg(gameReviewBar.d.move).arg(gameReviewBar.review.marked)
                    color: Theme.inkDim
                    font.pixelSize: 13 * Theme.uiScale
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                Label {
                    objectName: "gameReviewPlayed"
                    Layout.fillWidth: true
                    text: gameReviewBar.d.missed ? qsTr("%1 made no call here.").arg(gameReviewBar.who)
                                                 : qsTr("%1's move: %2.").arg(gameReviewBar.who).arg(gameReviewBar.d.played)
                    color: Theme.ink
                    font.pixelSize: 15 * Theme.uiScale
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                Label {
                    objectName: "gameReviewVerdict"
                    Layout.fillWidth: true
                    text: gameReviewBar.verdict()
                    color: gameReviewBar.d.marked ? "#f3c77c" : "#9be3a8"
                    font.pixelSize: 15 * Theme.uiScale
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StatusBar
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                // Why the hard player's choice is wise: the sentence its hint would say.
                Label {
                    objectName: "gameReviewWhy"
                    visible: text !== ""
                    Layout.fillWidth: true
                    text: !gameReviewBar.d.same && !gameReviewBar.d.missed ? gameReviewBar.d.why : ""
                    color: Theme.ink
                    font.pixelSize: 14 * Theme.uiScale
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                Label {
                    visible: gameReviewBar.d.rated && !gameReviewBar.d.same
                    Layout.fillWidth: true
                    text: page.session.game.reviewRatingNote
                    color: Theme.inkDim
                    font.pixelSize: 12 * Theme.uiScale
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
            }
            Button {
                id: gameReviewBack
                objectName: "gameReviewBackButton"
                Accessible.ignored: !visible
                text: qsTr("‹ Previous")
                focusPolicy: Qt.TabFocus
                enabled: gameReviewBar.review.current > 0
                onClicked: gameReviewBar.review.step(-1)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("The previous decision")
                Accessible.description: qsTr("key: ←")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Key: ←")
            }
            Button {
                id: gameReviewNext
                objectName: "gameReviewNextButton"
                Accessible.ignored: !visible
                text: qsTr("Next ›")
                highlighted: true
                focusPolicy: Qt.TabFocus
                enabled: gameReviewBar.review.current < gameReviewBar.review.total - 1
                onClicked: gameReviewBar.review.step(1)
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("The next decision")
                Accessible.description: qsTr("key: →")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Key: →")
            }
            Button {
                objectName: "gameReviewCloseButton"
                Accessible.ignored: !visible
                text: qsTr("Close the review")
                focusPolicy: Qt.TabFocus
                onClicked: gameReviewBar.review.close()
                Accessible.role: Accessible.Button
                Accessible.name: text
                Accessible.description: qsTr("key: Esc")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Key: Esc")
            }
        }
    }
    Shortcut {
        sequences: ["Left"]
        enabled: page.session.lookBack.gameReviewing && page.inFront
        onActivated: gameReviewBar.review.step(-1)
    }
    Shortcut {
        sequences: ["Right"]
        enabled: page.session.lookBack.gameReviewing && page.inFront
        onActivated: gameReviewBar.review.step(1)
    }
    Shortcut {
        sequences: ["Escape"]
        enabled: page.session.lookBack.gameReviewing && page.inFront
        onActivated: gameReviewBar.review.close()
    }
}
