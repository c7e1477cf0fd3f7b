"""Step 4 of Appendix E: stock the rooms of one level (pp. 335–339).

Every room gets contents chosen from the pack (its type follows, ``worm.gen.room_types``):
the seed's monsters (the dungeon lord in the deepest room), room features, traps guarding
treasure, quest hooks and hooks that point at other levels. A handful of rooms are made safe.
A room's *reasons* (explore, flee, talk, fight, breathe, experiment, surprise, return) are then
read off what it holds, never assigned for their own sake; a room left with none gets a small
find, so every room is worth entering.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from worm.content.features import Feature
from worm.content.models import ContentPack, DungeonSeed
from worm.content.monsters import Monster
from worm.content.stocking import RoomType, Treasure
from worm.gen import index

FEATURE_SHARE = 0.22  # policy: about one room in five has a feature worth experimenting with
DENIZEN_SHARE = 0.4  # policy: rooms with a standing group of the seed's monsters
TREASURE_SHARE = 0.3  # policy: rooms with something to find
TRAP_SHARE = 0.15  # policy: rooms with a trap, most of them guarding treasure (p. 370)
SAFE_ROOMS = (2, 3)  # p. 338: "a handful" — two or three per level, beyond the secret rooms


@dataclass(slots=True)
class Stock:
    """What one room holds, before reasons are read off it."""

    type: str = ""
    features: list[str] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)
    denizens: list[str] = field(default_factory=list)
    treasure: list[str] = field(default_factory=list)
    hooks: list[dict[str, str]] = field(default_factory=list)
    key_to: list[str] = field(default_factory=list)  # keys of the rooms whose locked door it opens
    sources: list[str] = field(
        default_factory=list
    )  # flags found here that a feature elsewhere needs
    lord: bool = False
    safe: bool = False
    secret: bool = False
    reasons: list[str] = field(default_factory=list)
    size: str = ""  # small, medium or large against the level's other rooms (room_types)
    exits: str = ""  # dead_end, passage or hub, by its ways out
    set_piece: bool = False  # the room is one of its seed's set pieces
    lore: list[str] = field(default_factory=list)  # the origin's traces found here (p. 331)
    built: str = ""  # how the seed builds a room the generic table names (its structures)


@dataclass(frozen=True, slots=True)
class Place:
    """What stocking needs to know of a room from the map and its keying."""

    depth: int
    secret: bool
    secret_exit: bool  # one of its ways out is a secret door
    connection: str | None  # the kind of level connection that ends here, if any
    entry: bool
    lord: bool
    area: int = 0  # floor tiles
    exits: int = 0  # pathways on the map plus the ways up, down or out that end here


def stock(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    places: Sequence[Place],
    *,
    tier: int,
    used_unique: set[str],
    other_levels: Sequence[tuple[str, str]],
) -> list[Stock]:
    """Fill one level's rooms; ``tier`` (1–5) is how deep the level lies, for treasure.

    ``other_levels`` are (name, a room key) of other levels, for hooks that point there.
    ``used_unique`` holds unique features already placed elsewhere in the Underworld.
    """
    rooms = [Stock(secret=place.secret) for place in places]
    looked_up = index.of(pack)
    by_name = looked_up.monsters_by_name
    larder = _Larder(
        pack=pack,
        seed=seed,
        monsters=[by_name[name] for name in seed.common_monsters],
        features=looked_up.features(seed.shape),
        treasure=[t for t in pack.treasure.values() if t.depth <= tier],
        used_unique=used_unique,
    )
    lord = by_name[seed.dungeon_lord]
    _make_safe(rng, places, rooms)
    _crown(rng, looked_up.room_types(seed.shape), places, rooms, lord=lord.id)
    for place, here in zip(places, rooms, strict=True):
        _link_levels(larder, place, here)
        if here.safe:
            _furnish_safe(rng, larder, here)
        else:
            _furnish(rng, larder, place, here)
    _sources(rng, pack, rooms)
    _hooks(rng, pack, rooms, places, other_levels, seed)
    return rooms


@dataclass(slots=True)
class _Larder:
    """What one level's rooms are filled from; ``used_unique`` grows as unique features go in."""

    pack: ContentPack
    seed: DungeonSeed
    monsters: list[Monster]  # the seed's common monsters
    features: list[Feature]  # features that fit the level's shape
    treasure: list[Treasure]  # treasure no deeper than the level's tier
    used_unique: set[str]


def _make_safe(rng: np.random.Generator, places: Sequence[Place], rooms: list[Stock]) -> None:
    """Safe rooms: the secret rooms, and a handful more of those with no way down or up."""
    order = rng.permutation(len(places)).tolist()
    quiet = [
        r
        for r in order
        if not places[r].lord and not places[r].secret and places[r].connection is None
    ]
    for room, place in enumerate(places):
        if place.secret:
            rooms[room].safe = True
    for room in quiet[: int(rng.integers(SAFE_ROOMS[0], SAFE_ROOMS[1] + 1))]:
        rooms[room].safe = True


def _crown(
    rng: np.random.Generator,
    types: list[RoomType],
    places: Sequence[Place],
    rooms: list[Stock],
    *,
    lord: str,
) -> None:
    """The dungeon lord in its room. The rooms' types are given once they are filled, from
    their own stream (``worm.gen.room_types``); the draw a type once took here is still made,
    so what the rooms hold stays what it was for every seed."""
    safe_types = sum(1 for t in types if t.safe_ok)
    for place, here in zip(places, rooms, strict=True):
        rng.integers(safe_types if here.safe and safe_types else len(types))
        if place.lord:
            here.lord = True
            here.denizens.append(lord)


def _link_levels(larder: _Larder, place: Place, here: Stock) -> None:
    """Where a level connection ends, the feature that makes it (a stair, a shaft), if any."""
    if place.connection is None:
        return
    link = [f for f in larder.features if f.connects_levels and f.kind in place.connection]
    if link and link[0].id not in larder.used_unique:
        here.features.append(link[0].id)


def _furnish_safe(rng: np.random.Generator, larder: _Larder, here: Stock) -> None:
    """A safe room: now and then a hearth feature, sometimes unguarded treasure."""
    hearth = [f for f in larder.features if f.safe and f.id not in larder.used_unique]
    if hearth and rng.random() < 0.25:
        here.features.append(hearth[0].id)
        if hearth[0].unique:
            larder.used_unique.add(hearth[0].id)
    if rng.random() < 0.3 and larder.treasure:
        here.treasure.append(_pick(rng, larder.treasure, guarded=False))


def _furnish(rng: np.random.Generator, larder: _Larder, place: Place, here: Stock) -> None:
    """Any other room: maybe monsters, a feature, a trap guarding treasure, or treasure alone."""
    monsters = larder.monsters
    if monsters and not place.lord and not place.entry and rng.random() < DENIZEN_SHARE:
        here.denizens.append(monsters[int(rng.integers(len(monsters)))].id)
    if rng.random() < FEATURE_SHARE:
        options = [f for f in larder.features if f.id not in larder.used_unique and not f.safe]
        if options:
            chosen = options[int(rng.integers(len(options)))]
            here.features.append(chosen.id)
            if chosen.unique:
                larder.used_unique.add(chosen.id)
    guarded = rng.random() < TRAP_SHARE and not place.entry
    if guarded:
        here.traps.append(_pick_trap(rng, larder.pack, larder.seed))
    if larder.treasure and (guarded or rng.random() < TREASURE_SHARE or place.lord):
        here.treasure.append(_pick(rng, larder.treasure, guarded=guarded or place.lord))


def _sources(rng: np.random.Generator, pack: ContentPack, rooms: list[Stock]) -> None:
    """Hide what a placed feature or trap needs (a cube-key, magic paint) in another room."""
    for at, here in enumerate(rooms):
        needed = [flag for f in here.features for flag in pack.features[f].needs_elsewhere]
        needed += [flag for t in here.traps for flag in pack.traps[t].needs_elsewhere]
        for flag in needed:
            others = [r for r in range(len(rooms)) if r != at]
            if others:
                rooms[others[int(rng.integers(len(others)))]].sources.append(flag)


def _pick(rng: np.random.Generator, treasure: list[Treasure], *, guarded: bool) -> str:
    """A treasure fit for the level; guarded rooms draw from the richer, guarded pieces."""
    pool = [t for t in treasure if t.guarded == guarded] or treasure
    return pool[int(rng.integers(len(pool)))].id


TRAP_SHAPES = {
    "acid_lake_tower": ("water", "caverns"),
    "quicksand": ("caverns", "water", "organic", "streets"),
    "pyrotechnic_mushrooms": ("caverns", "organic", "water"),
}
"""Policy: traps that need a lake, soft ground or fungus appear only on levels that have them."""


def _pick_trap(rng: np.random.Generator, pack: ContentPack, seed: DungeonSeed) -> str:
    """One of the nine traps (pp. 370–373) that fits the level's shape."""
    traps = [
        t
        for t in sorted(pack.traps.values(), key=lambda t: t.number)
        if seed.shape in TRAP_SHAPES.get(t.id, (seed.shape,))
    ]
    return traps[int(rng.integers(len(traps)))].id


def _hooks(
    rng: np.random.Generator,
    pack: ContentPack,
    rooms: list[Stock],
    places: Sequence[Place],
    other_levels: Sequence[tuple[str, str]],
    seed: DungeonSeed,
) -> None:
    """One or two quest hooks and one or two hooks pointing at other levels (pp. 336, 339)."""
    quest = [h for h in pack.hooks.values() if h.kind == "quest"]
    back = [h for h in pack.hooks.values() if h.kind == "return"]
    open_rooms = [r for r in range(len(rooms)) if not rooms[r].safe or rooms[r].secret]
    if not open_rooms:
        open_rooms = list(range(len(rooms)))
    chosen = rng.permutation(len(open_rooms)).tolist()
    wanted_quest = 1 + int(rng.random() < 0.5)
    wanted_back = (1 + int(rng.random() < 0.5)) if other_levels else 0
    plan = ["quest"] * wanted_quest + ["return"] * wanted_back
    for kind, slot in zip(plan, chosen, strict=False):
        room = open_rooms[slot]
        pool = quest if kind == "quest" else back
        hook = pool[int(rng.integers(len(pool)))]
        other_name, other_room = (
            other_levels[int(rng.integers(len(other_levels)))] if other_levels else ("", "")
        )
        words = {
            "level": seed.name,
            "other_level": other_name,
            "other_room": other_room,
            "lord": seed.dungeon_lord,
        }
        entry = {"id": hook.id, "kind": hook.kind, "text": hook.text.format(**words)}
        if hook.needs:
            entry["needs"] = hook.needs.format(**words)
        if kind == "return":
            entry["level"] = other_name
            entry["room"] = other_room
        rooms[room].hooks.append(entry)


def reasons(
    pack: ContentPack,
    here: Stock,
    place: Place,
    rng: np.random.Generator,
    treasure: Sequence[str],
) -> list[str]:
    """The reasons a room is worth entering, read off what it holds (pp. 336–339).

    A room with none gets a small find (a reason to explore), drawn from ``treasure``.
    """
    found: set[str] = set()
    for monster_id in here.denizens:
        monster = pack.monsters[monster_id]
        if here.lord or monster.encounter_threat in ("elite", "brute"):
            found.add("flee")
        found.add("fight" if monster.aggressive else "talk" if monster.talks else "surprise")
    for feature_id in here.features:
        found.update(pack.features[feature_id].reasons)
    if here.traps:
        found.add("surprise")
    if (
        here.treasure
        or here.key_to
        or here.sources
        or any(h["kind"] == "quest" for h in here.hooks)
    ):
        found.add("explore")
    if any(h["kind"] == "return" for h in here.hooks):
        found.add("return")
    if here.safe:
        found.add("breathe")
    if here.secret or place.secret_exit:
        found.add("surprise")
    if place.connection is not None:
        found.add("explore")
    if not found and treasure:
        here.treasure.append(treasure[int(rng.integers(len(treasure)))])
        found.add("explore")
    order = ("explore", "flee", "talk", "fight", "breathe", "experiment", "surprise", "return")
    return [reason for reason in order if reason in found]
