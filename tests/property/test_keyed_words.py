"""The keyed document reads right at the table (issue 21.7, a GM's review), for any seed: no
"its" after a group of many, no "on is", every bold head begins with a capital, the Distance
rule said once per level, no exit said twice, no "Built of" before a structure that is not a
material, and what the guild's choices lead to printed beside them."""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from worm import grammar
from worm.arcana import NUMERALS
from worm.content import loader, rebuild
from worm.gen import answers, keyed
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

seeds = st.integers(0, 2**63 - 1)

HEAD = re.compile(r"^(?:- |\| [^|]+ \| [^|]+ \| )\*\*(.+?)\*\*", re.M)
"""A bold head: the first words of a room's item or of a Meatgrinder row."""
COUNTED = re.compile(r"([A-Z][\w' -]+?) \((\d+|\[[^\]]+\])\), ([^.|]*)")
"""A Meatgrinder band: "Chimerae (2), quarrelling …" — the name and what they are doing."""


@cache
def _doc(seed: int, levels: int) -> tuple[Underworld, str]:
    world = generate(seed, LayoutSettings(levels=levels))
    return world, keyed.to_markdown(world)


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 5))
def test_the_keyed_document_has_no_broken_grammar_or_repeated_text(seed: int, k: int) -> None:
    world, text = _doc(seed, k)
    assert " on is " not in text
    assert "have being " not in text
    assert "Built of " not in text
    for head in HEAD.findall(text):
        first = head.lstrip("[(")[:1]
        assert not first.islower(), f"a bold head in lower case: **{head}**"
    for name, count, doing in COUNTED.findall(text):
        if grammar.is_plural(name) or count != "1":
            assert not re.search(r"\bits(elf)?\b", doing), f"{name} ({count}), {doing}"
    # the Distance rule is said once per level, and each room gives only its own figure
    assert text.count("nearest known way in from the surface") == len(world.levels)
    figures = re.findall(r"\*\*Distance:\*\* (.*)", text)
    assert len(figures) == sum(len(level.stock) for level in world.levels)
    assert all(re.fullmatch(r"\d+ rooms?\.", f) for f in figures)
    for line in text.splitlines():
        if line.startswith("- **Exits:**"):
            ways = re.findall(r"to \[\d+\]\(#room-\d+\) \([^)]*\)", line)
            assert len(ways) == len(set(ways)), line


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(3, 5))
def test_every_feature_choice_and_meatgrinder_trap_says_what_follows(seed: int, k: int) -> None:
    pack = loader.default()
    world, text = _doc(seed, k)
    for level in world.levels:
        for stock in level.stock:
            for feature_id in stock.features:
                for i in pack.features[feature_id].interactions:
                    said = answers.interaction(rebuild.plain(i), pack)
                    assert said in text
                    assert said != i.verb, f"{feature_id}: {i.verb} leads nowhere"
            for trap_id in stock.traps:
                for b in pack.traps[trap_id].bypasses:
                    assert answers.interaction(rebuild.plain(b), pack) in text
        for entry in level.meatgrinder:
            trap = pack.traps.get(str(entry.get("trap", "")))
            if trap is not None:
                assert f"The trap is {trap.name}" in text
            for i in entry.get("interactions", ()):
                assert answers.interaction(i, pack) in text
            if entry.get("avoid_when_careful"):
                assert "A guild that goes carefully avoids it." in text
    # I–V on a well-lit level are told as a respite, not as guttering torches
    for level in world.levels:
        for entry in level.meatgrinder[:5]:
            if entry["kind"] == "respite":
                assert f"| {NUMERALS[entry['card']]} | respite |" in text


def test_a_busy_group_of_many_is_never_its() -> None:
    """Every creature that can be met as a band reads right after "Name (2),": no "its".
    A one-of-a-kind creature (``singular``) always comes alone, "Name (1),"."""
    pack = loader.default()
    wrong = [
        f"{m.name}: {b}"
        for m in pack.monsters.values()
        if not m.singular
        and (grammar.is_plural(m.name) or m.threat not in ("elite", "dungeon_lord"))
        for b in m.busy
        if re.search(r"\bits(elf)?\b", b)
    ]
    assert not wrong, "\n".join(wrong)


def test_a_trap_telegraph_told_away_from_its_room_names_what_it_guards() -> None:
    pack = loader.default()
    world, text = _doc(7, 5)
    signs = re.findall(r"\*\*A telltale sign\.\*\* (.*?) \|", text)
    assert signs
    guarded = {t.guards.rstrip(".").lower() for t in pack.traps.values()}
    for sign in signs:
        assert any(sign.lower().startswith(f"by {g}:") for g in guarded), sign
    for line in re.findall(r"\*\*Clue of a trap\*\*.*", text):
        assert any(f", by {g}: " in line.lower() for g in guarded), line


def test_a_hidden_pit_under_a_mat_says_its_test_its_fall_and_that_care_avoids_it() -> None:
    pack = loader.default()
    mat = next(e for e in pack.meatgrinder.values() if e.id == "hazard_reed_mat")
    entry = {
        "interactions": [rebuild.plain(i) for i in mat.interactions],
        "avoid_when_careful": True,
    }
    said = answers.hidden(entry, pack)
    assert (
        "(Cups test, as a group): if it works, a pit lies under it; if not, the one in front"
        in said
    )
    assert "needs Pole" in said
    assert said.endswith("A guild that goes carefully avoids it.")
