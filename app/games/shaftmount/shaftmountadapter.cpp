#include "shaftmountadapter.h"

#include "recorddata.h"

#include "core/anygame.h"
#include "games/shaftmount/shaftmount.h"

#include <QLocale>
#include <QSet>

#include <algorithm>

using felt::shaftmount::Ev;

namespace {

const QString kHand = QStringLiteral("hand");
const QString kSequence = QStringLiteral("sequence");
const QString kClosing = QStringLiteral("closing");
const QString kDeck = QStringLiteral("deck");
const QString kDiscard = QStringLiteral("discard");

// How many backs the discard pile shows (its count is said beside it).
constexpr int kDiscardShown = 3;

// One's own hand in suits of alternating colour, each low to high: plays go by suit.
int handOrder(const QString &face)
{
    static const QString suits = QStringLiteral("CDSH");
    static const QString ranks = QStringLiteral("23456789TJQKA");
    if (face.size() != 2)
        return 1000;
    return suits.indexOf(face.at(1)) * 20 + ranks.indexOf(face.at(0));
}

CardMove move(const QString &fromZone, int fromOwner, int fromPile, const QString &toZone, int toOwner, int toPile,
              int step)
{
    CardMove m;
    m.fromZone = fromZone;
    m.fromOwner = fromOwner;
    m.fromPile = fromPile;
    m.toZone = toZone;
    m.toOwner = toOwner;
    m.toPile = toPile;
    m.step = step;
    return m;
}

// "1.2" -> {1, 2}
std::pair<int, int> sequenceKey(const std::string &name)
{
    const auto dot = name.find('.');
    if (dot == std::string::npos)
        return { -1, -1 };
    return { std::atoi(name.substr(0, dot).c_str()), std::atoi(name.substr(dot + 1).c_str()) };
}

} // namespace

QList<CardSlot> ShaftmountAdapter::cardSlots(const felt::Value &state, int) const
{
    QList<CardSlot> cards;
    const felt::Value *hands = member(state, "hand");
    const int players = hands ? static_cast<int>(hands->size()) : 0;
    for (int s = 0; s < players; ++s) {
        QStringList faces = seatList(state, "hand", s);
        // A hand seen whole is sorted for play; another's keeps its shown cards first.
        if (!faces.contains(QStringLiteral("??")))
            std::stable_sort(faces.begin(), faces.end(),
                             [](const QString &a, const QString &b) { return handOrder(a) < handOrder(b); });
        for (int i = 0; i < faces.size(); ++i)
            cards.append({ faces.at(i), kHand, s, i, static_cast<int>(faces.size()) });
    }
    if (const felt::Value *sequences = member(state, "sequences"); sequences && sequences->isObject()) {
        for (const auto &[name, list] : sequences->members()) {
            const auto [owner, index] = sequenceKey(name);
            const QStringList faces = strings(list);
            for (int i = 0; i < faces.size(); ++i)
                cards.append({ faces.at(i), kSequence, owner, i, static_cast<int>(faces.size()), index });
        }
    }
    if (const felt::Value *closing = member(state, "closing"); closing && closing->isArray()) {
        for (std::size_t k = 0; k < closing->size(); ++k) {
            const QStringList faces = strings((*closing)[k]);
            for (int i = 0; i < faces.size(); ++i)
                cards.append({ faces.at(i), kClosing, -1, i, static_cast<int>(faces.size()), static_cast<int>(k) });
        }
    }
    const int deck = intMember(state, "deck", 0);
    if (deck > 0)
        cards.append({ QStringLiteral("??"), kDeck, -1, 0, deck, -1, true });
    // The discard pile: a few backs, the top one first (a card that goes there takes its place);
    // a 5 or 6 that answered lies face up on top.
    const int discard = intMember(state, "discard", 0);
    const int shown = std::min(discard, kDiscardShown);
    for (int i = 0; i < shown; ++i)
        cards.append({ i == 0 && !m_discardUp.isEmpty() ? m_discardUp : QStringLiteral("??"), kDiscard, -1, shown - 1 - i, discard });
    return cards;
}

void ShaftmountAdapter::fillSeat(SeatRow &row, const felt::Value &state) const
{
    if (m_names.size() <= row.seat)
        m_names.resize(row.seat + 1);
    m_names[row.seat] = row.name;
    if (row.isViewer)
        m_viewer = row.seat;
    else if (m_viewer == row.seat)
        m_viewer = -1;

    m_manual = member(state, "calls") && member(state, "calls")->isString() && member(state, "calls")->toString() == "manual";
    row.handCount = static_cast<int>(seatList(state, "hand", row.seat).size());
    row.cardsLeft = row.handCount;
    bool out = false;
    if (const felt::Value *outList = member(state, "out"))
        for (const felt::Value &s : outList->items())
            out = out || s.toInt() == row.seat;
    const felt::Value *penalties = member(state, "penalties");
    const int points = penalties && static_cast<std::size_t>(row.seat) < penalties->size()
        ? static_cast<int>((*penalties)[static_cast<std::size_t>(row.seat)].toInt()) : 0;
    row.status = out ? tr("out") : tr("%n in hand", nullptr, row.handCount);
    // Calls "manual": the count beside the hand limit, for anyone to compare ("9 / 8 in hand"),
    // and a hand counted over the limit, barred from drawing.
    if (!out && m_manual && m_handLimit > 0) {
        bool barred = false;
        if (const felt::Value *over = member(state, "overLimit"))
            for (const felt::Value &s : over->items())
                barred = barred || s.toInt() == row.seat;
        row.status = barred ? tr("%1 / %2 in hand, counted").arg(row.handCount).arg(m_handLimit)
                            : tr("%1 / %2 in hand").arg(row.handCount).arg(m_handLimit);
    }
    row.meter = points;
    row.meterMax = felt::shaftmount::kOutAt;
    row.meterText = tr("%n penalty point(s)", nullptr, points);
    row.detail = row.meterText;
}

QList<int> ShaftmountAdapter::places(const felt::Value &, const felt::Value &result, int players) const
{
    QList<int> places(players, -1);
    const felt::Value *penalties = member(result, "penalties");
    const felt::Value *eliminated = member(result, "eliminated");
    if (!penalties || !eliminated)
        return places;   // while the game runs: no places
    QList<bool> out(players, false);
    for (const felt::Value &s : eliminated->items())
        if (s.toInt() >= 0 && s.toInt() < players)
            out[static_cast<int>(s.toInt())] = true;
    auto points = [&](int s) { return static_cast<std::size_t>(s) < penalties->size() ? (*penalties)[static_cast<std::size_t>(s)].toInt() : 0; };
    int in = 0;
    for (int s = 0; s < players; ++s) {
        if (out[s])
            continue;
        ++in;
        int ahead = 0;
        for (int o = 0; o < players; ++o)
            ahead += !out[o] && points(o) < points(s);
        places[s] = ahead;
    }
    // The eliminated after them, the last one out first.
    const auto &order = eliminated->items();
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int s = static_cast<int>(order[i].toInt());
        if (s >= 0 && s < players)
            places[s] = in + static_cast<int>(order.size() - 1 - i);
    }
    return places;
}

QList<CardMove> ShaftmountAdapter::moves(const felt::EventList &events) const
{
    QList<CardMove> out;
    int stage = 0;
    // Cards dealt onto a sequence by these events (owner, index, card): one that closes at once
    // flies from the deck to the closing area.
    QSet<qint64> dealt;
    auto dealtKey = [](const felt::Event &e) {
        return (static_cast<qint64>(e.seat) * 1000 + e.index) * 256 + (e.cards.empty() ? 255 : e.cards[0].code());
    };
    for (const felt::Event &e : events) {
        switch (e.as<Ev>()) {
        case Ev::Played:
            out.append(move(kHand, e.seat, -1, kSequence, e.target, e.index, stage));
            break;
        case Ev::ThreeStarted:
            out.append(move(kHand, e.seat, -1, kSequence, e.seat, e.index, stage));
            break;
        case Ev::Slid:
            out.append(move(kHand, e.seat, -1, kSequence, e.target, e.index, stage));
            break;
        case Ev::Closed: {
            ++stage;   // each closing a stage of its own: one after another
            if (e.count < 0) {
                out.append(move(kHand, e.target, -1, kDiscard, -1, -1, stage));
                break;
            }
            if (dealt.remove(dealtKey(e))) {
                out.append(move(kDeck, -1, -1, kClosing, -1, e.count, stage));
            } else {
                out.append(move(kSequence, e.seat, e.index, kClosing, -1, e.count, stage));
            }
            break;
        }
        case Ev::Discarded:
            for (int i = 0; i < e.count; ++i)
                out.append(move(kSequence, e.seat, e.index, kDiscard, -1, -1, stage));
            break;
        case Ev::Redrew:
            out.append(move(kSequence, e.seat, e.index, kDiscard, -1, -1, stage));
            ++stage;   // then the new card
            break;
        case Ev::Dealt:
            dealt.insert(dealtKey(e));
            out.append(move(kDeck, -1, -1, kSequence, e.seat, e.index, stage));
            break;
        case Ev::Drew:
            for (int i = 0; i < e.count; ++i)
                out.append(move(kDeck, -1, -1, kHand, e.seat, -1, stage));
            break;
        case Ev::NoPlay:
            for (int i = 0; i < e.count; ++i)
                out.append(move(kHand, e.seat, -1, kDiscard, -1, -1, stage));
            ++stage;   // the new hand after the old one has gone
            break;
        case Ev::Blocked:
            out.append(move(kHand, e.seat, -1, kDiscard, -1, -1, stage));
            break;
        case Ev::Defended:
            out.append(move(kHand, e.seat, -1, kDiscard, -1, -1, stage));
            ++stage;   // the player's draw comes after
            break;
        case Ev::Eliminated:
            for (int i = 0; i < e.count; ++i)
                out.append(move(kHand, e.seat, -1, kDiscard, -1, -1, stage));
            break;
        default:
            break;
        }
    }
    return out;
}

QString ShaftmountAdapter::verbButton(std::string_view verb) const
{
    if (verb == "draw")
        return tr("Draw");
    if (verb == "end")
        return tr("End turn");
    if (verb == "no-play")
        return tr("No play");
    if (verb == "keep")
        return tr("Keep");
    if (verb == "redraw")
        return tr("Redraw");
    if (verb == "pass")
        return tr("Pass");
    return {};
}

QString ShaftmountAdapter::verbKey(std::string_view verb) const
{
    if (verb == "draw")
        return QStringLiteral("D");
    if (verb == "end")
        return QStringLiteral("E");
    if (verb == "no-play")
        return QStringLiteral("N");
    if (verb == "keep")
        return QStringLiteral("K");
    if (verb == "redraw")
        return QStringLiteral("R");
    if (verb == "pass")
        return QStringLiteral("P");
    return {};
}

bool ShaftmountAdapter::pointsOut(const felt::Move &move) const
{
    // A call is for the person to notice: no card glows for it. (A domino's "close", of calls
    // "auto", is a choice the table asks for, and glows.)
    return move.verb != "tap" && move.verb != "challenge" && move.verb != "count";
}

void ShaftmountAdapter::setSettings(const QVariantMap &values)
{
    m_drawToLimit = values.value(QStringLiteral("drawToLimit"), true).toBool();
    m_passForMe = values.value(QStringLiteral("passForMe"), true).toBool();
}

void ShaftmountAdapter::setTableInfo(const felt::Value &info)
{
    const felt::Value *up = member(info, "discardUp");
    m_discardUp = up && up->isString() ? QString::fromStdString(up->toString()) : QString();
    m_handLimit = intMember(info, "handLimit", 0);
}

std::string ShaftmountAdapter::automaticMove(const felt::MoveList &moves) const
{
    bool end = false;
    bool draw = false;
    for (const felt::Move &m : moves) {
        if (m.verb == "end")
            end = true;
        else if (m.verb == "draw")
            draw = true;
        else if (m.verb == "tap" || m.verb == "count")
            continue;    // calls stay open after the turn: holding the turn for them would tell
        else
            return {};   // a decision is left to the person
    }
    if (!end)
        return {};
    // Calls "manual": drawing stays legal past the limit; the table draws only up to it.
    if (draw && m_facts.manual()) {
        const int turn = m_facts.turn();
        const QList<ShaftmountHand> hands = m_facts.hands();
        if (turn >= 0 && turn < hands.size() && hands.at(turn).count >= m_facts.handLimit())
            draw = false;
    }
    // After the play: draw up to the limit when asked to, and end a turn that can only end.
    if (draw)
        return m_drawToLimit ? "draw" : std::string();
    return "end";
}

// Asked for a 5 (defend) or a 6 (block) without one in hand: "pass" is the only answer.
std::string ShaftmountAdapter::forcedAnswer(const felt::MoveList &moves) const
{
    if (!m_passForMe || moves.size() != 1 || moves.front().verb != "pass")
        return {};
    // Not a challenge round: there, passing for the person would tell them the claim was true
    // (a challenge exists only against a false one) — noticing that is their part of the game
    // (calls by hand), so the question waits for their answer.
    if (m_facts.pendingQuestion().kind() == QLatin1String("challenge"))
        return {};
    return "pass";
}

QString ShaftmountAdapter::forcedAnswerText(const felt::Move &) const
{
    return tr("You had nothing to answer with: the table passed for you.");
}

QList<MissedCall> ShaftmountAdapter::missedCalls(const felt::Record &record, const SeatMoments &moments, int seat) const
{
    QList<MissedCall> missed;
    // An exposed closing card of another player: a sequence's name and its top card, whether
    // `seat` could tap it at some moment, the last such moment, and that tap.
    struct Open {
        std::string name;
        std::string card;
        bool seen = false;
        int last = 0;
        felt::Move move;
    };
    std::vector<Open> open;
    felt::MoveList challenges;   // the challenges `seat` could make, while asked
    int prevSeat = -1;
    std::string prevAction;
    bool manual = false;
    auto close = [&](const Open &o) {
        // Tapped (by this seat or another) is no miss; gone without a tap is.
        if (!o.seen || prevAction == "tap " + o.name)
            return;
        missed.append({ o.last, QString::fromStdString(o.move.action), describeMove(o.move) });
    };
    for (const SeatMoment &moment : moments) {
        const int applied = moment.applied;
        const felt::Value &state = moment.state;
        if (applied == 0) {
            const felt::Value *calls = member(state, "calls");
            manual = calls && calls->isString() && calls->toString() == "manual";
        }
        if (!manual)
            break;
        const bool more = applied < static_cast<int>(record.actions.size()) && !moment.over;
        const felt::MoveList moves = more ? moment.moves : felt::MoveList();
        // The challenge round the seat was asked in: passed with a challenge to make.
        if (!challenges.empty() && prevSeat == seat && prevAction.rfind("pass", 0) == 0)
            missed.append({ applied - 1, QString::fromStdString(challenges.front().action), describeMove(challenges.front()) });
        challenges.clear();
        // The exposed cards now (another's), as the state lists them.
        std::vector<std::pair<std::string, std::string>> now;
        const felt::Value *sequences = member(state, "sequences");
        if (const felt::Value *exposed = member(state, "exposed"); more && exposed && sequences)
            for (const felt::Value &n : exposed->items()) {
                const std::string name = n.toString();
                const felt::Value *cards = member(*sequences, name.c_str());
                if (sequenceKey(name).first != seat && cards && cards->size() > 0)
                    now.emplace_back(name, (*cards)[cards->size() - 1].toString());
            }
        std::vector<Open> still;
        for (const Open &o : open) {
            if (std::find(now.begin(), now.end(), std::make_pair(o.name, o.card)) != now.end())
                still.push_back(o);
            else
                close(o);
        }
        open = std::move(still);
        for (const auto &seen : now)
            if (std::none_of(open.begin(), open.end(),
                             [&](const Open &o) { return o.name == seen.first && o.card == seen.second; }))
                open.push_back({ seen.first, seen.second, false, 0, felt::Move() });
        for (const felt::Move &m : moves) {
            if (m.verb == "challenge")
                challenges.push_back(m);
            if (m.verb != "tap")
                continue;
            for (Open &o : open)
                if (m.action == "tap " + o.name) {
                    o.seen = true;
                    o.last = applied;
                    o.move = m;
                }
        }
        if (more) {
            const felt::RecordAction &a = record.actions[static_cast<std::size_t>(applied)];
            prevSeat = a.seat;
            prevAction = a.text.toStdString();
        }
    }
    // Still exposed where the replay stopped: missed too.
    prevAction.clear();
    for (const Open &o : open)
        close(o);
    std::stable_sort(missed.begin(), missed.end(), [](const MissedCall &a, const MissedCall &b) { return a.index < b.index; });
    return missed;
}
