"""The job board's contracts (pp. 160–161): one row for each minor value 1–14, drawn in step 7
of the City Phase; a guild turns a fulfilled one in at step 4 of the next (p. 154).

Every contract has a goal the engine can check for itself, and its target is chosen from the
Underworld the guild delves when the board is drawn (``worm.gm.contracts``):

- ``reach``: set foot on a level the guild has never entered;
- ``explore``: walk through at least half the rooms of a level;
- ``lord``: slay the dungeon lord of a level (a Challenge won in its lord room);
- ``treasure``: carry a named piece of treasure, still lying below, out to the City.

The text names the target with ``{target}``; ``reward`` is the gold the patron pays the whole
guild, shared out among its living members (policy ``worm.gm.contracts.split``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, Strict

from worm.content.fields import Entry, Id, Page, Positive, Text

Goal = Literal["reach", "explore", "lord", "treasure"]
"""What a contract asks of the guild, each a thing the engine can see done."""

GOALS: tuple[Goal, ...] = ("reach", "explore", "lord", "treasure")

Value = Annotated[int, Strict(), Field(ge=1, le=14)]


class ContractCard(Entry):
    """One row of the contracts table (p. 161): the minor value that draws it, who offers it,
    what they ask, and what they pay."""

    id: Id
    card: Value
    patron: Text
    text: Text
    goal: Goal
    reward: Positive
    page: Page = 161
