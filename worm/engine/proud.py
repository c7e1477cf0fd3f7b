"""Proud and Ancient (p. 51): the human kin talent — when the house's crest or motto fits what
one attempts, the test has favor. Whether it fits is read as a motif is (policy
``worm.gm.motifs.relevant``, p. 24). A kin talent is mastered (p. 28) and costs nothing. The
war cry in a Challenge is ``worm.engine.actions.war_cry``'s."""

from __future__ import annotations

from worm import grammar
from worm.engine.table import Table
from worm.gm import motifs
from worm.model.adventurer import Adventurer
from worm.rules import fate
from worm.tarot import Suit

TALENT = "proud_and_ancient"


def _weighty(words: str) -> str:
    """The words of a motto or crest that can fit a task: "a", "do", "the" fit everything."""
    return " ".join(w for w in words.split() if len(w.strip("!,.")) > 3)


def favor(
    game: Table, tester: Adventurer, task: str, attribute: Suit, m: fate.Modifiers
) -> fate.Modifiers:
    """``m`` with the house's favor when its crest or motto fits ``task`` (p. 51)."""
    if m.favor or tester.usable(TALENT) is None:
        return m
    house = game.pack.houses.get(tester.house or "")
    if house is None or not task:
        return m
    fits = next(
        (
            words
            for words in (house.motto, house.crest)
            if motifs.relevant(_weighty(words), task, attribute)
        ),
        None,
    )
    if fits is None:
        return m
    game.ruling(
        "p. 51",
        f"House {house.name}'s {fits!r} fits {grammar.possessive(tester.name)} task: favor "
        "(Proud and Ancient)",
    )
    return m.with_favor(f"House {house.name}: {fits}")
