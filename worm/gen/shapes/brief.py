"""What a carver reads of a level's Brief (``worm.gen.carving.Brief``), without importing it.

``worm.gen.carving`` imports the carvers to register them, so a carver cannot import it back;
it reads the brief through this protocol instead, which the Brief meets as it stands.
"""

from __future__ import annotations

from typing import Protocol


class Asked(Protocol):
    """The parts of a dungeon seed's Brief a carver reads."""

    @property
    def card(self) -> int: ...

    @property
    def seed_id(self) -> str: ...

    @property
    def premise(self) -> str: ...

    @property
    def structures(self) -> tuple[str, ...]: ...

    @property
    def rooms(self) -> int | None: ...

    @property
    def loops(self) -> float | None: ...


def loop_rate(brief: Asked, own: float) -> float:
    """The extra pathways per room the brief asks for (``--loop-rate``), else the shape's own."""
    return own if brief.loops is None else brief.loops
