// NetTable at a table elsewhere (joined, rejoined, or opened on a server): the news of its
// JoinedTable made into the table's life. The rest of NetTable is in nettable.cpp.
#include "nettable.h"

#include "gamesession.h"
#include "json.h"
#include "netchat.h"
#include "netfailure.h"
#include "netseats.h"

void NetTable::sitDown(std::unique_ptr<net::JoinedTable> remote, const net::Invite &invite, How how,
                       const QStringList &alsoHere, const QHash<int, QString> &givenNames)
{
    reset();
    setError({});
    m_remote = remote.get();
    m_joining = std::move(remote);
    m_how = how;
    m_alsoHere = alsoHere;
    m_givenNames = givenNames;
    m_code = invite.code;   // (a table this screen opens: none until it is opened)
    m_invite = invite.code.isEmpty() ? QString() : invite.link();
    connectRemote(m_remote);
    m_tick.start();
    setState(State::Connecting);
}

void NetTable::connectRemote(net::JoinedTable *r)
{
    connect(r, &net::JoinedTable::personSeated, this, [this](int seat, const QString &token, const QString &name) {
        const net::Invite at = m_remote->invite();   // (a table opened here has its code now)
        if (m_code != at.code) {
            m_code = at.code;
            m_invite = at.link();
            emit stateChanged();
        }
        emit seated(at, seat, token, name);
        if (m_remote->atServer())
            emit onServer({ at.host, at.port, at.secure });
        if (m_state == State::Connecting) {
            // The others at this screen sit down at the table this screen opened.
            for (const QString &who : std::exchange(m_alsoHere, {}))
                m_remote->join(at, who);
            setState(State::Waiting);
        }
    });
    connect(r, &net::JoinedTable::tableClosed, this, [this](const QString &sentence) {
        if (m_remote)   // (let go meanwhile: nothing to tell)
            end(State::Closed, sentence);   // nobody waits on a table that is gone
    }, Qt::QueuedConnection);   // (the table elsewhere goes: not while it speaks)
    connect(r, &net::JoinedTable::failed, this, &NetTable::remoteFailed);
    connect(r, &net::JoinedTable::tableEnded, this, [this](const QString &how) {
        if (how != QLatin1String("ended") || !m_remote)
            return;
        const int opener = m_remote->openerSeat();
        const QString name = m_remote->seats().value(opener).name;
        end(State::Closed, m_remote->isOpener() || name.isEmpty() ? tr("The game was ended for everyone.")
                                                                 : tr("%1 ended the game for everyone.").arg(name));
    }, Qt::QueuedConnection);
    connect(r, &net::JoinedTable::connectionChanged, this, [this] {
        // Nobody here sat down, and nobody is still trying (a table the host would not open,
        // nothing at that address): no table, and the error says why.
        if (m_remote && m_state == State::Connecting && m_remote->localSeats().isEmpty()
            && m_remote->connection() == net::JoinedTable::Connection::Offline) {
            notSeated();
            return;
        }
        const bool again = m_remote && m_remote->connection() == net::JoinedTable::Connection::Reconnecting;
        if (again != m_reconnecting) {
            m_reconnecting = again;
            m_unreachable = false;
            if (again)
                m_reconnectingFor.start();
            emit connectionChanged();
        }
    });
    connect(r, &net::JoinedTable::chatReceived, this, [this](int, const QString &who, const QString &text) { m_chat->add(who, text); });
    connect(r, &net::JoinedTable::certificateRefused, this, &NetTable::certificateAsked);
    connect(r, &Host::changed, this, [this] {
        if (!m_remote)
            return;
        updateRemoteSeats();
        if (m_remote->dealtAtMs() >= 0)
            emit dealtAt(m_remote->dealtAtMs());
        if (m_joining && m_remote->started()) {
            QString why;
            m_playing = m_remote;
            if (m_session->openNetworkTable(std::move(m_joining), &why)) {
                setState(State::Playing);
                emit ready();
            } else {
                setError(why);
            }
        }
    });
    connect(r, &Host::finished, this, [this] {
        setState(State::Over);
        emit seatsVoid();   // nothing to come back to
    });
    connect(r, &Host::dealtAgain, this, [this] {
        // The opener dealt again: the same seats, and their tokens, for the new game.
        if (!m_remote)
            return;
        for (int seat : m_remote->localSeats())
            emit seated(m_remote->invite(), seat, m_remote->token(seat), m_remote->seats().value(seat).name);
        setState(State::Playing);
    });
}

void NetTable::notSeated()
{
    // (Not while the table elsewhere speaks: it goes with the reset.)
    QMetaObject::invokeMethod(this, [this, remote = m_remote] {
        if (!remote || remote != m_remote)
            return;
        const QString why = m_error;
        reset();
        setError(why);
    }, Qt::QueuedConnection);
}

void NetTable::remoteFailed(const QString &code, const QString &message)
{
    if (code == QLatin1String("closed") || !m_remote)
        return;   // tableClosed says it
    const bool seatedHere = m_state == State::Waiting || m_state == State::Playing || m_state == State::Over;
    // Another window took the seat with its token: this one lets go, and says so.
    if (code == QLatin1String("token") && seatedHere) {
        QMetaObject::invokeMethod(this, [this, table = m_code] {
            end(State::TakenOver, tr("Your seat at table %1 was taken from another window: this one let go.").arg(table));
        }, Qt::QueuedConnection);
        return;
    }
    // A join that never sat down: its link is offered again (the join page's fields).
    if (m_state == State::Connecting && m_how == How::Join && m_remote->localSeats().isEmpty())
        emit joinFailed(net::Invite { m_remote->invite().host, m_remote->invite().port, m_code, m_remote->invite().secure }.link());
    setError(netfailure::sentence(m_remote, code, message, m_how == How::Open, m_how == How::Resume, m_code));
    if (m_remote->connection() != net::JoinedTable::Connection::Lost)
        return;
    if (m_state == State::Connecting || m_state == State::Waiting) {
        emit seatsVoid();
        notSeated();
    } else if (seatedHere) {
        // The table is gone under the game (its host forgot it): nobody waits on it.
        const QString why = m_error;
        QMetaObject::invokeMethod(this, [this, why] { end(State::Closed, why); }, Qt::QueuedConnection);
    }
}
