#include "tablelook.h"

#include "carddecks.h"
#include "storedvalue.h"

namespace {

const QStringList kSpeeds { QStringLiteral("reduced"), QStringLiteral("calm"), QStringLiteral("normal"), QStringLiteral("brisk") };
const QStringList kColours { QStringLiteral("green"), QStringLiteral("blue"), QStringLiteral("red"), QStringLiteral("grey") };

} // namespace

TableLook::TableLook(const QSettings *stored, Store store, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
{
    if (!stored)
        return;
    m_animationSpeed = storedvalue::oneOf(*stored, QStringLiteral("animationSpeed"), kSpeeds, QStringLiteral("normal"));
    m_deck = stored->value(QStringLiteral("deck"), QStringLiteral("felt")).toString();
    m_fourColour = storedvalue::flag(*stored, QStringLiteral("fourColour"), false);
    m_tableColour = storedvalue::oneOf(*stored, QStringLiteral("tableColour"), kColours, QStringLiteral("green"));
}

void TableLook::setAnimationSpeed(const QString &speed)
{
    if (!kSpeeds.contains(speed) || m_animationSpeed == speed)
        return;
    m_animationSpeed = speed;
    m_store(QStringLiteral("animationSpeed"), speed);
    emit animationSpeedChanged();
}

double TableLook::motion() const
{
    if (m_animationSpeed == QLatin1String("reduced"))
        return 0.0;
    if (m_animationSpeed == QLatin1String("calm"))
        return 1.6;
    if (m_animationSpeed == QLatin1String("brisk"))
        return 0.55;
    return 1.0;
}

void TableLook::setDeck(const QString &id)
{
    if (m_deck == id || !carddecks::find(id))
        return;
    m_deck = id;
    m_store(QStringLiteral("deck"), id);
    emit deckChanged();
}

bool TableLook::useDeckForThisRun(const QString &id)
{
    if (!carddecks::find(id))
        return false;
    if (m_deck != id) {
        m_deck = id;
        emit deckChanged();
    }
    return true;
}

QList<DeckChoice> TableLook::decks()
{
    QList<DeckChoice> list;
    for (const CardDeck &d : carddecks::all())
        list.append({ d.id, d.name, d.fourColour });
    return list;
}

bool TableLook::deckDraws(const QString &deckId, const QString &face)
{
    return carddecks::draws(deckId, face);
}

QString TableLook::deckImage() const
{
    return carddecks::effective(m_deck, m_fourColour).id;
}

void TableLook::setFourColour(bool on)
{
    if (m_fourColour == on)
        return;
    m_fourColour = on;
    m_store(QStringLiteral("fourColour"), on);
    emit deckChanged();
}

void TableLook::setTableColour(const QString &colour)
{
    if (!kColours.contains(colour) || m_tableColour == colour)
        return;
    m_tableColour = colour;
    m_store(QStringLiteral("tableColour"), colour);
    emit tableColourChanged();
}

