"""A save file's JSON, read without the game's models: its size, packing, nesting and schema
version checked, never trusted (CONTRACTS §5). ``worm.saves.savefile`` reads every save through
it and then validates the game in it; the saves folder's list (``worm saves``, the title screen)
reads only this and the few fields it shows, so the title imports no model (issue 19, Speed)."""

from __future__ import annotations

import gzip
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from worm import __version__
from worm.errors import WormError

SCHEMA_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # a save of a long campaign is well under 1 MB
MAX_DEPTH = 64  # the deepest a real save nests is about 20
GZIP_MAGIC = b"\x1f\x8b"
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # a JSON string, escapes and all
_BRACKETS = re.compile(r"[\[\]{}]")


class SaveError(WormError):
    """A save that cannot be read, in one line naming the file and the problem."""


def data(path: Path) -> dict[str, Any]:
    """The JSON object in the save at ``path`` (gzip or not), as it stands: not migrated."""
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
        loaded = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"{path}: not JSON ({error.msg} at line {error.lineno})") from None
    if not isinstance(loaded, dict):
        raise SaveError(f"{path}: a save is a JSON object, not {type(loaded).__name__}")
    return loaded


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
