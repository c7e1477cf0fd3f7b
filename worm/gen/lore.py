"""What a level's seed and the Underworld's origin leave on it beyond its rooms' names
(pp. 331, 343–364): the senses that greet the guild, the seed's ways of building shown in a few
rooms the generic table names, the origin's traces found in rooms, and its favoured treasure.

Everything here is drawn from one stream per level (``gen:lore-rooms:N``), after the rooms
are stocked and named, so it moves nobody else's draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from worm.gen import danger

if TYPE_CHECKING:
    from worm.content.models import ContentPack, DungeonSeed, Origin
    from worm.gen.rooms import Stock

TRACES = (1, 2)  # policy: rooms per level where a trace of the origin is found (p. 331)
ORIGIN_TILT = 0.35  # policy: a treasure piece's chance to be one bearing the origin's mark


def senses(rng: np.random.Generator, seed: DungeonSeed) -> dict[str, str]:
    """One sight, one sound and one smell of the seed, and its lighting, for the guild's
    arrival on the level (pp. 343–364)."""
    return {
        "sight": _one(rng, seed.sights),
        "sound": _one(rng, seed.sounds),
        "smell": _one(rng, seed.smells),
        "lighting": seed.lighting_note,
    }


BUILT_ROOMS = (2, 3)  # policy: generic rooms per level that say how the seed builds them
ACROSS = ("no two", "other parts", "between them", "the rest", " for ")
"""Policy: words that mark a structure as the level's rule or a part of it seen only beside
others ("no two rooms alike", "fitted stone in other parts", "tents for stalls"): said once
in the level's list of how it is built, never as one room's own."""

FRAMES = (
    "Here the level's way of building is plain to see: {built}.",
    "This room is built the way so much of the level is: {built}.",
    "Of the ways this level is built, this room shows one: {built}.",
    "Built the way the level builds: {built}.",
)
"""How a room says which of its seed's structures it is made in: a structure may be a material
or a kind of room, so it stands after a colon, not after "of"; each structure of a seed takes
its own frame, so no two rooms of a level say it alike. Our own words."""


def said(seed: DungeonSeed, built: str) -> str:
    """The sentence a room says its structure (``built``) in: the frame of its place among
    the seed's structures (p. 343)."""
    place = seed.structures.index(built) if built in seed.structures else 0
    return FRAMES[place % len(FRAMES)].format(built=built)


def build(
    rng: np.random.Generator, pack: ContentPack, seed: DungeonSeed, rooms: list[Stock]
) -> None:
    """The level's way of building is said once above its rooms; a few rooms named from the
    generic table (a seed's own rooms already say how they are built) show one of the seed's
    structures each, no structure twice, and none that speaks of the level as a whole
    (``ACROSS``)."""
    shown = [s for s in seed.structures if not any(w in s for w in ACROSS)]
    generic = [r for r, here in enumerate(rooms) if pack.rooms[here.type].seed is None]
    wanted = int(rng.integers(BUILT_ROOMS[0], BUILT_ROOMS[1] + 1))
    order = rng.permutation(len(generic)).tolist()
    structures = rng.permutation(len(shown)).tolist()
    for at, structure in zip(order[:wanted], structures, strict=False):
        rooms[generic[at]].built = shown[structure]


def traces(rng: np.random.Generator, origin: Origin, rooms: list[Stock], shown: str) -> None:
    """A few rooms hold a trace of what the Underworld was (p. 331): one of the origin's
    motifs other than the one the level already shows (``shown``), each at most once."""
    motifs = [m for m in origin.lore_motifs if m != shown]
    order = rng.permutation(len(rooms)).tolist()
    wanted = int(rng.integers(TRACES[0], TRACES[1] + 1))
    chosen = rng.permutation(len(motifs)).tolist()
    for room, motif in zip(order[:wanted], chosen, strict=False):
        rooms[room].lore.append(motifs[motif])


def tilt(
    rng: np.random.Generator,
    pack: ContentPack,
    origin: Origin,
    rooms: Sequence[Stock],
    found: set[str] | None = None,
) -> None:
    """Now and then a piece of treasure is swapped for one of the origin's own, of the same
    kind (guarded or not), no deeper than the room's tier (``worm.gen.danger.tier``) and not
    yet on the level (p. 331), nor in ``found``, the pieces of the other levels (it grows)."""
    themed = [pack.treasure[t] for t in origin.treasure]
    placed = {piece for here in rooms for piece in here.treasure} | (found or set())
    for here in rooms:
        tier = danger.tier(here.distance)
        for at, piece in enumerate(here.treasure):
            guarded = pack.treasure[piece].guarded
            pool = [
                t.id
                for t in themed
                if t.guarded == guarded and t.depth <= tier and t.id not in placed
            ]
            if pool and rng.random() < ORIGIN_TILT:
                here.treasure[at] = pool[int(rng.integers(len(pool)))]
                placed.add(here.treasure[at])
                if found is not None:
                    found.add(here.treasure[at])


def _one(rng: np.random.Generator, choices: Sequence[str]) -> str:
    return choices[int(rng.integers(len(choices)))] if choices else ""
