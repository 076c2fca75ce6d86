#include "playfacet.h"

#include "hostsettings.h"
#include "tablelink.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QTimer>

PlayFacet::PlayFacet(const TableLink *link, const HostSettings *settings, QObject *parent)
    : CountedCalls(parent), m_link(link), m_settings(settings)
{
    movematch::registerPlaces();   // QML's places ({zone, owner, ...}) as TablePlace
}

bool PlayFacet::mayCall() const
{
    // A call the person may make while the game waits for someone else (a tap, a count).
    return m_learning && !m_over && !m_due && !m_screen.privacy && !m_legal.isEmpty();
}

bool PlayFacet::canUndo() const
{
    return m_link->host() && !m_link->watchOnly() && !m_link->inLesson() && m_link->host()->canUndo();
}

bool PlayFacet::canRedo() const
{
    return m_link->host() && !m_link->watchOnly() && m_link->host()->canRedo();
}

// Why nothing can be played on this table at all: no game, a past one, or one that is over
// ("" while it runs).
QString PlayFacet::closedRefusal() const
{
    if (!m_link->host())
        return QCoreApplication::translate("GameSession", "No game is running.");
    if (m_link->watchOnly())
        return QCoreApplication::translate("GameSession", "This is a past game: it can only be watched.");
    if (m_over)
        return m_link->reasonSentence(felt::Reason::GameOver);
    return {};
}

// Why nobody at the screen may act now, before the game is asked ("" when someone may).
QString PlayFacet::privacyRefusal() const
{
    if (const QString closed = closedRefusal(); !closed.isEmpty())
        return closed;
    if (m_screen.privacy)
        return QCoreApplication::translate("GameSession", "The table is covered until %1 takes over.")
            .arg(m_link->seatName(m_screen.due));
    if (m_screen.actor < 0)
        return QCoreApplication::translate("GameSession", "It is not your turn.");
    return {};
}

QString PlayFacet::whyNot(const QString &action) const
{
    const QString first = privacyRefusal();
    if (!first.isEmpty())
        return first;
    const std::optional<felt::Reason> why = m_link->host()->check(m_screen.actor, action.simplified());
    if (!why)
        return m_legal.contains(action.simplified()) ? QString() : QCoreApplication::translate("GameSession", "That cannot be done now.");
    return *why == felt::Reason::Ok ? QString() : m_link->reasonSentence(*why);
}

bool PlayFacet::sendAction(int seat, const QString &action)
{
    m_lastRefusal.clear();
    if (m_link->host()->act(seat, action) == Host::Answer::Refused)
        return false;   // told by hostRefused()
    setMessage({});
    return true;
}

QString PlayFacet::gateRefusal(int seat, const QString &action)
{
    if (!m_link->inLesson())
        return {};
    const QString why = m_link->gateSays(seat, action.simplified());
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
    }
    return why;
}

bool PlayFacet::act(const QString &action)
{
    const QString text = action.simplified();
    // One of the actor's moves as the table stands is judged once, by the host, as it is made
    // (a refusal comes back as hostRefused()); anything else is asked about first, for the
    // sentence that says why not.
    QString why = privacyRefusal();
    if (why.isEmpty() && !m_legal.contains(text))
        why = whyNot(text);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    if (!gateRefusal(m_screen.actor, text).isEmpty())
        return false;
    return sendAction(m_screen.actor, text);
}

QString PlayFacet::gestureFor(int seat, const QStringList &cards, const TablePlace &from, const TablePlace &to) const
{
    if (!m_link->host() || seat < 0 || seat >= m_link->players())
        return {};
    const felt::GameSpec *spec = m_link->spec();
    std::string zones[2];
    const felt::Move g = movematch::gesture(cards, from, to, spec ? spec->family : felt::CardFamily::French, zones);
    const std::optional<QString> text = m_link->host()->gestureAction(seat, g);
    return text ? *text : QString();
}

QList<int> PlayFacet::callers(const QString &action) const
{
    QList<int> out;
    if (!m_link->host() || m_link->watchOnly() || m_over || m_reviewing || action.isEmpty())
        return out;
    for (int s = 0; s < m_link->players(); ++s)
        if (m_link->seatedHere(s) && whyNotFor(s, action).isEmpty())
            out.append(s);
    return out;
}

QString PlayFacet::whyNotFor(int seat, const QString &action) const
{
    if (const QString closed = closedRefusal(); !closed.isEmpty())
        return closed;
    if (m_reviewing || seat < 0 || seat >= m_link->players() || !m_link->seatedHere(seat))
        return QCoreApplication::translate("GameSession", "That cannot be done now.");
    const std::optional<felt::Reason> why = m_link->host()->check(seat, action.simplified());
    if (!why)
        return QCoreApplication::translate("GameSession", "That cannot be done now.");
    return *why == felt::Reason::Ok ? QString() : m_link->reasonSentence(*why);
}

bool PlayFacet::actAs(int seat, const QString &action)
{
    // A call: the table asked callers() who may make it; the words of a refusal come first.
    const QString why = whyNotFor(seat, action);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    if (!gateRefusal(seat, action).isEmpty())
        return false;
    return sendAction(seat, action.simplified());
}

void PlayFacet::hostRefused(int seat, const QString &, felt::Reason reason)
{
    const QString why = m_link->reasonSentence(reason);
    m_lastRefusal = why;
    if (seat != m_screen.actor && !m_link->seatedHere(seat))
        return;
    setMessage(why);
    emit refused(why);
}

const TableMove *PlayFacet::find(const QStringList &cards, const TablePlace &from, const TablePlace &to) const
{
    // The cards in the order given first (Chain-Chain's "play 3 5" is not "play 5 3"), then
    // in any order (a set of one rank is listed once).
    for (const bool ordered : { true, false })
        for (const TableMove &m : m_moves)
            if (movematch::matches(m, cards, from, to, ordered))
                return &m;
    return nullptr;
}

TableMove PlayFacet::moveFor(const QStringList &cards, const TablePlace &from, const TablePlace &to) const
{
    if (const TableMove *m = find(cards, from, to))
        return *m;
    // Not a legal move: the game says what the gesture means, and why it may not.
    QString why;
    if (m_link->host() && m_screen.actor >= 0) {
        const QString text = gestureFor(m_screen.actor, cards, from, to);
        if (!text.isEmpty()) {
            why = whyNot(text);
            // Legal after all (the gesture named its places differently): that move.
            for (const TableMove &m : m_moves)
                if (why.isEmpty() && m.action == text)
                    return m;
        }
    }
    if (why.isEmpty())
        why = m_screen.privacy || m_screen.actor < 0 || !m_link->host() ? whyNot(QString()) : QCoreApplication::translate("GameSession", "That cannot go there.");
    TableMove refusal;
    refusal.why = why;
    return refusal;
}

QList<TableMove> PlayFacet::movesFrom(const QStringList &cards, const TablePlace &from) const
{
    QList<TableMove> list;
    for (const TableMove &m : m_moves)
        if (movematch::matches(m, cards, from, {}, false))
            list.append(m);
    return list;
}

QList<TableMove> PlayFacet::targetsNow() const
{
    QList<TableMove> list;
    if (m_pickedFrom.anywhere())
        return list;
    // Those that take the cards in the order given first (a drop takes the first that fits).
    for (const TableMove &m : m_moves)
        if (movematch::matches(m, m_pickedCards, m_pickedFrom, {}, true))
            list.append(m);
    for (const TableMove &m : m_moves)
        if (!movematch::matches(m, m_pickedCards, m_pickedFrom, {}, true)
            && movematch::matches(m, m_pickedCards, m_pickedFrom, {}, false))
            list.append(m);
    return list;
}

void PlayFacet::pickUp(const QStringList &cards, const TablePlace &from)
{
    m_pickedCards = cards;
    m_pickedFrom = from;
    QList<TableMove> now = targetsNow();
    if (now == m_targets)
        return;
    m_targets = std::move(now);
    emit targetsChanged();
}

TableMove PlayFacet::moveOf(const QString &verb) const
{
    for (const TableMove &m : m_moves)
        if (m.verb == verb)
            return m;
    return {};
}

QString PlayFacet::verbButton(const QString &verb) const
{
    const QByteArray v = verb.toUtf8();
    return m_link->adapter() ? m_link->adapter()->verbButton(std::string_view(v.constData(), static_cast<std::size_t>(v.size())))
                           : QString();
}

QString PlayFacet::verbKey(const QString &verb) const
{
    const QByteArray v = verb.toUtf8();
    return m_link->adapter() ? m_link->adapter()->verbKey(std::string_view(v.constData(), static_cast<std::size_t>(v.size())))
                           : QString();
}

QString PlayFacet::describe(const QString &action) const
{
    const QString text = action.simplified();
    for (const TableMove &m : m_moves)
        if (m.action == text)
            return m.text;
    return action;
}

bool PlayFacet::undo()
{
    return canUndo() && m_link->host()->undo();
}

bool PlayFacet::redo()
{
    return canRedo() && m_link->host()->redo();
}

void PlayFacet::set(const felt::MoveList &moves, const QStringList &legal, bool due, const Screen &screen, bool over,
                    bool reviewing, SignalQueue *pending)
{
    if (m_legal != legal || m_engineMoves != moves || m_due != due)
        pending->append([this] { emit legalChanged(); });
    if (m_engineMoves != moves || m_moves.size() != static_cast<qsizetype>(moves.size())) {
        m_moves.clear();
        for (const felt::Move &m : moves)
            m_moves.append(movematch::toMove(m, m_link->adapter()));
        // What is still picked up goes where the new moves take it.
        QList<TableMove> now = targetsNow();
        if (now != m_targets) {
            m_targets = std::move(now);
            pending->append([this] { emit targetsChanged(); });
        }
    }
    m_engineMoves = moves;
    m_legal = legal;
    m_due = due;
    m_screen = screen;
    m_over = over;
    m_reviewing = reviewing;
}

void PlayFacet::setLearning(bool on)
{
    if (m_learning == on)
        return;
    m_learning = on;
    emit legalChanged();   // mayCall
}

void PlayFacet::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

void PlayFacet::tell(const QList<QPair<QString, int>> &lines)
{
    QList<TableLine> list;
    for (const auto &[text, seat] : lines)
        list.append({ text, seat });
    emit told(list);
}

void PlayFacet::announce(const felt::EventList &events)
{
    const felt::GameSpec *spec = m_link->spec();
    for (const felt::Event &e : events) {
        const std::string_view id = spec && spec->eventId ? spec->eventId(e.kind) : std::string_view();
        QStringList cards;
        for (const felt::Card c : e.cards)
            cards.append(QString::fromStdString(felt::toText(c)));
        emit happened(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())), e.seat, e.count, cards, e.target, e.index);
    }
}

void PlayFacet::scheduleAutomatic()
{
    auto due = [this] {
        return m_link->live() && !m_over && !m_reviewing && !m_screen.privacy && m_screen.actor >= 0
            && m_link->host()->canActFor(m_screen.actor) && !m_engineMoves.empty();
    };
    if (m_automaticPending || !due())
        return;
    TableAdapter *adapter = m_link->adapter();
    // What is left when nothing else is, after a pause long enough to see the move before it
    // (none when the computer players wait for nothing); or an answer the person has no
    // choice about, after the pause a computer player takes for it, so that it tells nothing.
    std::string text = adapter->automaticMove(m_engineMoves);
    const bool forced = text.empty();
    if (forced)
        text = adapter->forcedAnswer(m_engineMoves);
    if (text.empty())
        return;
    // In a lesson the table makes no move the step does not expect (a tap the lesson teaches
    // comes before the table's draw and end).
    if (m_link->inLesson() && !m_link->gateSays(m_screen.actor, QString::fromStdString(text)).isEmpty())
        return;
    const int delay = m_settings->botDelayMs();
    int pause = qBound(0, delay / 2, 400);
    QString line;
    for (const felt::Move &m : m_engineMoves)
        if (forced && m.action == text) {
            pause = static_cast<int>(delay * felt::movePace(felt::findGame(m_link->host()->gameId().toStdString()), m));
            line = adapter->forcedAnswerText(m);
        }
    m_automaticPending = true;
    emit automaticChanged();
    const int seat = m_screen.actor;
    QTimer::singleShot(pause, this, [this, text, due, forced, seat, line] {
        m_automaticPending = false;
        // Still the same move for the same person (nothing else happened meanwhile)?
        const bool live = due();
        const std::string now = !live ? std::string()
            : forced                  ? m_link->adapter()->forcedAnswer(m_engineMoves)
                                      : m_link->adapter()->automaticMove(m_engineMoves);
        if (!live || m_screen.actor != seat || now != text
            || (m_link->inLesson() && !m_link->gateSays(seat, QString::fromStdString(text)).isEmpty())) {
            scheduleAutomatic();
        } else if (sendAction(seat, QString::fromStdString(text)) && forced && !line.isEmpty()) {
            emit noted(line, seat);
        }
        if (!m_automaticPending)   // (the next one may be due at once: no flicker between)
            emit automaticChanged();
    });
}
