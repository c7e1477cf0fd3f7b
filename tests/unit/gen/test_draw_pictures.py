"""The pictures a GM hands out or keeps (``worm gen --format svg``): the players' map, one
badge per secret or locked passage, a glyph per way up, down and out, and one level drawn large
with its rooms' contents as symbols."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from worm.errors import WormError
from worm.gen import draw, export
from worm.gen.underworld import generate


@cache
def _document(seed: int) -> dict[str, Any]:
    return export.document(generate(seed))


def _texts(svg: str) -> list[str]:
    return re.findall(r"<text [^>]*>([^<]*)</text>", svg)


@pytest.mark.parametrize("seed", [7, 42])
def test_the_players_map_keeps_every_secret(seed: int) -> None:
    document = _document(seed)
    secret_rooms = {r["key"] for lv in document["levels"] for r in lv["rooms"] if r["secret"]}
    secret_passages = sum(p["secret"] for lv in document["levels"] for p in lv["passages"])
    assert secret_rooms and secret_passages  # the seed has something to hide
    gm = draw.svg(document)
    players = draw.svg(document, players=True)
    assert 'class="ts"' in gm and 'class="ts"' not in players  # no secret-door tile drawn
    assert "badge secret" in gm and "badge secret" not in players
    assert "mark secret" not in players and "mark lord" not in players
    keys = set(_texts(players))
    assert not secret_rooms & keys
    shown = {r["key"] for lv in document["levels"] for r in lv["rooms"] if not r["secret"]}
    assert shown <= keys


def test_one_badge_per_secret_or_locked_passage_not_per_door_tile() -> None:
    document = _document(7)
    gm = draw.svg(document)
    passages = [p for lv in document["levels"] for p in lv["passages"]]
    secret = sum(p["secret"] for p in passages)
    locked = sum(p["locked"] and not p["secret"] for p in passages)
    legend = 1  # the legend shows each badge once
    assert gm.count('class="badge secret"') == secret + legend
    assert gm.count('class="badge locked"') == locked + legend
    assert secret + locked > 0


def test_ways_up_down_and_out_each_have_their_own_glyph() -> None:
    document = _document(7)
    gm = draw.svg(document)
    ways = [w for lv in document["levels"] for w in lv["ways"]]
    for end in ("up", "down", "entrance"):
        wanted = sum(w["end"] == end for w in ways)
        assert wanted > 0
        assert gm.count(f'class="way {end}"') == wanted + 1  # and one in the legend


def test_one_level_large_with_its_contents_as_symbols() -> None:
    document = _document(7)
    level = document["levels"][1]
    svg = draw.svg(document, level=2)
    assert svg.count('class="level-map"') == 1 and 'id="level-2"' in svg
    assert 'transform="translate(28 ' in svg and f"scale({draw.BIG_TILE})" in svg
    rooms = level["rooms"]
    assert svg.count('class="sym lord"') == sum(r["lord"] for r in rooms) + 1
    assert svg.count('class="sym trap"') == sum(bool(r["traps"]) for r in rooms) + 1
    assert svg.count('class="sym treasure"') == sum(bool(r["treasure"]) for r in rooms) + 1
    monsters = sum(bool(r["denizens"]) and not r["lord"] for r in rooms)
    assert svg.count('class="sym monster"') == monsters + 1
    assert {r["key"] for r in rooms} <= set(_texts(svg))
    players = draw.svg(document, level=2, players=True)
    assert "sym lord" not in players and "sym trap" not in players


def test_a_level_that_is_not_there_is_one_clear_error() -> None:
    with pytest.raises(WormError, match="no level 9"):
        draw.svg(_document(7), level=9)


def test_the_players_table_shows_no_secret_entrance() -> None:
    for seed in range(40):
        document = export.document(generate(seed))
        if any(level["surface_entrance"] == "secret" for level in document["levels"]):
            break
    else:
        pytest.skip("no secret surface entrance in the first 40 seeds")
    assert "flag secret" in draw.svg(document).split("Legend:")[0]
    players = draw.svg(document, players=True)
    assert "flag secret" not in players.split("Legend:")[0]
