"""Room texts that fit their rooms (issue 21, points 3 and 4), over many Underworlds.

Each property reads a generated level as a GM reads its key: what the room's type says of it
(dry, wet, cramped, quiet, a set piece with its own words) against what it holds, the
scenery against who holds the room, and what a standing group is busy at against the room it
stands in. A failure names the level, the room and what disagrees.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterator

from worm import content
from worm.content.features import Feature, Trap
from worm.gen import busy, index, kinds, room_types, rooms, scenery
from worm.gen.layout import LayoutSettings
from worm.gen.rooms import Stock, load
from worm.gen.underworld import Level, generate

PACK = content.default()
SEEDS = range(24)


@functools.cache
def _levels() -> tuple[tuple[int, Level], ...]:
    """(seed, level) for every level of a run of Underworlds of three to eight levels."""
    return tuple(
        (seed, level)
        for seed in SEEDS
        for level in generate(seed, LayoutSettings(levels=3 + seed % 6)).levels
    )


def _rooms() -> Iterator[tuple[int, Level, int, Stock]]:
    for seed, level in _levels():
        for at, here in enumerate(level.stock):
            yield seed, level, at, here


def _entries(here: Stock) -> list[Feature | Trap]:
    return [*(PACK.features[f] for f in here.features), *(PACK.traps[t] for t in here.traps)]


def test_a_room_said_dry_holds_no_water_and_one_said_wet_needs_no_dry_floor() -> None:
    """The Weeping Ceiling's drips never fall in a Dry refuge; a rug over boards never lies
    in a flooded grotto."""
    seen = 0
    for seed, level, at, here in _rooms():
        kind = PACK.rooms[here.type]
        wet = [e.id for e in _entries(here) if e.wet]
        wet += [p for p in here.scenery if PACK.scenery[p].wet]
        if kind.dry:
            seen += 1
            assert not wet, (seed, level.number, at, kind.id, wet)
        if kind.wet:
            dry = [e.id for e in _entries(here) if "dry" in e.needs]
            assert not dry, (seed, level.number, at, kind.id, dry)
    assert seen, "no room was said dry: the property was not exercised"


def test_a_room_said_cramped_holds_little_and_nothing_big() -> None:
    """A Cramped crossing holds no dragon skeletons, no long mural and no pool, and no more
    than a couple of things."""
    seen = 0
    for seed, level, at, here in _rooms():
        kind = PACK.rooms[here.type]
        if not kind.cramped:
            continue
        seen += 1
        roomy = [e.id for e in _entries(here) if room_types.ROOMY_NEEDS.intersection(e.needs)]
        big = [m for m in here.denizens if PACK.monsters[m].size in ("large", "huge")]
        assert not roomy and not big, (seed, level.number, at, kind.id, roomy, big)
        assert load(here) <= room_types.CRAMPED_LOAD, (seed, level.number, at, kind.id)
    assert seen, "no room was said cramped: the property was not exercised"


def test_a_room_said_quiet_holds_no_roar() -> None:
    for seed, level, at, here in _rooms():
        kind = PACK.rooms[here.type]
        if kind.quiet:
            loud = [e.id for e in _entries(here) if "din" in e.needs]
            loud += [p for p in here.scenery if "deafening" in PACK.scenery[p].rules]
            assert not loud, (seed, level.number, at, kind.id, loud)


def test_a_set_piece_holds_no_feature_that_tells_the_room_another_way() -> None:
    """The titan's sarcophagus is not also a round room of shelved heads."""
    pieces = 0
    for seed, level, at, here in _rooms():
        if here.set_piece:
            pieces += 1
            told = [e.id for e in _entries(here) if e.whole_room]
            assert not told, (seed, level.number, at, here.type, told)
    assert pieces, "no set piece was placed"


def test_a_feature_that_tells_the_whole_room_sits_in_a_type_naming_no_other_architecture() -> None:
    """The Library of Heads' round room of shelves is not also a vaulted tomb hall, nor the
    Tripartite's three-sided room a cold hall: the type's words name no architecture, or the
    one the feature's words agree with (a hall of twelve mirrors in a hall)."""
    told = 0
    for seed, level, at, here in _rooms():
        kind = PACK.rooms[here.type]
        for entry in _entries(here):
            if entry.whole_room:
                told += 1
                agrees = ("none", *entry.architecture)
                assert kind.architecture in agrees, (seed, level.number, at, kind.id, entry.id)
    assert told, "no feature or trap that tells the whole room was placed"


def test_a_seed_that_names_its_architectures_takes_no_generic_type_of_another() -> None:
    """The Spires are tree islands over a drop: no dripping grotto, trodden hall or collapsed
    room there, only its own rooms, ways between them and types that name no architecture."""
    seen = 0
    for seed, level, at, here in _rooms():
        kind = PACK.rooms[here.type]
        if level.seed.architectures and kind.seed is None:
            seen += 1
            allowed = ("none", *level.seed.architectures)
            assert kind.architecture in allowed, (seed, level.number, at, kind.id)
    assert seen, "no level of a seed that names its architectures took a generic type"


def test_scenery_shows_nothing_the_rooms_holders_shun() -> None:
    """Where a faction holds a room, its scenery shows none of the words of what the faction
    will not have, as long as some piece that suits the level shows none of them."""
    held = 0
    for seed, level, at, here in _rooms():
        if not here.scenery or not here.faction or level.factions is None:
            continue
        faction = next(f for f in level.factions.factions if f.id == here.faction)
        shuns = [w for taste in faction.shun.tastes for w in PACK.tastes[taste].words]
        could = [
            p
            for p in PACK.scenery.values()
            if scenery.suits(p, level.seed, index.of(PACK).architectures(level.seed))
            and not kinds.shows(scenery.words(p), shuns)
        ]
        if not could:
            continue
        held += 1
        for piece in here.scenery:
            shown = kinds.shows(scenery.words(PACK.scenery[piece]), shuns)
            assert not shown, (seed, level.number, at, piece, faction.shun.text)
    assert held, "no held room got scenery"


def test_a_group_in_a_small_or_cramped_room_is_not_busy_in_a_hall() -> None:
    """Mermaids in a Cramped crossing are not rehearsing in a flooded hall. (A faction's want
    may speak of halls: it says what they are after, not where they stand.)"""
    small = 0
    for seed, level in _levels():
        for (at, monster), doing in busy.of(level, PACK, seed).items():
            here = level.stock[at]
            own = doing in PACK.monsters[monster].busy
            if own and (here.size == "small" or PACK.rooms[here.type].cramped):
                small += 1
                assert not busy.LARGE_PLACE.search(doing), (seed, level.number, at, monster, doing)
    assert small, "no group stood in a small room"


IN_WATER = re.compile(r"\b(flooded|tide|pools?|lakes?)\b", re.I)
AT_A_WALL = re.compile(r"\b(walls?|ceiling)\b", re.I)
ON_A_BRANCH = re.compile(r"\b(branch|trunk)\b", re.I)
IN_A_HALL = re.compile(r"\b(halls?|courtyards?)\b", re.I)
WANTS = ("about what their faction wants", "on guard against")  # not where they stand


def test_a_group_is_busy_only_at_what_its_room_can_hold() -> None:
    """No Dire Eels nosing through a flooded hold in a crow's nest high above the tide: a
    group in water stands where water is (its room's type says wet, or the room holds water);
    none is at a wall or a ceiling in the open air or a tree, along a branch anywhere but in a
    tree, or in a hall in a cave, a way, the open air, a tree or flesh."""
    seen = Counter[str]()
    for seed, level in _levels():
        for (at, monster), doing in busy.of(level, PACK, seed).items():
            if doing.startswith(WANTS):
                continue
            here = level.stock[at]
            kind = PACK.rooms[here.type]
            held = [PACK.scenery[p] for p in here.scenery]
            wet = kind.wet or any(h.wet for h in (*held, *_entries(here)))
            where = (seed, level.number, here.type, monster, doing)
            if IN_WATER.search(doing):
                seen["water"] += 1
                assert wet, where
            if AT_A_WALL.search(doing):
                seen["wall"] += 1
                assert kind.architecture not in ("open", "tree"), where
            if ON_A_BRANCH.search(doing):
                seen["branch"] += 1
                assert kind.architecture == "tree", where
            if IN_A_HALL.search(doing):
                seen["hall"] += 1
                assert kind.architecture not in ("cave", "way", "open", "tree", "flesh"), where
    assert seen["water"] and seen["wall"], f"too few placed lines to judge: {seen}"


OF_STONE = re.compile(r"\b(rubble|dust|rock|flagstones?|loose stone)\b", re.I)
BUILT_ROOM = re.compile(r"\b(tapestr\w*|flagstones|bookshel\w*|sarcophag\w*)\b", re.I)


@functools.cache
def _named_architectures() -> tuple[Level, ...]:
    """Levels of the dungeon seeds that name the architectures their rooms may be (the
    Spires' tree islands, the Boundless Moat's floating wrecks), over many Underworlds."""
    return tuple(
        level
        for seed in range(60)
        for level in generate(seed, LayoutSettings(levels=5)).levels
        if level.seed.architectures
    )


def test_a_levels_meatgrinder_and_scenery_fit_what_its_rooms_may_be() -> None:
    """No rubble, dust or jag of rock on a level of tree islands or floating wrecks, no wall
    or ceiling on open tree islands (a generic Meatgrinder entry, one with no shapes of its
    own), and no tapestries, flagstones, bookshelves or sarcophagi in its scenery where its
    rooms are neither halls nor chambers."""
    seen = Counter[str]()
    for level in _named_architectures():
        built = set(level.seed.architectures)
        seen[level.seed.id] += 1
        where = (level.number, level.seed.id)
        for entry in level.meatgrinder:
            template = PACK.meatgrinder.get(entry.get("id", ""))
            if template is None or template.shapes:
                continue
            if not built & {"hall", "cave"}:
                assert not OF_STONE.search(entry["text"]), (*where, entry["text"])
            if not built & {"hall", "chamber", "cave", "flesh"}:
                assert not AT_A_WALL.search(entry["text"]), (*where, entry["text"])
        if not built & {"hall", "chamber"}:
            for here in level.stock:
                for piece in here.scenery:
                    assert not BUILT_ROOM.search(scenery.words(PACK.scenery[piece])), (
                        *where,
                        piece,
                    )
    assert seen["the_spires"] and seen["the_boundless_moat"], f"levels judged: {seen}"


def test_a_creature_the_size_of_a_building_stands_only_where_there_is_floor_for_it() -> None:
    """Outside its lair (and the lord's room), a huge creature stands in no room of fewer than
    ``rooms.HUGE_FLOOR`` tiles: no dragon skeletons coiled in a boarded-up house."""
    huge = 0
    for seed, level, at, here in _rooms():
        lairs = {f.lair for f in level.factions.factions} if level.factions is not None else set()
        if here.lord or at in lairs:
            continue
        for monster in here.denizens:
            if PACK.monsters[monster].size == "huge":
                huge += 1
                area = int(level.map.rooms[at].mask.sum())
                assert area >= rooms.HUGE_FLOOR, (seed, level.number, at, monster, area)
    assert huge, "no huge creature stood outside a lair"
