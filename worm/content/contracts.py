"""The job board's contracts (pp. 160–161): one row for each minor value 1–14, drawn in step 7
of the City Phase; a guild turns a fulfilled one in at step 4 of the next (p. 154).

Every contract has a goal the engine can check for itself, and its target is chosen from the
Underworld the guild delves when the board is drawn (``worm.gm.contracts``):

- ``reach``: set foot on a level the guild has never entered;
- ``explore``: walk through at least half the rooms of a level;
- ``lord``: slay the dungeon lord of a level (a Challenge won in its lord room);
- ``treasure``: carry a named piece of treasure, still lying below, out to the City;
- ``rescue``: find the ``client`` held in a named room, free them (walking in does) and bring
  them up alive;
- ``capture``: take the ``client`` creature of a named room alive — it gives up, or the guild
  spares it — and bring it up;
- ``escort``: the ``client`` goes down with the guild, must be brought to a named level and
  back up;
- ``delivery``: the patron hands over the ``parcel`` (an item) at signing; whoever carries it
  walks into the named room, where it is left.

Besides its gold a contract may pay ``gear`` (one of each item for every living member) or a
``favour``: ``lodging``, the patron's friends halve every upkeep tier's price that City Phase.

The text names the target with ``{target}``; ``reward`` is the gold the patron pays the whole
guild, shared out among its living members (policy ``worm.gm.contracts.split``).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content.fields import Entry, Id, Page, Positive, Text

Goal = Literal["reach", "explore", "lord", "treasure", "rescue", "capture", "escort", "delivery"]
"""What a contract asks of the guild, each a thing the engine can see done."""

GOALS: tuple[Goal, ...] = (
    "reach",
    "explore",
    "lord",
    "treasure",
    "rescue",
    "capture",
    "escort",
    "delivery",
)

Favour = Literal["lodging"]
"""A reward that is not coin or gear: ``lodging`` halves the upkeep prices (p. 154)."""

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
    client: Text | None = None
    parcel: Id | None = None
    gear: tuple[Id, ...] = ()
    favour: Favour | None = None
    page: Page = 161

    @model_validator(mode="after")
    def _has_what_its_goal_needs(self) -> Self:
        needs_client = self.goal in ("rescue", "capture", "escort")
        if needs_client != (self.client is not None):
            raise ValueError(
                f"a {self.goal} contract {'needs' if needs_client else 'has no'} client"
            )
        if (self.goal == "delivery") != (self.parcel is not None):
            raise ValueError("a delivery contract, and only one, names its parcel")
        return self
