#include "chainchainui.h"

#include "chainchainadapter.h"

#include "games/chainchain/chainchain.h"

std::string_view ChainChainUi::id() const
{
    return felt::chainchain::kGameId;
}

QString ChainChainUi::name(bool) const
{
    return tr("Chain-Chain");
}

QString ChainChainUi::blurb() const
{
    return tr("Link two numbers a turn onto the chain; whoever cannot continue collects it.");
}

QString ChainChainUi::playersNote(int min, int max) const
{
    return tr("(%1 to %2; 4 or 5 is the original game)").arg(min).arg(max);
}

QString ChainChainUi::reasonText(felt::Reason reason) const
{
    namespace why = felt::chainchain::why;
    if (reason == why::MustMatchLink)
        return tr("the first card must equal the link while the hand holds one");
    if (reason == why::MustTake)
        return tr("no card equals the link: take the pile");
    if (reason == why::NoLink)
        return tr("there is no link to continue, so there is nothing to take");
    if (reason == why::SameCardTwice)
        return tr("both cards name a card that the hand holds only once");
    return {};
}

std::unique_ptr<TableAdapter> ChainChainUi::makeAdapter() const
{
    return std::make_unique<ChainChainAdapter>();
}
