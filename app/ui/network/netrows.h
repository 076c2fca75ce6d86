// The rows App.network (netplay.h) shows QML, as value types with named members: a seat at
// the network table, a table one may join, a chat line, and a certificate that needs the
// person's word.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// One seat of the network table, as the waiting page and the away band show it.
struct NetSeatRow {
    Q_GADGET
    QML_VALUE_TYPE(netSeat)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(bool person MEMBER person)            // a person's seat (not a computer player's)
    Q_PROPERTY(bool here MEMBER here)                // a person at this screen holds it
    Q_PROPERTY(bool taken MEMBER taken)
    Q_PROPERTY(bool connected MEMBER connected)
    Q_PROPERTY(int awaySeconds MEMBER awaySeconds)   // -1 while connected
    Q_PROPERTY(bool replaceable MEMBER replaceable)  // away past the grace time
    Q_PROPERTY(bool left MEMBER left)                // away because its person left the table
public:
    int seat = 0;
    QString name;
    QString kind;
    bool person = false;
    bool here = false;
    bool taken = false;
    bool connected = false;
    int awaySeconds = -1;
    bool replaceable = false;
    bool left = false;
    bool operator==(const NetSeatRow &) const = default;
};

// A table one may join from the join page: found on the local network, or listed on a
// felt-server one has used.
struct FoundTable {
    Q_GADGET
    QML_VALUE_TYPE(foundTable)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(QString game MEMBER game)
    Q_PROPERTY(QString gameName MEMBER gameName)
    Q_PROPERTY(QString opener MEMBER opener)
    Q_PROPERTY(int free MEMBER free)                 // persons' seats nobody has taken
    Q_PROPERTY(QString link MEMBER link)             // the invite link
    Q_PROPERTY(QString server MEMBER server)         // the server's address; "" on this network
    Q_PROPERTY(QStringList people MEMBER people)     // who sits there (a server's table)
    Q_PROPERTY(bool started MEMBER started)
public:
    QString code;
    QString game;
    QString gameName;
    QString opener;
    int free = 0;
    QString link;
    QString server;
    QStringList people;
    bool started = false;
    bool operator==(const FoundTable &) const = default;
};

struct ChatLine {
    Q_GADGET
    QML_VALUE_TYPE(chatLine)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString text MEMBER text)
public:
    QString name;
    QString text;
    bool operator==(const ChatLine &) const = default;
};

// A wss:// table's certificate that needs the person's word (docs/network.md, "TLS").
struct CertificateQuestion {
    Q_GADGET
    QML_VALUE_TYPE(certificateQuestion)
    // "" (none), "unknown" (the connection waits to be accepted or refused) or "changed"
    // (refused; a warning to acknowledge).
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString host MEMBER host)
    Q_PROPERTY(int port MEMBER port)
    Q_PROPERTY(QString fingerprint MEMBER fingerprint)
    Q_PROPERTY(QString accepted MEMBER accepted)     // "changed": the one accepted before
public:
    QString kind;
    QString host;
    int port = 0;
    QString fingerprint;
    QString accepted;
    bool operator==(const CertificateQuestion &) const = default;
};

// Why the join page's fields do not name a table yet: a sentence for each field ("" for a
// field that is fine or empty); `missing`: the address is only not given yet.
struct InviteProblem {
    Q_GADGET
    QML_VALUE_TYPE(inviteProblem)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(QString address MEMBER address)
    Q_PROPERTY(bool missing MEMBER missing)
public:
    QString code;
    QString address;
    bool missing = false;
    bool operator==(const InviteProblem &) const = default;
};
