"""Policy (p. 160): the rival guild, and how its fortunes are read between two expeditions.

The book asks the GM, as the Underworld is restocked, how other guilds fared: some come back
rich, some do not come back. worm keeps one rival guild at a time:

- it is named from the book's example guild names (never the player's guild's own name, nor
  the name of the rival before it), with four members;
- at each restock the top card of the minor discard is read as an oracle (p. 100): a ten or a
  face card is a success — the rivals reach a treasure the guild has not taken, on the
  shallowest level the guild has been on, rooms the guild has already seen first (it left the
  treasure behind; now it is gone); a card of three or less is a loss — one of them dies on the
  deepest level both guilds have reached, in a room the stream picks that is no lord's lair, and
  the body lies there with its purse and kit for whoever finds it; anything else takes them a
  level deeper;
- a guild with no members left is broken up, and the next restock brings a new one.

Every reading is a p. 160 ruling, told in the City as the rivals' news.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

import numpy as np

from worm.gen.rooms import Stock
from worm.model.level import LevelState

MEMBERS = 4
"""How many a new rival guild sets out with."""

PURSE = 15
"""Gold a fallen rival's purse holds."""

KIT: tuple[tuple[str, int], ...] = (("rope", 1), ("torch", 1), ("ration", 1))
"""What a fallen rival carried that can still be used (item id, how many)."""

Fortune = Literal["success", "loss", "deeper"]


def named(
    examples: Sequence[str], avoid: Sequence[str], generator: np.random.Generator
) -> str | None:
    """A rival guild's name: an example name not in ``avoid``, picked by the stream."""
    free = [name for name in examples if name.lower() not in {a.lower() for a in avoid}]
    if not free:
        return None
    return free[int(generator.integers(len(free)))]


def fortune(value: int) -> Fortune:
    """How the rivals fared, from the oracle card's value (1–14)."""
    if value >= 10:
        return "success"
    if value <= 3:
        return "loss"
    return "deeper"


def robbed(
    levels: Mapping[int, Sequence[Stock]], states: Mapping[int, LevelState]
) -> tuple[int, int] | None:
    """The (level, room) whose treasure the rivals take: on the shallowest level the guild has
    been on, a room holding treasure nobody has taken, rooms the guild has seen first."""
    for number in sorted(states):
        state, stock = states[number], levels[number]
        rooms = [
            r
            for r, s in enumerate(stock)
            if s.treasure and r not in state.looted and not s.lord and not s.secret
        ]
        if rooms:
            return number, min(rooms, key=lambda r: (r not in state.visited, r))
    return None


def fallen(stock: Sequence[Stock], state: LevelState, generator: np.random.Generator) -> int | None:
    """The room of a level where a rival delver falls: any room but a lord's lair or one where
    another already lies."""
    rooms = [r for r, s in enumerate(stock) if not s.lord and r not in state.remains]
    if not rooms:
        return None
    return rooms[int(generator.integers(len(rooms)))]
