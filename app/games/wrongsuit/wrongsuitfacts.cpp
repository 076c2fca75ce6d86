#include "wrongsuitfacts.h"

#include "tableadapter.h"

#include "games/wrongsuit/wrongsuit.h"
#include "games/wrongsuit/wrongsuit_score.h"

#include <algorithm>
#include <tuple>

namespace {

// The i-th list of strings of a list of lists, or none.
QStringList listAt(const felt::Value *v, std::size_t i)
{
    return v && v->isArray() && i < v->size() ? TableAdapter::strings((*v)[i]) : QStringList();
}

int intAt(const felt::Value *v, std::size_t i, int fallback)
{
    return v && v->isArray() && i < v->size() && (*v)[i].isNumber() ? static_cast<int>((*v)[i].toInt()) : fallback;
}

// A stack's score under each suit (C D H S) by the engine's count, where every card of it is
// known; else none.
QList<int> totalsOf(const QStringList &faces)
{
    felt::CardSet set;
    for (const QString &f : faces) {
        const auto card = felt::parseCard(f.toStdString());
        if (!card)
            return {};
        set.add(*card);
    }
    const felt::wrongsuit::Tally tally(set, static_cast<int>(faces.size()));
    QList<int> totals;
    for (int k = 0; k < 4; ++k)
        totals.append(tally.score(static_cast<felt::Suit>(k)));
    return totals;
}

// Every seat's score at the end from the engine's result ({scores, ranking, breakdown: per
// seat {wrongSuit, jacks, quartets, bigSuits, count}}) and the stacks as they lie.
QList<WrongSuitScore> scoresOf(const felt::Value &result, const QList<WrongSuitSeat> &seats)
{
    using A = TableAdapter;
    const felt::Value *scores = A::member(result, "scores");
    const felt::Value *breakdown = A::member(result, "breakdown");
    if (!scores || !scores->isArray())
        return {};
    const QList<int> places = A::placesFromRanking(A::member(result, "ranking"), static_cast<int>(scores->size()));
    QList<WrongSuitScore> out;
    for (std::size_t s = 0; s < scores->size(); ++s) {
        const felt::Value line = breakdown && breakdown->isArray() && s < breakdown->size() ? (*breakdown)[s] : felt::Value();
        WrongSuitScore score;
        score.seat = static_cast<int>(s);
        score.wrongSuit = A::intMember(line, "wrongSuit", 0);
        score.jacks = A::intMember(line, "jacks", 0);
        score.quartets = A::intMember(line, "quartets", 0);
        score.bigSuits = A::intMember(line, "bigSuits", 0);
        score.count = A::intMember(line, "count", 0);
        score.score = intAt(scores, s, 0);
        score.place = places.value(score.seat, -1);
        const QStringList faces = seats.value(score.seat).cards;
        score.cards = static_cast<int>(faces.size());
        score.totals = totalsOf(faces);
        out.append(score);
    }
    return out;
}

} // namespace

void WrongSuitFacts::update(const felt::Value &state, const felt::Value &info, const felt::Value &result)
{
    using A = TableAdapter;
    const int round = A::intMember(state, "round", 0);
    const int rounds = A::intMember(info, "rounds", 0);
    const felt::Value *w = A::member(info, "wrongSuit");
    const QString wrongSuit = w && w->isString() ? QString::fromStdString(w->toString()) : QString();
    const felt::Value *stacks = A::member(state, "stacks");
    const felt::Value *faceUp = A::member(state, "faceUp");
    const felt::Value *shut = A::member(info, "shut");
    const auto size = [](const felt::Value *v) { return v && v->isArray() ? v->size() : std::size_t(0); };
    QList<WrongSuitSeat> seats;
    for (std::size_t i = 0, n = std::max({ size(stacks), size(faceUp), size(shut) }); i < n; ++i)
        seats.append({ listAt(stacks, i), listAt(faceUp, i), listAt(shut, i), totalsOf(listAt(stacks, i)) });
    const felt::Value *give = A::member(state, "myGive");
    const bool given = give && !give->isNull();
    int giftTo = -1;
    if (give && give->isString())
        if (const auto action = felt::wrongsuit::parseAction(give->toString()))
            giftTo = static_cast<int>(action->target);
    const QList<WrongSuitScore> scores = scoresOf(result, seats);
    if (std::tie(round, rounds, wrongSuit, seats, given, giftTo, scores)
        == std::tie(m_round, m_rounds, m_wrongSuit, m_seats, m_given, m_giftTo, m_scores))
        return;
    std::tie(m_round, m_rounds, m_wrongSuit, m_seats, m_given, m_giftTo, m_scores)
        = std::tie(round, rounds, wrongSuit, seats, given, giftTo, scores);
    emit changed();
}
