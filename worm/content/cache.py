"""The validated content pack, kept between runs so that start-up does not read it again.

Reading the shipped pack (49 TOML files, every entry validated, every cross-reference checked)
costs a start-up more than all of worm's other work before the first frame. Once it has passed,
the pack is written as JSON to the user's cache folder under a key made of everything its
validity depends on: the bytes of every file in the pack, the source of the models and checks
that judged it, and the pydantic version. The next start reads that JSON back through the same
models instead of parsing and checking the TOML: without checking it again either
(``worm.content.rebuild``), since it passed before. A digest of the JSON written on its first
line guards against a file damaged since. The file also holds the shapes of the models, which
let ``worm gen`` rebuild the pack without pydantic (``worm.cachefile``, ``worm.gen.plain``).

A cache that cannot be read, written or trusted is never an error: it is skipped, and the pack
is read from its files as before. ``WORM_CACHE_DIR`` names another folder; ``off`` turns the
cache off.
"""

from __future__ import annotations

import json
from pathlib import Path

from worm import cachefile
from worm.cachefile import OFF, digest, folder
from worm.content.models import ContentPack
from worm.content.rebuild import construct, shapes

__all__ = ["OFF", "SOURCES", "digest", "folder", "keep", "key", "place", "recall"]

SOURCES = cachefile.CONTENT
"""The models and checks the cached pack passed: a change to any of them voids the cache."""


def key(pack: Path) -> str:
    """A digest of everything the pack's validity depends on (``worm.cachefile.key``)."""
    return cachefile.key(pack, SOURCES)


def place(pack: Path) -> Path | None:
    """The cache file for the pack in folder ``pack`` as it is now (None: the cache is off)."""
    return cachefile.place(pack, SOURCES)


def recall(file: Path) -> ContentPack | None:
    """The pack cached in ``file`` after it passed every check, or None (no file, a damaged
    one, or one whose JSON no longer fits the models)."""
    kept = cachefile.read(file)
    if kept is None:
        return None
    try:
        return construct(ContentPack, json.loads(kept[0]))
    except ValueError:  # Unreadable and JSONDecodeError are ValueErrors
        return None


def keep(file: Path, content: ContentPack) -> None:
    """Cache a pack that has just passed every check, with the shapes of its models, which let
    ``worm gen`` read it without pydantic (quietly does nothing if it can't)."""
    tables = _tables(content.model_dump_json())
    form = json.dumps(shapes(ContentPack), separators=(",", ":")).encode("utf-8")
    cachefile.write(file, tables, form)


def _tables(text: str) -> dict[str, bytes]:
    """Each table's JSON as pydantic wrote it in the pack's (``text``, an object of tables
    written without spaces), by name: ``worm.cachefile.join`` puts them back together, the
    same to the byte, and notes where each lies."""
    decoder = json.JSONDecoder()
    found: dict[str, bytes] = {}
    at = 1  # past the opening brace
    while text[at] != "}":
        name, at = decoder.raw_decode(text, at + (text[at] == ","))
        _, end = decoder.raw_decode(text, at + 1)  # past the colon
        found[name] = text[at + 1 : end].encode("utf-8")
        at = end
    return found
