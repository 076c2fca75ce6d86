// felt-server as a process for the tests (tst_restart, tst_tls): started on 127.0.0.1 with
// a data folder of the test's, its log lines (standard error) kept, killed or signalled.
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <csignal>

namespace testing {

class ServerProcess {
public:
    explicit ServerProcess(const QString &dataDir) : m_dataDir(dataDir) { }
    ~ServerProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    // Starts felt-server; returns its port (0 when it did not start).
    quint16 start(quint16 port = 0, const QStringList &extra = {})
    {
        m_log.clear();
        m_process.setProgram(QStringLiteral(FELT_SERVER));
        m_process.setArguments(QStringList { "--port", QString::number(port), "--bind", "127.0.0.1", "--data", m_dataDir,
                                             "--bot-delay", "0", "--max-frames", "1000", "--no-publish" }
                               + extra);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(5000))
            return 0;
        const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1 port (\\d+)"));
        quint16 found = 0;
        (void)QTest::qWaitFor(
            [&] {
                readLog();
                for (const QString &line : std::as_const(m_log))
                    if (const auto m = listening.match(line); m.hasMatch())
                        found = static_cast<quint16>(m.captured(1).toUInt());
                return found != 0 || m_process.state() == QProcess::NotRunning;
            },
            10000);
        return found;
    }
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
        readLog();
    }
    void signal(int sig) { ::kill(static_cast<pid_t>(m_process.processId()), sig); }
    bool waitForExit(int *status)
    {
        const bool ok = m_process.waitForFinished(10000);
        readLog();
        *status = m_process.exitCode();
        return ok && m_process.exitStatus() == QProcess::NormalExit;
    }
    QStringList log()
    {
        readLog();
        return m_log;
    }

private:
    void readLog()
    {
        m_pending += m_process.readAllStandardError();
        qsizetype end;
        while ((end = m_pending.indexOf('\n')) >= 0) {
            m_log.append(QString::fromUtf8(m_pending.left(end)));
            m_pending.remove(0, end + 1);
        }
    }

    QString m_dataDir;
    QProcess m_process;
    QByteArray m_pending;
    QStringList m_log;
};

} // namespace testing
