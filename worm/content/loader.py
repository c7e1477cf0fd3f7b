"""Load the content pack: ``load()`` reads a folder, ``default()`` the shipped ``assets/``."""

from __future__ import annotations

import functools
import gc
from pathlib import Path

from worm.content import cache
from worm.content.check import read
from worm.content.constants import ASSETS
from worm.content.models import ContentPack
from worm.errors import ContentError

__all__ = ["ASSETS", "default", "load"]


def load(path: Path | None = None) -> ContentPack:
    """Read and validate the pack in ``path`` (default: ``ASSETS``).

    Raises:
        ContentError: one line, ``file › entry › field: …``, for the first problem found;
            ``worm assets check`` lists them all.
    """
    reading = read(ASSETS if path is None else Path(path))
    if reading.pack is None:
        first, *rest = reading.problems
        more = f" (and {len(rest)} more: run `worm assets check`)" if rest else ""
        raise ContentError(f"{first}{more}")
    return reading.pack


@functools.cache
def default() -> ContentPack:
    """The shipped pack, read once per process.

    It lives as long as the process, so it is moved out of the garbage collector's sight
    (``gc.freeze``): otherwise every full collection walks its many thousand objects again,
    which costs a Challenge about a third of its time (bench/challenge.py).

    A pack that passed before is read back from ``worm.content.cache``, a fraction of the
    cost of reading and checking its files (bench/startup.py)."""
    file = cache.place(ASSETS)
    pack = None if file is None else cache.recall(file)
    if pack is None:
        pack = load()
        if file is not None:
            cache.keep(file, pack)
    gc.freeze()
    return pack
