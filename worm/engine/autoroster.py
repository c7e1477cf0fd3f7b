"""How the autoplay guild keeps its roster in the City (pp. 38–39), before anyone pays upkeep:
one too broken to go down again retires (policy ``worm.gm.retirement.worn_out``), and newcomers
join until three are living. A player's sensible habit, not a rule."""

from __future__ import annotations

from worm.engine import city
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import retirement as policy

KEEP = 3  # the autoplay guild goes down three strong, as the quick guild starts


def next_change(game: Game, tried: set[str]) -> cmd.Command | None:
    """The next retirement or recruit worth making, skipping any in ``tried`` (by repr)."""
    if game.city is None:
        return None
    living = city.living(game)
    for a in living:
        if len(living) > 1 and policy.worn_out(a) and game.city.tier_of(a.id) is None:
            retire = cmd.Retire(who=a.id)
            if repr(retire) not in tried:
                return retire
    recruit = cmd.Recruit()
    if len(living) < KEEP and repr(recruit) not in tried:
        return recruit
    return None
