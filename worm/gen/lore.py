"""What a level's seed and the Underworld's origin leave on it beyond its rooms' names
(pp. 331, 343–364): the senses that greet the guild, the seed's ways of building in rooms the
generic table names, the origin's traces found in rooms, and its favoured treasure.

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


BUILT = "The level's way of building shows here: {built}."
"""How a room says which of its seed's structures it is made in: a structure may be a material,
a kind of room or a rule ("no two rooms alike"), so it stands after a colon, not after "of"."""


def build(
    rng: np.random.Generator, pack: ContentPack, seed: DungeonSeed, rooms: list[Stock]
) -> None:
    """A room named from the generic table is still made the seed's way: one of its
    structures (a seed's own rooms already say how they are built)."""
    for here in rooms:
        if pack.rooms[here.type].seed is None:
            here.built = _one(rng, seed.structures)


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
