"""The content cache's file (``worm.content.cache``): where it lives, the key it is kept under
and the digest that guards it, worked out without importing pydantic or the content models, so
that ``worm gen`` can read the cached pack without them (``worm.gen.plain``).

A cache file holds four lines: the digest of the three below it, the validated pack as JSON
(one object, table after table), the shapes of its models (``worm.content.rebuild.shapes``),
which tell a reader without pydantic how to rebuild each entry from that JSON, and where each
table's JSON lies in the pack's line (``{"seeds": [start, end], …}``, byte offsets), so that
``worm gen`` parses only the tables it reads. A file of three lines, as written before there
was an index, is read whole.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

CONTENT = Path(__file__).resolve().parent / "content"
"""The models and checks a cached pack passed: a change to any of them voids the cache."""
ASSETS = CONTENT.parents[1] / "assets"
"""The shipped pack (``worm.content.constants.ASSETS``)."""
OFF = "off"
LAYOUT = b"cache file layout 2: digest, pack, shapes, index"
"""Part of every key: a file of another layout (another worm's) is never read as this one."""


def folder() -> Path | None:
    """Where cached packs live (None: nowhere, the cache is off)."""
    named = os.environ.get("WORM_CACHE_DIR")
    if named == OFF:
        return None
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "worm"


def _pydantic_version() -> bytes:
    """pydantic's version file, found without importing pydantic (which costs a start-up
    tens of milliseconds): another pydantic may judge a pack otherwise."""
    spec = importlib.util.find_spec("pydantic")
    if spec is None or spec.origin is None:
        return b""
    return (Path(spec.origin).parent / "version.py").read_bytes()


def key(pack: Path, sources: Path = CONTENT) -> str:
    """A digest of everything the pack's validity depends on: its files, the models' and
    checks' source, and pydantic's version."""
    digest = hashlib.sha256(LAYOUT + _pydantic_version())
    for root in (sources, pack):
        for name in _files(root):
            digest.update(name.encode())
            with open(os.path.join(root, name), "rb") as file:
                digest.update(file.read())
    return digest.hexdigest()


def _files(root: Path) -> list[str]:
    """Every file under ``root`` but Python's bytecode, by its path from ``root``, in path
    order (as ``Path`` objects sort: folder by folder). Strings and ``os.walk``: finding
    and reading them as ``Path`` objects was a fifth of every ``worm gen``'s reading of the
    cache, ``Path.rglob`` three times that."""
    found: list[tuple[str, ...]] = []
    for folder, _, names in os.walk(root):
        inside = os.path.relpath(folder, root)
        parts = () if inside == os.curdir else tuple(inside.split(os.sep))
        found += [(*parts, name) for name in names if not name.endswith(".pyc")]
    return [os.sep.join(parts) for parts in sorted(found)]


def place(pack: Path, sources: Path = CONTENT) -> Path | None:
    """The cache file for the pack in folder ``pack`` as it is now (None: the cache is off)."""
    where = folder()
    try:
        return None if where is None else where / f"pack-{key(pack, sources)[:32]}.json"
    except OSError:
        return None


def digest(body: bytes) -> bytes:
    """What the first line of a cache file holds: the digest of the lines below it."""
    return hashlib.sha256(body).hexdigest().encode("ascii")


def read(file: Path) -> tuple[bytes, bytes, bytes] | None:
    """The pack's JSON, its models' shapes and its tables' places (empty in a file written
    without them), as kept in ``file``; None if there is no such file, or it is damaged (its
    digest does not match)."""
    try:
        written, _, body = file.read_bytes().partition(b"\n")
    except OSError:
        return None
    if written != digest(body):
        return None
    pack, _, rest = body.partition(b"\n")
    shapes, _, index = rest.partition(b"\n")
    return pack, shapes, index


def write(file: Path, tables: Mapping[str, bytes], shapes: bytes) -> None:
    """Keep a pack, given as each table's JSON, and its shapes in ``file``, whole or not at
    all (quietly nothing if it can't)."""
    pack, index = join(tables)
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        spare = file.with_suffix(f".{os.getpid()}.tmp")
        body = pack + b"\n" + shapes + b"\n" + index
        spare.write_bytes(digest(body) + b"\n" + body)
        os.replace(spare, file)
    except OSError:
        return


def join(tables: Mapping[str, bytes]) -> tuple[bytes, bytes]:
    """The pack's JSON object made of its tables' JSON (each of one line), and the JSON of
    where each table lies in it."""
    parts = [b"{"]
    places: dict[str, tuple[int, int]] = {}
    at = 1
    for name, table in tables.items():
        head = (b"," if places else b"") + json.dumps(name).encode("utf-8") + b":"
        parts += [head, table]
        places[name] = (at + len(head), at + len(head) + len(table))
        at += len(head) + len(table)
    parts.append(b"}")
    return b"".join(parts), json.dumps(places, separators=(",", ":")).encode("ascii")


def tables(pack: bytes, index: bytes) -> dict[str, bytes]:
    """Each table's JSON, cut from the pack's by the index :func:`join` wrote."""
    places = json_object(json.loads(index))
    found = {}
    for name, place in places.items():
        start, end = json_array(place, 2)
        if not (type(start) is int and type(end) is int and 0 < start <= end < len(pack)):
            raise Unreadable(f"table {name!r} lies outside the pack")
        found[name] = pack[start:end]
    return found


class Unreadable(ValueError):
    """The cached JSON does not have the shape it should: the cache cannot be trusted, and the
    validated path is taken (``worm.content.cache``)."""


def json_object(data: Any) -> dict[str, Any]:
    """``data`` as the JSON object a cached entry must be."""
    if not isinstance(data, dict):
        raise Unreadable(f"an object was expected, not {type(data).__name__}")
    return data


def json_array(data: Any, length: int | None = None) -> list[Any]:
    """``data`` as the JSON array a cached tuple must be (of ``length`` items, if given)."""
    if not isinstance(data, list):
        raise Unreadable(f"an array was expected, not {type(data).__name__}")
    if length is not None and len(data) != length:
        raise Unreadable(f"{length} values were expected, not {len(data)}")
    return data


def tagged(tag: str, by_tag: dict[Any, Callable[[Any], Any]]) -> Callable[[Any], Any]:
    """How to rebuild a member of a union told apart by its ``tag`` field (or None)."""

    def make(data: Any) -> Any:
        if data is None:
            return None
        maker = by_tag.get(json_object(data).get(tag))
        if maker is None:
            raise Unreadable(f"{tag} {data.get(tag)!r} names no member of the union")
        return maker(data)

    return make
