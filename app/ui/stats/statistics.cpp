#include "statistics.h"

#include "gameuis.h"

#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

namespace {

QString placeWord(int place, int players)
{
    return Statistics::tr("place %1 of %2").arg(place + 1).arg(players);
}

} // namespace

int PastGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant PastGamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case ResultRole: return r.result;
    case IdRole: return r.id;
    case WhenRole: return r.when;
    case DealRole: return r.deal;
    case PlayersRole: return r.players;
    case HelpedRole: return r.helped;
    case DurationRole: return r.duration;
    case NetworkRole: return r.network;
    default: return {};
    }
}

QHash<int, QByteArray> PastGamesModel::roleNames() const
{
    return { { IdRole, "gameId" }, { WhenRole, "when" }, { DealRole, "deal" }, { PlayersRole, "players" },
             { ResultRole, "result" }, { HelpedRole, "helped" }, { DurationRole, "duration" },
             { NetworkRole, "network" } };
}

void PastGamesModel::reset(const QList<FinishedGame> &games, const QString &person)
{
    QList<Row> rows;
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        const FinishedGame &g = *it;
        int me = -1;
        QStringList names;
        bool network = false;
        for (int s = 0; s < g.seats.size(); ++s) {
            names.append(g.seats.at(s).name);
            network = network || g.seats.at(s).kind == QLatin1String("network");
            if (me < 0 && g.seats.at(s).kind == QLatin1String("human") && g.seats.at(s).name == person)
                me = s;
        }
        if (me < 0)
            continue;
        const SeatResult &r = g.seats.at(me);
        // A game the table wins or loses together has one standing for every seat.
        const bool together = g.seats.size() > 1 && std::all_of(g.seats.begin(), g.seats.end(), [&](const SeatResult &x) {
            return x.place == g.seats.front().place;
        });
        QString result = together || g.seats.size() == 1 ? (r.place == 0 ? Statistics::tr("won") : Statistics::tr("lost"))
                                                         : placeWord(r.place, static_cast<int>(g.seats.size()));
        if (r.score)
            result = Statistics::tr("%1, %2 points").arg(result, QLocale().toString(*r.score));
        const qint64 seconds = g.durationMs / 1000;
        const QDateTime local = g.endedAt.toLocalTime();
        const QString when = QLocale().toString(local.date(), QLocale::ShortFormat) + u' ' + QLocale().toString(local.time(), QLocale::ShortFormat);
        rows.append({ g.id, when, QString::number(g.seed),
                      QLocale().createSeparatedList(names), result, g.usedUndo || g.usedHint,
                      Statistics::tr("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')), network });
    }
    beginResetModel();
    const bool countChanges = rows.size() != m_rows.size();
    m_rows = rows;
    endResetModel();
    if (countChanges)
        emit countChanged();
}

Statistics::Statistics(StatsStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_pastGames(new PastGamesModel(this))
{
}

void Statistics::setGame(const QString &game)
{
    if (m_game == game)
        return;
    m_game = game;
    reload();
}

void Statistics::setPerson(const QString &person)
{
    if (m_person == person)
        return;
    m_person = person;
    m_summary = summarize(m_games, m_person);
    m_pastGames->reset(m_games, m_person);
    emit changed();
}

QList<StatsKind> Statistics::kinds() const
{
    QList<StatsKind> out;
    if (const GameUi *ui = gameUi(m_game))
        for (const GameUi::StatsKind &k : ui->statsKinds())
            out.append({ k.id, k.label });
    return out;
}

void Statistics::setKind(const QString &kind)
{
    if (m_kind == kind)
        return;
    m_kind = kind;
    reload();
}

void Statistics::reload()
{
    m_games = available() && !m_game.isEmpty() ? m_store->games(m_game) : QList<FinishedGame>();
    // Games at a learning table are kept apart: counted, never in the summary or the list.
    m_learningGames = static_cast<int>(std::count_if(m_games.begin(), m_games.end(), [](const FinishedGame &g) { return g.learning; }));
    m_games.removeIf([](const FinishedGame &g) { return g.learning; });
    // A game kept apart by kinds: those of the kind shown (at first the last game's kind).
    if (const GameUi *ui = gameUi(m_game); ui && !ui->statsKinds().isEmpty()) {
        const QList<GameUi::StatsKind> kinds = ui->statsKinds();
        const bool known = std::any_of(kinds.begin(), kinds.end(), [&](const GameUi::StatsKind &k) { return k.id == m_kind; });
        if (!known)
            m_kind = m_games.isEmpty() ? kinds.first().id : ui->statsKind(m_games.last().options);
        QList<FinishedGame> mine;
        for (const FinishedGame &g : std::as_const(m_games))
            if (ui->statsKind(g.options) == m_kind)
                mine.append(g);
        m_games = mine;
    } else {
        m_kind.clear();
    }
    m_people = statsPeople(m_games);
    if (!m_people.contains(m_person))
        m_person = m_people.value(0);
    m_summary = summarize(m_games, m_person);
    m_pastGames->reset(m_games, m_person);
    emit changed();
}

void Statistics::record(const FinishedGame &game)
{
    if (!available() || !m_store->add(game))
        return;
    if (game.game == m_game)
        reload();
}

StatsTotals Statistics::summary() const
{
    const StatsSummary &s = m_summary;
    return { s.played, s.won, s.wonWithHelp, s.winRate, s.currentStreak, s.bestStreak,
             s.meanPlace.has_value(), s.meanPlace.value_or(0), s.meanScore.has_value(), s.meanScore.value_or(0) };
}

QList<StatsLevel> Statistics::levels() const
{
    QList<StatsLevel> list;
    for (const LevelSummary &l : m_summary.levels)
        list.append({ l.level, l.played, l.won, l.wonWithHelp, l.meanPlace.has_value(), l.meanPlace.value_or(0) });
    return list;
}

bool Statistics::reset()
{
    if (!available() || m_game.isEmpty() || !m_store->reset(m_game))
        return false;
    reload();
    return true;
}

QString Statistics::exportCsv(const QUrl &file) const
{
    if (!available())
        return tr("There are no statistics to export.");
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return tr("The file could not be written: %1.").arg(out.errorString());
    out.write(m_store->csv(m_game).toUtf8());
    if (!out.commit())
        return tr("The file could not be written: %1.").arg(out.errorString());
    return {};
}

std::optional<FinishedGame> Statistics::pastGame(qint64 id) const
{
    if (!available())
        return std::nullopt;
    return m_store->find(id);
}
