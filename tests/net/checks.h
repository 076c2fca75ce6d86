// What the network tests check against: the engine's own answers for a record (the
// `felt-cli replay --as SEAT` object after each action), and the host's own events.
#pragma once

#include "json.h"
#include "protocol.h"
#include "record.h"
#include "seatview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <algorithm>
#include <QTest>
#include <QDeadlineTimer>

#include <set>
#include <string>
#include <vector>

namespace testing {

// The felt-cli replay --as SEAT object (seat -1: nobody in particular) as a QJsonObject:
// QJsonObject compares key by key whatever the order.
inline QJsonObject viewJson(const felt::AnyGame &game, int seat)
{
    const felt::Viewer viewer = seat >= 0 ? felt::Viewer::seat(seat) : felt::Viewer::nobody();
    return felt::jsonFromValue(felt::seatView(game, viewer)).toObject();
}

inline std::optional<felt::Record> recordOf(const QJsonObject &over)
{
    const QJsonObject record = over.value(QLatin1String("record")).toObject();
    auto parsed = felt::parseRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
    if (!parsed)
        return std::nullopt;
    return *parsed;
}

// The views of `seat` after 0, 1, ... n actions of the record.
inline std::vector<QJsonObject> viewsAlong(const felt::Record &record, int seat)
{
    std::vector<QJsonObject> views;
    felt::replay(record, [&](int, const felt::AnyGame &game, const felt::EventList &) {
        views.push_back(viewJson(game, seat));
        return true;
    });
    return views;
}

// Every event `seat` may see, as the host sends them (eventToValue), action by action.
inline QJsonArray expectedEvents(const felt::Record &record, int seat)
{
    QJsonArray list;
    const felt::GameSpec *spec = felt::findGame(record.game.toStdString());
    felt::replay(record, [&](int applied, const felt::AnyGame &, const felt::EventList &events) {
        if (applied > 0)
            for (const felt::Event &e : events)
                if (e.audience.includes(seat))
                    list.append(felt::jsonFromValue(net::eventToValue(*spec, applied - 1, e)));
        return true;
    });
    return list;
}

// Every event a client was sent, in order, across its `table` messages.
inline QJsonArray receivedEvents(const QList<QJsonObject> &messages)
{
    QJsonArray list;
    for (const QJsonObject &m : messages)
        if (m.value(QLatin1String("type")).toString() == QLatin1String("table"))
            for (const QJsonValue &e : m.value(QLatin1String("events")).toArray())
                list.append(e);
    return list;
}

inline QString randomOf(const QStringList &list)
{
    return list.isEmpty() ? QString() : list.at(QRandomGenerator::global()->bounded(static_cast<int>(list.size())));
}

// Every person acts (a random legal action of their seat, once per snapshot) until each of
// `people` (sitting at `seats`) has received `over`, for at most `timeoutMs`. The actions
// sent; -1 when the game did not end in time.
template <typename Client>
int playToTheEnd(const std::vector<Client *> &people, const QList<int> &seats, int timeoutMs = 120000)
{
    std::vector<quint64> acted(people.size(), 0);
    QDeadlineTimer deadline(timeoutMs);
    auto allOver = [&] { return std::all_of(people.begin(), people.end(), [](Client *c) { return c->has("over"); }); };
    int acts = 0;
    while (!allOver() && !deadline.hasExpired()) {
        QTest::qWait(0);
        for (std::size_t i = 0; i < people.size(); ++i) {
            Client &c = *people[i];
            if (c.lastTable.isEmpty() || !c.lastTable.value(QLatin1String("started")).toBool() || c.seq() == acted[i])
                continue;
            const QStringList legal = c.legal(seats.at(static_cast<int>(i)));
            if (legal.isEmpty())
                continue;
            acted[i] = c.seq();
            c.send({ { "type", "act" }, { "seq", static_cast<double>(c.seq()) }, { "action", randomOf(legal) } });
            ++acts;
        }
    }
    return allOver() ? acts : -1;
}

// The cards a JSON value names: every string, split at spaces, whose words read as cards of
// the game's family. Counted as a set.
inline void collectCards(const QJsonValue &v, felt::CardFamily family, std::set<std::uint8_t> *cards)
{
    switch (v.type()) {
    case QJsonValue::String: {
        const QStringList words = v.toString().split(u' ', Qt::SkipEmptyParts);
        for (const QString &w : words)
            if (w.size() <= 2)
                if (const auto c = felt::parseCard(w.toStdString(), family))
                    cards->insert(c->code());
        break;
    }
    case QJsonValue::Array:
        for (const QJsonValue &item : v.toArray())
            collectCards(item, family, cards);
        break;
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectCards(it.value(), family, cards);
        break;
    }
    default:
        break;
    }
}

} // namespace testing
