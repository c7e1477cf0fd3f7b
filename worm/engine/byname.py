"""Byname (p. 53), the human arête talent: the adventurer is known by a byname, and a test it
bears on has favor, as a motif's would. The GM names it when the talent is learned and judges
what it fits (policy ``worm.gm.byname``). A arête talent is mastered and costs nothing."""

from __future__ import annotations

from worm import grammar
from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import byname as policy
from worm.model.adventurer import Adventurer
from worm.rules import fate
from worm.tarot import Suit

TALENT = "byname"
MOST_WORDS = 5  # policy: a byname is a short title, as a motif is (p. 25)


def grant(game: Table, who: str) -> None:
    """``who`` has just learned Byname: the GM gives them their byname (p. 53)."""
    a = game.guild.adventurer(who)
    if a.talent(TALENT) is None or a.byname:
        return
    name = policy.name_for(a)
    game.set_adventurer(a.model_copy(update={"byname": name}))
    game.ruling("p. 53", f"from now on {a.name} is known as {a.name} {name}")


def rename(game: Table, command: cmd.Byname) -> None:
    """The player names ``command.who``'s byname (p. 53: the table invents it, away from the
    player, then it is granted). Policy: done in the City, where it is granted, in one to five
    words; the GM's name stands until then. The bot keeps the GM's."""
    if game.city is None or game.phase != "city":
        raise IllegalCommand("a byname is named in the City, where it is granted (p. 53)")
    a = game.guild.adventurer(command.who)
    if a.talent(TALENT) is None:
        raise IllegalCommand(f"{a.name} has no byname: it comes with the talent Byname (p. 53)")
    words = " ".join(command.words.split())
    if not words or len(words.split()) > MOST_WORDS:
        raise IllegalCommand(f"a byname is one to {MOST_WORDS} words, not {words!r} (p. 53)")
    game.set_adventurer(a.model_copy(update={"byname": words}))
    game.ruling("p. 53", f"the table names {a.name} anew: {a.name} {words}")


def favor(
    game: Table, tester: Adventurer, task: str, attribute: Suit, m: fate.Modifiers
) -> fate.Modifiers:
    """``m`` with the byname's favor when it bears on ``task`` (p. 53)."""
    if m.favor or tester.usable(TALENT) is None:
        return m
    if not policy.fits(tester.byname, task, attribute):
        return m
    game.ruling(
        "p. 53",
        f"{grammar.possessive(tester.name)} byname, {tester.byname}, fits the task: favor",
    )
    return m.with_favor(f"byname: {tester.byname}")
