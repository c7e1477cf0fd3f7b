"""The save file (CONTRACTS §5; issue 16): one game as versioned JSON, written so that it is
never half there and read so that nothing in it is trusted.

A save holds the game where it stands (``state``, a ``GameState``) and the commands since
(``commands``), and, for ``worm replay``, the game as it began (``start``) with every command
accepted since (``history``): the seed and those commands give back every event. Writing goes
through ``worm.files`` (temporary file, fsync, rename) and keeps the previous save as
``NAME.bak``. Reading caps the size and the nesting before parsing, checks the schema
version (older versions are migrated by code, in ``MIGRATIONS``), validates every value with
the models, and checks that the seed and the cards add up; a bad file is one ``SaveError``
naming the problem, and the file is never touched.
"""

from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from worm import __version__, files, rng, tarot
from worm.engine import commands as cmd
from worm.errors import InvariantViolation
from worm.model.state import GameState
from worm.saves import raw
from worm.saves.raw import GZIP_MAGIC as GZIP_MAGIC
from worm.saves.raw import MAX_BYTES as MAX_BYTES
from worm.saves.raw import MIGRATIONS as MIGRATIONS
from worm.saves.raw import SCHEMA_VERSION as SCHEMA_VERSION
from worm.saves.raw import SaveError as SaveError
from worm.saves.raw import migrate as migrate


class SaveFile(BaseModel):
    """One saved game (CONTRACTS §5)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    schema_version: Literal[1]
    game_version: str
    seed: int
    saved_at: str
    state: GameState
    commands: tuple[cmd.AnyCommand, ...] = ()
    start: GameState | None = None  # the game as it began, for a replay
    history: tuple[cmd.AnyCommand, ...] = ()  # every command accepted since ``start``


def make(
    state: GameState,
    *,
    start: GameState | None = None,
    history: tuple[cmd.Command, ...] = (),
    commands: tuple[cmd.Command, ...] = (),
) -> SaveFile:
    """A save of ``state``, stamped with this version and the time."""
    return SaveFile.model_construct(
        schema_version=SCHEMA_VERSION,
        game_version=__version__,
        seed=state.seed,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        state=state,
        commands=commands,
        start=start,
        history=history,
    )


def backup_of(path: Path) -> Path:
    """Where the previous save is kept: ``NAME.bak`` beside ``NAME.json``."""
    name = path.name.removesuffix(".gz").removesuffix(".json")
    return path.with_name(f"{name}.bak")


def write(path: Path, save: SaveFile) -> None:
    """Write ``save`` whole at ``path`` (gzip for ``.json.gz``), the old save kept as backup."""
    data = save.model_dump_json().encode("utf-8")
    if path.name.endswith(".gz"):
        data = gzip.compress(data, compresslevel=6, mtime=0)
    files.replace(path, data, backup=backup_of(path), what="save the game to")


def read(path: Path) -> SaveFile:
    """The save at ``path``, checked from its size to its cards; the file is only read."""
    data = migrate(path, raw.data(path))
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as error:
        raise SaveError(f"{path}: {_first(error)}") from None
    _check(path, save)
    return save


def read_or_backup(path: Path) -> tuple[SaveFile, str | None]:
    """The save at ``path`` or, when that one is bad and its backup is good, the backup, with
    a notice saying so; when both are bad, the main file's problem."""
    try:
        return read(path), None
    except SaveError as problem:
        backup = backup_of(path)
        if not backup.is_file():
            raise
        try:
            save = read(backup)
        except SaveError:
            raise problem from None
        return save, f"{problem}; the previous save ({backup.name}) was loaded instead"


def _first(error: ValidationError) -> str:
    """Pydantic's first complaint, as ``field.path: what`` (and how many more)."""
    problems = error.errors(include_url=False)
    first = problems[0]
    where = ".".join(str(part) for part in first["loc"]) or "the save"
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return f"{where}: {first['msg']}{more}"


def _check(path: Path, save: SaveFile) -> None:
    """What the models cannot see alone: the seed agrees everywhere, every card is once."""
    rng.check_seed(save.seed)
    for name, state in (("state", save.state), ("start", save.start)):
        if state is None:
            continue
        if state.seed != save.seed:
            raise SaveError(f"{path}: {name} is of seed {state.seed}, the save of {save.seed}")
        try:
            tarot.check(state.decks)
        except InvariantViolation as error:
            raise SaveError(f"{path}: {name}.decks: {error}") from None
