#include "gamesession.h"

#include "storage.h"

#include "json.h"
#include "texts.h"

#include "core/botlevel.h"
#include "core/card.h"
#include "core/registry.h"

#include <QFutureWatcher>
#include <QRandomGenerator>
#include <QSet>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace {

// The engine's texts are lower-case clauses without a full stop; the UI shows sentences.
QString sentence(const QString &clause)
{
    if (clause.isEmpty())
        return clause;
    QString s = clause;
    s[0] = s[0].toUpper();
    if (!s.endsWith(u'.') && !s.endsWith(u'!') && !s.endsWith(u'?'))
        s += u'.';
    return s;
}

std::string utf8(const QString &s)
{
    return s.toStdString();
}

const felt::Value *member(const felt::Value &v, const char *key)
{
    return v.isObject() ? v.find(key) : nullptr;
}

int intMember(const felt::Value &v, const char *key, int fallback)
{
    const felt::Value *m = member(v, key);
    return m && m->isNumber() ? static_cast<int>(m->toInt()) : fallback;
}

QStringList strings(const felt::Value &array)
{
    QStringList out;
    if (!array.isArray())
        return out;
    for (const felt::Value &v : array.items())
        out.append(QString::fromStdString(v.toString()));
    return out;
}

// The list of `key` at seat `seat` (state["hand"][seat]), or empty.
QStringList seatList(const felt::Value &state, const char *key, int seat)
{
    const felt::Value *m = member(state, key);
    if (!m || !m->isArray() || seat < 0 || static_cast<std::size_t>(seat) >= m->size())
        return {};
    return strings((*m)[static_cast<std::size_t>(seat)]);
}

// Every hand card shown as a back: the table as nobody in particular sees it.
void maskHands(felt::Value &state)
{
    const felt::Value *hands = member(state, "hand");
    if (!hands || !hands->isArray())
        return;
    felt::Value masked = felt::Value::array();
    for (const felt::Value &hand : hands->items()) {
        felt::Value backs = felt::Value::array();
        for (std::size_t i = 0; i < hand.size(); ++i)
            backs.push("??");
        masked.push(std::move(backs));
    }
    state.set("hand", std::move(masked));
}

QString cardsText(const felt::Event &e)
{
    QStringList names;
    for (const felt::Card c : e.cards)
        names.append(GameSession::cardName(QString::fromStdString(felt::toText(c))));
    return names.join(u' ');
}

constexpr const char *kPerSeatZones[] = { "down", "up", "hand" };

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_seatsModel(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_cardsModel(new TableCardsModel(this))
{
}

GameSession::~GameSession() = default;

int GameSession::humans() const
{
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [](const SeatSpec &s) { return s.isHuman(); }));
}

QString GameSession::seatName(int seat) const
{
    if (seat >= 0 && seat < m_seats.size())
        return m_seats.at(seat).name;
    return tr("Seat %1").arg(seat);
}

bool GameSession::isBot(int seat) const
{
    return seat >= 0 && seat < m_seats.size() && !m_seats.at(seat).isHuman();
}

QString GameSession::cardName(const QString &text)
{
    if (text == QLatin1String("??"))
        return tr("a hidden card");
    if (text == QLatin1String("JK"))
        return tr("Joker");
    if (text.size() != 2)
        return text;   // number cards ("1".."9") and anything else as written
    QString rank;
    switch (text.at(0).unicode()) {
    case 'T': rank = QStringLiteral("10"); break;
    case 'J': rank = tr("J", "jack"); break;
    case 'Q': rank = tr("Q", "queen"); break;
    case 'K': rank = tr("K", "king"); break;
    case 'A': rank = tr("A", "ace"); break;
    default: rank = text.left(1); break;
    }
    QString suit;
    switch (text.at(1).unicode()) {
    case 'C': suit = QStringLiteral("\u2663"); break;
    case 'D': suit = QStringLiteral("\u2666"); break;
    case 'H': suit = QStringLiteral("\u2665"); break;
    case 'S': suit = QStringLiteral("\u2660"); break;
    default: return text;
    }
    return rank + suit;
}

void GameSession::setPalaceName(bool palace)
{
    if (m_palaceName == palace)
        return;
    m_palaceName = palace;
    refresh();
}

void GameSession::setActionLimit(int limit)
{
    m_actionLimit = limit;
    scheduleBots();
}

void GameSession::setBotsPaused(bool paused)
{
    m_botsPaused = paused;
    if (!paused)
        scheduleBots();
}

void GameSession::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

// ---------------------------------------------------------------------------------------
// Starting, loading, closing

bool GameSession::start(const QString &gameId, const QList<SeatSpec> &seats, const felt::Value &options,
                        quint64 seed, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (seats.isEmpty())
        return fail(tr("A game needs players."));
    QList<SeatSpec> named = seats;
    for (int i = 0; i < named.size(); ++i) {
        named[i].name = named[i].name.simplified();
        if (named[i].name.isEmpty())
            named[i].name = tr("Player %1").arg(i + 1);
        if (!Storage::isSeatKind(named[i].kind))
            return fail(tr("Seat %1 has an unknown kind of player: %2.").arg(i + 1).arg(named[i].kind));
    }
    if (seed > felt::kMaxRecordSeed)
        return fail(tr("The deal number is too large."));

    felt::Record record;
    record.game = gameId;
    record.players = static_cast<int>(named.size());
    record.options = options.isNull() ? felt::Value::object() : options;
    record.seed = seed;
    auto game = felt::buildGame(record);
    if (!game)
        return fail(sentence(game.error()));
    record.options = (*game)->options();   // only the keys that differ from the defaults

    ++m_generation;
    m_game = std::move(*game);
    m_record = std::move(record);
    m_seats = named;
    m_holder = -1;
    m_logModel->clear();
    m_cardsModel->clear();
    setMessage({});
    m_logModel->append(tr("Deal number %1.").arg(m_record.seed));
    emit activeChanged();
    emit gameIdChanged();
    emit playersChanged();
    emit seedChanged();
    emit humansChanged();
    emit actionCountChanged();
    autosave();
    refresh();
    scheduleBots();
    return true;
}

std::unique_ptr<felt::AnyGame> GameSession::replay(const SavedGame &saved, QString *error,
                                                   std::vector<std::pair<int, felt::EventList>> *events)
{
    auto fail = [&](const QString &why) -> std::unique_ptr<felt::AnyGame> {
        if (error)
            *error = why;
        return nullptr;
    };
    if (saved.seats.size() != saved.record.players)
        return fail(tr("the saved game has %1 seats for %2 players").arg(saved.seats.size()).arg(saved.record.players));
    auto built = felt::buildGame(saved.record);
    if (!built)
        return fail(built.error());
    std::unique_ptr<felt::AnyGame> game = std::move(*built);
    for (std::size_t k = 0; k < saved.record.actions.size(); ++k) {
        const felt::RecordAction &a = saved.record.actions[k];
        felt::EventList ev;
        const felt::Reason why = game->apply(a.seat, utf8(a.text), events ? &ev : nullptr);
        if (why != felt::Reason::Ok)
            return fail(felt::refusalText({ static_cast<int>(k), a.seat, why }));
        if (events)
            events->emplace_back(a.seat, std::move(ev));
    }
    return game;
}

bool GameSession::load(const SavedGame &saved, QString *error)
{
    std::vector<std::pair<int, felt::EventList>> events;
    QString why;
    auto game = replay(saved, &why, &events);
    if (!game) {
        if (error)
            *error = sentence(why);
        return false;
    }
    ++m_generation;
    m_game = std::move(game);
    m_record = saved.record;
    m_seats = saved.seats;
    m_holder = -1;
    m_logModel->clear();
    m_cardsModel->clear();
    setMessage({});
    m_logModel->append(tr("Deal number %1.").arg(m_record.seed));
    for (const auto &e : events)
        logEvents(e.second);
    m_logModel->append(tr("The game was resumed."));
    emit activeChanged();
    emit gameIdChanged();
    emit playersChanged();
    emit seedChanged();
    emit humansChanged();
    emit actionCountChanged();
    refresh();
    if (m_game->isOver() && m_storage)
        m_storage->removeLater();
    scheduleBots();
    return true;
}

void GameSession::close()
{
    if (!m_game)
        return;
    ++m_generation;
    m_game.reset();
    m_record = {};
    m_seats.clear();
    m_holder = -1;
    m_logModel->clear();
    m_cardsModel->clear();
    emit activeChanged();
    emit gameIdChanged();
    emit playersChanged();
    emit seedChanged();
    emit humansChanged();
    emit actionCountChanged();
    refresh();
}

void GameSession::playAgain()
{
    if (m_seats.isEmpty() || m_record.game.isEmpty())
        return;
    const QList<SeatSpec> seats = m_seats;
    const QString game = m_record.game;
    const felt::Value options = m_record.options;
    QString error;
    if (!start(game, seats, options, QRandomGenerator::global()->bounded(1u, 1000000000u), &error))
        setMessage(error);
}

// ---------------------------------------------------------------------------------------
// Acting

bool GameSession::isLegal(const QString &action) const
{
    return whyNot(action).isEmpty();
}

QString GameSession::whyNot(const QString &action) const
{
    if (!m_game)
        return tr("No game is running.");
    if (m_game->isOver())
        return sentence(felt::reasonText(felt::Reason::GameOver));
    if (m_privacy)
        return tr("The table is covered until %1 takes over.").arg(m_privacyName);
    if (m_viewer < 0 || !m_seats.value(m_viewer).isHuman())
        return tr("It is not your turn.");
    const felt::Reason why = m_game->check(m_viewer, utf8(action.simplified()));
    return why == felt::Reason::Ok ? QString() : sentence(felt::reasonText(why));
}

bool GameSession::act(const QString &action)
{
    const QString why = whyNot(action);
    if (!why.isEmpty()) {
        setMessage(why);
        emit refused(why);
        return false;
    }
    QString refusal;
    if (!applyAction(m_viewer, action.simplified(), &refusal)) {
        setMessage(refusal);
        emit refused(refusal);
        return false;
    }
    return true;
}

bool GameSession::applyAction(int seat, const QString &text, QString *why)
{
    felt::EventList events;
    const felt::Reason reason = m_game->apply(seat, utf8(text), &events);
    if (reason != felt::Reason::Ok) {
        if (why)
            *why = sentence(felt::reasonText(reason));
        return false;
    }
    m_record.actions.push_back({ seat, text });
    ++m_generation;
    if (!isBot(seat))
        setMessage({});
    logEvents(events);
    autosave();
    refresh(movesFor(events, text));
    emit actionCountChanged();
    emit acted();
    if (m_game && m_game->isOver())
        emit finished();
    scheduleBots();
    return true;
}

void GameSession::unlock()
{
    if (!m_game || !m_privacy)
        return;
    m_holder = dueHuman();
    refresh();
}

// ---------------------------------------------------------------------------------------
// Saving

void GameSession::autosave()
{
    if (!m_storage || !m_game)
        return;
    if (m_game->isOver())
        m_storage->removeLater();
    else
        m_storage->saveLater(saved());
}

void GameSession::setStorage(Storage *storage)
{
    if (m_storage)
        disconnect(m_storage, nullptr, this, nullptr);
    m_storage = storage;
    if (m_storage)
        connect(m_storage, &Storage::saveFailed, this, [this](const QString &error) {
            const QString why = tr("The game could not be saved: %1.").arg(error);
            setMessage(why);
            emit saveFailed(why);
        });
}

// ---------------------------------------------------------------------------------------
// The log

void GameSession::logEvents(const felt::EventList &events)
{
    for (const felt::Event &e : events) {
        const QString who = seatName(e.seat);
        QString text;
        switch (e.kind) {
        case felt::EventKind::Swapped:
            if (e.cards.size() >= 2)
                text = tr("%1 put %2 face up and took %3 into the hand.")
                           .arg(who, cardName(QString::fromStdString(felt::toText(e.cards[0]))),
                                cardName(QString::fromStdString(felt::toText(e.cards[1]))));
            break;
        case felt::EventKind::Ready:
            text = tr("%1 is ready.").arg(who);
            break;
        case felt::EventKind::PlayStarted:
            text = tr("%1 starts.").arg(who);
            break;
        case felt::EventKind::Played:
            if (e.count == 1)
                text = tr("%1 played %2 from the upcards.").arg(who, cardsText(e));
            else if (e.count == 2)
                text = tr("%1 turned over %2 and played it.").arg(who, cardsText(e));
            else
                text = tr("%1 played %2.").arg(who, cardsText(e));
            break;
        case felt::EventKind::Burned:
            text = tr("The pile burns (%n card(s)).", nullptr, e.count);
            break;
        case felt::EventKind::PickedUp:
            text = tr("%1 picked up the pile (%n card(s)).", nullptr, e.count).arg(who);
            break;
        case felt::EventKind::Drew:
            text = tr("%1 drew %n card(s).", nullptr, e.count).arg(who);
            break;
        case felt::EventKind::BlindFailed:
            text = tr("%1 turned over %2, which cannot be played.").arg(who, cardsText(e));
            break;
        case felt::EventKind::Skipped:
            text = tr("%1 misses a turn.").arg(who);
            break;
        case felt::EventKind::Reversed:
            text = tr("The direction of play reverses.");
            break;
        case felt::EventKind::WentOut:
            text = tr("%1 is out, in place %2.").arg(who).arg(e.count + 1);
            break;
        case felt::EventKind::GameOver:
            if (e.seat >= 0)
                text = m_palaceName ? tr("%1 loses the game.").arg(who) : tr("%1 is the Shithead.").arg(who);
            else
                text = tr("The game is over.");
            break;
        case felt::EventKind::Took:
            text = tr("%1 took the pile (%n card(s)).", nullptr, e.count).arg(who);
            break;
        case felt::EventKind::Collected:
            text = tr("%1 collected the pile (%n card(s)).", nullptr, e.count).arg(who);
            break;
        case felt::EventKind::LeftGame:
            text = tr("The pile leaves the game (%n card(s)).", nullptr, e.count);
            break;
        default:
            break;   // events of games whose table is not built yet
        }
        if (!text.isEmpty())
            m_logModel->append(text, e.seat);
    }
}

QList<CardMove> GameSession::movesFor(const felt::EventList &events, const QString &text) const
{
    QList<CardMove> moves;
    int blindIndex = -1;
    if (text.startsWith(QLatin1String("blind ")))
        blindIndex = text.mid(6).toInt();
    static const QString zones[] = { QStringLiteral("hand"), QStringLiteral("up"), QStringLiteral("down") };
    for (const felt::Event &e : events) {
        switch (e.kind) {
        case felt::EventKind::Played:
            for (std::size_t i = 0; i < e.cards.size(); ++i)
                moves.append({ zones[qBound(0, static_cast<int>(e.count), 2)], e.seat,
                               e.count == 2 ? blindIndex : -1, QStringLiteral("pile"), -1 });
            break;
        case felt::EventKind::BlindFailed:
            moves.append({ QStringLiteral("down"), e.seat, blindIndex, QStringLiteral("hand"), e.seat });
            break;
        case felt::EventKind::PickedUp:
        case felt::EventKind::Took:
        case felt::EventKind::Collected:
            for (int i = 0; i < e.count; ++i)
                moves.append({ QStringLiteral("pile"), -1, -1, QStringLiteral("hand"), e.seat });
            break;
        case felt::EventKind::Swapped:
            moves.append({ QStringLiteral("hand"), e.seat, -1, QStringLiteral("up"), e.seat });
            moves.append({ QStringLiteral("up"), e.seat, -1, QStringLiteral("hand"), e.seat });
            break;
        default:
            break;
        }
    }
    return moves;
}

// ---------------------------------------------------------------------------------------
// What QML sees

int GameSession::dueHuman() const
{
    if (!m_game || m_game->isOver())
        return -1;
    const felt::SeatSet actors = m_game->actors();
    if (m_holder >= 0 && actors.has(m_holder) && m_seats.value(m_holder).isHuman())
        return m_holder;
    int due = -1;
    actors.forEach([&](felt::Seat s) {
        if (due < 0 && m_seats.value(s).isHuman())
            due = s;
    });
    return due;
}

void GameSession::refresh(const QList<CardMove> &moves)
{
    const bool over = m_game && m_game->isOver();
    int viewer = -1;
    bool privacy = false;
    QString privacyName;
    felt::SeatSet actors;
    if (m_game) {
        actors = m_game->actors();
        QList<int> humanSeats;
        for (int s = 0; s < m_seats.size(); ++s)
            if (m_seats.at(s).isHuman())
                humanSeats.append(s);
        if (humanSeats.isEmpty()) {
            viewer = 0;                       // spectating: the table as seat 0 sees it
        } else if (humanSeats.size() == 1) {
            viewer = humanSeats.first();
        } else {
            const int due = dueHuman();
            if (due >= 0 && due != m_holder) {
                m_holder = -1;                // lock: the next person must take the device
                privacy = true;
                privacyName = seatName(due);
            } else {
                viewer = m_holder;
            }
        }
    }

    felt::Value state;
    if (m_game) {
        if (viewer >= 0) {
            state = m_game->state(viewer);
        } else {
            state = m_game->state(0);
            maskHands(state);
        }
    }

    QStringList legal;
    if (m_game && !over && !privacy && viewer >= 0 && m_seats.value(viewer).isHuman() && actors.has(viewer))
        for (const std::string &t : m_game->legalActions(viewer))
            legal.append(QString::fromStdString(t));

    const QString phase = m_game ? QString::fromStdString(member(state, "phase") ? member(state, "phase")->toString() : std::string()) : QString();
    const int turn = m_game ? intMember(state, "turn", -1) : -1;
    const int direction = m_game ? intMember(state, "direction", 1) : 1;

    QVariantMap result;
    QString resultText;
    int loser = -1;
    QList<int> order;
    if (over) {
        const felt::Value r = m_game->result();
        result = felt::jsonFromValue(r).toVariant().toMap();
        loser = intMember(r, "loser", -1);
        if (const felt::Value *o = member(r, "order"))
            for (const felt::Value &s : o->items())
                order.append(static_cast<int>(s.toInt()));
        if (loser >= 0)
            resultText = m_palaceName ? tr("%1 loses the game.").arg(seatName(loser))
                                      : tr("%1 is the Shithead.").arg(seatName(loser));
        else
            resultText = tr("The game is over.");
    } else if (m_game) {
        if (const felt::Value *o = member(state, "out"))
            for (const felt::Value &s : o->items())
                order.append(static_cast<int>(s.toInt()));
    }

    // Seats.
    QList<SeatRow> seatRows;
    for (int s = 0; m_game && s < m_seats.size(); ++s) {
        SeatRow row;
        row.seat = s;
        row.name = m_seats.at(s).name;
        row.kind = m_seats.at(s).kind;
        row.isTurn = turn == s;
        row.isActor = actors.has(s);
        row.thinking = m_thinkingSeat == s;
        row.handCount = static_cast<int>(seatList(state, "hand", s).size());
        row.downCount = static_cast<int>(seatList(state, "down", s).size());
        row.upCards = seatList(state, "up", s);
        const int place = static_cast<int>(order.indexOf(s));
        row.place = over && place < 0 && loser == s ? static_cast<int>(m_seats.size()) - 1 : place;
        row.isViewer = viewer == s;
        row.isLoser = loser == s;
        seatRows.append(row);
    }

    // Cards.
    QList<CardSlot> cardSlots;
    if (m_game) {
        QSet<QString> playableFaces;
        QSet<int> blindIndexes;
        for (const QString &a : legal) {
            const QStringList words = a.split(u' ', Qt::SkipEmptyParts);
            if (words.isEmpty())
                continue;
            if (words.first() == QLatin1String("blind")) {
                if (words.size() > 1)
                    blindIndexes.insert(words.at(1).toInt());
                continue;
            }
            for (int i = 1; i < words.size(); ++i)
                playableFaces.insert(words.at(i));
        }
        for (int s = 0; s < m_seats.size(); ++s) {
            for (const char *zone : kPerSeatZones) {
                const QStringList faces = seatList(state, zone, s);
                const QString zoneName = QString::fromLatin1(zone);
                const bool down = zoneName == QLatin1String("down");
                for (int i = 0; i < faces.size(); ++i) {
                    CardSlot slot { faces.at(i), zoneName, s, i, static_cast<int>(faces.size()), false };
                    if (s == viewer)
                        slot.playable = down ? blindIndexes.contains(i)
                                             : faces.at(i) != QLatin1String("??") && playableFaces.contains(faces.at(i));
                    cardSlots.append(slot);
                }
            }
        }
        if (const felt::Value *pile = member(state, "pile")) {
            const QStringList faces = strings(*pile);
            for (int i = 0; i < faces.size(); ++i)
                cardSlots.append({ faces.at(i), QStringLiteral("pile"), -1, i, static_cast<int>(faces.size()), false });
        }
        for (const char *zone : { "stock", "burned" }) {
            const int count = intMember(state, zone, 0);
            if (count > 0)
                cardSlots.append({ QStringLiteral("??"), QString::fromLatin1(zone), -1, 0, count, false });
        }
    }

    const QVariantMap stateMap = m_game ? felt::jsonFromValue(state).toVariant().toMap() : QVariantMap();

    // Store everything first, so that no handler of any change signal sees a mix of the
    // old view and the new one (e.g. the privacy screen up while a hand is still shown).
    QList<void (GameSession::*)()> changed;
    auto assign = [&changed](auto &field, const auto &value, void (GameSession::*signal)()) {
        if (field == value)
            return;
        field = value;
        changed.append(signal);
    };
    assign(m_over, over, &GameSession::overChanged);
    assign(m_phase, phase, &GameSession::phaseChanged);
    assign(m_turn, turn, &GameSession::turnChanged);
    assign(m_direction, direction, &GameSession::directionChanged);
    assign(m_viewer, viewer, &GameSession::viewerChanged);
    assign(m_privacyName, privacyName, &GameSession::privacyNameChanged);
    assign(m_privacy, privacy, &GameSession::privacyChanged);
    assign(m_state, stateMap, &GameSession::stateChanged);
    assign(m_legal, legal, &GameSession::legalChanged);
    assign(m_result, result, &GameSession::resultChanged);
    assign(m_resultText, resultText, &GameSession::resultTextChanged);
    m_seatsModel->setRows(seatRows);
    m_cardsModel->update(cardSlots, moves);
    for (const auto signal : changed)
        (this->*signal)();
}

// ---------------------------------------------------------------------------------------
// Bots

void GameSession::setThinkingSeat(int seat)
{
    if (m_thinkingSeat == seat)
        return;
    m_thinkingSeat = seat;
    emit thinkingSeatChanged();
    QList<SeatRow> rows = m_seatsModel->rows();
    for (SeatRow &r : rows)
        r.thinking = r.seat == seat;
    m_seatsModel->setRows(rows);
}

void GameSession::scheduleBots()
{
    if (!m_game || m_game->isOver() || m_botBusy || m_botsPaused)
        return;
    if (m_actionLimit >= 0 && actionCount() >= m_actionLimit) {
        emit actionLimitReached();
        return;
    }
    int seat = -1;
    m_game->actors().forEach([&](felt::Seat s) {
        if (seat < 0 && isBot(s))
            seat = s;
    });
    if (seat < 0)
        return;
    const auto level = felt::parseBotLevel(utf8(m_seats.at(seat).kind));
    if (!level)
        return;
    // Reproducible: the same deal with the same seats plays the same game.
    const quint64 botSeed = (m_record.seed * 0x9E3779B97F4A7C15ULL) ^ (static_cast<quint64>(actionCount()) << 8)
        ^ static_cast<quint64>(seat);
    std::function<std::string()> task = m_game->botTask(seat, *level, botSeed);
    const quint64 generation = m_generation;
    const int delay = m_phase == QLatin1String("setup") ? m_botDelayMs / 3 : m_botDelayMs;
    m_botBusy = true;
    setThinkingSeat(seat);
    QElapsedTimer clock;
    clock.start();

    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, seat, clock, delay] {
        const QString action = watcher->result();
        watcher->deleteLater();
        const qint64 wait = delay - clock.elapsed();
        if (wait > 0)
            QTimer::singleShot(static_cast<int>(wait), this, [this, generation, seat, action] { botDone(generation, seat, action); });
        else
            botDone(generation, seat, action);
    });
    watcher->setFuture(QtConcurrent::run([task = std::move(task), hook = m_thinkHook]() {
        if (hook)
            hook();
        return QString::fromStdString(task());
    }));
}

void GameSession::botDone(quint64 generation, int seat, const QString &action)
{
    m_botBusy = false;
    setThinkingSeat(-1);
    if (generation != m_generation || !m_game || m_botsPaused) {
        // The game changed while the bot was thinking: its move belongs to a table that is gone.
        scheduleBots();
        return;
    }
    QString why;
    if (action.isEmpty() || !applyAction(seat, action, &why)) {
        setMessage(tr("%1 could not decide what to do. %2").arg(seatName(seat), why));
        return;
    }
}
