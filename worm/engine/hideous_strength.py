"""That Hideous Strength played in the Crawl (the ogre, p. 275): an ogre that goes with the
guild as its ally (won in a parley, p. 100) smashes down a locked door the guild would force,
as the feat of strength its note allows, with no test drawn.

Policy (p. 275, "the ogre can play any card"): outside a Challenge the GM holds no hand, so
the ally's card is taken as played, and the door gives way, as loud as any door forced
(``worm.engine.explore.force`` draws the Meatgrinder for the noise, p. 91).
"""

from __future__ import annotations

from worm.engine.table import Table
from worm.gm import foes

NOTE = "That Hideous Strength"
PAGE = "p. 275"


def strongman(game: Table) -> str | None:
    """The ally band with the guild whose kind holds That Hideous Strength, if any."""
    for name, kind in game.ally_kinds:
        if name not in game.allies:
            continue
        block = foes.statblock(game.pack, kind)
        if any(n.name == NOTE for n in block.notes):
            return name
    return None


def smash(game: Table, door: str) -> str | None:
    """The words of an ally's feat on ``door`` (the GM's ruling given), or None when no ally
    with the guild has the strength for it."""
    ally = strongman(game)
    if ally is None:
        return None
    game.ruling(PAGE, f"{NOTE}: {ally}, the guild's allies, smash down the door to {door}")
    return f"{ally} smash the door to {door} off its hinges"
