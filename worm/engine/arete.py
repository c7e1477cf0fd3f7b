"""Arête triggers the engine sees (p. 28): the first time an adventurer does one of their
kith's three deeds, its box is checked; the third teaches the kin's arête talent.

Played where a fight shows the deed: a fay who fells a creature bare-handed (``weaponless_
kill``) and an orc who fells a monster bigger than any person (``giant_slain``; policy: the
book's "larger" creatures, p. 121, are the ones at least twice an adventurer's size). A foe
spared is not killed. The other triggers are judgements of the fiction (a marriage, an oath
kept) that the engine does not see."""

from __future__ import annotations

from worm.engine.table import Table
from worm.rules import arete as rules

WEAPONLESS = "weaponless_kill"
GIANT = "giant_slain"


def felled(game: Table, who: str, *, bare_handed: bool = False, larger: bool = False) -> None:
    """``who`` has just felled a foe: check whichever trigger of their kith that deed is."""
    if bare_handed:
        deed(game, who, WEAPONLESS, "felled a creature with no weapon")
    if larger:
        deed(game, who, GIANT, "felled a monster at least twice their size")


def deed(game: Table, who: str, trigger: str, what: str) -> None:
    """Check ``trigger`` for ``who`` if it is one of their kith's, not yet checked (p. 28)."""
    a = next((m for m in game.guild.adventurers if m.id == who), None)
    if a is None or a.conditions.dead:
        return
    triggers = [t.id for t in game.pack.kiths[a.kith].arete_triggers]
    if trigger not in triggers or a.arete[triggers.index(trigger)]:
        return
    after = rules.check(a, game.pack, triggers.index(trigger))
    game.set_adventurer(after)
    game.ruling("p. 28", f"{a.name} {what}: an arête mark ({rules.marks(after)} of 3)")
    talent = game.pack.kins[a.kin].arete_talent
    if after.talent(talent) is not None and a.talent(talent) is None:
        name = game.pack.talents[talent].name if talent in game.pack.talents else talent
        game.ruling("p. 28", f"with the third arête mark {a.name} learns {name}, mastered")
