// Runs scenario records (tests/data/<game>/*.json): replays each record and checks its
// "expect" object. Usage: scenario_runner FILE...   Exit status 0 when every check holds.
//
// Expect keys (all optional; only what is given is checked; any other key is an error):
//   "toAct":          [seats]                   the seats that may act (any order)
//   "legal":          {"seat": [texts]}         exactly these legal actions (any order)
//   "legalIncludes":  {"seat": [texts]}         at least these
//   "legalExcludes":  {"seat": [texts]}         none of these
//   "state":          {key: value}              each key equals the full state's key
//   "stateAs":        {"seat": {key: value}}    the same for the state as that seat sees it
//   "over":           bool
//   "result":         {...}                     equals the result
//   "refused":        {"action": K, "seat": S, "reason": "too-low"}
//                     the replay stops at action K, refused with that reason id; without
//                     "refused" every action must be accepted.
// Checks after a refusal look at the game as it stood before the refused action.
// An action text in legal/legalIncludes may name a set's cards in any order ("play 7S 7H"
// for "play 7H 7S"): a text that is not listed matches a listed one with the same words when
// the game accepts it.
#include "json.h"
#include "core/registry.h"
#include "record.h"
#include "texts.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace felt;

namespace {

std::string compact(const Value &v)
{
    return writeJson(v, JsonStyle::Compact).toStdString();
}

class Checker {
public:
    explicit Checker(QString file) : m_file(std::move(file)) { }

    void fail(const std::string &what)
    {
        std::fprintf(stderr, "FAIL %s: %s\n", qPrintable(m_file), what.c_str());
        ++m_failures;
    }
    void mismatch(const std::string &key, const Value &expected, const Value &actual)
    {
        fail(key + ": expected " + compact(expected) + " but got " + compact(actual));
    }
    int failures() const { return m_failures; }

    bool run();

private:
    std::optional<Seat> seatKey(const std::string &key, const std::string &where);
    std::vector<std::string> texts(const Value &list, const std::string &where);
    void checkLegal(const std::string &name, const Value &spec, bool exact, bool includes);
    void checkPartialState(const std::string &name, const Value &expected, const Value &actual);

    QString m_file;
    int m_failures = 0;
    std::unique_ptr<AnyGame> m_game;
};

std::optional<Seat> Checker::seatKey(const std::string &key, const std::string &where)
{
    const int players = m_game->players();
    if (key.empty() || key.size() > 2 || !std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        fail(where + ": \"" + key + "\" is not a seat number");
        return std::nullopt;
    }
    const int seat = std::stoi(key);
    if (seat >= players) {
        fail(where + ": there is no seat " + key);
        return std::nullopt;
    }
    return seat;
}

std::vector<std::string> Checker::texts(const Value &list, const std::string &where)
{
    std::vector<std::string> out;
    if (!list.isArray()) {
        fail(where + ": must be a list of action texts");
        return out;
    }
    for (const Value &item : list.items()) {
        if (!item.isString()) {
            fail(where + ": " + compact(item) + " is not an action text");
            continue;
        }
        out.push_back(item.toString());
    }
    return out;
}

std::string sortedWords(const std::string &text)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i)
            words.push_back(text.substr(i, j - i));
        i = j;
    }
    if (words.size() > 2)
        std::sort(words.begin() + 1, words.end());
    std::string out;
    for (const auto &w : words)
        out += w + ' ';
    return out;
}

Value textList(const std::vector<std::string> &list)
{
    Value v = Value::array();
    for (const auto &t : list)
        v.push(t);
    return v;
}

void Checker::checkLegal(const std::string &name, const Value &spec, bool exact, bool includes)
{
    if (!spec.isObject()) {
        fail("expect." + name + ": must be an object from seat to action texts");
        return;
    }
    for (const auto &[key, list] : spec.members()) {
        const std::string where = "expect." + name + "." + key;
        const auto seat = seatKey(key, where);
        if (!seat)
            continue;
        const std::vector<std::string> expected = texts(list, where);
        const std::vector<std::string> actual = m_game->legalActions(*seat);

        if (!includes) { // legalExcludes
            for (const auto &text : expected) {
                const bool listed = std::find(actual.begin(), actual.end(), text) != actual.end();
                const Reason why = m_game->check(*seat, text);
                if (listed || why == Reason::Ok)
                    fail(where + ": \"" + text + "\" should not be legal, but it is; legal: " + compact(textList(actual)));
            }
            continue;
        }

        // Match exact texts first, then same-words texts the game accepts.
        std::vector<bool> used(actual.size(), false);
        std::vector<std::string> missing;
        std::vector<std::string> unmatched;
        for (const auto &text : expected) {
            auto it = std::find_if(actual.begin(), actual.end(), [&](const std::string &a) {
                return !used[static_cast<std::size_t>(&a - actual.data())] && a == text;
            });
            if (it != actual.end())
                used[static_cast<std::size_t>(it - actual.begin())] = true;
            else
                unmatched.push_back(text);
        }
        for (const auto &text : unmatched) {
            bool matched = false;
            if (m_game->check(*seat, text) == Reason::Ok) {
                const std::string words = sortedWords(text);
                for (std::size_t i = 0; i < actual.size(); ++i) {
                    if (!used[i] && sortedWords(actual[i]) == words) {
                        used[i] = true;
                        matched = true;
                        break;
                    }
                }
            }
            if (!matched)
                missing.push_back(text);
        }
        std::vector<std::string> extra;
        for (std::size_t i = 0; i < actual.size(); ++i)
            if (!used[i])
                extra.push_back(actual[i]);

        if (!missing.empty() || (exact && !extra.empty())) {
            std::string message = where + ":";
            if (!missing.empty())
                message += " missing " + compact(textList(missing)) + ";";
            if (exact && !extra.empty())
                message += " not expected " + compact(textList(extra)) + ";";
            message += " expected " + compact(list) + " but got " + compact(textList(actual));
            fail(message);
        }
    }
}

void Checker::checkPartialState(const std::string &name, const Value &expected, const Value &actual)
{
    if (!expected.isObject()) {
        fail(name + ": must be an object of state keys");
        return;
    }
    for (const auto &[key, value] : expected.members()) {
        const Value *got = actual.find(key);
        if (!got) {
            fail(name + "." + key + ": the state has no key \"" + key + "\"; it has " + compact(actual));
            continue;
        }
        if (!(*got == value))
            mismatch(name + "." + key, value, *got);
    }
}

bool Checker::run()
{
    const auto record = readRecordFile(m_file);
    if (!record) {
        fail("cannot read the record: " + record.error().toStdString());
        return false;
    }
    ReplayResult replayed = replay(*record);
    if (!replayed.game) {
        fail("cannot set up the game: " + replayed.error.toStdString());
        return false;
    }
    m_game = std::move(replayed.game);

    const Value expect = record->expect ? *record->expect : Value::object();
    static const char *known[] = { "toAct", "legal", "legalIncludes", "legalExcludes", "state", "stateAs", "over", "result", "refused" };
    for (const auto &[key, value] : expect.members())
        if (std::find_if(std::begin(known), std::end(known), [&](const char *k) { return key == k; }) == std::end(known))
            fail("expect." + key + ": unknown expect key");

    // Refusal first: it says where the replay must stop.
    if (const Value *refused = expect.find("refused")) {
        const Value *action = refused->isObject() ? refused->find("action") : nullptr;
        const Value *seat = refused->isObject() ? refused->find("seat") : nullptr;
        const Value *reason = refused->isObject() ? refused->find("reason") : nullptr;
        if (!action || !action->isInt() || !seat || !seat->isInt() || !reason || !reason->isString()) {
            fail("expect.refused: must be {\"action\": K, \"seat\": S, \"reason\": \"reason-id\"}");
        } else if (!replayed.refusal) {
            fail("expect.refused: expected action " + std::to_string(action->toInt()) + " (seat "
                 + std::to_string(seat->toInt()) + ") to be refused with \"" + reason->toString()
                 + "\", but every action was accepted");
        } else {
            const ActionRefusal &r = *replayed.refusal;
            Value actual = Value::object();
            actual.set("action", r.index);
            actual.set("seat", r.seat);
            const GameSpec *spec = findGame(m_game->gameId());
            actual.set("reason", std::string(spec ? reasonId(*spec, r.reason) : reasonId(r.reason)));
            Value wanted = Value::object();
            wanted.set("action", *action);
            wanted.set("seat", *seat);
            wanted.set("reason", *reason);
            if (!(actual == wanted))
                fail("expect.refused: expected " + compact(wanted) + " but got " + compact(actual) + " ("
                     + replayed.error.toStdString() + ")");
        }
    } else if (!replayed.ok()) {
        fail("an action was refused and expect has no \"refused\": " + replayed.error.toStdString());
    }

    if (const Value *toAct = expect.find("toAct")) {
        Value actual = Value::array();
        m_game->actors().forEach([&](Seat s) { actual.push(s); });
        bool ok = toAct->isArray();
        if (ok) {
            std::vector<std::int64_t> want;
            for (const Value &v : toAct->items()) {
                if (!v.isInt())
                    ok = false;
                want.push_back(v.toInt());
            }
            std::sort(want.begin(), want.end());
            std::vector<std::int64_t> got;
            for (const Value &v : actual.items())
                got.push_back(v.toInt());
            ok = ok && want == got;
        }
        if (!ok)
            mismatch("expect.toAct", *toAct, actual);
    }
    if (const Value *legal = expect.find("legal"))
        checkLegal("legal", *legal, true, true);
    if (const Value *legal = expect.find("legalIncludes"))
        checkLegal("legalIncludes", *legal, false, true);
    if (const Value *legal = expect.find("legalExcludes"))
        checkLegal("legalExcludes", *legal, false, false);
    if (const Value *state = expect.find("state"))
        checkPartialState("expect.state", *state, m_game->state(Viewer::all()));
    if (const Value *views = expect.find("stateAs")) {
        if (!views->isObject()) {
            fail("expect.stateAs: must be an object from seat to partial state");
        } else {
            for (const auto &[key, partial] : views->members()) {
                if (const auto seat = seatKey(key, "expect.stateAs." + key))
                    checkPartialState("expect.stateAs." + key, partial, m_game->state(Viewer::seat(*seat)));
            }
        }
    }
    if (const Value *over = expect.find("over")) {
        if (!over->isBool())
            fail("expect.over: must be true or false");
        else if (over->toBool() != m_game->isOver())
            mismatch("expect.over", *over, Value(m_game->isOver()));
    }
    if (const Value *result = expect.find("result")) {
        const Value actual = m_game->result();
        if (!(actual == *result))
            mismatch("expect.result", *result, actual);
    }
    return m_failures == 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList files = QCoreApplication::arguments().mid(1);
    if (files.isEmpty()) {
        std::fprintf(stderr, "usage: scenario_runner FILE...\n");
        return 2;
    }
    int failed = 0;
    for (const QString &file : files) {
        Checker checker(file);
        if (checker.run())
            std::printf("PASS %s\n", qPrintable(file));
        else
            ++failed;
    }
    return failed == 0 ? 0 : 1;
}
