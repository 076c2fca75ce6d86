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
        }
        }
    }
}
