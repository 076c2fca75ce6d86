#include "lookbackfacet.h"

#include "gamelog.h"
#include "playfacet.h"
#include "replays.h"
#include "screenfacet.h"
#include "tablebuilder.h"
#include "tablecardsmodel.h"
#include "tablelink.h"

#include <QCoreApplication>

#include <algorithm>

LookBackFacet::LookBackFacet(const TableLink *link, const ScreenFacet *screen, PlayFacet *play, GameLog *log,
                             TableCardsModel *cards, std::function<void(const felt::EventList &)> show, QObject *parent)
    : CountedCalls(parent)
    , m_link(link)
    , m_screen(screen)
    , m_play(play)
    , m_log(log)
    , m_cards(cards)
    , m_show(std::move(show))
    , m_gameReview(new GameReview(this))
{
    connect(m_gameReview, &GameReview::currentChanged, this, &LookBackFacet::showReviewDecision);
    connect(m_gameReview, &GameReview::closed, this, [this] {
        if (m_reviewViewer >= 0 || m_review.active()) {
            m_reviewViewer = -1;
            end();
        }
    });
    connect(m_screen, &ScreenFacet::privacyChanged, this, &LookBackFacet::availableChanged);
}

bool LookBackFacet::available() const
{
    return m_link->host() && !m_screen->privacy() && m_link->host()->actionCount() > 0;
}

bool LookBackFacet::watching() const
{
    return m_link->watchOnly();
}

void LookBackFacet::updateBotPause()
{
    emit botsHeld(m_review.active());
}

// The log tells the game as far as a look back shows it, and all of it again afterwards.
void LookBackFacet::followInLog()
{
    m_log->showActions(m_review.active() ? m_review.first() + m_review.step() : -1);
}

bool LookBackFacet::watchFromStart()
{
    if (!m_link->host() || m_link->host()->actionCount() == 0)
        return false;
    m_link->host()->setWatchOnly();
    m_review.stop();
    m_show({});   // the screen as the watcher sees it
    const int seat = m_screen->viewer();
    if (!m_review.start(m_link->host()->frames(seat, 0), 0, seat))
        return false;
    updateBotPause();
    m_show({});
    emit changed();
    emit m_play->undoChanged();
    m_play->tell({ { QCoreApplication::translate("GameSession", "The table as it was dealt."), -1 } });
    return true;
}

QList<ReviewSeat> LookBackFacet::reviewSeats() const
{
    QList<ReviewSeat> list;
    const std::optional<felt::Record> record = m_link->host() ? m_link->host()->record() : std::nullopt;
    if (!m_link->host() || !m_over || m_link->watchOnly() || !record)
        return list;
    for (int s = 0; s < m_link->players(); ++s)
        if (m_link->seatedHere(s))
            list.append({ s, m_link->seatName(s), qMax(0, GameReview::countDecisions(*record, s)) });
    return list;
}

bool LookBackFacet::reviewGame(int seat)
{
    const std::optional<felt::Record> record = m_link->host() ? m_link->host()->record() : std::nullopt;
    if (!m_link->host() || !m_over || !m_link->adapter() || !record || seat < 0 || seat >= m_link->players())
        return false;
    TableAdapter *adapter = m_link->adapter();
    QList<GameReview::Missed> missed;
    for (const MissedCall &call : adapter->missedCalls(*record, Replays::moments(*record, seat), seat))
        missed.append({ call.index, call.action, call.text });
    return m_gameReview->start(
        *record, seat, [adapter](const felt::Move &m) { return adapter->describeMove(m); }, missed,
        [adapter](const felt::Value &reasons) { return adapter->adviceReason(reasons); });
}

void LookBackFacet::markChoice(QList<CardSlot> &cards) const
{
    const int i = m_gameReview->current();
    if (i < 0 || i >= m_gameReview->results().size() || !m_review.shown())
        return;
    const GameReview::Decision &d = m_gameReview->results().at(i);
    if (d.same || d.choiceText.isEmpty() || m_review.shown()->seat != d.seat)
        return;
    const std::string text = d.choiceText.toStdString();
    felt::MoveList choice;
    for (const felt::Move &m : m_review.shown()->moves)
        if (m.action == text)
            choice.push_back(m);
    if (choice.empty())
        return;
    markPlayable(cards, choice);
    // Every card the move takes, not only the first (a play of several cards).
    for (CardSlot &slot : cards)
        for (const felt::Move &m : choice)
            if (!m.from.zone.empty() && slot.zone == QString::fromStdString(std::string(m.from.zone))
                && (m.from.owner < 0 || slot.owner == m.from.owner)
                && std::any_of(m.cards.begin(), m.cards.end(),
                               [&](felt::Card c) { return slot.face == QString::fromStdString(felt::toText(c)); }))
                slot.playable = true;
}

void LookBackFacet::showReviewDecision()
{
    const int i = m_gameReview->current();
    if (i < 0 || i >= m_gameReview->results().size()) {
        if (m_reviewViewer >= 0) {
            m_reviewViewer = -1;
            end();
        }
        return;
    }
    const int seat = m_gameReview->seat();
    if (!m_review.active() || m_review.seat() != seat || m_review.first() != 0) {
        if (!m_review.start(m_link->host()->frames(seat, 0), 0, seat))
            return;
    }
    m_reviewViewer = seat;
    if (!m_review.jump(m_gameReview->results().at(i).index))
        return;
    m_cards->clear();   // the cards lie where they lay then
    m_show({});
    followInLog();
    emit changed();
    m_play->tell({});
}

bool LookBackFacet::start()
{
    if (!available() || m_review.active())
        return false;
    // Since the person's own last move; if that was the last move of all, since the one
    // before it (their move and what led to it).
    const int me = m_screen->me();
    const int total = m_link->host()->actionCount();
    int last = -1;
    int previous = -1;
    const std::optional<felt::Record> record = m_link->host()->record();
    if (record)
        for (int k = total - 1; k >= 0 && previous < 0; --k)
            if (record->actions[static_cast<std::size_t>(k)].seat == me)
                (last < 0 ? last : previous) = k;
    const int everyone = std::max(0, total - m_link->players());   // one move per seat
    int first = everyone;
    if (last >= 0 && last < total - 1)
        first = last + 1;                                  // what the others did since
    else if (last == total - 1)
        first = previous >= 0 ? previous + 1 : everyone;   // just moved: since the move before
    if (!m_review.start(m_link->host()->frames(m_screen->viewer(), first), first, m_screen->viewer()))
        return false;
    updateBotPause();
    m_show({});
    followInLog();
    emit changed();
    m_play->tell({ { QCoreApplication::translate("GameSession", "The table as it stood before these moves."), -1 } });
    return true;
}

bool LookBackFacet::go(int delta)
{
    if (!m_review.active())
        return false;
    if (delta > 0) {
        felt::EventList events;
        if (!m_review.forward(&events))
            return false;
        m_show(events);
        followInLog();
        emit changed();
        m_play->tell(m_log->lines(events));
        return true;
    }
    if (!m_review.back())
        return false;
    m_show({});
    followInLog();
    emit changed();
    m_play->tell({});
    return true;
}

void LookBackFacet::end()
{
    if (!m_review.active())
        return;
    m_review.stop();
    m_cards->clear();   // the cards come back where they lie now
    m_show({});
    followInLog();
    emit changed();
    m_play->tell({});
    updateBotPause();
}

void LookBackFacet::tableChanged(bool newGame)
{
    if (newGame) {
        m_review.stop();
        m_reviewViewer = -1;
        m_gameReview->close();
        return;
    }
    if (m_review.active()) {
        m_review.stop();
        emit changed();
    }
    m_reviewViewer = -1;
    m_gameReview->close();   // its decisions belong to the game as it was
    emit reviewSeatsChanged();
}
