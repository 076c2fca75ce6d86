#include "movematch.h"

#include "tableadapter.h"

#include <algorithm>
#include <cmath>

namespace movematch {

namespace {

QString text(felt::Card card)
{
    return card.isValid() ? QString::fromStdString(felt::toText(card)) : QString();
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A place's number as QML gives it, or -1 (any) when absent or not a whole number. A JS
// number arrives as a double that may be a fraction, NaN, Infinity or huge: QVariant's own
// conversion rounds it into an int, which is undefined beyond the int range, so a double is
// checked here first.
int intField(const QVariantMap &m, const char *key)
{
    const QVariant v = m.value(QLatin1String(key));
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float) {
        const double d = v.toDouble();
        return std::isfinite(d) && d >= -1 && d <= 1e6 && d == std::trunc(d) ? static_cast<int>(d) : -1;
    }
    bool ok = false;
    const int i = v.toInt(&ok);
    return ok && v.isValid() ? i : -1;
}

bool placeMatches(const felt::Place &p, const QVariantMap &q)
{
    const QString zone = q.value(QStringLiteral("zone")).toString();
    if (!p.zone.empty() && zone != text(p.zone))
        return false;
    if (p.zone.empty() && !zone.isEmpty())
        return false;
    const auto agree = [](int moveField, int given) { return moveField < 0 || given < 0 || moveField == given; };
    if (!agree(p.owner, intField(q, "owner")) || !agree(p.pile, intField(q, "pile")) || !agree(p.index, intField(q, "index")))
        return false;
    if (p.card.isValid() && q.value(QStringLiteral("card")).toString() != text(p.card))
        return false;
    return true;
}

} // namespace

TablePlace toPlace(const felt::Place &place)
{
    return { text(place.zone), static_cast<int>(place.owner), static_cast<int>(place.pile),
             static_cast<int>(place.index), text(place.card) };
}

TableMove toMove(const felt::Move &move, const TableAdapter *adapter)
{
    TableMove m;
    m.legal = true;
    m.action = QString::fromStdString(move.action);
    m.verb = text(move.verb);
    for (const felt::Card c : move.cards)
        m.cards.append(text(c));
    m.from = toPlace(move.from);
    m.to = toPlace(move.to);
    m.text = adapter ? adapter->describeMove(move) : m.action;
    m.button = adapter ? adapter->verbButton(move.verb) : QString();
    m.key = adapter ? adapter->verbKey(move.verb) : QString();
    m.choice = adapter ? adapter->moveChoice(move) : QString();
    return m;
}

PlaceQuery query(const QVariantMap &place)
{
    PlaceQuery q;
    q.given = !place.isEmpty();
    q.zone = place.value(QStringLiteral("zone")).toString();
    q.owner = intField(place, "owner");
    q.pile = intField(place, "pile");
    q.index = intField(place, "index");
    q.card = place.value(QStringLiteral("card")).toString();
    return q;
}

namespace {
bool placeMatches(const TablePlace &p, const PlaceQuery &q)
{
    if (!q.given)
        return true;
    if (p.zone != q.zone)
        return false;
    const auto agree = [](int moveField, int given) { return moveField < 0 || given < 0 || moveField == given; };
    if (!agree(p.owner, q.owner) || !agree(p.pile, q.pile) || !agree(p.index, q.index))
        return false;
    return p.card.isEmpty() || q.card == p.card;
}
} // namespace

bool matches(const TableMove &move, const QStringList &cards, const PlaceQuery &from, const PlaceQuery &to, bool ordered)
{
    if (!cards.isEmpty()) {
        if (ordered) {
            if (move.cards != cards)
                return false;
        } else {
            QStringList mine = move.cards;
            QStringList given = cards;
            std::sort(mine.begin(), mine.end());
            std::sort(given.begin(), given.end());
            if (mine != given)
                return false;
        }
    }
    return placeMatches(move.from, from) && placeMatches(move.to, to);
}

namespace {
bool matchesIn(const felt::Move &move, const QStringList &cards, const QVariantMap &from, const QVariantMap &to,
               bool ordered)
{
    if (!cards.isEmpty()) {
        QStringList mine;
        for (const felt::Card c : move.cards)
            mine.append(text(c));
        QStringList given = cards;
        if (!ordered) {
            std::sort(mine.begin(), mine.end());
            std::sort(given.begin(), given.end());
        }
        if (mine != given)
            return false;
    }
    if (!from.isEmpty() && !placeMatches(move.from, from))
        return false;
    return to.isEmpty() || placeMatches(move.to, to);
}
} // namespace

bool matches(const felt::Move &move, const QStringList &cards, const QVariantMap &from, const QVariantMap &to)
{
    return matchesIn(move, cards, from, to, false);
}

const felt::Move *find(const felt::MoveList &moves, const QStringList &cards, const QVariantMap &from, const QVariantMap &to)
{
    // The cards in the order given first (Chain-Chain's "play 3 5" is not "play 5 3"), then
    // in any order (a set of one rank is listed once).
    for (const bool ordered : { true, false })
        for (const felt::Move &m : moves)
            if (matchesIn(m, cards, from, to, ordered))
                return &m;
    return nullptr;
}

felt::Move gesture(const QStringList &cards, const QVariantMap &from, const QVariantMap &to, felt::CardFamily family,
                   std::string (&storage)[2])
{
    felt::Move g;
    for (const QString &face : cards) {
        const auto card = felt::parseCard(face.toStdString(), family);
        if (card && !g.cards.full())
            g.cards.push_back(*card);
    }
    auto place = [&](const QVariantMap &q, std::string &zone) {
        felt::Place p;
        zone = q.value(QStringLiteral("zone")).toString().toStdString();
        p.zone = zone;
        p.owner = static_cast<std::int8_t>(std::clamp(intField(q, "owner"), -1, 127));
        p.pile = static_cast<std::int16_t>(std::clamp(intField(q, "pile"), -1, 32767));
        p.index = static_cast<std::int16_t>(std::clamp(intField(q, "index"), -1, 32767));
        const QString card = q.value(QStringLiteral("card")).toString();
        if (!card.isEmpty())
            if (const auto c = felt::parseCard(card.toStdString(), family))
                p.card = *c;
        return p;
    };
    g.from = place(from, storage[0]);
    g.to = place(to, storage[1]);
    return g;
}

} // namespace movematch
