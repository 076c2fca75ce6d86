#include "movematch.h"

#include "tableadapter.h"

#include <algorithm>
#include <cmath>

#include <QJSValue>
#include <QMetaType>

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
// number is a double that may be a fraction, NaN, Infinity or huge: converting it into an int
// is undefined beyond the int range, so it is checked here first.
int intField(const QJSValue &place, const char *key)
{
    const QJSValue v = place.property(QLatin1String(key));
    if (!v.isNumber())
        return -1;
    const double d = v.toNumber();
    return std::isfinite(d) && d >= -1 && d <= 1e6 && d == std::trunc(d) ? static_cast<int>(d) : -1;
}

QString textField(const QJSValue &place, const char *key)
{
    const QJSValue v = place.property(QLatin1String(key));
    return v.isString() ? v.toString() : QString();
}

bool placeMatches(const TablePlace &p, const TablePlace &q)
{
    if (q.anywhere())
        return true;
    if (p.zone != q.zone)
        return false;
    const auto agree = [](int moveField, int given) { return moveField < 0 || given < 0 || moveField == given; };
    if (!agree(p.owner, q.owner) || !agree(p.pile, q.pile) || !agree(p.index, q.index))
        return false;
    return p.card.isEmpty() || q.card == p.card;
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

TablePlace placeFromScript(const QJSValue &place)
{
    TablePlace p;
    if (!place.isObject())
        return p;
    p.zone = textField(place, "zone");
    p.owner = intField(place, "owner");
    p.pile = intField(place, "pile");
    p.index = intField(place, "index");
    p.card = textField(place, "card");
    return p;
}

void registerPlaces()
{
    if (!QMetaType::hasRegisteredConverterFunction<QJSValue, TablePlace>())
        QMetaType::registerConverter<QJSValue, TablePlace>(&placeFromScript);
}

bool matches(const TableMove &move, const QStringList &cards, const TablePlace &from, const TablePlace &to, bool ordered)
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

felt::Move gesture(const QStringList &cards, const TablePlace &from, const TablePlace &to, felt::CardFamily family,
                   std::string (&storage)[2])
{
    felt::Move g;
    for (const QString &face : cards) {
        const auto card = felt::parseCard(face.toStdString(), family);
        if (card && !g.cards.full())
            g.cards.push_back(*card);
    }
    auto place = [&](const TablePlace &q, std::string &zone) {
        felt::Place p;
        zone = q.zone.toStdString();
        p.zone = zone;
        p.owner = static_cast<std::int8_t>(std::clamp(q.owner, -1, 127));
        p.pile = static_cast<std::int16_t>(std::clamp(q.pile, -1, 32767));
        p.index = static_cast<std::int16_t>(std::clamp(q.index, -1, 32767));
        if (!q.card.isEmpty())
            if (const auto c = felt::parseCard(q.card.toStdString(), family))
                p.card = *c;
        return p;
    };
    g.from = place(from, storage[0]);
    g.to = place(to, storage[1]);
    return g;
}

} // namespace movematch
