"""Jarl (p. 65), the orcs' arête talent: a goblin horde gathered as a City Action. X XP spent
brings 2 + X goblins, never more than 8 in the horde; the horde is one animal companion whose
every Wound kills one of its goblins. Goblins follow one-word commands only, and act as porters:
each goblin carries one slot's worth of the guild's things."""

from __future__ import annotations

from collections.abc import Sequence

TALENT = "jarl"
PAGE = 65
HORDE = "goblin_horde"  # the companion kind a horde is kept as
BASE = 2  # p. 65: 2 + X goblins
MOST = 8  # p. 65: never more than 8 in the horde


def gathered(had: int, xp: int) -> int:
    """The horde's goblins after ``xp`` is spent with ``had`` already in it (p. 65)."""
    if xp < 0:
        raise ValueError(f"XP spent on a horde cannot be negative, got {xp}")
    return min(MOST, had + BASE + xp)


def one_word(name: str) -> bool:
    """Whether a command's printed ``name`` is one word, the only kind goblins follow (p. 65)."""
    return len(name.replace("'", "").split()) == 1


def kept(goblins: int, slots: Sequence[int]) -> int:
    """How many things of a load (each ``slots`` wide, in the order handed over) a horde of
    ``goblins`` still carries: one slot a goblin (p. 65), the first handed over kept first."""
    used = 0
    for n, width in enumerate(slots):
        if used + width > goblins:
            return n
        used += width
    return len(slots)
