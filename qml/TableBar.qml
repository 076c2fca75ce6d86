// The table page's bar: home, the game and the deal, hint, look back, undo and redo, rules,
// keys, the log and the menu; folded into the menu when the bar is too narrow.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

ToolBar {
    id: bar
    required property Page page
    required property KeysSheet keysSheet
    Accessible.name: qsTr("Game bar")
    // Behind the privacy screen what could show a hand is off (hint, undo); leaving the
    // table, the rules and a new game stay at hand.
    // When the bar is too narrow for every button (a long language at 1024 pixels), the
    // rules, keys and log buttons fold into the menu (their keys keep working), and if
    // that is not enough the deal number goes too. The widths are the buttons' natural
    // ones, whether they show or not, so folding cannot feed back into itself.
    readonly property real foldable: rulesButton.implicitWidth + keysButton.implicitWidth
                                     + logButton.implicitWidth + 3 * barRow.spacing
    readonly property real needed: homeButton.implicitWidth + gameTitle.implicitWidth
                                   + dealLabel.implicitWidth + dealLabel.Layout.leftMargin
                                   + hintButton.implicitWidth + reviewButton.implicitWidth
                                   + (undoButton.shown ? undoButton.implicitWidth + redoButton.implicitWidth
                                                         + 2 * barRow.spacing : 0)
                                   + foldable + menuButton.implicitWidth + 7 * barRow.spacing
                                   + leftPadding + rightPadding + 24
    readonly property bool folded: needed > width
    readonly property bool dealHidden: needed - foldable > width
    RowLayout {
        id: barRow
        anchors.fill: parent
        spacing: 6
        BarButton {
            id: homeButton
            objectName: "homeButton"
            text: qsTr("‹ Games")
            description: qsTr("Back to the games")
            key: "Alt+Left"
            keyEnabled: page.inFront
            onClicked: page.homeRequested()
        }
        Label {
            id: gameTitle
            text: App.catalog.gameName(page.session.game.gameId)
            font.pixelSize: 18 * Theme.uiScale
            font.bold: true
            Accessible.ignored: true
        }
        Label {
            id: dealLabel
            objectName: "dealLabel"
            visible: !bar.dealHidden && page.session.game.deal !== ""   // a network table tells it at the end
            text: App.lesson.active ? qsTr("Lesson: %1").arg(App.lesson.title) : qsTr("Deal #%1").arg(page.session.game.deal)
            color: Theme.inkDim
            Layout.leftMargin: 8
            Accessible.ignored: true
        }
        Item { Layout.fillWidth: true }
        BarButton {
            id: hintButton
            objectName: "hintButton"
            text: page.session.advice.hinting ? qsTr("Thinking…") : qsTr("Hint")
            description: qsTr("Suggest a move")
            key: "H"
            keyEnabled: page.inFront
            enabled: page.session.play.due && !page.session.advice.hinting && !page.session.screen.privacy
            onClicked: page.session.advice.requestHint()
        }
        BarButton {
            id: reviewButton
            objectName: "reviewButton"
            text: page.session.lookBack.gameReviewing ? qsTr("Close the review") : page.session.lookBack.active ? qsTr("Back to the game") : qsTr("Last round")
            description: page.session.lookBack.active ? qsTr("Back to the game as it stands")
                                           : qsTr("Look at the last round again, move by move")
            key: "B"
            keyEnabled: page.inFront && !page.session.lookBack.active
            // (canReview changes with the privacy screen too, which its signal does not say:
            // reading `privacy` first, always, keeps the button right for whoever takes the
            // screen.)
            enabled: page.session.lookBack.active || (!page.session.screen.privacy && page.session.lookBack.available)
            onClicked: page.session.lookBack.gameReviewing ? page.session.gameReview.close()
                                             : page.session.lookBack.active ? page.session.lookBack.end() : page.session.lookBack.start()
        }
        BarButton {
            id: undoButton
            objectName: "undoButton"
            readonly property bool shown: page.session.play.canUndo || page.session.play.canRedo
            visible: shown
            enabled: page.session.play.canUndo && !page.session.screen.privacy
            text: qsTr("Undo")
            description: qsTr("Take back your last move")
            key: "Ctrl+Z"
            keyEnabled: page.inFront
            onClicked: page.session.play.undo()
        }
        BarButton {
            id: redoButton
            objectName: "redoButton"
            visible: page.session.play.canUndo || page.session.play.canRedo
            enabled: page.session.play.canRedo && !page.session.screen.privacy
            text: qsTr("Redo")
            description: qsTr("Make the move taken back again")
            key: "Ctrl+Shift+Z"
            moreKeys: ["Ctrl+Y"]
            keyEnabled: page.inFront
            onClicked: page.session.play.redo()
        }
        BarButton {
            id: rulesButton
            objectName: "rulesButton"
            folded: bar.folded
            text: qsTr("Rules")
            description: qsTr("How this game is played")
            key: "F1"
            keyEnabled: page.inFront
            onClicked: page.rulesRequested()
        }
        BarButton {
            id: keysButton
            objectName: "keysButton"
            folded: bar.folded
            text: qsTr("Keys")
            description: qsTr("Every key of this table")
            key: "?"
            moreKeys: ["Shift+F1"]
            keyEnabled: page.inFront
            onClicked: keysSheet.open()
        }
        BarButton {
            id: logButton
            objectName: "logButton"
            folded: bar.folded
            text: page.showLog ? qsTr("Hide log") : qsTr("Show log")
            description: qsTr("Show or hide the game log")
            key: "L"
            keyEnabled: page.inFront && !page.session.screen.privacy
            onClicked: page.showLog = !page.showLog
        }
        BarButton {
            id: menuButton
            objectName: "menuButton"
            text: qsTr("Menu")
            description: qsTr("New game, the same deal again, settings")
            key: "F10"
            keyEnabled: page.inFront
            tipHidden: menu.visible   // the tooltip would cover the first item
            onClicked: menu.open()
            Menu {
                id: menu
                y: parent.height
                // As wide as its widest item: a long language cut one short ("Dieses Spiel
                // nochmal s…").
                width: {
                    let w = implicitWidth
                    for (let i = 0; i < count; ++i) {
                        const item = itemAt(i)
                        if (item)
                            w = Math.max(w, item.implicitWidth + leftPadding + rightPadding)
                    }
                    return Math.min(w, page.width - 16)
                }
                MenuItem { text: qsTr("New game…"); onTriggered: page.newGameRequested(); Accessible.onPressAction: clicked() }
                MenuItem {
                    objectName: "menuLearn"
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    readonly property string game: page.session.game.gameId
                    readonly property var lessons: App.catalog.games.find(g => g.id === game)?.lessons ?? []
                    visible: lessons.length > 0
                    height: visible ? implicitHeight : 0
                    text: lessons.length > 1 ? qsTr("Learn to play %1…").arg(App.catalog.gameName(game))
                                             : qsTr("Learn to play %1").arg(App.catalog.gameName(game))
                    // The running game stays saved: the home page offers to resume it. A game with
                    // several lessons lists them (with which were done).
                    onTriggered: lessons.length > 1 ? menuLessons.popup(menuButton, 0, menuButton.height)
                                                    : ApplicationWindow.window.learn(lessons[0])
                }
                MenuItem {
                    id: replayItem
                    objectName: "menuReplayDeal"
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    text: qsTr("Play this deal again")
                    // Only a deal whose number may be known (while it is secret, it waits
                    // for the end of the game).
                    enabled: page.session.game.deal !== "" && !App.lesson.active
                    // Why not now, under its words and to screen readers ("" while it may).
                    readonly property string why: enabled ? ""
                        : App.lesson.active ? qsTr("A lesson deals its own cards: its deal is not played again.")
                        : page.session.game.dealSecret ? qsTr("With several people at the table the deal can be played again once the game is over.")
                        : qsTr("At a network table the deal can be played again once the game is over.")
                    Accessible.description: why
                    // Its words, and below them why it is greyed (wrapped at a width of its own,
                    // not the menu's, which is made as wide as its items).
                    contentItem: Column {
                        spacing: 2
                        // (Texts, not the style's Labels, which fade to a fifth in a greyed
                        // item: the reason stays readable.)
                        Text {
                            id: replayWords
                            text: replayItem.text
                            font: replayItem.font
                            // (The Universal dark style's menu items' white, and its greyed white.)
                            color: replayItem.enabled ? "#ffffff" : "#33ffffff"
                            Accessible.ignored: true
                        }
                        Text {
                            objectName: "replayDealWhy"
                            visible: replayItem.why !== ""
                            width: Math.max(replayWords.implicitWidth, 260 * Theme.uiScale)
                            text: replayItem.why
                            wrapMode: Text.WordWrap
                            font.family: replayItem.font.family
                            font.pixelSize: Math.round(12 * Theme.uiScale)
                            color: Theme.ink
                            Accessible.ignored: true
                        }
                    }
                    // The game unfinished (or another one saved): the window asks first.
                    onTriggered: ApplicationWindow.window.replaceGame(page.session.game.gameId, () => App.replayDeal())
                }
                MenuItem { text: qsTr("Statistics"); onTriggered: page.statisticsRequested(); Accessible.onPressAction: clicked() }
                MenuItem { text: qsTr("Settings"); onTriggered: page.settingsRequested(); Accessible.onPressAction: clicked() }
            }
            LessonsMenu {
                id: menuLessons
                gameId: page.session.game.gameId
                onChosen: lesson => ApplicationWindow.window.learn(lesson)
            }
            // The bar's buttons that folded away for want of room, at the menu's end.
            Instantiator {
                model: bar.folded ? [rulesButton, keysButton, logButton] : []
                delegate: MenuItem {
                    Accessible.onPressAction: clicked()
                    Accessible.name: text
                    required property var modelData
                    objectName: "menu_" + modelData.objectName
                    text: modelData.text
                    enabled: modelData.enabled
                    onTriggered: modelData.clicked()
                }
                onObjectAdded: (index, object) => menu.insertItem(menu.count, object)
                onObjectRemoved: (index, object) => menu.removeItem(object)
            }
        }
    }
}
