"""The hook plan is lazy (issue 21.6, issue 19's first frame): stocking a level keys only the
levels its texts name, so a new game's level 1 carves level 1 and at most level 2; and what
a seed makes does not depend on the order levels are carved in."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.engine.session import Game
from worm.gen import export, underworld
from worm.gen.layout import LayoutSettings

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 9)


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_stocking_level_one_carves_at_most_two_levels(seed: int, k: int) -> None:
    world = underworld.for_play(seed, LayoutSettings(levels=k))
    first = world.levels[0]
    assert sorted(world.carved) == [1, 2]
    plan = first.hook_plan
    assert plan is not None and plan.named_from(1) == [1, 2]
    # what level 1 names lies on the levels carved: its hooks, and the rumor of card XXI
    for stock in first.stock:
        for hook in stock.hooks:
            assert int(hook.get("level_number") or hook.get("next_level") or 1) in world.carved
    assert first.meatgrinder[20]["level"] in world.carved


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 9))
def test_each_level_stocked_carves_only_the_levels_its_texts_name(seed: int, k: int) -> None:
    world = underworld.for_play(seed, LayoutSettings(levels=k))
    named: set[int] = set()
    for number in range(1, k + 1):
        level = world.levels[number - 1]
        assert level.hook_plan is not None
        named |= set(level.hook_plan.named_from(number))
        assert set(world.carved) == named, number
    assert named == set(range(1, k + 1))


@settings(max_examples=10, deadline=None)
@given(seeds, st.integers(3, 7))
def test_the_underworld_is_the_same_whatever_order_its_levels_are_carved_in(
    seed: int, k: int
) -> None:
    shape = LayoutSettings(levels=k)
    whole = export.to_json(underworld.generate(seed, shape))
    played = underworld.for_play(seed, shape)
    plan = played.levels[0].hook_plan
    assert plan is not None
    plan.answered_on(k)  # the deepest level keyed before any between
    plan.quest[-1]
    assert export.to_json(played) == whole


def test_a_new_games_first_level_carves_at_most_the_level_below() -> None:
    for seed in (3, 17, 2026):
        game = Game.new(seed)
        assert game.level.number == 1 and game.view() is not None
        assert sorted(game.world.carved) == [1, 2]
