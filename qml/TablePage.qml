// The running game: a bar with the game, the deal and the menu; the game's table; what to do
// now and the buttons for it; the game log; the privacy screen between people; the result.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    signal homeRequested()
    signal newGameRequested()
    signal rulesRequested()
    signal settingsRequested()
    signal statisticsRequested()

    readonly property GameSession session: App.session
    property bool showLog: width >= 1500

    readonly property string gameTitle: session.active ? App.gameName(session.gameId) : ""
    background: FeltBackground {}
    // A screen reader meets the page by its game's name (a nameless "page tab" said nothing).
    Accessible.role: Accessible.PageTab
    Accessible.name: page.gameTitle !== "" ? qsTr("%1 table").arg(page.gameTitle) : qsTr("The table")

    // What the person at the screen should know right now, in one sentence: the game's table
    // says it for the person's own move, the page for everyone else's.
    function statusText() {
        if (!session.active)
            return ""
        if (session.over)
            return session.resultText
        const own = tableLoader.item ? tableLoader.item.statusText : ""
        if (own !== "")
            return own
        if (session.waitingFor.length > 0)
            return qsTr("Waiting for %1.").arg(App.nameList(session.waitingFor))
        const turn = session.turn
        if (turn >= 0)
            return session.thinkingSeat >= 0 ? qsTr("%1 is thinking…").arg(session.seatName(session.thinkingSeat))
                                             : qsTr("%1's turn.").arg(session.seatName(turn))
        return ""
    }

    // This page is in front (its keys work only then).
    readonly property bool inFront: StackView.status === StackView.Active

    header: ToolBar {
        id: bar
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
                text: App.gameName(session.gameId)
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                Accessible.ignored: true
            }
            Label {
                id: dealLabel
                objectName: "dealLabel"
                visible: !bar.dealHidden && session.deal !== ""   // a network table tells it at the end
                text: qsTr("Deal #%1").arg(session.deal)
                color: Theme.inkDim
                Layout.leftMargin: 8
                Accessible.ignored: true
            }
            Item { Layout.fillWidth: true }
            BarButton {
                id: hintButton
                objectName: "hintButton"
                text: session.hinting ? qsTr("Thinking…") : qsTr("Hint")
                description: qsTr("Suggest a move")
                key: "H"
                keyEnabled: page.inFront
                enabled: session.moves.length > 0 && !session.hinting && !session.privacy
                onClicked: session.requestHint()
            }
            BarButton {
                id: reviewButton
                objectName: "reviewButton"
                text: session.gameReviewing ? qsTr("Close the review") : session.reviewing ? qsTr("Back to the game") : qsTr("Last round")
                description: session.reviewing ? qsTr("Back to the game as it stands")
                                               : qsTr("Look at the last round again, move by move")
                key: "B"
                keyEnabled: page.inFront && !session.reviewing
                enabled: session.reviewing || session.canReview
                onClicked: session.gameReviewing ? session.gameReview.close()
                                                 : session.reviewing ? session.endReview() : session.startReview()
            }
            BarButton {
                id: undoButton
                objectName: "undoButton"
                readonly property bool shown: session.canUndo || session.canRedo
                visible: shown
                enabled: session.canUndo && !session.privacy
                text: qsTr("Undo")
                description: qsTr("Take back your last move")
                key: "Ctrl+Z"
                keyEnabled: page.inFront
                onClicked: session.undo()
            }
            BarButton {
                id: redoButton
                objectName: "redoButton"
                visible: session.canUndo || session.canRedo
                enabled: session.canRedo && !session.privacy
                text: qsTr("Redo")
                description: qsTr("Make the move taken back again")
                key: "Ctrl+Shift+Z"
                moreKeys: ["Ctrl+Y"]
                keyEnabled: page.inFront
                onClicked: session.redo()
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
                keyEnabled: page.inFront && !session.privacy
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
                    MenuItem { text: qsTr("New game…"); onTriggered: page.newGameRequested(); Accessible.onPressAction: clicked() }
                    MenuItem {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        text: qsTr("Play this deal again")
                        onTriggered: session.over ? session.replayDeal() : replayDialog.open()
                    }
                    MenuItem { text: qsTr("Statistics"); onTriggered: page.statisticsRequested(); Accessible.onPressAction: clicked() }
                    MenuItem { text: qsTr("Settings"); onTriggered: page.settingsRequested(); Accessible.onPressAction: clicked() }
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

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            Loader {
                id: tableLoader
                Layout.fillWidth: true
                Layout.fillHeight: true
                focus: true
                source: session.tableQml !== "" ? Qt.resolvedUrl(session.tableQml) : ""
                onLoaded: item.forceActiveFocus()
            }
            Connections {
                target: tableLoader.item
                ignoreUnknownSignals: true
                function onRefused(why) { toast.show(why) }
            }

            // Looking back over the last round: where we are in it, and steps back and forth.
            Rectangle {
                objectName: "reviewBar"
                visible: session.reviewing && !session.gameReviewing
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(52 * Theme.uiScale, reviewRow.implicitHeight + 16)
                color: "#cc3a2a08"
                RowLayout {
                    id: reviewRow
                    anchors.fill: parent
                    anchors.leftMargin: 16
                    anchors.rightMargin: 16
                    spacing: 10
                    Item {
                        Layout.fillWidth: true
                        implicitHeight: reviewText.implicitHeight
                        Accessible.role: Accessible.StatusBar
                        Accessible.name: reviewText.text
                        Accessible.ignored: !visible
                        Label {
                            id: reviewText
                            width: parent.width
                            anchors.verticalCenter: parent.verticalCenter
                            Accessible.ignored: true
                            text: session.reviewStep === 0
                                  ? qsTr("The last round: the table before its %n move(s). → shows the next one.", "", session.reviewLength)
                                  : qsTr("The last round: move %1 of %2.").arg(session.reviewStep).arg(session.reviewLength)
                            color: Theme.accent
                            font.pixelSize: 16 * Theme.uiScale
                            font.bold: true
                            wrapMode: Text.WordWrap
                        }
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        objectName: "reviewBackButton"
                        Accessible.ignored: !visible
                        text: qsTr("‹ Back")
                        focusPolicy: Qt.TabFocus
                        enabled: session.reviewStep > 0
                        onClicked: session.stepReview(-1)
                        Accessible.name: qsTr("One move back")
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Key: ←")
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        objectName: "reviewNextButton"
                        Accessible.ignored: !visible
                        text: qsTr("Next ›")
                        highlighted: true
                        focusPolicy: Qt.TabFocus
                        enabled: session.reviewStep < session.reviewLength
                        onClicked: session.stepReview(1)
                        Accessible.name: qsTr("The next move")
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Key: →")
                    }
                    Button {
                        Accessible.onPressAction: clicked()
                        Accessible.name: text
                        objectName: "reviewEndButton"
                        Accessible.ignored: !visible
                        text: qsTr("Back to the game")
                        focusPolicy: Qt.TabFocus
                        onClicked: session.endReview()
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Key: Esc")
                    }
                }
            }

            // "Review my game": one of the person's decisions, what the hard player would have
            // done instead, and steps between the decisions.
            Rectangle {
                id: gameReviewBar
                objectName: "gameReviewBar"
                readonly property GameReview review: session.gameReview
                readonly property var d: review.currentDecision
                readonly property string who: session.seatName(review.seat)
                visible: session.gameReviewing
                Layout.fillWidth: true
                Layout.preferredHeight: gameReviewRow.implicitHeight + 16
                color: "#e61d2a3a"
                function verdict() {
                    const d = gameReviewBar.d
                    if (d.choice === undefined || d.choice === "")
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
                RowLayout {
                    id: gameReviewRow
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: 16
                    anchors.rightMargin: 16
                    spacing: 10
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Decision %1 of %2 (move %3) — marked: %4.").arg(gameReviewBar.d.number ?? 0)
                                      .arg(gameReviewBar.review.total).arg(gameReviewBar.d.move ?? 0).arg(gameReviewBar.review.marked)
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
                            text: qsTr("%1's move: %2.").arg(gameReviewBar.who).arg(gameReviewBar.d.played ?? "")
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
                        Label {
                            visible: gameReviewBar.d.rated === true && !gameReviewBar.d.same
                            Layout.fillWidth: true
                            text: session.reviewRatingNote
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
                Shortcut {
                    sequences: ["Left"]
                    enabled: session.gameReviewing && page.inFront
                    onActivated: gameReviewBar.review.step(-1)
                }
                Shortcut {
                    sequences: ["Right"]
                    enabled: session.gameReviewing && page.inFront
                    onActivated: gameReviewBar.review.step(1)
                }
                Shortcut {
                    sequences: ["Escape"]
                    enabled: session.gameReviewing && page.inFront
                    onActivated: gameReviewBar.review.close()
                }
            }

            // What to do now, and the buttons for it.
            Rectangle {
                visible: !session.reviewing
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(52 * Theme.uiScale, actionRow.implicitHeight + 16)
                color: Theme.panel
                RowLayout {
                    id: actionRow
                    anchors.fill: parent
                    anchors.leftMargin: 16
                    anchors.rightMargin: 16
                    spacing: 10
                    // What to do now: a screen reader hears it as the window's status bar (a
                    // Label would insist on being plain text).
                    Item {
                        objectName: "status"
                        Layout.fillWidth: true
                        implicitHeight: status.implicitHeight
                        Accessible.role: Accessible.StatusBar
                        Accessible.name: status.text
                        Label {
                            id: status
                            width: parent.width
                            anchors.verticalCenter: parent.verticalCenter
                            text: page.statusText()
                            Accessible.ignored: true
                            wrapMode: Text.WordWrap
                            maximumLineCount: 4
                            elide: Text.ElideRight
                            color: session.moves.length > 0 ? Theme.accent : Theme.ink
                            font.pixelSize: 16 * Theme.uiScale
                            font.bold: session.moves.length > 0
                        }
                    }
                    // What the table has to say beside its buttons (the solver's verdict).
                    Label {
                        objectName: "statusNote"
                        readonly property var note: tableLoader.item ? (tableLoader.item.statusNote ?? ({})) : ({})
                        visible: (note.text ?? "") !== ""
                        text: note.text ?? ""
                        color: note.good === true ? "#9be3a8" : note.good === false ? "#f3a49c" : Theme.ink
                        font.pixelSize: 15 * Theme.uiScale
                        font.bold: true
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        Accessible.ignored: !visible
                    }
                    // The game's own buttons ({name, text, enabled, highlighted, key, run}). A Row
                    // holds them: a Repeater straight in a layout crashed Qt 6.4's layout engine
                    // when the buttons were replaced during a polish (qml.keys under load).
                    Row {
                        spacing: 10
                        Layout.alignment: Qt.AlignVCenter
                        Repeater {
                            model: tableLoader.item ? tableLoader.item.buttons : []
                            Button {
                                Accessible.onPressAction: clicked()
                                required property var modelData
                                objectName: modelData.name
                                focusPolicy: Qt.TabFocus
                                visible: modelData.visible ?? true
                                enabled: modelData.enabled
                                text: modelData.text
                                highlighted: (modelData.highlighted ?? false) && enabled
                                onClicked: modelData.run()
                                Accessible.name: text
                                Accessible.ignored: !visible
                                Accessible.description: (modelData.key ?? "") !== "" ? qsTr("key: %1").arg(modelData.key) : ""
                                ToolTip.visible: (hovered || visualFocus) && (modelData.key ?? "") !== ""
                                ToolTip.delay: 600
                                ToolTip.text: qsTr("Key: %1").arg(modelData.key ?? "")
                            }
                        }
                    }
                }
            }
        }

        // Made only while it shows: a hidden log's lines stay out of the screen reader's tree.
        Loader {
            active: page.showLog
            visible: active
            Layout.preferredWidth: Math.min(320 * Theme.uiScale, page.width * 0.26)
            Layout.fillHeight: true
            sourceComponent: LogPanel {}
        }
    }

    Connections {
        target: session
        function onHintChanged() {
            if (session.hint === "") {
                toast.hide()
                return
            }
            // Why, where one would wonder (picking up while plays are at hand).
            const why = session.hintMove.reason ?? ""
            toast.show(why !== "" ? qsTr("Hint: %1. %2").arg(session.describe(session.hint)).arg(why)
                                  : qsTr("Hint: %1").arg(session.describe(session.hint)),
                       why !== "" ? 8000 : 0)
        }
        // A hint or a refusal named the cards of the person who had the screen.
        function onPrivacyChanged() {
            toast.hide()
            if (!session.privacy && tableLoader.item)
                tableLoader.item.forceActiveFocus()
        }
        function onViewerChanged() { toast.hide() }
        // What the session has to say that no table asked for (a computer player's fallback
        // move, a failed save).
        function onMessageChanged() {
            if (session.message !== "" && !session.privacy)
                toast.show(session.message)
        }
        function onOverChanged() {
            if (!session.over)
                return
            resultOverlay.dismissed = false
            // A table may want its last moves seen before the result covers it.
            const delay = tableLoader.item ? (tableLoader.item.resultDelay ?? 0) : 0
            if (delay > 0) {
                resultOverlay.waiting = true
                resultWait.interval = delay
                resultWait.restart()
            }
        }
    }
    // The game's own rules file: its keys for the shortcuts sheet.
    Loader {
        id: gameRules
        readonly property var game: App.games.find(g => g.id === session.gameId) ?? ({})
        source: game.rulesQml ? Qt.resolvedUrl(game.rulesQml) : ""
    }
    KeysSheet {
        id: keysSheet
        gameKeys: gameRules.item ? gameRules.item.keys : []
    }
    ConfirmDialog {
        id: replayDialog
        title: qsTr("Start this deal again?")
        text: qsTr("The game in progress is replaced by the same deal from its start.")
        onAccepted: session.replayDeal()
    }

    Toast {
        id: toast
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.55
        z: 50
    }

    PrivacyScreen {
        anchors.fill: parent
        visible: session.privacy
        z: 80
    }

    // The hard player at work on a review: how far it is, and a way out.
    Rectangle {
        id: reviewProgress
        objectName: "reviewProgress"
        anchors.fill: parent
        visible: session.gameReview.busy
        color: "#b3000000"
        z: 75
        MouseArea { anchors.fill: parent }
        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - 40, 480 * Theme.uiScale)
            height: progressColumn.implicitHeight + 48
            radius: 18
            color: Theme.panelSolid
            border.color: Theme.accent
            border.width: 2
            ColumnLayout {
                id: progressColumn
                anchors.fill: parent
                anchors.margins: 24
                spacing: 12
                Label {
                    Layout.fillWidth: true
                    text: qsTr("The hard computer player is looking at %1's decisions, each from what was in view then…")
                              .arg(session.seatName(session.gameReview.seat))
                    color: Theme.ink
                    font.pixelSize: 16 * Theme.uiScale
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                ProgressBar {
                    objectName: "reviewProgressBar"
                    Layout.fillWidth: true
                    from: 0
                    to: 1
                    value: session.gameReview.progress
                    Accessible.role: Accessible.ProgressBar
                    Accessible.name: qsTr("Review progress")
                    Accessible.ignored: !visible
                    Accessible.description: progressText.text
                }
                Label {
                    id: progressText
                    text: qsTr("%1 of %2 decisions").arg(session.gameReview.done).arg(session.gameReview.total)
                    color: Theme.inkDim
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Accessible.ignored: !visible
                }
                Button {
                    id: reviewCancel
                    objectName: "reviewCancelButton"
                    Accessible.ignored: !visible
                    Layout.alignment: Qt.AlignRight
                    text: qsTr("Cancel")
                    focusPolicy: Qt.TabFocus
                    onClicked: session.gameReview.cancel()
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Cancel the review")
                    Accessible.description: qsTr("key: Esc")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Key: Esc")
                    Shortcut {
                        sequence: "Escape"
                        enabled: reviewProgress.visible && page.inFront
                        onActivated: reviewCancel.clicked()
                    }
                }
            }
        }
    }

    ResultOverlay {
        id: resultOverlay
        onReviewGame: seat => session.reviewGame(seat)
        anchors.fill: parent
        visible: session.over && !dismissed && !waiting
        property bool dismissed: false
        property bool waiting: false
        detail: tableLoader.item ? (tableLoader.item.resultDetail ?? null) : null
        Timer {
            id: resultWait
            onTriggered: resultOverlay.waiting = false
        }
        z: 70
        onPlayAgain: { dismissed = false; session.playAgain() }
        onSameDeal: { dismissed = false; session.replayDeal() }
        onNewGame: page.newGameRequested()
        onHome: page.homeRequested()
        onClosed: dismissed = true
        Connections {
            target: session
            function onSeedChanged() {
                resultOverlay.dismissed = false
                resultOverlay.waiting = false
            }
        }
    }
}
