"""The Labyrinth's way down (Appendix D, p. 324): who takes *Enter the Underworld* there leads
the whole guild into the Crawl not by a surface entrance but somewhere in the Underworld that
the GM draws at random, a different place each time (policy ``LABYRINTH``).

``lead`` notes the way taken on this City Phase (``CityState.flags``); ``drawn`` draws where it
lets out as the guild goes down (``worm.engine.crawl.delve``).
"""

from __future__ import annotations

from dataclasses import replace

from worm.engine.table import Table
from worm.gm import district_actions as policy

FLAG = "down_the_labyrinth"
"""The City's note that the guild goes down by the Labyrinth (read as "down the labyrinth")."""


def taken(game: Table) -> bool:
    """Someone has led the guild into the Labyrinth this City Phase."""
    return game.city is not None and FLAG in game.city.flags


def lead(game: Table) -> None:
    """Note that the guild's next delve goes by the Labyrinth (p. 324)."""
    assert game.city is not None
    game.city = replace(game.city, flags=(*game.city.flags, FLAG))


def drawn(game: Table) -> tuple[int, int] | None:
    """Where the Labyrinth lets the guild out, (level number, room), drawn at random by the GM
    (policy ``LABYRINTH``); None when nobody took that way this City Phase."""
    if not taken(game):
        return None
    levels = game.world.levels
    rng = game.streams.get("gm")
    number = int(rng.integers(len(levels))) + 1
    rooms = len(game.world.levels[number - 1].map.rooms)
    room = int(rng.integers(rooms))
    game.ruling(*policy.LABYRINTH)
    return number, room
