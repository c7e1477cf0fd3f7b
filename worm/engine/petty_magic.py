"""Dwimmercraft's petty magic (p. 82), played at will: a showy, harmless and plainly magical
illusion — a shower of sparks, a rainbow between the hands. Below ground it is a show put on
for a creature that likes magic: the service "cast a spell where it can watch" (``tastes.toml``,
``magic``) asks for a focus or an alchemical thing in hand, which one who knows Dwimmercraft
does without (policy: the petty illusion is such a spell). It costs nothing, at will; a use in
training costs 1 XP (p. 33). What the show wins is the parley's, as any service (p. 103)."""

from __future__ import annotations

from worm.engine import training
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.rules import dwimmercraft as rules

TASTE = "magic"
"""The taste whose service the petty magic performs."""


def performer(game: Table, speaker: Adventurer | None = None) -> Adventurer | None:
    """Who puts on the show: the speaker if they know Dwimmercraft, else the first in marching
    order able to act who does; None when nobody can."""
    pool = [speaker] if speaker is not None else []
    pool += game.guild.in_marching_order()
    return next((a for a in pool if a.active and training.usable(a, rules.TALENT)), None)


def serves(game: Table, taste: str) -> bool:
    """Whether the petty magic can perform the service of ``taste``."""
    return taste == TASTE and performer(game) is not None


def perform(game: Table, speaker: Adventurer) -> str:
    """The show is put on (p. 82), ruled, and the talent used; its label."""
    a = performer(game, speaker)
    assert a is not None, "serves() said someone could"
    training.use(game, a.id, rules.TALENT)
    game.ruling(
        "p. 82",
        f"{a.name} conjures a showy, harmless illusion with Dwimmercraft: no focus is needed",
    )
    return f"a show of petty magic by {a.name}"
