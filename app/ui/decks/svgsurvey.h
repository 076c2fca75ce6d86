// What one pass over a deck's SVG file found (decksvg::survey, decksvg.h): shared by decksvg
// and its reading pass (decksvgsurvey.h), which include it and not each other.
#pragma once

#include <QSet>
#include <QString>

namespace decksvg {

struct Survey {
    QString error;              // why it is not an SVG document; empty when it is one
    QSet<QString> ids;          // every element's id
    bool needsRewrite = false;  // symbols, clip paths or plain href: prepare() changes it
};

} // namespace decksvg
