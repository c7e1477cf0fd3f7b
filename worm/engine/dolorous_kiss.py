"""The wraith's Dolorous Kiss (p. 284): a greater doom discarded with its Attack; a hit
Wounds the target and drains 1 XP, which comes back if that wraith is destroyed.

The GM rides it with the Attack (``worm.engine.antagonists``); this module takes the XP on
a hit and keeps who drank whose (``Challenge.drained``), and gives it back when the wraith
is destroyed (``worm.engine.actions.harm``). Policy: one with no XP left, or slain by the
blow, loses nothing, nor does anyone when the blow ends the fight; XP not given back by the
fight's end stays lost.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.challenge import evolve

DOOM = "Dolorous Kiss"
PAGE = 284


def kiss(game: Table, doom: str, target: str, wraith: str) -> None:
    """A hit with the Dolorous Kiss from the foe ``wraith`` takes 1 XP from ``target``."""
    if doom != DOOM or game.challenge is None:
        return  # the blow ended the fight: no wraith is left to give it back (policy)
    if target not in {a.id for a in game.guild.adventurers}:
        return
    a = game.guild.adventurer(target)
    if a.conditions.dead:
        return
    if a.xp < 1:
        game.ruling(f"p. {PAGE}", f"{DOOM}: {a.name} has no XP for the wraith to drink")
        return
    game.set_adventurer(a.model_copy(update={"xp": a.xp - 1}))
    game.log.emit(ev.Xp, who=a.name, change=-1, reason=f"{DOOM} (p. {PAGE})", total=a.xp - 1)
    ch = game.under_way()
    game.challenge = evolve(ch, drained=(*ch.drained, (wraith, target)))


def restore(game: Table, wraith: str) -> None:
    """The foe ``wraith`` is out: if destroyed, every XP it drank goes back to its owner
    (p. 284)."""
    ch = game.under_way()
    back = [who for by, who in ch.drained if by == wraith]
    if not back or ch.fighter(wraith).out != "destroyed":
        return  # only a wraith destroyed gives it back: not one fled or spared
    game.challenge = evolve(ch, drained=tuple(d for d in ch.drained if d[0] != wraith))
    living = {a.id for a in game.guild.adventurers}
    for who in back:
        if who not in living:
            continue
        a = game.guild.adventurer(who)
        game.set_adventurer(a.model_copy(update={"xp": a.xp + 1}))
        game.log.emit(
            ev.Xp,
            who=a.name,
            change=1,
            reason=f"the wraith that drank it is destroyed (p. {PAGE})",
            total=a.xp + 1,
        )
