"""The whole game as one value (ARCHITECTURE, "The state core"): decks, guild, what fate has
bound, the test or choice the GM waits on, the Crawl, every level's state and what the guild has
seen of it, the meeting, the Challenge, and where every random stream stands.

A command turns one ``GameState`` into the next (``worm.engine.session``); a refused command
keeps the old one, so nothing it did survives. The generated Underworld is not here: it is made
again from the seed and the content pack (p. 179), and never changes in play.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict, GetCoreSchemaHandler
from pydantic_core import core_schema

from worm.model.challenge import Challenge
from worm.model.crawl import Crawl, Pending
from worm.model.fate import Binding
from worm.model.guild import Guild
from worm.model.level import LevelState
from worm.model.meeting import Meeting
from worm.tarot import Decks

MAX_SIDE = 4096  # no level is wider or taller: a bound on what a save may ask us to allocate


class Seen:
    """The tiles of one level the guild has seen (p. 90), as a read-only boolean array [y, x].

    Marking tiles makes a new value; the array of an old one never changes, so a refused command
    cannot leave a tile seen. JSON holds the shape and the packed bits in base64."""

    __slots__ = ("tiles",)

    def __init__(self, tiles: np.ndarray) -> None:
        tiles = np.asarray(tiles, dtype=bool)
        tiles.flags.writeable = False
        self.tiles = tiles

    @classmethod
    def blank(cls, shape: tuple[int, int]) -> Seen:
        return cls(np.zeros(shape, dtype=bool))

    def marked(self, mask: np.ndarray) -> Seen:
        """These tiles and those of ``mask`` (same shape)."""
        return Seen(self.tiles | mask)

    def marked_window(self, x: int, y: int) -> Seen:
        """These tiles and the 3×3 square around (x, y); itself when all of it is seen."""
        window = (slice(max(0, y - 1), y + 2), slice(max(0, x - 1), x + 2))
        part = self.tiles[window]
        if np.count_nonzero(part) == part.size:  # all of it: count_nonzero is the quickest
            return self  # walking back through known halls: nothing new, nothing copied
        tiles = self.tiles.copy()
        tiles[window] = True
        return Seen(tiles)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Seen):
            return NotImplemented
        return self.tiles.shape == other.tiles.shape and bool(
            np.array_equal(self.tiles, other.tiles)
        )

    def __hash__(self) -> int:
        return hash((self.tiles.shape, self.tiles.tobytes()))

    def __repr__(self) -> str:
        return f"Seen({self.tiles.shape[1]}×{self.tiles.shape[0]}, {int(self.tiles.sum())} seen)"

    def to_json(self) -> dict[str, Any]:
        height, width = self.tiles.shape
        bits = base64.b64encode(np.packbits(self.tiles).tobytes()).decode("ascii")
        return {"width": width, "height": height, "bits": bits}

    @classmethod
    def from_json(cls, data: Any) -> Seen:
        if isinstance(data, Seen):
            return data
        if not isinstance(data, Mapping) or set(data) != {"width", "height", "bits"}:
            raise ValueError("seen tiles need exactly 'width', 'height' and 'bits'")
        width, height, bits = data["width"], data["height"], data["bits"]
        if not all(isinstance(n, int) and 0 < n <= MAX_SIDE for n in (width, height)):
            raise ValueError(f"seen tiles of {width!r}×{height!r}: each side is 1–{MAX_SIDE}")
        if not isinstance(bits, str):
            raise ValueError("seen tiles' 'bits' must be base64 text")
        packed = np.frombuffer(base64.b64decode(bits, validate=True), dtype=np.uint8)
        if packed.size != (width * height + 7) // 8:
            raise ValueError(
                f"seen tiles hold {packed.size} bytes, not {(width * height + 7) // 8}"
            )
        return cls(np.unpackbits(packed)[: width * height].reshape(height, width).astype(bool))

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[Any], handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        return core_schema.no_info_plain_validator_function(
            cls.from_json,
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda seen: seen.to_json()
            ),
        )


@dataclass(frozen=True, slots=True)
class StreamState:
    """Where one PCG64 random stream stands (ARCHITECTURE, "Random streams"). The 128-bit
    numbers are kept as decimal text, which every JSON reader keeps exact."""

    state: str
    inc: str
    has_uint32: int = 0
    uinteger: int = 0

    @classmethod
    def of(cls, generator: np.random.Generator) -> StreamState:
        inner = generator.bit_generator.state
        return cls(
            str(inner["state"]["state"]),
            str(inner["state"]["inc"]),
            int(inner["has_uint32"]),
            int(inner["uinteger"]),
        )

    def restore(self, generator: np.random.Generator) -> None:
        """Put ``generator`` back where this state says it stood."""
        try:
            generator.bit_generator.state = {
                "bit_generator": "PCG64",
                "state": {"state": int(self.state), "inc": int(self.inc)},
                "has_uint32": self.has_uint32,
                "uinteger": self.uinteger,
            }
        except (TypeError, ValueError, OverflowError) as error:
            raise ValueError(f"a random stream's state is malformed: {error}") from None


class GameState(BaseModel):
    """Everything a game is between two commands, as one immutable, serialisable value."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", arbitrary_types_allowed=False, defer_build=True
    )

    seed: int
    decks: Decks
    guild: Guild
    bindings: tuple[Binding, ...] = ()
    pending: Pending | None = None
    crawl: Crawl = Crawl()
    levels: dict[int, LevelState] = {}
    seen: dict[int, Seen] = {}
    meeting: Meeting | None = None
    challenge: Challenge | None = None
    streams: dict[str, StreamState] = {}
