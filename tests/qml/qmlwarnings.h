// Every warning QML prints fails the test that caused it. A Table (tablehelper.h) watches the
// console from its construction to the end of its destruction (the QML engine's teardown
// included) and fails the running test when any message of a QML file came in meanwhile: a
// QtWarningMsg, QtCriticalMsg or QtFatalMsg whose source (the message's context, or its text
// as QML prints it: "qrc:/…/X.qml:12: TypeError: …") is a QML file. Every test of tests/qml
// gets this through its Table; messages still reach the test log as before.
#pragma once

#include <QMessageLogContext>
#include <QString>
#include <QStringList>
#include <QTest>

namespace tabletest {

class QmlWarnings {
public:
    // Whether a message came from a QML file (its context, or the url QML puts in front).
    static bool fromQml(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        if (type != QtWarningMsg && type != QtCriticalMsg && type != QtFatalMsg)
            return false;
        const QString file = QString::fromUtf8(context.file ? context.file : "");
        if (file.startsWith(QLatin1String("qrc:/")) || file.endsWith(QLatin1String(".qml")) || file.contains(QLatin1String(".qml:")))
            return true;
        return message.contains(QLatin1String("qrc:/")) || message.contains(QLatin1String(".qml:"));
    }

    // Starts watching (nested watchers share one handler); the mark to pass to since().
    static qsizetype watch()
    {
        if (state().watchers++ == 0)
            state().previous = qInstallMessageHandler(&handle);
        return state().seen.size();
    }
    static void unwatch()
    {
        if (--state().watchers == 0) {
            qInstallMessageHandler(state().previous);
            state().previous = nullptr;
        }
    }
    // The QML warnings since `mark`.
    static QStringList since(qsizetype mark) { return state().seen.mid(mark); }

    // Fails the running test when QML warned since `mark` (unless it failed already: the
    // first failure is the one to read).
    static void failOnWarningsSince(qsizetype mark)
    {
        const QStringList warnings = since(mark);
        if (warnings.isEmpty() || !QTest::currentTestFunction() || QTest::currentTestFailed())
            return;
        QString text = QStringLiteral("%1 QML warning(s), the first: ").arg(warnings.size());
        text += warnings.mid(0, 3).join(QLatin1String(" | "));
        QTest::qFail(qPrintable(text), __FILE__, __LINE__);
    }

private:
    struct State {
        QtMessageHandler previous = nullptr;
        QStringList seen;
        int watchers = 0;
    };
    static State &state()
    {
        static State s;
        return s;
    }
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        if (fromQml(type, context, message))
            state().seen.append(message);
        if (state().previous)
            state().previous(type, context, message);
    }
};

} // namespace tabletest
