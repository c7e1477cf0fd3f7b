"""The validated content pack, kept between runs so that start-up does not read it again.

Reading the shipped pack (49 TOML files, every entry validated, every cross-reference checked)
costs a start-up more than all of worm's other work before the first frame. Once it has passed,
the pack is written as JSON to the user's cache folder under a key made of everything its
validity depends on: the bytes of every file in the pack, the source of the models and checks
that judged it, and the pydantic version. The next start reads that JSON back through the same
models instead of parsing and checking the TOML: without checking it again either
(``worm.content.rebuild``), since it passed before. A digest of the JSON written on its first
line guards against a file damaged since.

A cache that cannot be read, written or trusted is never an error: it is skipped, and the pack
is read from its files as before. ``WORM_CACHE_DIR`` names another folder; ``off`` turns the
cache off.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pydantic

from worm.content.models import ContentPack
from worm.content.rebuild import construct

SOURCES = Path(__file__).resolve().parent
"""The models and checks the cached pack passed: a change to any of them voids the cache."""
OFF = "off"


def folder() -> Path | None:
    """Where cached packs live (None: nowhere, the cache is off)."""
    named = os.environ.get("WORM_CACHE_DIR")
    if named == OFF:
        return None
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "worm"


def key(pack: Path) -> str:
    """A digest of everything the pack's validity depends on."""
    digest = hashlib.sha256(pydantic.VERSION.encode())
    for root in (SOURCES, pack):
        for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix != ".pyc"):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def place(pack: Path) -> Path | None:
    """The cache file for the pack in folder ``pack`` as it is now (None: the cache is off)."""
    where = folder()
    try:
        return None if where is None else where / f"pack-{key(pack)[:32]}.json"
    except OSError:
        return None


def digest(body: bytes) -> bytes:
    """What the first line of a cache file holds: the digest of the JSON below it."""
    return hashlib.sha256(body).hexdigest().encode("ascii")


def recall(file: Path) -> ContentPack | None:
    """The pack cached in ``file`` after it passed every check, or None (no file, a damaged
    one, or one whose JSON no longer fits the models)."""
    try:
        written, _, body = file.read_bytes().partition(b"\n")
        if written != digest(body):
            return None
        return construct(ContentPack, json.loads(body))
    except (OSError, ValueError):  # Unreadable and JSONDecodeError are ValueErrors
        return None


def keep(file: Path, content: ContentPack) -> None:
    """Cache a pack that has just passed every check (quietly does nothing if it can't)."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        spare = file.with_suffix(f".{os.getpid()}.tmp")
        body = content.model_dump_json().encode("utf-8")
        spare.write_bytes(digest(body) + b"\n" + body)
        os.replace(spare, file)
    except OSError:
        return
