"""On entering one of the few generic rooms that show it, the game says which of the seed's
structures the room is made in, after a colon, so that any material or kind of room reads —
not "Like the rest of this level: fitted stone elsewhere" (issue 21.7, a GM's review)."""

from __future__ import annotations

from worm.content import loader
from worm.gen import lore
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate
from worm.gm import describe
from worm.model.level import LevelState


def test_a_generic_room_says_its_structure_after_a_colon_on_first_entering() -> None:
    pack = loader.default()
    seen = 0
    for seed in range(6):
        for level in generate(seed, LayoutSettings(levels=3)).levels:
            view = describe.View(level, LevelState(), pack, "bright", frozenset())
            for room, stock in enumerate(level.stock):
                if not stock.built:
                    continue
                seen += 1
                assert stock.built in level.seed.structures
                words = describe.glance(view, room, first=True)
                assert lore.said(level.seed, stock.built) in words
                assert "Like the rest of this level" not in words
                assert stock.built not in describe.glance(view, room, first=False)
    assert seen > 10
    assert seen <= 6 * 3 * lore.BUILT_ROOMS[1]  # a few rooms a level, not every one


def test_no_seed_structure_says_elsewhere_when_read_as_the_room_s_own() -> None:
    for seed in loader.default().seeds.values():
        for structure in seed.structures:
            assert not structure.endswith("elsewhere"), (seed.name, structure)
