// Colours, sizes and the card-suit glyphs shared by every page and table.
pragma Singleton
import QtQuick
import Felt

QtObject {
    // The table, in the colour the settings choose.
    readonly property var feltColours: ({
        green: ["#2f7d4f", "#174a2e", "#0f3520"],
        blue: ["#2f5f8a", "#173450", "#0e2438"],
        red: ["#8a3232", "#501919", "#381010"],
        grey: ["#5a6166", "#33383c", "#222628"]
    })
    readonly property var felt: feltColours[App.settings.look.tableColour] ?? feltColours.green
    readonly property color feltLight: felt[0]
    readonly property color feltDark: felt[1]
    readonly property color feltEdge: felt[2]
    // How long things take: the factor on every animation (0: reduced motion, nothing flies).
    readonly property real motion: App.settings.look.motion
    function ms(duration) {
        return Math.round(duration * motion)
    }
    readonly property color accent: "#f2c14e"        // whose turn, legal targets
    readonly property color accentSoft: "#66f2c14e"
    readonly property color accentDeep: "#b8860b"     // buttons: light text stays readable
    readonly property color danger: "#e2574c"
    readonly property color ink: "#f4f1e8"            // text on the felt
    readonly property color inkDim: "#b8c9bd"
    readonly property color panel: "#cc10281a"        // translucent panels on the felt
    readonly property color panelSolid: "#12301f"
    // A field with the keyboard (Field, NumberBox, an editable ChoiceBox): the style draws it
    // light then, so its paper is light and its ink dark.
    readonly property color fieldPaper: "#fdfcf7"
    readonly property color fieldInk: "#1b1b1f"
    readonly property color fieldHint: "#5c5b55"   // its placeholder

    // Cards
    readonly property color cardPaper: "#fdfcf7"
    readonly property color cardEdge: "#9a9a90"
    readonly property color red: "#c8102e"
    readonly property color black: "#1b1b1f"
    readonly property color clubsFour: "#197a3a"     // four-colour deck
    readonly property color diamondsFour: "#1d5fc2"
    readonly property real cardAspect: 350 / 250      // height / width

    // The page chrome (text, buttons) grows with large windows; set by Main.qml.
    property real uiScale: 1
    readonly property string fontFace: "DejaVu Sans"
    readonly property string fontSerif: "DejaVu Serif"

    function suitGlyph(s) {
        switch (s) {
        case "C": return "\u2663"
        case "D": return "\u2666"
        case "H": return "\u2665"
        case "S": return "\u2660"
        }
        return ""
    }
    function suitColor(s) {
        if (App.settings.look.fourColour) {
            if (s === "C") return clubsFour
            if (s === "D") return diamondsFour
        }
        return (s === "H" || s === "D") ? red : black
    }
    // "T" -> "10"; the letters of the court cards and the ace are translated.
    function rankLabel(r) {
        switch (r) {
        case "T": return "10"
        case "J": return qsTr("J", "jack")
        case "Q": return qsTr("Q", "queen")
        case "K": return qsTr("K", "king")
        case "A": return qsTr("A", "ace")
        }
        return r
    }
    // Chain-Chain's numbers 1-9: one hue each.
    function numberColor(n) {
        const hues = ["#000000", "#c0392b", "#d35400", "#b7950b", "#27ae60", "#16a085",
                      "#2980b9", "#2c3e91", "#8e44ad", "#6d214f"]
        return hues[Math.max(0, Math.min(9, n))]
    }
}
