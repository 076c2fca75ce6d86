// Settings, applied at once and kept: the computer players' pause, how fast cards move, the
// language, the card deck (with previews) and its four colours, the table's colour, full
// screen, asking before conceding, and the games known by another name.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    objectName: "settingsPage"
    signal done()
    readonly property Settings settings: App.settings

    background: FeltBackground {}

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            BarButton {
                text: qsTr("‹ Back")
                description: qsTr("Back")
                key: "Alt+Left"
                keyEnabled: page.StackView.status === StackView.Active
                onClicked: page.done()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Settings")
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
                Accessible.ignored: true
            }
        }
    }

    // A setting: its control on the left, its name and a line of help on the right.
    component SettingRow: RowLayout {
        id: settingRow
        property string title
        property string help
        default property alias control: holder.data
        Layout.fillWidth: true
        spacing: 14
        Item {
            id: holder
            Layout.preferredWidth: 230 * Theme.uiScale
            implicitHeight: childrenRect.height
            Layout.alignment: Qt.AlignTop
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Label { text: settingRow.title; font.bold: true; color: Theme.ink; Layout.fillWidth: true; wrapMode: Text.WordWrap }
            Label { text: settingRow.help; visible: text !== ""; color: Theme.inkDim; Layout.fillWidth: true; wrapMode: Text.WordWrap }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroll.contentItem }

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 820 * Theme.uiScale)
            x: (scroll.availableWidth - width) / 2
            spacing: 18

            Item { Layout.preferredHeight: 6 }

            SettingRow {
                title: qsTr("Computer players' pause")
                // The number and its unit never part at the end of a line (a no-break space).
                help: qsTr("How long a computer player waits before its move, so you can follow it: %1")
                      .arg(qsTr("%1 s", "seconds").arg((page.settings.botDelayMs / 1000).toLocaleString(Qt.locale(), "f", 1))
                           .replace(" ", "\u00a0"))
                Slider {
                    width: parent.width
                    from: 0
                    to: 3000
                    stepSize: 100
                    value: page.settings.botDelayMs
                    onMoved: page.settings.botDelayMs = value
                    Accessible.name: qsTr("Computer players' pause")
                }
            }
            // At a learning table computer players leave a call (a tap, a count) to the person
            // for this long first; the table shows it while it is on.
            SettingRow {
                title: qsTr("Learning table: computer players' calls")
                help: qsTr("At a learning table a computer player calls (taps a closing card, counts a hand) only after this long, so that you can call first: %1")
                      .arg(qsTr("%1 s", "seconds").arg(page.settings.learningCallDelay).replace(" ", "\u00a0"))
                Slider {
                    objectName: "learningCallDelay"
                    width: parent.width
                    from: 2
                    to: 30
                    stepSize: 1
                    value: page.settings.learningCallDelay
                    onMoved: page.settings.learningCallDelay = value
                    Accessible.name: qsTr("Learning table: computer players' calls")
                }
            }
            SettingRow {
                title: qsTr("Animations")
                help: qsTr("How fast cards glide. Reduced motion: no card flies, every move shows at once.")
                // The model is the speeds' ids, which a change of language leaves alone (a model of
                // translated names was made anew then, and the box fell back to its first entry,
                // "Reduced motion"); the names are words of the moment.
                ChoiceBox {
                    id: speedBox
                    objectName: "speedBox"
                    width: parent.width
                    readonly property var speeds: ["reduced", "calm", "normal", "brisk"]
                    function speedName(id) {
                        switch (id) {
                        case "reduced": return qsTr("Reduced motion")
                        case "calm": return qsTr("Calm")
                        case "normal": return qsTr("Normal")
                        case "brisk": return qsTr("Brisk")
                        }
                        return id
                    }
                    model: speeds
                    displayText: speedName(page.settings.look.animationSpeed)
                    currentIndex: Math.max(0, speeds.indexOf(page.settings.look.animationSpeed))
                    onActivated: index => page.settings.look.animationSpeed = speeds[index]
                    delegate: ItemDelegate {
                        required property string modelData
                        required property int index
                        width: speedBox.width
                        text: speedBox.speedName(modelData)
                        highlighted: speedBox.highlightedIndex === index
                        Accessible.name: text
                    }
                    Accessible.name: qsTr("Animations")
                    Accessible.description: displayText
                }
            }
            SettingRow {
                title: qsTr("Language")
                help: qsTr("The app changes its language at once.")
                ChoiceBox {
                    objectName: "languageBox"
                    width: parent.width
                    textRole: "name"
                    valueRole: "id"
                    model: page.settings.languages
                    currentIndex: Math.max(0, page.settings.languages.findIndex(l => l.id === page.settings.language))
                    onActivated: page.settings.language = currentValue
                    Accessible.name: qsTr("Language")
                }
            }
            SettingRow {
                title: qsTr("Table")
                help: qsTr("The colour of the cloth.")
                Row {
                    spacing: 8
                    Repeater {
                        model: [{ id: "green", name: qsTr("Green") }, { id: "blue", name: qsTr("Blue") },
                                { id: "red", name: qsTr("Red") }, { id: "grey", name: qsTr("Grey") }]
                        Button {
                            Accessible.onPressAction: clicked()
                            required property var modelData
                            width: 48 * Theme.uiScale
                            height: width
                            checkable: true
                            checked: page.settings.look.tableColour === modelData.id
                            onClicked: page.settings.look.tableColour = modelData.id
                            Accessible.name: modelData.name
                            Accessible.role: Accessible.RadioButton   // one colour of four
                            ToolTip.visible: hovered
                            ToolTip.text: modelData.name
                            background: Rectangle {
                                radius: 8
                                color: Theme.feltColours[parent.modelData.id][0]
                                border.color: parent.checked ? Theme.accent : "#55ffffff"
                                border.width: parent.checked ? 3 : 1
                            }
                        }
                    }
                }
            }

            // The decks: Felt's own and every one the system has, each with a preview.
            Label {
                text: qsTr("Cards")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.accent
                Layout.topMargin: 6
            }
            RowLayout {
                spacing: 12
                Switch {
                    checked: page.settings.look.fourColour
                    onToggled: page.settings.look.fourColour = checked
                    Accessible.name: qsTr("Four-colour deck")
                }
                ColumnLayout {
                    spacing: 0
                    Layout.fillWidth: true
                    Label { text: qsTr("Four-colour deck"); font.bold: true; color: Theme.ink }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("Clubs green and diamonds blue, so every suit has its own colour; with a deck of the system, its four-colour version where one is installed.")
                        color: Theme.inkDim
                    }
                }
            }
            Flow {
                objectName: "deckPicker"
                Layout.fillWidth: true
                spacing: 12
                Repeater {
                    model: page.settings.look.decks
                    Rectangle {
                        id: deckTile
                        objectName: "deckTile_" + modelData.id
                        required property var modelData
                        readonly property bool chosen: page.settings.look.deck === modelData.id
                        // Pictures only for the tiles scrolled into sight (each deck is a file
                        // to read), and kept once drawn.
                        readonly property bool inSight: {
                            const view = scroll.contentItem
                            const top = view.contentY
                            const p = deckTile.mapToItem(view.contentItem, 0, 0)
                            return p.y + height > top - height && p.y < top + view.height + height
                        }
                        property bool seen: false
                        onInSightChanged: if (inSight) seen = true
                        Component.onCompleted: if (inSight) seen = true
                        width: 196 * Theme.uiScale
                        height: preview.y + preview.height + deckName.implicitHeight + 18
                        radius: 10
                        color: chosen ? "#40f2c14e" : "#26000000"
                        border.color: chosen ? Theme.accent : "#33ffffff"
                        border.width: chosen ? 3 : 1
                        Accessible.role: Accessible.RadioButton
                        Accessible.name: modelData.name
                        Accessible.checkable: true
                        Accessible.checked: chosen
                        Accessible.onPressAction: page.settings.look.deck = modelData.id
                        // The deck's own pictures, small (three faces and a back).
                        Row {
                            id: preview
                            x: 10
                            y: 10
                            spacing: -14 * Theme.uiScale
                            Repeater {
                                model: ["KS", "QH", "AD", "??"]
                                Item {
                                    required property string modelData
                                    width: 54 * Theme.uiScale
                                    height: width * Theme.cardAspect
                                    Image {
                                        anchors.fill: parent
                                        visible: deckTile.modelData.id !== "felt"
                                        source: deckTile.modelData.id !== "felt" && deckTile.seen ? "image://feltcards/" + deckTile.modelData.id + "/" + parent.modelData : ""
                                        sourceSize.width: Math.ceil(width)
                                        sourceSize.height: Math.ceil(height)
                                        asynchronous: true
                                    }
                                    Card {
                                        anchors.fill: parent
                                        visible: deckTile.modelData.id === "felt"
                                        deck: "felt"   // Felt's own, whichever deck is chosen
                                        face: parent.modelData
                                        shadow: false
                                    }
                                }
                            }
                        }
                        Label {
                            id: deckName
                            x: 10
                            width: parent.width - 20
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: 8
                            text: deckTile.modelData.name
                            // (A long name, as a deck's with its file's, takes a second line.)
                            wrapMode: Text.Wrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            color: Theme.ink
                            font.bold: deckTile.chosen
                            Accessible.ignored: true
                        }
                        MouseArea {
                            anchors.fill: parent
                            onClicked: page.settings.look.deck = deckTile.modelData.id
                        }
                    }
                }
            }
            Label {
                visible: page.settings.look.decks.length === 1
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: qsTr("More decks appear here once the system has them: the packages kdegames-card-data-kf5 and gnome-cards-data bring dozens.")
            }

            Label {
                text: qsTr("Window and table")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.accent
                Layout.topMargin: 6
            }
            RowLayout {
                spacing: 12
                Switch {
                    checked: page.settings.fullScreen
                    onToggled: page.settings.fullScreen = checked
                    Accessible.name: qsTr("Full screen")
                }
                ColumnLayout {
                    spacing: 0
                    Label { text: qsTr("Full screen"); font.bold: true; color: Theme.ink }
                    Label { text: qsTr("F11 switches it anywhere."); color: Theme.inkDim }
                }
            }
            RowLayout {
                spacing: 12
                Switch {
                    checked: page.settings.askBeforeConceding
                    onToggled: page.settings.askBeforeConceding = checked
                    Accessible.name: qsTr("Ask before conceding")
                }
                ColumnLayout {
                    spacing: 0
                    Label { text: qsTr("Ask before conceding"); font.bold: true; color: Theme.ink }
                    Label { text: qsTr("A question first, so a slip of the hand does not end a game."); color: Theme.inkDim }
                }
            }
            RowLayout {
                spacing: 12
                Switch {
                    objectName: "askBeforeRiskSwitch"
                    checked: page.settings.askBeforeRisk
                    onToggled: page.settings.askBeforeRisk = checked
                    Accessible.name: qsTr("Ask before a risky move")
                }
                ColumnLayout {
                    spacing: 0
                    Label { text: qsTr("Ask before a risky move"); font.bold: true; color: Theme.ink }
                    Label { text: qsTr("Before a move that may cost a penalty point, when a safer one is on offer."); color: Theme.inkDim }
                }
            }
            // The switches that come from the games, in a Column: they are made again when the
            // language changes, and Qt 6.4's layouts crash on a Repeater's items going away
            // during a polish.
            Column {
                Layout.fillWidth: true
                spacing: 18
                // Games known by another name too (Palace): one switch each.
                Repeater {
                    model: App.catalog.games.filter(g => g.alternateNameLabel !== "")
                    RowLayout {
                        required property var modelData
                        width: parent.width
                        spacing: 12
                        Switch {
                            checked: modelData.alternateName
                            onToggled: page.settings.setAlternateName(modelData.id, checked)
                            Accessible.name: modelData.alternateNameLabel
                        }
                        // (Its words fill the row: a row that nothing fills spreads its spare room
                        // between its items, and the words stood right of the others'.)
                        ColumnLayout {
                            spacing: 0
                            Layout.fillWidth: true
                            Label { text: modelData.alternateNameLabel; font.bold: true; color: Theme.ink; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                            Label { text: qsTr("The same game under its other name."); color: Theme.inkDim; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                        }
                    }
                }
                // Each game's own switches (how its table helps), named with the game.
                Repeater {
                    model: {
                        const list = []
                        for (const g of App.catalog.games)
                            for (const s of (g.settings ?? []))
                                list.push({ game: g.id, gameName: g.name, key: s.key, label: s.label, help: s.help, value: s.value })
                        return list
                    }
                    RowLayout {
                        required property var modelData
                        width: parent.width
                        spacing: 12
                        Switch {
                            objectName: "gameSetting_" + modelData.game + "_" + modelData.key
                            checked: modelData.value
                            onToggled: App.catalog.setGameSetting(modelData.game, modelData.key, checked)
                            Accessible.name: qsTr("%1: %2").arg(modelData.gameName).arg(modelData.label)
                        }
                        ColumnLayout {
                            spacing: 0
                            Layout.fillWidth: true
                            Label { text: qsTr("%1: %2").arg(modelData.gameName).arg(modelData.label); font.bold: true; color: Theme.ink }
                            Label {
                                text: modelData.help
                                color: Theme.inkDim
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
            Label {
                text: qsTr("Felt %1").arg(App.version)
                color: Theme.inkDim
                Layout.topMargin: 20
            }
            Item { Layout.preferredHeight: 20 }
        }
    }
}
