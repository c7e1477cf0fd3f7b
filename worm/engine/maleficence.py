"""Maleficence (pp. 201–203): magic gone wrong draws a minor card on the realm's table.

The entry is told in the log; the engine plays its Stressed and its Wounds. What else it tells
(imps, blights, curses that last until the Fool reshuffles) is narrated only: the GM's ruling
says so. Today only a broken pact (p. 83) calls for it.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine import wounds
from worm.engine.table import Table
from worm.gm import pacts as policy
from worm.model.adventurer import Adventurer
from worm.rules import conditions


def draw(game: Table, a: Adventurer, realm: str, why: str) -> None:
    """Draw on ``realm``'s maleficence table for ``a`` (p. 201) and play what it can; the Fool
    draws nothing (``worm.gm.pacts``)."""
    card = game.draw_and_discard("minor", "maleficence")
    if card.is_fool:
        game.ruling("p. 201", f"{why}: {policy.FOOL_SPARES}")
        return
    entry = game.pack.maleficence[f"{realm}_{card.value}"]
    game.log.emit(
        ev.Narration, text=f"Maleficence of the {realm.title()} ({card.name}): {entry.text}"
    )
    played = []
    if entry.stress != "none":
        struck = (
            [a] if entry.stress == "sorcerer" else [m for m in game.guild.adventurers if m.active]
        )
        for m in struck:
            m = game.guild.adventurer(m.id)
            if not m.conditions.stressed:
                game.set_adventurer(conditions.stress(m))
                game.log.emit(
                    ev.Condition, who=m.name, change="Stressed", cause="maleficence, p. 201"
                )
        played.append("Stressed")
    for _ in range(entry.wounds):
        wounds.wound(game, game.guild.adventurer(a.id), cause="maleficence, p. 201")
    if entry.wounds:
        played.append(grammar.counted(entry.wounds, "Wound"))
    told = (
        f"plays {' and '.join(played)}; the rest is told, not yet played"
        if played
        else ("told, not yet played")
    )
    game.ruling("p. 201", f"{why}: {entry.id} is {told}")
