// Discovery in a build without Avahi's client library (libavahi-client-dev was not there, or
// -DFELT_AVAHI=OFF): nothing is ever listed or found, exactly as where no avahi-daemon runs;
// the first answer comes at once, and supported() is false so the app can say why.
#include "discovery.h"

#include <QThread>

namespace net {

class DiscoveryWorker : public QObject { };

Discovery::Discovery(QObject *parent)
    : QObject(parent)
    , m_thread(nullptr)
    , m_worker(nullptr)
{
    qRegisterMetaType<net::ListedTable>();
    QMetaObject::invokeMethod(this, [this] {
        m_settled = true;
        m_problem = QStringLiteral("this build has no DNS-SD (built without Avahi)");
        emit availabilityChanged();
    }, Qt::QueuedConnection);
}

Discovery::~Discovery() = default;

bool Discovery::supported()
{
    return false;
}

void Discovery::publish(const ListedTable &) { }
void Discovery::withdraw(const QString &) { }
void Discovery::browse() { }

} // namespace net
