// The DNS-SD side of playing over the network (app/net/discovery.h), made when first needed —
// a table hosted here is published, the join page browses — since it runs a thread of its own;
// the parts of App.network that use it share it.
#pragma once

#include "discovery.h"

class DiscoveryOnDemand {
public:
    explicit DiscoveryOnDemand(QObject *owner) : m_owner(owner) { }
    // Made now if it was not yet.
    net::Discovery *get()
    {
        if (!m_discovery)
            m_discovery = new net::Discovery(m_owner);
        return m_discovery;
    }
    // Null until it was first needed.
    net::Discovery *made() const { return m_discovery; }

private:
    QObject *m_owner;
    net::Discovery *m_discovery = nullptr;
};
