// Calls "manual": the challenge question, like the 5 and 6 rules' banner. A player claimed to
// have no normal play (No play, or a 2-rule play) and showed the hand; the person asked may
// name a card of that hand and a sequence where it could have been played, or pass. Every
// card of the shown hand is offered, and for the chosen card only the sequences it could have
// gone on (its suit, a lower top): none is marked until the person chooses one, so the question
// never offers a challenge that cannot be made.
//
// Mouse: click a card, then a sequence. Keys: ← → choose the card, ↑ ↓ the sequence, Enter or
// C challenges (with the sequence chosen), P or Esc passes.
import QtQuick
import QtQuick.Controls
import FeltTable
import Felt

Rectangle {
    id: banner
    objectName: "challengeBanner"
    // The table it stands on (for sequence words and acting), and Shaftmount's facts.
    required property TableBase table
    required property var facts
    readonly property var claim: facts ? facts.calls.claim : null
    readonly property var offered: facts ? facts.calls.challengeCards : []
    readonly property int claimer: claim ? claim.seat : -1
    visible: !!facts && facts.calls.manual && facts.pending.kind === "challenge" && table.myTurn && claimer >= 0
    property int cardMark: 0
    property int seqMark: -1   // none until the person chooses
    readonly property var chosen: offered[Math.min(cardMark, offered.length - 1)] ?? ({ card: "", sequences: [] })
    onVisibleChanged: {
        cardMark = 0
        seqMark = -1
    }
    onClaimerChanged: {
        cardMark = 0
        seqMark = -1
    }

    function challenge(card, owner, pile) {
        const action = App.session.play.gestureFor(table.me, [card], { zone: "hand", owner: claimer },
                                                   { zone: "sequence", owner: owner, pile: pile })
        if (action === "") {
            table.refuse("")
            return
        }
        table.act(action)
    }
    function pass() {
        table.act(App.session.play.moveOf("pass").action)
    }
    // The banner's keys while it shows; true when the key was its own.
    function keyPressed(event) {
        if (!visible)
            return false
        switch (event.key) {
        case Qt.Key_Left:
        case Qt.Key_Right:
            if (offered.length > 0) {
                cardMark = (cardMark + (event.key === Qt.Key_Right ? 1 : -1) + offered.length) % offered.length
                seqMark = -1
            }
            return true
        case Qt.Key_Up:
        case Qt.Key_Down: {
            const n = chosen.sequences.length
            if (n > 0)
                seqMark = seqMark < 0 ? (event.key === Qt.Key_Down ? 0 : n - 1)
                                      : (seqMark + (event.key === Qt.Key_Down ? 1 : -1) + n) % n
            return true
        }
        case Qt.Key_C:
        case Qt.Key_Return:
        case Qt.Key_Enter: {
            const q = seqMark >= 0 ? chosen.sequences[seqMark] : undefined
            if (q)
                challenge(chosen.card, q.owner, q.pile)
            else if (chosen.sequences.length === 0)
                table.refuse(qsTr("%1 could not have been played anywhere: it proves nothing.").arg(App.session.game.cardName(chosen.card)))
            else
                table.refuse(qsTr("First choose the sequence it could have gone on (↑ ↓)."))
            return true
        }
        case Qt.Key_P:
        case Qt.Key_Escape:   // closing the question declines it (passing costs nothing)
            pass()
            return true
        }
        return false
    }

    z: 1600
    // One row of the question, one of the cards and the sequences: low enough to leave the
    // person's own sequences in sight (a challenge is judged by looking at them).
    readonly property real inner: width - 32
    width: Math.min(table.width - 2 * table.margin, 900)
    height: content.implicitHeight + 16
    radius: 12
    color: "#f0142a1d"
    border.color: Theme.danger
    border.width: 2
    Accessible.role: Accessible.Grouping
    Accessible.name: questionText.text
    Accessible.ignored: !visible

    Column {
        id: content
        x: 16
        y: 8
        spacing: 6
        Label {
            id: questionText
            objectName: "challengeText"
            width: banner.inner
            wrapMode: Text.WordWrap
            font.bold: true
            font.pixelSize: Math.max(13, banner.table.ch * 0.095)
            color: Theme.ink
            Accessible.ignored: true
            text: {
                if (!banner.visible)
                    return ""
                const who = App.session.game.seatName(banner.claimer)
                if (banner.claim.kind === "two")
                    return qsTr("%1 claims to have no normal play and plays %2 on %3 (the 2 rule). Could a card of this hand have been played? Challenge, or pass.")
                        .arg(who).arg(App.session.game.cardName(banner.claim.card))
                        .arg(banner.table.sequenceWords(banner.claim.owner, banner.claim.pile))
                return qsTr("%1 claims to have no play. Could a card of this hand have been played? Challenge, or pass.").arg(who)
            }
        }
        Flow {
            width: banner.inner
            spacing: 6
            Repeater {
                model: banner.offered
                Card {
                    required property var modelData
                    required property int index
                    objectName: "challengeCard"
                    face: modelData.card
                    width: Math.max(34, Math.min(banner.table.cw * 0.42, 52))
                    height: width * Theme.cardAspect
                    selected: index === banner.cardMark
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("name %1").arg(App.session.game.cardWords(modelData.card))
                    Accessible.ignored: !banner.visible
                    Accessible.onPressAction: {
                        banner.cardMark = index
                        banner.seqMark = -1
                    }
                    TapHandler {
                        onTapped: {
                            banner.cardMark = parent.index
                            banner.seqMark = -1
                        }
                    }
                }
            }
            Item { width: 8; height: 1 }
            Label {
                text: banner.chosen.sequences.length > 0 ? qsTr("%1 — name the sequence it could have gone on:").arg(App.session.game.cardName(banner.chosen.card))
                                                         : qsTr("%1 could not have been played anywhere: it proves nothing.").arg(App.session.game.cardName(banner.chosen.card))
                color: Theme.inkDim
                height: passButton.height
                verticalAlignment: Text.AlignVCenter
                Accessible.ignored: true
            }
            Repeater {
                model: banner.chosen.sequences
                Button {
                    required property var modelData
                    required property int index
                    objectName: "challengeOn_" + modelData.owner + "_" + modelData.pile
                    text: qsTr("%1 (top %2)").arg(banner.table.sequenceWords(modelData.owner, modelData.pile))
                                             .arg(App.session.game.cardName(modelData.top))
                    highlighted: index === banner.seqMark
                    focusPolicy: Qt.NoFocus
                    Accessible.name: qsTr("challenge: %1 on %2").arg(App.session.game.cardWords(banner.chosen.card)).arg(text)
                    Accessible.ignored: !banner.visible
                    Accessible.onPressAction: banner.challenge(banner.chosen.card, modelData.owner, modelData.pile)
                    onClicked: banner.challenge(banner.chosen.card, modelData.owner, modelData.pile)
                }
            }
            Button {
                id: passButton
                objectName: "challengePass"
                text: qsTr("Pass")
                focusPolicy: Qt.NoFocus
                Accessible.name: qsTr("pass: do not challenge")
                Accessible.ignored: !banner.visible
                Accessible.onPressAction: banner.pass()
                onClicked: banner.pass()
            }
        }
    }
}
