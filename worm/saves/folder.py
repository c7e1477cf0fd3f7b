"""The saves folder (``--saves-dir``, default ``saves/``): what a save is called, where it
lies, and what is in it (CONTRACTS §1, §5; issue 16)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from worm.errors import WormError
from worm.saves import savefile

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
            save = savefile.read(path)
        except WormError as problem:
            found.append(Listed(name, "?", 0, 0, "?", "", str(problem)))
            continue
        crawl = save.state.crawl
        found.append(
            Listed(
                name, save.state.guild.name, crawl.depth, crawl.watches, crawl.phase, save.saved_at
            )
        )
    return sorted(found, key=lambda s: (s.saved_at, s.name), reverse=True)
