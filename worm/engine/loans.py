"""The Centrum Bank's loans (Take out a loan, Appendix D p. 319): what an adventurer owes
(``Adventurer.debt``) is collected as the guild next comes back to the City, after the Market
has shared out the loot, from the purse first and then from gold banked. What cannot be paid
stays owed and grows by the interest again (policy ``worm.gm.district_actions.DEFAULT``)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import district_actions as policy

INTEREST = 30
"""The Centrum Bank's interest, in percent of the sum lent (p. 319)."""


def owed(borrowed: int, interest: int = INTEREST) -> int:
    """What a loan of ``borrowed`` gold costs to repay: the sum and its interest, rounded up."""
    return borrowed + (borrowed * interest + 99) // 100


def collect(game: Table) -> None:
    """Each debtor repays the bank as the guild comes back up (policy ``LOAN``)."""
    for a in game.guild.adventurers:
        if a.debt == 0 or a.conditions.dead:
            continue
        from_purse = min(a.gold, a.debt)
        from_bank = min(a.bank, a.debt - from_purse)
        left = a.debt - from_purse - from_bank
        if from_purse:
            game.log.emit(
                ev.Item,
                who=a.name,
                item="gold",
                change="lost",
                count=from_purse,
                cause="a loan repaid to the Centrum Bank, p. 319",
            )
        late = owed(left) if left else 0
        game.set_adventurer(
            a.model_copy(
                update={"gold": a.gold - from_purse, "bank": a.bank - from_bank, "debt": late}
            )
        )
        if left:
            game.ruling(*policy.DEFAULT)
            game.log.emit(
                ev.Narration,
                text=f"{a.name} repays the Centrum Bank {from_purse + from_bank} gold and still "
                f"owes {left}; with the interest, {late} is now owed.",
            )
        else:
            game.log.emit(ev.Narration, text=f"{a.name} has paid off the Centrum Bank's loan.")
