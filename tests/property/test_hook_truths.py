"""What a hook says of the world is so in the Underworld generated (issue 21, GM read 25):
water seeps down from a level above, never up; "drowned rooms" only where rooms are drowned."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import hooks
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)


@settings(max_examples=30, deadline=None)
@given(seeds, levels)
@example(seed=11, k=5)  # s11 113, from level 2 below
@example(seed=37, k=5)  # a plain hook standing in for one that opens a way was the leak
@example(seed=204, k=4)  # a cage to rise on a level with no way up
def test_a_downhill_hook_is_answered_on_a_level_above_and_speaks_of_drowned_rooms_truly(
    seed: int, k: int
) -> None:
    """s11 113: water "seeps in through the ceiling" from level 2, below level 1; and s11 113,
    s23 408 promised "the drowned rooms will drain" on levels with none. A counterweight that
    fell lies on a level below, and its cage rises to a level above the asking one."""
    pack = loader.default()
    world = generate(seed, LayoutSettings(levels=k))
    for thread in world.levels[0].hook_plan.threads if world.levels[0].hook_plan else ():
        here = world.layout.level(thread.level).position[0]
        there = world.layout.level(thread.other_level).position[0]
        if pack.hooks[thread.hook].downhill:
            assert there < here, (seed, thread)
        if pack.hooks[thread.hook].fell:  # the counterweight fell below; the cage then rises
            assert here < there, (seed, thread)
            ways = world.levels[thread.level - 1].ways
            assert any(w.end == "up" for w in ways), (seed, thread)
    for level in world.levels:
        for here in level.stock:
            for hook in here.hooks:
                if "drowned rooms" in hook["text"]:
                    assert level.seed.shape in hooks.WET, (seed, level.number, hook["text"])


@settings(max_examples=30, deadline=None)
@given(seeds, levels)
@example(seed=23, k=5)  # s23 204: "heaped by the servants of" a lord whose people held it not
def test_loot_heaped_by_the_lords_servants_lies_on_their_ground_and_is_listed(
    seed: int, k: int
) -> None:
    """A quest step whose loot the lord's servants heaped (``Hook.held``) is in a room the
    lord's household holds, with treasure listed; a prisoner left by jailers who stopped
    coming has none of the lord's household standing guard in the room, and one watched by
    the lord's own people has them there (s23 103: chained among the lord's prey, unguarded)."""
    pack = loader.default()
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        held = level.factions
        assert held is not None
        household = next(f for f in held.factions if f.household)
        for r, here in enumerate(level.stock):
            for hook in here.hooks:
                if hook.get("kind") != "quest" or hook["id"] not in pack.hooks:
                    continue
                if pack.hooks[hook["id"]].held:
                    assert here.faction == household.id, (seed, level.number, r)
                    assert here.treasure, (seed, level.number, r)
                if "jailers who stopped coming" in hook["text"]:
                    assert not set(here.denizens) & set(household.members), (seed, r)
                if "under the eyes of the lord's own people" in hook["text"]:
                    assert set(here.denizens) & set(household.members), (seed, r)


def _doors(level: Level, room: int) -> bool:
    """Whether ``room`` has a door a hook could drive: a secret or locked one, a door on a
    level whose ways are doors, or a hidden way out."""
    exit_style = level.map.style.exit
    for edge in level.map.edges:
        if room in (edge.a, edge.b) and (
            edge.secret or edge.locked or (exit_style == "door" and not edge.passage)
        ):
            return True
    return any(way.room == room and way.secret for way in level.ways)


@settings(max_examples=30, deadline=None)
@given(seeds, levels)
@example(seed=11, k=5)  # s11 207: a clock keeping shut the doors of a room of open bridges
@example(seed=2452, k=5)  # every room with a secret door taken: a plain hook asks instead
def test_a_hook_that_speaks_of_a_door_it_drives_stands_by_one(seed: int, k: int) -> None:
    """The stopped clock's door and the drawbridge's far side are secret ways its end reveals
    (``hooks.opening``); each stands in a room with such a door for the engine to find."""
    pack = loader.default()
    driven = {"return_stopped_clock", "return_bridge_lever"}
    assert all(hooks.opening(pack.hooks[h]) for h in driven)
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        for r, here in enumerate(level.stock):
            for hook in here.hooks:
                if hook["id"] in driven:
                    assert _doors(level, r), (seed, level.number, level.keyed.keys[r])
