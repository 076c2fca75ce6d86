#include "gameui.h"

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

const GameUi *gameUi(std::string_view id)
{
    for (const GameUi *g : gameUis())
        if (g->id() == id)
            return g;
    return nullptr;
}

const GameUi *gameUi(const QString &id)
{
    const QByteArray utf8 = id.toUtf8();
    return gameUi(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}
