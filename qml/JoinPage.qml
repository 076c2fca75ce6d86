// Joining a table at another computer: an invite link, or the table code and the host's
// address; the tables found on the local network (DNS-SD through Avahi) and those listed on
// the felt-servers one has used, each joined with one click; and,
// a seat kept at a network game one is not at now, the offer to take it back. A link or code
// that cannot be read says why under its field; a table that could not be joined comes back
// here with the fields as they were (or, from a link given to felt, filled with it).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Felt

Page {
    id: page
    objectName: "joinPage"
    signal cancelled()
    // Esc leaves the page as its Back button does (Main.qml: a page over another has done()).
    function done() { cancelled() }
    readonly property NetJoining net: App.network.joining
    readonly property NetTable table: App.network.table
    // A link to fill in (felt felt://… before a name was ever given: the name is asked here).
    property string invite: ""
    background: FeltBackground {}

    // The table the fields name: an invite link as it is, or CODE@ADDRESS.
    readonly property string target: {
        const first = codeField.text.trim()
        if (/^felts?:/i.test(first) || first.indexOf("@") > 0)
            return first
        return addressField.text.trim() !== "" ? first + "@" + addressField.text.trim() : first
    }
    readonly property bool ready: page.net.isInvite(target) && nameField.text.trim() !== ""
    // Why the fields do not name a table yet (NetPlay::inviteProblem).
    readonly property inviteProblem problem: page.net.inviteProblem(codeField.text, addressField.enabled ? addressField.text : "")
    // More people at this screen, each with a seat of their own (hot-seat inside a network
    // game: the privacy screen stands between their turns, as at a local table).
    ListModel { id: othersModel }
    function otherNames() {
        const names = []
        for (let i = 0; i < othersModel.count; ++i)
            if (othersModel.get(i).name.trim() !== "")
                names.push(othersModel.get(i).name)
        return names
    }
    // A network game saves elsewhere: an unfinished game stays saved (the window says so first).
    function join(link) {
        const name = nameField.text
        App.rememberPlayerName(name)
        const others = otherNames()
        ApplicationWindow.window.replaceGame("", () => page.net.join(link, name, others))
    }
    Component.onCompleted: {
        page.net.browse()
        // The table a join could not sit down at, to try again.
        if (page.invite !== "")
            codeField.text = page.invite
        else if (page.net.retryLink !== "")
            codeField.text = page.net.retryLink
        // Asked for a name first: the name field has the keyboard.
        if (page.invite !== "")
            nameField.forceActiveFocus()
    }
    Component.onDestruction: page.net.stopBrowsing()

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.rightMargin: 8 * Theme.uiScale
            ToolButton {
                text: qsTr("‹ Back")
                Accessible.name: text
                Accessible.onPressAction: clicked()
                onClicked: page.cancelled()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Join a table")
                font.pixelSize: 20 * Theme.uiScale
                font.bold: true
            }
            Button {
                objectName: "joinButton"
                text: qsTr("Join")
                highlighted: true
                enabled: page.ready
                Accessible.name: text
                Accessible.onPressAction: clicked()
                onClicked: page.join(page.target)
            }
        }
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        FocusFollower { flickable: scroller.contentItem }
        ColumnLayout {
            width: Math.min(parent.width - 48, 760 * Theme.uiScale)
            x: (parent.width - width) / 2
            spacing: 12

            Item { Layout.preferredHeight: 12 }
            Rectangle {
                objectName: "rejoinOffer"
                visible: page.net.rejoinLink !== "" && !page.table.live   // (not the seat one sits at)
                Layout.fillWidth: true
                implicitHeight: rejoinRow.implicitHeight + 20
                radius: 6
                color: Theme.panel
                RowLayout {
                    id: rejoinRow
                    anchors.fill: parent
                    anchors.margins: 10
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        textFormat: Text.PlainText
                        text: qsTr("You have a seat at a network game (%1). Take it back?").arg(page.net.rejoinLink)
                    }
                    Button {
                        text: qsTr("Rejoin")
                        highlighted: true
                        Accessible.name: qsTr("Rejoin the network game")
                        Accessible.onPressAction: clicked()
                        onClicked: ApplicationWindow.window.replaceGame("", () => page.net.rejoin())
                    }
                    Button {
                        text: qsTr("Forget it")
                        flat: true
                        Accessible.name: text
                        Accessible.onPressAction: clicked()
                        onClicked: page.net.forgetRejoin()
                    }
                }
            }
            GridLayout {
                columns: 2
                columnSpacing: 12
                rowSpacing: 8
                Label { text: qsTr("Your name"); color: Theme.ink }
                ColumnLayout {
                    spacing: 2
                    Field {
                        id: nameField
                        objectName: "joinName"
                        Layout.preferredWidth: 280 * Theme.uiScale
                        text: App.playerName()
                        maximumLength: 24
                        Accessible.name: qsTr("Your name")
                        Accessible.description: nameProblem.text
                    }
                    Label {
                        id: nameProblem
                        objectName: "nameProblem"
                        visible: text !== ""
                        text: nameField.text.trim() === "" ? qsTr("Your name is needed to take a seat.") : ""
                        color: Theme.danger
                        font.pixelSize: 13 * Theme.uiScale
                    }
                }
                Label {
                    text: qsTr("Also at this screen")
                    color: Theme.ink
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                }
                ColumnLayout {
                    spacing: 4
                    Repeater {
                        model: othersModel
                        RowLayout {
                            id: otherRow
                            required property int index
                            required property string name
                            Field {
                                objectName: "joinOther" + otherRow.index
                                Layout.preferredWidth: 280 * Theme.uiScale
                                text: otherRow.name
                                maximumLength: 24
                                placeholderText: qsTr("Another person's name")
                                Accessible.name: qsTr("Another person at this screen, %1").arg(otherRow.index + 1)
                                onTextEdited: othersModel.setProperty(otherRow.index, "name", text)
                                Component.onCompleted: if (text === "") forceActiveFocus()
                            }
                            Button {
                                text: qsTr("Remove")
                                Accessible.name: qsTr("Remove the person at this screen %1").arg(otherRow.index + 1)
                                Accessible.onPressAction: clicked()
                                onClicked: othersModel.remove(otherRow.index)
                            }
                        }
                    }
                    Button {
                        objectName: "addPersonButton"
                        text: qsTr("Add a person at this screen")
                        enabled: othersModel.count < 7
                        Accessible.name: text
                        Accessible.description: qsTr("Several people can sit at the table from this screen; the privacy screen stands between their turns.")
                        Accessible.onPressAction: clicked()
                        onClicked: othersModel.append({ name: "" })
                    }
                }
                Label {
                    text: qsTr("Table code or invite link")
                    color: Theme.ink
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                }
                ColumnLayout {
                    spacing: 2
                    Field {
                        id: codeField
                        objectName: "joinCode"
                        Layout.preferredWidth: 420 * Theme.uiScale
                        placeholderText: qsTr("K7QW2P or felt://192.168.1.20:7447/K7QW2P")
                        Accessible.name: qsTr("Table code or invite link")
                        Accessible.description: codeProblem.text
                        focus: true
                        onAccepted: if (page.ready) page.join(page.target)
                    }
                    // Why it cannot be read (a link of another kind, a code of 5 characters, …).
                    Label {
                        id: codeProblem
                        objectName: "codeProblem"
                        Layout.preferredWidth: 420 * Theme.uiScale
                        visible: text !== ""
                        text: page.problem.code
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        color: Theme.danger
                        font.pixelSize: 13 * Theme.uiScale
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
                Label {
                    text: qsTr("Host's address")
                    color: Theme.ink
                    opacity: addressField.enabled ? 1 : 0.5
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 8
                }
                ColumnLayout {
                    spacing: 2
                    Field {
                        id: addressField
                        objectName: "joinAddress"
                        Layout.preferredWidth: 420 * Theme.uiScale
                        enabled: !/^felts?:/i.test(codeField.text.trim()) && codeField.text.indexOf("@") < 0
                        placeholderText: qsTr("192.168.1.20 or 192.168.1.20:7447")
                        Accessible.name: qsTr("Host's address")
                        Accessible.description: addressProblem.text
                        onAccepted: if (page.ready) page.join(page.target)
                        // A felt-server's address typed here: its listed tables show below.
                        onTextChanged: page.net.lookAt(enabled ? text : "")
                    }
                    // Why the address cannot be read, or that it is still to be given.
                    Label {
                        id: addressProblem
                        objectName: "addressProblem"
                        Layout.preferredWidth: 420 * Theme.uiScale
                        visible: text !== ""
                        text: page.problem.address
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        color: page.problem.missing ? Theme.inkDim : Theme.danger
                        font.pixelSize: 13 * Theme.uiScale
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }
            Label {
                objectName: "networkError"
                visible: text !== ""
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: page.table.error
                textFormat: Text.PlainText
                color: Theme.danger
            }
            Label {
                text: qsTr("Tables you may join")
                font.pixelSize: 18 * Theme.uiScale
                font.bold: true
                color: Theme.ink
            }
            Label {
                objectName: "discoveryProblem"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkDim
                textFormat: Text.PlainText
                text: page.net.discoveryProblem !== "" ? page.net.discoveryProblem
                      : page.net.found.length === 0 ? qsTr("No table waiting for people has been found yet.") : ""
                visible: text !== ""
            }
            // Each table: the game and where it stands, then who is there, the free seats and
            // whether it has started.
            Repeater {
                model: page.net.found
                RowLayout {
                    id: foundRow
                    required property var modelData
                    objectName: "foundTable"
                    readonly property string where: modelData.server === "" ? qsTr("%1 on this network — %2").arg(modelData.gameName).arg(modelData.code)
                                                                            : qsTr("%1 at %2 — %3").arg(modelData.gameName).arg(modelData.server).arg(modelData.code)
                    readonly property string who: [modelData.people.length > 0 ? qsTr("At the table: %1").arg(modelData.people.join(", "))
                                                                                : qsTr("Opened by %1").arg(modelData.opener),
                                                   qsTr("%n seat(s) free", "", modelData.free),
                                                   modelData.started ? qsTr("playing") : qsTr("waiting for people")].join(" — ")
                    Layout.fillWidth: true
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Label {
                            Layout.fillWidth: true
                            color: Theme.ink
                            font.bold: true
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                            text: foundRow.where
                        }
                        Label {
                            Layout.fillWidth: true
                            color: Theme.inkDim
                            textFormat: Text.PlainText
                            wrapMode: Text.WordWrap
                            text: foundRow.who
                        }
                    }
                    Button {
                        objectName: "joinFound"
                        text: qsTr("Join")
                        enabled: nameField.text.trim() !== "" && foundRow.modelData.free > 0
                        Accessible.name: qsTr("Join %1's table").arg(foundRow.modelData.opener)
                        Accessible.description: foundRow.where + ". " + foundRow.who
                        Accessible.onPressAction: clicked()
                        onClicked: page.join(foundRow.modelData.link)
                    }
                }
            }
        }
    }
}
