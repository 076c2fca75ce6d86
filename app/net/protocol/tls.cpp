#include "tls.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTimer>

namespace net {

namespace {

constexpr qint64 kMaxPemBytes = 1 << 20;

std::optional<QByteArray> readSmallFile(const QString &path, const QString &what, QString *error)
{
    QFile file(path);
    const QFileInfo info(path);
    if (!info.exists() || !info.isFile()) {
        *error = info.exists() ? QStringLiteral("the %1 file %2 is not a file").arg(what, path)
                               : QStringLiteral("the %1 file %2 does not exist").arg(what, path);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the %1 file %2: %3").arg(what, path, file.errorString());
        return std::nullopt;
    }
    return file.read(kMaxPemBytes);
}

// A TLS handshake of `config` with itself over the loopback: what the TLS library says of
// the certificate and its key when it uses them. True when it went through, or when there
// is no loopback to try it on; false with the library's words in `why`.
bool handshakeWithItself(const QSslConfiguration &config, QString *why)
{
    QSslServer server;
    server.setSslConfiguration(config);
    if (!server.listen(QHostAddress::LocalHost, 0) && !server.listen(QHostAddress::LocalHostIPv6, 0))
        return true;
    QEventLoop loop;
    bool serverDone = false;
    bool clientDone = false;
    QString problem;
    auto settle = [&] {
        if (!problem.isEmpty() || (serverDone && clientDone))
            loop.quit();
    };
    QObject::connect(&server, &QSslServer::pendingConnectionAvailable, &loop, [&] {
        serverDone = true;
        settle();
    });
    QObject::connect(&server, &QSslServer::errorOccurred, &loop, [&](QSslSocket *socket, QAbstractSocket::SocketError) {
        if (problem.isEmpty())
            problem = socket->errorString();
        settle();
    });
    QObject::connect(&server, &QSslServer::handshakeInterruptedOnError, &loop, [&](QSslSocket *, const QSslError &e) {
        if (problem.isEmpty())
            problem = e.errorString();
        settle();
    });
    QSslSocket client;
    client.setPeerVerifyMode(QSslSocket::VerifyNone);
    QObject::connect(&client, &QSslSocket::encrypted, &loop, [&] {
        clientDone = true;
        settle();
    });
    QObject::connect(&client, &QSslSocket::errorOccurred, &loop, [&](QAbstractSocket::SocketError) {
        // The server's reason is the one that tells; the client's comes when none does.
        QTimer::singleShot(200, &loop, [&] {
            if (problem.isEmpty())
                problem = client.errorString();
            settle();
        });
    });
    QTimer::singleShot(5000, &loop, [&] {
        if (problem.isEmpty())
            problem = QStringLiteral("no TLS handshake within 5 s");
        loop.quit();
    });
    client.connectToHostEncrypted(server.serverAddress().toString(), server.serverPort());
    loop.exec();
    client.abort();
    server.close();
    if (serverDone && clientDone)
        return true;
    *why = problem;
    return false;
}

QString hostKey(const QString &host, quint16 port)
{
    const QString h = host.trimmed().toLower();
    return (h.contains(u':') ? u'[' + h + u']' : h) + u':' + QString::number(port);
}

QString &defaultTrustFile()
{
    static QString file;
    return file;
}

} // namespace

std::optional<QSslConfiguration> loadServerTls(const QString &certFile, const QString &keyFile, QString *error)
{
    QString why;
    auto failWith = [error](const QString &message) -> std::optional<QSslConfiguration> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!QSslSocket::supportsSsl())
        return failWith(QStringLiteral("TLS is not available on this system (Qt's OpenSSL backend is missing)"));
    const auto certPem = readSmallFile(certFile, QStringLiteral("certificate"), &why);
    if (!certPem)
        return failWith(why);
    const QList<QSslCertificate> chain = QSslCertificate::fromData(*certPem, QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull())
        return failWith(QStringLiteral("%1 holds no PEM certificate (-----BEGIN CERTIFICATE-----)").arg(certFile));
    const auto keyPem = readSmallFile(keyFile, QStringLiteral("key"), &why);
    if (!keyPem)
        return failWith(why);
    QSslKey key;
    for (const QSsl::KeyAlgorithm algorithm : { QSsl::Rsa, QSsl::Ec, QSsl::Dsa }) {
        key = QSslKey(*keyPem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            break;
    }
    if (key.isNull()) {
        if (keyPem->contains("ENCRYPTED"))
            return failWith(QStringLiteral("%1 holds an encrypted private key: felt-server takes it unencrypted "
                                           "(openssl pkey -in %1 -out PLAIN.pem)").arg(keyFile));
        return failWith(QStringLiteral("%1 holds no PEM private key (RSA, EC or DSA; -----BEGIN PRIVATE KEY-----)").arg(keyFile));
    }
    const QSslCertificate &leaf = chain.first();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (leaf.expiryDate().isValid() && leaf.expiryDate() < now)
        return failWith(QStringLiteral("the certificate in %1 expired on %2").arg(certFile, leaf.expiryDate().toString(Qt::ISODate)));
    if (leaf.effectiveDate().isValid() && leaf.effectiveDate() > now)
        return failWith(QStringLiteral("the certificate in %1 is valid only from %2").arg(certFile, leaf.effectiveDate().toString(Qt::ISODate)));

    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificateChain(chain);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone);   // clients show no certificate
    config.setProtocol(QSsl::TlsV1_2OrLater);
    if (!handshakeWithItself(config, &why))
        return failWith(QStringLiteral("the key in %1 and the certificate in %2 do not work together: %3").arg(keyFile, certFile, why));
    return config;
}

QString certificateFingerprint(const QSslCertificate &certificate)
{
    if (certificate.isNull())
        return {};
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

void KnownCertificates::setDefaultFile(const QString &file)
{
    defaultTrustFile() = file;
}

QString KnownCertificates::defaultFile()
{
    return defaultTrustFile();
}

KnownCertificates::KnownCertificates(const QString &file)
    : m_file(file)
{
}

QString KnownCertificates::fingerprint(const QString &host, quint16 port) const
{
    if (m_file.isEmpty())
        return {};
    QFile file(m_file);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject known = QJsonDocument::fromJson(file.read(kMaxPemBytes)).object();
    return known.value(hostKey(host, port)).toString();
}

bool KnownCertificates::accept(const QString &host, quint16 port, const QString &fingerprint, QString *error)
{
    return write(host, port, fingerprint, error);
}

bool KnownCertificates::forget(const QString &host, quint16 port, QString *error)
{
    return write(host, port, QString(), error);
}

// Sets (or, with an empty fingerprint, removes) the entry of host:port.
bool KnownCertificates::write(const QString &host, quint16 port, const QString &fingerprint, QString *error)
{
    if (m_file.isEmpty()) {
        if (error)
            *error = QStringLiteral("there is nowhere to remember certificates");
        return false;
    }
    QJsonObject known;
    QFile old(m_file);
    if (old.open(QIODevice::ReadOnly))
        known = QJsonDocument::fromJson(old.read(kMaxPemBytes)).object();
    old.close();
    if (fingerprint.isEmpty())
        known.remove(hostKey(host, port));
    else
        known.insert(hostKey(host, port), fingerprint);
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSaveFile file(m_file);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(known).toJson()) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace net
