// felt-net-load: a paced load generator for felt-server (a benchmark, not a test).
//
// It starts a felt-server on 127.0.0.1 with a data folder of its own (or uses one already
// running: --connect PORT --server-pid PID), opens N tables of four people each and lets
// every table act --rate times a second (one random legal action of a seat that may act,
// at a random phase of its own: the tables' actions are spread evenly over each second). A
// game that ends is dealt again at the same table (`again`), so every table plays for the
// whole run. The people are the clients of --procs worker processes of this program, each
// one epoll loop over plain sockets with a WebSocket client of its own (no Qt on the hot
// path), so the generator is not the bottleneck; it reports its own CPU so that one that is
// shows.
//
// After every table has started it plays --warmup seconds, then measures --seconds and
// prints one JSON object:
// - tables opened (every one asked for, or it fails), actions in the window and a second;
// - the round trip (an `act` sent to the actor's next `table` showing it: p50, p95, p99,
//   max) and the fan-out (to each other person's `table` showing it);
// - how late the generator sent its actions against their schedule (its own lag);
// - felt-server's CPU in the window and per action, its resident memory (empty, all tables
//   started, end) and per table, and bytes per action that stayed;
// - the generator's own CPU (per process, as a share of one core);
// - then it stops felt-server (SIGTERM) and replays the saved record of --verify tables
//   (default 40; `all`) with `felt-cli replay --as SEAT`, which must print exactly the view
//   each seat's client last received (nothing lost, nothing twice).
//
//   felt-net-load [--tables N] [--rate R] [--seconds S] [--warmup S] [--procs P]
//                 [--game GAME] [--server PATH] [--server-args "ARGS"] [--cli PATH]
//                 [--verify N|all] [--connect PORT --server-pid PID] [--root-join] [--report S]
//
// --server-args: more options for felt-server (e.g. "--threads 2"). --connect: a server
// already running on 127.0.0.1:PORT (PID for its CPU and memory; nothing is verified).
// --root-join: the people who join open the WebSocket at / (else /t/CODE). --report S: every
// S seconds of the window, felt-server's memory and CPU so far (for a soak).
#include "hub.h"
#include "protocol.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <memory>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <queue>
#include <random>
#include <string>
#include <string_view>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace {

[[noreturn]] void fail(const std::string &why)
{
    std::fprintf(stderr, "felt-net-load: %s\n", why.c_str());
    std::exit(1);
}

double nowMs()
{
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

double ownCpuSeconds()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
        + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// ---------------------------------------------------------------------------------------
// Reading the host's JSON without building it: the few fields a player needs.

const char *skipSpace(const char *p, const char *e)
{
    while (p < e && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
        ++p;
    return p;
}

// The end of the JSON value at p (nullptr when it is cut short).
const char *skipValue(const char *p, const char *e)
{
    p = skipSpace(p, e);
    if (p >= e)
        return nullptr;
    if (*p == '"') {
        for (++p; p < e; ++p) {
            if (*p == '\\')
                ++p;
            else if (*p == '"')
                return p + 1;
        }
        return nullptr;
    }
    if (*p == '{' || *p == '[') {
        int depth = 0;
        for (; p < e; ++p) {
            if (*p == '"') {
                p = skipValue(p, e);
                if (!p)
                    return nullptr;
                --p;
            } else if (*p == '{' || *p == '[') {
                ++depth;
            } else if (*p == '}' || *p == ']') {
                if (--depth == 0)
                    return p + 1;
            }
        }
        return nullptr;
    }
    while (p < e && *p != ',' && *p != '}' && *p != ']' && *p != ' ' && *p != '\n')
        ++p;
    return p;
}

// The value of member `key` of the object at p, or nullptr.
const char *member(const char *p, const char *e, std::string_view key)
{
    p = skipSpace(p, e);
    if (p >= e || *p != '{')
        return nullptr;
    ++p;
    for (;;) {
        p = skipSpace(p, e);
        if (p >= e || *p != '"')
            return nullptr;
        const char *k = p + 1;
        const char *kend = skipValue(p, e);
        if (!kend)
            return nullptr;
        const std::string_view name(k, static_cast<std::size_t>(kend - 1 - k));
        p = skipSpace(kend, e);
        if (p >= e || *p != ':')
            return nullptr;
        p = skipSpace(p + 1, e);
        if (name == key)
            return p;
        p = skipValue(p, e);
        if (!p)
            return nullptr;
        p = skipSpace(p, e);
        if (p >= e || *p != ',')
            return nullptr;
        ++p;
    }
}

std::string stringAt(const char *p, const char *e)
{
    std::string s;
    if (!p || p >= e || *p != '"')
        return s;
    for (++p; p < e && *p != '"'; ++p) {
        if (*p == '\\' && p + 1 < e)
            ++p;
        s.push_back(*p);
    }
    return s;
}

long long numberAt(const char *p, const char *e, long long fallback = -1)
{
    if (!p || p >= e || (*p != '-' && (*p < '0' || *p > '9')))
        return fallback;
    return std::strtoll(std::string(p, static_cast<std::size_t>(std::min<std::ptrdiff_t>(e - p, 24))).c_str(), nullptr, 10);
}

std::vector<std::string> stringsAt(const char *p, const char *e)
{
    std::vector<std::string> list;
    if (!p || p >= e || *p != '[')
        return list;
    ++p;
    for (;;) {
        p = skipSpace(p, e);
        if (p >= e || *p != '"')
            return list;
        const char *end = skipValue(p, e);
        if (!end)
            return list;
        list.push_back(stringAt(p, end));
        p = skipSpace(end, e);
        if (p >= e || *p != ',')
            return list;
        ++p;
    }
}

// ---------------------------------------------------------------------------------------
// A worker: its tables' people over plain sockets, one epoll loop.

std::string base64(const unsigned char *data, std::size_t n)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(n)).toBase64().toStdString();
}

struct WorkerTable;

struct Person {
    int fd = -1;
    WorkerTable *table = nullptr;
    int index = 0;
    enum class State { Connecting, Upgrading, Open, Closed } state = State::Connecting;
    std::string path;
    std::string in;
    std::string out;
    std::string message;          // a message being assembled from fragments
    bool welcomed = false;
    int seat = -1;
    std::string token;
    long long seq = -1;
    int actions = 0;
    bool over = false;
    std::vector<std::string> legal;
    std::string lastTable;        // the last `table` message, whole (for the replay check)
    int lastTableActions = 0;
};

struct WorkerTable {
    int number = 0;
    std::string code;
    std::vector<std::unique_ptr<Person>> people;
    bool started = false;
    bool startSent = false;
    bool open = false;            // every seat taken and the game running
    double actAt = -1;            // the act under way: sent then
    int actActions = -1;          //   after this many actions
    int actBy = -1;               //   by this person
    double scheduledAt = -1;
    std::vector<bool> saw;        // the others saw it
    double nextTick = 0;
};

struct Stats {
    std::vector<std::int64_t> roundTripUs;
    std::vector<std::int64_t> fanOutUs;
    std::vector<std::int64_t> lagUs;
    long acts = 0;
    long answered = 0;
    long busy = 0;                // ticks at a table whose last act was not answered yet
    long idle = 0;                // ticks at a table where nobody could act
    long games = 0;
    std::map<std::string, long> errors;
};

class Worker {
public:
    Worker(quint16 port, int first, int count, double rate, std::string game, unsigned seed, bool pathJoin)
        : m_port(port), m_rate(rate), m_game(std::move(game)), m_rng(seed), m_pathJoin(pathJoin)
    {
        m_epoll = epoll_create1(EPOLL_CLOEXEC);
        for (int n = 0; n < count; ++n) {
            auto t = std::make_unique<WorkerTable>();
            t->number = first + n;
            t->saw.assign(4, false);
            m_tables.push_back(std::move(t));
        }
        epoll_event ev {};
        ev.events = EPOLLIN;
        ev.data.ptr = nullptr;   // standard input: the parent's commands
        epoll_ctl(m_epoll, EPOLL_CTL_ADD, 0, &ev);
    }

    int run();

private:
    void say(const std::string &line)
    {
        std::fprintf(stdout, "%s\n", line.c_str());
        std::fflush(stdout);
    }
    void command(const std::string &line);
    void setUp();
    void open(WorkerTable &t, int index, const std::string &path);
    void wantWrite(Person &p);
    void event(Person &p, std::uint32_t events);
    void handshake(Person &p);
    void frames(Person &p);
    void receive(Person &p, const std::string &text);
    void send(Person &p, std::string_view text, int opcode = 1);
    void tick(WorkerTable &t, double now);
    void lost(Person &p, const char *why);
    std::string results();
    std::string verify(const QString &dataDir, const QString &cli, int tables);

    int m_epoll = -1;
    quint16 m_port;
    double m_rate;
    std::string m_game;
    std::mt19937_64 m_rng;
    bool m_pathJoin;
    std::vector<std::unique_ptr<WorkerTable>> m_tables;
    std::size_t m_nextSetUp = 0;
    int m_settingUp = 0;
    bool m_readyTold = false;
    bool m_acting = false;
    bool m_measuring = false;
    bool m_quit = false;
    bool m_stopped = false;
    double m_cpuMark = 0;
    double m_cpuEnd = -1;
    Stats m_stats;
    std::string m_stdin;
    using Tick = std::pair<double, WorkerTable *>;
    std::priority_queue<Tick, std::vector<Tick>, std::greater<Tick>> m_ticks;
    long m_lost = 0;
};

void Worker::open(WorkerTable &t, int index, const std::string &path)
{
    auto p = std::make_unique<Person>();
    p->table = &t;
    p->index = index;
    p->path = path;
    p->fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (p->fd < 0)
        fail(std::string("socket: ") + std::strerror(errno));
    const int one = 1;
    setsockopt(p->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_port = htons(m_port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(p->fd, reinterpret_cast<sockaddr *>(&a), sizeof a) < 0 && errno != EINPROGRESS)
        fail(std::string("connect: ") + std::strerror(errno));
    epoll_event ev {};
    ev.events = EPOLLIN | EPOLLOUT;
    ev.data.ptr = p.get();
    epoll_ctl(m_epoll, EPOLL_CTL_ADD, p->fd, &ev);
    if (static_cast<int>(t.people.size()) <= index)
        t.people.resize(static_cast<std::size_t>(index) + 1);
    t.people[static_cast<std::size_t>(index)] = std::move(p);
}

void Worker::wantWrite(Person &p)
{
    epoll_event ev {};
    ev.events = EPOLLIN | (p.out.empty() ? 0u : static_cast<std::uint32_t>(EPOLLOUT));
    ev.data.ptr = &p;
    epoll_ctl(m_epoll, EPOLL_CTL_MOD, p.fd, &ev);
}

void Worker::setUp()
{
    // A few tables at a time: the opener first (at `/`), the others once it has the code.
    while (m_settingUp < 48 && m_nextSetUp < m_tables.size()) {
        WorkerTable &t = *m_tables[m_nextSetUp++];
        ++m_settingUp;
        open(t, 0, "/");
    }
}

void Worker::send(Person &p, std::string_view text, int opcode)
{
    if (p.state == Person::State::Closed)
        return;
    // A client's frame is masked (RFC 6455).
    std::string frame;
    frame.push_back(static_cast<char>(0x80 | opcode));
    const std::size_t n = text.size();
    if (n < 126) {
        frame.push_back(static_cast<char>(0x80 | n));
    } else if (n < 65536) {
        frame.push_back(static_cast<char>(0x80 | 126));
        frame.push_back(static_cast<char>(n >> 8));
        frame.push_back(static_cast<char>(n & 0xff));
    } else {
        frame.push_back(static_cast<char>(0x80 | 127));
        for (int i = 7; i >= 0; --i)
            frame.push_back(static_cast<char>((n >> (8 * i)) & 0xff));
    }
    const std::uint32_t key = static_cast<std::uint32_t>(m_rng());
    char mask[4];
    std::memcpy(mask, &key, 4);
    frame.append(mask, 4);
    const std::size_t at = frame.size();
    frame.append(text);
    for (std::size_t i = 0; i < n; ++i)
        frame[at + i] = static_cast<char>(frame[at + i] ^ mask[i & 3]);
    const bool idle = p.out.empty();
    p.out += frame;
    if (idle && p.state != Person::State::Connecting) {
        const ssize_t w = ::send(p.fd, p.out.data(), p.out.size(), MSG_NOSIGNAL);
        if (w > 0)
            p.out.erase(0, static_cast<std::size_t>(w));
        if (!p.out.empty())
            wantWrite(p);
    }
}

void Worker::handshake(Person &p)
{
    unsigned char key[16];
    for (auto &b : key)
        b = static_cast<unsigned char>(m_rng());
    std::string request = "GET " + p.path + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(m_port)
        + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + base64(key, 16)
        + "\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: felt-net.1\r\n\r\n";
    p.out = request + p.out;
    p.state = Person::State::Upgrading;
}

void Worker::lost(Person &p, const char *why)
{
    if (p.state == Person::State::Closed)
        return;
    p.state = Person::State::Closed;
    epoll_ctl(m_epoll, EPOLL_CTL_DEL, p.fd, nullptr);
    ::close(p.fd);
    if (m_stopped)
        return;   // the host was stopped for the replays
    ++m_lost;
    if (m_lost <= 5)
        std::fprintf(stderr, "felt-net-load: a connection of table %d closed: %s\n", p.table->number, why);
}

void Worker::event(Person &p, std::uint32_t events)
{
    if (p.state == Person::State::Closed)
        return;
    if (p.state == Person::State::Connecting && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
        int error = 0;
        socklen_t len = sizeof error;
        getsockopt(p.fd, SOL_SOCKET, SO_ERROR, &error, &len);
        if (error != 0) {
            lost(p, std::strerror(error));
            return;
        }
        handshake(p);
    }
    if (events & EPOLLIN) {
        char buffer[65536];
        for (;;) {
            const ssize_t r = ::recv(p.fd, buffer, sizeof buffer, 0);
            if (r > 0) {
                p.in.append(buffer, static_cast<std::size_t>(r));
                if (r < static_cast<ssize_t>(sizeof buffer))
                    break;
                continue;
            }
            if (r == 0) {
                lost(p, "closed by the host");
                return;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            lost(p, std::strerror(errno));
            return;
        }
        if (p.state == Person::State::Upgrading) {
            const std::size_t end = p.in.find("\r\n\r\n");
            if (end != std::string::npos) {
                if (p.in.compare(0, 12, "HTTP/1.1 101") != 0) {
                    lost(p, "no WebSocket");
                    return;
                }
                p.in.erase(0, end + 4);
                p.state = Person::State::Open;
                send(p, net::helloMessage(QStringLiteral("felt-net-load"), QStringLiteral("P%1").arg(p.index)).toStdString());
            }
        }
        if (p.state == Person::State::Open)
            frames(p);
    }
    if (p.state != Person::State::Closed && (events & EPOLLOUT) && !p.out.empty() && p.state != Person::State::Connecting) {
        const ssize_t w = ::send(p.fd, p.out.data(), p.out.size(), MSG_NOSIGNAL);
        if (w > 0)
            p.out.erase(0, static_cast<std::size_t>(w));
        else if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            lost(p, std::strerror(errno));
            return;
        }
    }
    if (p.state != Person::State::Closed)
        wantWrite(p);
}

void Worker::frames(Person &p)
{
    std::size_t at = 0;
    for (;;) {
        const std::size_t left = p.in.size() - at;
        if (left < 2)
            break;
        const auto *b = reinterpret_cast<const unsigned char *>(p.in.data() + at);
        const bool fin = b[0] & 0x80;
        const int opcode = b[0] & 0x0f;
        std::uint64_t n = b[1] & 0x7f;
        std::size_t header = 2;
        if (n == 126) {
            if (left < 4)
                break;
            n = (std::uint64_t { b[2] } << 8) | b[3];
            header = 4;
        } else if (n == 127) {
            if (left < 10)
                break;
            n = 0;
            for (int i = 0; i < 8; ++i)
                n = (n << 8) | b[2 + i];
            header = 10;
        }
        if (left < header + n)
            break;
        const std::string_view payload(p.in.data() + at + header, static_cast<std::size_t>(n));
        at += header + static_cast<std::size_t>(n);
        if (opcode == 9) {
            send(p, payload, 10);   // pong
        } else if (opcode == 8) {
            lost(p, "closed by the host (close frame)");
            return;
        } else if (opcode == 1 || opcode == 0) {
            p.message.append(payload);
            if (fin) {
                const std::string text = std::move(p.message);
                p.message.clear();
                receive(p, text);
                if (p.state == Person::State::Closed)
                    return;
            }
        }
    }
    p.in.erase(0, at);
}

void Worker::receive(Person &p, const std::string &text)
{
    const char *b = text.data();
    const char *e = b + text.size();
    const std::string type = stringAt(member(b, e, "type"), e);
    WorkerTable &t = *p.table;
    const double now = nowMs();
    if (type == "welcome") {
        p.welcomed = true;
        if (p.index == 0 && t.code.empty())
            send(p, net::createMessage(QString::fromStdString(m_game), 4, felt::Value::object(),
                                       { "person", "person", "person", "person" })
                        .toStdString());
        else if (p.index > 0)
            send(p, net::joinMessage(QString::fromStdString(t.code)).toStdString());
    } else if (type == "joined") {
        p.seat = static_cast<int>(numberAt(member(b, e, "seat"), e));
        p.token = stringAt(member(b, e, "token"), e);
        if (p.index == 0) {
            t.code = stringAt(member(b, e, "table"), e);
            for (int i = 1; i < 4; ++i)
                open(t, i, m_pathJoin ? "/t/" + t.code : "/");
        }
        bool all = t.people.size() == 4;
        for (const auto &q : t.people)
            all = all && q && q->seat >= 0;
        if (all && !t.startSent) {
            t.startSent = true;
            send(*t.people[0], net::startMessage().toStdString());
        }
    } else if (type == "table") {
        const long long seq = numberAt(member(b, e, "seq"), e);
        const int actions = static_cast<int>(numberAt(member(b, e, "actions"), e, 0));
        const char *view = member(b, e, "view");
        if (!view)
            return;   // before the start
        const char *viewEnd = skipValue(view, e);
        p.seq = seq;
        const char *over = member(view, viewEnd, "over");
        p.over = over && *over == 't';
        p.legal.clear();
        if (const char *legal = member(view, viewEnd, "legal"))
            p.legal = stringsAt(member(legal, viewEnd, std::to_string(p.seat)), viewEnd);
        p.lastTable = text;
        p.lastTableActions = actions;
        if (!t.started) {
            bool all = true;
            for (const auto &q : t.people)
                all = all && q && q->seq >= 0;
            if (all) {
                t.started = true;
                t.open = true;
                --m_settingUp;
            }
        }
        // The answer to the act under way at this table, and the others seeing it.
        if (t.actAt >= 0 && actions > t.actActions) {
            const auto idx = static_cast<std::size_t>(p.index);
            if (p.index == t.actBy) {
                if (m_measuring) {
                    m_stats.roundTripUs.push_back(static_cast<std::int64_t>((now - t.actAt) * 1000));
                    ++m_stats.answered;
                }
                t.actBy = -2;   // answered; the others may still be on their way
            } else if (!t.saw[idx]) {
                t.saw[idx] = true;
                if (m_measuring)
                    m_stats.fanOutUs.push_back(static_cast<std::int64_t>((now - t.actAt) * 1000));
            }
        }
        p.actions = actions;
    } else if (type == "over") {
        if (p.index == 0) {
            if (m_measuring)
                ++m_stats.games;
            send(p, net::againMessage().toStdString());
        }
    } else if (type == "error") {
        const std::string code = stringAt(member(b, e, "code"), e);
        ++m_stats.errors[code];
        if (p.index == t.actBy)
            t.actBy = -2, t.actAt = -1;   // refused: nothing to wait for
    }
}

void Worker::tick(WorkerTable &t, double now)
{
    if (!t.open)
        return;
    if (t.actBy >= 0 && now - t.actAt < 30000) {
        ++m_stats.busy;   // the last one is not answered yet: a person waits for it
        return;
    }
    std::vector<Person *> may;
    for (auto &p : t.people)
        if (p && p->state == Person::State::Open && !p->legal.empty() && !p->over)
            may.push_back(p.get());
    if (may.empty()) {
        ++m_stats.idle;
        return;
    }
    Person &p = *may[m_rng() % may.size()];
    const std::string &action = p.legal[m_rng() % p.legal.size()];
    t.actAt = now;
    t.actActions = p.actions;
    t.actBy = p.index;
    std::fill(t.saw.begin(), t.saw.end(), false);
    if (m_measuring) {
        ++m_stats.acts;
        m_stats.lagUs.push_back(static_cast<std::int64_t>(std::max(0.0, now - t.scheduledAt) * 1000));
    }
    send(p, net::actMessage(static_cast<quint64>(p.seq), QString::fromStdString(action)).toStdString());
}

std::string Worker::results()
{
    QJsonObject o;
    auto list = [](const std::vector<std::int64_t> &v) {
        QJsonArray a;
        for (const std::int64_t x : v)
            a.append(static_cast<double>(x));
        return a;
    };
    o.insert("roundTripUs", list(m_stats.roundTripUs));
    o.insert("fanOutUs", list(m_stats.fanOutUs));
    o.insert("lagUs", list(m_stats.lagUs));
    o.insert("acts", static_cast<double>(m_stats.acts));
    o.insert("answered", static_cast<double>(m_stats.answered));
    o.insert("busy", static_cast<double>(m_stats.busy));
    o.insert("idle", static_cast<double>(m_stats.idle));
    o.insert("games", static_cast<double>(m_stats.games));
    o.insert("lost", static_cast<double>(m_lost));
    o.insert("cpuSeconds", (m_cpuEnd >= 0 ? m_cpuEnd : ownCpuSeconds()) - m_cpuMark);
    QJsonObject errors;
    for (const auto &[code, n] : m_stats.errors)
        errors.insert(QString::fromStdString(code), static_cast<double>(n));
    o.insert("errors", errors);
    int opened = 0;
    for (const auto &t : m_tables)
        opened += t->started ? 1 : 0;
    o.insert("opened", opened);
    return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
}

std::string Worker::verify(const QString &dataDir, const QString &cli, int tables)
{
    int checked = 0;
    int matching = 0;
    QJsonArray mismatches;
    for (const auto &t : m_tables) {
        if (tables >= 0 && checked >= tables * 4)
            break;
        if (!t->started)
            continue;
        const QString code = QString::fromStdString(t->code);
        QString error;
        const auto record = net::NetHub::savedRecord(dataDir, code, &error);
        const QString file = QDir(dataDir).filePath(code + QStringLiteral(".record.json"));
        if (record) {
            QFile out(file);
            if (out.open(QIODevice::WriteOnly))
                out.write(felt::writeRecord(*record));
        }
        for (const auto &p : t->people) {
            ++checked;
            const QJsonObject seen = QJsonDocument::fromJson(QByteArray::fromStdString(p->lastTable)).object()
                                         .value(QLatin1String("view")).toObject();
            QProcess replay;
            replay.start(cli, { "replay", file, "--as", QString::number(p->seat) });
            replay.waitForFinished(30000);
            const QJsonObject printed = QJsonDocument::fromJson(replay.readAllStandardOutput()).object();
            if (record && replay.exitCode() == 0 && printed == seen && !seen.isEmpty())
                ++matching;
            else if (mismatches.size() < 5)
                mismatches.append(QStringLiteral("%1 seat %2 (%3 actions saved, the client saw %4)%5")
                                      .arg(code).arg(p->seat).arg(record ? static_cast<int>(record->actions.size()) : -1)
                                      .arg(p->lastTableActions).arg(record ? QString() : QStringLiteral(": ") + error));
        }
    }
    QJsonObject o { { "views", checked }, { "matching", matching } };
    if (!mismatches.isEmpty())
        o.insert("mismatches", mismatches);
    return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
}

void Worker::command(const std::string &line)
{
    if (line == "go") {
        // Every table at its own phase within the first period.
        m_acting = true;
        const double now = nowMs();
        std::uniform_real_distribution<double> phase(0, 1000.0 / m_rate);
        for (auto &t : m_tables) {
            t->nextTick = now + phase(m_rng);
            m_ticks.push({ t->nextTick, t.get() });
        }
    } else if (line == "mark") {
        m_stats = Stats {};
        m_measuring = true;
        m_cpuMark = ownCpuSeconds();
        m_cpuEnd = -1;
    } else if (line == "stop") {
        m_measuring = false;
        m_acting = false;
        m_cpuEnd = ownCpuSeconds();
        while (!m_ticks.empty())
            m_ticks.pop();
    } else if (line == "results") {
        say("results " + results());
    } else if (line == "stopping") {
        m_stopped = true;
    } else if (line.rfind("verify ", 0) == 0) {
        // verify TABLES DATA CLI
        const QStringList words = QString::fromStdString(line).split(u' ');
        say("verified " + verify(words.value(2), words.value(3), words.value(1).toInt()));
    } else if (line == "quit") {
        m_quit = true;
    }
}

int Worker::run()
{
    setUp();
    std::vector<epoll_event> events(1024);
    while (!m_quit) {
        double wait = 100;
        if (!m_ticks.empty())
            wait = std::max(0.0, m_ticks.top().first - nowMs());
        const int n = epoll_wait(m_epoll, events.data(), static_cast<int>(events.size()), static_cast<int>(std::ceil(wait)));
        for (int i = 0; i < n; ++i) {
            if (!events[static_cast<std::size_t>(i)].data.ptr) {
                char buffer[4096];
                const ssize_t r = ::read(0, buffer, sizeof buffer);
                if (r <= 0)
                    return 0;   // the parent is gone
                m_stdin.append(buffer, static_cast<std::size_t>(r));
                std::size_t end;
                while ((end = m_stdin.find('\n')) != std::string::npos) {
                    const std::string line = m_stdin.substr(0, end);
                    m_stdin.erase(0, end + 1);
                    command(line);
                }
                continue;
            }
            event(*static_cast<Person *>(events[static_cast<std::size_t>(i)].data.ptr), events[static_cast<std::size_t>(i)].events);
        }
        setUp();
        if (!m_readyTold && m_nextSetUp == m_tables.size() && m_settingUp == 0) {
            m_readyTold = true;
            say("ready");
        }
        const double now = nowMs();
        const double period = 1000.0 / m_rate;
        while (m_acting && !m_ticks.empty() && m_ticks.top().first <= now) {
            WorkerTable *t = m_ticks.top().second;
            m_ticks.pop();
            t->scheduledAt = t->nextTick;
            tick(*t, now);
            // On schedule; a generator more than a period late skips ahead rather than bursts.
            t->nextTick += period;
            if (t->nextTick < now - period)
                t->nextTick = now + period * std::uniform_real_distribution<double>(0, 1)(m_rng);
            m_ticks.push({ t->nextTick, t });
        }
    }
    return 0;
}

// ---------------------------------------------------------------------------------------
// The parent: felt-server, the workers, the window, the summary.

double cpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    return (fields.at(11).toDouble() + fields.at(12).toDouble()) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

long rssKb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

QJsonObject percentiles(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    auto at = [&v](double q) {
        return v.empty() ? 0.0 : v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
    };
    auto r = [](double x) { return std::round(x * 100) / 100; };
    return { { "samples", static_cast<double>(v.size()) }, { "p50", r(at(0.5)) }, { "p95", r(at(0.95)) },
             { "p99", r(at(0.99)) }, { "max", r(v.empty() ? 0.0 : v.back()) } };
}

class WorkerProcess {
public:
    QProcess process;
    QByteArray pending;
    QStringList lines;

    void tell(const QByteArray &line)
    {
        process.write(line + '\n');
        process.waitForBytesWritten(1000);
    }
    // Waits for a line that starts with `prefix`; returns the rest.
    QByteArray await(const QByteArray &prefix, int ms)
    {
        QDeadlineTimer deadline(ms);
        for (;;) {
            qsizetype end;
            while ((end = pending.indexOf('\n')) >= 0) {
                const QByteArray line = pending.left(end);
                pending.remove(0, end + 1);
                if (line.startsWith(prefix))
                    return line.mid(prefix.size()).trimmed();
            }
            if (deadline.hasExpired() || process.state() == QProcess::NotRunning)
                fail("a worker did not say " + prefix.toStdString() + " in time");
            process.waitForReadyRead(100);
            pending += process.readAllStandardOutput();
        }
    }
};

} // namespace

int main(int argc, char *argv[])
{
    std::signal(SIGPIPE, SIG_IGN);
    // A worker: no QCoreApplication, no event loop but its own.
    if (argc > 1 && std::string_view(argv[1]) == "--worker") {
        if (argc < 9)
            fail("--worker PORT FIRST COUNT RATE GAME SEED PATHJOIN");
        rlimit limit {};
        if (getrlimit(RLIMIT_NOFILE, &limit) == 0) {
            limit.rlim_cur = limit.rlim_max;
            setrlimit(RLIMIT_NOFILE, &limit);
        }
        Worker w(static_cast<quint16>(std::atoi(argv[2])), std::atoi(argv[3]), std::atoi(argv[4]), std::atof(argv[5]), argv[6],
                 static_cast<unsigned>(std::atol(argv[7])), std::atoi(argv[8]) != 0);
        return w.run();
    }

    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A paced load generator for felt-server (a benchmark)."));
    parser.addHelpOption();
    const QCommandLineOption tablesOption("tables", "Tables of four people (default 100).", "N", "100");
    const QCommandLineOption rateOption("rate", "Actions a second at each table (default 1).", "R", "1");
    const QCommandLineOption secondsOption("seconds", "The measured window (default 30).", "S", "30");
    const QCommandLineOption warmupOption("warmup", "Played before the window (default 5).", "S", "5");
    const QCommandLineOption procsOption("procs", "Worker processes (default 2).", "P", "2");
    const QCommandLineOption gameOption("game", "The game (default shithead).", "GAME", "shithead");
    const QCommandLineOption serverOption("server", "felt-server to start.", "PATH", QStringLiteral(FELT_SERVER));
    const QCommandLineOption serverArgsOption("server-args", "More options for felt-server.", "ARGS");
    const QCommandLineOption cliOption("cli", "felt-cli for the replays.", "PATH", QStringLiteral(FELT_CLI));
    const QCommandLineOption verifyOption("verify", "Tables whose views are replayed at the end (default 40; all).", "N", "40");
    const QCommandLineOption connectOption("connect", "A felt-server already running on 127.0.0.1:PORT.", "PORT");
    const QCommandLineOption pidOption("server-pid", "That server's process id (its CPU and memory).", "PID");
    const QCommandLineOption rootJoinOption("root-join", "The people who join open the WebSocket at / (default /t/CODE).");
    const QCommandLineOption reportOption("report", "Every S seconds of the window, felt-server's memory and CPU on "
                                                    "standard error (0: never).", "S", "0");
    parser.addOptions({ tablesOption, rateOption, secondsOption, warmupOption, procsOption, gameOption, serverOption,
                        serverArgsOption, cliOption, verifyOption, connectOption, pidOption, rootJoinOption, reportOption });
    parser.process(app);
    const int tables = parser.value(tablesOption).toInt();
    const double rate = parser.value(rateOption).toDouble();
    const double seconds = parser.value(secondsOption).toDouble();
    const double warmup = parser.value(warmupOption).toDouble();
    const int procs = std::clamp(parser.value(procsOption).toInt(), 1, 64);
    const QString game = parser.value(gameOption);
    const int verifyTables = parser.value(verifyOption) == QLatin1String("all") ? -1 : parser.value(verifyOption).toInt();
    if (tables < 1 || rate <= 0 || seconds <= 0 || warmup < 0)
        fail("--tables, --rate and --seconds must be positive");

    QTemporaryDir data;
    QProcess server;
    quint16 port = 0;
    qint64 pid = 0;
    const bool external = parser.isSet(connectOption);
    if (external) {
        port = static_cast<quint16>(parser.value(connectOption).toUInt());
        pid = parser.value(pidOption).toLongLong();
    } else {
        server.setProgram(parser.value(serverOption));
        QStringList args { "--port", "0", "--bind", "127.0.0.1", "--data", data.path(), "--bot-delay", "0", "--no-publish" };
        if (parser.isSet(serverArgsOption))
            args += parser.value(serverArgsOption).split(u' ', Qt::SkipEmptyParts);
        server.setArguments(args);
        server.setStandardErrorFile(data.filePath(QStringLiteral("server.log")));
        server.start();
        if (!server.waitForStarted(5000))
            fail("cannot start " + server.program().toStdString());
        const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1 port (\\d+)"));
        QDeadlineTimer deadline(10000);
        while (port == 0 && !deadline.hasExpired() && server.state() == QProcess::Running) {
            QFile log(data.filePath(QStringLiteral("server.log")));
            if (log.open(QIODevice::ReadOnly))
                if (const auto m = listening.match(QString::fromUtf8(log.readAll())); m.hasMatch())
                    port = static_cast<quint16>(m.captured(1).toUInt());
            if (port == 0)
                QThread::msleep(20);
        }
        if (port == 0)
            fail("felt-server did not start listening");
        pid = server.processId();
    }
    const long rssEmpty = pid > 0 ? rssKb(pid) : -1;

    // The workers, each with its share of the tables.
    std::vector<std::unique_ptr<WorkerProcess>> workers;
    QElapsedTimer setup;
    setup.start();
    int first = 0;
    for (int w = 0; w < procs; ++w) {
        const int count = tables / procs + (w < tables % procs ? 1 : 0);
        if (count == 0)
            continue;
        auto wp = std::make_unique<WorkerProcess>();
        wp->process.setProgram(QCoreApplication::applicationFilePath());
        wp->process.setArguments({ "--worker", QString::number(port), QString::number(first), QString::number(count),
                                   QString::number(rate), game, QString::number(std::random_device {}()),
                                   parser.isSet(rootJoinOption) ? "0" : "1" });
        wp->process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        wp->process.start();
        if (!wp->process.waitForStarted(5000))
            fail("cannot start a worker");
        first += count;
        workers.push_back(std::move(wp));
    }
    for (auto &w : workers)
        w->await("ready", std::max(60000, tables * 100));
    const double setupSeconds = static_cast<double>(setup.elapsed()) / 1000.0;
    const long rssStarted = pid > 0 ? rssKb(pid) : -1;

    for (auto &w : workers)
        w->tell("go");
    QThread::msleep(static_cast<unsigned long>(warmup * 1000));
    for (auto &w : workers)
        w->tell("mark");
    const double cpuBefore = pid > 0 ? cpuSeconds(pid) : -1;
    const long rssMark = pid > 0 ? rssKb(pid) : -1;
    QElapsedTimer window;
    window.start();
    // A long run (a soak) says how felt-server's memory goes as it plays.
    const double report = parser.value(reportOption).toDouble();
    for (double next = report; window.elapsed() < seconds * 1000;) {
        QThread::msleep(static_cast<unsigned long>(std::min(1000.0, seconds * 1000 - static_cast<double>(window.elapsed()))));
        if (report > 0 && pid > 0 && window.elapsed() >= next * 1000) {
            std::fprintf(stderr, "felt-net-load: %.0f s: felt-server %ld KiB, %.1f CPU-seconds\n", next, rssKb(pid),
                         cpuSeconds(pid) - cpuBefore);
            next += report;
        }
    }
    for (auto &w : workers)
        w->tell("stop");
    const double played = static_cast<double>(window.elapsed()) / 1000.0;
    const double serverCpu = pid > 0 ? cpuSeconds(pid) - cpuBefore : -1;
    const long rssEnd = pid > 0 ? rssKb(pid) : -1;
    // What is under way arrives.
    QThread::msleep(2000);
    std::vector<double> roundTrip, fanOut, lag;
    double acts = 0, answered = 0, busy = 0, idle = 0, games = 0, lost = 0, opened = 0;
    QJsonArray generatorCpu;
    QJsonObject errors;
    for (auto &w : workers) {
        w->tell("results");
        const QJsonObject r = QJsonDocument::fromJson(w->await("results ", 60000)).object();
        for (const QJsonValue v : r.value("roundTripUs").toArray())
            roundTrip.push_back(v.toDouble() / 1000);
        for (const QJsonValue v : r.value("fanOutUs").toArray())
            fanOut.push_back(v.toDouble() / 1000);
        for (const QJsonValue v : r.value("lagUs").toArray())
            lag.push_back(v.toDouble() / 1000);
        acts += r.value("acts").toDouble();
        answered += r.value("answered").toDouble();
        busy += r.value("busy").toDouble();
        idle += r.value("idle").toDouble();
        games += r.value("games").toDouble();
        lost += r.value("lost").toDouble();
        opened += r.value("opened").toDouble();
        generatorCpu.append(std::round(r.value("cpuSeconds").toDouble() / played * 1000) / 1000);
        const QJsonObject e = r.value("errors").toObject();
        for (auto it = e.begin(); it != e.end(); ++it)
            errors.insert(it.key(), errors.value(it.key()).toDouble() + it.value().toDouble());
    }

    QJsonObject verified;
    if (!external) {
        for (auto &w : workers)
            w->tell("stopping");
        ::kill(static_cast<pid_t>(pid), SIGTERM);
        if (!server.waitForFinished(60000))
            fail("felt-server did not stop");
        double views = 0, matching = 0;
        QJsonArray mismatches;
        const int perWorker = verifyTables < 0 ? -1 : (verifyTables + static_cast<int>(workers.size()) - 1) / static_cast<int>(workers.size());
        for (auto &w : workers) {
            w->tell("verify " + QByteArray::number(perWorker) + ' ' + data.path().toUtf8() + ' ' + parser.value(cliOption).toUtf8());
            const QJsonObject v = QJsonDocument::fromJson(w->await("verified ", 600000)).object();
            views += v.value("views").toDouble();
            matching += v.value("matching").toDouble();
            for (const QJsonValue m : v.value("mismatches").toArray())
                mismatches.append(m);
        }
        verified = { { "views", views }, { "matching", matching } };
        if (!mismatches.isEmpty())
            verified.insert("mismatches", mismatches);
    }
    for (auto &w : workers) {
        w->tell("quit");
        w->process.waitForFinished(5000);
    }

    auto r1 = [](double x) { return std::round(x * 10) / 10; };
    QJsonObject summary {
        { "game", game },
        { "tables", tables },
        { "tablesOpened", opened },
        { "connections", tables * 4 },
        { "rate", rate },
        { "procs", static_cast<int>(workers.size()) },
        { "setupSeconds", r1(setupSeconds) },
        { "seconds", r1(played) },
        { "acts", acts },
        { "answered", answered },
        { "actionsPerSecond", r1(answered / played) },
        { "roundTripMs", percentiles(roundTrip) },
        { "othersSeeItMs", percentiles(fanOut) },
        { "generatorLagMs", percentiles(lag) },
        { "busyTicks", busy },
        { "idleTicks", idle },
        { "gamesOver", games },
        { "connectionsLost", lost },
        { "refusals", errors },
        { "generatorCpuPerProcess", generatorCpu },
    };
    if (pid > 0) {
        summary.insert("serverCpuSeconds", std::round(serverCpu * 100) / 100);
        summary.insert("serverCpuMsPerAction", std::round(serverCpu * 1000 / std::max(1.0, answered) * 1000) / 1000);
        summary.insert("serverCpuShare", std::round(serverCpu / played * 100) / 100);
        summary.insert("serverRssKb", QJsonObject { { "empty", static_cast<double>(rssEmpty) },
                                                    { "started", static_cast<double>(rssStarted) },
                                                    { "windowStart", static_cast<double>(rssMark) },
                                                    { "end", static_cast<double>(rssEnd) } });
        summary.insert("rssKbPerTable", std::round(static_cast<double>(rssEnd - rssEmpty) / tables * 10) / 10);
        summary.insert("bytesPerActionStaying",
                       std::round(static_cast<double>(rssEnd - rssMark) * 1024 / std::max(1.0, answered)));
    }
    if (!verified.isEmpty())
        summary.insert("recordsReplayed", verified);
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Indented).constData());
    const bool ok = opened == tables && lost == 0
        && (verified.isEmpty() || verified.value("views").toDouble() == verified.value("matching").toDouble());
    return ok ? 0 : 1;
}
