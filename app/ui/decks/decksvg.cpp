#include "decksvg.h"
#include "decksvgsurvey.h"

#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace decksvg {

using namespace detail;

namespace {

QByteArray gunzip(const QByteArray &data, QString *error)
{
    z_stream z {};
    if (inflateInit2(&z, 15 + 32) != Z_OK) {   // 32: a gzip or a zlib header
        *error = QStringLiteral("zlib could not start");
        return {};
    }
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = static_cast<uInt>(data.size());
    QByteArray out;
    char buffer[1 << 16];
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef *>(buffer);
        z.avail_out = sizeof buffer;
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END)
            break;
        out.append(buffer, static_cast<qsizetype>(sizeof buffer - z.avail_out));
        if (rc == Z_OK && z.avail_in == 0 && z.avail_out != 0)
            rc = Z_BUF_ERROR;   // the input ended before the stream did
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END) {
        *error = QStringLiteral("the compressed file is damaged");
        return {};
    }
    return out;
}

// The attributes as written again: href as xlink:href, and without the ones in `drop`.
QXmlStreamAttributes normalized(const QXmlStreamAttributes &a, std::initializer_list<const char *> drop = {})
{
    QXmlStreamAttributes out;
    const bool hasXlink = a.hasAttribute(QLatin1String("xlink:href"));
    for (const QXmlStreamAttribute &x : a) {
        QString name = x.qualifiedName().toString();
        if (std::any_of(drop.begin(), drop.end(), [&](const char *d) { return name == QLatin1String(d); }))
            continue;
        if (name == QLatin1String("href")) {
            if (hasXlink)
                continue;
            name = QStringLiteral("xlink:href");
        }
        out.append(name, x.value().toString());
    }
    return out;
}

void set(QXmlStreamAttributes &a, const QString &name, const QString &v)
{
    for (QXmlStreamAttribute &x : a)
        if (x.qualifiedName() == name) {
            x = QXmlStreamAttribute(name, v);
            return;
        }
    a.append(name, v);
}

QString withoutClipStyle(const QString &style)
{
    QStringList kept;
    for (const QString &part : style.split(u';', Qt::SkipEmptyParts))
        if (part.section(u':', 0, 0).trimmed() != QLatin1String("clip-path"))
            kept.append(part);
    return kept.join(u';');
}

void writeStart(QXmlStreamWriter &w, const QString &name, const QXmlStreamAttributes &a)
{
    w.writeStartElement(name);
    for (const QXmlStreamAttribute &x : a)
        w.writeAttribute(x.qualifiedName().toString(), x.value().toString());
}

void replay(QXmlStreamWriter &w, const Token &t)
{
    switch (t.kind) {
    case Token::Start:
        writeStart(w, t.name, t.attributes);
        break;
    case Token::End:
        w.writeEndElement();
        break;
    case Token::Text:
        if (t.cdata)
            w.writeCDATA(t.text);
        else
            w.writeCharacters(t.text);
        break;
    }
}

// The transform that puts a symbol's content where a <use> of it shows it (SVG 1.1, 5.6 and
// 7.8): the use's x and y, then the symbol's viewBox fitted into the use's width and height.
QString symbolTransform(const Symbol &s, const QXmlStreamAttributes &use)
{
    const double x = lengthOf(value(use, "x")).value_or(0);
    const double y = lengthOf(value(use, "y")).value_or(0);
    if (!s.viewBox)
        return QStringLiteral("translate(%1,%2)").arg(number(x), number(y));
    const QRectF box = *s.viewBox;
    const double w = lengthOf(value(use, "width")).value_or(lengthOf(s.width).value_or(box.width()));
    const double h = lengthOf(value(use, "height")).value_or(lengthOf(s.height).value_or(box.height()));
    const QStringList words = s.aspect.simplified().split(u' ', Qt::SkipEmptyParts);
    const QString align = words.value(0, QStringLiteral("xMidYMid"));
    double sx = w / box.width(), sy = h / box.height(), dx = 0, dy = 0;
    if (align != QLatin1String("none")) {
        sx = sy = words.value(1) == QLatin1String("slice") ? std::max(sx, sy) : std::min(sx, sy);
        const double spareX = w - box.width() * sx, spareY = h - box.height() * sy;
        dx = align.startsWith(QLatin1String("xMid")) ? spareX / 2 : align.startsWith(QLatin1String("xMax")) ? spareX : 0;
        dy = align.endsWith(QLatin1String("YMid")) ? spareY / 2 : align.endsWith(QLatin1String("YMax")) ? spareY : 0;
    }
    return QStringLiteral("translate(%1,%2) scale(%3,%4) translate(%5,%6)")
        .arg(number(x + dx), number(y + dy), number(sx), number(sy), number(-box.x()), number(-box.y()));
}

QString joined(const QString &a, const QString &b)
{
    return a.trimmed().isEmpty() ? b : b.isEmpty() ? a : a + u' ' + b;
}

// A clipped element's picture: where it lies in its parent's coordinates, and the PNG (empty
// when nothing of it shows).
struct Picture {
    QRectF area;
    QByteArray png;
};

enum class Mode {
    Layers,   // each clipped element unclipped, with its clip's shape in black right after it
    Final,    // each clipped element replaced by its picture
};

QString clippedId(int index) { return QStringLiteral("felt-clipped-%1").arg(index); }
QString shapeId(int index) { return QStringLiteral("felt-clip-shape-%1").arg(index); }

// Writes the clip's shape in the clipped element's coordinates: every shape of the clip path
// filled black, nothing else.
void writeShape(QXmlStreamWriter &w, int index, const QString &transform, const Clip &clip)
{
    w.writeStartElement(QStringLiteral("g"));
    w.writeAttribute(QStringLiteral("id"), shapeId(index));
    if (!transform.isEmpty())
        w.writeAttribute(QStringLiteral("transform"), transform);
    w.writeStartElement(QStringLiteral("g"));
    if (!clip.transform.isEmpty())
        w.writeAttribute(QStringLiteral("transform"), clip.transform);
    w.writeAttribute(QStringLiteral("fill"), QStringLiteral("#000000"));
    w.writeAttribute(QStringLiteral("stroke"), QStringLiteral("none"));
    for (const Token &t : clip.content) {
        switch (t.kind) {
        case Token::Start: {
            QXmlStreamAttributes a = normalized(t.attributes, { "id", "style", "class", "fill", "stroke", "opacity", "fill-opacity",
                                                                "stroke-opacity", "display", "visibility", "clip-path", "mask", "filter" });
            writeStart(w, t.name, a);
            break;
        }
        case Token::End:
        case Token::Text:
            replay(w, t);
            break;
        }
    }
    w.writeEndElement();
    w.writeEndElement();
}

// Where rewrite() writes: the document, or, for an element kept for its uses only, a list of
// tokens that go into a <defs> at the end of the document (a <defs> inside a card would count
// in the card's bounds, and Qt SVG scales a card to its bounds).
struct Sink {
    QXmlStreamWriter &w;
    QList<Token> *deferred = nullptr;   // set while writing such an element

    void start(const QString &name, const QXmlStreamAttributes &a)
    {
        if (deferred)
            deferred->append({ Token::Start, name, a, {} });
        else
            writeStart(w, name, a);
    }
    void end()
    {
        if (deferred)
            deferred->append({ Token::End, {}, {}, {} });
        else
            w.writeEndElement();
    }
    void text(const QString &text, bool cdata)
    {
        if (deferred)
            deferred->append({ Token::Text, {}, {}, text, cdata });
        else if (cdata)
            w.writeCDATA(text);
        else
            w.writeCharacters(text);
    }
};

// One pass over the document, writing it again: symbols as groups in <defs>, their uses with
// a transform, plain href as xlink:href; clipped elements as `mode` says. `ids` gets the id each
// clipped element drawn this round has in the Layers document.
QByteArray rewrite(const QByteArray &svg, const Full &f, Mode mode, const QHash<int, Picture> &pictures = {},
                   QHash<int, QString> *ids = nullptr)
{
    QXmlStreamReader r(svg);
    r.setNamespaceProcessing(false);
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument();
    Sink sink { w };
    QList<Token> deferred;
    struct Open {
        int ends = 1;        // elements to close
        bool defs = false;
        bool deferred = false;
        int clipped = -1;    // Layers: the clipped element after which its clip's shape goes
        QString shapeTransform;
    };
    QList<Open> open;
    int inClip = 0;
    int defs = 0;
    int clippedSeen = 0;
    bool root = true;
    while (!r.atEnd()) {
        switch (r.readNext()) {
        case QXmlStreamReader::DTD:
            w.writeDTD(r.text().toString());
            break;
        case QXmlStreamReader::StartElement: {
            const QString name = r.qualifiedName().toString();
            const QXmlStreamAttributes a = r.attributes();
            QXmlStreamAttributes attributes = normalized(a);
            if (root) {
                root = false;
                if (!f.rootDeclaresXlink)
                    attributes.append(QStringLiteral("xmlns:xlink"), QStringLiteral("http://www.w3.org/1999/xlink"));
            }
            Open o;
            if (inClip > 0 || name == QLatin1String("clipPath")) {
                ++inClip;
                sink.start(name, attributes);
                open.append(o);
                break;
            }
            int index = -1;
            if (!clipUrl(a).isEmpty())
                index = clippedSeen++;
            if (index >= 0 && f.drawsClipped(index)) {
                if (mode == Mode::Final) {
                    // The picture in its place (under its id: a use of it shows it clipped), and
                    // the element itself kept in <defs>, unclipped, for uses of what it holds.
                    const Picture picture = pictures.value(index);
                    if (!picture.png.isEmpty()) {
                        w.writeEmptyElement(QStringLiteral("image"));
                        if (!value(a, "id").isEmpty())
                            w.writeAttribute(QStringLiteral("id"), value(a, "id"));
                        w.writeAttribute(QStringLiteral("x"), number(picture.area.x()));
                        w.writeAttribute(QStringLiteral("y"), number(picture.area.y()));
                        w.writeAttribute(QStringLiteral("width"), number(picture.area.width()));
                        w.writeAttribute(QStringLiteral("height"), number(picture.area.height()));
                        w.writeAttribute(QStringLiteral("preserveAspectRatio"), QStringLiteral("none"));
                        w.writeAttribute(QStringLiteral("xlink:href"),
                                         QStringLiteral("data:image/png;base64,") + QString::fromLatin1(picture.png.toBase64()));
                    }
                    attributes = normalized(a, { "clip-path", "id" });
                    if (a.hasAttribute(QLatin1String("style")))
                        set(attributes, QStringLiteral("style"), withoutClipStyle(value(a, "style")));
                    sink.deferred = &deferred;
                    o.deferred = true;
                }
                if (mode == Mode::Layers) {
                    // The element unclipped, under an id of its own where it has none.
                    attributes = normalized(a, { "clip-path" });
                    if (a.hasAttribute(QLatin1String("style")))
                        set(attributes, QStringLiteral("style"), withoutClipStyle(value(a, "style")));
                    QString id = value(a, "id");
                    if (id.isEmpty()) {
                        id = clippedId(index);
                        set(attributes, QStringLiteral("id"), id);
                    }
                    if (ids)
                        ids->insert(index, id);
                    o.clipped = index;
                    // A use's x and y move what it shows, clip included (SVG 1.1, 5.6).
                    o.shapeTransform = value(a, "transform");
                    if (name == QLatin1String("use"))
                        o.shapeTransform = joined(o.shapeTransform, QStringLiteral("translate(%1,%2)")
                                                                        .arg(number(lengthOf(value(a, "x")).value_or(0)),
                                                                             number(lengthOf(value(a, "y")).value_or(0))));
                }
            }
            if (name == QLatin1String("symbol")) {
                if (defs == 0) {
                    sink.start(QStringLiteral("defs"), {});
                    o.ends = 2;
                }
                QXmlStreamAttributes g;
                for (const QXmlStreamAttribute &x : attributes) {
                    static const QStringList symbolOnly { QStringLiteral("viewBox"), QStringLiteral("preserveAspectRatio"),
                                                          QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("width"),
                                                          QStringLiteral("height"), QStringLiteral("refX"), QStringLiteral("refY") };
                    if (!symbolOnly.contains(x.qualifiedName().toString()))
                        g.append(x);
                }
                sink.start(QStringLiteral("g"), g);
            } else if (name == QLatin1String("use") && f.symbols.contains(linkOf(a))) {
                QXmlStreamAttributes use;
                for (const QXmlStreamAttribute &x : attributes) {
                    const QString n = x.qualifiedName().toString();
                    if (n != QLatin1String("x") && n != QLatin1String("y") && n != QLatin1String("width") && n != QLatin1String("height"))
                        use.append(x);
                }
                set(use, QStringLiteral("transform"), joined(value(a, "transform"), symbolTransform(f.symbols.value(linkOf(a)), a)));
                sink.start(name, use);
            } else {
                sink.start(name, attributes);
                if (name == QLatin1String("defs")) {
                    o.defs = true;
                    ++defs;
                }
            }
            open.append(o);
            break;
        }
        case QXmlStreamReader::EndElement: {
            const Open o = open.isEmpty() ? Open() : open.takeLast();
            if (open.isEmpty() && !deferred.isEmpty()) {
                // The end of the document: what was kept for its uses, out of sight.
                w.writeStartElement(QStringLiteral("defs"));
                for (const Token &t : std::as_const(deferred))
                    replay(w, t);
                w.writeEndElement();
            }
            for (int i = 0; i < o.ends; ++i)
                sink.end();
            if (o.deferred)
                sink.deferred = nullptr;
            if (o.defs)
                --defs;
            if (inClip > 0)
                --inClip;
            if (o.clipped >= 0)
                writeShape(w, o.clipped, o.shapeTransform, f.clips.value(f.clipOf.at(o.clipped)));
            break;
        }
        case QXmlStreamReader::Characters:
            sink.text(r.text().toString(), r.isCDATA());
            break;
        default:
            break;
        }
    }
    w.writeEndDocument();
    return out;
}

// The clipped element drawn into a picture, through its clip's shape as a mask, at `scale`
// pixels per unit (less for a very big one).
Picture drawClipped(QSvgRenderer &svg, const QString &element, const QString &shape, double scale)
{
    const QRectF bounds = svg.boundsOnElement(element);
    const QRectF clip = svg.boundsOnElement(shape);
    const QRectF area = bounds.intersected(clip);
    if (area.width() <= 0 || area.height() <= 0)
        return { area, {} };
    scale = std::min(scale, 2048.0 / std::max(area.width(), area.height()));
    const QSize pixels(std::max(1, static_cast<int>(std::ceil(area.width() * scale))),
                       std::max(1, static_cast<int>(std::ceil(area.height() * scale))));
    const double sx = pixels.width() / area.width(), sy = pixels.height() / area.height();
    const auto target = [&](const QRectF &b) {
        return QRectF((b.x() - area.x()) * sx, (b.y() - area.y()) * sy, b.width() * sx, b.height() * sy);
    };
    QImage picture(pixels, QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::transparent);
    QImage mask(pixels, QImage::Format_ARGB32_Premultiplied);
    mask.fill(Qt::transparent);
    {
        QPainter p(&picture);
        p.setRenderHint(QPainter::Antialiasing);
        svg.render(&p, element, target(bounds));
        QPainter m(&mask);
        m.setRenderHint(QPainter::Antialiasing);
        svg.render(&m, shape, target(clip));
    }
    QPainter p(&picture);
    p.setCompositionMode(QPainter::CompositionMode_DestinationIn);
    p.drawImage(0, 0, mask);
    p.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "PNG");
    return { area, png };
}

} // namespace

QByteArray read(const QString &path, QString *error)
{
    QString why;
    QFile file(path);
    QByteArray data;
    if (!file.open(QIODevice::ReadOnly))
        why = file.errorString();
    else
        data = file.readAll();
    if (why.isEmpty() && data.startsWith("\x1f\x8b"))
        data = gunzip(data, &why);
    if (why.isEmpty() && data.isEmpty())
        why = QStringLiteral("empty file");
    if (error)
        *error = why;
    return why.isEmpty() ? data : QByteArray();
}

Survey survey(const QByteArray &svg)
{
    return surveyFull(svg).survey;
}

QByteArray prepare(const QByteArray &svg)
{
    QByteArray doc = svg;
    // Clipped elements inside clipped elements: the inner ones first, a round each.
    for (int round = 0; round < 8; ++round) {
        const Full f = surveyFull(doc);
        if (!f.survey.error.isEmpty() || !f.needsRewrite())
            break;
        QHash<int, QString> ids;
        for (int i = 0; i < f.clipOf.size(); ++i)
            if (f.drawsClipped(i))
                ids.insert(i, QString());
        if (ids.isEmpty()) {
            doc = rewrite(doc, f, Mode::Final);
            break;
        }
        const QByteArray layers = rewrite(doc, f, Mode::Layers, {}, &ids);
        QSvgRenderer renderer(layers);
        // About 600 pixels to a card's height (the back's), whatever the file's units.
        const QRectF back = renderer.elementExists(QStringLiteral("back")) ? renderer.boundsOnElement(QStringLiteral("back")) : QRectF();
        const double scale = back.height() > 0 ? std::clamp(600.0 / back.height(), 0.25, 64.0) : 4.0;
        QHash<int, Picture> pictures;
        for (auto it = ids.constBegin(); it != ids.constEnd(); ++it)
            pictures.insert(it.key(), drawClipped(renderer, it.value(), shapeId(it.key()), scale));
        doc = rewrite(doc, f, Mode::Final, pictures);
    }
    return doc;
}

} // namespace decksvg
