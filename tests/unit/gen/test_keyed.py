"""The keyed GM document (``worm gen --format md|html``): everything a GM needs at the table."""

from __future__ import annotations

import re
from functools import cache

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import keyed, maps
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

LINK = re.compile(r"\]\(#(room-[0-9]+|level-[0-9]+|table)\)")


@cache
def _world(seed: int, levels: int = 4) -> Underworld:
    return generate(seed, LayoutSettings(levels=levels))


def _section(text: str, key: str) -> str:
    """The Markdown of one room: from its heading to the next heading."""
    start = text.index(f"#### {key}. ")
    end = text.find("\n#", start + 1)
    return text[start : end if end != -1 else len(text)]


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**40))
def test_every_room_has_its_key_and_every_link_lands(seed: int) -> None:
    world = generate(seed, LayoutSettings(levels=3))
    text = keyed.to_markdown(world)
    anchors = set(re.findall(r'<a id="([a-z0-9-]+)"></a>', text))
    for level in world.levels:
        for key in level.keyed.keys:
            assert f"#### {key}. " in text and f"room-{key}" in anchors
    targets = LINK.findall(text)
    assert targets and set(targets) <= anchors


def test_exits_name_real_rooms_and_say_secret_locked_and_where_the_key_is() -> None:
    world = _world(7)
    text = keyed.to_markdown(world)
    for level in world.levels:
        keys = level.keyed.keys
        for edge in level.map.edges:
            a, b = keys[edge.a], keys[edge.b]
            line = next(ln for ln in _section(text, a).splitlines() if "**Exits:**" in ln)
            # two pathways may join the same rooms (a tunnel dug round a choke, p. 334): ways
            # that read alike are said once, "by two ways", and as many say secret as are
            parts = [p for p in re.split(r"; (?=to \[)", line) if f"to [{b}](#room-{b})" in p]
            twins = [e for e in level.map.edges if {e.a, e.b} == {edge.a, edge.b}]
            told = [re.search(r"by (two|three|four) ways", p) for p in parts]
            ways = {"two": 2, "three": 3, "four": 4}
            assert sum(ways[m.group(1)] if m else 1 for m in told) == len(twins)
            assert len(set(parts)) == len(parts)  # no exit said twice
            secret = sorted("**secret**" in part for part in parts)
            assert set(secret) == {e.secret for e in twins}
            part = next(p for p in parts if ("**secret**" in p) == edge.secret)
            if edge.locked and not edge.secret:
                holder = re.search(r"its key in \[([0-9]+)\]", line + part)
                assert holder is not None
                assert f"{a}-{b}" in level.stock[keys.index(holder.group(1))].key_to


def test_a_room_shows_its_denizens_traps_telegraphs_treasure_and_the_lord() -> None:
    pack = loader.default()
    world = _world(7)
    text = keyed.to_markdown(world)
    seen_trap = False
    for level in world.levels:
        assert level.seed.premise in text
        for sense in (*level.seed.sights, *level.seed.smells):
            assert sense in text
        for index, stock in enumerate(level.stock):
            section = _section(text, level.keyed.keys[index])
            for monster in stock.denizens:
                assert pack.monsters[monster].name in section
            for trap in stock.traps:
                seen_trap = True
                for clue in pack.traps[trap].clues:
                    assert clue.text in section
            for item in stock.treasure:
                found = pack.treasure[item]
                assert f"{found.name} ({found.value} gold" in section
            assert ("the lord's lair" in section.splitlines()[0]) == stock.lord
        assert text.count(f"### Meatgrinder of level {level.number}") == 1
    assert seen_trap


def test_the_meatgrinder_table_has_all_21_cards() -> None:
    text = keyed.to_markdown(_world(11))
    first = text.index("### Meatgrinder of level 1")
    table = text[first : text.index("\n## ", first)]
    rows = [ln for ln in table.splitlines() if ln.startswith("| ") and not ln.startswith("| card")]
    assert len(rows) == 21 and rows[0].startswith("| I |") and rows[-1].startswith("| XXI |")


def test_the_same_seed_gives_the_same_bytes() -> None:
    assert keyed.to_markdown(generate(5)) == keyed.to_markdown(generate(5))


def test_the_html_page_stands_alone_with_a_picture_per_level() -> None:
    world = _world(7)
    page = keyed.to_html(world)
    assert page.startswith("<!DOCTYPE html>") and "<style>" in page
    outside = page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "<script" not in page and "src=" not in page and "http" not in outside
    assert page.count("<svg") == len(world.levels)
    found = re.findall(r'id="([a-z0-9-]+)"', page)
    ids = set(found)
    assert len(ids) == len(found), "an id used twice"
    assert set(re.findall(r'href="#([a-z0-9-]+)"', page)) <= ids
    assert "<strong>" in page and "**" not in page


def test_the_markdown_map_carries_every_room_key_on_its_floor() -> None:
    world = _world(7)
    text = keyed.to_markdown(world)
    blocks = text.split("```text\n")[1:]
    assert len(blocks) == len(world.levels)
    for level, block in zip(world.levels, blocks, strict=True):
        drawn = block[: block.index("```")]
        for room, key in zip(level.map.rooms, level.keyed.keys, strict=True):
            box = level.tiles[room.y : room.y + room.h, room.x : room.x + room.w]
            if _longest_run((box == maps.FLOOR) & room.mask) >= len(key):
                assert key in drawn, key


def _longest_run(mask: np.ndarray) -> int:
    """The longest row of floor in a room's mask."""
    best = 0
    for row in mask.tolist():
        run = 0
        for floor in row:
            run = run + 1 if floor else 0
            best = max(best, run)
    return best


def test_each_feature_and_trap_is_named_with_its_kind_and_whether_it_is_the_books() -> None:
    """Issue 21: the GM reads "(throne, a variant of ours; the kind on p. 365)" or "(altar, the
    book's example, p. 365)" beside each feature and trap; the JSON room lists the same kinds."""
    pack = loader.default()
    world = _world(7)
    text = keyed.to_markdown(world)
    said = {"example": 0, "variant": 0}
    for level in world.levels:
        for index, stock in enumerate(level.stock):
            section = _section(text, level.keyed.keys[index])
            entries = [pack.features[f] for f in stock.features]
            entries += [pack.traps[t] for t in stock.traps]
            assert [e.kind for e in entries] == stock.feature_kinds + stock.trap_kinds
            for entry in entries:
                kind = entry.kind.replace("_", " ")
                if entry.example:
                    assert (
                        f"{entry.name}** ({kind}, the book's example, p. {entry.page})" in section
                    )
                    said["example"] += 1
                else:
                    assert f"{entry.name}** ({kind}, a variant of ours; the kind on p. " in section
                    said["variant"] += 1
    assert said["example"] and said["variant"], said
