// The card decks Felt can draw with: its own (drawn by the project, always there) and every
// SVG deck the system's card-deck packages installed — KDE's (kdegames-card-data-kf5:
// /usr/share/carddecks/svg-*/ with an index.desktop each) and GNOME's (gnome-cards-data:
// /usr/share/aisleriot/cards/*.svgz). Each format's element names are read from its file:
// KDE names a card "<rank>_<suit>" ("1_club", "jack_heart"), GNOME "<suit>_<rank>"
// ("club_1", "heart_jack"); both have "back", and jokers where the deck has them.
// Some files use SVG that Qt SVG 6.4 does not draw (symbols, clip paths): decksvg.h rewrites
// them first, so they draw as their makers meant.
//
// The pictures of the cards: carddeckimages.h.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>

struct CardDeck {
    QString id;          // "felt", "kde:oxygen", "gnome:anglo"
    QString name;        // for people, in the system's language where the deck says it
    QString file;        // the SVG file (empty for Felt's own)
    bool fourColour = false;
    enum class Naming { Own, Kde, Gnome } naming = Naming::Own;
    bool joker = false;  // the file has a joker (Felt draws its own where it has none)
};

namespace carddecks {

// Where decks are looked for: $FELT_CARD_DECKS (folders, separated by ':') first, then the
// system's data folders.
QStringList searchDirs();
// Every deck Felt can draw — all 52 faces and the back, each found in the file — Felt's own
// first, then by name. Each file is read once to know (and the answer kept on disk while the
// file stays the same); a deck that lacks a card is not offered at all.
QList<CardDeck> all();
std::optional<CardDeck> find(const QString &id);
// The deck to draw with: `id`, or with `fourColour` its four-colour sibling where one is
// installed; Felt's own when `id` is not installed.
CardDeck effective(const QString &id, bool fourColour);
// The element of a card ("7H", "JK", "??" for the back) in a deck of this naming; empty when
// the deck has no such card (Felt draws it then).
QString elementFor(const QString &face, CardDeck::Naming naming);
// Whether the deck `id` has its own picture of `face` ("7H", "JK", "??"); false for Felt's
// own deck, for Chain-Chain's numbers and for a joker the file lacks: Felt draws those, and
// nothing asks the deck for them.
bool draws(const QString &id, const QString &face);
// The decks found that Felt cannot draw (a card or the back missing, a broken file), each
// with why, in English: `felt --list-decks` says them on stderr.
QList<std::pair<CardDeck, QString>> refused();

} // namespace carddecks
