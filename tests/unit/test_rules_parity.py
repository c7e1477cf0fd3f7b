"""docs/rules-parity.md stays true: its symbols resolve, its tests exist, its statuses are known.

The parity table maps every section of the book to the code that plays it (STYLE, "Content and
the book"). These tests read its tables and fail, naming the row, when a cited symbol or test file
is gone, when a row's status is not one of the four, when a ``done`` row cites no code or no test,
when a test file a ``done`` row cites never names any of the row's code, when a chapter or
appendix has no row, or when the summary counts no longer match the rows. Issue 22 (point 7)
adds: a symbol or file the notes cite that is gone, and a ``done`` row's code that nothing in
worm/ calls (a rules function only tests reach does not play the rule).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PARITY = ROOT / "docs" / "rules-parity.md"
COLUMNS = ("page", "rule", "status", "code", "test", "notes")
STATUSES = ("done", "partial", "variant", "deferred")
PARTS = tuple(f"Chapter {n}" for n in range(1, 11)) + tuple(f"Appendix {x}" for x in "ABCDE")
HEADING = re.compile(r"^## (Chapter \d+|Appendix [A-E])\b")
TICKED = re.compile(r"`([^`]+)`")
SYMBOL = re.compile(r"^worm(\.[A-Za-z_][A-Za-z0-9_]*)+$")


@dataclass(frozen=True)
class Row:
    part: str  # "Chapter 1" … "Appendix E"
    line: int  # where the row stands in the markdown, for messages
    page: str
    rule: str
    status: str
    code: str
    test: str
    notes: str

    @property
    def id(self) -> str:
        short = self.part.replace("Chapter ", "ch").replace("Appendix ", "app")
        words = re.sub(r"[^a-z0-9]+", "-", f"{self.page} {self.rule}".lower()).strip("-")
        return f"{short}-{words[:48].rstrip('-')}"

    @property
    def where(self) -> str:
        return f"{PARITY.name}:{self.line} ({self.part}, {self.page} {self.rule[:40]!r})"

    def ticked(self, column: str) -> list[str]:
        return TICKED.findall(getattr(self, column))


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse(text: str) -> tuple[list[Row], dict[str, int]]:
    """The table rows under each chapter or appendix heading, and the summary counts."""
    rows: list[Row] = []
    summary: dict[str, int] = {}
    part: str | None = None
    header: tuple[str, ...] | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            match = HEADING.match(line)
            part = match.group(1) if match else None
            header = None
            continue
        if not line.startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if header is None:
            header = tuple(cells)
            continue
        if all(set(cell) <= set("-: ") for cell in cells):
            continue  # the separator under a header
        if header == ("status", "rows"):
            summary[cells[0]] = int(cells[1])
        elif header == COLUMNS and part is not None:
            assert len(cells) == len(COLUMNS), f"{PARITY.name}:{number} has {len(cells)} cells"
            rows.append(Row(part, number, *cells))
    return rows, summary


ROWS, SUMMARY = parse(PARITY.read_text(encoding="utf-8"))


def _ids(rows: list[Row]) -> dict[int, str]:
    """A pytest id per row, keyed by its line; a repeated id gets a numeric suffix."""
    seen: Counter[str] = Counter()
    ids = {}
    for row in rows:
        seen[row.id] += 1
        ids[row.line] = row.id if seen[row.id] == 1 else f"{row.id}-{seen[row.id]}"
    return ids


ROW_ID = _ids(ROWS)
SYMBOLS = [(row, symbol) for row in ROWS for symbol in row.ticked("code")]
TESTS = [(row, path) for row in ROWS for path in row.ticked("test")]
DONE = [row for row in ROWS if row.status == "done"]
DONE_TESTS = [(row, path) for row in DONE for path in row.ticked("test")]


def _cited_id(cited: tuple[Row, str]) -> str:
    row, name = cited
    return f"{ROW_ID[row.line]}::{name}"


def resolve(dotted: str) -> Any:
    """Import the longest module prefix of ``dotted``, then getattr the rest."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            found: Any = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            # Only "this prefix is not a module" means try a shorter one; a module that fails
            # to import one of its own dependencies is a real error and must surface.
            missing = error.name or ""
            if module_name == missing or module_name.startswith(f"{missing}."):
                continue
            raise
        for attribute in parts[cut:]:
            found = getattr(found, attribute)
        return found
    raise ModuleNotFoundError(f"no module in {dotted!r} can be imported")


def test_the_table_was_read() -> None:
    assert len(ROWS) > 100, f"only {len(ROWS)} rows parsed from {PARITY}: has the format changed?"


@pytest.mark.parametrize(("row", "symbol"), SYMBOLS, ids=[_cited_id(c) for c in SYMBOLS])
def test_every_cited_symbol_resolves(row: Row, symbol: str) -> None:
    assert SYMBOL.match(symbol), (
        f"{row.where}: code cell cites {symbol!r}, which is not a dotted worm symbol "
        "(write `worm.module.name`, never a line number)"
    )
    try:
        resolve(symbol)
    except (ImportError, AttributeError) as error:
        pytest.fail(f"{row.where}: cited symbol {symbol!r} does not resolve: {error}")


@pytest.mark.parametrize(("row", "path"), TESTS, ids=[_cited_id(c) for c in TESTS])
def test_every_cited_test_file_exists(row: Row, path: str) -> None:
    assert path.startswith("tests/") and path.endswith(".py"), (
        f"{row.where}: test cell cites {path!r}; cite a test file as `tests/…/test_x.py`"
    )
    assert (ROOT / path).is_file(), f"{row.where}: cited test file {path!r} does not exist"


@pytest.mark.parametrize("row", ROWS, ids=[ROW_ID[row.line] for row in ROWS])
def test_status_is_one_of_four_and_explained(row: Row) -> None:
    assert row.status in STATUSES, (
        f"{row.where}: status {row.status!r} is not one of {', '.join(STATUSES)}"
    )
    if row.status != "done":
        assert row.notes, f"{row.where}: a {row.status} row needs a reason in its notes"


@pytest.mark.parametrize("row", DONE, ids=[ROW_ID[row.line] for row in DONE])
def test_a_done_row_cites_code_and_a_test(row: Row) -> None:
    assert row.ticked("code"), f"{row.where}: a done row must cite at least one code symbol"
    assert row.ticked("test"), f"{row.where}: a done row must cite at least one test file"


def names(source: str, symbol: str) -> bool:
    """Whether ``source`` uses the last name of the dotted ``symbol`` as a whole identifier
    (``worm.tarot.draw`` is named by ``tarot.draw(`` or ``from worm.tarot import draw``)."""
    name = symbol.rsplit(".", 1)[-1]
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", source) is not None


@pytest.mark.parametrize(("row", "path"), DONE_TESTS, ids=[_cited_id(c) for c in DONE_TESTS])
def test_a_done_rows_test_file_names_the_rows_code(row: Row, path: str) -> None:
    """A ``done`` row says its tests exercise its code: each test file it cites must name at
    least one of the code symbols the row cites, or it is not that row's test."""
    file = ROOT / path
    assert file.is_file(), f"{row.where}: cited test file {path!r} does not exist"
    code = row.ticked("code")
    source = file.read_text(encoding="utf-8")
    assert any(names(source, symbol) for symbol in code), (
        f"{row.where}: {path} names none of the row's code "
        f"({', '.join(s.rsplit('.', 1)[-1] for s in code)}); cite a test that exercises it, "
        "or mark the row partial"
    )


@pytest.mark.parametrize("part", PARTS)
def test_every_chapter_and_appendix_has_rows(part: str) -> None:
    count = sum(1 for row in ROWS if row.part == part)
    assert count, f"{PARITY.name} has no rows under a '## {part} — …' heading"


def test_the_summary_counts_the_rows() -> None:
    counted = Counter(row.status for row in ROWS)
    expected = {status: counted[status] for status in STATUSES} | {"total": len(ROWS)}
    assert SUMMARY == expected, f"{PARITY.name} summary says {SUMMARY}, the rows say {expected}"


# --- issue 22 point 7: what the notes cite, and code the game never calls ---------------------

CITED_PATH = re.compile(r"^(?:tests|assets|docs|bench)/[A-Za-z0-9_./-]+\.(?:py|toml|md|json)$")
NOTED_SYMBOLS = [(row, tick) for row in ROWS for tick in row.ticked("notes") if SYMBOL.match(tick)]
CITED_PATHS = [
    (row, tick)
    for row in ROWS
    for column in ("test", "notes")
    for tick in row.ticked(column)
    if CITED_PATH.match(tick)
]
DONE_SYMBOLS = [
    (row, symbol)
    for row in DONE
    for symbol in dict.fromkeys(
        [*row.ticked("code"), *(t for t in row.ticked("notes") if SYMBOL.match(t))]
    )
]

# Done rows that cite a function nothing in worm/ calls (only tests do), found by the issue 22
# audit, which asks the table's owners to drop the pointer. Strict: a caller arriving makes the
# case pass and so fail, and the entry is struck; once the table drops the pointer it is gone.
UNCALLED: dict[str, str] = {}


@pytest.mark.parametrize(
    ("row", "symbol"), NOTED_SYMBOLS, ids=[_cited_id(c) for c in NOTED_SYMBOLS]
)
def test_every_symbol_the_notes_cite_resolves(row: Row, symbol: str) -> None:
    """The notes name code as pointers too (`worm.engine.crawl.ward_holds`): those must exist."""
    try:
        resolve(symbol)
    except (ImportError, AttributeError) as error:
        pytest.fail(f"{row.where}: the notes cite {symbol!r}, which does not resolve: {error}")


@pytest.mark.parametrize(("row", "path"), CITED_PATHS, ids=[_cited_id(c) for c in CITED_PATHS])
def test_every_file_the_rows_cite_exists(row: Row, path: str) -> None:
    """A test, asset, doc or bench file named in a row's test or notes column is on disk."""
    assert (ROOT / path).is_file(), f"{row.where}: the row cites {path!r}, which does not exist"


@cache
def used_names() -> frozenset[str]:
    """Every name the game's own code reads: bare names and attributes, in worm/ (not tests).

    A definition's own name is not a read, so a function only tests call is absent."""
    names: set[str] = set()
    for file in (ROOT / "worm").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
    return frozenset(names)


def _marked(cited: tuple[Row, str]) -> Any:
    symbol = cited[1]
    if symbol in UNCALLED:
        return pytest.param(*cited, marks=pytest.mark.xfail(strict=True, reason=UNCALLED[symbol]))
    return cited


@pytest.mark.parametrize(
    ("row", "symbol"),
    [_marked(c) for c in DONE_SYMBOLS],
    ids=[_cited_id(c) for c in DONE_SYMBOLS],
)
def test_a_done_rows_code_is_called_by_the_game(row: Row, symbol: str) -> None:
    """A ``done`` row says the game plays the rule: each function or class it cites, in its
    code cell or as a pointer in its notes, is read somewhere in worm/ besides its definition,
    not only by tests. A name shared with other code
    can pass by accident; a rules function nothing calls cannot."""
    found = resolve(symbol)
    if inspect.ismodule(found):
        return  # a module cited whole: its parts are the row's business
    name = symbol.rsplit(".", 1)[-1]
    assert name in used_names(), (
        f"{row.where}: {symbol} is cited as playing the rule, but nothing in worm/ calls or "
        "reads it (only tests do); cite the code the game runs, or mark the row partial"
    )
