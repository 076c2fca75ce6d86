#include "decksvgsurvey.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

namespace decksvg::detail {

QString value(const QXmlStreamAttributes &a, const char *name)
{
    return a.value(QLatin1String(name)).toString();
}

QString linkOf(const QXmlStreamAttributes &a)
{
    QString href = value(a, "xlink:href");
    if (href.isEmpty())
        href = value(a, "href");
    return href.startsWith(u'#') ? href.mid(1) : QString();
}

QString clipUrl(const QXmlStreamAttributes &a)
{
    static const QRegularExpression url(QStringLiteral(R"(url\(\s*['"]?#([^'")\s]+)['"]?\s*\))"));
    QString spec = value(a, "clip-path");
    if (spec.isEmpty()) {
        static const QRegularExpression inStyle(QStringLiteral(R"((?:^|;)\s*clip-path\s*:\s*([^;]+))"));
        const QRegularExpressionMatch m = inStyle.match(value(a, "style"));
        if (m.hasMatch())
            spec = m.captured(1);
    }
    const QRegularExpressionMatch m = url.match(spec);
    return m.hasMatch() ? m.captured(1) : QString();
}

std::optional<QRectF> viewBoxOf(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    const QStringList parts = text.trimmed().split(separators, Qt::SkipEmptyParts);
    if (parts.size() != 4)
        return std::nullopt;
    double v[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        v[i] = parts.at(i).toDouble(&ok);
        if (!ok)
            return std::nullopt;
    }
    if (v[2] <= 0 || v[3] <= 0)
        return std::nullopt;
    return QRectF(v[0], v[1], v[2], v[3]);
}

std::optional<double> lengthOf(QString text)
{
    text = text.trimmed();
    if (text.endsWith(QLatin1String("px")))
        text.chop(2);
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

Full surveyFull(const QByteArray &svg)
{
    Full f;
    QXmlStreamReader r(svg);
    r.setNamespaceProcessing(false);
    QList<int> open;      // per open element: its index among the clipped ones, or -1
    int inClip = 0;       // depth inside a <clipPath>
    QString clipId;
    bool root = true;
    while (!r.atEnd()) {
        switch (r.readNext()) {
        case QXmlStreamReader::StartElement: {
            const QString name = r.qualifiedName().toString();
            const QXmlStreamAttributes a = r.attributes();
            if (root) {
                root = false;
                if (name != QLatin1String("svg")) {
                    f.survey.error = QStringLiteral("not an SVG document");
                    return f;
                }
                f.rootDeclaresXlink = a.hasAttribute(QLatin1String("xmlns:xlink"));
            }
            const QString id = value(a, "id");
            if (!id.isEmpty())
                f.survey.ids.insert(id);
            if (a.hasAttribute(QLatin1String("href")) && !a.hasAttribute(QLatin1String("xlink:href")))
                f.plainHref = true;
            if (inClip > 0) {
                ++inClip;
                f.clips[clipId].content.append({ Token::Start, name, a, {} });
                open.append(-1);
                break;
            }
            if (name == QLatin1String("clipPath")) {
                inClip = 1;
                clipId = id;
                f.clips[clipId] = { value(a, "transform"), value(a, "clipPathUnits") == QLatin1String("objectBoundingBox"), {} };
                open.append(-1);
                break;
            }
            if (name == QLatin1String("symbol"))
                f.symbols.insert(id, { viewBoxOf(value(a, "viewBox")), value(a, "preserveAspectRatio"),
                                       value(a, "width"), value(a, "height") });
            int index = -1;
            const QString clip = clipUrl(a);
            if (!clip.isEmpty()) {
                index = static_cast<int>(f.clipOf.size());
                f.clipOf.append(clip);
                f.leaf.append(true);
                for (const int outer : std::as_const(open))
                    if (outer >= 0)
                        f.leaf[outer] = false;
            }
            open.append(index);
            break;
        }
        case QXmlStreamReader::EndElement:
            if (!open.isEmpty())
                open.removeLast();
            if (inClip > 1)
                f.clips[clipId].content.append({ Token::End, {}, {}, {} });
            if (inClip > 0)
                --inClip;
            break;
        case QXmlStreamReader::Characters:
            if (inClip > 1 && !r.isWhitespace())
                f.clips[clipId].content.append({ Token::Text, {}, {}, r.text().toString() });
            break;
        default:
            break;
        }
    }
    if (r.hasError()) {
        f.survey.error = QStringLiteral("line %1: %2").arg(r.lineNumber()).arg(r.errorString());
        return f;
    }
    if (root)
        f.survey.error = QStringLiteral("empty file");
    f.survey.needsRewrite = f.needsRewrite();
    return f;
}

} // namespace decksvg::detail
