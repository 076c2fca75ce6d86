#include "instance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>

Instance::Instance(const QString &dataDir, QObject *parent)
    : QObject(parent)
    , m_dir(dataDir)
{
}

Instance::~Instance() = default;

QString Instance::lockPath() const
{
    return QDir(m_dir).filePath(QStringLiteral("felt-app.lock"));
}

QString Instance::serverName(const QString &dataDir)
{
    // The folder as the file system knows it (two spellings of one folder are one Felt).
    const QString canonical = QFileInfo(dataDir).canonicalFilePath();
    const QByteArray key = (canonical.isEmpty() ? QDir(dataDir).absolutePath() : canonical).toUtf8();
    return QStringLiteral("felt-") + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
}

bool Instance::claim()
{
    QDir().mkpath(m_dir);
    auto lock = std::make_unique<QLockFile>(lockPath());
    lock->setStaleLockTime(0);   // stale only when its process is gone, never by age
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool Instance::handOver(const QVariantMap &request, QString *why) const
{
    QLocalSocket socket;
    socket.connectToServer(serverName(m_dir));
    if (!socket.waitForConnected(3000)) {
        *why = socket.errorString();
        return false;
    }
    socket.write(QJsonDocument(QJsonObject::fromVariantMap(request)).toJson(QJsonDocument::Compact) + '\n');
    // The first Felt answers once it has the request (it may still be opening its window).
    if (!socket.waitForBytesWritten(3000) || !socket.waitForReadyRead(15000)) {
        *why = socket.errorString();
        return false;
    }
    return socket.readAll().startsWith("ok");
}

void Instance::listen()
{
    if (m_server)
        return;
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    const QString name = serverName(m_dir);
    // A socket left by a Felt that crashed: this one holds the lock now, so it is nobody's.
    QLocalServer::removeServer(name);
    if (!m_server->listen(name)) {
        qWarning("felt: later starts cannot reach this one (%s)", qUtf8Printable(m_server->errorString()));
        return;
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (!socket->canReadLine())
                    return;
                const QVariantMap request = QJsonDocument::fromJson(socket->readLine()).object().toVariantMap();
                socket->write("ok\n");
                socket->flush();
                emit requested(request);
            });
        }
    });
}
