// The fuzz target for the network messages (felt-net/1; libFuzzer's entry point, fuzz_main.cpp
// runs it over files without libFuzzer). For any bytes:
// - readClientMessage() and readServerMessage() never crash; what they accept keeps the
//   contract's limits (a name of 1-24 characters, a chat line of 1-200, a seq below 2^53,
//   seats in range, a snapshot whose toAct and legal fit its players);
// - the host's logic (NetHub, without sockets) takes the bytes as frames (split at newlines)
//   from a connection that is fresh (first byte even) or seated at seat 0 of a running game
//   of people only (first byte odd; the second picks the game), and afterwards: the game's
//   record replays to the host's game, every action in it is seat 0's (the other seats'
//   connections said nothing), and every message the host sent is a JSON object of a known
//   type.
// A broken promise aborts, so the fuzzer keeps the input as a crash.
#include "hub.h"
#include "json.h"
#include "protocol.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

void require(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_netmessage: broken promise: %s\n", what);
        std::abort();
    }
}

class FakePeer : public net::Peer {
public:
    void send(const QByteArray &text) override
    {
        // Every message is one the client's reader accepts, so one of the contract's types with
        // its fields (the large `table` and `over` are read in full now and then: reading them
        // every time would halve the fuzzer's pace).
        require(text.startsWith("{\"type\":\""), "the host's message begins with its type");
        const QByteArray type = text.mid(9, text.indexOf('"', 9) - 9);
        if ((type != "table" && type != "over") || ++m_count % 16 == 1) {
            const auto read = net::readServerMessage(text);
            require(read.has_value(), "the host sends messages of the contract's types, as the client reads them");
            const QJsonDocument doc = QJsonDocument::fromJson(text);
            require(doc.isObject() && doc.object().value(QLatin1String("type")).toString().toUtf8() == type,
                    "the host sends JSON objects");
        }
        messages.append(type == "joined" ? QJsonDocument::fromJson(text).object() : QJsonObject { { "type", QString::fromUtf8(type) } });
    }
    void close(int, const QString &) override { closed = true; }

    QList<QJsonObject> messages;
    bool closed = false;

private:
    int m_count = 0;
};

void checkClientReader(const QByteArray &frame)
{
    const auto m = net::readClientMessage(frame);
    if (!m) {
        require(!m.error().message.isEmpty() && !m.error().message.contains(u'\n'), "a refusal is one plain line");
        return;
    }
    using Type = net::ClientMessage::Type;
    switch (m->type) {
    case Type::Hello: {
        const qsizetype n = m->name.toUcs4().size();
        require(n >= 1 && n <= net::kNameMax && m->name == m->name.simplified(), "a name is 1-24 characters, simplified");
        break;
    }
    case Type::Chat: {
        const qsizetype n = m->text.toUcs4().size();
        require(n >= 1 && n <= net::kChatMax && !m->text.contains(u'\n'), "a chat line is 1-200 characters on one line");
        break;
    }
    case Type::Act:
        require(m->seq <= (quint64 { 1 } << 53) && !m->action.isEmpty(), "an act has a seq and an action");
        break;
    case Type::Create:
        require(m->players >= 1 && m->players <= felt::kMaxSeats && m->seatKinds.size() == m->players
                    && m->seatKinds.contains(QStringLiteral("person")),
                "a create names every seat and a person");
        break;
    case Type::Resume:
        require(net::isToken(m->token), "a resume carries a token");
        break;
    case Type::Join:
    case Type::Replace:
        require(m->seat >= -1 && m->seat < felt::kMaxSeats, "a seat is in range");
        break;
    default:
        break;
    }
}

void checkServerReader(const QByteArray &frame)
{
    const auto m = net::readServerMessage(frame);
    if (!m || m->type != net::ServerMessage::Type::Table)
        return;
    const net::NetTable &t = m->tableState;
    require(t.players >= 1 && t.players <= felt::kMaxSeats && t.seats.size() == t.players, "a table's seats fit its players");
    if (t.snapshot) {
        require(t.snapshot->players == t.players, "the view has the table's players");
        t.snapshot->toAct.forEach([&](int s) { require(s < t.players, "toAct is in range"); });
        require(t.snapshot->moves.size() < 100000, "moves are bounded");
    }
    int previous = -1;
    for (const HostStep &step : t.steps) {
        require(step.action > previous, "steps come in order, once each");
        previous = step.action;
    }
}

QCoreApplication *application()
{
    static int argc = 1;
    static char name[] = "fuzz_netmessage";
    static char *argv[] = { name, nullptr };
    static QCoreApplication *app = new QCoreApplication(argc, argv);
    return app;
}

void driveHub(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    application();
    net::HubConfig config;
    config.botDelayMs = 0;
    config.maxFramesPerSecond = 100000;
    config.hintsPerMinute = 0;   // the hard player thinks for a while: not in the fuzzer
    net::NetHub hub(config);
    const bool seated = (static_cast<unsigned char>(bytes.front()) & 1) != 0;
    // Two people open and join a table of a game picked by the second byte.
    static const char *games[] = { "shithead", "wrong-suit", "chain-chain", "shaftmount", "mountain" };
    static const int players[] = { 2, 4, 3, 2, 2 };
    const int g = bytes.size() > 1 ? static_cast<unsigned char>(bytes[1]) % 5 : 0;
    // Every seat a person's (computer players would answer from other threads).
    FakePeer opener;
    FakePeer others[3];
    FakePeer fuzzed;
    const quint64 a = hub.attach(&opener);
    hub.receive(a, net::helloMessage("fuzz", "Anna"));
    const QStringList seats(players[g], QStringLiteral("person"));
    hub.receive(a, net::createMessage(QString::fromLatin1(games[g]), players[g], felt::Value::object(), seats, 7));
    const QString code = opener.messages.value(1).value(QLatin1String("table")).toString();
    require(net::isTableCode(code), "a table is opened");
    std::vector<quint64> ids { a };
    for (int s = 1; s < players[g]; ++s) {
        ids.push_back(hub.attach(&others[s - 1]));
        hub.receive(ids.back(), net::helloMessage("fuzz", QStringLiteral("P%1").arg(s)));
        hub.receive(ids.back(), net::joinMessage(code));
    }
    hub.receive(a, net::startMessage());
    LocalHost *host = hub.tableHost(code);
    require(host && host->game(), "the game starts");
    // The fuzzed connection: seat 0 (taken over from the opener with its token), or fresh.
    const quint64 f = hub.attach(&fuzzed);
    if (seated) {
        hub.receive(f, net::helloMessage("fuzz", "Anna"));
        hub.receive(f, net::resumeMessage(code, opener.messages.value(1).value(QLatin1String("token")).toString()));
        require(hub.tableInfo(code)->seats.at(0).connected, "the seat is resumed");
    }
    const int before = host->actionCount();
    int frames = 0;
    for (const QByteArray &frame : bytes.mid(2).split('\n')) {
        if (++frames > 64)
            break;
        hub.receive(f, frame);
    }
    hub.flushAll();
    // The host's game is its record, and only seat 0 acted in it (nothing else was sent since,
    // and no computer player's answer came back: the event loop did not run).
    host = hub.tableHost(code);
    if (host && host->game()) {
        const felt::Record &record = host->fullRecord();
        for (std::size_t k = static_cast<std::size_t>(before); k < record.actions.size(); ++k)
            require(record.actions[k].seat == 0, "a connection acts only for its own seat");
        const felt::ReplayResult replayed = felt::replay(record);
        require(replayed.ok(), "the record replays");
        require(replayed.game->equals(*host->game()), "the record is the host's game");
    }
    hub.detach(f);
    for (quint64 id : ids)
        hub.detach(id);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    checkClientReader(bytes);
    checkServerReader(bytes);
    driveHub(bytes);
    return 0;
}
