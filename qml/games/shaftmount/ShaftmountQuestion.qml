// Shaftmount: what the person is asked out of turn. Defend or block: what is at stake, the
// cards that may answer, and Pass.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: question
    required property TableBase table
    // The discard pile's zone: the banner lies right of it (the answer is dropped there).
    required property Item discardZone
    objectName: "questionBanner"
    readonly property string kind: table.pending ? table.pending.kind : ""
    visible: table.myTurn && (kind === "defend" || kind === "block")
    readonly property var answers: table.moves.filter(m => m.verb === "defend" || m.verb === "block")
    // Right of the discard pile (the answer is dropped there), over the closing area, and
    // above one's own sequences (one of them is what is asked about): the question, the
    // cards that may answer and Pass in one row.
    readonly property real leftX: discardZone.x + discardZone.width + table.gap
    readonly property real room: table.width - table.margin - leftX
    x: leftX
    y: table.midY - 6
    z: 1600
    width: Math.min(room, questionColumn.implicitWidth + 32)
    height: questionColumn.implicitHeight + 20
    radius: 12
    color: "#f0142a1d"
    border.color: Theme.accent
    border.width: 2
    Row {
        id: questionColumn
        x: 16
        y: 10
        spacing: 14
        Label {
            objectName: "questionText"
            Accessible.ignored: !visible
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(implicitWidth, question.room - 32 - answerRow.width - parent.spacing)
            wrapMode: Text.WordWrap
            font.bold: true
            font.pixelSize: Math.max(14, table.ch * 0.11)
            color: Theme.ink
            text: {
                const p = table.pending
                if (!p || !question.visible)
                    return ""
                const player = table.session.seatName(table.st.turn ?? -1)
                const target = p.target ?? ""
                const dot = target.indexOf(".")
                const seq = table.sequenceWords(Number(target.substring(0, dot)), Number(target.substring(dot + 1)))
                return p.kind === "defend"
                    ? qsTr("%1 plays %2 to close %3. Defend it with a 5?").arg(player).arg(table.session.cardName(p.card)).arg(seq)
                    : qsTr("%1 wants to slide %2 under %3. Block it with a 6?").arg(player).arg(table.session.cardName(p.card)).arg(seq)
            }
        }
        Row {
            id: answerRow
            anchors.verticalCenter: parent.verticalCenter
            spacing: 10
            Repeater {
                model: question.answers
                Card {
                    required property var modelData
                    objectName: "answerCard"
                    face: modelData.cards[0]
                    // As tall as the room above one's own sequences allows.
                    width: Math.min(table.cw * 0.6, (table.myRowY - table.midY - 24) / Theme.cardAspect)
                    height: width * Theme.cardAspect
                    playable: true
                    Accessible.role: Accessible.Button
                    Accessible.name: modelData.text
                    Accessible.onPressAction: table.actMove(modelData)
                    TapHandler { onTapped: table.actMove(parent.modelData) }
                }
            }
            Label {
                visible: question.answers.length === 0
                anchors.verticalCenter: parent.verticalCenter
                text: question.kind === "defend" ? qsTr("You hold no 5.") : qsTr("You hold no 6.")
                Accessible.ignored: !visible
                color: Theme.inkDim
            }
            Button {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                Accessible.ignored: !visible
                objectName: "passHere"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Pass")
                focusPolicy: Qt.NoFocus
                onClicked: table.act(table.session.moveOf("pass").action)
            }
        }
    }
}
