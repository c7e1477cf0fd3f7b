"""Words a GM notices repeated at the table (issue 21, gm_review2 problem 5), for any seed: no two
standing groups of a level at the same thing, no clue's words twice in one room, no want or
shun twice among an Underworld's factions while others fit, every choice saying what comes of
it, and the level's way of building said in a few rooms only, each in its own words."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader, rebuild
from worm.gen import answers, busy, factions, keyed, lore
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate
from worm.rng import stream

PACK = loader.default()
seeds = st.integers(0, 2**63 - 1)

LEVEL = re.compile(r"^### Rooms of level (\d+)", re.M)
DENIZENS = re.compile(r"^- \*\*Denizens:\*\* (.+?)(?: ×\d+)?, (.+?) — ", re.M)
THROUGH = re.compile(r"^Through the way in the \w+ wall, towards \w+[:,] ")
TITLED = re.compile(r"\b((?:[A-Z][a-z]+ )+(?:King|Queen|Lord|Lady|Prince|Princess))\b")
"""A title with a name before it: "the Pigeon King"."""


@cache
def _world(seed: int, levels: int) -> tuple[Underworld, str]:
    world = generate(seed, LayoutSettings(levels=levels))
    return world, keyed.to_markdown(world, PACK)


def _levels(text: str) -> dict[int, str]:
    """Each level's rooms, as the keyed document writes them, by level number."""
    parts = LEVEL.split(text)
    return {
        int(parts[i]): parts[i + 1].split("### Meatgrinder")[0] for i in range(1, len(parts), 2)
    }


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 5))
def test_no_two_standing_groups_of_a_level_are_busy_at_the_same_thing(seed: int, k: int) -> None:
    _, text = _world(seed, k)
    for number, rooms in _levels(text).items():
        doing = Counter(DENIZENS.findall(rooms))
        again = [pair for pair, n in doing.items() if n > 1]
        assert not again, f"level {number}: {again}"


def test_a_creature_out_of_activities_is_about_its_faction_s_want() -> None:
    """Found by property: a level holding more groups of one faction's creature than it has
    activities; the groups past them are about the faction's want or on guard against its
    shun, and at a plain activity only once both are said on the level."""
    seen = 0
    for seed in range(400):
        world = generate(seed)
        for level in world.levels:
            held = level.factions
            if held is None:
                continue
            groups = Counter(m for here in level.stock for m in dict.fromkeys(here.denizens))
            for monster_id, count in groups.items():
                monster = PACK.monsters[monster_id]
                faction = next((f for f in held.factions if monster_id in f.members), None)
                if faction is None or count <= len(monster.busy):
                    continue
                seen += 1
                doing = busy.of(level, PACK, world.seed)
                theirs = [v for (_, m), v in doing.items() if m == monster_id]
                assert set(monster.busy) <= set(theirs)
                words = {
                    f"about what their faction wants: {faction.want.text}",
                    f"on guard against {faction.shun.text}",
                }
                extra = [v for v in theirs if v not in monster.busy]
                assert extra and all(v in words or v in busy.PLAIN for v in extra), extra
                if any(v in busy.PLAIN for v in extra):
                    assert words <= set(doing.values())
                assert len(set(doing.values())) == len(doing)
        if seen >= 3:
            break
    assert seen, "no level in 400 seeds ran a creature out of activities"


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 5))
def test_no_room_tells_one_clue_twice(seed: int, k: int) -> None:
    world, _ = _world(seed, k)
    for level in world.levels:
        for key, here in zip(level.keyed.keys, level.stock, strict=True):
            told = Counter(THROUGH.sub("", c["text"]) for c in here.clues)
            assert all(n == 1 for n in told.values()), (key, told)


def test_a_second_secret_door_in_one_wall_is_told_as_a_second_place() -> None:
    """Found by property: a room with two secret doors in the same wall."""
    for seed in range(200):
        for level in generate(seed).levels:
            for here in level.stock:
                secret = [c for c in here.clues if c["about"] == "secret"]
                walls = Counter(c["wall"] for c in secret)
                wall = next((w for w, n in walls.items() if n > 1), None)
                if wall is None:
                    continue
                told = [c["text"] for c in secret if c["wall"] == wall]
                assert len(set(told)) == len(told)
                assert sum(t.startswith("In a second place, ") for t in told) == 1, told
                return
    raise AssertionError("no room with two secret doors in one wall in 200 seeds")


@settings(max_examples=10, deadline=None)
@given(seeds)
def test_no_want_or_shun_repeats_among_an_underworld_s_factions(seed: int) -> None:
    world, _ = _world(seed, 5)
    held = [f for level in world.levels if level.factions for f in level.factions.factions]
    wants = Counter(f.want.id for f in held)
    shuns = Counter(f.shun.id for f in held)
    assert all(n == 1 for n in wants.values()), wants
    assert all(n == 1 for n in shuns.values()), shuns


@settings(max_examples=60, deadline=None)
@given(seeds, st.sets(st.sampled_from([m.id for m in PACK.factions.wants]), max_size=20))
def test_a_faction_takes_a_want_already_said_only_when_none_fitting_is_left(
    seed: int, said: set[str]
) -> None:
    members = [PACK.monsters[m] for m in sorted(PACK.monsters)[seed % 150 : seed % 150 + 2]]
    want, shun = factions._motives(
        stream(seed, "test"), PACK.factions, members, lighting="dim", taken=(), said=said
    )
    themes = {m.theme for m in members}
    talks = any(m.talks for m in members)
    fresh = [
        w
        for w in PACK.factions.wants
        if w.id not in said
        and (talks or not w.speaking)
        and (not w.themes or themes & set(w.themes))
    ]
    assert want.id not in said or not fresh
    assert not set(want.tastes) & set(shun.tastes)


def test_every_choice_says_what_comes_of_it() -> None:
    """No "…: it is done": a choice whose outcome only changes the level's state says the
    outcome's own words, or the state it names."""
    choices = [i for f in PACK.features.values() for i in f.interactions]
    choices += [b for t in PACK.traps.values() for b in t.bypasses]
    for choice in choices:
        said = answers.interaction(rebuild.plain(choice), PACK)
        assert not said.endswith("it is done"), said
        for o in choice.on_success:
            if o.effect in ("flag", "unflag") and getattr(o, "text", None):
                assert answers._lowered(o.text) in said, said


def test_no_choice_names_a_lord_who_stands_in_no_seed() -> None:
    """The Arch of Skulls once asked for "a token of the Pigeon King", who leads no level."""
    known = {m.name for m in PACK.monsters.values()} | {s.dungeon_lord for s in PACK.seeds.values()}
    for feature in PACK.features.values():
        for i in feature.interactions:
            for name in TITLED.findall(i.verb):
                assert any(name in k for k in known), (feature.id, i.verb)


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 5))
def test_the_way_of_building_is_said_in_a_few_rooms_each_in_its_own_words(
    seed: int, k: int
) -> None:
    world, text = _world(seed, k)
    assert "The level's way of building shows here" not in text
    assert text.count("**How it is built:**") == len(world.levels)
    for level in world.levels:
        built = [here.built for here in level.stock if here.built]
        assert len(built) <= lore.BUILT_ROOMS[1]
        assert len(set(built)) == len(built)
        for structure in built:
            assert not any(w in structure for w in lore.ACROSS), structure
            assert lore.said(level.seed, structure) in text
        frames = {lore.said(level.seed, s).split(":")[0] for s in built}
        assert len(frames) == len(built)
