#include "apptable.h"

#include "hub.h"
#include "localhost.h"

namespace net {

namespace {

std::unique_ptr<LocalHost> made(const HostConfig &config)
{
    auto host = std::make_unique<LocalHost>();
    host->setConfig(config);
    return host;
}

} // namespace

std::unique_ptr<Host> hostAppTable(NetServer &server, const HostedTable &setup, const HostConfig &config, QString *code,
                                   QString *error)
{
    std::unique_ptr<LocalHost> host = made(config);
    const QString opened = server.hostTable(host.get(), setup, error);
    if (code)
        *code = opened;
    if (opened.isEmpty())
        return nullptr;
    return host;
}

std::unique_ptr<Host> rehostAppTable(NetServer &server, const QString &code, const HostConfig &config, QString *error)
{
    std::unique_ptr<LocalHost> host = made(config);
    if (!server.hub()->rehostTable(code, host.get(), error))
        return nullptr;
    return host;
}

std::unique_ptr<Host> dealAppTableAgain(NetServer &server, const QString &code, const HostConfig &config,
                                        std::optional<quint64> seed, QString *error)
{
    std::unique_ptr<LocalHost> host = made(config);
    if (!server.hub()->againTable(code, host.get(), seed, error))
        return nullptr;
    return host;
}

} // namespace net
