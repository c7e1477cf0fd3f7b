"""Interrupt windows that do not pester: a player asked whether to interrupt (the Fool, p. 114;
Quick!, p. 74; Heavy Metal Machine, p. 70; Counsel, p. 78) may pass and say not to be asked
again, for the rest of the fight (``Challenge.hushed``) or until they say otherwise (a standing
no, ``elect WHO TALENT no``, kept on the adventurer: ``worm.rules.elections``). Both are state,
set by a command (``Pass(hush=...)``), so a replay asks exactly what the game asked. Nothing
is barred: a window that opens for another reason still takes the hushed one's card."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from worm.engine.table import Table
from worm.model.challenge import Challenge, evolve
from worm.rules import elections

FOOL = "fool"
"""The Fool's interrupt (p. 114): no talent, so hushed only for the fight."""


def mark(key: str, talent: str) -> str:
    return f"{key}:{talent}"


def asks(game: Table, ch: Challenge, key: str, talent: str) -> bool:
    """Whether the fight stops to offer ``talent`` (or the Fool) to fighter ``key``: not hushed
    for this fight, and no standing no said for the talent."""
    if mark(key, talent) in ch.hushed:
        return False
    if talent == FOOL:
        return True
    return elections.said(game.guild.adventurer(key), talent) is not False


def keep(game: Table, ch: Challenge, keys: Iterable[str], talent: str) -> tuple[str, ...]:
    """Those of ``keys`` the fight stops to offer ``talent`` to."""
    return tuple(k for k in keys if asks(game, ch, k, talent))


def hush(game: Table, offered: Mapping[str, tuple[str, ...]], how: str) -> None:
    """No more asking of those ``offered`` each talent (or the Fool) in this window: ``fight``,
    for the rest of this fight; ``never``, a standing no to each elective talent as well."""
    ch = game.under_way()
    marks = {mark(k, t) for t, keys in offered.items() for k in keys}
    game.challenge = evolve(ch, hushed=ch.hushed | marks)
    names = sorted({game.guild.adventurer(k).name for keys in offered.values() for k in keys})
    if how != "never":
        if names:
            game.ruling("p. 5", f"{', '.join(names)}: not asked again to interrupt this fight")
        return
    for talent, keys in offered.items():
        for k in keys:
            a = game.guild.adventurer(k)
            if talent in elections.ELECTIVE and a.talent(talent) is not None:
                game.set_adventurer(elections.elected(a, talent, False))
                game.ruling(
                    "p. 5",
                    f"{a.name} will not {elections.ELECTIVE[talent]} "
                    f"({game.pack.talents[talent].name}) until their player says otherwise "
                    "(the sheet tells how)",
                )
    if fools := offered.get(FOOL):
        said = ", ".join(game.guild.adventurer(k).name for k in fools)
        game.ruling("p. 114", f"{said}: not asked again to play the Fool this fight")
