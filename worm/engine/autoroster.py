"""How the autoplay guild keeps its roster in the City (pp. 38–39), before anyone pays upkeep:
one the Olu Gang hold is bought back when the guild's gold bears it (policy
``worm.gm.ransom.worth_paying``, p. 95); one too broken to go down again retires (policy
``worm.gm.retirement.worn_out``), and newcomers join until three are living. A player's
sensible habit, not a rule."""

from __future__ import annotations

from worm.engine import city, city_events
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import ransom
from worm.gm import retirement as policy
from worm.rules import light

KEEP = 3  # the autoplay guild goes down three strong, as the quick guild starts


def next_change(game: Game, tried: set[str]) -> cmd.Command | None:
    """The next retirement or recruit worth making, skipping any in ``tried`` (by repr)."""
    if game.city is None:
        return None
    bought = buy_back(game, tried)
    if bought is not None:
        return bought
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


def buy_back(game: Game, tried: set[str]) -> cmd.Command | None:
    """The first one the Olu Gang hold, during upkeep (step 5), when the guild's purses pay
    the price and still the cheapest upkeep for all (``worm.gm.ransom.worth_paying``)."""
    if game.city is None or game.city.step != city.UPKEEP_STEP:
        return None
    living = city.living(game)
    gold = sum(a.gold for a in living)
    cheapest = min((t.cost for t in city_events.tiers(game.pack, game.city) if t.cost), default=0)
    price = light.ransom(game.guild.fame)
    if not ransom.worth_paying(price, gold, len(living), cheapest):
        return None
    for held in game.guild.held:
        bought = cmd.Ransom(who=held.sheet.name)
        if held.fate == "ransom" and repr(bought) not in tried:
            return bought
    return None
