"""Named, serialisable random streams derived from one master seed (ARCHITECTURE, "Random streams").

Every random choice in worm comes from a stream named for its purpose: ``deck:minor``,
``deck:major``, ``gm``, ``ai``, ``creation`` for play; ``layout`` and ``level:<n>`` for the
Underworld generator. A stream depends only on ``(seed, name)``, so consuming one stream never
moves another: the Underworld of seed 42 is the same whatever the guild does.
"""

from __future__ import annotations

import hashlib
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

    def get(self, name: str) -> np.random.Generator:
        """The generator for ``name``, created from the seed the first time it is asked for."""
        generator = self._generators.get(name)
        if generator is None:
            generator = self._generators[name] = stream(self.seed, name)
        return generator

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
    def from_state(cls, data: dict[str, Any]) -> Streams:
        """Rebuild the streams from :meth:`state`, each continuing exactly where it stopped."""
        try:
            streams = cls(data["seed"])
            for name, saved in data["streams"].items():
                generator = streams.get(name)
                generator.bit_generator.state = {
                    "bit_generator": "PCG64",
                    "state": {"state": int(saved["state"]), "inc": int(saved["inc"])},
                    "has_uint32": int(saved["has_uint32"]),
                    "uinteger": int(saved["uinteger"]),
                }
        except (KeyError, TypeError, ValueError) as error:
            raise WormError(f"stream state is malformed: {error!r}") from None
        return streams
