// The network contract `felt-net/1` (docs/network.md) as code: its constants, the
// reader of the messages a client sends (hostile input: every field is checked before it is
// used), the reader of the messages a host sends (for RemoteHost, which trusts its host no
// more), the writers of both, and the conversions between the host's types (host.h:
// SeatSnapshot, HostStep, HostSeat) and their JSON. The additions this project makes to the
// contract (fields a table needs, `hint`, `replace`, `end`) are listed in docs/network.md.
//
// Nothing here touches a socket: NetHub (hub.h) and RemoteHost (remotehost.h) do.
#pragma once

#include "host.h"
#include "protocolerror.h"
#include "snapshotof.h"

#include "core/event.h"
#include "core/expected.h"
#include "core/move.h"
#include "core/reason.h"
#include "core/registry.h"
#include "core/value.h"
#include "record.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace net {

inline constexpr char kProtocol[] = "felt-net/1";       // `hello`'s and `welcome`'s protocol
inline constexpr char kProtocolPrefix[] = "felt-net/";
inline constexpr int kProtocolMajor = 1;
inline constexpr char kSubprotocol[] = "felt-net.1";    // the WebSocket subprotocol
inline constexpr quint16 kDefaultPort = 7447;
inline constexpr qsizetype kMaxFrameBytes = 64 * 1024;  // a client's text frame, at most
inline constexpr int kMaxFramesPerSecond = 20;          // from one connection
inline constexpr int kNameMax = 24;                     // a person's name, in characters
inline constexpr int kChatMax = 200;                    // a chat line, in characters
inline constexpr int kCodeLength = 6;
inline constexpr char kCodeAlphabet[] = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
inline constexpr int kTokenHexLength = 32;              // 128 bits
inline constexpr int kDefaultGraceSeconds = 90;
inline constexpr int kMinGraceSeconds = 10;
inline constexpr int kMaxGraceSeconds = 3600;
// A host's message may be larger than a client's (the record at the end, a long game's
// events on resuming): a client refuses one over this many bytes.
inline constexpr qsizetype kMaxHostFrameBytes = 16 * 1024 * 1024;

QString errorCodeId(ErrorCode code);
std::optional<ErrorCode> errorCodeFromId(const QString &id);

// A table code: 6 characters of kCodeAlphabet.
bool isTableCode(const QString &code);
// A new code from the system's random source.
QString newTableCode(const QString &prefix = {});
// A code prefix a host may take (felt-server --code-prefix): one or two characters of the
// code's alphabet (upper case).
bool isCodePrefix(const QString &prefix);
// 128 random bits from the system's random source, as 32 lower-case hex digits.
QString newToken();
bool isToken(const QString &token);
// What the host keeps of a token (never the token itself): SHA-256, hex.
QString tokenHash(const QString &token);

// `felt://HOST:PORT/CODE` (the invite link), `felts://HOST:PORT/CODE` (the same for a host
// that speaks `wss://`) and `CODE@HOST[:PORT]` (felt --join).
struct Invite {
    QString host;
    quint16 port = kDefaultPort;
    QString code;
    bool secure = false;    // wss:// (TLS)

    QString link() const;   // felt[s]://HOST:PORT/CODE (an IPv6 address in brackets)
    bool operator==(const Invite &) const = default;
};
std::optional<Invite> parseInvite(const QString &text);

// A person's name as a `hello` may give it: simplified (runs of white space one space),
// 1-24 characters, no control or format characters. Empty when it is not acceptable.
QString cleanName(const QString &name);
// A chat line: 1-200 characters of plain text; line breaks and tabs become spaces, other
// control and format characters are refused. Empty when it is not acceptable.
QString cleanChat(const QString &text);

// ---------------------------------------------------------------------------------------
// What a client sends

struct ClientMessage {
    enum class Type { Hello, Create, Join, Watch, Resume, Start, Act, Chat, Leave, Hint, Replace, End, List, Again, Close };
    Type type = Type::Hello;
    // hello
    QString protocol;
    QString client;
    QString name;
    // create
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    QStringList seatKinds;                  // per seat: "person" or a level
    std::optional<quint64> seed;          // create; again (this project's addition: the same deal)
    int graceSeconds = kDefaultGraceSeconds;
    bool listed = false;                    // create: the table is in the answer to `list`
    // join (seat: -1 for the lowest free one), watch, resume, replace (seat)
    QString table;
    int seat = -1;
    QString token;
    // act
    quint64 seq = 0;
    QString action;
    // chat
    QString text;
    // replace
    QString level;
};

// One text frame from a client. Checks the JSON, the type and every field the type has (its
// JSON type and range); unknown fields are ignored (later minor versions may add them).
felt::Expected<ClientMessage, ReadError> readClientMessage(const QByteArray &frame);

QByteArray helloMessage(const QString &client, const QString &name);
QByteArray createMessage(const QString &game, int players, const felt::Value &options, const QStringList &seatKinds,
                         std::optional<quint64> seed = std::nullopt, int graceSeconds = kDefaultGraceSeconds,
                         bool listed = false);
QByteArray joinMessage(const QString &table, int seat = -1);
QByteArray watchMessage(const QString &table);
QByteArray resumeMessage(const QString &table, const QString &token);
QByteArray startMessage();
QByteArray actMessage(quint64 seq, const QString &action);
QByteArray chatMessage(const QString &text);
QByteArray leaveMessage();
QByteArray hintRequestMessage();
QByteArray replaceMessage(int seat, const QString &level);
QByteArray endMessage();
QByteArray listMessage();
QByteArray againMessage(std::optional<quint64> seed = std::nullopt);
QByteArray closeMessage();

// ---------------------------------------------------------------------------------------
// What a host sends

// One seat in a `table` message.
struct NetSeat {
    QString name;                 // empty: a person's seat nobody has taken yet
    QString kind;                 // "human", or a computer player's level
    bool connected = false;
    qint64 awayMs = -1;           // how long its person has been away, when the message was sent
    qint64 awaySinceMs = -1;      // since when, by the host's clock
    bool person = false;          // a person's seat (also when a computer player stands in)
    bool taken = false;           // a person holds it (a token is bound to it)
    bool thinking = false;
    bool replaceable = false;     // away for longer than the grace time: the opener may hand it over
    bool left = false;            // away because its person left (`leave`), not because of a drop

    bool operator==(const NetSeat &) const = default;
};

// One table in a `tables` message (the answer to `list`).
struct LobbySeat {
    QString name;                 // empty: a person's seat nobody has taken yet
    QString kind;                 // "human", or a computer player's level
    bool taken = false;
    bool operator==(const LobbySeat &) const = default;
};
struct LobbyTable {
    QString code;
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    bool started = false;
    QString opener;               // the opener's name
    QList<LobbySeat> seats;
    int freeSeats() const;        // persons' seats nobody has taken
};

// A `table` message as a client reads it.
struct NetTable {
    quint64 seq = 0;
    bool started = false;
    QString code;
    QString game;
    int players = 0;
    felt::Value options = felt::Value::object();
    int graceSeconds = kDefaultGraceSeconds;
    int opener = -1;              // the opener's seat; -1 when the opener is the hosting app
    int you = -1;                 // the seat this connection holds; -1 for a spectator
    int actions = 0;              // actions made so far
    QList<NetSeat> seats;
    std::optional<SeatSnapshot> snapshot;   // from `view` and the fields beside it, once started
    std::vector<HostStep> steps;            // `events`, grouped by action (actions without one included)
};

struct ServerMessage {
    enum class Type { Welcome, Joined, Table, Chat, Over, Error, Hint, Tables, Closed };
    Type type = Type::Welcome;
    QString protocol;             // welcome
    QString server;
    QString table;                // joined
    int seat = -1;                // joined, chat (-1: a spectator)
    QString token;
    bool opener = false;          // joined: this seat opened the table
    NetTable tableState;          // table
    QString name;                 // chat
    QString text;
    std::optional<felt::Record> record;   // over
    QString ended;                // over: "finished", "ended" (by the opener), "closed" (by the host)
    ErrorCode code = ErrorCode::Protocol;   // error
    QString message;
    QString reason;               // error `illegal`: the engine's reason id
    quint64 seq = 0;              // hint
    QString action;               // hint: empty when none was found
    felt::Value reasons;          // hint: the game's codes for why it is wise (null: none)
    QList<LobbyTable> tables;    // tables
    QString closedReason;         // closed ("closed", "host-stopped", "idle"); `table` is its code
};

// One text frame from a host; anything it does not understand is an error (the caller
// ignores the frame). Unknown message types are reported as such: `*unknownType` is set and
// the caller ignores them silently (a later minor version).
felt::Expected<ServerMessage, QString> readServerMessage(const QByteArray &frame, bool *unknownType = nullptr);

QByteArray welcomeMessage(const QString &server);
QByteArray joinedMessage(const QString &table, int seat, const QString &token, bool opener);
QByteArray errorMessage(ErrorCode code, const QString &message, const QString &reason = {});
QByteArray chatLineMessage(int seat, const QString &name, const QString &text);
QByteArray overMessage(const felt::Record &record, const QString &ended);
QByteArray hintMessage(quint64 seq, const QString &action, const felt::Value &reasons = {});
QByteArray tablesMessage(const QList<LobbyTable> &tables);
// `reason`: "closed" (by the opener), "host-stopped" or "idle".
QByteArray closedMessage(const QString &table, const QString &reason);

// ---------------------------------------------------------------------------------------
// The JSON of the host's types (the `table` message's parts)

felt::Value seatToValue(const NetSeat &seat);
// The same as JSON text (for the host's messages, written piece by piece).
void appendSeatJson(std::string &out, const NetSeat &seat);
std::optional<NetSeat> seatFromValue(const felt::Value &value);

// An event as `seat` sees it: {"action": k, "kind": id, "seat": s, "target", "count",
// "index", "cards"} (fields at their "none" value left out); kind is GameSpec::eventId.
felt::Value eventToValue(const felt::GameSpec &spec, int action, const felt::Event &event);
// Back: false when it is not an event of this game.
bool eventFromValue(const felt::GameSpec &spec, const felt::Value &value, int *action, felt::Event *event);

// A legal move, read back: {"action", "verb", "cards", "from": place, "to": place}; a place
// {"zone", "owner", "pile", "index", "card"} with the fields at their "none" value left out
// (written by appendMovesJson).
std::optional<felt::Move> moveFromValue(const felt::Value &value, felt::CardFamily family);

// A zone or verb name as a string_view that lives as long as the program (felt::Move holds
// string_views): the same text gives the same view. At most 1024 names of at most 40
// characters are kept; anything beyond is "" (a hostile host cannot grow it without bound).
std::string_view internName(std::string_view name);

// The engine's reason from its id ("too-low", "not-your-turn"); nullopt for an unknown id.
std::optional<felt::Reason> reasonFromId(const felt::GameSpec &spec, std::string_view id);

// The `table` message's `view` and the fields beside it, for the seat of a snapshot (-1: a
// spectator), as JSON text: {"view": the felt-cli replay --as object, "moves", "mustAct",
// "info", "simultaneous", "private", "hidesCards"}. The snapshot is the host's
// (Host::snapshot, made by snapshotOf: snapshotof.h), the one place a seat's view and legal
// moves are made, for the app's table and the network's alike; these are the one writer of
// it, in pieces so that the hub writes what every seat's message shares once: the `view`
// object; the `moves` array; `,"mustAct":…,"info":…,"simultaneous":…`; one event
// (eventToValue's object).
void appendViewJson(std::string &out, const SeatSnapshot &snapshot);
void appendMovesJson(std::string &out, const felt::MoveList &moves);
void appendPublicJson(std::string &out, const SeatSnapshot &snapshot);
void appendEventJson(std::string &out, const felt::GameSpec &spec, int action, const felt::Event &event);
// What `seat` (-1: nobody in particular) may know of `game`, as a LocalHost publishes it:
// snapshotOf (snapshotof.h), under the name felt_net's callers know it by.
inline SeatSnapshot snapshotOfGame(const felt::AnyGame &game, int seat, quint64 seq)
{
    return snapshotOf(game, seat, seq);
}
// Back from a `table` message (its `view` and the fields beside it).
std::optional<SeatSnapshot> snapshotFromMessage(const felt::Value &message, int seat, quint64 seq);

} // namespace net
