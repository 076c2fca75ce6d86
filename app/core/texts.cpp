#include "texts.h"

#include "gameuis.h"

#include "core/registry.h"

#include <QCoreApplication>

namespace felt {

QString reasonText(Reason reason)
{
    switch (reason) {
    case Reason::Ok:
        return QCoreApplication::translate("Texts", "the action is allowed");
    case Reason::GameOver:
        return QCoreApplication::translate("Texts", "the game is over");
    case Reason::NotYourTurn:
        return QCoreApplication::translate("Texts", "it is not this seat's turn");
    case Reason::UnknownAction:
        return QCoreApplication::translate("Texts", "this is not an action of this game");
    case Reason::Malformed:
        return QCoreApplication::translate("Texts", "the action is not written correctly");
    case Reason::NotHeld:
        return QCoreApplication::translate("Texts", "that card is not where the action takes it from");
    case Reason::WrongPhase:
        return QCoreApplication::translate("Texts", "that action is not possible at this stage of the game");
    }
    return QCoreApplication::translate("Texts", "the action is not allowed");
}

QString reasonText(const QString &gameId, Reason reason)
{
    if (!isGameReason(reason))
        return reasonText(reason);
    const GameUi *game = gameUi(gameId);
    const QString text = game ? game->reasonText(reason) : QString();
    if (!text.isEmpty())
        return text;
    // A code the app has no sentence for: its stable id is better than nothing.
    const QByteArray id = gameId.toUtf8();
    const GameSpec *spec = findGame(std::string_view(id.constData(), static_cast<std::size_t>(id.size())));
    const std::string_view name = spec ? reasonId(*spec, reason) : std::string_view("unknown");
    return QCoreApplication::translate("Texts", "the action is not allowed (%1)")
        .arg(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
}

namespace {
// Characters a terminal or a reader could take for something else: C0 and C1 controls
// (ESC starts a terminal sequence, U+009B too), format characters (bidirectional overrides,
// zero-width characters), line and paragraph separators, and lone surrogates.
bool needsEscape(char32_t c)
{
    if (c >= 0xD800 && c <= 0xDFFF)
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_NotAssigned:
    case QChar::Other_PrivateUse:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

void appendEscape(QString &out, char16_t unit)
{
    out += QStringLiteral("\\u%1").arg(static_cast<int>(unit), 4, 16, QLatin1Char('0'));
}
} // namespace

QString sentence(const QString &clause)
{
    if (clause.isEmpty())
        return clause;
    QString s = clause;
    s[0] = s[0].toUpper();
    if (!s.endsWith(u'.') && !s.endsWith(u'!') && !s.endsWith(u'?'))
        s += u'.';
    return s;
}

QString quoted(const QString &text, int maxLength)
{
    QString out = QStringLiteral("\"");
    int shown = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (shown >= maxLength) {
            out += QStringLiteral("...");
            break;
        }
        const QChar ch = text[i];
        const bool pair = ch.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate();
        const char32_t c = pair ? QChar::surrogateToUcs4(ch, text[i + 1]) : ch.unicode();
        if (c == u'"' || c == u'\\') {
            out += u'\\';
            out += ch;
        } else if (needsEscape(c)) {
            appendEscape(out, ch.unicode());
            if (pair)
                appendEscape(out, text[i + 1].unicode());
        } else {
            out += ch;
            if (pair)
                out += text[i + 1];
        }
        if (pair)
            ++i;
        ++shown;
    }
    out += u'"';
    return out;
}

namespace {
// A subject that names a place ("deal.hand[2]"): escaped like quoted(), without the quotes.
QString bare(const QString &text)
{
    const QString q = quoted(text);
    return q.mid(1, q.size() - 2);
}
} // namespace

QString setupErrorText(const SetupError &error)
{
    const QString subject = QString::fromStdString(error.subject);
    switch (error.problem) {
    case SetupProblem::Ok:
        return QCoreApplication::translate("Texts", "the setup is valid");
    case SetupProblem::UnknownGame:
        return QCoreApplication::translate("Texts", "unknown game %1").arg(quoted(subject));
    case SetupProblem::GameNotAvailable:
        return QCoreApplication::translate("Texts", "the game %1 is not available in this version").arg(quoted(subject));
    case SetupProblem::PlayerCount:
        if (error.expected >= 0 && error.actual > error.expected)
            return QCoreApplication::translate("Texts", "too many players for these options: %1 (at most %2)")
                .arg(error.actual)
                .arg(error.expected);
        if (error.actual >= 0)
            return QCoreApplication::translate("Texts", "%1 players is not a valid number of players for this game")
                .arg(error.actual);
        return QCoreApplication::translate("Texts", "the number of players is not valid for this game");
    case SetupProblem::UnknownOption:
        return QCoreApplication::translate("Texts", "unknown option %1").arg(quoted(subject));
    case SetupProblem::OptionValue:
        return QCoreApplication::translate("Texts", "option %1 has a value that is not allowed").arg(quoted(subject));
    case SetupProblem::DealShape:
        return QCoreApplication::translate("Texts", "the deal does not have the shape this game expects (at %1)").arg(bare(subject));
    case SetupProblem::DealCount:
        if (error.expected >= 0 && error.actual >= 0)
            return QCoreApplication::translate("Texts", "%1 has %2 entries where %3 are needed")
                .arg(bare(subject))
                .arg(error.actual)
                .arg(error.expected);
        return QCoreApplication::translate("Texts", "%1 has the wrong number of entries").arg(bare(subject));
    case SetupProblem::UnknownCard:
        return QCoreApplication::translate("Texts", "the deal names %1, which is not a card").arg(quoted(subject));
    case SetupProblem::DuplicateCard:
        return QCoreApplication::translate("Texts", "the deal holds %1 more often than the deck does").arg(quoted(subject));
    case SetupProblem::CardNotInDeck:
        return QCoreApplication::translate("Texts", "the deal holds %1, which is not in the deck with these options").arg(quoted(subject));
    }
    return QCoreApplication::translate("Texts", "the setup is not valid (%1)")
        .arg(QString::fromLatin1(setupProblemId(error.problem)));
}

} // namespace felt
