"""The face rat's Infectious Disease (p. 262): a greater doom discarded with its Attack; a
hit Wounds the victim and gives them face rat disease (the sidebar's affliction, p. 262,
``assets/afflictions.toml``), caught at its first stage as any affliction is (p. 97).

The GM rides it with the Attack (``worm.engine.antagonists``); this module lands it on a hit.
Policy: one who already has the disease catches nothing more, as ``afflictions.catch``
keeps one clock per affliction.
"""

from __future__ import annotations

from worm.engine import affliction_stages
from worm.engine import events as ev
from worm.engine.table import Table
from worm.rules import afflictions

DOOM = "Infectious Disease"
DISEASE = "face_rat_disease"
PAGE = 262


def bite(game: Table, doom: str, target: str) -> None:
    """A hit with Infectious Disease gives adventurer ``target`` face rat disease."""
    if doom != DOOM or target not in {a.id for a in game.guild.adventurers}:
        return
    a = game.guild.adventurer(target)
    if a.conditions.dead or afflictions.find(a.afflictions, DISEASE) is not None:
        return
    game.set_adventurer(
        a.model_copy(update={"afflictions": afflictions.catch(a.afflictions, DISEASE)})
    )
    name = game.pack.afflictions[DISEASE].name
    game.log.emit(
        ev.Condition, who=a.name, change=f"afflicted: {name}", cause=f"{DOOM} (p. {PAGE})"
    )
    affliction_stages.reached(game, a.id, DISEASE)
