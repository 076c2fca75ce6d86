// One Felt per data folder. Two apps on the same folder would both write its autosave (the
// second one's game replacing the first's without a word), so the first one takes a lock in
// the folder (felt-app.lock; a lock left by a Felt that crashed is taken over) and listens on
// a local socket named after the folder. A second one finds the lock taken, hands its
// command-line request (a new game, a table to join, or just "come forward") to the first
// over that socket and exits; the first brings its window forward and acts on the request
// through the window, which asks before it replaces an unfinished game.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QVariantMap>

#include <memory>

class QLocalServer;

class Instance : public QObject {
    Q_OBJECT

public:
    explicit Instance(const QString &dataDir, QObject *parent = nullptr);
    ~Instance() override;

    // Takes the data folder's lock; false when another Felt holds it.
    bool claim();
    // A second Felt: hands `request` to the one holding the lock. False when it could not be
    // reached (it may be starting or stopping); `why` then says so.
    bool handOver(const QVariantMap &request, QString *why) const;
    // The first Felt: listens for requests from later ones.
    void listen();

    QString lockPath() const;
    // The local socket's name: one per data folder.
    static QString serverName(const QString &dataDir);

signals:
    // A later Felt asked for this ({} when it only asked to come forward).
    void requested(const QVariantMap &request);

private:
    QString m_dir;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
};
