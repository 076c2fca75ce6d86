#include "gameui.h"

#include <QLocale>

QString GameUi::playersNote(int min, int max) const
{
    if (min == max)
        return {};
    return tr("(%1 to %2 with these rules)").arg(min).arg(max);
}

QString GameUi::optionLabel(std::string_view key) const
{
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

QString GameUi::optionHelp(std::string_view) const
{
    return {};
}

QString GameUi::choiceLabel(std::string_view, const felt::Value &value) const
{
    if (value.isString())
        return QString::fromStdString(value.toString());
    if (value.isBool())
        return value.toBool() ? tr("on") : tr("off");
    return QString::number(value.toInt());
}

QString GameUi::choiceHelp(std::string_view, const felt::Value &) const
{
    return {};
}

QString GameUi::levelText(std::string_view) const
{
    return {};
}

std::optional<LevelStrength> GameUi::levelStrength(std::string_view) const
{
    return std::nullopt;
}

QString GameUi::levelLine(std::string_view level) const
{
    QString line = levelText(level);
    const std::optional<LevelStrength> strength = levelStrength(level);
    if (!strength)
        return line;
    const QLocale locale;
    auto number = [&locale](double v) { return locale.toString(v, 'g', QLocale::FloatingPointShortest); };
    QString measured;
    if (level == "normal")
        measured = tr("Places ahead of three easy players: mean place %1 of 4, theirs %2 (lower is better).");
    else if (level == "hard")
        measured = tr("Places ahead of three normal players: mean place %1 of 4, theirs %2 (lower is better).");
    else
        return line;
    measured = measured.arg(number(strength->mean), number(strength->others));
    return line.isEmpty() ? measured : line + QLatin1Char(' ') + measured;
}

QString GameUi::reviewRatingNote() const
{
    return tr("Ratings are the hard player's estimate of how well one finishes from there: 100 surely first, 0 surely last.");
}
