"""Finery (p. 166): fine clothes set their wearer apart among nobles. The first Wands test of
a parley with a noble (policy ``worm.gm.tools.noble``) is taken with favor when the one who
speaks wears finery (policy ``worm.gm.tools.finery_favors``)."""

from __future__ import annotations

from worm import grammar
from worm.engine import kit
from worm.engine.table import Table
from worm.gm import tools
from worm.model.adventurer import Adventurer
from worm.model.meeting import Meeting


def first_impression(game: Table, speaker: Adventurer, meeting: Meeting) -> tuple[str, ...]:
    """The favor finery gives ``speaker`` in this Wands test of ``meeting``, if any."""
    dressed = bool(kit.find(speaker, "clothes_finery"))
    if not tools.finery_favors(dressed, meeting.name, not meeting.impressed):
        return ()
    game.ruling(
        "p. 166",
        f"{grammar.possessive(speaker.name)} finery makes a first impression on {meeting.name}",
    )
    return ("finery among nobles (p. 166)",)
