// One connection from a client to a network host for one person (or one spectator): it
// greets the host, sits down (create, join, watch or resume), keeps the connection alive
// (a ping every few seconds; silence means a dead line), and after a drop comes back by
// itself with its token — at once, then after 0.25, 0.5, 1, 2, 4, 4, ... seconds — until
// the host says the seat is gone. What the host sends is read with the same suspicion as
// the host reads the client (protocol.h).
//
// RemoteHost (remotehost.h) holds one link per person at its screen, and one spectator link
// for the public view when it holds several people.
#pragma once

#include "protocol.h"

#include <QAbstractSocket>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <map>
#include <vector>

class QSslError;
class QWebSocket;

namespace net {

struct LinkOptions {
    QString clientName = QStringLiteral("felt");   // `hello`'s client: name and version
    int keepAliveMs = 5000;       // a ping this often
    int silenceMs = 15000;        // nothing heard for this long: the line is dead, come back
    int firstRetryMs = 250;       // the first retry after a drop (the very first is at once)
    int maxRetryMs = 4000;        // retries are never further apart
    int giveUpMs = 10 * 60 * 1000;   // a host that keeps not knowing the table: give up
    // Where the certificates a person accepted are remembered (tls.h, KnownCertificates);
    // "" : KnownCertificates::defaultFile().
    QString trustFile;
};

// Why a `wss://` link did not use the host's certificate (NetLink::certificate()).
struct CertificateRefusal {
    enum class Kind {
        None,
        Unknown,   // the system's authorities cannot vouch for it and the person has not
                   // accepted it (yet): nothing was sent; accept it and retry()
        Changed,   // another certificate than the one accepted for this host and port
    };
    Kind kind = Kind::None;
    QString host;
    quint16 port = 0;
    QString fingerprint;   // SHA-256 of the certificate the host showed (tls.h)
    QString accepted;      // Changed: the one accepted before
    QString problems;      // what the system's check said, one line
};

class NetLink : public QObject {
    Q_OBJECT

public:
    // Why a link that never sat down did not reach its host, where the host said nothing
    // (error() then has the socket's own words; a host's refusal is errorCode() instead).
    enum class Unreached {
        None,       // it reached the host (or has not tried yet)
        Nothing,    // nothing answers there: the connection was refused, or no such host
        Silent,     // something took the connection but said nothing for LinkOptions::silenceMs
        NoTls,      // a wss:// link to a host that does not speak TLS
        HungUp,     // the host closed the connection before its welcome, without a word
    };
    Q_ENUM(Unreached)

    enum class State {
        Idle,          // not opened
        Connecting,    // the first connection, not seated yet
        Seated,        // holds its seat (or watches)
        Reconnecting,  // dropped; coming back with its token
        Closed,        // left, refused, or given up (see error())
    };
    Q_ENUM(State)

    explicit NetLink(const LinkOptions &options = {}, QObject *parent = nullptr);
    ~NetLink() override;

    // Connects to ws://host:port (wss:// when `secure`) and, once welcomed, sends `request` (a
    // create, join, watch or resume message), with `name` in the hello.
    void open(const QString &host, quint16 port, const QString &name, const QByteArray &request, bool secure = false);
    bool isSecure() const { return m_secure; }
    // Closed because of the host's certificate (see CertificateRefusal); kind None otherwise.
    const CertificateRefusal &certificate() const { return m_certificate; }
    // After the person accepted the certificate (KnownCertificates::accept): connects again
    // as before (with the seat's token if it had one). False when it was not refused so.
    bool retry();
    // The name given in the hello.
    QString name() const { return m_name; }
    // Sends a message while seated; false when the line is down (nothing is queued).
    bool send(const QByteArray &message);
    // Leaves the table (`leave`) and closes for good.
    void leave();
    // Closes for good without leaving: the seat waits for a resume (as after a crash).
    void close();
    // Cuts the line as a network failure would (tests): the link comes back by itself.
    void drop();

    State state() const { return m_state; }
    QString host() const { return m_host; }
    quint16 port() const { return m_port; }
    QString code() const { return m_code; }
    // Where the WebSocket is opened: `/t/CODE` for a table the link knows, else `/`.
    QString path() const;
    int seat() const { return m_seat; }
    QString token() const { return m_token; }
    bool isOpener() const { return m_opener; }
    QString error() const { return m_error; }
    ErrorCode errorCode() const { return m_errorCode; }
    Unreached unreached() const { return m_unreached; }
    // Why the host closed the link's table (`closed`: "closed" by its opener,
    // "host-stopped", "idle"); empty while it stands.
    QString closedReason() const { return m_closedReason; }
    // The host's name and version as its welcome gave it ("felt-server 0.2.0", "Felt 0.2.0").
    QString serverName() const { return m_serverName; }

    // The last `table` message, and what the link has gathered from all of them.
    bool hasTable() const { return m_hasTable; }
    const NetTable &table() const { return m_table; }
    // Each action's events as this seat saw them (index: the action).
    const std::vector<felt::EventList> &history() const { return m_history; }
    int actions() const { return static_cast<int>(m_history.size()); }
    // The snapshot after `applied` actions, where the link kept it (the last 128).
    const SeatSnapshot *snapshotAt(int applied) const;
    qint64 tableReceivedMs() const { return m_tableAtMs; }
    // The seats whose `thinking` alone changed with the last `table` message, nothing else of
    // the table (a computer player began or ended its thought); empty when anything else did.
    felt::SeatSet thinkingOnly() const { return m_thinkingOnly; }

signals:
    void stateChanged();
    void seated();                 // joined (again): seat() and token() are set
    void tableReceived();
    void chatReceived(int seat, const QString &name, const QString &text);
    void overReceived(const felt::Record &record, const QString &ended);
    void errorReceived(net::ErrorCode code, const QString &message, const QString &reason);
    void hintReceived(quint64 seq, const QString &action, const felt::Value &reasons);
    void tablesReceived(const QList<net::LobbyTable> &tables);   // the answer to `list`

private:
    void connectNow();
    void connected();
    void disconnected();
    void frame(const QString &text);
    void setState(State state);
    void fail(ErrorCode code, const QString &why);
    void scheduleRetry();
    void keepAlive();
    void table(const NetTable &t);
    void checkCertificate(const QList<QSslError> &errors);
    static Unreached unreachedBy(QAbstractSocket::SocketError error, bool silent, bool secure);

    LinkOptions m_options;
    QString m_serverName;             // the welcome's `server` (name and version)
    QString m_closedReason;
    State m_state = State::Idle;
    QString m_host;
    quint16 m_port = kDefaultPort;
    QString m_name;
    QByteArray m_request;
    bool m_secure = false;
    CertificateRefusal m_certificate;
    QWebSocket *m_socket = nullptr;
    bool m_welcomed = false;
    bool m_expectFull = false;     // the first table after joined: everything since the deal
    int m_attempt = 0;
    QElapsedTimer m_lostFor;       // since the host last knew the table (resuming)
    QTimer m_retry;
    QTimer m_alive;
    QElapsedTimer m_heard;

    QString m_code;
    int m_seat = -1;
    QString m_token;
    bool m_opener = false;
    QString m_error;
    ErrorCode m_errorCode = ErrorCode::Protocol;
    Unreached m_unreached = Unreached::None;
    bool m_silent = false;         // the last connection was cut for its silence

    bool m_hasTable = false;
    NetTable m_table;
    qint64 m_tableAtMs = 0;
    felt::SeatSet m_thinkingOnly;
    std::vector<felt::EventList> m_history;
    std::map<int, SeatSnapshot> m_snapshots;
};

} // namespace net

Q_DECLARE_METATYPE(net::CertificateRefusal)
