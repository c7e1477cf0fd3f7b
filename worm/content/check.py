"""Read a content pack folder and find every problem in it (``worm assets check``).

Reading goes file by file and entry by entry, so one bad entry never hides another: parse
errors, invalid entries, repeated ids, and then the whole-table and cross-reference rules of
``worm.content.integrity``. ``load()`` reads the same way and raises the first problem.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from worm.content import constants, integrity
from worm.content.fields import Entry
from worm.content.models import ContentPack
from worm.content.problems import Problem, from_validation_error
from worm.content.tables import DOCUMENTS, FILE, ROWS, Tables

_TOML_WHERE = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")


@dataclass(frozen=True)
class Reading:
    """What reading a folder gave: the pack if nothing is wrong, and every problem found."""

    pack: ContentPack | None
    problems: tuple[Problem, ...]


def check(path: Path) -> list[str]:
    """Every problem of the pack in ``path``, one line each (``file › entry › field: …``)."""
    return [str(problem) for problem in read(path).problems]


def read(folder: Path) -> Reading:
    """Read and validate every file of the pack in ``folder``, collecting all problems."""
    problems: list[Problem] = []
    found: dict[str, Any] = {}
    broken: dict[str, frozenset[str]] = {}
    unreadable: set[str] = set()
    for name, (key, model) in ROWS.items():
        document = _parse(folder, FILE[name], problems)
        if document is None:
            unreadable.add(name)
            continue
        found[name], broken[name] = _entries(FILE[name], key, model, document, problems)
    for name, model in DOCUMENTS.items():
        document = _parse(folder, FILE[name], problems)
        if document is None or (entry := _document(name, model, document, problems)) is None:
            unreadable.add(name)
        else:
            found[name] = entry
    problems += _constants(folder)
    tables = Tables.partial(broken=broken, unreadable=frozenset(unreadable), **found)
    problems += integrity.problems(tables)
    if problems:
        return Reading(None, tuple(problems))
    try:
        return Reading(ContentPack(**found), ())
    except ValidationError as error:
        return Reading(None, tuple(from_validation_error(error, "content pack")))


def _constants(folder: Path) -> list[Problem]:
    """Problems of the folder's constants.toml, which the rules read from the shipped pack
    (``worm.content.constants``): a copy must be valid and say the same."""
    problems: list[Problem] = []
    document = _parse(folder, constants.FILE, problems)
    if document is None:
        return problems
    try:
        numbers = constants.Constants.model_validate(document)
    except ValidationError as error:
        return [*from_validation_error(error, constants.FILE)]
    if numbers != constants.BOOK:
        differ = sorted(k for k, v in numbers if v != getattr(constants.BOOK, k))
        message = f"{differ} differ from the numbers the game plays by, in {constants.ASSETS}"
        problems.append(Problem(constants.FILE, None, None, message))
    return problems


def _parse(folder: Path, file: str, problems: list[Problem]) -> dict[str, Any] | None:
    """The TOML document in ``folder/file``, or None after noting why it cannot be read."""
    try:
        text = (folder / file).read_text(encoding="utf-8")
    except FileNotFoundError:
        problems.append(Problem(file, None, None, f"missing from {str(folder)!r}: restore it"))
        return None
    except (OSError, UnicodeDecodeError) as error:
        problems.append(Problem(file, None, None, f"cannot be read: {error}"))
        return None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        if where := _TOML_WHERE.search(message):
            line, column = where.groups()
            detail = message[: where.start()]
            problems.append(
                Problem(file, f"line {line}", None, f"{detail} (column {column}): fix the TOML")
            )
        else:
            problems.append(Problem(file, None, None, f"{message}: fix the TOML"))
        return None


def _entries(
    file: str, key: str, model: type[Entry], document: dict[str, Any], problems: list[Problem]
) -> tuple[dict[str, Entry], frozenset[str]]:
    """Validate each ``[[key]]`` entry on its own; return the good ones and the bad ids."""
    for other in sorted(set(document) - {key}):
        problems.append(
            Problem(file, None, other, f"unknown top-level key {other!r}: entries go in [[{key}]]")
        )
    rows = document.get(key)
    if not isinstance(rows, list) or not rows:
        problems.append(Problem(file, None, key, f"no [[{key}]] entries, found {rows!r}"))
        return {}, frozenset()
    good: dict[str, Entry] = {}
    bad: set[str] = set()
    for number, row in enumerate(rows, start=1):
        raw_id = row.get("id") if isinstance(row, dict) else None
        label = raw_id if isinstance(raw_id, str) and raw_id else f"entry {number}"
        if label in good or label in bad:
            problems.append(Problem(file, label, "id", f"{label!r} is used twice: ids are unique"))
            continue
        try:
            good[label] = model.model_validate(row)
        except ValidationError as error:
            problems.extend(from_validation_error(error, file, label))
            bad.add(label)
    return good, frozenset(bad)


def _document(
    name: str, model: type[Entry], document: dict[str, Any], problems: list[Problem]
) -> Entry | None:
    """Validate a whole-file model, noting its problems."""
    try:
        return model.model_validate(document)
    except ValidationError as error:
        problems.extend(from_validation_error(error, FILE[name]))
        return None
