#include "carddecks.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMutex>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

#include "decksvg.h"


namespace carddecks {

namespace {

QString suitWord(QChar s)
{
    switch (s.unicode()) {
    case 'C': return QStringLiteral("club");
    case 'D': return QStringLiteral("diamond");
    case 'H': return QStringLiteral("heart");
    case 'S': return QStringLiteral("spade");
    }
    return {};
}

QString rankWord(QChar r)
{
    switch (r.unicode()) {
    case 'A': return QStringLiteral("1");
    case 'T': return QStringLiteral("10");
    case 'J': return QStringLiteral("jack");
    case 'Q': return QStringLiteral("queen");
    case 'K': return QStringLiteral("king");
    }
    return r.isDigit() ? QString(r) : QString();
}

// The 52 faces and the back, as Felt names them.
const QStringList &everyCard()
{
    static const QStringList cards = [] {
        QStringList list;
        for (const QChar suit : QStringLiteral("CDHS"))
            for (const QChar rank : QStringLiteral("A23456789TJQK"))
                list.append(QString(rank) + suit);
        list.append(QStringLiteral("??"));
        return list;
    }();
    return cards;
}

// The cards of `cards` a file with these element ids lacks under this naming.
QStringList lacking(const QSet<QString> &ids, CardDeck::Naming naming)
{
    QStringList missing;
    for (const QString &card : everyCard())
        if (!ids.contains(elementFor(card, naming)))
            missing.append(elementFor(card, naming));
    return missing;
}

QString localized(const QSettings &desktop, const QString &key)
{
    const QLocale locale;
    for (const QString &l : { locale.name(), locale.name().section(u'_', 0, 0) }) {
        const QString v = desktop.value(QStringLiteral("%1[%2]").arg(key, l)).toString();
        if (!v.isEmpty())
            return v;
    }
    return desktop.value(key).toString();
}

QString prettyName(QString base)
{
    base.replace(u'_', u' ').replace(u'-', u' ');
    if (!base.isEmpty())
        base[0] = base[0].toUpper();
    return base;
}

// A name as it reads, for telling whether two read alike: its letters and digits only, in
// lower case, without accents, Cyrillic letters written in Latin ones ("Атласные" reads as
// "atlasnye", "Paris" as "paris").
QString readAs(const QString &name)
{
    static const QHash<QChar, QString> latin = [] {
        static const char *const letters[] = { "a", "b", "v", "g", "d", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
                                               "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya" };
        QHash<QChar, QString> map;
        for (char16_t c = u'а'; c <= u'я'; ++c)
            map.insert(QChar(c), QString::fromLatin1(letters[c - u'а']));
        map.insert(QChar(u'ё'), QStringLiteral("e"));
        return map;
    }();
    QString out;
    for (const QChar c : name.toLower().normalized(QString::NormalizationForm_KD)) {
        if (const auto it = latin.constFind(c); it != latin.constEnd())
            out += *it;
        else if (c.isLetterOrNumber())
            out += c;
    }
    return out;
}

// Every deck file of the system's two formats, before Felt has looked inside any (its naming:
// its family's), by name.
QList<CardDeck> candidates()
{
    QList<CardDeck> decks;
    QSet<QString> seen;
    for (const QString &dir : searchDirs()) {
        // KDE: carddecks/svg-<name>/index.desktop
        QDir kde(QDir(dir).filePath(QStringLiteral("carddecks")));
        for (const QString &sub : kde.entryList({ QStringLiteral("svg-*") }, QDir::Dirs)) {
            const QString index = kde.filePath(sub + QStringLiteral("/index.desktop"));
            if (!QFileInfo::exists(index))
                continue;
            QSettings desktop(index, QSettings::IniFormat);
            desktop.beginGroup(QStringLiteral("KDE Backdeck"));
            const QString svg = desktop.value(QStringLiteral("SVG")).toString();
            const QString file = kde.filePath(sub + u'/' + svg);
            CardDeck d { QStringLiteral("kde:") + sub.mid(4), localized(desktop, QStringLiteral("Name")), file, false,
                         CardDeck::Naming::Kde };
            if (svg.isEmpty() || !QFileInfo::exists(file) || seen.contains(d.id))
                continue;
            if (d.name.isEmpty())
                d.name = prettyName(sub.mid(4));
            seen.insert(d.id);
            decks.append(d);
        }
        // GNOME: aisleriot/cards/<name>.svgz (or .svg)
        QDir gnome(QDir(dir).filePath(QStringLiteral("aisleriot/cards")));
        for (const QFileInfo &f : gnome.entryInfoList({ QStringLiteral("*.svgz"), QStringLiteral("*.svg") }, QDir::Files)) {
            CardDeck d { QStringLiteral("gnome:") + f.completeBaseName(), prettyName(f.completeBaseName()), f.filePath(),
                         f.completeBaseName().contains(QLatin1String("4_color")), CardDeck::Naming::Gnome };
            if (seen.contains(d.id))
                continue;
            seen.insert(d.id);
            decks.append(d);
        }
    }
    // Decks whose names read alike cannot be told apart in a list. Two collections may hold a
    // deck of one name (KDE's and GNOME's "Paris"): those say which collection they came with.
    // One collection may hold two of one name in two scripts (GNOME's "atlasnye.svgz" and
    // "Атласные.svgz"): those name their files.
    QHash<QString, QList<CardDeck::Naming>> alike;
    for (const CardDeck &d : decks)
        alike[readAs(d.name)].append(d.naming);
    for (CardDeck &d : decks) {
        const QList<CardDeck::Naming> same = alike.value(readAs(d.name));
        if (same.size() < 2)
            continue;
        if (same.count(d.naming) > 1)
            d.name = QCoreApplication::translate("CardDecks", "%1 (%2)", "a card deck's name and its file's name")
                         .arg(d.name, QFileInfo(d.file).fileName());
        else
            d.name = d.naming == CardDeck::Naming::Kde
                ? QCoreApplication::translate("CardDecks", "%1 (KDE)", "a card deck's name and the collection it came with").arg(d.name)
                : QCoreApplication::translate("CardDecks", "%1 (GNOME)", "a card deck's name and the collection it came with").arg(d.name);
    }
    std::sort(decks.begin(), decks.end(), [](const CardDeck &a, const CardDeck &b) { return a.name.localeAwareCompare(b.name) < 0; });
    return decks;
}

CardDeck feltDeck()
{
    return { QStringLiteral("felt"), QObject::tr("Felt"), QString(), true, CardDeck::Naming::Own, true };
}

// Whether Felt can draw a deck file: every card of it, from one read of the file. Kept per
// file (and on disk, see below) for as long as the file's size and time stay the same.
struct Verdict {
    qint64 size = -1;
    qint64 modified = 0;
    bool usable = false;
    CardDeck::Naming naming = CardDeck::Naming::Own;
    QString why;   // when not usable
    bool joker = false;
    bool current = false;   // compared with the file in this run
};

// Raise when what check() decides changes: verdicts kept on disk by an earlier Felt are then
// made again.
constexpr int kCheckVersion = 2;   // 2: whether a file has a joker

Verdict check(const CardDeck &deck)
{
    Verdict v;
    QString error;
    const QByteArray svg = decksvg::read(deck.file, &error);
    if (svg.isEmpty()) {
        v.why = error;
        return v;
    }
    const decksvg::Survey survey = decksvg::survey(svg);
    if (!survey.error.isEmpty()) {
        v.why = survey.error;
        return v;
    }
    // The naming the file really uses: its family's, or the other's (a KDE folder may hold a
    // file with GNOME's names).
    const CardDeck::Naming other = deck.naming == CardDeck::Naming::Kde ? CardDeck::Naming::Gnome : CardDeck::Naming::Kde;
    const QStringList missing = lacking(survey.ids, deck.naming);
    if (missing.isEmpty())
        v.naming = deck.naming;
    else if (lacking(survey.ids, other).isEmpty())
        v.naming = other;
    else {
        v.why = QStringLiteral("it has no %1").arg(missing.mid(0, 4).join(QStringLiteral(", ")));
        if (missing.size() > 4)
            v.why += QStringLiteral(" (and %1 more)").arg(missing.size() - 4);
        return v;
    }
    v.usable = true;
    v.joker = survey.ids.contains(elementFor(QStringLiteral("JK"), v.naming));
    return v;
}

// The verdicts, in memory and in a file: $FELT_DATA_DIR/decks.json, else felt/decks.json in
// the system's cache folder. Reading every deck takes about a second when both packages of
// decks are installed; the file spares that on every later start.
QString verdictFile()
{
    const QString env = qEnvironmentVariable("FELT_DATA_DIR");
    if (!env.isEmpty())
        return QDir(env).filePath(QStringLiteral("decks.json"));
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return cache.isEmpty() ? QString() : QDir(cache).filePath(QStringLiteral("felt/decks.json"));   // empty: no cache
}

struct Registry {
    QMutex mutex;
    std::optional<QList<CardDeck>> candidates;
    QHash<QString, Verdict> verdicts;   // by file
    bool loaded = false;
    bool dirty = false;

    QList<CardDeck> &decks()
    {
        if (!candidates)
            candidates = carddecks::candidates();
        return *candidates;
    }

    void load()
    {
        if (loaded)
            return;
        loaded = true;
        if (verdictFile().isEmpty())
            return;
        QFile f(verdictFile());
        if (!f.open(QIODevice::ReadOnly))
            return;
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        if (root.value(QStringLiteral("check")).toInt() != kCheckVersion)
            return;
        const QJsonObject files = root.value(QStringLiteral("files")).toObject();
        for (auto it = files.begin(); it != files.end(); ++it) {
            const QJsonObject o = it.value().toObject();
            const QString naming = o.value(QStringLiteral("naming")).toString();
            verdicts.insert(it.key(), { static_cast<qint64>(o.value(QStringLiteral("size")).toDouble(-1)),
                                        static_cast<qint64>(o.value(QStringLiteral("modified")).toDouble()),
                                        o.value(QStringLiteral("usable")).toBool(),
                                        naming == QLatin1String("kde")     ? CardDeck::Naming::Kde
                                        : naming == QLatin1String("gnome") ? CardDeck::Naming::Gnome
                                                                           : CardDeck::Naming::Own,
                                        o.value(QStringLiteral("why")).toString(), o.value(QStringLiteral("joker")).toBool() });
        }
    }

    void save()
    {
        if (!dirty || verdictFile().isEmpty())
            return;
        dirty = false;
        QJsonObject files;
        for (auto it = verdicts.constBegin(); it != verdicts.constEnd(); ++it)
            files.insert(it.key(), QJsonObject { { QStringLiteral("size"), static_cast<double>(it->size) },
                                                 { QStringLiteral("modified"), static_cast<double>(it->modified) },
                                                 { QStringLiteral("usable"), it->usable },
                                                 { QStringLiteral("naming"), it->naming == CardDeck::Naming::Kde     ? QStringLiteral("kde")
                                                                             : it->naming == CardDeck::Naming::Gnome ? QStringLiteral("gnome")
                                                                                                                     : QString() },
                                                 { QStringLiteral("why"), it->why },
                                                 { QStringLiteral("joker"), it->joker } });
        QDir().mkpath(QFileInfo(verdictFile()).absolutePath());
        QSaveFile out(verdictFile());
        if (!out.open(QIODevice::WriteOnly))
            return;   // only a cache: read the decks again next time
        out.write(QJsonDocument(QJsonObject { { QStringLiteral("check"), kCheckVersion }, { QStringLiteral("files"), files } })
                      .toJson(QJsonDocument::Compact));
        out.commit();
    }

    // The deck as Felt draws it (its file's naming), or nothing when Felt cannot draw it.
    std::optional<CardDeck> usable(const CardDeck &deck)
    {
        load();
        auto it = verdicts.find(deck.file);
        if (it == verdicts.end() || !it->current) {
            const QFileInfo info(deck.file);
            const qint64 modified = info.lastModified().toMSecsSinceEpoch();
            if (it == verdicts.end() || it->size != info.size() || it->modified != modified) {
                Verdict v = check(deck);
                v.size = info.size();
                v.modified = modified;
                it = verdicts.insert(deck.file, v);
                dirty = true;
            }
            it->current = true;
        }
        if (!it->usable)
            return std::nullopt;
        CardDeck d = deck;
        d.naming = it->naming;
        d.joker = it->joker;
        return d;
    }

    std::optional<CardDeck> find(const QString &id)
    {
        if (id == QLatin1String("felt"))
            return feltDeck();
        for (const CardDeck &d : decks())
            if (d.id == id) {
                std::optional<CardDeck> found = usable(d);
                save();
                return found;
            }
        return std::nullopt;
    }
};

Registry &registry()
{
    static Registry r;
    return r;
}

} // namespace

QStringList searchDirs()
{
    QStringList dirs;
    for (const QString &extra : qEnvironmentVariable("FELT_CARD_DECKS").split(u':', Qt::SkipEmptyParts))
        dirs.append(extra);
    dirs.append(QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation));
    dirs.removeDuplicates();
    return dirs;
}

QList<CardDeck> all()
{
    // The installed decks are read once: they do not change while Felt runs.
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    QList<CardDeck> decks { feltDeck() };
    for (const CardDeck &d : r.decks())
        if (const std::optional<CardDeck> usable = r.usable(d))
            decks.append(*usable);
    r.save();
    return decks;
}

QList<std::pair<CardDeck, QString>> refused()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    QList<std::pair<CardDeck, QString>> list;
    for (const CardDeck &d : r.decks())
        if (!r.usable(d))
            list.append({ d, r.verdicts.value(d.file).why });
    r.save();
    return list;
}

std::optional<CardDeck> find(const QString &id)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    return r.find(id);
}

CardDeck effective(const QString &id, bool fourColour)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    const CardDeck chosen = r.find(id).value_or(feltDeck());
    if (!fourColour || chosen.fourColour)
        return chosen;
    // A four-colour sibling of the chosen deck ("anglo_modern" -> "anglo_modern_4_color").
    for (const CardDeck &d : r.decks())
        if (d.fourColour && d.id.startsWith(chosen.id))
            if (const std::optional<CardDeck> sibling = r.find(d.id))
                return *sibling;
    return chosen;
}

QString elementFor(const QString &face, CardDeck::Naming naming)
{
    if (naming == CardDeck::Naming::Own)
        return {};
    if (face == QLatin1String("??"))
        return QStringLiteral("back");
    if (face == QLatin1String("JK"))
        return naming == CardDeck::Naming::Kde ? QStringLiteral("red_joker") : QStringLiteral("joker_red");
    if (face.size() != 2)
        return {};   // Chain-Chain's numbers: Felt draws them
    const QString rank = rankWord(face.at(0));
    const QString suit = suitWord(face.at(1));
    if (rank.isEmpty() || suit.isEmpty())
        return {};
    return naming == CardDeck::Naming::Kde ? rank + u'_' + suit : suit + u'_' + rank;
}

bool draws(const QString &id, const QString &face)
{
    if (id == QLatin1String("felt") || id.isEmpty())
        return false;
    const std::optional<CardDeck> deck = find(id);
    if (!deck || elementFor(face, deck->naming).isEmpty())
        return false;
    return face != QLatin1String("JK") || deck->joker;
}

} // namespace carddecks
