"""Doom Eye (p. 70): wielding a missile weapon in a Challenge, spend a Swords card on your
turn for a perfect shot — the Attack hits whatever the target's Initiative.

It is an Attack with the option ``doom_eye``: offered in the menu, typed as ``perfect`` or
``doom eye``, and paid for like any talent in training (1 XP, p. 33)."""

from __future__ import annotations

from worm import tarot
from worm.engine import training
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Fighter
from worm.rules import weapons

TALENT = "doom_eye"
OPTION = "doom_eye"  # the Attack's option that asks for the perfect shot


def can(game: Table, fighter: Fighter, a: Adventurer) -> bool:
    """Whether ``a`` could take a perfect shot now: a missile weapon in hand, the talent
    usable (p. 33)."""
    return weapons.missile(fighters.weapon_of(game, fighter)) and training.usable(a, TALENT)


def check(game: Table, fighter: Fighter, a: Adventurer, card: tarot.Card, *, minor: bool) -> None:
    """The book's "No" to a perfect shot that is not one (p. 70)."""
    if not weapons.missile(fighters.weapon_of(game, fighter)):
        raise IllegalCommand("Doom Eye needs a missile weapon in hand (p. 70)")
    if minor or card.suit != "swords":
        raise IllegalCommand(
            f"Doom Eye spends a Swords card on your own turn (p. 70); {card.name} will not do"
        )
    training.ready(a, TALENT)
