// The table's facet "how the game stands": over or not, its phase, whose turn, the direction
// of play, how many actions so far, who is thinking, who the person at the screen waits for,
// and the outcome. It holds what the snapshot of the seat at the screen said at the last
// change (set()); the cards, the seats and the game's own typed facts are the table's models
// beside it.
#pragma once

#include "countedcalls.h"
#include "seatsmodel.h"
#include "signalqueue.h"
#include "tablemove.h"

#include <QObject>
#include <QString>
#include <QList>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

struct TableSnapshot;

// A seat in the order of the places at the end: its seat, name and place (-1 while it still
// plays), whether it lost, whether it is the viewer's, and the game's one-line summary of it
// ("" where the game has none). A game's own facts about the seat are its typed facts.
struct Standing {
    Q_GADGET
    QML_VALUE_TYPE(standing)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int place MEMBER place)
    Q_PROPERTY(bool isLoser MEMBER isLoser)
    Q_PROPERTY(bool isViewer MEMBER isViewer)
    Q_PROPERTY(QString detail MEMBER detail)

public:
    int seat = 0;
    QString name;
    int place = -1;
    bool isLoser = false;
    bool isViewer = false;
    QString detail;
    bool operator==(const Standing &) const = default;
};

class BoardFacet : public CountedCalls {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A facet of the table")

    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(TablePhase::Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int direction READ direction NOTIFY directionChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY actionCountChanged)
    // A computer player's seat deciding now, or -1.
    Q_PROPERTY(int thinkingSeat READ thinkingSeat NOTIFY thinkingSeatChanged)
    // Whether several seats act at once, each in its own time (a swapping round, a round of gifts).
    Q_PROPERTY(bool simultaneous READ simultaneous NOTIFY phaseChanged)
    // In such a round: the names the person at the screen waits for.
    Q_PROPERTY(QStringList waitingFor READ waitingFor NOTIFY waitingForChanged)
    // The outcome in one sentence (a game's own account of it is in its typed facts).
    Q_PROPERTY(QString resultText READ resultText NOTIFY resultChanged)
    // The seats in the order of their places.
    Q_PROPERTY(QList<Standing> standings READ standings NOTIFY resultChanged)

public:
    explicit BoardFacet(QObject *parent);

    bool over() const { return m_over; }
    TablePhase::Phase phase() const { return m_phase; }
    int turn() const { return m_turn; }
    int direction() const { return m_direction; }
    int actionCount() const { return m_actionCount; }
    int thinkingSeat() const { return m_thinkingSeat; }
    bool simultaneous() const { return m_simultaneous; }
    QStringList waitingFor() const { return m_waitingFor; }
    QString resultText() const { return m_resultText; }
    QList<Standing> standings() const;

    // --- the builder's side ---
    // The table as the viewer's snapshot shows it; the signals of what changed go to `early`
    // (the game's course) and `late` (who is waited for, the outcome).
    void set(const TableSnapshot &table, SignalQueue *early, SignalQueue *late);
    // The host's actions so far; `tell`: say so now (the builder says it after the lines).
    void setActionCount(int count, bool tell = true);
    void setThinkingSeat(int seat);

signals:
    void overChanged();
    void phaseChanged();
    void turnChanged();
    void directionChanged();
    void actionCountChanged();
    void thinkingSeatChanged();
    void waitingForChanged();
    void resultChanged();

private:
    // The seats in the order of their places.
    static QList<Standing> standingsOf(QList<SeatRow> rows);

    bool m_over = false;
    TablePhase::Phase m_phase = TablePhase::Phase::Play;
    int m_turn = -1;
    int m_direction = 1;
    int m_actionCount = 0;
    int m_thinkingSeat = -1;
    bool m_simultaneous = false;
    QStringList m_waitingFor;
    QString m_resultText;
    QList<SeatRow> m_rows;
};
