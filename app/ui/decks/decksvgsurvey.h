// The reading pass of decksvg (decksvg.h): what a deck's SVG holds that Qt SVG 6.4 cannot
// draw — symbols, clip paths, plain href — found in one pass over the file, with what the
// rewrite (decksvg.cpp) needs of it. Internal to decksvg.
#pragma once

#include "svgsurvey.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QXmlStreamAttributes>

#include <optional>

namespace decksvg::detail {

// One piece of XML kept to be written again elsewhere: a <clipPath>'s content, or an element
// moved to the end of the document.
struct Token {
    enum Kind { Start, End, Text } kind;
    QString name;
    QXmlStreamAttributes attributes;
    QString text;
    bool cdata = false;
};

struct Symbol {
    std::optional<QRectF> viewBox;
    QString aspect;   // preserveAspectRatio
    QString width, height;
};

struct Clip {
    QString transform;
    bool boundingBoxUnits = false;   // clipPathUnits="objectBoundingBox": not drawn (left unclipped)
    QList<Token> content;
};

// A survey with what the rewrite needs.
struct Full {
    Survey survey;
    QHash<QString, Symbol> symbols;
    QHash<QString, Clip> clips;
    // Per element with a clip-path, in document order (those inside a <clipPath> left out):
    // the clip's id, and whether no such element lies inside it.
    QStringList clipOf;
    QList<bool> leaf;
    bool rootDeclaresXlink = false;
    bool plainHref = false;

    // A clipped element that this round draws into a picture.
    bool drawsClipped(int index) const
    {
        const auto it = clips.constFind(clipOf.at(index));
        return leaf.at(index) && it != clips.constEnd() && !it->boundingBoxUnits;
    }
    bool needsRewrite() const
    {
        if (!symbols.isEmpty() || plainHref)
            return true;
        for (int i = 0; i < clipOf.size(); ++i)
            if (drawsClipped(i))
                return true;
        return false;
    }
};

// An attribute's value; "" when it is absent.
QString value(const QXmlStreamAttributes &a, const char *name);
// The id an href (xlink:href or plain href) points to; empty when none.
QString linkOf(const QXmlStreamAttributes &a);
// The id in clip-path="url(#id)" (an attribute, or a property in style); empty when none.
QString clipUrl(const QXmlStreamAttributes &a);
std::optional<QRectF> viewBoxOf(const QString &text);
// A length in user units; nullopt for none, a percentage or another unit.
std::optional<double> lengthOf(QString text);
QString number(double v);

// One pass over the document: its ids, symbols, clip paths and clipped elements.
Full surveyFull(const QByteArray &svg);

} // namespace decksvg::detail
