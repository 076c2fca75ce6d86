// The face of a card, drawn from text and shapes so it is crisp at any size: French cards
// ("7H", "TS", "QD", "AC"), the joker ("JK") and Chain-Chain's numbers ("1".."9").
// Small cards drop the pips and show one big suit, so they stay legible.
import QtQuick

Item {
    id: face
    objectName: "cardFace"
    property string text: "AS"

    readonly property bool isJoker: text === "JK"
    readonly property bool isNumber: text.length === 1
    readonly property string rank: isNumber ? text : text.charAt(0)
    readonly property string suit: isNumber || isJoker ? "" : text.charAt(1)
    readonly property color ink: isJoker ? "#7a2c8c" : isNumber ? Theme.numberColor(Number(text))
                                                                 : Theme.suitColor(suit)
    readonly property bool detailed: width >= 58
    readonly property bool court: rank === "J" || rank === "Q" || rank === "K"
    readonly property int pipCount: "23456789".indexOf(rank) >= 0 ? Number(rank) : rank === "T" ? 10 : 0
    // A corner index of two letters ("10"; a translation's court letter such as Swedish "Kn")
    // is set a little smaller and tighter, so it stays clear of the picture.
    readonly property bool wideRank: !isNumber && !isJoker && Theme.rankLabel(rank).length > 1

    // Pip positions in the centre area: [x 0..1, y 0..1]; pips below the middle are upside down.
    readonly property var pipLayouts: ({
        2: [[.5, 0], [.5, 1]],
        3: [[.5, 0], [.5, .5], [.5, 1]],
        4: [[0, 0], [1, 0], [0, 1], [1, 1]],
        5: [[0, 0], [1, 0], [.5, .5], [0, 1], [1, 1]],
        6: [[0, 0], [1, 0], [0, .5], [1, .5], [0, 1], [1, 1]],
        7: [[0, 0], [1, 0], [.5, .25], [0, .5], [1, .5], [0, 1], [1, 1]],
        8: [[0, 0], [1, 0], [.5, .25], [0, .5], [1, .5], [.5, .75], [0, 1], [1, 1]],
        9: [[0, 0], [1, 0], [0, 1/3], [1, 1/3], [.5, .5], [0, 2/3], [1, 2/3], [0, 1], [1, 1]],
        10: [[0, 0], [1, 0], [.5, 1/6], [0, 1/3], [1, 1/3], [0, 2/3], [1, 2/3], [.5, 5/6], [0, 1], [1, 1]]
    })

    // Corner indices: top left, and the same turned round at bottom right.
    Repeater {
        model: 2
        Column {
            id: corner
            required property int index
            spacing: -face.height * 0.02
            x: index === 0 ? face.width * 0.05 : face.width * 0.95 - width
            y: index === 0 ? face.height * 0.035 : face.height * 0.965 - height
            rotation: index === 0 ? 0 : 180
            width: Math.max(rankText.implicitWidth, suitText.implicitWidth)
            Text {
                id: rankText
                anchors.horizontalCenter: parent.horizontalCenter
                text: face.isJoker ? "\u2605" : face.isNumber ? face.text : Theme.rankLabel(face.rank)
                color: face.ink
                font.family: Theme.fontFace
                font.bold: true
                font.pixelSize: face.height * (face.detailed ? (face.wideRank ? 0.13 : 0.15) : 0.24)
                font.letterSpacing: face.wideRank ? -face.height * 0.018 : 0
            }
            Text {
                id: suitText
                anchors.horizontalCenter: parent.horizontalCenter
                visible: !face.isNumber
                text: face.isJoker ? "" : Theme.suitGlyph(face.suit)
                color: face.ink
                font.family: Theme.fontFace
                font.pixelSize: face.height * (face.detailed ? 0.12 : 0.2)
            }
        }
    }

    // Number cards and pips.
    Item {
        id: pipArea
        visible: face.detailed && face.pipCount > 0
        x: face.width * 0.31
        width: face.width * 0.38
        y: face.height * 0.17
        height: face.height * 0.66
        Repeater {
            model: pipArea.visible ? face.pipLayouts[face.pipCount] : []
            Text {
                required property var modelData
                text: Theme.suitGlyph(face.suit)
                color: face.ink
                font.family: Theme.fontFace
                font.pixelSize: face.height * 0.16
                x: modelData[0] * pipArea.width - width / 2
                y: modelData[1] * pipArea.height - height / 2
                rotation: modelData[1] > 0.5 ? 180 : 0
            }
        }
    }

    // Aces, small cards and anything without pips: one big suit in the middle.
    Text {
        anchors.centerIn: parent
        anchors.horizontalCenterOffset: face.detailed ? 0 : face.width * 0.1
        anchors.verticalCenterOffset: face.detailed ? 0 : face.height * 0.12
        visible: !face.isJoker && !face.isNumber && (!face.detailed || face.rank === "A")
        text: Theme.suitGlyph(face.suit)
        color: face.ink
        font.family: Theme.fontFace
        font.pixelSize: face.height * (face.detailed ? 0.42 : 0.4)
    }

    // Court cards: a framed panel, the letter and the suit, mirrored like a double-ended card.
    Rectangle {
        visible: face.detailed && face.court
        x: face.width * 0.2
        y: face.height * 0.15
        width: face.width * 0.6
        height: face.height * 0.7
        radius: face.width * 0.04
        border.color: face.ink
        border.width: Math.max(1, face.width * 0.015)
        gradient: Gradient {
            GradientStop { position: 0; color: face.rank === "K" ? "#fbe9b7" : face.rank === "Q" ? "#f6dcef" : "#dcebfb" }
            GradientStop { position: 0.5; color: "#fffdf7" }
            GradientStop { position: 1; color: face.rank === "K" ? "#fbe9b7" : face.rank === "Q" ? "#f6dcef" : "#dcebfb" }
        }
        Repeater {
            model: 2
            Column {
                required property int index
                anchors.horizontalCenter: parent.horizontalCenter
                y: index === 0 ? parent.height * 0.06 : parent.height * 0.94 - height
                rotation: index === 0 ? 0 : 180
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: Theme.rankLabel(face.rank)
                    color: face.ink
                    font.family: Theme.fontSerif
                    font.bold: true
                    font.pixelSize: face.height * 0.2
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: Theme.suitGlyph(face.suit)
                    color: face.ink
                    font.family: Theme.fontFace
                    font.pixelSize: face.height * 0.11
                }
            }
        }
    }

    // The joker.
    Column {
        visible: face.isJoker
        anchors.centerIn: parent
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: "\u2605"
            color: "#d4a017"
            style: Text.Outline
            styleColor: "#7a2c8c"
            font.pixelSize: face.height * 0.36
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: face.detailed
            text: qsTr("JOKER")
            color: face.ink
            font.family: Theme.fontSerif
            font.bold: true
            font.letterSpacing: face.width * 0.02
            font.pixelSize: face.height * 0.09
        }
    }

    // Chain-Chain: a big numeral in a ring, and as many dots as the card is worth.
    Item {
        visible: face.isNumber
        anchors.fill: parent
        Rectangle {
            anchors.centerIn: parent
            width: face.width * 0.62
            height: width
            radius: width / 2
            color: "transparent"
            border.color: face.ink
            border.width: Math.max(1.5, face.width * 0.04)
            Text {
                anchors.centerIn: parent
                text: face.text
                color: face.ink
                font.family: Theme.fontSerif
                font.bold: true
                font.pixelSize: face.height * 0.34
            }
        }
        Row {
            visible: face.detailed
            anchors.horizontalCenter: parent.horizontalCenter
            y: face.height * 0.8
            spacing: face.width * 0.025
            Repeater {
                model: face.isNumber ? Number(face.text) : 0
                Rectangle {
                    width: face.width * 0.05
                    height: width
                    radius: width / 2
                    color: face.ink
                }
            }
        }
    }
}
