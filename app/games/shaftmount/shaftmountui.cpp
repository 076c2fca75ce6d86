#include "shaftmountui.h"

#include "games/shaftmount/shaftmount.h"

#include <QJsonDocument>
#include <QJsonObject>

ShaftmountUi::ShaftmountUi() : GameUiOf({ felt::shaftmount::kGameId, "Shaftmount", "QS" }) { }

QString ShaftmountUi::name(bool) const
{
    return tr("Shaftmount");
}

QString ShaftmountUi::blurb() const
{
    return tr("Two decks and penalty points: close the others' sequences before they close yours; ten points and you are out.");
}

QString ShaftmountUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::shaftmount::why;
    if (reason == why::HandFull)
        return tr("the hand already holds as many cards as allowed");
    if (reason == why::AlreadyPlayed)
        return tr("this turn's play has already been made");
    if (reason == why::NotPlayedYet)
        return tr("the turn can end only after its play");
    if (reason == why::NoSuchSequence)
        return tr("there is no such sequence on the table");
    if (reason == why::WrongSuit)
        return tr("that card is not of the sequence's suit");
    if (reason == why::TooLow)
        return tr("that card does not beat the top of the sequence");
    if (reason == why::HasNormalPlay)
        return tr("a normal play is possible, so one must be made");
    if (reason == why::NotATwo)
        return tr("the 2 rule needs a 2");
    if (reason == why::NotAThree)
        return tr("the 3 rule needs a 3");
    if (reason == why::NotAFour)
        return tr("the 4 rule needs a 4");
    if (reason == why::NotAFive)
        return tr("only a 5 defends a sequence");
    if (reason == why::NotASix)
        return tr("only a 6 blocks a 4");
    if (reason == why::RuleOff)
        return tr("that advanced rule is not in play");
    if (reason == why::MustPlayNormally)
        return tr("after the defence only a normal play is allowed");
    if (reason == why::FourBlocked)
        return tr("that 4 was blocked and cannot be played this turn");
    if (reason == why::NoQuestion)
        return tr("nobody is being asked for that answer now");
    if (reason == why::MustAnswer)
        return tr("this seat must answer the question first");
    if (reason == why::NotAChoice)
        return tr("that sequence is not one of those that may close");
    if (reason == why::NotExposed)
        return tr("there is no closing card on top of that sequence to tap");
    if (reason == why::OwnSequence)
        return tr("nobody taps a closing card on their own sequence");
    if (reason == why::NotOverLimit)
        return tr("that hand does not hold more cards than allowed");
    if (reason == why::AlreadyCounted)
        return tr("that hand has been counted since it went over the limit");
    if (reason == why::OwnHand)
        return tr("nobody counts their own hand");
    if (reason == why::OverLimit)
        return tr("a counted hand may not draw until it holds fewer cards than allowed");
    return {};
}

QString ShaftmountUi::optionLabel(std::string_view key) const
{
    if (key == "twoRule")
        return tr("2 rule");
    if (key == "threeRule")
        return tr("3 rule");
    if (key == "fourRule")
        return tr("4 rule");
    if (key == "fiveRule")
        return tr("5 rule");
    if (key == "sixRule")
        return tr("6 rule");
    if (key == "calls")
        return tr("Calls");
    return GameUi::optionLabel(key);
}

QString ShaftmountUi::optionHelp(std::string_view key) const
{
    if (key == "twoRule")
        return tr("With no normal play, show your hand and close any sequence of a 2's suit with that 2.");
    if (key == "threeRule")
        return tr("Instead of a normal play, start a new sequence of your own with a 3.");
    if (key == "fourRule")
        return tr("Instead of a normal play, slide a 4 under a sequence of its suit.");
    if (key == "fiveRule")
        return tr("A player who plays a 2 while holding fewer cards than allowed can be stopped by the sequence's owner with a 5.");
    if (key == "sixRule")
        return tr("Any other player can block a 4 slid under a sequence with a 6.");
    if (key == "calls")
        return tr("Automatic: closings and penalties happen by themselves. By hand: a closing card waits until someone taps it, a false “no play” can be challenged and an over-full hand counted — stay alert.");
    return {};
}

QString ShaftmountUi::choiceLabel(std::string_view key, const felt::Value &value) const
{
    if (key == "calls" && value.isString() && value.toString() == "auto")
        return tr("Automatic");
    if (key == "calls" && value.isString() && value.toString() == "manual")
        return tr("By hand");
    return GameUi::choiceLabel(key, value);
}

QList<GameSetting> ShaftmountUi::settings() const
{
    return { { QStringLiteral("drawToLimit"), tr("Draw up to the hand limit after your play"),
               tr("After your play the table draws for you until your hand is full, then ends your turn. Off: draw with the deck and end with End turn yourself."),
               true },
             { QStringLiteral("passForMe"), tr("Pass for me when I cannot answer"),
               tr("When you are asked for a 5 or a 6 and hold none, the table passes for you after the pause a computer player takes. Everyone is still asked, so the pause tells nobody what you hold."),
               true } };
}

// The computer levels as engine/games/shaftmount/ plays them.
QString ShaftmountUi::levelText(std::string_view level) const
{
    if (level == "easy")
        return tr("Easy: closes an opponent's sequence when it can, else plays a random card that does not close its own; never uses the 3 or 4 rule, never blocks.");
    if (level == "normal")
        return tr("Normal: weighs every play in penalty points: closes opponents' sequences first, protects its own and keeps useful cards.");
    if (level == "hard")
        return tr("Hard: plays its best few choices two rounds ahead against guesses at the hidden cards and picks the best.");
    return {};
}

// Measured with felt-cli arena (docs/bots.md): four players, duplicate deals, one seat of the
// level against three of the level below, every seat in turn; mean places of 4. Hard: "The
// ladder against three normal" (7 December 2026; Shithead over both runs of 200 deals);
// normal: "Normal against easy" (200 deals).
std::optional<LevelStrength> ShaftmountUi::levelStrength(std::string_view level) const
{
    if (level == "normal")
        return LevelStrength { 2.26, 2.58 };
    if (level == "hard")
        return LevelStrength { 1.90, 2.70 };
    return std::nullopt;
}

// Games with calls by hand and automatic ones are different games to be good at: their
// statistics are kept apart.
QList<GameUi::StatsKind> ShaftmountUi::statsKinds() const
{
    return { { QStringLiteral("auto"), tr("Automatic calls") }, { QStringLiteral("manual"), tr("Calls by hand") } };
}

QString ShaftmountUi::statsKind(const QString &options) const
{
    const QJsonObject o = QJsonDocument::fromJson(options.toUtf8()).object();
    return o.value(QStringLiteral("calls")).toString() == QLatin1String("manual") ? QStringLiteral("manual") : QStringLiteral("auto");
}
