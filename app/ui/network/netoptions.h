// The settings of the app's network tables and connections, from the environment where tests
// shorten them.
#pragma once

#include "netlink.h"

namespace netoptions {

// The grace time of the tables this app opens (docs/network.md): 90 s, or the environment
// variable FELT_GRACE_SECONDS (10 to 3600, as the contract allows; tests shorten it).
int graceSeconds();
// The connections' options: a host that takes a connection and says nothing is given up after
// 15 s (a first connection; a table's connection reconnects), or the environment variable
// FELT_NET_TIMEOUT_SECONDS (1 to 15; tests shorten it).
net::LinkOptions linkOptions();

} // namespace netoptions
