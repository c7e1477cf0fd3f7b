"""The saves folder (``--saves-dir``, default ``saves/``): what a save is called, where it
lies, and what is in it (CONTRACTS §1, §5; issue 16)."""

from __future__ import annotations

import re
import shlex
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from worm.errors import WormError
from worm.saves import raw

T = TypeVar("T")
DEFAULT = Path("saves")
SUFFIXES = (".json", ".json.gz")


def sanitised(name: str) -> str:
    """A name safe as a file name anywhere: letters, digits, '-' and '_', at most 64 of them;
    anything else (a '/', '..', a space, an accent) becomes '-' or is dropped."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", plain).strip("-_")[:64]
    if not cleaned:
        raise WormError(f"{name!r} is not a usable save name: use letters, digits, '-' or '_'")
    return cleaned


def made(folder: Path) -> Path:
    """The saves folder, made if it is not there yet (one line if it cannot be)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise WormError(f"cannot make the saves folder {folder}: {error.strerror}") from None
    return folder


def path_of(folder: Path, name: str) -> Path:
    """Where the save ``name`` lies: always inside ``folder``, whatever the name says."""
    stem = sanitised(name.removesuffix(".gz").removesuffix(".json"))
    path = (folder / f"{stem}.json").resolve()
    if path.parent != folder.resolve():
        raise WormError(f"{name!r} would lie outside the saves folder {folder}")
    gz = path.with_name(f"{stem}.json.gz")
    return gz if gz.is_file() and not path.is_file() else path


def fresh(folder: Path, name: str) -> Path:
    """Where a new game called ``name`` is saved without writing over another's save:
    ``name``, or ``name-2``, ``name-3``… when that is taken (a new guild on the same seed)."""
    number = 1
    while True:
        stem = name if number == 1 else f"{name}-{number}"
        path = path_of(folder, stem)
        if not path.is_file():
            return path
        number += 1


def load_command(save: Path) -> str:
    """The command that goes on from ``save``: ``worm play --load NAME``, with ``--saves-dir``
    when the save lies elsewhere than the default folder (issue 19, point 9)."""
    name = save.name.removesuffix(".gz").removesuffix(".json")
    where = save.parent
    given = where.resolve() != DEFAULT.resolve()
    return f"worm play --load {shlex.quote(name)}" + (
        f" --saves-dir {shlex.quote(str(where))}" if given else ""
    )


@dataclass(frozen=True, slots=True)
class Listed:
    """One save as ``worm saves`` and the title screen list it."""

    name: str
    guild: str
    level: int
    watch: int
    phase: str
    saved_at: str
    problem: str | None = None  # a save that cannot be read is listed, with why


def listing(folder: Path) -> list[Listed]:
    """The saves in ``folder``, newest first; a bad one is listed with its problem."""
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        if not path.name.endswith(SUFFIXES) or path.name.startswith("."):
            continue
        name = path.name.removesuffix(".gz").removesuffix(".json")
        try:
            found.append(_listed(path, name))
        except WormError as problem:
            found.append(Listed(name, "?", 0, 0, "?", "", str(problem)))
    return sorted(found, key=lambda s: (s.saved_at, s.name), reverse=True)


def _listed(path: Path, name: str) -> Listed:
    """What the list shows of one save, read from its JSON alone (``worm.saves.raw``): the
    game's models are not imported for a list, so a save whose game is bad inside is listed
    and says why when it is loaded."""
    data = raw.migrate(path, raw.data(path))
    state = _field(path, data, "state", dict)
    crawl = _field(path, state, "crawl", dict, "state.")
    guild = _field(path, state, "guild", dict, "state.")
    return Listed(
        name,
        _field(path, guild, "name", str, "state.guild."),
        _field(path, crawl, "depth", int, "state.crawl."),
        _field(path, crawl, "watches", int, "state.crawl."),
        _field(path, crawl, "phase", str, "state.crawl."),
        _field(path, data, "saved_at", str),
    )


def _field(path: Path, data: dict[str, Any], key: str, kind: type[T], where: str = "") -> T:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise raw.SaveError(f"{path}: {where}{key}: not a save's {kind.__name__}")
    return value
