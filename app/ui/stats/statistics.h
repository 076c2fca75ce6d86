// `App.stats` in QML: the statistics page's data — one game's finished games for one person
// (StatsSummary), the past games as a list model, reset and CSV export. Everything is read
// from the StatsStore; finished games come in through record().
#pragma once

#include "statsstore.h"
#include "statssummary.h"
#include "statsview.h"

#include <QAbstractListModel>
#include <QObject>
#include <QUrl>

#include <optional>
#include <QtQml/qqmlregistration.h>

// The past games of the chosen game, newest first, as the chosen person played them.
class PastGamesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The past games belong to the statistics")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { IdRole = Qt::UserRole + 1, WhenRole, DealRole, PlayersRole, ResultRole, HelpedRole, DurationRole, NetworkRole };
    Q_ENUM(Role)

    explicit PastGamesModel(QObject *parent = nullptr) : QAbstractListModel(parent) { }
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(const QList<FinishedGame> &games, const QString &person);

signals:
    void countChanged();

private:
    struct Row {
        qint64 id;
        QString when;
        QString deal;
        QString players;
        QString result;
        bool helped;
        QString duration;
        bool network;   // someone played from another computer
    };
    QList<Row> m_rows;
};

class Statistics : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The statistics belong to App")
    // Whether statistics are kept at all (a usable database).
    Q_PROPERTY(bool available READ available NOTIFY changed)
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY changed)
    Q_PROPERTY(QStringList people READ people NOTIFY changed)
    Q_PROPERTY(QString person READ person WRITE setPerson NOTIFY changed)
    // The totals of the games shown (statsview.h).
    Q_PROPERTY(StatsTotals summary READ summary NOTIFY changed)
    // A row per computer level met, easiest first.
    Q_PROPERTY(QList<StatsLevel> levels READ levels NOTIFY changed)
    // Each game's place (1 best), oldest first; each game's score where the game has them.
    Q_PROPERTY(QList<double> places READ places NOTIFY changed)
    Q_PROPERTY(QList<double> scores READ scores NOTIFY changed)
    Q_PROPERTY(PastGamesModel *pastGames READ pastGames CONSTANT)
    // A game whose statistics are kept apart by an option (GameUi::statsKinds): the kinds as
    // (empty: none), and the one shown (everything above is of that kind only).
    Q_PROPERTY(QList<StatsKind> kinds READ kinds NOTIFY changed)
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY changed)
    // How many of the game's games were played at a learning table (kept out of the rest).
    Q_PROPERTY(int learningGames READ learningGames NOTIFY changed)

public:
    explicit Statistics(StatsStore *store, QObject *parent = nullptr);

    bool available() const { return m_store && m_store->isOpen(); }
    QString game() const { return m_game; }
    void setGame(const QString &game);
    QStringList people() const { return m_people; }
    QString person() const { return m_person; }
    void setPerson(const QString &person);
    StatsTotals summary() const;
    QList<StatsLevel> levels() const;
    QList<double> places() const { return m_summary.places; }
    QList<double> scores() const { return m_summary.scoresOverTime; }
    PastGamesModel *pastGames() const { return m_pastGames; }
    QList<StatsKind> kinds() const;
    QString kind() const { return m_kind; }
    int learningGames() const { return m_learningGames; }
    void setKind(const QString &kind);

    // Forgets every game of the chosen game (the page asks first).
    Q_INVOKABLE bool reset();
    // Writes the chosen game's games as CSV to `file`; "" or why it failed.
    Q_INVOKABLE QString exportCsv(const QUrl &file) const;
    // A past game as it can be started again or watched (for App); none when it is gone.
    std::optional<FinishedGame> pastGame(qint64 id) const;

    // A finished game to keep (from App).
    void record(const FinishedGame &game);
    // Reads the store again (after the database was opened or changed).
    void reload();

signals:
    void changed();

private:
    StatsStore *m_store;
    PastGamesModel *m_pastGames;
    QString m_game;
    QString m_person;
    QStringList m_people;
    QString m_kind;
    QList<FinishedGame> m_games;   // of the kind shown
    int m_learningGames = 0;
    StatsSummary m_summary;
};
