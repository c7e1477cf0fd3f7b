"""The GM's judgement where a City Event or a Sign and Portent leaves the how to the GM
(pp. 151–153): which district a slime eats or mushrooms choke, who rules after the King is
dead, which patrons the sea takes, what a dream shows, how the Child of Silence is put off, and
what stills the walking dead.

- *Which district* (VII, VIII, XIII, p. 153, "a random district"): a minor card's value counts
  along the districts that may go, in the order they were laid. The constants (the Grey, the
  Omphalic Market, the Ossuary, p. 293) and the seat of the central power never go: the City
  would not be the City without them.
  A gate of a district gone opens into the nearest district left.
- *Where the Ancient Quarter stands* (IV): the district a minor card names (Appendix D's
  cards), drawn again while it names one the City has, on the free edge cell nearest the
  centre, first in reading order.
- *The new ruler* (X, p. 151, "the GM decides who now rules"): a minor card read as Appendix
  D reads the central card (p. 291); the same power drawn again is a new face on the old seat.
- *The sea takes patrons* (IX, "several named GM characters"): two of the job board's patrons
  no signed contract binds to the guild, picked by minor cards; they are never on the board
  again.
- *Dog Suicide* (X): every dog in the City dies overnight, the guild's own with them; no dog
  is sold this phase.
- *Dreams* (VI): in a game with one player the secrets dreamt are the Underworld's: each
  living adventurer wakes knowing one thing a creature of the Underworld likes, hates, wants
  or needs, as Research finds it (p. 159).
- *The Child of Silence* (XIII): the guild hides from it by a long-term project (Support,
  p. 159) of ``CHILD_STEPS`` steps; a City Phase with no new step since the last one lets the
  Child crush a district; the project finished stills it for good.
- *What Is Dead May Never Die* (XIV): the source is the lord of the shallowest level still
  ruled (a contract on the job board, ``PLAGUE_REWARD`` gold); while the dead walk, no City
  Action can be taken, every City Phase. The City is not devoured within a campaign: the book
  gives no term, so the threat is told each phase and never falls.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.model.city import Job
from worm.model.city_map import CityMap, Quarter

CONSTANTS = ("omphalic_market", "the_grey", "ossuary")
"""Districts no City Event removes (p. 293: they are in every City)."""

CHILD_PROJECT = "Hide from the Child of Silence"
CHILD_STEPS = 4
"""Policy (p. 153): the guild's hiding is a long-term project of four steps (Support, p. 159)."""

PLAGUE_ENTRY = "undead_plague"
PLAGUE_PATRON = "the living of the City"
PLAGUE_REWARD = 0
"""Policy (p. 153): quelling the source pays nothing but the City saved, the contract's XP and
its deed."""

TAKEN_BY_THE_SEA = 2
"""Policy (p. 153, "several"): the Thing in the Water takes two patrons."""

DOG_KINDS = ("vicious_dog",)
"""The animal kinds (animals.toml) that are dogs."""


def may_go(town: CityMap) -> tuple[Quarter, ...]:
    """The districts a City Event may remove or choke, in the order laid (the module's policy)."""
    return tuple(q for q in town.districts if q.id not in CONSTANTS and q.role != "central")


def counted(choices: Sequence[Quarter], value: int) -> Quarter | None:
    """The district a card's ``value`` counts to along ``choices`` (from the first, round)."""
    return choices[(value - 1) % len(choices)] if choices else None


def neighbour(left: Sequence[Quarter], lost: Quarter) -> Quarter:
    """Policy (Appendix D, p. 291): a gate of a district gone opens now into the nearest one
    left, first laid on a tie; the wall and its gates stand."""
    return min(left, key=lambda q: abs(q.x - lost.x) + abs(q.y - lost.y))


def nearest_free(cells: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """Where the Ancient Quarter appears: the free cell nearest the centre, first in reading
    order (north to south, west to east)."""
    return min(cells, key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0]))


def hidden(steps_now: int, steps_before: int) -> bool:
    """Policy (p. 153): the guild kept out of the Child's way since the last City Phase when it
    took a step of its hiding since."""
    return steps_now > steps_before


def urgent(board: Sequence[Job]) -> tuple[Job, ...]:
    """Policy for the bot's guild (p. 153): it signs the contract to still the walking dead
    first, whatever its odds, for no City Action is taken until it is done."""
    return tuple(j for j in board if j.entry == PLAGUE_ENTRY)
