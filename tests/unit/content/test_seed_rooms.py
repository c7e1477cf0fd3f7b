"""Each dungeon seed's own room table and set pieces (pp. 343–364), and the generic table that
covers every size and number of exits, so typing a room never has to contradict it."""

from __future__ import annotations

import pytest

from worm.content import loader
from worm.content.integrity import stocking as rules
from worm.content.stocking import RoomType
from worm.content.tables import Tables

PACK = loader.default()


@pytest.mark.parametrize("seed", sorted(PACK.seeds))
def test_every_seed_has_six_to_ten_rooms_of_its_own_and_a_set_piece(seed: str) -> None:
    own = [r for r in PACK.rooms.values() if r.seed == seed]
    assert 6 <= sum(not r.set_piece for r in own) <= 10
    assert 1 <= sum(r.set_piece for r in own) <= 3
    assert any(r.safe_ok for r in own), "a seed's levels need a place of its own to rest"


def test_a_generic_table_without_a_large_safe_room_is_reported() -> None:
    """A type whose words say nobody comes near (``vacant``) covers no size: a safe room may
    be given up by a faction, and any room may hold a hook."""
    rooms = {
        k: r
        for k, r in PACK.rooms.items()
        if not (r.seed is None and r.size == "large" and r.safe_ok)
    }
    rooms["echoing_vault"] = PACK.rooms["echoing_vault"].model_copy(update={"vacant": True})
    problems = list(rules.room_fits(Tables.partial(rooms=rooms, seeds=dict(PACK.seeds))))
    assert any("no generic safe large room type" in p.message for p in problems)
    assert not list(rules.room_fits(Tables.of(PACK)))


def test_a_generic_table_without_an_architecture_free_room_of_each_size_is_reported() -> None:
    """A room whose feature describes the whole room (a round room of shelves) needs a type
    whose words name no other architecture, of its size, with any exits, on every shape."""
    rooms = {
        k: r
        for k, r in PACK.rooms.items()
        if not (r.seed is None and r.size == "medium" and r.architecture == "none")
    }
    problems = [
        p.message for p in rules.room_fits(Tables.partial(rooms=rooms, seeds=dict(PACK.seeds)))
    ]
    assert "no generic architecture-free medium room type for a hub on caverns" in problems
    assert not any("architecture-free small" in p for p in problems), problems


def test_a_room_of_an_unknown_seed_or_a_seedless_set_piece_is_refused() -> None:
    spires = PACK.rooms["hollowed_trunk"]
    stray = spires.model_copy(update={"seed": "the_moon"})
    problems = list(rules.room_fits(Tables.partial(rooms={"hollowed_trunk": stray})))
    assert any("'the_moon' is not a seed id" in p.message for p in problems)
    with pytest.raises(ValueError, match="belongs to one seed"):
        RoomType.model_validate(spires.model_dump() | {"seed": None, "set_piece": True})
