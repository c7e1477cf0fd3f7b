"""When the autoplay guild turns for the surface (the Crawl ends on the way out, p. 178; the
City then taxes, sells and charges upkeep, pp. 149–154). A player's sense, not a rule.

An expedition is weighed against how it set out (``Outset``): the guild heads home once the
expedition has *earned* it — someone lost or newly hurt down here, the food it carried eaten
down while someone needs a camp it can no longer feed, the light failing, or loot enough to
pay everyone's common upkeep. What the City left behind (Stressed from a destitute upkeep or
A Disaster, a wound carried up, a thin larder) is no reason to turn back at the door: the
Camper camps to clear it, and the guild goes on."""

from __future__ import annotations

from dataclasses import dataclass

from worm.engine import kit
from worm.engine.autocamp import worn
from worm.engine.session import Game
from worm.model.adventurer import Adventurer

LOW_LIGHT = 6  # flickers left in all the guild's lights before it turns for home
LOW_FOOD = 1  # rations per adventurer before it turns for home
LOADED = 50  # gold of loot per adventurer standing: a common upkeep each (p. 154)


def _members(game: Game) -> list[Adventurer]:
    return [a for a in game.guild.adventurers if a.active]


def food(game: Game) -> int:
    """Rations carried by those still standing."""
    return sum(kit.count(a, "ration") for a in _members(game))


def light(game: Game) -> int:
    """Flickers left in every light the standing guild carries."""
    return sum((c.flickers or 0) for a in _members(game) for c in kit.lights(a, game.pack))


def loot_value(game: Game) -> int:
    """What the treasure carried would fetch at the Market (p. 162)."""
    return sum(game.pack.treasure[t].value for t in game.loot)


@dataclass(frozen=True)
class Outset:
    """How the guild stood when an expedition began (or when the bot first saw it)."""

    expedition: int
    standing: frozenset[str]
    hurt: frozenset[str]
    food: int

    @classmethod
    def of(cls, game: Game) -> Outset:
        members = _members(game)
        return cls(
            expedition=game.expeditions,
            standing=frozenset(a.id for a in members),
            hurt=frozenset(a.id for a in members if a.conditions.injured),
            food=food(game),
        )


def earned(game: Game, outset: Outset) -> str | None:
    """Why the expedition has earned its way home, or None to go on: someone who set out
    is lost, someone is newly hurt, the food carried is eaten below a ration each while
    someone is worn enough to need a camp (``autocamp.worn``), the light is failing, the
    loot pays a common upkeep for everyone standing, or a contract's captive or quarry is
    along (paid only when brought up: farther in, risk grows with every room)."""
    members = _members(game)
    if not members or not outset.standing <= {a.id for a in members}:
        return "someone is lost"
    if any(a.conditions.injured and a.id not in outset.hurt for a in members):
        return "someone is hurt"
    left = food(game)
    if left < LOW_FOOD * len(members) and left < outset.food and any(map(worn, members)):
        return "the food runs low"
    if light(game) < LOW_LIGHT:
        return "the light is failing"
    if loot_value(game) >= LOADED * len(members):
        return "the packs are full of loot"
    if any(j.done and j.goal in ("rescue", "capture") for j in game.jobs):
        return "a captive freed or a quarry taken is paid for only up top"
    return None
