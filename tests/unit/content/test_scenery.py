"""Scenery for Challenge zones: the book's example table and our own pieces (p. 184)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import get_args

import pytest

from tests.unit.content.helpers import entry_block, one_line_error
from worm import content
from worm.content import book
from worm.content.loader import ASSETS
from worm.content.models import ContentPack
from worm.content.scenery import ARENA_RULES, COLUMN_MINIMUM, ArenaRule, Column, Scenery

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
PIECES = sorted(PACK.scenery.values(), key=lambda piece: piece.id)


def _block(piece_id: str) -> str:
    return entry_block(ASSETS, "scenery.toml", "scenery", piece_id)


# --- the shipped pack ------------------------------------------------------------------------


def test_there_are_about_forty_pieces() -> None:
    assert 36 <= len(PACK.scenery) <= 44


def test_the_books_table_is_eight_rows_of_three_columns() -> None:
    """p. 184: the example table has eight rows in each of its three columns."""
    assert len(book.SCENERY) == 24
    assert Counter(book.SCENERY.values()) == {"terrain": 8, "sensory": 8, "object": 8}


def test_the_books_24_pieces_are_present_and_marked() -> None:
    ours = {piece.id: piece.column for piece in PIECES if piece.book}
    assert ours == dict(book.SCENERY)


@pytest.mark.parametrize("column", get_args(Column))
def test_each_column_holds_the_books_eight_and_some_of_ours(column: str) -> None:
    pieces = [piece for piece in PIECES if piece.column == column]
    assert len(pieces) >= COLUMN_MINIMUM, column
    assert sum(piece.book for piece in pieces) == 8, column
    assert any(not piece.book for piece in pieces), column


@pytest.mark.parametrize(
    ("piece_id", "name", "column"),
    [
        ("bridge_over_chasm", "a bridge over a chasm", "terrain"),
        ("icy_floors", "icy floors", "terrain"),
        ("ringing_bell", "a colossal ringing bell", "sensory"),
        ("shrieking_wind", "a shrieking wind", "sensory"),
        ("braziers_of_coals", "braziers of coals", "object"),
        ("weapon_racks", "weapon racks", "object"),
    ],
)
def test_spot_checks_from_the_books_table(piece_id: str, name: str, column: str) -> None:
    piece = PACK.scenery[piece_id]
    assert (piece.name, piece.column, piece.book) == (name, column, True)


def test_the_arena_vocabulary_lists_every_rule_once() -> None:
    assert ARENA_RULES == get_args(ArenaRule)
    assert len(set(ARENA_RULES)) == 10


def test_every_rule_word_is_used_somewhere() -> None:
    used = {rule for piece in PIECES for rule in piece.rules}
    assert used == set(ARENA_RULES)


@pytest.mark.parametrize("piece", PIECES, ids=lambda piece: piece.id)
def test_each_piece_cites_p184_and_carries_at_most_two_rules(piece: Scenery) -> None:
    assert piece.page == 184, piece.id
    assert len(piece.rules) <= 2, piece.id
    assert len(set(piece.rules)) == len(piece.rules), piece.id
    assert piece.name[0].islower(), piece.id  # the log writes it mid-sentence


@pytest.mark.parametrize(
    ("piece_id", "rules"),
    [
        ("bridge_over_chasm", {"drop"}),  # a shove sends you over the edge (p. 110)
        ("shrieking_wind", {"no_missiles"}),  # the book: no flight, no missiles
        ("ringing_bell", {"deafening"}),  # the book: deafens all nearby
        ("braziers_of_coals", {"burning"}),
        ("icy_floors", {"slippery"}),
        ("hanging_tapestries", {"cover"}),
        ("bookshelves", {"cover"}),
        ("ceiling_smoke", {"obscured"}),
        ("climbable_idol", {"high_ground"}),
        ("sucking_mud", {"slow"}),
    ],
)
def test_pieces_carry_the_rules_their_nature_asks_for(piece_id: str, rules: set[str]) -> None:
    assert rules <= set(PACK.scenery[piece_id].rules), piece_id


def test_some_pieces_change_no_rule() -> None:
    """Weapon racks and the like are things to use, not a change to how blows land."""
    assert PACK.scenery["weapon_racks"].rules == ()
    assert PACK.scenery["taxidermied_monsters"].rules == ()


def test_the_pack_model_exposes_scenery() -> None:
    assert "scenery" in ContentPack.model_fields


# --- broken copies ---------------------------------------------------------------------------


def test_an_unknown_rule_word_is_named(damaged: Damage) -> None:
    old = 'rules = ["no_missiles", "deafening"]'
    folder = damaged("scenery.toml", old, 'rules = ["no_missiles", "windy"]')
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("scenery.toml › shrieking_wind › rules[1]: ")
    assert "'windy'" in problems[0]
    assert one_line_error(folder) == problems[0]


def test_three_rules_are_too_many(damaged: Damage) -> None:
    old = 'rules = ["no_missiles", "deafening"]'
    folder = damaged("scenery.toml", old, 'rules = ["no_missiles", "deafening", "cover"]')
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("scenery.toml › shrieking_wind › rules: ")
    assert one_line_error(folder) == problems[0]


def test_a_repeated_rule_is_named(damaged: Damage) -> None:
    old = 'rules = ["no_missiles", "deafening"]'
    folder = damaged("scenery.toml", old, 'rules = ["deafening", "deafening"]')
    expected = "scenery.toml › shrieking_wind › rules: repeats ['deafening']: list each once"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_an_unknown_column_is_named(damaged: Damage) -> None:
    old = 'name = "weapon racks"\ncolumn = "object"'
    folder = damaged("scenery.toml", old, 'name = "weapon racks"\ncolumn = "furniture"')
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("scenery.toml › weapon_racks › column: ")
    assert one_line_error(folder) == problems[0]


def test_another_page_is_named(damaged: Damage) -> None:
    old = 'name = "an ore cart on rails"\ncolumn = "object"\npage = 184'
    folder = damaged("scenery.toml", old, old.replace("184", "185"))
    problems = content.check(folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith("scenery.toml › ore_cart › page: ")


def test_a_removed_book_piece_is_named(damaged: Damage) -> None:
    folder = damaged("scenery.toml", _block("ringing_bell"), "")
    expected = "scenery.toml › ringing_bell › id: is missing: the book's sensory piece"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_book_piece_not_marked_is_named(damaged: Damage) -> None:
    block = _block("oil_slick")
    folder = damaged("scenery.toml", block, block.replace("book = true\n", ""))
    expected = "scenery.toml › oil_slick › book: false, but the piece is the book's (p. 184)"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_book_piece_in_the_wrong_column_is_named(damaged: Damage) -> None:
    old = 'name = "bookshelves"\ncolumn = "object"'
    folder = damaged("scenery.toml", old, 'name = "bookshelves"\ncolumn = "terrain"')
    expected = "scenery.toml › bookshelves › column: 'terrain', but the book has it as 'object'"
    assert content.check(folder) == [expected]


def test_one_of_ours_marked_as_the_books_is_named(damaged: Damage) -> None:
    block = _block("ore_cart")
    folder = damaged("scenery.toml", block, block + "book = true\n")
    expected = "scenery.toml › ore_cart › book: true, but the book's table has no such piece"
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_thin_column_is_named(damaged: Damage) -> None:
    """Dropping our five objects leaves the book's eight: still enough. A ninth gone is not."""
    folder = damaged("scenery.toml", _block("ore_cart"), "")
    text = (folder / "scenery.toml").read_text(encoding="utf-8")
    for piece_id in ("cage_of_bones", "stacked_barrels", "bubbling_cauldron", "stone_sarcophagi"):
        text = text.replace(_block(piece_id), "")
    (folder / "scenery.toml").write_text(text, encoding="utf-8")
    assert content.check(folder) == []
    text = text.replace(_block("weapon_racks"), "")
    (folder / "scenery.toml").write_text(text, encoding="utf-8")
    assert content.check(folder) == [
        "scenery.toml › weapon_racks › id: is missing: the book's object piece",
        "scenery.toml › column: 7 object pieces: each column needs at least 8",
    ]


def test_a_repeated_id_is_named(damaged: Damage) -> None:
    folder = damaged("scenery.toml", 'id = "ore_cart"', 'id = "stone_sarcophagi"')
    expected = (
        "scenery.toml › stone_sarcophagi › id: 'stone_sarcophagi' is used twice: ids are unique"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_missing_file_is_named(damaged: Damage) -> None:
    folder = damaged("scenery.toml", _block("ore_cart"), "")
    (folder / "scenery.toml").unlink()
    (problem,) = content.check(folder)
    assert problem.startswith("scenery.toml: missing from ")
