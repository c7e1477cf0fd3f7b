"""Hooks and quest rumors a GM can trust (issue 21.6, from a GM's review), for any seed and K:
every room a hook's words name holds what they speak of, whatever a hook's text needs in its
own room is placed there by the entry itself, and each level's card XXI tells of the quest's
next unfound step, by a creature that talks or else by a sign."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import hooks
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 7)

NAMED = re.compile(r"\(level (\d+), room (\d+)\)")
PACK = loader.load()
BARE = re.compile(r"\broom (\d+)\b(?!\))")


def _named(text: str) -> set[tuple[int, str]]:
    return {(int(n), key) for n, key in NAMED.findall(text)}


def _holds(world: Underworld, number: int, key: str) -> list[dict[str, str]]:
    level = world.levels[number - 1]
    room = list(level.keyed.keys).index(key)
    return [*level.stock[room].hooks, *level.stock[room].counterparts]


@settings(max_examples=15, deadline=None)
@given(seeds, levels)
def test_every_room_a_hook_names_holds_what_it_speaks_of(seed: int, k: int) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    for level in world.levels:
        for room, stock in enumerate(level.stock):
            own = (level.number, level.keyed.keys[room])
            for hook in stock.hooks:
                assert not BARE.findall(hook["text"]), hook["text"]  # no "another room"
                named = _named(hook["text"])
                if hook["kind"] == "return":
                    there = (int(hook["level_number"]), hook["room"])
                    assert named == {there}
                    answers = [
                        c for c in _holds(world, *there) if c.get("thread") == hook["thread"]
                    ]
                    assert len(answers) == 1
                    assert _named(answers[0]["text"]) == {own}  # and it names this room back
                elif hook.get("next_room"):
                    there = (int(hook["next_level"]), hook["next_room"])
                    assert named == {there}
                    assert any(
                        h.get("step") == str(int(hook["step"]) + 1) for h in _holds(world, *there)
                    )
                else:
                    assert not named  # the goal names no other room
            for counterpart in stock.counterparts:
                assert not BARE.findall(counterpart["text"].replace(counterpart["ending"], ""))
                back = (int(counterpart["for_level_number"]), counterpart["for_room"])
                assert _named(counterpart["text"]) == {back}
                assert f"room {back[1]}" in counterpart["ending"]


@settings(max_examples=15, deadline=None)
@given(seeds, levels)
def test_what_a_hooks_text_needs_in_its_room_is_placed_there(seed: int, k: int) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    for level in world.levels:
        for stock in level.stock:
            for entry in [*stock.hooks, *stock.counterparts]:
                for thing in [t for t in entry.get("here", "").split("; ") if t]:
                    assert thing.lower() in entry["text"].lower()
                    assert re.search(r"\bhere\b", entry["text"], re.IGNORECASE)
            for hook in stock.hooks:
                assert "{" not in hook["text"]


@settings(max_examples=15, deadline=None)
@given(seeds, levels)
def test_each_levels_rumor_is_the_next_unfound_step_told_by_one_that_talks(
    seed: int, k: int
) -> None:
    world = generate(seed, LayoutSettings(levels=k))
    plan = world.levels[0].hook_plan
    assert plan is not None
    first = plan.quest[0]
    for level in world.levels:
        rumor = level.meatgrinder[20]
        assert (rumor["step"], rumor["level"], rumor["room"]) == (1, first.level, first.key)
        text = rumor["text"]
        assert text[0].isupper() and ": That" not in text
        place = text.index(f"(level {first.level}, room {first.key})")
        lead = min(text.index(lead) for lead in hooks.LEADS.values() if lead in text)
        assert place < lead  # the place is named before what it holds
        talkers = {
            PACK.monsters[d].name
            for stock in level.stock
            for d in stock.denizens
            if PACK.monsters[d].talks
        }
        if rumor["teller"]:
            assert rumor["teller"] in talkers and rumor["teller"] in text
        else:
            assert any(text.startswith(form.split("{")[0]) for form in hooks.SIGN_FORMS)
        silent = {m.name for m in PACK.monsters.values() if not m.talks} - talkers
        assert not any(f"from {name}" in text or f"by {name}" in text for name in silent)
    # the rule in play: with steps 1..j found, the next is step j + 1, the goal last
    for j in range(len(plan.quest)):
        assert plan.next_step(range(1, j + 1)).number == j + 1
    assert plan.next_step(range(1, len(plan.quest) + 1)).number == len(plan.quest)
