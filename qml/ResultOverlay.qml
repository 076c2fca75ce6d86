// The end of a game: who went out in which place and who lost, and what next. A game may
// bring its own account of the end (`detail`: a component from its table, e.g. a score sheet),
// which then stands in for the list of places.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Rectangle {
    id: overlay
    objectName: "resultOverlay"
    signal playAgain()
    // At a network table someone else opened: only its opener deals again.
    readonly property bool askOpener: App.network.table.state === NetTable.Over && !App.network.table.opener
    signal sameDeal()
    signal newGame()
    signal home()
    signal closed()
    // "Review my game": the hard computer player looks at a person's decisions.
    signal reviewGame(int seat)
    property Component detail: null
    // In a lesson the coach above says what next (its next lesson, a first game): the end shows
    // only its account.
    property bool inLesson: false

    color: "#b3000000"
    // A screen reader meets it as a dialog named for the outcome.
    Accessible.role: Accessible.Dialog
    Accessible.name: App.session.board.resultText
    Accessible.ignored: !visible
    MouseArea { anchors.fill: parent }
    // Esc: "Look at the table" (while no review of the game is under way, which has its own Esc).
    Shortcut {
        sequences: ["Escape"]
        enabled: overlay.visible && !App.session.lookBack.active && !App.session.gameReview.busy
        onActivated: overlay.closed()
    }

    // The card is made only while the result shows: hidden, nothing of it is in a screen
    // reader's tree (its words, its buttons, the score sheet).
    Loader {
        anchors.centerIn: parent
        active: overlay.visible
        sourceComponent: Component {
        Rectangle {
            width: Math.min(overlay.width - 40, (overlay.detail ? 900 : 560) * Theme.uiScale)
            height: Math.min(overlay.height - 24, content.implicitHeight + 48)
            radius: 18
            color: Theme.panelSolid
            border.color: Theme.accent
            border.width: 2

            // The outcome at the top and what to do next at the bottom stay in sight; the account
            // between them (a score sheet, the places) scrolls where the window is too small for
            // it, its scroll bar showing then (and Page Up/Down scroll it).
            ColumnLayout {
                id: content
                anchors.fill: parent
                anchors.margins: 24
                spacing: 14
                Label {
                    Layout.fillWidth: true
                    text: App.session.board.resultText
                    font.pixelSize: 26 * Theme.uiScale
                    font.bold: true
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    color: Theme.accent
                }
                Flickable {
                    id: scroller
                    objectName: "resultAccount"
                    readonly property bool overflows: contentHeight > height + 1
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredHeight: account.implicitHeight
                    Layout.minimumHeight: Math.min(account.implicitHeight, 80 * Theme.uiScale)
                    contentWidth: width
                    contentHeight: account.implicitHeight
                    clip: overflows
                    interactive: overflows
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                        id: accountBar
                        policy: scroller.overflows ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                        Accessible.ignored: !scroller.overflows   // (hidden: nothing to scroll)
                        Accessible.name: qsTr("Scroll the account of the game (keys: Page Up, Page Down)")
                    }
                    function scrollBy(dy) {
                        contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy))
                    }
                    Shortcut {
                        sequences: [StandardKey.MoveToNextPage]
                        enabled: overlay.visible && scroller.overflows
                        onActivated: scroller.scrollBy(scroller.height * 0.9)
                    }
                    Shortcut {
                        sequences: [StandardKey.MoveToPreviousPage]
                        enabled: overlay.visible && scroller.overflows
                        onActivated: scroller.scrollBy(-scroller.height * 0.9)
                    }

                ColumnLayout {
                    id: account
                    // Clear of the scroll bar while it shows.
                    width: scroller.width - (scroller.overflows ? accountBar.width + 8 : 0)
                    spacing: 14
                    Loader {
                        Layout.fillWidth: true
                        active: overlay.detail !== null
                        visible: active
                        sourceComponent: overlay.detail
                    }
                    Repeater {
                        model: overlay.detail ? [] : App.session.board.standings
                        delegate: RowLayout {
                            required property var modelData
                            readonly property string name: modelData.name
                            readonly property int place: modelData.place
                            readonly property bool isLoser: modelData.isLoser
                            readonly property bool isViewer: modelData.isViewer
                            readonly property string detail: modelData.detail ?? ""
                            Layout.fillWidth: true
                            spacing: 12
                            // The place, kept in its column; nothing shown where a game
                            // gives no places (the Mountain is won or lost together).
                            Item {
                                Layout.preferredWidth: 36
                                implicitHeight: placeLabel.implicitHeight
                                Label {
                                    id: placeLabel
                                    anchors.fill: parent
                                    visible: place >= 0
                                    text: place >= 0 ? qsTr("%1.").arg(place + 1) : ""
                                    font.pixelSize: 18 * Theme.uiScale
                                    font.bold: true
                                    color: Theme.inkDim
                                    horizontalAlignment: Text.AlignRight
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                text: name
                                font.pixelSize: 18 * Theme.uiScale
                                font.bold: isViewer
                                color: isLoser ? Theme.danger : Theme.ink
                            }
                            Label {
                                // The game's own summary (Chain-Chain: collected cards and sum), else
                                // Shithead's first out and loser.
                                text: detail !== "" ? detail : isLoser ? qsTr("lost") : place === 0 ? qsTr("first out") : ""
                                Accessible.ignored: text === ""
                                color: isLoser ? Theme.danger : detail !== "" ? Theme.inkDim : Theme.accent
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: App.session.game.deal !== ""
                        text: qsTr("Deal #%1").arg(App.session.game.deal)
                        color: Theme.inkDim
                        horizontalAlignment: Text.AlignHCenter
                    }
                }
                }   // the account's Flickable
                // The buttons in even rows of equal buttons: as many a row as the card holds, the
                // rows balanced (six in a narrow window: three and three, never five and one).
                Grid {
                    id: buttonGrid
                    objectName: "resultButtons"
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 8
                    readonly property var shownButtons: {
                        const out = []
                        for (let i = 0; i < children.length; ++i)
                            if (children[i].visible)
                                out.push(children[i])
                        return out
                    }
                    readonly property real cellW: shownButtons.reduce((w, b) => Math.max(w, b.implicitWidth), 0)
                    readonly property int fit: Math.max(1, Math.floor((content.width + spacing) / (cellW + spacing)))
                    readonly property int rows: Math.max(1, Math.ceil(shownButtons.length / fit))
                    columns: Math.max(1, Math.ceil(shownButtons.length / rows))
                    visible: !overlay.inLesson
                    Button {
                        objectName: "playAgainButton"
                        width: buttonGrid.cellW
                        // At a network table the opener deals again for everyone; the others ask.
                        text: overlay.askOpener ? qsTr("Ask for another game") : qsTr("Play again")
                        highlighted: true
                        onClicked: overlay.playAgain()
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                    }
                    // Where moves may be taken back (the Mountain), a lost deal need not be lost.
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        Accessible.ignored: !visible
                        width: buttonGrid.cellW
                        visible: App.session.play.canUndo
                        text: qsTr("Take back the last move")
                        onClicked: App.session.play.undo()
                    }
                    Button {
                        width: buttonGrid.cellW
                        visible: !overlay.askOpener
                        Accessible.ignored: !visible
                        text: qsTr("Same deal again")
                        onClicked: overlay.sameDeal()
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                    }
                    Button {
                        width: buttonGrid.cellW
                        text: qsTr("New game…")
                        onClicked: overlay.newGame()
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                    }
                    Button {
                        width: buttonGrid.cellW
                        text: qsTr("Games")
                        flat: true
                        onClicked: overlay.home()
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                    }
                    Button {
                        objectName: "lookButton"
                        width: buttonGrid.cellW
                        text: qsTr("Look at the table")
                        flat: true
                        onClicked: overlay.closed()
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                    }
                }
                // "Review my game": with several people at this screen, each picks their own.
                RowLayout {
                    id: reviewRow
                    readonly property var people: App.session.lookBack.reviewSeats
                    // The person chosen (the box's index; the box shows only with several).
                    property int index: 0
                    readonly property var chosen: people.length > 0 ? people[Math.min(index, people.length - 1)] : null
                    readonly property bool possible: chosen !== null && chosen.decisions > 0
                    visible: people.length > 0 && !overlay.inLesson
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 8
                    // Made only with several people: a hidden box would still stand in a
                    // screen reader's tree.
                    Loader {
                        active: reviewRow.people.length > 1
                        visible: active
                        sourceComponent: ChoiceBox {
                            objectName: "reviewWhoseBox"
                            model: reviewRow.people
                            textRole: "name"
                            currentIndex: reviewRow.index
                            onActivated: index => reviewRow.index = index
                            focusPolicy: Qt.TabFocus
                            Accessible.role: Accessible.ComboBox
                            Accessible.name: qsTr("Whose decisions to review")
                            Accessible.description: qsTr("key: Shift+R picks the next person")
                            Shortcut {
                                sequence: "Shift+R"
                                enabled: overlay.visible
                                onActivated: reviewRow.index = (reviewRow.index + 1) % reviewRow.people.length
                            }
                        }
                    }
                    Button {
                        id: reviewButton
                        objectName: "gameReviewButton"
                        text: reviewRow.people.length > 1 && reviewRow.chosen ? qsTr("Review %1's game").arg(reviewRow.chosen.name)
                                                                              : qsTr("Review my game")
                        enabled: reviewRow.possible && !App.session.gameReview.busy
                        focusPolicy: Qt.TabFocus
                        onClicked: overlay.reviewGame(reviewRow.chosen.seat)
                        Accessible.role: Accessible.Button
                        Accessible.name: text
                        Accessible.description: reviewRow.possible
                                                ? qsTr("The hard computer player looks at each of your decisions and marks where it would have chosen otherwise (key: R)")
                                                : reviewNote.text
                        ToolTip.visible: hovered || visualFocus
                        ToolTip.delay: 600
                        ToolTip.text: qsTr("Where the hard computer player would have chosen otherwise — key: R")
                        Shortcut {
                            sequence: "R"
                            enabled: overlay.visible && reviewButton.enabled && reviewRow.visible
                            onActivated: reviewButton.clicked()
                        }
                    }
                }
                Label {
                    id: reviewNote
                    objectName: "reviewNote"
                    Layout.fillWidth: true
                    visible: reviewRow.visible && !reviewRow.possible
                    Accessible.ignored: !visible
                    text: reviewRow.chosen ? qsTr("%1 had no choices to review: every move was the only one possible.").arg(reviewRow.chosen.name) : ""
                    color: Theme.inkDim
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }
        }
    }
}
