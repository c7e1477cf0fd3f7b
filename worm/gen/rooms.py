"""Step 4 of Appendix E: stock the rooms of one level (pp. 335–339).

Every room gets contents chosen from the pack (its type follows, ``worm.gen.room_types``):
the seed's monsters (the dungeon lord in the deepest room), room features, traps guarding
treasure, quest hooks and hooks that point at other levels, never more than the room's floor
holds (``capacity``). A handful of rooms are made safe.
How many rooms hold creatures or traps, how strong the creatures, how rich the treasure and
where the safe rooms lie follow each room's distance from the nearest known surface entrance
(``worm.gen.danger``). A room's *reasons* (explore, flee, talk, fight, breathe, experiment,
surprise, return) are then read off what it holds, its clues (``worm.gen.clues``) and its
scenery (``worm.gen.scenery``), never assigned for their own sake.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from worm.gen import danger, index, kinds
from worm.gen import hooks as hooks_plan

if TYPE_CHECKING:
    from worm.content.features import Feature, Trap
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.monsters import Monster
    from worm.content.stocking import Treasure

FEATURE_SHARE = 0.22  # policy: about one room in five has a feature worth experimenting with
TREASURE_SHARE = 0.3  # policy: rooms with something to find
ROOM_FOR = ((12, 2), (24, 3), (48, 4), (80, 5))
"""Policy: how many things a room of fewer floor tiles than each bound holds at most (a band,
a feature, a trap, a treasure, a key, a hook or counterpart each count one; a trap counts its
treasure too); a larger room holds ``ROOM_FOR_GREAT``. A cramped crossing of eight tiles is no
place for a band, a chest that bites, a gem and a key together."""
ROOM_FOR_GREAT = 6
HUGE_FLOOR = 48  # policy: floor tiles a creature the size of a building needs outside its lair
# How many rooms hold creatures and traps: worm.gen.danger (DENIZENS, TRAPS), by distance.


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
    # what another level's return hook asks for, found here (``worm.gen.hooks``, p. 339)
    counterparts: list[dict[str, str]] = field(default_factory=list)
    feature_kinds: list[str] = field(default_factory=list)  # the kind of each feature, in order
    trap_kinds: list[str] = field(default_factory=list)  # the kind of each trap, in order
    clues: list[dict[str, str]] = field(default_factory=list)  # worm.gen.clues
    scenery: list[str] = field(default_factory=list)  # worm.gen.scenery: ids in assets/scenery
    distance: int = 0  # rooms from the nearest known surface entrance (worm.gen.danger)
    faction: str = ""  # the id of the faction holding the room (p. 337), "" where none does
    size: str = ""  # small, medium or large against the level's other rooms (room_types)
    exits: str = ""  # dead_end, passage or hub, by its ways out
    set_piece: bool = False  # the room is one of its seed's set pieces
    lore: list[str] = field(default_factory=list)  # the origin's traces found here (p. 331)
    built: str = ""  # how the seed builds a room the generic table names (its structures)


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Place(NamedTuple):
    """What stocking needs to know of a room from the map and its keying."""

    depth: int
    secret: bool
    secret_exit: bool  # one of its ways out is a secret door
    connection: str | None  # the kind of level connection that ends here, if any
    entry: bool
    lord: bool
    site: kinds.Site = kinds.Site()  # what the room offers a feature
    distance: int = 0  # from the nearest known surface entrance (worm.gen.danger)
    faction: str = ""  # the faction holding it (``worm.gen.factions``), "" where none does
    bands: tuple[str, ...] = ()  # who may stand here: its holders' members, else the unaligned
    lair: bool = False  # a faction's lair (``worm.gen.factions``): its band always stands here
    area: int = 0  # floor tiles
    exits: int = 0  # pathways on the map plus the ways up, down or out that end here
    key: bool = False  # the key to one of the level's locked doors lies here (``keying``)
    calm: bool = False  # a hook's person waits here (``hooks.people``): no band hostile on sight
    hoard: bool = False  # a hook heaps loot here (``Hook.held``): treasure always lies here
    piece: str = ""  # the set piece that claimed the room (``worm.gen.room_types.claim``)
    unsafe: bool = False  # claimed by a set piece unfit for rest: never made a safe room
    warded: bool = False  # claimed by a set piece that is a warded refuge: always made safe


def stock(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    places: Sequence[Place],
    *,
    used_unique: set[str],
    hooks: Sequence[tuple[int, dict[str, str]]] = (),
    counterparts: Sequence[tuple[int, dict[str, str]]] = (),
    placed: set[str] | None = None,
    found: set[str] | None = None,
    picks: np.random.Generator | None = None,
) -> list[Stock]:
    """Fill one level's rooms; each ``Place.distance`` sets its risk and reward.

    ``hooks`` are (room, hook) the Underworld's hook plan puts on this level (its return
    hooks and quest steps, ``worm.gen.hooks``), ``counterparts`` (room, counterpart) what
    other levels' return hooks ask for that lies here.
    ``used_unique`` holds the named features and traps (the book's examples, unique ones)
    already placed in the Underworld, ``placed`` every feature and trap placed on other levels
    (both grow); which one a room gets is ``worm.gen.kinds``', drawn from ``picks`` (the
    level's own stream for it; ``rng`` if none), so the choice shifts no other draw.
    ``found`` holds every treasure placed on other levels (it grows): a piece repeats on no
    level and comes back on another only when its tier has nothing fresh (``_pick``).
    """
    rooms = [
        Stock(secret=place.secret, distance=place.distance, faction=place.faction)
        for place in places
    ]
    listen = {r for r, said in (*hooks, *counterparts) if kinds.listening(list(said.values()))}
    places = [  # no din where a hook asks the guild to hear something (worm.gen.kinds)
        place._replace(site=kinds.hushed(place.site)) if r in listen else place
        for r, place in enumerate(places)
    ]
    calm = {r for r, said in (*hooks, *counterparts) if hooks_plan.people(said.get("here", ""))}
    places = [place._replace(calm=True) if r in calm else place for r, place in enumerate(places)]
    looked_up = index.of(pack)
    by_name = looked_up.monsters_by_name
    monsters = [by_name[name] for name in (*seed.common_monsters, *seed.kept)]
    met = {m.id for m in monsters}
    larder = _Larder(
        pack=pack,
        seed=seed,
        monsters=monsters,
        features=[  # a tale of creatures only where they may stand (``Feature.tells_of``)
            f for f in looked_up.features(seed.shape) if not f.tells_of or met & set(f.tells_of)
        ],
        treasure=list(pack.treasure.values()),
        traps=list(pack.traps.values()),
        used=kinds.Used(
            used_unique,
            placed if placed is not None else set(),
            level=set(),
            treasure=found if found is not None else set(),
            hoard=set(),
        ),
        picks=picks if picks is not None else rng,
        alone=set(),
    )
    lord = by_name[seed.dungeon_lord]
    _make_safe(rng, places, rooms, busy={room for room, _ in (*hooks, *counterparts)})
    _crown(places, rooms, lord=lord.id)
    asked = [room for room, _ in (*hooks, *counterparts)]
    for at, (place, here) in enumerate(zip(places, rooms, strict=True)):
        _link_levels(larder, place, here)
        if here.safe:
            _furnish_safe(rng, larder, place, here)
        else:
            _furnish(rng, larder, place, here, taken=asked.count(at))
    room_for = [
        capacity(place.area) - asked.count(at) - place.key for at, place in enumerate(places)
    ]
    _man(rng, larder, places, rooms, room_for)
    _vary(larder, places, rooms)
    _muster(larder, places, rooms, room_for)
    _hearsay(larder, places, rooms, room_for)
    _households(larder, places, rooms)
    _sources(rng, pack, rooms)
    _hooks(rooms, hooks, counterparts)
    return rooms


# a NamedTuple, not a dataclass (its lists and sets grow; it is never changed): worm gen's start-up
class _Larder(NamedTuple):
    """What one level's rooms are filled from; ``used`` grows as features and traps go in."""

    pack: ContentPack
    seed: DungeonSeed
    monsters: list[Monster]  # the seed's common monsters
    features: list[Feature]  # features that fit the level's shape
    treasure: list[Treasure]  # every treasure: each room draws from its own tier
    traps: list[Trap]  # every trap, in pack order
    used: kinds.Used
    picks: np.random.Generator  # which feature or trap: worm.gen.kinds draws from it
    alone: set[str]  # one-of-a-kind creatures placed on the level


def _make_safe(
    rng: np.random.Generator,
    places: Sequence[Place],
    rooms: list[Stock],
    *,
    busy: Collection[int] = (),
) -> None:
    """Safe rooms (p. 338, "a handful" on every level): the secret rooms, and a handful more
    of those with no way down or up, fewer far out (``worm.gen.danger.safe_count``), and one
    a warded set piece claimed (``Place.warded``). None is the lord's, a faction's ground (its
    lair among it), a room with a hook, a quest step or a counterpart (``busy``), one holding a
    key, or one a set piece unfit for rest claimed (``Place.unsafe``, p. 331 ff.): nothing
    lives in a safe room and nothing there calls anyone back. A level whose every quiet room
    is taken keeps one safe room where a way up or down ends, if one is free; failing that,
    one a set piece claimed as unfit for rest (policy: a handful means at least one, p. 338;
    the piece then finds another room or none)."""
    order = rng.permutation(len(places)).tolist()
    open_ = [
        r
        for r in order
        if not places[r].lord and not places[r].faction and not places[r].key and r not in busy
    ]
    free = [r for r in open_ if not places[r].unsafe]
    for room in free:
        if places[room].secret or places[room].warded:
            rooms[room].safe = True
    quiet = [
        r
        for r in free
        if not places[r].secret and not places[r].warded and places[r].connection is None
    ]
    crossed = min((place.distance for place in places), default=0) // danger.LEVEL_STEPS
    for room in quiet[: danger.safe_count(rng, crossed)]:
        rooms[room].safe = True
    last = free or open_
    if not any(here.safe for here in rooms) and last:
        rooms[last[0]].safe = True


def _crown(places: Sequence[Place], rooms: list[Stock], *, lord: str) -> None:
    """The dungeon lord in its room. The rooms' types are given once they are filled, from
    their own stream (``worm.gen.room_types``)."""
    for place, here in zip(places, rooms, strict=True):
        if place.lord:
            here.lord = True
            here.denizens.append(lord)


def _link_levels(larder: _Larder, place: Place, here: Stock) -> None:
    """Where a level connection ends, the feature that makes it (a stair, a shaft), if any."""
    if place.connection is None:
        return
    link = [f for f in larder.features if f.connects_levels and f.kind in place.connection]
    if link and (chosen := kinds.choose(larder.picks, link, place.site, larder.used)) is not None:
        here.features.append(chosen.id)


def _furnish_safe(rng: np.random.Generator, larder: _Larder, place: Place, here: Stock) -> None:
    """A safe room: now and then a hearth feature, sometimes unguarded treasure."""
    if rng.random() < 0.25:
        hearth = [f for f in larder.features if f.safe]
        if (chosen := kinds.choose(larder.picks, hearth, place.site, larder.used)) is not None:
            here.features.append(chosen.id)
    if rng.random() < 0.3 and larder.treasure:
        pool = danger.treasure(larder.treasure, place.distance)
        here.treasure.append(_pick(rng, larder, pool, guarded=False))


def capacity(area: int) -> int:
    """How many things a room of ``area`` floor tiles holds at most (``ROOM_FOR``)."""
    return next((most for bound, most in ROOM_FOR if area < bound), ROOM_FOR_GREAT)


def load(here: Stock, *, taken: int = 0) -> int:
    """How many things a room holds so far, against its ``capacity``: a band, each feature,
    trap and treasure, each key, each hook or counterpart (``taken`` counts those still to
    come from the hook plan)."""
    return (
        bool(here.denizens)
        + len(here.features)
        + len(here.traps)
        + len(here.treasure)
        + len(here.key_to)
        + len(here.hooks)
        + len(here.counterparts)
        + taken
    )


def _furnish(
    rng: np.random.Generator, larder: _Larder, place: Place, here: Stock, *, taken: int = 0
) -> None:
    """Any other room: maybe a band (of the faction holding it, p. 337; stronger far from the
    surface, ``worm.gen.danger``), a feature, a trap guarding treasure, or treasure alone.
    A faction's lair always holds a band of it: a faction is met at home (p. 337). A room
    takes no more than its floor holds (``capacity``, counting its key and the ``taken``
    hooks and counterparts the plan puts there): what does not fit is left out, the band
    first kept, then the feature, then a trap with its treasure, then treasure alone (the
    lord's hoard and a lair's band always stay)."""
    far = place.distance
    room = capacity(place.area) - taken - place.key
    bands = _free(larder, place, far)
    if bands and not place.lord and not place.entry:
        if place.lair or rng.random() < danger.denizen_share(far):
            if place.lair or load(here) < room:
                _stand(rng, larder, here, bands, far)
    if rng.random() < FEATURE_SHARE and load(here) + place.lord < room:  # the hoard to come
        options = [f for f in larder.features if not f.safe]
        if (chosen := kinds.choose(larder.picks, options, place.site, larder.used)) is not None:
            here.features.append(chosen.id)
    guarded = rng.random() < danger.trap_share(far) and not place.entry
    if guarded and load(here) + 2 <= room and (trap := _pick_trap(larder, place)) is not None:
        here.traps.append(trap)
    else:
        guarded = False
    wanted = guarded or rng.random() < TREASURE_SHARE or place.lord or place.hoard
    if larder.treasure and wanted and (guarded or place.lord or place.hoard or load(here) < room):
        pool = danger.treasure(larder.treasure, far)
        here.treasure.append(_pick(rng, larder, pool, guarded=guarded or place.lord))


def _man(
    rng: np.random.Generator,
    larder: _Larder,
    places: Sequence[Place],
    rooms: list[Stock],
    room_for: Sequence[int],
) -> None:
    """A level left with fewer standing groups than ``danger.floor`` of its rooms gets more,
    in empty rooms someone may stand in (never a safe, secret or entry room or the lord's),
    drawn one by one weighted by ``danger.denizen_share`` (so the farther rooms are likelier
    and risk still grows with distance), each a band of the room's holders as ``_furnish``
    draws one; a one-of-a-kind creature stands in one room only, so a level may run out.
    ``room_for`` is what each room holds beside its hooks, counterparts and key
    (``capacity``): a band goes only where it fits beside them."""
    have = sum(1 for here in rooms if here.denizens and not here.lord)
    empty = [
        r
        for r, (place, here) in enumerate(zip(places, rooms, strict=True))
        if place.bands
        and not (place.lord or place.entry or here.safe or here.secret or here.denizens)
        and load(here) < room_for[r]  # a band fits beside what is there and is still to come
    ]
    start = min((place.distance for place in places), default=0)
    for _ in range(max(0, danger.floor(len(rooms), start) - have)):
        if not any(_free(larder, places[r], places[r].distance) for r in empty):
            _make_way(larder, places, rooms, empty)
        empty = [r for r in empty if _free(larder, places[r], places[r].distance)]
        if not empty:
            return
        room = empty.pop(
            danger.weighted(rng, [danger.denizen_share(places[r].distance) for r in empty])
        )
        far = places[room].distance
        _stand(rng, larder, rooms[room], _free(larder, places[room], far), far)


def _make_way(
    larder: _Larder, places: Sequence[Place], rooms: list[Stock], empty: list[int]
) -> None:
    """No one-of-a-kind creature left may stand in the empty rooms (near the way in, where
    only the weak may, ``danger.stands``), but one that may stands alone in a room farther out
    that a stronger one left over could hold: it moves to the first such empty room, so the
    far room is free for another and the level still reaches ``danger.floor`` (seed 174643's
    first level had its only far room taken by a weak beast, four groups where five fit).
    No draw is made; the room it goes to leaves ``empty``, the room it left joins it."""
    for q, (place, here) in enumerate(zip(places, rooms, strict=True)):
        if place.lord or place.lair or len(here.denizens) != 1:
            continue
        (monster,) = here.denizens
        if not larder.pack.monsters[monster].singular:
            continue
        larder.alone.discard(monster)
        others = [m for m in _free(larder, place, place.distance) if m.id != monster]
        to = next(
            (
                r
                for r in empty
                if monster in {m.id for m in _free(larder, places[r], places[r].distance)}
            ),
            None,
        )
        larder.alone.add(monster)
        if others and to is not None:
            here.denizens.remove(monster)
            rooms[to].denizens.append(monster)
            empty.remove(to)
            empty.append(q)  # bare now, for one of ``others``
            return


def _vary(larder: _Larder, places: Sequence[Place], rooms: list[Stock]) -> None:
    """A level whose standing groups outside the lairs are all of one kind gets a second kind
    in the nearest unaligned room of them that another may stand in (``_free``), the likeliest
    there by threat (``danger.threat_weight``): the Meatgrinder's road meets only creatures
    standing on the level, each in a few ways (p. 341), and one kind met in four ways left a
    fifth encounter to a stray from another seed (seed 5025704's first level: Dire Bats in both
    its rooms, then Devils on the road). No draw is made."""
    groups = [
        r
        for r, (place, here) in enumerate(zip(places, rooms, strict=True))
        if here.denizens and not (place.lord or place.lair)
    ]
    kinds = {m for r in groups for m in rooms[r].denizens}
    if len(groups) < 2 or len(kinds) != 1:
        return
    (only,) = kinds
    for r in sorted(groups, key=lambda r: (places[r].distance, r)):
        far = places[r].distance
        others = [m for m in _free(larder, places[r], far) if m.id != only]
        if places[r].faction or not others:
            continue
        chosen = max(others, key=lambda m: danger.threat_weight(m.encounter_threat, far))
        rooms[r].denizens = [chosen.id]
        if chosen.singular:
            larder.alone.add(chosen.id)
        return


def _muster(
    larder: _Larder, places: Sequence[Place], rooms: list[Stock], room_for: Sequence[int]
) -> None:
    """Every faction's standing member stands in one room of its ground at least (an
    unaligned creature left out is simply not on the level), where a bare room is left (empty
    as ``_man`` takes them, and with no feature, trap or treasure, so no room is crowded by
    it, nor by the hooks and key to come, ``room_for``): the farthest such room, so nobody
    is met only on the Meatgrinder's road (p. 341) and risk still grows with distance; a
    brute or an elite whose ground holds no such room far enough out (``danger.stands``) is
    met in its lair or on the road. No draw is made."""
    standing = {m for here in rooms for m in here.denizens}
    wanted = dict.fromkeys(
        m for place in places if place.faction for m in place.bands if m not in standing
    )
    for monster in wanted:
        empty = [
            r
            for r, (place, here) in enumerate(zip(places, rooms, strict=True))
            if monster in {m.id for m in _free(larder, place, place.distance)}
            and not (place.lord or place.entry or here.safe or here.secret or here.denizens)
            and not (here.features or here.traps or here.treasure)
            and load(here) < room_for[r]
        ]
        if empty:
            room = max(empty, key=lambda r: (places[r].distance, -r))
            rooms[room].denizens.append(monster)
            if larder.pack.monsters[monster].singular:
                larder.alone.add(monster)


def _hearsay(
    larder: _Larder, places: Sequence[Place], rooms: list[Stock], room_for: Sequence[int]
) -> None:
    """A feature whose words tell of creatures living down here (``Feature.tells_of``:
    Zacchaeus's vampires) has one of them on its level: where none stands yet, one stands in
    the farthest bare room it may stand in (as ``_muster`` puts one); where none may, the
    feature is taken out again, and the room is dressed later like any other. No draw."""
    for here in rooms:
        for feature_id in list(here.features):
            told = larder.pack.features[feature_id].tells_of
            standing = {m for room in rooms for m in room.denizens}
            if not told or standing & set(told):
                continue
            empty = [
                (r, monster)
                for monster in told
                for r, (place, there) in enumerate(zip(places, rooms, strict=True))
                if monster in {m.id for m in _free(larder, place, place.distance)}
                and not (place.lord or place.entry or there.safe or there.secret)
                and not there.denizens
                and load(there) < room_for[r]
            ]
            if empty:
                room, monster = max(empty, key=lambda pair: (places[pair[0]].distance, -pair[0]))
                rooms[room].denizens.append(monster)
                if larder.pack.monsters[monster].singular:
                    larder.alone.add(monster)
            else:
                here.features.remove(feature_id)


def _households(larder: _Larder, places: Sequence[Place], rooms: list[Stock]) -> None:
    """A faction's lair is its household (p. 337): beside the band standing there lives a
    second kind of the faction's, the first other one its ground may hold (``_free``, no
    one-of-a-kind creature), so the guild meets a mixed band at the faction's home and fights
    each kind as a band of its own (p. 121). The lord's lair is its household's, so the lord
    fights beside its minions (p. 251). The lair keeps its one band (``load``), and no draw
    is made."""
    for place, here in zip(places, rooms, strict=True):
        if not ((place.lair or place.lord) and place.faction and here.denizens):
            continue
        kin = next(
            (
                m.id
                for m in _free(larder, place)
                if m.id not in here.denizens and not m.singular and not m.lord
            ),
            None,
        )
        if kin is not None:
            here.denizens.append(kin)


def _free(larder: _Larder, place: Place, far: int | None = None) -> list[Monster]:
    """Who may still stand here: the place's ``bands`` but the one-of-a-kind creatures
    (``singular``, the Menagerie's, p. 357) already kept in another room of the level, and
    none hostile on sight where a hook's person waits calmly (``Place.calm``, gm_review2
    problem 2: a money-lender among skeletons drilling in ranks). Given the room's distance
    ``far``, outside a lair none too strong to stand that near the way in
    (``danger.stands``); outside a lair, none the size of a building in a room of fewer than
    ``HUGE_FLOOR`` floor tiles."""
    out = [larder.pack.monsters[m] for m in place.bands]
    out = [m for m in out if not (m.singular and m.id in larder.alone)]
    if far is not None and not place.lair:
        out = [m for m in out if danger.stands(m.encounter_threat, far)]
    if not place.lair and place.area < HUGE_FLOOR:  # no dragon coiled in a boarded-up house
        out = [m for m in out if m.size != "huge"]
    calm = [m for m in out if not (place.calm and m.aggressive)]
    return calm or (out if place.lair else [])  # a lair holds its band all the same


def _stand(
    rng: np.random.Generator, larder: _Larder, here: Stock, bands: Sequence[Monster], far: int
) -> None:
    """One of ``bands`` stands in ``here``, weighted by threat for a room ``far`` out."""
    weights = [danger.threat_weight(m.encounter_threat, far) for m in bands]
    chosen = bands[danger.weighted(rng, weights)]
    here.denizens.append(chosen.id)
    if chosen.singular:
        larder.alone.add(chosen.id)


def _sources(rng: np.random.Generator, pack: ContentPack, rooms: list[Stock]) -> None:
    """Hide what a placed feature or trap needs (a cube-key, magic paint) in another room."""
    for at, here in enumerate(rooms):
        needed = [flag for f in here.features for flag in pack.features[f].needs_elsewhere]
        needed += [flag for t in here.traps for flag in pack.traps[t].needs_elsewhere]
        for flag in needed:
            others = [r for r in range(len(rooms)) if r != at]
            if others:
                rooms[others[int(rng.integers(len(others)))]].sources.append(flag)


def _pick(rng: np.random.Generator, larder: _Larder, tier: list[Treasure], *, guarded: bool) -> str:
    """A treasure fit for the room (one draw from ``rng``), drawn without replacement: guarded
    rooms draw the richer, guarded pieces. Of the room's ``tier`` (``worm.gen.danger``) the
    pieces on no level yet come first; then the fresh ones of the tiers above, then of those
    below; then those of the tier already found on another level; a piece already on this
    level only when the whole table is spent."""
    used = larder.used
    kept = [t for t in larder.treasure if t.id not in used.hoard]
    top = max((t.depth for t in tier), default=0)
    richer = [t for t in kept if t.depth > top]
    pool: list[Treasure] = []
    for choice in (
        [t for t in tier if t.id not in used.hoard and t.id not in used.treasure],
        [t for t in richer if t.id not in used.treasure],
        [t for t in kept if t.id not in used.treasure],
        [t for t in tier if t.id not in used.hoard],
        richer,
        kept,
        tier,
    ):
        pool = [t for t in choice if t.guarded == guarded]
        if pool:
            break
    else:
        pool = tier
    chosen = pool[int(rng.integers(len(pool)))].id
    used.hoard.add(chosen)
    used.treasure.add(chosen)
    return chosen


def _pick_trap(larder: _Larder, place: Place) -> str | None:
    """A trap of any kind (pp. 370–373) that fits the room and the level, the deadlier kinds
    likelier far from the surface (``worm.gen.danger.trap_weight``, read by each kind's book
    example); None if none fits."""
    example = {t.kind: t.id for t in larder.traps if t.example}
    chosen = kinds.choose(
        larder.picks,
        larder.traps,
        place.site,
        larder.used,
        weight=lambda t: danger.trap_weight(example.get(t.kind, t.id), place.distance),
    )
    return None if chosen is None else chosen.id


def _hooks(
    rooms: list[Stock],
    hooks: Sequence[tuple[int, dict[str, str]]],
    counterparts: Sequence[tuple[int, dict[str, str]]],
) -> None:
    """The hook plan's part of this level (pp. 336, 339, 341): return hooks and quest steps
    in their rooms, and the counterparts other levels' hooks ask for in theirs."""
    for room, hook in hooks:
        rooms[room].hooks.append(dict(hook))
    for room, counterpart in counterparts:
        rooms[room].counterparts.append(dict(counterpart))


def reasons(pack: ContentPack, here: Stock, place: Place) -> list[str]:
    """The reasons a room is worth entering, read off what it holds (pp. 335–339): its
    creatures, features, traps, treasure, keys and hooks, its clues (something to learn:
    explore) and its scenery (a sensation to follow: explore; terrain or an object to use:
    experiment). Nothing is added here to make a reason: ``worm.gen.scenery`` sees to it
    that every room holds something first.
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
        or here.clues
        or any(h["kind"] == "quest" for h in here.hooks)
    ):
        found.add("explore")
    for piece in here.scenery:
        found.add("explore" if pack.scenery[piece].column == "sensory" else "experiment")
    if any(h["kind"] == "return" for h in here.hooks) or here.counterparts:
        found.add("return")
    if here.safe:
        found.add("breathe")
    if here.secret or place.secret_exit:
        found.add("surprise")
    if place.connection is not None:
        found.add("explore")
    order = ("explore", "flee", "talk", "fight", "breathe", "experiment", "surprise", "return")
    return [reason for reason in order if reason in found]
