// One card, face up or down, the same everywhere: paper, edge, a soft shadow, and the marks
// the table gives it (playable, selected, keyboard focus).
import QtQuick

Item {
    id: card
    property string face: "??"
    readonly property bool faceUp: face !== "??" && face !== ""
    property bool playable: false
    property bool selected: false
    property bool focused: false
    property bool dimmed: false
    // A lesson's coach speaks of it (LessonCoach): a bright rim of its own.
    property bool lit: false
    property bool shadow: true
    // The deck it is drawn with: the one chosen in Settings; "felt" for Felt's own (the
    // settings page's preview of Felt's deck, whatever deck is chosen).
    property string deck: App.settings.look.deckImage

    implicitWidth: 100
    implicitHeight: implicitWidth * Theme.cardAspect

    Rectangle {
        visible: card.shadow
        x: card.width * 0.025
        y: card.width * 0.04
        width: card.width
        height: card.height
        radius: card.width * 0.07
        color: "#40000000"
    }

    Rectangle {
        id: paper
        anchors.fill: parent
        radius: card.width * 0.07
        color: Theme.cardPaper
        border.color: card.selected ? Theme.accent : Theme.cardEdge
        border.width: card.selected ? Math.max(2, card.width * 0.04) : 1
        antialiasing: true

        // A deck of the system's (Settings): its picture of the card, drawn off the GUI
        // thread at this size; Felt draws what the deck lacks (numbers, a missing joker).
        readonly property string deck: card.deck
        readonly property bool fromDeck: deck !== "felt" && deckImage.status === Image.Ready
        Image {
            id: deckImage
            anchors.fill: parent
            visible: paper.fromDeck
            // Only what the deck has: a card it lacks is Felt's at once (no failed request).
            source: App.settings.look.deckDraws(paper.deck, card.face) ? "image://feltcards/" + paper.deck + "/" + card.face : ""
            sourceSize.width: Math.ceil(card.width)
            sourceSize.height: Math.ceil(card.height)
            asynchronous: true
            smooth: true
            cache: true
        }
        CardFace {
            anchors.fill: parent
            visible: card.faceUp && !paper.fromDeck
            text: card.faceUp ? card.face : "AS"
        }
        Image {
            anchors.fill: parent
            anchors.margins: 0
            visible: !card.faceUp && !paper.fromDeck
            source: "cards/back.svg"
            // Rendered once per size and shared by every back of that size.
            sourceSize.width: Math.ceil(card.width)
            sourceSize.height: Math.ceil(card.height)
            smooth: true
            asynchronous: false
        }
    }

    // Playable: a warm rim; selected: a stronger one (the card is also raised by the table).
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Math.max(2, card.width * 0.03)
        radius: paper.radius + Math.max(2, card.width * 0.03)
        color: "transparent"
        border.color: card.selected ? Theme.accent : Theme.accentSoft
        border.width: Math.max(2, card.width * 0.035)
        visible: card.playable || card.selected
    }
    Rectangle {
        objectName: "litRim"
        anchors.fill: parent
        anchors.margins: -Math.max(5, card.width * 0.08)
        radius: paper.radius + Math.max(5, card.width * 0.08)
        color: "#3300e5ff"
        border.color: "#6ff0ff"
        border.width: Math.max(3, card.width * 0.05)
        visible: card.lit
    }
    // Keyboard focus: a clear blue rim of its own.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Math.max(4, card.width * 0.06)
        radius: paper.radius + Math.max(4, card.width * 0.06)
        color: "transparent"
        border.color: "#5ab0ff"
        border.width: Math.max(2, card.width * 0.03)
        visible: card.focused
    }
    Rectangle {
        anchors.fill: paper
        radius: paper.radius
        color: "#66000000"
        visible: card.dimmed
    }
}
