"""Byname (p. 53), the human arête talent: the adventurer is known by a byname, and a test it
bears on has favor, as a motif's would. The GM names it when the talent is learned and judges
what it fits (policy ``worm.gm.byname``). A arête talent is mastered and costs nothing."""

from __future__ import annotations

from worm import grammar
from worm.engine.table import Table
from worm.gm import byname as policy
from worm.model.adventurer import Adventurer
from worm.rules import fate
from worm.tarot import Suit

TALENT = "byname"


def grant(game: Table, who: str) -> None:
    """``who`` has just learned Byname: the GM gives them their byname (p. 53)."""
    a = game.guild.adventurer(who)
    if a.talent(TALENT) is None or a.byname:
        return
    name = policy.name_for(a)
    game.set_adventurer(a.model_copy(update={"byname": name}))
    game.ruling("p. 53", f"from now on {a.name} is known as {a.name} {name}")


def favor(
    game: Table, tester: Adventurer, task: str, attribute: Suit, m: fate.Modifiers
) -> fate.Modifiers:
    """``m`` with the byname's favor when it bears on ``task`` (p. 53)."""
    if m.favor or tester.talent(TALENT) is None or TALENT in tester.conditions.wounded_talents:
        return m
    if not policy.fits(tester.byname, task, attribute):
        return m
    game.ruling(
        "p. 53",
        f"{grammar.possessive(tester.name)} byname, {tester.byname}, fits the task: favor",
    )
    return m.with_favor(f"byname: {tester.byname}")
