#include "hubconnections.h"

#include <atomic>
#include <cstring>

namespace net {

Connections::Connections(const HubConfig &config, std::function<void(HubConnection &)> leave,
                         std::function<void(const QString &)> log)
    : m_config(config)
    , m_leave(std::move(leave))
    , m_log(std::move(log))
{
}

HubConnection &Connections::attach(Peer *peer, qint64 now)
{
    // Ids are unique in the process: a connection keeps its id when it moves to another hub.
    static std::atomic<quint64> next { 1 };
    auto c = std::make_unique<HubConnection>();
    c->id = next++;
    c->peer = peer;
    c->address = peer->address();
    c->connectedMs = c->lastHeardMs = c->lastPingMs = now;
    c->chatTokens = m_config.chatBurst;
    c->chatAtMs = c->connectedMs;
    HubConnection &ref = *c;
    m_connections.emplace(ref.id, std::move(c));
    return ref;
}

HubConnection &Connections::adopt(std::unique_ptr<HubConnection> c)
{
    HubConnection &ref = *c;
    m_connections.emplace(ref.id, std::move(c));
    return ref;
}

std::unique_ptr<HubConnection> Connections::release(quint64 id)
{
    auto it = m_connections.find(id);
    if (it == m_connections.end())
        return nullptr;
    std::unique_ptr<HubConnection> c = std::move(it->second);
    m_connections.erase(it);
    return c;
}

void Connections::erase(quint64 id)
{
    m_connections.erase(id);
}

HubConnection *Connections::find(quint64 id) const
{
    auto it = m_connections.find(id);
    return it == m_connections.end() ? nullptr : it->second.get();
}

void Connections::sendError(HubConnection &c, ErrorCode code, const QString &message, const QString &reason) const
{
    if (!c.closing)
        c.peer->send(errorMessage(code, message, reason));
}

void Connections::close(HubConnection &c, ErrorCode code, const QString &message, int closeCode)
{
    if (c.closing)
        return;
    sendError(c, code, message);
    c.closing = true;
    m_log(QStringLiteral("closed %1 (%2): %3").arg(c.address, errorCodeId(code), message));
    m_leave(c);
    c.peer->close(closeCode, message.left(100));
}

bool Connections::admit(HubConnection &c, const QByteArray &frame, qint64 now)
{
    c.lastHeardMs = now;
    // More than maxFramesPerSecond frames within one second: refused, and the connection closed.
    c.frames.push_back(now);
    if (static_cast<int>(c.frames.size()) > m_config.maxFramesPerSecond) {
        if (now - c.frames.front() < 1000) {
            close(c, ErrorCode::Rate, QStringLiteral("more than %1 messages in a second").arg(m_config.maxFramesPerSecond),
                  kClosePolicy);
            return false;
        }
        c.frames.pop_front();
    }
    if (frame.size() > kMaxFrameBytes) {
        close(c, ErrorCode::TooLarge, QStringLiteral("a message may have at most %1 bytes").arg(kMaxFrameBytes), kCloseTooBig);
        return false;
    }
    return true;
}

void Connections::greet(HubConnection &c, const ClientMessage &m)
{
    if (c.greeted) {
        sendError(c, ErrorCode::Protocol, QStringLiteral("hello was said already"));
        return;
    }
    // "felt-net/1", or a later minor version of it ("felt-net/1.2").
    bool sameMajor = false;
    if (m.protocol.startsWith(QLatin1String(kProtocolPrefix))) {
        const QString version = m.protocol.mid(static_cast<qsizetype>(std::strlen(kProtocolPrefix)));
        const QString major = version.section(u'.', 0, 0);
        bool ok = false;
        sameMajor = major.toInt(&ok) == kProtocolMajor && ok && major == QString::number(kProtocolMajor);
    }
    if (!sameMajor) {
        close(c, ErrorCode::Version, QStringLiteral("this host speaks %1").arg(QLatin1String(kProtocol)), kClosePolicy);
        return;
    }
    c.greeted = true;
    c.name = m.name;
    c.client = m.client;
    c.peer->send(welcomeMessage(m_config.serverName));
}

bool Connections::takeChat(HubConnection &c, qint64 now)
{
    c.chatTokens = std::min<double>(m_config.chatBurst,
                                    c.chatTokens + static_cast<double>(now - c.chatAtMs) / std::max(1, m_config.chatEveryMs));
    c.chatAtMs = now;
    if (c.chatTokens < 1) {
        sendError(c, ErrorCode::Rate, QStringLiteral("one chat line every %1 seconds").arg(m_config.chatEveryMs / 1000.0));
        return false;
    }
    c.chatTokens -= 1;
    return true;
}

bool Connections::takeHint(HubConnection &c, qint64 now)
{
    while (!c.hints.empty() && now - c.hints.front() > 60000)
        c.hints.pop_front();
    if (c.hintPending || static_cast<int>(c.hints.size()) >= m_config.hintsPerMinute) {
        sendError(c, ErrorCode::Rate, QStringLiteral("at most %1 hints a minute, one at a time").arg(m_config.hintsPerMinute));
        return false;
    }
    c.hints.push_back(now);
    c.hintPending = true;
    return true;
}

bool Connections::mayCreate(HubConnection &c, qint64 now)
{
    while (!c.creates.empty() && now - c.creates.front() > 60000)
        c.creates.pop_front();
    if (static_cast<int>(c.creates.size()) >= m_config.createsPerMinute) {
        sendError(c, ErrorCode::Rate, QStringLiteral("at most %1 tables a minute").arg(m_config.createsPerMinute));
        return false;
    }
    return true;
}

void Connections::drop(HubConnection &c)
{
    c.closing = true;
    m_log(QStringLiteral("dropped %1: %2").arg(c.address, c.greeted ? QStringLiteral("silent") : QStringLiteral("no hello")));
    m_leave(c);
    c.peer->close(1001, QStringLiteral("silent for too long"));
}

} // namespace net
