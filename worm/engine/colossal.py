"""Colossal played in the Crawl (p. 61): a troll who knows it spends 1 Resolve and smashes a
locked door down — a feat beyond what anyone would normally try, so no test is drawn and no
failure can bind the door (p. 10). Policy (p. 91): it is as loud as a door forced, and draws
the Meatgrinder for the noise (``worm.engine.explore.smash_down``).

The text game's ``colossal ROOM [WHO]``, the terminal's door list and the bot (a door the
guild failed to force, ``worm.gm.talents.smashes``) all send ``cmd.Colossal``."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import training
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer

TALENT = "colossal"
RESOLVE = 1  # what the feat costs (p. 61)


def able(a: Adventurer) -> bool:
    """Whether ``a`` can do a feat of Colossal now: able to act, the talent not Wounded or
    crossed off, and 1 Resolve to spend (p. 61)."""
    return a.active and a.usable(TALENT) is not None and a.resolve >= RESOLVE


def feat_by(game: Table, who: str | None) -> Adventurer:
    """Who does the feat: the one named, else the first in marching order able to; refused
    with the reason when nobody is (p. 61)."""
    if who is None:
        found = next((a for a in game.guild.in_marching_order() if able(a)), None)
        if found is None:
            raise IllegalCommand(
                "nobody able to act knows Colossal with a Resolve to spend (p. 61)"
            )
        return found
    a = game.guild.adventurer(who)
    if a.talent(TALENT) is None:
        raise IllegalCommand(f"{a.name} does not know Colossal (p. 61)")
    if (why := training.barred(game, a, TALENT)) is not None:
        raise IllegalCommand(why)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act (p. 31)")
    if a.resolve < RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve to spend on Colossal (p. 61)")
    return a


def pay(game: Table, a: Adventurer, feat: str) -> None:
    """``a`` spends 1 Resolve on the feat ``feat`` (p. 61), told as a ruling."""
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause="Colossal"
    )
    game.ruling("p. 61", f"Colossal: {a.name} {feat}, no test drawn")
