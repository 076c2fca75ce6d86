// A card deck's SVG file made ready for Qt SVG 6.4, which draws SVG Tiny 1.2 and little more.
// Three things the system's decks use are drawn by rewriting the file before Qt reads it:
//
// - <symbol> (SVG 1.1; Qt SVG reads it only from 6.7 on, and before that drops it with all it
//   holds). GNOME's "Anglo poker" and "Simplistic" draw every index and pip as a <use> of a
//   symbol, so every card of theirs came out blank. Each symbol becomes a <g> inside <defs>,
//   and each <use> of it carries the symbol's viewBox and preserveAspectRatio as a transform.
// - clip-path (no Qt SVG draws it). GNOME's "Tango nuevo" paints its clubs as a dark card
//   clipped to a club, and "Berlin" its back as a pattern clipped to the card. Each clipped
//   element is drawn once, clipped, into a picture that takes its place in the file (at about
//   600 pixels to the card's height, so cards stay sharp at the sizes the table draws them).
// - href without the xlink: prefix (SVG 2) is read as xlink:href, which Qt 6.4 wants.
//
// A file that needs none of this is left as it is.
#pragma once

#include "svgsurvey.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace decksvg {

// The file as SVG text, unpacked when it is gzip'd (.svgz). Empty, with `error` set, when it
// cannot be read.
QByteArray read(const QString &path, QString *error = nullptr);

// What one pass over a file found (svgsurvey.h).
Survey survey(const QByteArray &svg);

// The SVG to give QSvgRenderer: `svg` rewritten as above, or `svg` itself when it needs
// nothing. Uses QPainter on images (for the clipped pictures): any thread, one call at a time
// per document.
QByteArray prepare(const QByteArray &svg);

} // namespace decksvg
