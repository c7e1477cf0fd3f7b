"""The autoplay guild's pursuit of arête (p. 28): the one deed a bot sets out to do in the
City is an underfolk's lasting work (p. 59), a small monument to themselves built when the
purse allows; the rest it does, or not, by playing."""

from __future__ import annotations

from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.rules import city_actions as rules
from worm.rules import syllables

MONUMENT = "a cairn"
"""What the bot builds: stones piled to last, two syllables, 100 gold at 50 a syllable (p. 156)."""


def lasting_work(game: Game, a: Adventurer) -> str | None:
    """What ``a`` builds to outlast the centuries, when that deed is their kith's, still
    open, and they can pay for it; else None."""
    triggers = [t.id for t in game.pack.kiths[a.kith].arete_triggers]
    if "lasting_work" not in triggers or a.arete[triggers.index("lasting_work")]:
        return None
    if a.gold < syllables.price(MONUMENT, rules.price("build", game.pack)):
        return None
    return MONUMENT
