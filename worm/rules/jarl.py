"""Jarl (p. 65), the orcs' arête talent: a goblin horde gathered as a City Action. X XP spent
brings 2 + X goblins, never more than 8 in the horde; the horde is one animal companion whose
every Wound kills one of its goblins. Goblins follow one-word commands only."""

from __future__ import annotations

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
