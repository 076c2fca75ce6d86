// felt --screenshot: a game with computer players (the bottom seat included, on autopilot),
// K moves, then a PNG of the window. Works under QT_QPA_PLATFORM=offscreen.
#pragma once

#include "options.h"

#include <QObject>
#include <QTimer>

class AppController;
class QQmlApplicationEngine;
class QQuickWindow;

class Screenshot : public QObject {
    Q_OBJECT

public:
    Screenshot(const AppOptions &options, AppController &app, QQmlApplicationEngine &engine);

    // Starts the game and loads the table; false (with a message on stderr) when it cannot.
    bool start();

private:
    void settleThenSave();
    void save();
    void failNow(const QString &why);

    AppOptions m_options;
    AppController &m_app;
    QQmlApplicationEngine &m_engine;
    QQuickWindow *m_window = nullptr;
    QTimer m_timeout;
    bool m_saving = false;
};
