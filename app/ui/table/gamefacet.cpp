#include "gamefacet.h"

#include "gameuis.h"
#include "json.h"
#include "replays.h"
#include "screenfacet.h"
#include "tablelink.h"

#include "core/registry.h"

#include <QRandomGenerator>

#include <algorithm>

GameFacet::GameFacet(const TableLink *link, const ScreenFacet *screen, QObject *parent)
    : CountedCalls(parent), m_link(link), m_screen(screen)
{
    connect(this, &GameFacet::learningChanged, this, &GameFacet::changed);
    // The deal's number became known or secret.
    connect(m_screen, &ScreenFacet::dealSecretChanged, this, &GameFacet::changed);
}

bool GameFacet::active() const { return m_link->host() != nullptr; }
QString GameFacet::gameId() const { return m_link->gameId(); }
int GameFacet::players() const { return m_link->players(); }

QString GameFacet::tableQml() const
{
    const GameUi *ui = gameUi(gameId());
    return m_link->host() && ui ? ui->tableQml() : QString();
}

bool GameFacet::dealSecret() const { return m_screen->dealSecret(); }

QString GameFacet::deal() const
{
    const std::optional<quint64> seed = m_screen->knownSeed();
    return seed ? QString::number(*seed) : QString();
}

QList<TableOption> GameFacet::options() const
{
    QList<TableOption> list;
    if (!m_link->host())
        return list;
    const QByteArray id = gameId().toUtf8();
    const felt::GameSpec *spec = felt::findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
    if (!spec || !spec->options)
        return list;
    const felt::Value set = m_link->host()->options();
    for (const felt::OptionSpec &o : spec->options()) {
        const felt::Value *value = set.isObject() ? set.find(o.key) : nullptr;
        list.append({ QString::fromUtf8(o.key.data(), static_cast<qsizetype>(o.key.size())),
                      OptionValue::of(value ? *value : o.defaultValue), value != nullptr });
    }
    return list;
}

int GameFacet::humans() const
{
    int n = 0;
    for (int s = 0; s < players(); ++s)
        n += m_link->seatedHere(s) ? 1 : 0;
    return n;
}

int GameFacet::firstHuman() const
{
    for (int s = 0; s < players(); ++s)
        if (m_link->seatedHere(s))
            return s;
    return -1;
}

QString GameFacet::reviewRatingNote() const
{
    const GameUi *ui = gameUi(gameId());
    return ui ? ui->reviewRatingNote() : QString();
}

void GameFacet::playAgain()
{
    emit dealAsked(QRandomGenerator::global()->bounded(1u, 1000000000u));
}

void GameFacet::replayDeal()
{
    // Not while the deal's number is secret: the same deal again would have to wait for the
    // end anyway (the menu offers it only then).
    if (const std::optional<quint64> seed = m_screen->knownSeed())
        emit dealAsked(*seed);
}

QString GameFacet::seatName(int seat) const { return m_link->seatName(seat); }
QString GameFacet::cardName(const QString &text) { return TableAdapter::cardName(text); }
QString GameFacet::cardWords(const QString &text) { return TableAdapter::cardWords(text); }

void GameFacet::showNewGame()
{
    if (m_learning) {
        m_learning = false;
        QMetaObject::invokeMethod(this, &GameFacet::learningChanged, Qt::QueuedConnection);
    }
}

void GameFacet::setLearning(bool on)
{
    if (m_learning != on) {
        m_learning = on;
        emit learningChanged();
    }
    emit learningSet(on);
}

FinishedGame GameFacet::finishedGame() const
{
    Host *host = m_link->host();
    if (!host)
        return {};
    // What the host knows of it: a table across the network reads the whole record that came
    // at its end as a host here would.
    FinishedGame g = host->finishedGame();
    // A person at another computer (of a table this app hosts or joined): "network", never "me".
    for (int s = 0; s < g.seats.size(); ++s)
        if (g.seats.at(s).kind == QLatin1String("human") && !host->playsHere(s))
            g.seats[s].kind = QStringLiteral("network");
    g.learning = m_learning;
    return g;
}
