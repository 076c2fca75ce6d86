// A new game: how many play, who sits where (a person at this screen or a computer player
// of some strength, with a name), every house rule as a switch, and the deal.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt
import "optionvalues.js" as OptionValues

Page {
    id: page
    objectName: "newGamePage"
    property string gameId: App.catalog.games[0].id
    signal started()
    signal cancelled()
    // Esc leaves the page as its Back button does (Main.qml: a page over another has done()).
    function done() { cancelled() }

    readonly property string gameTitle: App.catalog.gameName(gameId)
    background: FeltBackground {}

    readonly property var optionList: App.catalog.optionList(gameId)
    readonly property var defaults: {
        const d = {}
        for (const o of optionList)
            d[o.key] = OptionValues.plain(o.defaultValue)
        return d
    }
    property var options: ({})
    readonly property var range: App.catalog.playerRange(gameId, chosenOptions())
    property int players: 4
    readonly property var botNames: ["Ada", "Bruno", "Cleo", "Dora", "Emil", "Frida", "Gus", "Hanne"]
    readonly property var kinds: [
        { kind: "human", label: qsTr("Person at this screen") },
        { kind: "network", label: qsTr("Person joining over the network") },
        { kind: "easy", label: qsTr("Computer — easy") },
        { kind: "normal", label: qsTr("Computer — normal") },
        { kind: "hard", label: qsTr("Computer — hard") }
    ]
    ListModel { id: seatModel }

    function chosenOptions() {
        const o = {}
        for (const key in defaults)
            o[key] = options[key] !== undefined ? options[key] : defaults[key]
        return o
    }
    function setOption(key, value) {
        const o = Object.assign({}, options)
        o[key] = value
        options = o
    }
    function kindIndex(kind) {
        for (let i = 0; i < kinds.length; ++i)
            if (kinds[i].kind === kind)
                return i
        return 3   // normal
    }
    // The name a seat gets until someone types one: the person's own at the first seat, a
    // computer player's default name elsewhere, and none for a seat kept for a friend joining
    // over the network (only the opener knows who comes: "Waiting for a person to join…").
    function defaultName(i, kind) {
        if (kind === "network")
            return ""
        return i === 0 && kind === "human" ? App.playerName() : botNames[i % botNames.length]
    }
    function fillSeats(n) {
        while (seatModel.count < n) {
            const i = seatModel.count
            const kind = i === 0 ? "human" : "normal"
            seatModel.append({ name: defaultName(i, kind), kind: kind, named: false })
        }
        while (seatModel.count > n)
            seatModel.remove(seatModel.count - 1)
    }
    // Who plays a seat changed: a name nobody typed follows the kind of seat.
    function setKind(i, kind) {
        seatModel.setProperty(i, "kind", kind)
        if (!seatModel.get(i).named)
            seatModel.setProperty(i, "name", defaultName(i, kind))
    }
    // An unfinished game is not thrown away without asking (the window's question; a
    // network game saves elsewhere, so the unfinished one stays saved).
    function hasNetworkSeat() {
        for (let i = 0; i < seatModel.count; ++i)
            if (seatModel.get(i).kind === "network")
                return true
        return false
    }
    function start() {
        ApplicationWindow.window.replaceGame(hasNetworkSeat() ? "" : gameId, startNow)
    }
    // Over the network, the table stands on this computer or on a felt-server.
    readonly property bool serverReady: App.network.hosting.isServerAddress(serverField.editText)
    function host() {
        ApplicationWindow.window.replaceGame("", hostNow)
    }
    // Over the network: the seats marked so wait for people at other computers.
    function hostNow() {
        const seats = []
        for (let i = 0; i < seatModel.count; ++i) {
            const remote = seatModel.get(i).kind === "network"
            seats.push({ name: seatModel.get(i).name, kind: remote ? "human" : seatModel.get(i).kind, remote: remote })
        }
        const here = seats.find(s => s.kind === "human" && !s.remote)
        if (here)
            App.rememberPlayerName(here.name)
        const hosted = onServer.checked
                ? App.network.hosting.hostOnServer(serverField.editText, gameId, seats, chosenOptions(), listedSwitch.checked)
                : App.network.hosting.host(gameId, seats, chosenOptions())
        if (!hosted)
            error.text = App.network.table.error
    }
    function startNow() {
        const seats = []
        for (let i = 0; i < seatModel.count; ++i)
            seats.push({ name: seatModel.get(i).name, kind: seatModel.get(i).kind })
        if (seats.some(s => s.kind === "network"))
            return hostNow()
        const seed = randomDeal.checked ? -1 : Number(dealField.text)
        if (App.newGame(gameId, seats, chosenOptions(), seed, learningSwitch.checked))
            page.started()
        else
            error.text = App.session.play.message
    }

    Component.onCompleted: {
        const last = App.lastSeats()
        for (let i = 0; i < last.length; ++i)
            seatModel.append({ name: last[i].name, kind: last[i].kind, named: last[i].name !== defaultName(i, last[i].kind) })
        players = Math.max(range.min, Math.min(range.max, last.length > 0 ? last.length : 4))
        fillSeats(players)
    }
    onPlayersChanged: fillSeats(players)
    // The house rules' control column: as wide as the widest kind of control the game's
    // options use (a choice, a number, a switch).
    readonly property real optionControlWidth: {
        const kinds = optionList.map(o => o.kind)
        let width = switchMetrics.implicitWidth
        // (A number's box has room for a word at its end too: "off", "aus".)
        if (kinds.includes("number"))
            width = Math.max(width, numberMetrics.implicitWidth + 40 * Theme.uiScale)
        if (kinds.includes("choice"))
            width = Math.max(width, 200 * Theme.uiScale)
        return width
    }
    Switch { id: switchMetrics; visible: false }
    NumberBox { id: numberMetrics; visible: false }
    onRangeChanged: players = Math.max(range.min, Math.min(range.max, players))

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.rightMargin: 8 * Theme.uiScale   // the Start button off the window's edge
            ToolButton {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                text: qsTr("‹ Back")
                onClicked: page.cancelled()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("New game of %1").arg(App.catalog.gameName(page.gameId))
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
            Button {
                objectName: "hostButton"
                Accessible.onPressAction: clicked()
                Accessible.name: text
                text: qsTr("Play over the network")
                enabled: !onServer.checked || page.serverReady
                onClicked: page.host()
            }
            Button {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                id: startButton
                objectName: "startButton"
                text: qsTr("Start")
                highlighted: true
                enabled: randomDeal.checked || dealField.acceptableInput
                onClicked: page.start()
            }
        }
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroller.contentItem }

        ColumnLayout {
            width: Math.min(parent.width - 48, 900 * Theme.uiScale)
            x: (parent.width - width) / 2
            spacing: 14

            Item { Layout.preferredHeight: 6 }
            Label {
                text: qsTr("Players")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.ink
            }
            RowLayout {
                spacing: 12
                Label { text: qsTr("How many:"); color: Theme.ink }
                NumberBox {
                    id: playerBox
                    objectName: "playerCount"
                    Accessible.name: qsTr("Number of players")
                    from: page.range.min
                    to: page.range.max
                    value: page.players
                    onValueModified: page.players = value
                }
                Label {
                    text: App.catalog.playersNote(page.gameId, page.range.min, page.range.max)
                    color: Theme.inkDim
                }
            }
            Repeater {
                model: seatModel
                SeatChoiceRow {
                    Layout.fillWidth: true
                    gameId: page.gameId
                    kinds: page.kinds
                    kindIndex: page.kindIndex(kind)
                    onRenamed: text => {
                        seatModel.setProperty(index, "name", text)
                        seatModel.setProperty(index, "named", text !== "")
                    }
                    onKindChosen: k => page.setKind(index, k)
                }
            }

            // The learning table: on by default for a game never played here.
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: 8
                spacing: 12
                // (In the house rules' control column, so that its words line up with theirs.)
                Item {
                    Layout.preferredWidth: page.optionControlWidth
                    implicitHeight: learningSwitch.implicitHeight
                    Switch {
                        id: learningSwitch
                        objectName: "learningSwitch"
                        anchors.verticalCenter: parent.verticalCenter
                        checked: !(App.catalog.games.find(g => g.id === page.gameId)?.played ?? true)
                        Accessible.name: qsTr("Learning table")
                        Accessible.description: learningHelp.text
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Label {
                        text: qsTr("Learning table")
                        font.bold: true
                        color: Theme.ink
                    }
                    Label {
                        id: learningHelp
                        Layout.fillWidth: true
                        text: qsTr("Hints come by themselves for your first decisions, and computer players leave calls to you for a while. Kept apart in the statistics.")
                        color: Theme.inkDim
                        wrapMode: Text.WordWrap
                    }
                }
            }

            Label {
                visible: Object.keys(page.defaults).length > 0
                text: qsTr("House rules")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.ink
                Layout.topMargin: 8
            }
            // Every option as its game describes it: a switch, a choice among values, or a number.
            Repeater {
                model: page.optionList
                HouseRuleRow {
                    Layout.fillWidth: true
                    value: page.chosenOptions()[modelData.key]
                    controlWidth: page.optionControlWidth
                    onChosen: v => page.setOption(modelData.key, v)
                }
            }

            Label {
                text: qsTr("Over the network")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.ink
                Layout.topMargin: 8
            }
            // Where "Play over the network" opens the table: here, or on a felt-server (the
            // servers used before offered, the last used first).
            RowLayout {
                spacing: 12
                RadioButton {
                    id: onThisComputer
                    objectName: "hostHere"
                    text: qsTr("On this computer")
                    checked: true
                    Accessible.name: qsTr("Open the network table on this computer")
                }
                RadioButton {
                    id: onServer
                    objectName: "hostOnServer"
                    text: qsTr("On a server:")
                    Accessible.name: qsTr("Open the network table on a server")
                }
                ChoiceBox {
                    id: serverField
                    objectName: "serverAddress"
                    editable: true
                    enabled: onServer.checked
                    model: App.network.joining.servers
                    Layout.preferredWidth: 300 * Theme.uiScale
                    Accessible.name: qsTr("The server's address")
                    onActivated: i => editText = App.network.joining.servers[i]
                }
            }
            Label {
                objectName: "serverProblem"
                visible: onServer.checked && !page.serverReady
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                text: serverField.editText.trim() === ""
                      ? qsTr("The server's address: 192.168.1.20, 192.168.1.20:7447, or felts://example.org for a server with TLS.")
                      : qsTr("This is not a server's address: give it as 192.168.1.20, 192.168.1.20:7447 or felts://example.org:7447.")
            }
            RowLayout {
                spacing: 12
                // In the options' column of controls, so its words line up with theirs.
                Item {
                    Layout.preferredWidth: page.optionControlWidth
                    implicitHeight: listedSwitch.implicitHeight
                    Switch {
                        id: listedSwitch
                        objectName: "listedSwitch"
                        anchors.verticalCenter: parent.verticalCenter
                        enabled: onServer.checked
                        checked: false
                        Accessible.name: qsTr("Anyone on this server may join")
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Anyone on this server may join (the table shows on their join page; otherwise only those with the code or link)")
                    color: listedSwitch.enabled ? Theme.ink : Theme.inkDim
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                text: qsTr("Deal")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.ink
                Layout.topMargin: 8
            }
            RowLayout {
                spacing: 12
                RadioButton {
                    id: randomDeal
                    text: qsTr("A new deal")
                    checked: true
                }
                RadioButton {
                    id: numberedDeal
                    text: qsTr("Deal number")
                }
                Field {
                    id: dealField
                    Accessible.name: qsTr("Deal number")
                    enabled: numberedDeal.checked
                    Layout.preferredWidth: 160 * Theme.uiScale
                    placeholderText: qsTr("e.g. 123")
                    inputMethodHints: Qt.ImhDigitsOnly
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{1,15}/ }
                }
            }
            Label {
                id: error
                Layout.fillWidth: true
                visible: text !== ""
                color: Theme.danger
                wrapMode: Text.WordWrap
            }
            Button {
                Accessible.onPressAction: clicked()
                Accessible.name: text
                Layout.alignment: Qt.AlignRight
                Layout.topMargin: 8
                text: qsTr("Start the game")
                highlighted: true
                enabled: startButton.enabled
                onClicked: page.start()
            }
            Item { Layout.preferredHeight: 20 }
        }
    }
}
