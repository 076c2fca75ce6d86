// A host across the network (host.h over felt-net/1, docs/network.md): the table
// at this screen cannot tell it from a LocalHost. What it knows of the game is what the host
// sent to the seats it holds: their snapshots and the events they may see, rebuilt from the
// `table` messages; once the game is over, the whole record.
//
// Several people at one screen (hot-seat inside a network game): every join() adds one
// person with a connection and a token of their own (a NetLink each); with two or more, a
// spectator connection also brings the public view (snapshot(-1)), so that the privacy
// screen shows nobody's cards. A dropped connection comes back by itself with its token
// (connection() says "reconnecting" meanwhile).
//
// What it cannot do without asking the host: check() and gestureAction() answer nullopt
// (the table then goes by the legal moves it was sent), undo and the solver are not offered,
// frames() answers only for the moves it saw itself (or any, from the record, once over).
// Hints are asked of the host (the `hint` addition), which has its hard computer player
// think from the seat's own view.
#pragma once

#include "joinedtable.h"
#include "netlink.h"

#include "host.h"

#include <QHash>
#include <QMap>
#include <QPointer>

#include <optional>

namespace net {

class RemoteHost : public JoinedTable {
    Q_OBJECT

public:
    explicit RemoteHost(const LinkOptions &options = {}, QObject *parent = nullptr);
    ~RemoteHost() override;

    // JoinedTable (joinedtable.h)
    void create(const QString &host, quint16 port, const CreateRequest &request, const QString &name, bool secure = false) override;
    void join(const Invite &invite, const QString &name, int seat = -1) override;
    void resume(const Invite &invite, const QString &token, const QString &name) override;
    void watch(const Invite &invite, const QString &name) override;
    Connection connection() const override;
    QString error() const override { return m_error; }
    NetLink::Unreached unreached() const override { return m_unreached; }
    int silenceSeconds() const override { return (m_linkOptions.silenceMs + 999) / 1000; }
    QString code() const override;
    Invite invite() const override;
    QList<int> localSeats() const override;
    QString token(int seat) const override;
    bool isOpener() const override;
    int openerSeat() const override;
    int graceSeconds() const override;
    QList<int> replaceableSeats() const override;
    QList<int> leftSeats() const override;
    QString ended() const override { return m_ended; }
    bool atServer() const override;
    QString closedReason() const override { return m_closedReason; }
    bool startGame() override;
    bool replaceSeat(int seat, const QString &level) override;
    bool endGame() override;
    bool dealAgain(std::optional<quint64> seed = std::nullopt) override;
    bool closeTable() override;
    bool sendChat(int seat, const QString &text) override;
    void leave() override;
    void dropConnections() override;
    bool retryCertificate() override;
    void setDealtAtMs(qint64 ms) override { m_dealtAtMs = ms; }

    // Host
    QString gameId() const override { return m_game; }
    int players() const override { return m_players; }
    felt::Value options() const override { return m_options; }
    std::optional<quint64> seed() const override;
    QList<HostSeat> seats() const override;
    bool started() const override { return m_started; }
    quint64 seq() const override { return m_seq; }
    int actionCount() const override;
    // When this screen first saw the game dealt (its first started table, or a new deal's),
    // unless setDealtAtMs() said when.
    qint64 dealtAtMs() const override { return m_dealtAtMs; }
    SeatSnapshot snapshot(int seat) const override;
    std::vector<HostStep> steps(int seat, int from) const override;
    std::vector<HostFrame> frames(int seat, int from) const override;
    bool canActFor(int seat) const override;
    Answer act(int seat, const QString &action) override;
    std::optional<felt::Reason> check(int seat, const QString &action) const override;
    std::optional<QString> gestureAction(int seat, const felt::Move &gesture) const override;
    std::optional<felt::Record> record() const override { return m_record; }
    // The whole record came at the game's end: the statistics read it as a local host of the
    // same game would, its length from the deal as this screen saw it (kept across a restart).
    FinishedGame finishedGame() const override;
    bool canHint(int seat) const override;
    void requestHint(int seat) override;

private:
    NetLink *addLink(const QString &host, quint16 port, const QString &name, const QByteArray &request, bool secure);
    void linkSeated(NetLink *link);
    void linkTable(NetLink *link);
    void linkError(NetLink *link, ErrorCode code, const QString &message, const QString &reason);
    void linkOver(const felt::Record &record, const QString &ended);
    void linkState(NetLink *link);
    void ensureSpectator();
    NetLink *linkFor(int seat) const;      // the person's link at `seat`
    NetLink *viewLink(int seat) const;     // the best view for `seat` (-1: the public one)
    NetLink *anyLink() const;
    QString closedSentence(const QString &reason) const;
    QString m_closedReason;
    std::optional<felt::Record> m_lastRecord;   // the game before the last `again`
    quint64 m_overSeq = 0;                      // the last table's seq before an `over`
    const NetTable *latestTable() const;

    LinkOptions m_linkOptions;
    QList<NetLink *> m_links;              // one per person, then the spectator's (if any)
    NetLink *m_spectator = nullptr;
    QString m_host;
    quint16 m_port = kDefaultPort;
    bool m_secure = false;
    QString m_name;
    QString m_error;
    NetLink::Unreached m_unreached = NetLink::Unreached::None;
    Connection m_connection = Connection::Offline;

    QString m_game;
    int m_players = 0;
    felt::Value m_options = felt::Value::object();
    bool m_started = false;
    qint64 m_dealtAtMs = -1;
    quint64 m_seq = 0;
    std::optional<felt::Record> m_record;
    QString m_ended;
    QHash<int, QString> m_pending;         // per seat: the action sent, until it is answered
};

} // namespace net
