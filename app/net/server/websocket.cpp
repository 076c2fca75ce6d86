// SocketLoop (socketloop.h): the WebSocket spoken on its connections — the HTTP upgrade, the
// frames read (masked, fragmented, control frames, limits, UTF-8), the frames written (at
// once when the socket takes them), the closing handshake.
#include "socketloop.h"

#include "hub.h"

#include <QCryptographicHash>
#include <QDateTime>

#include <cerrno>
#include <cstring>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

namespace net {

using namespace socketlimits;

namespace {


qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A complete, valid UTF-8 text (RFC 6455: a text message that is not closes the connection).
bool validUtf8(const char *p, qsizetype n)
{
    const auto *s = reinterpret_cast<const unsigned char *>(p);
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        unsigned int cp = 0;
        if ((c & 0xE0) == 0xC0) {
            more = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            more = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            more = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + more >= n)
            return false;   // cut short
        for (int k = 1; k <= more; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and beyond U+10FFFF.
        if ((more == 1 && cp < 0x80) || (more == 2 && cp < 0x800) || (more == 3 && cp < 0x10000) || cp > 0x10FFFF
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += more + 1;
    }
    return true;
}

// The value of header `name` (case-insensitive) in an HTTP request's header lines.
QByteArray header(const QList<QByteArray> &lines, const QByteArray &name)
{
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

bool hasToken(const QByteArray &value, const QByteArray &token)
{
    for (const QByteArray &part : value.split(','))
        if (part.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace

// ---------------------------------------------------------------------------------------
// One connection

WsConnection::WsConnection(int fd, QString address, qint64 now)
    : m_fd(fd)
    , m_address(std::move(address))
    , m_since(now)
{
}

WsConnection::~WsConnection()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void WsConnection::send(const QByteArray &text)
{
    if (m_state != State::Open || m_closeSent)
        return;
    sendFrame(0x1, text.constData(), text.size());
}

bool WsConnection::hasUnread() const
{
    int waiting = 0;
    return m_fd >= 0 && ::ioctl(m_fd, FIONREAD, &waiting) == 0 && waiting > 0;
}

void WsConnection::ping()
{
    if (m_state == State::Open && !m_closeSent)
        sendFrame(0x9, nullptr, 0);
}

void WsConnection::close(int code, const QString &reason)
{
    // After what was sent (it is queued before the close frame); then the client's close
    // frame is awaited, for a while.
    if (m_state == State::Dead || m_closeSent)
        return;
    if (m_state == State::Upgrading) {
        fail();
        return;
    }
    QByteArray payload;
    payload.append(static_cast<char>((code >> 8) & 0xff));
    payload.append(static_cast<char>(code & 0xff));
    payload.append(reason.toUtf8().left(120));
    sendFrame(0x8, payload.constData(), payload.size());
    m_closeSent = true;
    m_state = State::Closing;
    m_since = nowMs();
    m_loop->closing(*this);   // (the client's close frame has a time limit)
    if (m_out.isEmpty())
        closed();
}

void WsConnection::closed()
{
    // The close frame is out: the TCP connection ends from this side (after what was sent);
    // what the client still sends is read until it ends its side, for a while.
    ::shutdown(m_fd, SHUT_WR);
    if (m_closeReceived)
        fail();   // both said it: done
}

void WsConnection::sendFrame(int opcode, const char *data, qsizetype size)
{
    char head[10];
    qsizetype n = 0;
    head[n++] = static_cast<char>(0x80 | opcode);
    if (size < 126) {
        head[n++] = static_cast<char>(size);
    } else if (size < 65536) {
        head[n++] = 126;
        head[n++] = static_cast<char>((size >> 8) & 0xff);
        head[n++] = static_cast<char>(size & 0xff);
    } else {
        head[n++] = 127;
        for (int i = 7; i >= 0; --i)
            head[n++] = static_cast<char>((static_cast<quint64>(size) >> (8 * i)) & 0xff);
    }
    write(head, n, data, size);
}

void WsConnection::write(const char *head, qsizetype headSize, const char *data, qsizetype size)
{
    if (m_state == State::Dead)
        return;
    if (m_out.isEmpty()) {
        // At once, in one call, when the socket takes it.
        iovec parts[2] = { { const_cast<char *>(head), static_cast<std::size_t>(headSize) },
                           { const_cast<char *>(data), static_cast<std::size_t>(size) } };
        msghdr msg {};
        msg.msg_iov = parts;
        msg.msg_iovlen = size > 0 ? 2 : 1;
        const ssize_t w = ::sendmsg(m_fd, &msg, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            fail();
            return;
        }
        const qsizetype sent = std::max<qsizetype>(0, w);
        if (sent >= headSize + size)
            return;
        if (sent < headSize) {
            m_out.append(head + sent, headSize - sent);
            m_out.append(data, size);
        } else {
            m_out.append(data + (sent - headSize), size - (sent - headSize));
        }
        m_loop->watchWrite(*this, true);
        return;
    }
    if (m_out.size() > kMaxQueued) {
        fail();   // a client that does not read what it is sent
        return;
    }
    m_out.append(head, headSize);
    m_out.append(data, size);
}

void WsConnection::flush()
{
    while (!m_out.isEmpty()) {
        const ssize_t w = ::send(m_fd, m_out.constData(), static_cast<std::size_t>(m_out.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w > 0) {
            m_out.remove(0, w);
            continue;
        }
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        if (w < 0 && errno == EINTR)
            continue;
        fail();
        return;
    }
    m_out.squeeze();
    m_loop->watchWrite(*this, false);
    if (m_closeSent)
        closed();
}

void WsConnection::fail()
{
    if (m_state == State::Dead)
        return;
    m_state = State::Dead;
    m_loop->dead(*this);
}

// ---------------------------------------------------------------------------------------
// What a connection says

bool SocketLoop::upgrade(WsConnection &c)
{
    const qsizetype end = c.m_in.indexOf("\r\n\r\n");
    if (end < 0) {
        if (c.m_in.size() > kMaxRequest) {
            static const char tooLarge[] = "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
            c.write(tooLarge, sizeof tooLarge - 1, nullptr, 0);
            c.fail();
        }
        return false;
    }
    const QList<QByteArray> lines = c.m_in.left(end).split('\n');
    const QList<QByteArray> request = lines.value(0).trimmed().split(' ');
    const QByteArray key = header(lines, "Sec-WebSocket-Key");
    auto refuse = [&c](const char *response) {
        c.write(response, static_cast<qsizetype>(std::strlen(response)), nullptr, 0);
        c.fail();
        return false;
    };
    if (request.size() != 3 || request.at(0) != "GET" || !request.at(2).startsWith("HTTP/1.1")
        || !hasToken(header(lines, "Upgrade"), "websocket") || !hasToken(header(lines, "Connection"), "upgrade")
        || key.isEmpty())
        return refuse("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    if (header(lines, "Sec-WebSocket-Version") != "13")
        return refuse("HTTP/1.1 426 Upgrade Required\r\nSec-WebSocket-Version: 13\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    // Any path: `/` and `/t/CODE` alike (the table is named in the messages).
    QByteArray response = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ";
    response += QCryptographicHash::hash(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11", QCryptographicHash::Sha1).toBase64();
    response += "\r\n";
    if (hasToken(header(lines, "Sec-WebSocket-Protocol"), kSubprotocol)) {
        response += "Sec-WebSocket-Protocol: ";
        response += kSubprotocol;
        response += "\r\n";
    }
    response += "\r\n";
    c.m_in.remove(0, end + 4);
    c.m_state = WsConnection::State::Open;
    c.write(response.constData(), response.size(), nullptr, 0);
    if (c.m_state == WsConnection::State::Dead)
        return false;
    if (c.m_refused) {
        c.close(kClosePolicy, QStringLiteral("too many connections"));
        return false;
    }
    c.m_id = m_hub->attach(&c);
    return true;
}

void SocketLoop::protocolError(WsConnection &c, int code, const char *reason)
{
    // The hub's connection leaves its table as after a drop; the socket closes after the
    // close frame.
    c.close(code, QString::fromLatin1(reason));
    c.m_in.clear();
    c.m_read = 0;
}

void SocketLoop::frames(WsConnection &c)
{
    while (!c.m_moving && (c.m_state == WsConnection::State::Open || c.m_state == WsConnection::State::Closing)) {
        const qsizetype left = c.m_in.size() - c.m_read;
        if (left < 2)
            break;
        auto *b = reinterpret_cast<unsigned char *>(c.m_in.data() + c.m_read);
        const bool fin = b[0] & 0x80;
        const int opcode = b[0] & 0x0f;
        const bool masked = b[1] & 0x80;
        quint64 n = b[1] & 0x7f;
        qsizetype head = 2;
        if (n == 126) {
            if (left < 4)
                break;
            n = (quint64 { b[2] } << 8) | b[3];
            head = 4;
        } else if (n == 127) {
            if (left < 10)
                break;
            n = 0;
            for (int i = 0; i < 8; ++i)
                n = (n << 8) | b[2 + i];
            head = 10;
        }
        if ((b[0] & 0x70) != 0 || !masked) {
            protocolError(c, 1002, "a client's frames are masked and use no extension");
            return;
        }
        const bool control = opcode & 0x8;
        if (control && (!fin || n > 125)) {
            protocolError(c, 1002, "a control frame is short and whole");
            return;
        }
        if (!control && n + static_cast<quint64>(c.m_message.size()) > static_cast<quint64>(kMaxMessage)) {
            // Beyond what is read at all (the hub answers `too-large` to what is read).
            protocolError(c, 1009, "the message is too large");
            return;
        }
        if (static_cast<quint64>(left) < static_cast<quint64>(head) + 4 + n)
            break;
        unsigned char *mask = b + head;
        char *payload = reinterpret_cast<char *>(b + head + 4);
        for (quint64 i = 0; i < n; ++i)
            payload[i] = static_cast<char>(payload[i] ^ mask[i & 3]);
        c.m_read += head + 4 + static_cast<qsizetype>(n);
        const QByteArray data(payload, static_cast<qsizetype>(n));
        if (opcode == 0x8) {
            c.m_closeReceived = true;
            if (!c.m_closeSent) {
                int code = n >= 2 ? (static_cast<unsigned char>(data[0]) << 8) | static_cast<unsigned char>(data[1]) : 1000;
                if (code < 1000 || code == 1005 || code == 1006 || code >= 5000)
                    code = 1000;
                c.close(code, QString());
            } else if (c.m_out.isEmpty()) {
                c.fail();   // our close frame is out: done
            }
            break;
        }
        if (c.m_state == WsConnection::State::Closing)
            continue;   // after a close frame was sent, only the client's close matters
        if (opcode == 0x9) {
            c.sendFrame(0xA, data.constData(), data.size());
            m_hub->heard(c.m_id);
        } else if (opcode == 0xA) {
            m_hub->heard(c.m_id);
        } else if (opcode == 0x1 || opcode == 0x2) {
            if (c.m_messageType != 0) {
                protocolError(c, 1002, "a new message before the last one ended");
                return;
            }
            if (fin) {
                message(c, opcode, data);
            } else {
                c.m_messageType = opcode;
                c.m_message = data;
            }
        } else if (opcode == 0x0) {
            if (c.m_messageType == 0) {
                protocolError(c, 1002, "a continuation of nothing");
                return;
            }
            c.m_message += data;
            if (fin) {
                const int type = c.m_messageType;
                c.m_messageType = 0;
                message(c, type, std::exchange(c.m_message, QByteArray()));
            }
        } else {
            protocolError(c, 1002, "an unknown opcode");
            return;
        }
    }
    // What was read is dropped from the buffer (what follows it stays for the next turn).
    if (c.m_read > 0 && c.m_state != WsConnection::State::Dead) {
        c.m_in.remove(0, c.m_read);
        c.m_read = 0;
        if (c.m_in.capacity() > 4 * kReadChunk && c.m_in.size() < kReadChunk)
            c.m_in.squeeze();
    }
}

void SocketLoop::message(WsConnection &c, int opcode, QByteArray payload)
{
    if (opcode == 0x2) {
        m_hub->receiveBinary(c.m_id);
        return;
    }
    if (!validUtf8(payload.constData(), payload.size())) {
        protocolError(c, 1007, "a text message is UTF-8");
        return;
    }
    m_hub->receive(c.m_id, payload);
}

} // namespace net
