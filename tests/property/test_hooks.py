"""Hooks that lead somewhere (issue 21, point 6), for any seed and K: every return hook's
counterpart lies in the room it names on the level it names, the quest has three to five
steps in real rooms that the rumors follow, and no Meatgrinder has two entries alike."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.gen import export
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 9)

ROOM_NAMED = re.compile(r"(.+?) \(level (\d+), room (\d+)\)")


def _room(world: Underworld, number: int, key: str) -> int:
    keys = list(world.levels[number - 1].keyed.keys)
    assert key in keys, f"room {key} is not on level {number}"
    return keys.index(key)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_return_hooks_counterpart_is_in_the_room_it_names(seed: int, k: int) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    asked = 0
    for level in world.levels:
        for stock in level.stock:
            for hook in stock.hooks:
                if hook["kind"] != "return":
                    continue
                asked += 1
                other = int(hook["level_number"])
                assert other != level.number
                there = world.levels[other - 1]
                assert hook["level"] == there.seed.name
                room = _room(world, other, hook["room"])
                answers = [
                    c for c in there.stock[room].counterparts if c["thread"] == hook["thread"]
                ]
                assert len(answers) == 1, (hook, there.stock[room].counterparts)
                assert answers[0]["for_room"] in level.keyed.keys
                # the words name the real level and the real room
                assert f"{there.seed.name} (level {other}, room {hook['room']})" in hook["text"]
                for _name, number, key in ROOM_NAMED.findall(hook["text"]):
                    assert key in world.levels[int(number) - 1].keyed.keys
                for key in re.findall(r"\broom (\d+)\b(?!\))", hook["text"]):
                    if f"room {key})" not in hook["text"]:
                        assert key in level.keyed.keys, f"{key} is not on level {level.number}"
    counterparts = sum(len(s.counterparts) for level in world.levels for s in level.stock)
    assert counterparts == asked
    assert asked >= k  # one or two asked on every level


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_the_quest_has_three_to_five_steps_in_real_rooms_and_the_rumors_follow_it(
    seed: int, k: int
) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    steps = sorted(
        (int(h["step"]), level.number, level.keyed.keys[room], h)
        for level in world.levels
        for room, stock in enumerate(level.stock)
        for h in stock.hooks
        if "step" in h
    )
    assert 3 <= len(steps) <= 5
    assert [number for number, *_ in steps] == list(range(1, len(steps) + 1))
    assert all(int(h["of"]) == len(steps) for *_, h in steps)
    depths = [level for _, level, _, _ in steps]
    assert depths == sorted(depths)  # never back up the Underworld
    last_level, last_key = steps[-1][1], steps[-1][2]
    assert world.levels[last_level - 1].keyed.keys[world.levels[last_level - 1].keyed.lord] == (
        last_key
    )
    for (_, _, _, hook), (_, level, key, _) in zip(steps, steps[1:], strict=False):
        assert (hook["next_level"], hook["next_room"]) == (str(level), key)
    for level in world.levels:
        rumor = level.meatgrinder[20]
        assert rumor["card"] == 21 and rumor["band"] == "quest_rumor"
        # before play nothing is found: every level's XXI tells of step 1 (p. 341)
        assert (rumor["step"], rumor["level"], rumor["room"]) == steps[0][:3]
        assert f"(level {rumor['level']}, room {rumor['room']})" in rumor["text"]
    plan = export.document(world)["hook_plan"]
    assert [(s["step"], s["level"], s["room"]) for s in plan["quest"]] == [s[:3] for s in steps]


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_no_meatgrinder_has_two_entries_alike(seed: int, k: int) -> None:
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        texts = [entry["text"] for entry in level.meatgrinder]
        assert len(set(texts)) == 21, [t for t in texts if texts.count(t) > 1]
