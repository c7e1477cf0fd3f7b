"""Reaver (p. 71): an Attack in a Challenge may carry its attacker one zone as they charge in.

It is an Attack with the option ``charge`` at a foe in a neighbouring zone: the attacker moves
there first (a foe engaged with them strikes as they go, p. 109; a guarded zone's hazard too,
p. 110), then strikes with the same card. A melee weapon only: a missile already reaches the
next zone. Each use of the talent in training costs 1 XP (p. 33)."""

from __future__ import annotations

from worm.engine import training
from worm.engine.actions import facedown, fighters, harm
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Fighter
from worm.rules import weapons

TALENT = "reaver"
OPTION = "charge"


def can(game: Table, fighter: Fighter, a: Adventurer) -> bool:
    """Whether ``a`` could charge now: no missile weapon in hand, the talent usable."""
    return not weapons.missile(fighters.weapon_of(game, fighter)) and training.usable(a, TALENT)


def reach(game: Table, fighter: Fighter, target: Fighter) -> None:
    """The book's "No" to a charge that cannot be made (p. 71)."""
    a = fighters.adventurer(game, fighter.key)
    if weapons.missile(fighters.weapon_of(game, fighter)):
        raise IllegalCommand("a charge is made with a melee weapon, not a missile (p. 71)")
    training.ready(a, TALENT)
    ch = game.under_way()
    if target.zone not in ch.zone(fighter.zone).neighbours:
        raise IllegalCommand(f"{target.name} is not in the next zone: a charge goes one zone")


def targets(ch: Challenge, me: Fighter) -> list[Fighter]:
    """The foes a charge from ``me``'s zone could reach: those in a neighbouring zone."""
    near = set(ch.zone(me.zone).neighbours)
    return [f for f in ch.side("foes") if f.zone in near]


def charge(game: Table, fighter: Fighter, target: Fighter) -> bool:
    """Move ``fighter`` into ``target``'s zone before the blow (p. 71); whether they still
    stand to strike it."""
    if fighter.engaged:
        harm.free_wounds(game, fighter.key)
        if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
            return False
    game.ruling("p. 71", f"{fighter.name} charges in as they strike (Reaver)")
    harm.enter_zone(game, fighter.key, target.zone)
    if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
        return False
    facedown.moved(game, fighter.key)
    return True
