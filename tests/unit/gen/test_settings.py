"""``worm gen``'s settings: flags and a TOML file, carried to every level (issue 20, point 5)."""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from worm import cli
from worm.errors import WormError
from worm.gen import carving, settings
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Underworld, generate

DOCS = Path(__file__).parents[3] / "docs" / "gen-format.md"


def _gen(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["gen", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _document(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code, out, err = _gen(capsys, *argv, "--format", "json")
    assert code == 0, err
    return json.loads(out)


def test_no_settings_make_the_same_underworld_to_the_byte(capsys) -> None:
    """Every new setting left alone is no setting at all: the JSON (settings too) is unchanged."""
    plain = _document(capsys, "--seed", "5")
    assert plain["settings"] == LayoutSettings().as_dict(exclude_none=True)
    built = settings.build({key: None for key in settings.KEYS})
    assert built == LayoutSettings()


def test_forcing_the_cards_a_seed_draws_anyway_changes_nothing_else(capsys) -> None:
    plain = _document(capsys, "--seed", "9")
    drawn = [level["card"] for level in plain["levels"]]
    forced = _document(capsys, "--seed", "9", "--cards", ",".join(map(str, reversed(drawn))))
    assert forced["settings"]["cards"] == list(reversed(drawn))
    del plain["settings"], forced["settings"]
    assert forced == plain


def test_forced_cards_are_the_table_in_numbers_or_numerals(capsys) -> None:
    by_number = _document(capsys, "--seed", "3", "--cards", "12,3,7")
    by_numeral = _document(capsys, "--seed", "3", "--cards", "XII, iii ,VII")
    cards = [level["card"] for level in by_number["levels"]]
    assert cards == [3, 7, 12] and len(by_number["levels"]) == 3  # levels follow the cards
    assert [level["card"] for level in by_numeral["levels"]] == cards


@pytest.mark.parametrize(
    ("cards", "named"),
    [
        ("0,3,5", "card 0 is not a major card"),
        ("3,22,5", "card 22 is not a major card"),
        ("3,q,5", "card 'Q' is not a major card"),
        ("3,IIII,5", "card 'IIII' is not a major card"),
        ("3,7,3", "card 3 is laid twice"),
        ("3,5", "2 cards: the table takes 3 to 21"),
        ("", "expected a list of cards"),
    ],
)
def test_a_bad_card_list_is_one_line_naming_the_card(capsys, cards: str, named: str) -> None:
    code, out, err = _gen(capsys, "--seed", "1", "--cards", cards)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("worm: --cards: ") and named in err, err


def test_cards_and_levels_must_agree(capsys) -> None:
    code, _, err = _gen(capsys, "--cards", "3,5,7", "--levels", "4")
    assert code == 1 and "3 cards for 4 levels" in err


@pytest.mark.parametrize("shape", ["caverns", "halls", "towers", "streets", "water", "organic"])
def test_a_forced_shape_draws_every_level_in_it(shape: str) -> None:
    underworld = generate(4, LayoutSettings(levels=4, shape=shape))
    assert [level.map.shape for level in underworld.levels] == [shape] * 4
    plain = generate(4, LayoutSettings(levels=4))
    assert [level.seed.id for level in underworld.levels] == [lv.seed.id for lv in plain.levels]


def test_room_counts_stay_in_the_range_asked() -> None:
    for seed in range(3):
        for low, high in ((5, 6), (12, 12), (18, 21)):
            made = generate(seed, LayoutSettings(levels=3, rooms=(low, high)))
            for level in made.levels:  # a streets level holds at least its plazas and streets
                fewest, most = carving.holds(level.map.shape, level.seed.id)
                n = len(level.map.rooms)
                least = min(max(low, fewest), most)  # what the shape's ground is sure to hold
                assert least <= n <= max(high, fewest), (seed, level.seed.id, low, high, n)


def test_the_loop_rate_makes_levels_loopier() -> None:
    def loops(rate: float) -> int:
        found = 0
        for seed in range(4):
            made = generate(seed, LayoutSettings(levels=3, loop_rate=rate))
            found += sum(level.metrics["loops"] for level in made.levels)
        return found

    assert loops(1.0) > 2 * loops(0.0)


def _loop_door_share(made: Underworld) -> float:
    """Summed over the levels: the share of secret doors among the pathways the secret share
    governs, those on loops (``keying.key``). Left out are a secret room's pathways, secret
    whatever the share, and any pathway with an open way beside it into the same room, which
    ``keying.relock`` makes plain: a secret door there would hide nothing."""
    total = 0.0
    for level in made.levels:
        edges = level.map.edges
        ways = Counter(frozenset((e.a, e.b)) for e in edges)
        hidden = level.keyed.secret_rooms
        doors = [e for e in edges if ways[frozenset((e.a, e.b))] == 1 and not {e.a, e.b} & hidden]
        total += sum(e.secret for e in doors) / max(1, len(doors))
    return total


def test_the_secret_share_sets_how_many_doors_are_secret() -> None:
    none = generate(2, LayoutSettings(levels=4, secret_share=0.0))
    some = generate(2, LayoutSettings(levels=4, secret_share=0.25))
    every = generate(2, LayoutSettings(levels=4, secret_share=1.0))
    for level in none.levels:  # only the pathways of secret rooms are left secret
        secret_rooms = level.keyed.secret_rooms
        for edge in level.map.edges:
            assert not edge.secret or {edge.a, edge.b} & secret_rooms
    for made in (none, some, every):  # no secret door beside an open way into the same room
        for level in made.levels:
            hidden = level.keyed.secret_rooms
            plain = {frozenset((e.a, e.b)) for e in level.map.edges if not e.secret}
            for e in level.map.edges:
                assert not e.secret or {e.a, e.b} & hidden or frozenset((e.a, e.b)) not in plain
    share = [_loop_door_share(made) for made in (none, some, every)]
    assert share[0] == 0 < share[1] < share[2], share


def test_a_flag_beats_the_settings_file(capsys, tmp_path: Path) -> None:
    path = tmp_path / "gen.toml"
    path.write_text('loop_rate = 0.0\nshape = "water"\nrooms = [8, 9]\ncards = "I,V,X"\n')
    document = _document(capsys, "--seed", "1", "--settings", str(path), "--loop-rate", "0.5")
    assert document["settings"]["loop_rate"] == 0.5  # the flag
    assert document["settings"]["shape"] == "water"  # the file
    assert {level["shape"] for level in document["levels"]} == {"water"}
    assert [level["card"] for level in document["levels"]] == [1, 5, 10]
    assert all(8 <= len(level["rooms"]) <= 9 for level in document["levels"])


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("loop_rat = 0.2\n", "gen.toml › loop_rat: unknown setting"),
        ("loop_rate = 1.5\n", "gen.toml › loop_rate: Input should be less than or equal to 1"),
        ('shape = "maze"\n', "gen.toml › shape: Input should be 'caverns'"),
        ('rooms = "3-9"\n', "gen.toml › rooms: 3-9: give LOW-HIGH with 4 ≤ LOW ≤ HIGH ≤ 40"),
        ("cards = [1, 2, 99]\n", "gen.toml › cards: card 99 is not a major card"),
        ("tier_width = 0\n", "gen.toml › tier_width: Input should be greater than or equal to 1"),
        ("[layout]\nlevels = 4\n", "gen.toml › layout: unknown setting"),
        ("levels = \n", "gen.toml: not TOML"),
    ],
)
def test_a_bad_settings_file_is_one_line_naming_the_key(
    capsys, tmp_path: Path, text: str, named: str
) -> None:
    path = tmp_path / "gen.toml"
    path.write_text(text)
    code, out, err = _gen(capsys, "--seed", "1", "--settings", str(path))
    assert code == 1 and out == "" and err.count("\n") == 1 and named in err, err


def test_a_missing_settings_file_is_one_line(capsys, tmp_path: Path) -> None:
    code, _, err = _gen(capsys, "--settings", str(tmp_path / "none.toml"))
    assert code == 1 and err == f"worm: --settings {tmp_path / 'none.toml'}: no such file\n"


@pytest.mark.parametrize(
    ("flag", "value", "named"),
    [
        ("--loop-rate", "-0.1", "--loop-rate: Input should be greater than or equal to 0"),
        ("--secret-share", "lots", "--secret-share: Input should be a valid number"),
        ("--rooms", "9-5", "--rooms: 9-5: give LOW-HIGH"),
        ("--rooms", "many", "--rooms: expected rooms as LOW-HIGH"),
        ("--secret-entrance-share", "2", "--secret-entrance-share: Input should be less"),
        ("--tier-width", "none", "--tier-width: Input should be a valid integer"),
    ],
)
def test_a_bad_flag_is_one_line_naming_it(capsys, flag: str, value: str, named: str) -> None:
    code, _, err = _gen(capsys, "--seed", "1", flag, value)
    assert code == 1 and err.count("\n") == 1 and named in err, err


def test_every_setting_is_in_the_docs_table() -> None:
    """docs/gen-format.md, "Settings": one row per key, with its flag."""
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("## Settings") :]
    rows = re.findall(r"^\| `([a-z_]+)` \| `(--[a-z-]+)", section, flags=re.MULTILINE)
    assert sorted(key for key, _ in rows) == sorted(settings.KEYS)
    assert all(flag == "--" + key.replace("_", "-") for key, flag in rows)


def test_settings_build_refuses_an_unknown_key() -> None:
    with pytest.raises(WormError, match=r"^f\.toml › size: unknown setting"):
        settings.build({}, {"size": 3}, Path("f.toml"))


def test_the_layout_flags_reach_the_table(capsys) -> None:
    """The layout's own choices (p. 332 and the digest's open points), now flags too."""
    cards = "1,2,3,4,8,9,16"  # I–IV on the surface, three below
    plain = _document(capsys, "--seed", "6", "--cards", cards)
    forced = _document(
        capsys,
        *("--seed", "6", "--cards", cards, "--secret-entrance-share", "1"),
        *("--secret-connection-share", "0", "--tier-width", "1", "--one-divides-all"),
        "--diagonal-adjacent",
    )
    entrances = [level["surface_entrance"] for level in forced["levels"]]
    assert entrances[:4] == ["main", "secret", "secret", "secret"]
    assert not any(c["secret"] for c in forced["connections"])
    middle = [level["position"] for level in forced["levels"][4:-1]]
    assert middle == [[1, 0], [2, 0]]  # one card to a row
    joined = {c["b"] for c in forced["connections"] if c["a"] == 1}
    assert joined == set(range(2, 8))  # card I divides them all
    assert forced["settings"]["diagonal_adjacent"] is True
    assert plain["settings"]["diagonal_adjacent"] is False


def test_a_no_flag_undoes_the_file(capsys, tmp_path: Path) -> None:
    path = tmp_path / "gen.toml"
    path.write_text("diagonal_adjacent = true\none_divides_all = true\n")
    argv = ("--seed", "1", "--settings", str(path), "--no-diagonal-adjacent")
    document = _document(capsys, *argv)
    assert document["settings"]["diagonal_adjacent"] is False
    assert document["settings"]["one_divides_all"] is True


@pytest.mark.parametrize("shape", sorted(carving.CARVERS))
def test_every_shape_takes_the_most_rooms_asked_and_holds_what_it_promises(shape: str) -> None:
    """``--rooms 40`` is allowed: every carver draws a level for it (asked again for a count it
    missed, never beyond 40), with at least the most its shape is sure to hold."""
    for seed in range(2):
        level = carving.carve(np.random.default_rng(seed), carving.Brief(shape, rooms=40))  # type: ignore[arg-type]
        assert carving.holds(level.shape)[1] <= len(level.rooms) <= 40


def test_the_checked_settings_are_the_settings_field_for_field() -> None:
    """``settings.Checked`` checks what ``LayoutSettings`` holds: the same fields in the same
    order with the same defaults, so nothing given is lost or added on the way."""
    fields = dataclasses.fields(LayoutSettings)
    assert list(settings.Checked.model_fields) == [f.name for f in fields]
    for f in fields:
        assert settings.Checked.model_fields[f.name].default == f.default, f.name
    assert settings.Checked().model_dump() == LayoutSettings().as_dict()
