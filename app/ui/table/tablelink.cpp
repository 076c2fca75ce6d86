#include "tablelink.h"

#include "texts.h"

#include "core/registry.h"

#include <QCoreApplication>

const felt::GameSpec *TableLink::spec() const
{
    const QByteArray id = gameId().toUtf8();
    return felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
}

bool TableLink::seatedHere(int seat) const
{
    if (!m_host)
        return false;
    const QList<HostSeat> seats = m_host->seats();
    // At a network table, a person at another computer is a person, but not at this screen.
    return seat >= 0 && seat < seats.size() && seats.at(seat).isHuman() && m_host->playsHere(seat);
}

QString TableLink::seatName(int seat) const
{
    if (m_host) {
        const QList<HostSeat> seats = m_host->seats();
        if (seat >= 0 && seat < seats.size())
            return seats.at(seat).name;
    }
    return QCoreApplication::translate("GameSession", "Seat %1").arg(seat);
}

QString TableLink::reasonSentence(felt::Reason reason) const
{
    // The engine's texts are lower-case clauses without a full stop; the UI shows sentences.
    return felt::sentence(felt::reasonText(gameId(), reason));
}

QList<SeatSpec> TableLink::seatSpecs() const
{
    QList<SeatSpec> list;
    if (m_host)
        for (const HostSeat &s : m_host->seats())
            list.append({ s.name, s.kind });
    return list;
}
