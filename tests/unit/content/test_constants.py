"""assets/constants.toml: the book's numbers, each read by code and each the book's own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.unit.content.conftest import Damage
from worm import content
from worm.content import constants
from worm.errors import ContentError

# The book's numbers and their pages, typed in from the book: the oracle the file is held to.
BOOK = {
    "success_at": (14, 8),
    "favor": (3, 10),
    "resolve_max": (4, 32),
    "resolve_war_stories_max": (5, 71),
    "lore_bids": (4, 32),
    "motifs": (3, 24),
    "wounded_talents_max": (2, 31),
    "xp_to_master": (7, 33),
    "belt_slots": (4, 37),
    "pack_slots": (21, 37),
    "hands": (2, 37),
    "gold_per_slot": (100, 37),
    "fame_max": (5, 46),
    "deeds_max": (5, 149),
    "starting_luxurious": (1, 20),
    "starting_common": (5, 20),
}
NOTCHES = {"fragile": 1, "durable": 2, "tempered": 3}  # p. 12

WORM = Path(constants.__file__).resolve().parents[1]
TOML = constants.ASSETS / constants.FILE


def test_every_number_is_the_books() -> None:
    read = constants.BOOK.model_dump()
    assert set(read) == {*BOOK, "notches"}
    assert {key: value for key, (value, _) in BOOK.items()} == {
        key: value for key, value in read.items() if key != "notches"
    }
    assert read["notches"] == NOTCHES


def test_every_line_cites_the_books_page() -> None:
    cited = {}
    for line in TOML.read_text(encoding="utf-8").splitlines():
        if match := re.match(r"(\w+)\s*=\s*\d+\s*#\s*p\. (\d+)", line):
            cited[match[1]] = int(match[2])
    assert cited == {key: page for key, (_, page) in BOOK.items()}


def _read_by_code() -> set[str]:
    """Keys of ``constants.BOOK`` that some module of worm reads, directly or through a name
    bound to it (``numbers = constants.BOOK``)."""
    used: set[str] = set()
    for path in WORM.rglob("*.py"):
        if path.name == "constants.py" and path.parent.name == "content":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases = {"BOOK"}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and _is_book(node.value, aliases):
                aliases |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and _is_book(node.value, aliases):
                used.add(node.attr)
    return used


def _is_book(node: ast.expr, aliases: set[str]) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr == "BOOK"
    return isinstance(node, ast.Name) and node.id in aliases


def test_every_number_is_read_by_code() -> None:
    unread = sorted(set(constants.Constants.model_fields) - _read_by_code())
    assert not unread, f"constants.toml keys no code reads: {unread}"


def test_a_bad_number_is_one_line_naming_the_key(tmp_path: Path) -> None:
    bad = tmp_path / constants.FILE
    bad.write_text(TOML.read_text(encoding="utf-8").replace("favor = 3", 'favor = "3"'))
    with pytest.raises(ContentError, match=r"^constants\.toml › favor: '3' is not a whole number"):
        constants.read(bad)


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match=r"^constants\.toml: cannot be read"):
        constants.read(tmp_path / constants.FILE)


def test_a_copy_that_changes_a_number_is_told_the_game_ignores_it(damaged: Damage) -> None:
    folder = damaged(constants.FILE, "favor = 3 ", "favor = 4 ")
    [problem] = content.check(folder)
    assert problem.startswith("constants.toml: ['favor'] differ from the numbers the game plays by")
