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
import io
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from worm import __version__, files, rng, tarot
from worm.engine import commands as cmd
from worm.errors import InvariantViolation, WormError
from worm.model.state import GameState

SCHEMA_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # a save of a long campaign is well under 1 MB
MAX_DEPTH = 64  # the deepest a real save nests is about 20
GZIP_MAGIC = b"\x1f\x8b"
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # a JSON string, escapes and all
_BRACKETS = re.compile(r"[\[\]{}]")


class SaveError(WormError):
    """A save that cannot be read, in one line naming the file and the problem."""


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
    raw = _bytes(path)
    if raw.startswith(GZIP_MAGIC):
        raw = _gunzip(path, raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(f"{path}: not UTF-8 text (byte {error.start:,})") from None
    depth = _depth(text)
    if depth > MAX_DEPTH:
        raise SaveError(f"{path}: nested {depth} deep, more than a save ever is ({MAX_DEPTH})")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"{path}: not JSON ({error.msg} at line {error.lineno})") from None
    if not isinstance(data, dict):
        raise SaveError(f"{path}: a save is a JSON object, not {type(data).__name__}")
    data = migrate(path, data)
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


# --- migrations ---------------------------------------------------------------------------------

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}
"""Each older schema version → the code that lifts its data one version up. Version 1 is the
first, so there is none yet; tests/fixtures/saves holds a v1 save every later version must load."""


def migrate(path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """Lift an older save to this schema version, or refuse one from a later worm."""
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path}: no schema_version: this is not a worm save")
    if version > SCHEMA_VERSION:
        raise SaveError(
            f"{path}: schema version {version} comes from a newer worm; "
            f"this one ({__version__}) reads up to {SCHEMA_VERSION}"
        )
    while version < SCHEMA_VERSION:
        if version not in MIGRATIONS:
            raise SaveError(f"{path}: schema version {version} cannot be read any more")
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data


# --- helpers ------------------------------------------------------------------------------------


def _bytes(path: Path) -> bytes:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save") from None
    except OSError as error:
        raise SaveError(f"{path}: cannot be read ({error.strerror or error})") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{path}: larger than {MAX_BYTES // 2**20} MiB, more than a save ever is")
    if not raw:
        raise SaveError(f"{path}: the file is empty")
    return raw


def _gunzip(path: Path, raw: bytes) -> bytes:
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as stream:
            out = stream.read(MAX_BYTES + 1)
    except (OSError, EOFError) as error:
        raise SaveError(f"{path}: a broken gzip file ({error})") from None
    if len(out) > MAX_BYTES:
        raise SaveError(f"{path}: unpacks to more than {MAX_BYTES // 2**20} MiB")
    return out


def _depth(text: str) -> int:
    """How deep the JSON nests, counted before parsing: the brackets left once every string
    is taken out (the regular expressions do the scanning, so a big save costs little)."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        else:
            depth -= 1
    return deepest


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
