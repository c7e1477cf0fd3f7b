"""Appendix E end to end: one seed in, one whole Underworld out (pp. 329–342).

1. **Origin** (p. 331) from the ``gen:origin`` stream;
2. **Layout** (pp. 332–333) from ``layout``;
3. **Maps** (p. 334), one per level, each from its own ``level:N`` stream;
4. **Rooms** (pp. 335–339) from ``gen:rooms:N``, their risk and reward by each room's distance
   from the nearest known surface entrance (``worm.gen.danger``), then clues of what is next
   door and of secret doors from ``gen:clues:N``, and scenery for rooms that would hold
   nothing from ``gen:scenery:N``; rooms are held by the level's **factions** (p. 337) from
   ``gen:factions:N``; their types are given after their contents from ``gen:types:N``, then
   the seed's senses and the origin's traces and treasure from ``gen:lore-rooms:N``;
5. **Meatgrinder** (pp. 340–342) from ``gen:meatgrinder:N``.

The hook plan (``worm.gen.hooks``: return hooks and their counterparts, the quest's steps)
pairs levels from the layout alone, from ``gen:hooks``, before the first level is stocked; a
level's rooms in it are chosen from ``gen:hooks:rooms:N`` when the level is keyed, which is
when it or a level whose texts name its rooms is stocked (a level above or below it, the
quest's step before it); each level's quest rumor (card XXI) from ``gen:hooks:rumor:N``.

Only generation streams are used (``worm.rng.is_generation``), so nothing a guild does in play
can change what a seed makes, and each level's map depends only on the seed and its number.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, overload

import numpy as np

from worm import rng as streams
from worm.gen import (
    carving,
    clues,
    danger,
    factions,
    hooks,
    interiors,
    keying,
    kinds,
    layout,
    lore,
    maps,
    meatgrinder,
    metrics,
    plain,
    room_types,
    rooms,
    scenery,
    topology,
)
from worm.gen.layout import LayoutSettings

if TYPE_CHECKING:
    from worm.content.models import ContentPack, DungeonSeed, Origin
    from worm.gen.factions import Plan as FactionPlan
    from worm.gen.layout import Layout, Slot

SCHEMA_VERSION = 3  # 2: issue 21's stocking: hook plan, kinds, distance, clues, scenery
# 3: a way's ``end`` may be "across" (levels in one row of the table); features' landings


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Way(NamedTuple):
    """One end of a way out of a level, in a room: the surface entrance, or a way up or down."""

    room: int
    x: int
    y: int
    end: keying.End
    connection: int | None  # index into ``Layout.connections``; None for the surface
    secret: bool


@dataclass(slots=True)
class Level:
    """One generated level: where it sits, its seed, map, keys, rooms and Meatgrinder.

    Its ``metrics`` are worked out when first read: play never reads them, and walking the
    whole map for them was a tenth of making a level."""

    slot: Slot
    seed: DungeonSeed
    map: maps.LevelMap
    keyed: keying.Keyed
    stock: list[rooms.Stock]
    meatgrinder: list[dict[str, Any]]
    marks: list[tuple[int, int, int]]
    tiles: np.ndarray  # the GM's map, [y, x]
    lore: dict[str, str]  # how the Underworld's origin shows on this level (p. 331)
    ways: list[Way]  # the level's ways out, the way in first
    words: dict[str, str] = field(default_factory=dict)  # the Meatgrinder's placeholders
    factions: FactionPlan | None = None  # who holds power, and which rooms (p. 337)
    _metrics: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    hook_plan: hooks.Plan | None = field(default=None, repr=False)  # the Underworld's, shared
    senses: dict[str, str] = field(default_factory=dict)  # what greets the guild on arrival

    @property
    def number(self) -> int:
        return self.slot.number

    @property
    def metrics(self) -> dict[str, Any]:
        if self._metrics is None:
            self._metrics = _level_metrics(self.map, self.keyed, self.stock, self.tiles)
        return self._metrics


@dataclass(slots=True)
class Underworld:
    """A whole Underworld: the seed that made it and everything Appendix E builds.

    ``levels`` is a list, or, for play (:func:`for_play`), :class:`Levels`, which stocks each
    level the first time it is asked for; ``metrics`` is then worked out when first read."""

    seed: int
    origin: Origin
    layout: Layout
    levels: Sequence[Level]
    ends: Sequence[tuple[str, str]]  # connection i → (key on level a, key on level b)
    _metrics: dict[str, Any] | None = None
    carved: Collection[int] = field(default=(), repr=False, compare=False)  # levels keyed so far

    @property
    def metrics(self) -> dict[str, Any]:
        if self._metrics is None:
            self._metrics = _metrics(self.layout, self.levels)
        return self._metrics


def generate(
    seed: int, settings: LayoutSettings | None = None, pack: ContentPack | None = None
) -> Underworld:
    """The Underworld of ``seed`` (the same every time, on every machine). Its metrics, and
    each level's, are worked out when first read (the JSON and the batch read them)."""
    return _whole(for_play(seed, settings, pack))


def sketch(
    seed: int, settings: LayoutSettings | None = None, pack: ContentPack | None = None
) -> Underworld:
    """The Underworld of ``seed`` as far as the plain ``worm gen`` prints it
    (``worm.gen.export.ascii_overview``): every level carved, keyed and stocked as
    :func:`generate` does it, since what a room holds shows on the map (``worm.gen.interiors``)
    and one level's stocking draws on what the levels above it used; but no level has its
    clues, its rooms' reasons, its senses, its rumor nor its Meatgrinder, which come last from
    their own streams and feed nothing the overview prints. For that overview alone: every
    other reader takes :func:`generate` (``tests/unit/gen/test_sketch.py`` holds the two
    overviews the same)."""
    return _whole(for_play(seed, settings, pack, sketch=True))


def _whole(world: Underworld) -> Underworld:
    """``world`` with every level stocked and the connections' ends read."""
    return Underworld(
        world.seed,
        world.origin,
        world.layout,
        list(world.levels),
        list(world.ends),
        carved=tuple(sorted(world.carved)),
    )


def for_play(
    seed: int,
    settings: LayoutSettings | None = None,
    pack: ContentPack | None = None,
    *,
    sketch: bool = False,
) -> Underworld:
    """The Underworld of ``seed`` as :func:`generate` makes it, but each level carved, keyed
    and stocked (rooms, Meatgrinder, metrics) only when play first asks for it or one below
    it: a delve rarely goes past the first levels. Each level's map and keys come from its
    own stream, so carving one never moves another's; levels are stocked in order, as
    ``generate`` stocks them (a unique monster on one level is not on the next), so every
    level is the same. A level is also carved and keyed, not stocked, when a level being
    stocked names one of its rooms (``hooks.Plan.named_from``: stocking level 1 keys at most
    level 2 besides); ``carved`` lists the levels keyed so far. The connections' ends are
    worked out when first read. ``sketch``: each level stocked only as far as :func:`sketch`
    says."""
    seed = streams.check_seed(seed)
    pack = pack or plain.validated()
    settings = settings or LayoutSettings()
    origins = list(pack.origins.values())
    origin = origins[int(streams.stream(seed, "gen:origin").integers(len(origins)))]
    plan = layout.generate(streams.stream(seed, "layout"), settings)
    seeds = {entry.card: entry for entry in pack.seeds.values()}
    needs, owners = _needs(plan)
    made: dict[int, tuple[maps.LevelMap, keying.Keyed]] = {}

    def drawn(number: int) -> tuple[maps.LevelMap, keying.Keyed]:
        """Level ``number``'s map and keys, carved and keyed on first need."""
        if number not in made:
            rng = streams.stream(seed, f"level:{number}")
            level_map = carving.carve(rng, _brief(seeds[plan.level(number).card], settings, rng))
            share = {} if settings.secret_share is None else {"secret_share": settings.secret_share}
            keyed = keying.key(rng, level_map, number, needs[number], **share)
            keyed = topology.settle(rng, level_map, keyed, number, needs[number])
            made[number] = (level_map, keyed)
        return made[number]

    def ends() -> list[tuple[str, str]]:
        found = []
        for index, connection in enumerate(plan.connections):
            sides = []
            for number in (connection.a, connection.b):
                _, keyed = drawn(number)
                need = owners[number].index(index)
                sides.append(keyed.keys[keyed.ends[need]])
            found.append((sides[0], sides[1]))
        return found

    used_unique: set[str] = set()
    planned: list[hooks.Plan] = []

    def hook_plan() -> hooks.Plan:
        """The hook plan: levels paired before the first is stocked, each level's rooms
        chosen when its keys are first read (carving only that level)."""
        if not planned:
            planned.append(
                hooks.plan(
                    streams.stream(seed, "gen:hooks"),
                    pack,
                    plan,
                    lambda number: drawn(number)[1],
                    lambda number: streams.stream(seed, f"gen:hooks:rooms:{number}"),
                    lambda number: _ground(*drawn(number), needs[number]),
                )
            )
        return planned[0]

    placed: set[str] = set()  # every feature and trap placed so far (worm.gen.kinds)
    found: set[str] = set()  # every treasure placed so far (worm.gen.rooms._pick)
    motives: set[str] = set()  # every faction's want and shun so far (worm.gen.factions)

    def stock(slot: Slot) -> Level:
        level_map, keyed = drawn(slot.number)
        return _stock(
            origin,
            seed,
            pack,
            plan,
            slot,
            seeds[slot.card],
            level_map,
            keyed,
            needs,
            owners,
            seeds,
            used_unique,
            hook_plan(),
            placed,
            found,
            motives,
            sketch=sketch,
        )

    return Underworld(
        seed, origin, plan, Levels(plan.levels, stock), _Ends(ends), carved=made.keys()
    )


class _Ends(Sequence[tuple[str, str]]):
    """The connections' ends (``Underworld.ends``), worked out the first time they are read:
    that carves every level, which play rarely needs."""

    def __init__(self, work_out: Callable[[], list[tuple[str, str]]]) -> None:
        self._work_out = work_out
        self._found: list[tuple[str, str]] | None = None

    def _ends(self) -> list[tuple[str, str]]:
        if self._found is None:
            self._found = self._work_out()
        return self._found

    def __len__(self) -> int:
        return len(self._ends())

    @overload
    def __getitem__(self, index: int) -> tuple[str, str]: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[tuple[str, str]]: ...

    def __getitem__(self, index: int | slice) -> tuple[str, str] | Sequence[tuple[str, str]]:
        return self._ends()[index]


class Levels(Sequence[Level]):
    """An Underworld's levels, each stocked by ``stock`` the first time it or a deeper one is
    asked for, in order (stocking one level draws on what the levels above it used)."""

    def __init__(self, slots: Sequence[Slot], stock: Callable[[Slot], Level]) -> None:
        self._slots = tuple(slots)
        self._stock = stock
        self._made: list[Level] = []

    def __len__(self) -> int:
        return len(self._slots)

    @overload
    def __getitem__(self, index: int) -> Level: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Level]: ...

    def __getitem__(self, index: int | slice) -> Level | Sequence[Level]:
        made = self._made
        if type(index) is int and 0 <= index < len(made):
            return made[index]  # stocked already: the table asks on nearly every step
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not -len(self) <= index < len(self):
            raise IndexError(f"level index {index} out of range: the Underworld has {len(self)}")
        index %= len(self)
        while len(self._made) <= index:
            self._made.append(self._stock(self._slots[len(self._made)]))
        return self._made[index]


def _brief(entry: DungeonSeed, settings: LayoutSettings, rng: np.random.Generator) -> carving.Brief:
    """What the dungeon seed asks of its levels' maps (pp. 343–364), and what the settings
    force on them: a shape, a room count drawn from the level's own stream, a loop rate."""
    rooms = None
    if settings.rooms is not None:
        rooms = int(rng.integers(settings.rooms[0], settings.rooms[1] + 1))
    return carving.Brief(
        settings.shape or entry.shape,
        entry.card,
        entry.id,
        entry.premise,
        tuple(entry.structures),
        rooms=rooms,
        loops=settings.loop_rate,
    )


def _metrics(plan: Layout, levels: Sequence[Level]) -> dict[str, Any]:
    return metrics.underworld_metrics(
        [level.metrics for level in levels],
        [slot.surface_entrance for slot in plan.levels],
        [(c.a, c.b, c.rules, c.kind, c.secret) for c in plan.connections],
    )


def arrivals(plan: Layout) -> dict[int, int]:
    """Level number → the connection by which the shortest known route from the main entrance
    (level 1) first reaches it (-1 for level 1; a level no known way reaches is left out)."""
    parent: dict[int, int] = {1: -1}
    frontier = [1]
    while frontier:
        nxt = []
        for number in frontier:
            for index, c in enumerate(plan.connections):
                if c.secret or number not in (c.a, c.b):
                    continue
                other = c.b if c.a == number else c.a
                if other not in parent:
                    parent[other] = index
                    nxt.append(other)
        frontier = sorted(nxt)
    return parent


def end(here: Slot, there: Slot) -> keying.End:
    """Which way a connection from ``here`` to ``there`` runs, by their rows of the table
    (p. 333): up toward the surface row, down away from it, across within one row."""
    if here.position[0] == there.position[0]:
        return "across"
    return "up" if there.position[0] < here.position[0] else "down"


def _needs(plan: Layout) -> tuple[dict[int, list[keying.Need]], dict[int, list[int | None]]]:
    """For each level, the connection ends it must hold, the way in first.

    ``owners[n][i]`` is the connection index behind need i of level n (None: the surface).
    The way in (need 0, where ``keying.key`` puts the entry) is where the guild really
    arrives: the level's own surface entrance when it is known (the main one on level 1), else
    the connection by which the shortest known route from the main entrance reaches it. Every
    level has such a route: the layout never hides a connection the known ways need.
    """
    parent = arrivals(plan)
    needs: dict[int, list[keying.Need]] = {}
    owners: dict[int, list[int | None]] = {}
    for slot in plan.levels:
        n = slot.number
        entries: list[tuple[keying.Need, int | None]] = []
        surface = None
        if slot.surface_entrance is not None:
            surface = (keying.Need("entrance", slot.surface_entrance == "secret"), None)
        way_in = parent.get(n, -1)
        by_surface = surface is not None and (slot.surface_entrance != "secret" or way_in < 0)
        if by_surface and surface is not None:
            entries.append(surface)
            surface = None
        for index, c in enumerate(plan.connections):
            if n not in (c.a, c.b):
                continue
            other = c.b if c.a == n else c.a
            way = end(slot, plan.level(other))
            need = (keying.Need(way, c.secret, onward=way == "across" and other > n), index)
            if index == way_in and not by_surface:
                entries.insert(0, need)  # the way in, even after connections listed before it
            else:
                entries.append(need)
        if surface is not None:
            entries.append(surface)
        needs[n] = [need for need, _ in entries]
        owners[n] = [owner for _, owner in entries]
    return needs, owners


def _stock(
    origin: Origin,
    seed: int,
    pack: ContentPack,
    plan: Layout,
    slot: Slot,
    dungeon: DungeonSeed,
    level_map: maps.LevelMap,
    keyed: keying.Keyed,
    needs: dict[int, list[keying.Need]],
    owners: dict[int, list[int | None]],
    seeds: dict[int, DungeonSeed],
    used_unique: set[str],
    hook_plan: hooks.Plan,
    placed: set[str],
    found: set[str],
    motives: set[str] | None = None,
    *,
    sketch: bool = False,
) -> Level:
    n = slot.number
    count = len(level_map.rooms)
    connection_at: dict[int, str] = {}
    marks: list[tuple[int, int, int]] = []
    taken: dict[int, int] = {}
    ways: list[Way] = []
    for need, owner, room in zip(needs[n], owners[n], keyed.ends, strict=True):
        if owner is None:
            connection_at.setdefault(room, "entrance")
            tile = maps.ENTRANCE
        else:
            c = plan.connections[owner]
            connection_at.setdefault(room, c.kind)
            tile = {"up": maps.UP, "down": maps.DOWN}.get(need.end, maps.ACROSS)
        x, y = spot(level_map.rooms[room], taken.get(room, 0))
        taken[room] = taken.get(room, 0) + 1
        marks.append((x, y, tile))
        ways.append(Way(room, x, y, need.end, owner, need.secret))
    start = danger.starts(plan, n, keyed.ends, owners[n], [need.secret for need in needs[n]])
    far = danger.distances(level_map.neighbours(), start, danger.hops(plan).get(n))
    secret_exit = [False] * count
    exits = [taken.get(r, 0) for r in range(count)]
    for edge in level_map.edges:
        exits[edge.a] += 1
        exits[edge.b] += 1
        if edge.secret:
            secret_exit[edge.a] = secret_exit[edge.b] = True
    brings, lordly, calm = hooks.brought(pack, hook_plan, n)
    key_rooms = {holder for _, holder in keyed.locks}
    busy = key_rooms | {t.room for t in hook_plan.asked_on(n)}
    busy |= {s.room for s in hook_plan.steps_on(n)} | {
        t.other_room for t in hook_plan.answered_on(n)
    }
    held = factions.plan(
        streams.stream(seed, f"gen:factions:{n}"),
        pack,
        dungeon,
        count,
        [(edge.a, edge.b) for edge in level_map.edges],
        lord=keyed.lord,
        entry=keyed.entry,
        secret=keyed.secret_rooms,
        said=motives,
        brings=brings,
        lordly=lordly,
        calm=calm,
        busy=busy,
        far=far,
    )
    held = _spare(held, busy, connection_at, far, lord=keyed.lord)
    hoards = {
        s.room for s in hook_plan.steps_on(n) if s.hook != hooks.GOAL and pack.hooks[s.hook].held
    }
    held = _household_holds(held, hoards)
    lairs = {faction.lair for faction in held.factions}
    ends = frozenset(w.end for w in ways)
    places = [
        rooms.Place(
            depth=keyed.depth[r],
            secret=r in keyed.secret_rooms,
            secret_exit=secret_exit[r],
            connection=connection_at.get(r),
            entry=r == keyed.entry,
            lord=r == keyed.lord,
            site=kinds.site(
                level_map,
                r,
                connection=connection_at.get(r),
                secret_exit=secret_exit[r],
                tags=(dungeon.id, dungeon.shape, origin.id),
                seed=dungeon,
                lived_in=r == keyed.lord or r in lairs,
                shunned=_shunned(pack, held, r),
                ends=ends,
            ),
            distance=far[r],
            faction=held.faction_id(r),
            bands=_bands(held, r, pack, secret=r in keyed.secret_rooms),
            lair=any(f.lair == r for f in held.factions),
            area=int(level_map.rooms[r].mask.sum()),
            exits=exits[r],
            key=r in key_rooms,
            hoard=r in hoards,
        )
        for r in range(count)
    ]
    by_number = {other.number: seeds[other.card] for other in plan.levels}
    asked = [(t.room, hooks.asked(pack, t, by_number)) for t in hook_plan.asked_on(n)]
    asked += [
        (s.room, hooks.step_entry(pack, hook_plan.quest, s, by_number))
        for s in hook_plan.steps_on(n)
    ]
    answered = [(t.other_room, hooks.answer(pack, t, by_number)) for t in hook_plan.answered_on(n)]
    places = room_types.claim(  # the set piece's room before safe rooms and traps take it
        streams.stream(seed, f"gen:pieces:{n}"),
        pack,
        dungeon,
        places,
        busy={room for room, _ in (*asked, *answered)},
    )
    rng = streams.stream(seed, f"gen:rooms:{n}")
    stock = rooms.stock(
        rng,
        pack,
        dungeon,
        places,
        used_unique=used_unique,
        hooks=asked,
        counterparts=answered,
        placed=placed,
        found=found,
        picks=streams.stream(seed, f"gen:kinds:{n}"),
    )
    held = factions.prune(held, {d for s in stock for d in s.denizens})
    _guarded(pack, held, stock, hook_plan, n, by_number)
    for edge_index, holder in keyed.locks:
        edge = level_map.edges[edge_index]
        stock[holder].key_to.append(f"{keyed.keys[edge.a]}-{keyed.keys[edge.b]}")
    if not sketch:  # nothing the sketch keeps reads the clues
        hidden = [(way.room, way.x, way.y) for way in ways if way.secret]
        clue_rng = streams.stream(seed, f"gen:clues:{n}")
        clues.lay(clue_rng, pack, level_map, keyed.keys, stock, hidden)
    scenery.dress(
        streams.stream(seed, f"gen:scenery:{n}"),
        pack,
        stock,
        seed=dungeon,
        shunned=[place.site.shunned for place in places],
    )
    for r in range(0 if sketch else count):  # the reasons read the clues, and feed nothing
        stock[r].reasons = rooms.reasons(pack, stock[r], places[r])
    room_types.give(streams.stream(seed, f"gen:types:{n}"), pack, dungeon, places, stock)
    level_lore = _lore(seed, n, origin)
    seen = streams.stream(seed, f"gen:lore-rooms:{n}")
    lore.build(seen, pack, dungeon, stock)
    lore.traces(seen, origin, stock, level_lore["motif"])
    lore.tilt(seen, pack, origin, stock, found)  # ``found`` feeds the levels below
    grinder: list[dict[str, Any]] = []
    words: dict[str, str] = {}
    senses: dict[str, str] = {}
    if not sketch:  # the level's senses, its rumor and its Meatgrinder: the overview has none
        senses = lore.senses(seen, dungeon)
        denizens = [
            d for s in stock for d in s.denizens if not s.lord or pack.monsters[d].common_threat
        ]
        traps = [t for s in stock for t in s.traps]
        neighbours = [seeds[plan.level(o).card].name for o in plan.neighbours(n)] or [dungeon.name]
        words = {"level": dungeon.name, "other_level": neighbours[0], "lord": dungeon.dungeon_lord}
        tellers = [pack.monsters[d].name for d in dict.fromkeys(denizens) if pack.monsters[d].talks]
        rumor = hooks.rumor(
            streams.stream(seed, f"gen:hooks:rumor:{n}"),
            pack,
            hook_plan.next_step(),
            tellers,
            by_number,
        )
        grinder = meatgrinder.write(
            streams.stream(seed, f"gen:meatgrinder:{n}"),
            pack,
            dungeon,
            denizens=denizens,
            traps=traps,
            words=words,
            rumor=rumor,
            flickers=streams.stream(seed, f"gen:meatgrinder:flickers:{n}"),
            factions=held,
            keys=keyed.keys,
        )
        for here in stock:
            here.feature_kinds = [pack.features[f].kind for f in here.features]
            here.trap_kinds = [pack.traps[t].kind for t in here.traps]
    tiles = maps.draw(level_map, marks=marks)
    interiors.lay(tiles, level_map, stock, pack)  # the map agrees with the rooms' words
    return Level(
        slot,
        dungeon,
        level_map,
        keyed,
        stock,
        grinder,
        marks,
        tiles,
        level_lore,
        ways,
        words,
        held,
        hook_plan=hook_plan,
        senses=senses,
    )


def _spare(
    held: FactionPlan,
    busy: Collection[int],
    connection_at: dict[int, str],
    far: Sequence[int],
    *,
    lord: int,
) -> FactionPlan:
    """Factions that hold every room a safe room could be (p. 338 wants "a handful" on every
    level; ``rooms._make_safe`` takes none on a faction's ground) give one up: the held room,
    not a lair, nor holding a hook or a key (``busy``), with no way up or down if one will do,
    nearest the way in. Any other plan is returned as it is."""
    rooms = range(len(held.holder))
    if any(r != lord and held.holder[r] < 0 and r not in busy for r in rooms):
        return held
    lairs = {f.lair for f in held.factions}
    spare = [r for r in rooms if r != lord and r not in lairs and r not in busy]
    if not spare:
        return held
    room = min(spare, key=lambda r: (r in connection_at, far[r], r))
    holder = list(held.holder)
    owner = held.factions[holder[room]]
    holder[room] = -1
    kept = tuple(r for r in owner.territory if r != room)
    factions = tuple(f._replace(territory=kept) if f.id == owner.id else f for f in held.factions)
    return held._replace(factions=factions, holder=tuple(holder))


HOARD_LOAD = 3  # a quest step's heaped loot: the hook, the hoard and the band that keeps it


def _ground(
    level_map: maps.LevelMap, keyed: keying.Keyed, needs: Sequence[keying.Need]
) -> hooks.Ground:
    """What a level's rooms offer a hook (``hooks.Ground``): those with a secret door or a
    hidden way out (up, down or to the surface), and those whose key and way out fill them."""
    hidden = {room for edge in level_map.edges if edge.secret for room in (edge.a, edge.b)}
    hidden |= {room for need, room in zip(needs, keyed.ends, strict=True) if need.secret}
    filled = [int(r in keyed.ends) for r in range(len(level_map.rooms))]
    for _, holder in keyed.locks:
        filled[holder] += 1
    room_for = [
        rooms.capacity(int(room.mask.sum())) - filled[r] for r, room in enumerate(level_map.rooms)
    ]
    cramped = {r for r, left in enumerate(room_for) if left < 1}
    small = {r for r, left in enumerate(room_for) if left < HOARD_LOAD}
    return hooks.Ground(frozenset(hidden), frozenset(cramped), frozenset(small))


def _guarded(
    pack: ContentPack,
    held: FactionPlan,
    stock: list[rooms.Stock],
    hook_plan: hooks.Plan,
    n: int,
    by_number: dict[int, DungeonSeed],
) -> None:
    """A quest step's words where the lord's own people stand in its room (a prisoner
    watched by them, ``Hook.guarded_text``), once stocking has placed who stands where."""
    household = next((f for f in held.factions if f.household), None)
    if household is None:
        return
    for step in hook_plan.steps_on(n):
        if step.hook == hooks.GOAL or pack.hooks[step.hook].guarded_text is None:
            continue
        here = stock[step.room]
        if not set(here.denizens) & set(household.members):
            continue
        entry = hooks.step_entry(pack, hook_plan.quest, step, by_number, guarded=True)
        here.hooks = [
            entry if h.get("step") == str(step.number) and h.get("kind") == "quest" else h
            for h in here.hooks
        ]


def _household_holds(held: FactionPlan, rooms: Collection[int]) -> FactionPlan:
    """The lord's household holds ``rooms`` (a quest step's loot "heaped by the servants of"
    the lord lies on their ground, GM read 25: s23 204), taken from any who held them."""
    holder = list(held.holder)
    home = next(i for i, f in enumerate(held.factions) if f.household)
    for room in rooms:
        holder[room] = home
    factions = tuple(
        f._replace(
            territory=tuple(
                sorted(
                    r
                    for r in range(len(holder))
                    if holder[r] == i and (r in f.territory or r in rooms)
                )
            ),
        )
        for i, f in enumerate(held.factions)
    )
    return held._replace(factions=factions, holder=tuple(holder))


def _shunned(pack: ContentPack, held: FactionPlan, room: int) -> tuple[str, ...]:
    """The words (tastes.toml) of what the faction holding ``room`` will not have (its shun,
    p. 337): no feature, trap or room type showing one is given the room."""
    holder = held.holder[room]
    if holder < 0:
        return ()
    return tuple(w for taste in held.factions[holder].shun.tastes for w in pack.tastes[taste].words)


def _bands(held: FactionPlan, room: int, pack: ContentPack, *, secret: bool) -> tuple[str, ...]:
    """Who may stand in ``room`` (p. 337): the standing members of the faction holding it, else
    the level's unaligned creatures; no one in a secret room no faction knows."""
    holder = held.holder[room]
    if holder >= 0:
        return held.factions[holder].standing(pack)
    return () if secret else held.unaligned


def _level_metrics(
    level_map: maps.LevelMap, keyed: keying.Keyed, stock: list[rooms.Stock], tiles: np.ndarray
) -> dict[str, Any]:
    """A level's metrics (``worm.gen.metrics``): its graph, its safe rooms, and the walk
    from the entry to the farthest tile."""
    level_metrics = _graph(level_map, keyed)
    floors = np.zeros(tiles.shape, dtype=bool)
    for room in level_map.rooms:
        floors[room.y : room.y + room.h, room.x : room.x + room.w] |= room.mask
    interior = maps.INTERIOR[tiles]
    open_all = maps.PASSABLE[tiles] | interior
    level_metrics |= metrics.shape_metrics(
        [(r.x, r.y, r.w, r.h) for r in level_map.rooms],
        [int(r.mask.sum()) for r in level_map.rooms],
        [not bool(r.mask.all()) for r in level_map.rooms],
        (int(open_all.sum()), int((open_all & ~floors & ~interior).sum()), int(interior.sum())),
    )
    level_metrics["safe_rooms"] = sum(s.safe for s in stock)
    steps = maps.walk(tiles, level_map.rooms[keyed.entry].centre)
    open_tiles = maps.PASSABLE[tiles]
    level_metrics["walk"] = int(steps[open_tiles & (steps != maps.UNREACHED)].max())
    level_metrics["unreachable_tiles"] = int((open_tiles & (steps == maps.UNREACHED)).sum())
    return level_metrics


def graph_metrics(level: Level) -> dict[str, Any]:
    """The metrics of a level's graph alone (rooms, loops, choke points, depth…), as its
    ``metrics`` hold them, without walking its map: what the overview prints."""
    return level._metrics if level._metrics is not None else _graph(level.map, level.keyed)


def _graph(level_map: maps.LevelMap, keyed: keying.Keyed) -> dict[str, Any]:
    return metrics.level_metrics(
        len(level_map.rooms),
        [(e.a, e.b, e.secret, e.locked) for e in level_map.edges],
        keyed.entry,
        keyed.secret_rooms,
        lord=keyed.lord,
    )


def _lore(seed: int, number: int, origin: Origin) -> dict[str, str]:
    """How the origin shows on a level (p. 331): one of its motifs, and a question it raises."""
    rng = streams.stream(seed, f"gen:lore:{number}")
    motif = origin.lore_motifs[int(rng.integers(len(origin.lore_motifs)))]
    truth = origin.truths[int(rng.integers(len(origin.truths)))]
    return {"motif": motif, "truth": truth}


def spot(room: maps.Room, nth: int) -> tuple[int, int]:
    """The nth floor tile of a room, nearest its middle first: where stairs and gates go."""
    ys, xs = np.nonzero(room.mask)
    cx, cy = room.w // 2, room.h // 2
    order = np.lexsort((xs, ys, np.abs(xs - cx) + np.abs(ys - cy)))
    pick = order[nth % len(order)]
    return room.x + int(xs[pick]), room.y + int(ys[pick])
