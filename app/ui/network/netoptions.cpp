#include "netoptions.h"

#include "protocol.h"

namespace netoptions {

int graceSeconds()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("FELT_GRACE_SECONDS", &ok);
    return ok && seconds >= net::kMinGraceSeconds && seconds <= net::kMaxGraceSeconds ? seconds : net::kDefaultGraceSeconds;
}

net::LinkOptions linkOptions()
{
    net::LinkOptions options;
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("FELT_NET_TIMEOUT_SECONDS", &ok);
    if (ok && seconds >= 1 && seconds <= options.silenceMs / 1000)
        options.silenceMs = seconds * 1000;
    return options;
}

} // namespace netoptions
