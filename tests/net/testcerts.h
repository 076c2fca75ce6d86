// Self-signed certificates for the TLS tests (tst_tls, tst_certificate), made by the
// `openssl` program in the test's temporary folder: for 127.0.0.1, good for two days, keys of
// no value anywhere else.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace testing {

struct TestCert {
    QString cert;
    QString key;
    QString fingerprint;   // as `openssl x509 -fingerprint -sha256` prints it
};

inline QString runOpenssl(const QStringList &args, QString *output = nullptr)
{
    QProcess p;
    p.setProgram(QStringLiteral("openssl"));
    p.setArguments(args);
    p.start();
    if (!p.waitForStarted(5000))
        return QStringLiteral("the openssl program cannot be started (install openssl)");
    if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("openssl %1 failed: %2").arg(args.join(u' '), QString::fromUtf8(p.readAllStandardError()));
    if (output)
        *output = QString::fromUtf8(p.readAllStandardOutput());
    return {};
}

// A self-signed certificate for 127.0.0.1 (an EC key: made at once), good for two days.
inline QString makeCert(const QString &dir, const QString &name, TestCert *out)
{
    out->cert = dir + u'/' + name + QStringLiteral(".pem");
    out->key = dir + u'/' + name + QStringLiteral(".key");
    QString problem = runOpenssl({ "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                                  "-keyout", out->key, "-out", out->cert, "-days", "2", "-subj", "/CN=127.0.0.1",
                                  "-addext", "subjectAltName=IP:127.0.0.1" });
    if (!problem.isEmpty())
        return problem;
    QString printed;
    problem = runOpenssl({ "x509", "-in", out->cert, "-noout", "-fingerprint", "-sha256" }, &printed);
    if (!problem.isEmpty())
        return problem;
    out->fingerprint = printed.section(u'=', 1).trimmed();
    return out->fingerprint.size() == 95 ? QString() : QStringLiteral("cannot read openssl's fingerprint: %1").arg(printed);
}

} // namespace testing
