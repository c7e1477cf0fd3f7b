"""Named, serialisable random streams derived from one master seed (ARCHITECTURE, "Random streams").

Every random choice in worm comes from a stream named for its purpose: ``deck:minor``,
``deck:major``, ``gm``, ``ai``, ``creation`` for play; ``layout`` and ``level:<n>`` for the
Underworld generator. A stream depends only on ``(seed, name)``, so consuming one stream never
moves another: the Underworld of seed 42 is the same whatever the guild does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import numpy as np

from worm.errors import WormError

MAX_SEED = 2**63  # CONTRACTS §1: seeds are integers 0 ≤ N < 2**63
GENERATION_PREFIXES = ("layout", "level:", "gen:")


def check_seed(seed: object) -> int:
    """Return ``seed`` as an int, or raise a WormError that shows the bad value."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise WormError(f"seed must be an integer, got {seed!r}")
    if not 0 <= seed < MAX_SEED:
        raise WormError(f"seed must satisfy 0 ≤ seed < 2**63, got {seed!r}")
    return seed


def _name_key(name: str) -> int:
    """A stable 64-bit key for a stream name (sha256, so it never depends on PYTHONHASHSEED)."""
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big")


def stream(seed: int, name: str) -> np.random.Generator:
    """A fresh generator for stream ``name`` of master ``seed``."""
    sequence = np.random.SeedSequence(entropy=check_seed(seed), spawn_key=(_name_key(name),))
    return np.random.Generator(np.random.PCG64(sequence))


def is_generation(name: str) -> bool:
    """True for the streams the Underworld generator owns (play must never touch them)."""
    return name.startswith(GENERATION_PREFIXES)


class Streams:
    """Every stream of one game, made on first use; its state round-trips through JSON."""

    def __init__(self, seed: int) -> None:
        self.seed = check_seed(seed)
        self._generators: dict[str, np.random.Generator] = {}
        self._marked: dict[str, Mapping[str, Any] | None] | None = None

    def get(self, name: str) -> np.random.Generator:
        """The generator for ``name``, created from the seed the first time it is asked for.

        Since :meth:`mark`, the first ask for each stream notes where it stood (None: it did
        not exist yet), for :meth:`back` to put it there again."""
        generator = self._generators.get(name)
        marked = self._marked
        if marked is not None and name not in marked:
            marked[name] = None if generator is None else generator.bit_generator.state
        if generator is None:
            generator = self._generators[name] = stream(self.seed, name)
        return generator

    def mark(self) -> None:
        """Start noting where each stream stands when first asked for (a command begins).

        Every draw goes through :meth:`get`, so only the streams a command asks for are
        noted, not every stream made so far."""
        self._marked = {}

    def back(self) -> None:
        """Put every stream asked for since :meth:`mark` back where it stood then; a stream
        made since is forgotten. The mark stays, with nothing noted."""
        marked, self._marked = self._marked, None
        if marked is None:
            raise WormError("the random streams were never marked: nothing to go back to")
        for name, inner in marked.items():
            if inner is None:
                self._generators.pop(name, None)
            else:
                self.get(name).bit_generator.state = inner
        self._marked = {}

    def used(self) -> dict[str, np.random.Generator]:
        """The streams made so far, by name (a copy of the mapping; the generators are live)."""
        return dict(self._generators)

    def forget(self, name: str) -> None:
        """Drop a stream, so the next :meth:`get` makes it afresh from the seed."""
        self._generators.pop(name, None)

    def state(self) -> dict[str, Any]:
        """A JSON-ready snapshot: the seed and each used stream's PCG64 state (as strings)."""
        streams = {}
        for name in sorted(self._generators):
            inner = self._generators[name].bit_generator.state
            streams[name] = {
                "state": str(inner["state"]["state"]),
                "inc": str(inner["state"]["inc"]),
                "has_uint32": inner["has_uint32"],
                "uinteger": inner["uinteger"],
            }
        return {"seed": self.seed, "streams": streams}

    @classmethod
    def from_state(cls, data: object) -> Streams:
        """Rebuild the streams from :meth:`state`, each continuing exactly where it stopped;
        a malformed state is a WormError naming the stream and field, whatever is wrong."""
        if not isinstance(data, dict) or "seed" not in data or "streams" not in data:
            raise WormError(
                f"stream state is malformed: needs a mapping with 'seed' and 'streams', "
                f"got {_glimpse(data)}"
            )
        saved_streams = data["streams"]
        if not isinstance(saved_streams, dict):
            raise WormError(
                f"stream state is malformed: 'streams' must map names to states, "
                f"got {_glimpse(saved_streams)}"
            )
        streams = cls(data["seed"])
        for name, saved in saved_streams.items():
            if not isinstance(name, str):
                raise WormError(f"stream state is malformed: a stream name {_glimpse(name)}")
            if not isinstance(saved, dict):
                raise WormError(
                    f"stream state is malformed: stream {name!r} needs a mapping of its PCG64 "
                    f"state, got {_glimpse(saved)}"
                )
            inner = {field: _state_number(name, saved, field, bits) for field, bits in FIELDS}
            try:
                streams.get(name).bit_generator.state = {
                    "bit_generator": "PCG64",
                    "state": {"state": inner["state"], "inc": inner["inc"]},
                    "has_uint32": inner["has_uint32"],
                    "uinteger": inner["uinteger"],
                }
            except (TypeError, ValueError, OverflowError) as error:
                raise WormError(f"stream state is malformed: stream {name!r}: {error}") from None
        return streams


FIELDS = (("state", 128), ("inc", 128), ("has_uint32", 1), ("uinteger", 32))
"""The fields of one saved PCG64 stream and how many bits each may hold."""


def _state_number(name: str, saved: dict[Any, Any], field: str, bits: int) -> int:
    """One field of a saved stream as a whole number below ``2**bits`` (text or int)."""
    value = saved.get(field)
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 40:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**bits:
        raise WormError(
            f"stream state is malformed: stream {name!r} › {field} must be a whole number "
            f"{'0 or 1' if bits == 1 else f'0 ≤ n < 2**{bits}'}, got {_glimpse(value)}"
        )
    return value


def _glimpse(value: object) -> str:
    """A value's repr, cut short enough for a one-line message."""
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:50]}… ({len(text):,} characters)"
