// felt-net/1 as code (app/net/protocol/protocol.h), without sockets: codes, tokens, invite links,
// names and chat lines; the client reader's answers; and the host's types through their JSON
// and back — snapshots, moves, events and reasons of every game — as RemoteHost rebuilds them.
#include "checks.h"

#include "localhost.h"
#include "protocol.h"

#include "json.h"
#include "seatview.h"

#include "core/registry.h"

#include <QSet>
#include <QTest>

using namespace testing;

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    void errorCodes()
    {
        const QStringList contract { "protocol", "version", "malformed", "unknown-table", "seat-taken", "not-your-turn",
                                     "illegal", "stale", "rate", "too-large", "full", "token" };
        for (const QString &id : contract) {
            const auto code = net::errorCodeFromId(id);
            QVERIFY2(code.has_value(), qPrintable(id));
            QCOMPARE(net::errorCodeId(*code), id);
        }
        QVERIFY(!net::errorCodeFromId("nope").has_value());
    }

    void codesAndTokens()
    {
        QSet<QString> codes;
        QSet<QString> tokens;
        for (int i = 0; i < 2000; ++i) {
            const QString code = net::newTableCode();
            QVERIFY(net::isTableCode(code));
            for (const QChar c : code)
                QVERIFY(!QStringLiteral("01ILOU").contains(c));   // no look-alikes
            codes.insert(code);
            const QString token = net::newToken();
            QVERIFY(net::isToken(token));
            tokens.insert(token);
            QCOMPARE(net::tokenHash(token).size(), 64);
            QVERIFY(net::tokenHash(token) != token);
        }
        QVERIFY(codes.size() > 1990);
        QCOMPARE(tokens.size(), 2000);
        QVERIFY(!net::isTableCode("ABCDE"));
        QVERIFY(!net::isTableCode("ABCDE1"));
        QVERIFY(!net::isTableCode("abcdef"));
        QVERIFY(!net::isToken(QString(32, u'g')));
        QVERIFY(!net::isToken(QString(31, u'a')));
    }

    void invites_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("code");
        QTest::newRow("link") << "felt://192.168.1.20:7447/K7QW2P" << "192.168.1.20" << 7447 << "K7QW2P";
        QTest::newRow("link, other port") << "felt://anna-laptop.local:9000/K7QW2P" << "anna-laptop.local" << 9000 << "K7QW2P";
        QTest::newRow("link, no port") << "felt://example.org/K7QW2P" << "example.org" << 7447 << "K7QW2P";
        QTest::newRow("link, lower case, slash") << "  FELT://Example.org:7447/k7qw2p/ " << "example.org" << 7447 << "K7QW2P";
        QTest::newRow("link, IPv6") << "felt://[::1]:7447/K7QW2P" << "::1" << 7447 << "K7QW2P";
        QTest::newRow("code@host") << "K7QW2P@192.168.1.20" << "192.168.1.20" << 7447 << "K7QW2P";
        QTest::newRow("code@host:port") << "k7qw2p@anna.local:8000" << "anna.local" << 8000 << "K7QW2P";
        QTest::newRow("code@[v6]:port") << "K7QW2P@[fe80::1]:7447" << "fe80::1" << 7447 << "K7QW2P";
        QTest::newRow("code@v6") << "K7QW2P@fe80::1" << "fe80::1" << 7447 << "K7QW2P";
        for (const char *bad : { "", "felt://", "felt://host:7447/", "felt://host:7447/K7QW2", "felt://host:99999/K7QW2P",
                                 "felt://host:0/K7QW2P", "K7QW2P", "K7QW2P@", "@host", "K7QW2P@host:x", "K7QW2P@host:70000",
                                 "K7QW2P@ho st", "http://host/K7QW2P", "K7QW2I@host", "K7QW2P@[::1" })
            QTest::newRow(qPrintable(QStringLiteral("bad: %1").arg(QLatin1String(bad)))) << bad << "" << 0 << "";
    }
    void invites()
    {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, code);
        const auto invite = net::parseInvite(text);
        if (host.isEmpty()) {
            QVERIFY(!invite.has_value());
            return;
        }
        QVERIFY(invite.has_value());
        QCOMPARE(invite->host.toLower(), host);
        QCOMPARE(int(invite->port), port);
        QCOMPARE(invite->code, code);
        // The link reads back as the same invite.
        QCOMPARE(net::parseInvite(invite->link()), invite);
    }

    void namesAndChat()
    {
        QCOMPARE(net::cleanName("  Anna   Berg "), QStringLiteral("Anna Berg"));
        QCOMPARE(net::cleanName(QString(24, u'x')), QString(24, u'x'));
        QVERIFY(net::cleanName(QString(25, u'x')).isEmpty());
        // Characters, not UTF-16 units: 24 emoji are a name.
        QString emoji;
        for (int i = 0; i < 24; ++i)
            emoji += QString::fromUcs4(U"\U0001F0A1");
        QCOMPARE(net::cleanName(emoji), emoji);
        QVERIFY(net::cleanName(QStringLiteral("Anna\u202Eevil")).isEmpty());   // a bidi override
        QVERIFY(net::cleanName(QStringLiteral("An\u0000na")).isEmpty());
        QVERIFY(net::cleanName(QString(QChar(0xD800))).isEmpty());            // a lone surrogate
        QVERIFY(net::cleanName("   ").isEmpty());
        QCOMPARE(net::cleanChat("two\nlines\tand a tab"), QStringLiteral("two lines and a tab"));
        QCOMPARE(net::cleanChat("<b>not bold</b> & \"quoted\""), QStringLiteral("<b>not bold</b> & \"quoted\""));
        QVERIFY(net::cleanChat(QString(201, u'a')).isEmpty());
        QCOMPARE(net::cleanChat(QString(200, u'a')).size(), 200);
        QVERIFY(net::cleanChat(QStringLiteral("\u001b[31mred")).isEmpty());
    }

    void clientReader()
    {
        auto read = [](const QByteArray &text) { return net::readClientMessage(text); };
        auto hello = read(R"({"type":"hello","protocol":"felt-net/1","client":"Felt 0.1","name":" Anna ","future":[1,2]})");
        QVERIFY(hello.has_value());
        QCOMPARE(hello->type, net::ClientMessage::Type::Hello);
        QCOMPARE(hello->name, QStringLiteral("Anna"));
        QCOMPARE(hello->client, QStringLiteral("Felt 0.1"));
        auto create = read(R"({"type":"create","game":"wrong-suit","players":4,"options":{},"seats":["person","easy","normal","hard"],"seed":9007199254740992,"grace":30})");
        QVERIFY(create.has_value());
        QCOMPARE(create->seatKinds, QStringList({ "person", "easy", "normal", "hard" }));
        QCOMPARE(create->seed, std::optional<quint64>(9007199254740992ULL));
        QCOMPARE(create->graceSeconds, 30);
        QVERIFY(!read(R"({"type":"create","game":"wrong-suit","players":4,"seats":["person","easy","normal","hard"],"seed":9007199254740994})"));
        QVERIFY(!read(R"({"type":"create","game":"wrong-suit","players":4,"seats":["person","easy","normal","hard"],"grace":5})"));
        // felt-cli's oracle (the hard search given the true state) is no seat over the network.
        QVERIFY(!read(R"({"type":"create","game":"wrong-suit","players":4,"seats":["person","easy","normal","oracle"]})"));
        QVERIFY(!read(R"({"type":"replace","seat":1,"level":"oracle"})"));
        QVERIFY(read(R"({"type":"replace","seat":1,"level":"hard"})").has_value());
        auto join = read(R"({"type":"join","table":" k7qw2p ","seat":2})");
        QVERIFY(join.has_value());
        QCOMPARE(join->table, QStringLiteral("K7QW2P"));
        QCOMPARE(join->seat, 2);
        auto act = read(R"({"type":"act","seq":12,"action":"  play   7H  7S "})");
        QVERIFY(act.has_value());
        QCOMPARE(act->seq, quint64(12));
        QCOMPARE(act->action, QStringLiteral("play 7H 7S"));
        auto resume = read(R"({"type":"resume","table":"K7QW2P","token":"xyz"})");
        QVERIFY(!resume.has_value());
        QCOMPARE(resume.error().code, net::ErrorCode::Token);
        auto big = read(QByteArray(net::kMaxFrameBytes + 1, ' '));
        QCOMPARE(big.error().code, net::ErrorCode::TooLarge);
        for (const char *type : { "start", "leave", "hint", "end" })
            QVERIFY(read(QStringLiteral("{\"type\":\"%1\"}").arg(QLatin1String(type)).toUtf8()).has_value());
        // What the writers write, the reader reads.
        QVERIFY(read(net::helloMessage("c", "Bo")).has_value());
        QVERIFY(read(net::createMessage("shithead", 3, felt::Value::object(), { "person", "easy", "person" }, 5, 60)).has_value());
        QVERIFY(read(net::joinMessage("K7QW2P", 1)).has_value());
        QVERIFY(read(net::watchMessage("K7QW2P")).has_value());
        QVERIFY(read(net::resumeMessage("K7QW2P", net::newToken())).has_value());
        QVERIFY(read(net::actMessage(3, "ready")).has_value());
        QVERIFY(read(net::chatMessage("hi")).has_value());
        QVERIFY(read(net::replaceMessage(1, "hard")).has_value());
    }

    // Every game's table message, built for a seat and read back, is the seat's snapshot;
    // every event of a random game goes through its JSON and back unchanged.
    void snapshotsMovesEventsRoundTrip_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::newRow("shithead") << "shithead" << 4;
        QTest::newRow("chain-chain") << "chain-chain" << 4;
        QTest::newRow("mountain") << "mountain" << 2;
        QTest::newRow("wrong-suit") << "wrong-suit" << 4;
        QTest::newRow("shaftmount") << "shaftmount" << 3;
    }
    void snapshotsMovesEventsRoundTrip()
    {
        QFETCH(QString, game);
        QFETCH(int, players);
        const felt::GameSpec *spec = felt::findGame(game.toStdString());
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            felt::Record r;
            r.game = game;
            r.players = players;
            r.seed = seed;
            auto built = felt::buildGame(r);
            QVERIFY(built.has_value());
            std::unique_ptr<felt::AnyGame> g = std::move(*built);
            felt::Rng rng(seed);
            int action = 0;
            for (int step = 0; step < 400 && !g->isOver(); ++step, ++action) {
                for (int seat = -1; seat < players; ++seat) {
                    // The one snapshot of a seat (snapshotOf), which the app's table and the
                    // hub both take through Host::snapshot.
                    const SeatSnapshot expected = net::snapshotOfGame(*g, seat, 9);
                    // Its legal list made once is the engine's two lists.
                    if (seat >= 0 && expected.toAct.has(seat)) {
                        QStringList legal;
                        for (const std::string &a : g->legalActions(seat))
                            legal.append(QString::fromStdString(a));
                        QCOMPARE(expected.legal, legal);
                        QVERIFY(expected.moves == g->legalMoves(seat));
                    } else {
                        QVERIFY(expected.legal.isEmpty() && expected.moves.empty());
                    }
                    // The hub's message, written piece by piece (the one writer of a seat's view).
                    std::string text = "{\"type\":\"table\",\"view\":";
                    net::appendViewJson(text, expected);
                    text += ",\"moves\":";
                    net::appendMovesJson(text, expected.moves);
                    net::appendPublicJson(text, expected);
                    text += expected.privateDecision ? ",\"private\":true" : ",\"private\":false";
                    text += expected.hidesCards ? ",\"hidesCards\":true}" : ",\"hidesCards\":false}";
                    const QByteArray bytes = QByteArray::fromStdString(text);
                    QJsonParseError parsed;
                    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parsed);
                    QCOMPARE(parsed.error, QJsonParseError::NoError);
                    const felt::Value message = felt::valueFromJson(doc.object());
                    // The view is felt-cli's replay --as object, byte for byte.
                    const felt::Viewer viewer = seat >= 0 ? felt::Viewer::seat(seat) : felt::Viewer::nobody();
                    std::string view;
                    net::appendViewJson(view, expected);
                    QCOMPARE(QByteArray::fromStdString(view), felt::writeJson(felt::seatView(*g, viewer), felt::JsonStyle::Compact));
                    const auto back = net::snapshotFromMessage(message, seat, 9);
                    QVERIFY(back.has_value());
                    QCOMPARE(back->legal, expected.legal);
                    QCOMPARE(back->toAct, expected.toAct);
                    QCOMPARE(back->mustAct, expected.mustAct);
                    QCOMPARE(expected.mustAct.mask() & ~expected.toAct.mask(), 0);
                    QCOMPARE(back->over, expected.over);
                    QVERIFY(back->state == felt::valueFromJson(felt::jsonFromValue(expected.state)));
                    QVERIFY(back->moves == expected.moves);
                    QCOMPARE(back->simultaneous, expected.simultaneous);
                    QCOMPARE(back->privateDecision, expected.privateDecision);
                    QCOMPARE(back->hidesCards, expected.hidesCards);
                }
                const felt::SeatSet actors = g->actors();
                const int seat = actors.first();
                const auto legal = g->legalActions(seat);
                felt::EventList events;
                QCOMPARE(g->apply(seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &events), felt::Reason::Ok);
                for (const felt::Event &e : events) {
                    const felt::Value v = net::eventToValue(*spec, action, e);
                    std::string text;
                    net::appendEventJson(text, *spec, action, e);
                    QCOMPARE(QByteArray::fromStdString(text), felt::writeJson(v, felt::JsonStyle::Compact));
                    int a = -1;
                    felt::Event back;
                    QVERIFY(net::eventFromValue(*spec, felt::valueFromJson(felt::jsonFromValue(v)), &a, &back));
                    QCOMPARE(a, action);
                    QCOMPARE(back.kind, e.kind);
                    QCOMPARE(back.seat, e.seat);
                    QCOMPARE(back.target, e.target);
                    QCOMPARE(back.count, e.count);
                    QCOMPARE(back.index, e.index);
                    QVERIFY(back.cards == e.cards);
                }
            }
        }
    }

    // A move list as the contract's objects: action, verb, cards, and from and to with the
    // fields they have.
    static felt::Value movesTree(const felt::MoveList &moves)
    {
        auto place = [](const felt::Place &p) {
            felt::Value v = felt::Value::object();
            if (!p.zone.empty())
                v.set("zone", std::string(p.zone));
            if (p.owner >= 0)
                v.set("owner", static_cast<int>(p.owner));
            if (p.pile >= 0)
                v.set("pile", static_cast<int>(p.pile));
            if (p.index >= 0)
                v.set("index", static_cast<int>(p.index));
            if (p.card.isValid())
                v.set("card", felt::toText(p.card));
            return v;
        };
        felt::Value list = felt::Value::array();
        for (const felt::Move &m : moves) {
            felt::Value move = felt::Value::object();
            move.set("action", m.action);
            move.set("verb", std::string(m.verb));
            felt::Value cards = felt::Value::array();
            for (std::size_t i = 0; i < m.cards.size(); ++i)
                cards.push(felt::toText(m.cards[i]));
            move.set("cards", std::move(cards));
            move.set("from", place(m.from));
            move.set("to", place(m.to));
            list.push(std::move(move));
        }
        return list;
    }

    // The state written straight as text (AnyGame::appendState, what the hub sends) is, byte
    // for byte, the state's tree as the app's writer writes it — for every viewer, along
    // random games of every game with random options and player counts; and a snapshot
    // taken to be sent writes the same `view` as one taken for the table; the moves of every
    // seat that may act are written as their tree would be.
    void stateTextIsTheTreesJson()
    {
        int games = 0;
        int states = 0;
        for (const felt::GameSpec &spec : felt::gameSpecs()) {
            if (!spec.available)
                continue;
            felt::Rng rng(0x5eed + spec.id.size());
            for (int round = 0; round < 12; ++round) {
                felt::Value options = felt::Value::object();
                for (const felt::OptionSpec &o : spec.options()) {
                    if (o.kind == felt::OptionSpec::Kind::Bool)
                        options.set(std::string(o.key), rng.below(2) == 1);
                    else if (o.kind == felt::OptionSpec::Kind::Choice)
                        options.set(std::string(o.key), o.choices[rng.below(static_cast<std::uint32_t>(o.choices.size()))]);
                    else
                        options.set(std::string(o.key), o.min + static_cast<int>(rng.below(static_cast<std::uint32_t>(o.max - o.min + 1))));
                }
                const int players = spec.minPlayers + static_cast<int>(rng.below(static_cast<std::uint32_t>(spec.maxPlayers - spec.minPlayers + 1)));
                auto created = spec.create(players, options, rng.next(), nullptr);
                if (!created)
                    continue;   // options that do not go together, or too many players for them
                ++games;
                std::unique_ptr<felt::AnyGame> g = std::move(*created);
                for (int step = 0; step < 250; ++step) {
                    for (int v = -2; v < players; ++v) {
                        const felt::Viewer viewer = v == -2 ? felt::Viewer::all() : v == -1 ? felt::Viewer::nobody() : felt::Viewer::seat(v);
                        std::string tree;
                        felt::appendJson(tree, g->state(viewer));
                        std::string text = "prefix:";
                        g->appendState(text, viewer);
                        QCOMPARE(QByteArray::fromStdString(text), QByteArray::fromStdString("prefix:" + tree));
                        ++states;
                        if (v >= -1) {
                            std::string forTable;
                            std::string forWire;
                            net::appendViewJson(forTable, snapshotOf(*g, v, 9, SnapshotFor::Table));
                            const SeatSnapshot wire = snapshotOf(*g, v, 9, SnapshotFor::Wire);
                            QVERIFY(wire.state.isNull());
                            QVERIFY(wire.legal.isEmpty());
                            QVERIFY(wire.legalTexts == (v >= 0 && wire.toAct.has(v) ? g->legalActions(v) : std::vector<std::string>()));
                            net::appendViewJson(forWire, wire);
                            QCOMPARE(QByteArray::fromStdString(forWire), QByteArray::fromStdString(forTable));
                        }
                        if (v >= 0 && g->actors().has(v)) {
                            // The moves, written with no check on the way, are their tree's JSON.
                            const felt::MoveList moves = g->legalMoves(v);
                            std::string text;
                            net::appendMovesJson(text, moves);
                            std::string tree;
                            felt::appendJson(tree, movesTree(moves));
                            QCOMPARE(QByteArray::fromStdString(text), QByteArray::fromStdString(tree));
                        }
                    }
                    if (g->isOver())
                        break;
                    const felt::SeatSet actors = g->actors();
                    std::vector<int> seats;
                    actors.forEach([&](felt::Seat a) { seats.push_back(a); });
                    const int seat = seats[rng.below(static_cast<std::uint32_t>(seats.size()))];
                    const auto legal = g->legalActions(seat);
                    QVERIFY(!legal.empty());
                    QCOMPARE(g->apply(seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]), felt::Reason::Ok);
                }
            }
        }
        QVERIFY2(games >= 40, qPrintable(QStringLiteral("%1 games").arg(games)));
        qInfo("%d games, %d states compared", games, states);
    }

    // A host keeps the events of its last actions only; the events from further back come
    // from its record, replayed, and are the same.
    // A seat written as text, piece by piece, is the seat's JSON as the Value path writes it.
    void seatsAsText()
    {
        net::NetSeat a;
        a.name = QStringLiteral("Ann \"the\" \u00e9\\");
        a.kind = QStringLiteral("human");
        a.person = true;
        a.taken = true;
        net::NetSeat b = a;
        b.connected = true;
        b.awayMs = 4200;
        b.awaySinceMs = 1795612345678;
        b.thinking = true;
        b.replaceable = true;
        b.left = true;
        net::NetSeat c;   // plain ASCII, and a control character and DEL (escaped)
        c.name = QStringLiteral("Bo Plain");
        c.kind = QStringLiteral("easy");
        net::NetSeat d = c;
        d.name = QStringLiteral("Tab\there\u007f");
        for (const net::NetSeat &seat : { a, b, c, d, net::NetSeat {} }) {
            std::string text;
            net::appendSeatJson(text, seat);
            QCOMPARE(QByteArray::fromStdString(text), felt::writeJson(net::seatToValue(seat), felt::JsonStyle::Compact));
        }
    }

    void hostEventsFromLongAgo()
    {
        LocalHost host;
        const QList<SeatSpec> seats { { "A", "human" }, { "B", "human" }, { "C", "human" } };
        QVERIFY(host.start(QStringLiteral("shithead"), seats, felt::Value::object(), 11));
        host.setRemoteSeats(felt::SeatSet::firstN(3));
        int acted = 0;
        for (; acted < 700; ++acted) {
            const SeatSnapshot s = host.snapshot(host.snapshot(-1).toAct.first());
            if (s.over || s.legal.isEmpty())
                break;
            // Picking the pile up where one may makes a long game.
            const QString pickup = s.legal.contains(QStringLiteral("pickup")) ? QStringLiteral("pickup") : QString();
            QVERIFY(host.actFor(s.seat, pickup.isEmpty() ? s.legal.at(acted % s.legal.size()) : pickup, nullptr));
        }
        QVERIFY2(acted > 300, "a game long enough to outgrow the events kept");
        const felt::Record record = *host.record();
        for (int seat = -1; seat < 3; ++seat)
            for (int from : { 0, 1, acted / 2, acted - 300, acted - 10 }) {
                QJsonArray got;
                for (const HostStep &step : host.steps(seat, from))
                    for (const felt::Event &e : step.events)
                        got.append(felt::jsonFromValue(net::eventToValue(*felt::findGame("shithead"), step.action, e)));
                QJsonArray expected;
                for (const QJsonValue &e : expectedEvents(record, seat))
                    if (e.toObject().value("action").toInt() >= from)
                        expected.append(e);
                QCOMPARE(got, expected);
            }
    }

    void reasonsByTheirIds()
    {
        for (const felt::GameSpec &spec : felt::gameSpecs()) {
            int named = 0;
            for (int r = 1; r < 256; ++r) {
                const auto reason = static_cast<felt::Reason>(r);
                const std::string_view id = felt::isGameReason(reason) ? (spec.reasonId ? spec.reasonId(reason) : std::string_view())
                                                                       : felt::reasonId(reason);
                if (id.empty())
                    continue;
                ++named;
                QCOMPARE(net::reasonFromId(spec, id), std::optional<felt::Reason>(reason));
            }
            QVERIFY(named >= 6);
            QVERIFY(!net::reasonFromId(spec, "no-such-reason").has_value());
        }
    }

    void internedNamesAreBounded()
    {
        const std::string_view hand = net::internName("hand");
        QCOMPARE(hand, std::string_view("hand"));
        QCOMPARE(net::internName(std::string("hand")).data(), hand.data());   // one copy
        for (int i = 0; i < 3000; ++i)
            (void)net::internName("zone" + std::to_string(i));
        QVERIFY(net::internName("zone2999").empty());   // past the bound: nothing kept
        QCOMPARE(net::internName("hand").data(), hand.data());
        QVERIFY(net::internName(std::string(41, 'x')).empty());
    }

    void hostReaderRefuses()
    {
        bool unknown = false;
        QVERIFY(!net::readServerMessage(R"({"type":"dance"})", &unknown));
        QVERIFY(unknown);
        QVERIFY(!net::readServerMessage(R"({"type":"table","seq":1,"seats":[{"name":"x","kind":"wizard"}]})"));
        QVERIFY(!net::readServerMessage(R"({"type":"table","seq":1,"seats":[{"name":"x","kind":"oracle"}]})"));
        QVERIFY(!net::readServerMessage(R"({"type":"table","seq":1,"players":3,"seats":[]})"));
        QVERIFY(!net::readServerMessage(R"({"type":"joined","table":"K7QW2P","seat":0,"token":"short"})"));
        QVERIFY(!net::readServerMessage(R"({"type":"over","record":{"format":"felt-record/1","game":"poker"}})"));
        QVERIFY(!net::readServerMessage(QByteArray(net::kMaxHostFrameBytes + 1, ' ')));
        auto error = net::readServerMessage(R"({"type":"error","code":"illegal","message":"too low","reason":"too-low"})");
        QVERIFY(error.has_value());
        QCOMPARE(error->code, net::ErrorCode::Illegal);
        QCOMPARE(error->reason, QStringLiteral("too-low"));
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
