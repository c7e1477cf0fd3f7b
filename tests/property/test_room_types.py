"""A room's type agrees with the room (issue 21, point 4; p. 335), and each dungeon seed's levels
are dressed from its own table, with its set piece (pp. 343–364), for any seed."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.content.stocking import RoomType
from worm.gen import index, kinds, room_types
from worm.gen.layout import LayoutSettings
from worm.gen.room_types import contradictions, exits, sizes
from worm.gen.rooms import Stock
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)
PACK = loader.default()


def _ways_out(level: Level) -> list[int]:
    """Counted from the map itself: pathways at each room, and the ways up, down or out."""
    found = [0] * len(level.map.rooms)
    for edge in level.map.edges:
        found[edge.a] += 1
        found[edge.b] += 1
    for way in level.ways:
        found[way.room] += 1
    return found


def _shunned(level: Level, stock: Stock, kind: RoomType) -> bool:
    """Whether ``kind``'s words show what the room's holders will not have (their shun,
    p. 337): such a type does not fit the room (``room_types.fits``)."""
    faction = level.factions.by_id(stock.faction) if level.factions and stock.faction else None
    if faction is None:
        return False
    words = [w for taste in faction.shun.tastes for w in PACK.tastes[taste].words]
    return kinds.shows(room_types.shown(kind), words)  # where a word starts, as the game reads


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_rooms_type_agrees_with_its_exits_size_and_contents(seed, k) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        ways = _ways_out(level)
        floor = [int(room.mask.sum()) for room in level.map.rooms]
        by_size: dict[str, list[int]] = {"small": [], "medium": [], "large": []}
        for at, stock in enumerate(level.stock):
            kind = PACK.rooms[stock.type]
            said = "dead_end" if ways[at] <= 1 else "passage" if ways[at] == 2 else "hub"
            assert said in kind.exits, f"{kind.name} with {ways[at]} ways out"
            if kind.id == "dead_end":
                assert ways[at] == 1
            if kind.id == "crossroads":
                assert ways[at] >= 3
            if kind.holds == "creatures":
                assert stock.denizens, f"{kind.name} with no one in it"
            if stock.safe:
                assert kind.safe_ok, f"safe room typed {kind.name}"
            by_size[kind.size].append(floor[at])
        small, medium, large = by_size["small"], by_size["medium"], by_size["large"]
        if small and large:
            assert max(small) < min(large)
        if small and medium:
            assert max(small) < min(medium)
        if medium and large:
            assert max(medium) < min(large)
        if len(floor) >= 3 and min(floor) < max(floor):
            assert floor.index(max(floor)) in [
                i for i, s in enumerate(level.stock) if PACK.rooms[s.type].size == "large"
            ]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
@example(5_587_283_816_202, 6)
def test_each_level_is_dressed_from_its_seeds_table_and_holds_its_set_piece(seed, k) -> None:
    """The seed's own rooms go first: a room named from the generic table has no own type
    left unused on its level that fits it (each own type names one room before any generic
    one; it names a second only once every fitting type is on the level: see the next test).
    The set piece is on every level, but where every room it fits is held by a faction that
    will not have what its words show (Xania's mirrored laboratory among those who shun
    sorcery): the holders' shun comes first (p. 337)."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        kinds = [PACK.rooms[stock.type] for stock in level.stock]
        ways = _ways_out(level)
        size = sizes([int(room.mask.sum()) for room in level.map.rooms])
        own = [t for t in index.of(PACK).seed_room_types(level.seed.id) if not t.set_piece]
        unused = [t for t in own if t.id not in {kind.id for kind in kinds}]
        for at, stock in enumerate(level.stock):
            if PACK.rooms[stock.type].seed is None:
                assert not [
                    t.id
                    for t in unused
                    if t.size == size[at]
                    and exits(ways[at]) in t.exits
                    and not contradictions(t, stock, PACK)
                    and not _shunned(level, stock, t)
                ], f"a generic {stock.type} where the seed's own room fits"
        assert all(kind.seed in (None, level.seed.id) for kind in kinds), "another seed's room"
        pieces = [kind for kind in kinds if kind.set_piece]
        if not pieces:  # only where every room it fits is held by those who shun its words
            piece = next(t for t in index.of(PACK).seed_room_types(level.seed.id) if t.set_piece)
            fit = [
                at
                for at, stock in enumerate(level.stock)
                if piece.size == size[at]
                and exits(ways[at]) in piece.exits
                and not contradictions(piece, stock, PACK)
            ]
            assert fit and all(_shunned(level, level.stock[at], piece) for at in fit), (
                f"level {level.number} ({level.seed.name}) has no set piece"
            )
        assert len({kind.id for kind in pieces}) == len(pieces), "a set piece twice on a level"
        assert all(s.set_piece == PACK.rooms[s.type].set_piece for s in level.stock)
        assert any(kind.seed == level.seed.id and not kind.set_piece for kind in kinds)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
@example(5_587_283_816_202, 6)
@example(5164, 6)  # a shun read inside a word kept the test from the piece's room
def test_a_large_set_piece_takes_the_largest_room_before_safe_rooms_and_traps(seed, k) -> None:
    """A set piece claims its room before the room is stocked (p. 331 ff.): a large one stands
    in the largest room of its exits that its holders do not shun (not the way in), never
    pushed out by a safe room or a trap that tells the whole room another way."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        area = [int(room.mask.sum()) for room in level.map.rooms]
        size = sizes(area)
        ways = _ways_out(level)
        for piece in index.of(PACK).seed_room_types(level.seed.id):
            if not piece.set_piece or piece.size != "large":
                continue
            fit = [
                at
                for at, stock in enumerate(level.stock)
                if size[at] == "large"
                and exits(ways[at]) in piece.exits
                and at != level.keyed.entry
                and not _shunned(level, stock, piece)
            ]
            if not fit:
                continue
            largest = max(fit, key=lambda at: (area[at], -at))
            here = level.stock[largest]
            assert here.type == piece.id, (
                f"level {level.number} ({level.seed.name}): {piece.id} not in room {largest}, "
                f"the largest it fits, typed {here.type} (safe={here.safe}, traps={here.traps})"
            )


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_no_room_belies_its_types_words_or_its_safe_tag(seed, k) -> None:
    """gm_review item 2: a room whose words say nobody lives there or comes near has no
    creature, is no faction's ground and asks for no one; a warded one is a safe room; a safe
    room is no lair, no faction's ground, and holds no hook, quest step, counterpart or key."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        lairs = {f.lair for f in level.factions.factions} if level.factions else set()
        for at, stock in enumerate(level.stock):
            kind = PACK.rooms[stock.type]
            assert not contradictions(kind, stock, PACK), (level.number, at, kind.name)
            if stock.safe:
                assert at not in lairs and not stock.faction and not stock.lord
                assert not (stock.hooks or stock.counterparts or stock.key_to or stock.denizens)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_no_impression_is_told_twice_on_a_level_while_another_type_fits(seed, k) -> None:
    """gm_review item 8: a type shows a second time on a level only once every type that fits
    the room (its size, its ways out, what it holds, the architectures its seed allows) is on
    the level already."""
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        ways = _ways_out(level)
        size = sizes([int(room.mask.sum()) for room in level.map.rooms])
        looked_up = index.of(PACK)
        table = [t for t in looked_up.seed_room_types(level.seed.id) if not t.set_piece]
        allowed = {"none", *level.seed.architectures}  # the Spires: trees and ways only
        table += [
            t
            for t in looked_up.room_types(level.seed.shape)
            if not level.seed.architectures or t.architecture in allowed
        ]
        on_level = {stock.type for stock in level.stock}
        seen: set[str] = set()
        for at, stock in enumerate(level.stock):
            if stock.set_piece:
                continue
            if stock.type in seen:
                left = [
                    t.id
                    for t in table
                    if t.id not in on_level
                    and t.size == size[at]
                    and exits(ways[at]) in t.exits
                    and not contradictions(t, stock, PACK)
                    and not _shunned(level, stock, t)
                ]
                assert not left, f"{stock.type} twice on level {level.number}, {left} unused"
            seen.add(stock.type)


def test_every_level_keeps_a_safe_room_where_factions_hold_the_rest() -> None:
    """p. 338 asks for a handful of safe rooms on every level. Seed 170 with ten levels had a
    level of connections and the lord's room only; seeds 4, 6 and 8 have levels whose factions
    hold every room a safe room could be (one is given up)."""
    for seed, k in ((170, 10), (4, 5), (6, 5), (8, 5)):
        for level in generate(seed, LayoutSettings(levels=k)).levels:
            assert any(stock.safe for stock in level.stock), (seed, level.number)
