"""The validated content pack, kept between runs so that start-up does not read it again.

Reading the shipped pack (49 TOML files, every entry validated, every cross-reference checked)
costs a start-up more than all of worm's other work before the first frame. Once it has passed,
the pack is written as JSON to the user's cache folder under a key made of everything its
validity depends on: the bytes of every file in the pack, the source of the models and checks
that judged it, and the pydantic version. The next start reads that JSON back through the same
models (fast, in pydantic-core) instead of parsing and checking the TOML.

A cache that cannot be read, written or trusted is never an error: it is skipped, and the pack
is read from its files as before. ``WORM_CACHE_DIR`` names another folder; ``off`` turns the
cache off.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pydantic
from pydantic import ValidationError

from worm.content.models import ContentPack

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


def recall(file: Path) -> ContentPack | None:
    """The pack cached in ``file`` after it passed every check, or None."""
    try:
        return ContentPack.model_validate_json(file.read_bytes())
    except (OSError, ValidationError, ValueError):
        return None


def keep(file: Path, content: ContentPack) -> None:
    """Cache a pack that has just passed every check (quietly does nothing if it can't)."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        spare = file.with_suffix(f".{os.getpid()}.tmp")
        spare.write_text(content.model_dump_json(), encoding="utf-8")
        os.replace(spare, file)
    except OSError:
        return
