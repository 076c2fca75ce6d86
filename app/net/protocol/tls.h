// TLS for felt-net/1 (docs/network.md, "TLS"): a host given a certificate and its key speaks
// `wss://` only; a client checks the host's certificate against the system's authorities and,
// for one they cannot vouch for (self-signed), goes by what the person accepted: the
// certificate's SHA-256 fingerprint, remembered per host and port (KnownCertificates). A
// different certificate later for the same host and port is refused, never taken silently.
#pragma once

#include <QSslConfiguration>
#include <QString>

#include <optional>

class QSslCertificate;

namespace net {

// The host's side: the certificate (PEM; more certificates after it are its chain) and its
// private key (PEM, not encrypted) as a server configuration. Checked before it is used: the
// files can be read, hold what they should, and the key belongs to the certificate (a TLS
// handshake with itself over 127.0.0.1). nullopt with one plain line in `error` otherwise.
std::optional<QSslConfiguration> loadServerTls(const QString &certFile, const QString &keyFile, QString *error);

// A certificate's SHA-256 fingerprint as people compare it: upper-case hex pairs with colons
// ("3F:A2:…", 95 characters).
QString certificateFingerprint(const QSslCertificate &certificate);

// The fingerprints a person accepted, per host and port: a small JSON file
// ({"HOST:PORT": "FINGERPRINT"}). The app keeps it in its data folder; a link reads it each
// time a host's certificate cannot be checked otherwise.
class KnownCertificates {
public:
    // The file the links use unless told another (LinkOptions::trustFile); "" : none, and
    // no certificate the authorities cannot vouch for is ever used.
    static void setDefaultFile(const QString &file);
    static QString defaultFile();

    explicit KnownCertificates(const QString &file = defaultFile());

    QString file() const { return m_file; }
    // The fingerprint accepted for host:port, "" when none.
    QString fingerprint(const QString &host, quint16 port) const;
    // Remembers `fingerprint` for host:port (replacing any other: only ever after the person
    // accepted it). False with `error` when the file cannot be written.
    bool accept(const QString &host, quint16 port, const QString &fingerprint, QString *error = nullptr);
    // Forgets the fingerprint of host:port (the person's word after a changed certificate's
    // warning): the next connection shows the host's certificate to accept or refuse.
    bool forget(const QString &host, quint16 port, QString *error = nullptr);

private:
    bool write(const QString &host, quint16 port, const QString &fingerprint, QString *error);
    QString m_file;
};

} // namespace net
