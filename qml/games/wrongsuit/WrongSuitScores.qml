// The end of a game of Wrong Suit, for the result page: the four Aces with the turned one, and
// every seat's score line by line (the Wrong Suit's cards, the Jacks, four of a kind, big
// suits, many cards), best first, with what each seat would have scored had another Ace been
// turned. Every number is the engine's, as the game's facts give them (WrongSuitFacts::scores:
// the result's breakdown for the turned suit, the same stacks counted under the other suits).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FeltTable
import Felt

ColumnLayout {
    id: sheet
    objectName: "wrongSuitScores"
    spacing: 12

    readonly property QtObject facts: App.session.facts
    readonly property string wrong: facts ? facts.wrongSuit : ""
    // Per seat, in seat order: its score line by line.
    readonly property var scores: facts ? facts.scores : []
    // The seats best first.
    readonly property var seats: App.session.board.standings
    readonly property var others: ["C", "D", "H", "S"].filter(s => s !== wrong)

    function suitName(s) {
        switch (s) {
        case "C": return qsTr("clubs")
        case "D": return qsTr("diamonds")
        case "H": return qsTr("hearts")
        case "S": return qsTr("spades")
        }
        return ""
    }
    function glyph(s) {
        return "<font color=\"" + (s === "H" || s === "D" ? "#ff8a80" : Theme.ink) + "\">" + Theme.suitGlyph(s) + "</font>"
    }
    function signed(n) {
        return n > 0 ? "+" + n : n < 0 ? "\u2212" + (-n) : "0"
    }
    function line(seat, key) {
        const score = scores[seat]
        return score ? score[key] : 0
    }
    // What the seat's stack would have scored had suit `s` been the Wrong Suit.
    function had(seat, s) {
        const score = scores[seat]
        return score ? score.totals["CDHS".indexOf(s)] ?? 0 : 0
    }

    // Rows of the sheet: a label, then one value per seat (best first).
    readonly property var rows: {
        const out = []
        const value = (f) => seats.map(s => f(s))
        out.push({ label: qsTr("Wrong Suit cards (%1), jacks apart").arg(glyph(wrong)),
                   values: value(s => signed(line(s.seat, "wrongSuit"))) })
        out.push({ label: qsTr("Jacks: \u221210 each in the Wrong Suit's colour, +10 in the other"),
                   values: value(s => signed(line(s.seat, "jacks"))) })
        out.push({ label: qsTr("Four of a kind: minus the rank's value"),
                   values: value(s => signed(line(s.seat, "quartets"))) })
        out.push({ label: qsTr("Big suits: \u221230 for 40 or more in one suit"),
                   values: value(s => signed(line(s.seat, "bigSuits"))) })
        out.push({ label: qsTr("Cards in the stack"), dim: true, values: value(s => String(line(s.seat, "cards"))) })
        out.push({ label: qsTr("Many cards: from 13 on, \u22121, \u22122, \u2026"),
                   values: value(s => signed(line(s.seat, "count"))) })
        out.push({ label: qsTr("Score"), bold: true,
                   values: value(s => signed(line(s.seat, "score"))), rule: true })
        out.push({ label: qsTr("Place"), bold: true, values: value(s => qsTr("%1.").arg(s.place + 1)) })
        for (const o of others)
            out.push({ label: qsTr("Had %1 been the Wrong Suit").arg(glyph(o)), dim: true, other: true,
                       values: value(s => signed(had(s.seat, o))) })
        return out
    }

    // The Aces: the first one turned, the others face down.
    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        spacing: 8
        Repeater {
            model: 4
            Card {
                required property int index
                face: index === 0 && sheet.wrong !== "" ? "A" + sheet.wrong : "??"
                Layout.preferredWidth: 44 * Theme.uiScale
                Layout.preferredHeight: 44 * Theme.uiScale * Theme.cardAspect
                Accessible.ignored: true
            }
        }
        Label {
            Layout.leftMargin: 10
            textFormat: Text.StyledText
            text: qsTr("The ace turned over: %1 %2 are the Wrong Suit.").arg(sheet.glyph(sheet.wrong)).arg(sheet.suitName(sheet.wrong))
            color: Theme.ink
            font.pixelSize: 16 * Theme.uiScale
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("The ace turned over: %1 are the Wrong Suit.").arg(sheet.suitName(sheet.wrong))
        }
    }

    ColumnLayout {
        id: grid
        readonly property real columnSpacing: 14
        Layout.fillWidth: true
        spacing: 4

        // The names.
        RowLayout {
            Layout.fillWidth: true
            spacing: grid.columnSpacing
            Item { Layout.fillWidth: true; implicitHeight: 1 }
            Repeater {
                model: sheet.seats
                Label {
                required property var modelData
                Layout.alignment: Qt.AlignRight
                Layout.preferredWidth: 92 * Theme.uiScale
                horizontalAlignment: Text.AlignRight
                elide: Text.ElideRight
                text: modelData.name
                font.bold: true
                font.pixelSize: 15 * Theme.uiScale
                color: modelData.isViewer ? Theme.accent : Theme.ink
            }
            }
        }
        Repeater {
            model: sheet.rows
            delegate: Item {
                id: row
                required property var modelData
                // A label and the seats' values.
                Layout.fillWidth: true
                implicitHeight: rowLine.implicitHeight + (modelData.rule ? 8 : 0)
                Rectangle {
                    visible: row.modelData.rule ?? false
                    width: parent.width
                    height: 1
                    color: "#55ffffff"
                }
                RowLayout {
                    id: rowLine
                    y: row.modelData.rule ? 8 : 0
                    width: parent.width
                    spacing: grid.columnSpacing
                    Label {
                        Layout.fillWidth: true
                        textFormat: Text.StyledText
                        text: row.modelData.label
                        wrapMode: Text.WordWrap
                        font.bold: row.modelData.bold ?? false
                        font.pixelSize: 14 * Theme.uiScale
                        color: row.modelData.dim ? Theme.inkDim : Theme.ink
                        Accessible.ignored: true
                    }
                    Repeater {
                        model: row.modelData.values
                        Label {
                            required property var modelData
                            required property int index
                            Layout.preferredWidth: 92 * Theme.uiScale
                            horizontalAlignment: Text.AlignRight
                            text: modelData
                            font.bold: row.modelData.bold ?? false
                            font.pixelSize: 14 * Theme.uiScale
                            color: row.modelData.dim ? Theme.inkDim : sheet.seats[index].isViewer ? Theme.accent : Theme.ink
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("%1, %2: %3").arg(sheet.seats[index].name)
                                                 .arg(row.modelData.label.replace(/<[^>]*>/g, "")).arg(modelData)
                        }
                    }
                }
            }
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: qsTr("Lowest score wins. Four of a kind counts only as itself; a big suit counts every card of it but those.")
        color: Theme.inkDim
        font.pixelSize: 13 * Theme.uiScale
    }
}
