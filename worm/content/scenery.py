"""Scenery for Challenge zones: terrain, sensory information and objects (p. 184).

The book asks for one or two pieces of scenery the guild can use in every zone of a Challenge,
and gives an example table of three columns: dynamic terrain, what the senses meet, and objects
to grab, hide behind or break. Its twenty-four pieces are here (``book = true``) with sixteen of
our own for a dark megadungeon. The generator places them; the Challenge engine plays each
piece's ``rules``, words of the small arena vocabulary ``ArenaRule``:

============  ==============================================================================
rule          what the engine does while the piece stands in a zone
============  ==============================================================================
cover         missile Attacks against anyone in the zone have disfavor (pp. 129–130)
obscured      every Attack against anyone in the zone has disfavor (fog, smoke, darkness)
slippery      Roughhouse against anyone in the zone has favor (p. 113)
precarious    Attacks made by anyone standing in the zone have disfavor (p. 113)
no_missiles   no missile Attack can be made into the zone or inside it (a shrieking wind)
deafening     anyone in the zone is Deafened: Speak Incantation has disfavor (p. 12)
high_ground   missile Attacks made from the zone have favor (the crow's nest, p. 111)
drop          a creature Displaced or Tripped in the zone falls: 1 Piercing Wound (p. 110)
burning       a creature Displaced into the zone takes 1 Wound (braziers, fire)
slow          no one can Dash into or out of the zone (deep water, mud)
============  ==============================================================================

The whole-table rules (the book's twenty-four pieces in their columns, at least eight pieces
per column) are in ``worm.content.integrity.scenery``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content.features import Architecture
from worm.content.fields import Entry, Flag, Id, Text, require_unique
from worm.content.stocking import LevelShape

Column = Literal["terrain", "sensory", "object"]
"""The three columns of the book's table (p. 184): dynamic terrain, sensory information, objects."""

ArenaRule = Literal[
    "cover",  # missile Attacks against anyone in the zone: disfavor (pp. 129–130)
    "obscured",  # every Attack against anyone in the zone: disfavor
    "slippery",  # Roughhouse against anyone in the zone: favor (p. 113)
    "precarious",  # Attacks made by anyone standing in the zone: disfavor (p. 113)
    "no_missiles",  # no missile Attack into the zone or inside it
    "deafening",  # everyone in the zone is Deafened: Speak Incantation at disfavor (p. 12)
    "high_ground",  # missile Attacks made from the zone: favor (p. 111)
    "drop",  # Displaced or Tripped in the zone: falls, 1 Piercing Wound (p. 110)
    "burning",  # Displaced into the zone: 1 Wound
    "slow",  # no Dash into or out of the zone
]
"""The special rules a piece of scenery gives its zone, as the Challenge engine plays them."""

ARENA_RULES: tuple[ArenaRule, ...] = (
    "cover",
    "obscured",
    "slippery",
    "precarious",
    "no_missiles",
    "deafening",
    "high_ground",
    "drop",
    "burning",
    "slow",
)
"""Every word of ``ArenaRule``, in the order above."""

COLUMN_MINIMUM = 8
"""Each column holds at least as many pieces as the book's table has rows (p. 184)."""

FILE = "scenery.toml"


class Scenery(Entry):
    """One piece of scenery a Challenge zone can hold (p. 184).

    ``column`` is the book's column it belongs to; ``summary`` says in our words what it is
    and how it plays; ``rules`` are the zone's special rules while it stands there (none, one
    or two words of ``ArenaRule``). ``book`` marks the twenty-four pieces of the book's own
    table; ours follow the same page's advice, so every piece cites p. 184. ``architectures``
    are what its words need the level's rooms to be (tapestries a hall or a chamber, a heap of
    fallen ceiling a hall or a cave): it goes only on a level whose room types may be one of
    them (``worm.gen.index.Index.architectures``; empty: any).
    """

    id: Id
    name: Text
    column: Column
    page: Annotated[int, Strict(), Field(ge=184, le=184)]
    summary: Text
    rules: tuple[ArenaRule, ...] = Field(default=(), max_length=2)
    book: Flag = False
    shapes: tuple[LevelShape, ...] = ()
    architectures: tuple[Architecture, ...] = ()
    wet: Flag = False
    tended: Flag = False

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        require_unique("rules", self.rules)
        require_unique("shapes", self.shapes)
        require_unique("architectures", self.architectures)
        return self
