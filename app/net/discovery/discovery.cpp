#include "discovery.h"

#include "hub.h"

#include <QHash>
#include <QSocketNotifier>
#include <QThread>
#include <QTimer>

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/timeval.h>
#include <avahi-common/watch.h>

#include <memory>

// ---------------------------------------------------------------------------------------
// An AvahiPoll on the Qt event loop of the thread it is made in.

struct AvahiWatch {
    int fd = -1;
    AvahiWatchCallback callback = nullptr;
    void *userdata = nullptr;
    std::unique_ptr<QSocketNotifier> in;
    std::unique_ptr<QSocketNotifier> out;
    AvahiWatchEvent happened = static_cast<AvahiWatchEvent>(0);
    bool inCallback = false;
    bool freed = false;
};

struct AvahiTimeout {
    QTimer timer;
    AvahiTimeoutCallback callback = nullptr;
    void *userdata = nullptr;
};

namespace {

void fire(AvahiWatch *w, AvahiWatchEvent event)
{
    if (w->freed)
        return;
    w->happened = event;
    w->inCallback = true;
    w->callback(w, w->fd, event, w->userdata);
    w->inCallback = false;
    w->happened = static_cast<AvahiWatchEvent>(0);
    if (w->freed)
        delete w;
}

void watchUpdate(AvahiWatch *w, AvahiWatchEvent event)
{
    auto notifier = [w](QSocketNotifier::Type type, AvahiWatchEvent e) {
        auto n = std::make_unique<QSocketNotifier>(w->fd, type);
        QObject::connect(n.get(), &QSocketNotifier::activated, [w, e] { fire(w, e); });
        return n;
    };
    if (event & AVAHI_WATCH_IN) {
        if (!w->in)
            w->in = notifier(QSocketNotifier::Read, AVAHI_WATCH_IN);
    } else if (w->in) {
        w->in->setEnabled(false);
        w->in.release()->deleteLater();
    }
    if (event & AVAHI_WATCH_OUT) {
        if (!w->out)
            w->out = notifier(QSocketNotifier::Write, AVAHI_WATCH_OUT);
    } else if (w->out) {
        w->out->setEnabled(false);
        w->out.release()->deleteLater();
    }
}

AvahiWatch *watchNew(const AvahiPoll *, int fd, AvahiWatchEvent event, AvahiWatchCallback callback, void *userdata)
{
    auto *w = new AvahiWatch;
    w->fd = fd;
    w->callback = callback;
    w->userdata = userdata;
    watchUpdate(w, event);
    return w;
}

AvahiWatchEvent watchGetEvents(AvahiWatch *w)
{
    return w->inCallback ? w->happened : static_cast<AvahiWatchEvent>(0);
}

void watchFree(AvahiWatch *w)
{
    if (w->in) {
        w->in->setEnabled(false);
        w->in.release()->deleteLater();
    }
    if (w->out) {
        w->out->setEnabled(false);
        w->out.release()->deleteLater();
    }
    if (w->inCallback)
        w->freed = true;   // deleted when its callback returns
    else
        delete w;
}

void timeoutUpdate(AvahiTimeout *t, const struct timeval *tv)
{
    if (!tv) {
        t->timer.stop();
        return;
    }
    const AvahiUsec age = avahi_age(tv);   // negative: in the future
    t->timer.start(age >= 0 ? 0 : static_cast<int>(std::min<AvahiUsec>(-age / 1000 + 1, 24 * 3600 * 1000)));
}

AvahiTimeout *timeoutNew(const AvahiPoll *, const struct timeval *tv, AvahiTimeoutCallback callback, void *userdata)
{
    auto *t = new AvahiTimeout;
    t->callback = callback;
    t->userdata = userdata;
    t->timer.setSingleShot(true);
    QObject::connect(&t->timer, &QTimer::timeout, [t] { t->callback(t, t->userdata); });
    timeoutUpdate(t, tv);
    return t;
}

void timeoutFree(AvahiTimeout *t)
{
    t->timer.stop();
    t->timer.disconnect();
    // Possibly called from its own callback: deleted from the event loop.
    QTimer::singleShot(0, [t] { delete t; });
}

const AvahiPoll *qtPoll()
{
    static const AvahiPoll poll = { nullptr, watchNew, watchUpdate, watchGetEvents, watchFree, timeoutNew, timeoutUpdate, timeoutFree };
    return &poll;
}

constexpr char kServiceType[] = "_felt._tcp";

QString txtValue(AvahiStringList *txt, const char *key)
{
    AvahiStringList *item = avahi_string_list_find(txt, key);
    if (!item)
        return {};
    char *k = nullptr;
    char *v = nullptr;
    QString value;
    if (avahi_string_list_get_pair(item, &k, &v, nullptr) == 0 && v)
        value = QString::fromUtf8(v).left(64);
    avahi_free(k);
    avahi_free(v);
    return value;
}

} // namespace

namespace net {

// Lives on the discovery thread; every Avahi call is made there.
class DiscoveryWorker : public QObject {
    Q_OBJECT

public:
    ~DiscoveryWorker() override
    {
        for (AvahiEntryGroup *g : std::as_const(m_groups))
            avahi_entry_group_free(g);
        for (AvahiServiceResolver *r : std::as_const(m_resolvers))
            avahi_service_resolver_free(r);
        if (m_browser)
            avahi_service_browser_free(m_browser);
        if (m_client)
            avahi_client_free(m_client);
    }

public slots:
    void begin()
    {
        int error = 0;
        m_client = avahi_client_new(qtPoll(), AVAHI_CLIENT_NO_FAIL, &DiscoveryWorker::clientCallback, this, &error);
        if (!m_client)
            emit availability(false, QStringLiteral("Avahi is not available: %1").arg(QString::fromUtf8(avahi_strerror(error))));
    }
    void publish(const net::ListedTable &table)
    {
        m_listed.insert(table.code, table);
        if (running())
            addGroup(table);
    }
    void withdraw(const QString &code)
    {
        m_listed.remove(code);
        if (AvahiEntryGroup *g = m_groups.take(code))
            avahi_entry_group_free(g);
    }
    void browse()
    {
        m_browsing = true;
        if (running() && !m_browser)
            startBrowsing();
    }

signals:
    void availability(bool available, const QString &problem);
    void found(const net::ListedTable &table);
    void lost(const QString &service);

private:
    bool running() const { return m_client && avahi_client_get_state(m_client) == AVAHI_CLIENT_S_RUNNING; }

    static void clientCallback(AvahiClient *client, AvahiClientState state, void *userdata)
    {
        auto *self = static_cast<DiscoveryWorker *>(userdata);
        if (!self->m_client)
            self->m_client = client;   // called from within avahi_client_new()
        switch (state) {
        case AVAHI_CLIENT_S_RUNNING:
            emit self->availability(true, {});
            for (const ListedTable &t : std::as_const(self->m_listed))
                if (!self->m_groups.contains(t.code))
                    self->addGroup(t);
            if (self->m_browsing && !self->m_browser)
                self->startBrowsing();
            break;
        case AVAHI_CLIENT_CONNECTING:
            emit self->availability(false, QStringLiteral("no avahi-daemon is running on this computer"));
            break;
        case AVAHI_CLIENT_FAILURE: {
            emit self->availability(false, QStringLiteral("the avahi-daemon went away: %1")
                                               .arg(QString::fromUtf8(avahi_strerror(avahi_client_errno(client)))));
            // Everything made through the client goes with it; a new one waits for a daemon
            // to come back (and lists the tables again then).
            self->m_groups.clear();
            self->m_resolvers.clear();
            self->m_browser = nullptr;
            avahi_client_free(client);
            self->m_client = nullptr;
            int error = 0;
            self->m_client = avahi_client_new(qtPoll(), AVAHI_CLIENT_NO_FAIL, &DiscoveryWorker::clientCallback, self, &error);
            break;
        }
        case AVAHI_CLIENT_S_COLLISION:
        case AVAHI_CLIENT_S_REGISTERING:
            for (AvahiEntryGroup *g : std::as_const(self->m_groups))
                avahi_entry_group_reset(g);
            break;
        }
    }

    void addGroup(const ListedTable &t)
    {
        AvahiEntryGroup *g = m_groups.value(t.code);
        if (!g) {
            g = avahi_entry_group_new(m_client, [](AvahiEntryGroup *, AvahiEntryGroupState, void *) {}, this);
            if (!g)
                return;
            m_groups.insert(t.code, g);
        } else {
            avahi_entry_group_reset(g);
        }
        // "Anna's table (K7QW2P)": at most 63 bytes.
        QString name = QStringLiteral("%1 (%2)").arg(t.opener.isEmpty() ? QStringLiteral("Felt") : t.opener.left(30), t.code);
        AvahiStringList *txt = nullptr;
        txt = avahi_string_list_add_pair(txt, "code", t.code.toUtf8().constData());
        txt = avahi_string_list_add_pair(txt, "game", t.game.toUtf8().constData());
        txt = avahi_string_list_add_pair(txt, "players", QByteArray::number(t.players).constData());
        txt = avahi_string_list_add_pair(txt, "free", QByteArray::number(t.freeSeats).constData());
        txt = avahi_string_list_add_pair(txt, "opener", t.opener.toUtf8().constData());
        txt = avahi_string_list_add_pair(txt, "protocol", kProtocol);
        if (t.secure)
            txt = avahi_string_list_add_pair(txt, "tls", "1");
        QByteArray utf8 = name.toUtf8().left(63);
        for (int attempt = 0; attempt < 8; ++attempt) {
            const int r = avahi_entry_group_add_service_strlst(g, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, static_cast<AvahiPublishFlags>(0),
                                                               utf8.constData(), kServiceType, nullptr, nullptr, t.port, txt);
            if (r != AVAHI_ERR_COLLISION)
                break;
            char *alt = avahi_alternative_service_name(utf8.constData());
            utf8 = QByteArray(alt).left(63);
            avahi_free(alt);
        }
        avahi_string_list_free(txt);
        avahi_entry_group_commit(g);
    }

    void startBrowsing()
    {
        m_browser = avahi_service_browser_new(m_client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, kServiceType, nullptr,
                                              static_cast<AvahiLookupFlags>(0), &DiscoveryWorker::browseCallback, this);
    }

    static void browseCallback(AvahiServiceBrowser *, AvahiIfIndex interface, AvahiProtocol protocol, AvahiBrowserEvent event,
                               const char *name, const char *type, const char *domain, AvahiLookupResultFlags, void *userdata)
    {
        auto *self = static_cast<DiscoveryWorker *>(userdata);
        const QString service = QString::fromUtf8(name);
        if (event == AVAHI_BROWSER_NEW) {
            if (self->m_resolvers.size() >= 256 || self->m_resolvers.contains(service))
                return;
            AvahiServiceResolver *r = avahi_service_resolver_new(self->m_client, interface, protocol, name, type, domain,
                                                                 AVAHI_PROTO_UNSPEC, static_cast<AvahiLookupFlags>(0),
                                                                 &DiscoveryWorker::resolveCallback, self);
            if (r)
                self->m_resolvers.insert(service, r);
        } else if (event == AVAHI_BROWSER_REMOVE) {
            if (AvahiServiceResolver *r = self->m_resolvers.take(service))
                avahi_service_resolver_free(r);
            emit self->lost(service);
        }
    }

    static void resolveCallback(AvahiServiceResolver *, AvahiIfIndex, AvahiProtocol, AvahiResolverEvent event, const char *name,
                                const char *, const char *, const char *, const AvahiAddress *address, uint16_t port,
                                AvahiStringList *txt, AvahiLookupResultFlags, void *userdata)
    {
        auto *self = static_cast<DiscoveryWorker *>(userdata);
        if (event != AVAHI_RESOLVER_FOUND || !address)
            return;
        char text[AVAHI_ADDRESS_STR_MAX] = {};
        avahi_address_snprint(text, sizeof text, address);
        ListedTable t;
        t.service = QString::fromUtf8(name);
        t.host = QString::fromLatin1(text);
        t.port = port;
        t.code = txtValue(txt, "code");
        t.game = txtValue(txt, "game");
        t.players = txtValue(txt, "players").toInt();
        t.freeSeats = txtValue(txt, "free").toInt();
        t.opener = txtValue(txt, "opener");
        t.secure = txtValue(txt, "tls") == QLatin1String("1");
        if (isTableCode(t.code))
            emit self->found(t);
    }

    AvahiClient *m_client = nullptr;
    AvahiServiceBrowser *m_browser = nullptr;
    bool m_browsing = false;
    QHash<QString, ListedTable> m_listed;
    QHash<QString, AvahiEntryGroup *> m_groups;
    QHash<QString, AvahiServiceResolver *> m_resolvers;
};

Discovery::Discovery(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new DiscoveryWorker)
{
    qRegisterMetaType<net::ListedTable>();
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &DiscoveryWorker::availability, this, [this](bool available, const QString &problem) {
        const bool news = !m_settled || available != m_available;
        m_settled = true;
        m_available = available;
        m_problem = problem;
        if (!available && !m_tables.isEmpty()) {
            m_tables.clear();
            emit tablesChanged();
        }
        if (news)
            emit availabilityChanged();
    });
    connect(m_worker, &DiscoveryWorker::found, this, [this](const ListedTable &t) {
        for (ListedTable &known : m_tables)
            if (known.service == t.service) {
                if (known == t)
                    return;
                known = t;
                emit tablesChanged();
                return;
            }
        m_tables.append(t);
        emit tablesChanged();
    });
    connect(m_worker, &DiscoveryWorker::lost, this, [this](const QString &service) {
        if (m_tables.removeIf([&](const ListedTable &t) { return t.service == service; }) > 0)
            emit tablesChanged();
    });
    m_thread->setObjectName(QStringLiteral("felt-discovery"));
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, &DiscoveryWorker::begin, Qt::QueuedConnection);
}

Discovery::~Discovery()
{
    m_thread->quit();
    m_thread->wait();
}

void Discovery::publish(const ListedTable &table)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, table] { w->publish(table); }, Qt::QueuedConnection);
}

void Discovery::withdraw(const QString &code)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, code] { w->withdraw(code); }, Qt::QueuedConnection);
}

void Discovery::browse()
{
    QMetaObject::invokeMethod(m_worker, &DiscoveryWorker::browse, Qt::QueuedConnection);
}

bool Discovery::supported()
{
    return true;
}

} // namespace net

#include "discovery.moc"
