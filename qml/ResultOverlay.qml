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
    signal sameDeal()
    signal newGame()
    signal home()
    signal closed()
    // "Review my game": the hard computer player looks at a person's decisions.
    signal reviewGame(int seat)
    property Component detail: null

    color: "#b3000000"
    // A screen reader meets it as a dialog named for the outcome.
    Accessible.role: Accessible.Dialog
    Accessible.name: App.session.resultText
    MouseArea { anchors.fill: parent }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, (overlay.detail ? 900 : 560) * Theme.uiScale)
        height: Math.min(parent.height - 24, content.implicitHeight + 48)
        radius: 18
        color: Theme.panelSolid
        border.color: Theme.accent
        border.width: 2

        // A long account scrolls where the window is small.
        Flickable {
            id: scroller
            anchors.fill: parent
            anchors.margins: 24
            contentWidth: width
            contentHeight: content.implicitHeight
            clip: contentHeight > height
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollIndicator.vertical: ScrollIndicator { }

        ColumnLayout {
            id: content
            width: scroller.width
            spacing: 14
            Label {
                Layout.fillWidth: true
                text: App.session.resultText
                font.pixelSize: 26 * Theme.uiScale
                font.bold: true
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                color: Theme.accent
            }
            Loader {
                Layout.fillWidth: true
                active: overlay.detail !== null
                visible: active
                sourceComponent: overlay.detail
            }
            Repeater {
                model: overlay.detail ? [] : App.session.standings
                delegate: RowLayout {
                    required property var modelData
                    readonly property string name: modelData.name
                    readonly property int place: modelData.place
                    readonly property bool isLoser: modelData.isLoser
                    readonly property bool isViewer: modelData.isViewer
                    readonly property string detail: modelData.detail ?? ""
                    Layout.fillWidth: true
                    spacing: 12
                    Label {
                        text: place >= 0 ? qsTr("%1.").arg(place + 1) : ""
                        font.pixelSize: 18 * Theme.uiScale
                        font.bold: true
                        color: Theme.inkDim
                        Layout.preferredWidth: 36
                        horizontalAlignment: Text.AlignRight
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
                        color: isLoser ? Theme.danger : detail !== "" ? Theme.inkDim : Theme.accent
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Deal #%1").arg(App.session.deal)
                color: Theme.inkDim
                horizontalAlignment: Text.AlignHCenter
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Layout.alignment: Qt.AlignHCenter
                Button { text: qsTr("Play again"); highlighted: true; onClicked: overlay.playAgain() }
                // Where moves may be taken back (the Mountain), a lost deal need not be lost.
                Button {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    visible: App.session.canUndo
                    text: qsTr("Take back the last move")
                    onClicked: App.session.undo()
                }
                Button { text: qsTr("Same deal again"); onClicked: overlay.sameDeal() }
                Button { text: qsTr("New game…"); onClicked: overlay.newGame() }
                Button { text: qsTr("Games"); flat: true; onClicked: overlay.home() }
                Button { objectName: "lookButton"; text: qsTr("Look at the table"); flat: true; onClicked: overlay.closed() }
            }
            // "Review my game": with several people at this screen, each picks their own.
            RowLayout {
                id: reviewRow
                readonly property var people: App.session.reviewSeats
                readonly property var chosen: people.length > 0 ? people[Math.min(whose.currentIndex < 0 ? 0 : whose.currentIndex, people.length - 1)] : null
                readonly property bool possible: chosen !== null && chosen.decisions > 0
                visible: people.length > 0
                Layout.alignment: Qt.AlignHCenter
                spacing: 8
                ComboBox {
                    id: whose
                    objectName: "reviewWhoseBox"
                    visible: reviewRow.people.length > 1
                    model: reviewRow.people
                    textRole: "name"
                    focusPolicy: Qt.TabFocus
                    Accessible.role: Accessible.ComboBox
                    Accessible.name: qsTr("Whose decisions to review")
                    Accessible.description: qsTr("key: Shift+R picks the next person")
                    Shortcut {
                        sequence: "Shift+R"
                        enabled: overlay.visible && whose.visible
                        onActivated: whose.currentIndex = (whose.currentIndex + 1) % reviewRow.people.length
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
