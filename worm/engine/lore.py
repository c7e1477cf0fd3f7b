"""What the guild learns of the Underworld's creatures away from a meeting (p. 180): the next
trait of theirs nobody in the guild knew, kept on the table's ``lore`` for the meetings to come.
Research (p. 159), the Dreams of a City Event (p. 153) and a book read in camp (p. 137) all learn
this way."""

from __future__ import annotations

from collections.abc import Iterable

from worm import tarot
from worm.engine.table import Table
from worm.gm import parley

VERB = {"like": "likes", "dislike": "hates", "want": "wants", "need": "needs"}
"""How a trait is told: "the dryads hate axes"."""


def learn_one(game: Table, creatures: Iterable[str], card: tarot.Card) -> str | None:
    """The first trait not yet known of ``creatures`` (in order), as ``card`` reads their
    traits (p. 100), learned and told; None when every one is known."""
    for creature in creatures:
        monster = game.pack.monsters[creature]
        for trait in parley.of_creature(game.pack, monster, card):
            key = (creature, trait.kind, trait.text)
            if key not in game.lore:
                game.lore = game.lore | {key}
                return f"the {monster.name} {VERB[trait.kind]} {trait.text}"
    return None
