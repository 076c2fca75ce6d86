// The table of one screen, built: the facets QML reads (each holding its own state, logic and
// signals), the list models, and their wiring to the host of the game (host.h: a LocalHost here
// or one across the network). On every change the host publishes, the session takes one
// snapshot per viewer (TableFrame) and hands each facet its part. A game comes to the table
// through TableOpener; the host, its record and what local hosts do are TableLink's; the
// wording is AdapterMaker's; everything game-specific is the game's (app/games/<game>/).
#pragma once

#include "countedcalls.h"
#include "adaptermaker.h"
#include "advicefacet.h"
#include "boardfacet.h"
#include "gamefacet.h"
#include "gamelog.h"
#include "lookbackfacet.h"
#include "playfacet.h"
#include "screenfacet.h"
#include "seatsmodel.h"
#include "tablecardsmodel.h"
#include "tablelink.h"
#include "tableopener.h"

#include "core/event.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <memory>

class GameSession : public CountedCalls {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session belongs to App")

    // The facets the tables read, each with one job (their headers say what each means).
    Q_PROPERTY(GameFacet *game MEMBER m_game CONSTANT)
    Q_PROPERTY(BoardFacet *board MEMBER m_board CONSTANT)
    Q_PROPERTY(ScreenFacet *screen MEMBER m_screen CONSTANT)
    Q_PROPERTY(PlayFacet *play MEMBER m_play CONSTANT)
    Q_PROPERTY(AdviceFacet *advice MEMBER m_advice CONSTANT)
    Q_PROPERTY(LookBackFacet *lookBack MEMBER m_lookBack CONSTANT)
    // The hard player's second opinion on a person's decisions (the look back's review).
    Q_PROPERTY(GameReview *gameReview READ gameReview CONSTANT)
    // The game's own facts for its table, typed (app/games/<game>/<game>facts.h).
    Q_PROPERTY(QObject *facts READ facts NOTIFY factsChanged)
    Q_PROPERTY(SeatsModel *seats MEMBER m_seats CONSTANT)
    Q_PROPERTY(LogModel *log MEMBER m_logModel CONSTANT)
    Q_PROPERTY(TableCardsModel *cards MEMBER m_cards CONSTANT)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    GameFacet *game() const { return m_game; }
    BoardFacet *board() const { return m_board; }
    ScreenFacet *screen() const { return m_screen; }
    PlayFacet *play() const { return m_play; }
    AdviceFacet *advice() const { return m_advice; }
    LookBackFacet *lookBack() const { return m_lookBack; }
    GameReview *gameReview() const { return m_lookBack->review(); }
    QObject *facts() const { return m_adapter ? m_adapter->facts() : nullptr; }
    SeatsModel *seats() const { return m_seats; }
    LogModel *log() const { return m_logModel; }
    TableCardsModel *cards() const { return m_cards; }
    TableOpener *opener() { return &m_opener; }
    TableLink *link() { return &m_link; }
    const TableLink *link() const { return &m_link; }
    AdapterMaker *wording() const { return m_words; }

    // The language changed: every sentence the table made is made again.
    void retranslate();

signals:
    void activeChanged();
    // The host is let go (another game, close): a network host may say goodbye (`leave`).
    void hostLeaving(Host *host);
    void factsChanged();
    // The game ended (after the last action's acted()).
    void finished();
    // The bots stopped at the action limit.
    void actionLimitReached();

private:
    void setHost(std::unique_ptr<Host> host, const QString &firstNote, TableLink::ActionGate gate);
    void showHostGame(const QString &firstNote);
    void hostChanged();
    // Rebuilds the facets from one snapshot per viewer; `events` (a look back's step) or the
    // actions from `fromAction` on move the cards and set off effects the viewer may see.
    void refresh(const felt::EventList &events = {}, int fromAction = -1);

    std::unique_ptr<Host> m_host;
    TableLink m_link;
    TableOpener m_opener;
    std::unique_ptr<TableAdapter> m_adapter;
    std::unique_ptr<TableAdapter> m_previousAdapter;   // the replaced table's facts (setHost)
    int m_seen = 0;                                    // the host's actions the table has shown

    AdapterMaker *m_words;
    SeatsModel *m_seats;
    LogModel *m_logModel;
    TableCardsModel *m_cards;
    GameLog m_log;
    ScreenFacet *m_screen;   // (first: the game's facet asks it whether the deal may show)
    GameFacet *m_game;
    BoardFacet *m_board;
    PlayFacet *m_play;
    AdviceFacet *m_advice;
    LookBackFacet *m_lookBack;
};
