"""Bonding Back (the kelpie, p. 268): its mane glues fast whoever lays hands on it, and with
someone on its back the kelpie plunges into the water.

One who Roughhouses the kelpie, landing or not (policy: a Roughhouse is the hands-on attempt
to ride it or touch its mane), is Rooted to its back and carried along, a hold of
``worm.rules.holds`` that a Recover sheds. Policy: the kelpie plunges whenever its zone holds
water (``worm.gm.elements``), so one glued to it who begins their turn there is under the water
and takes 1 Piercing Wound. Not played: that one in metal armor who Recovers under the water
cannot swim.
"""

from __future__ import annotations

from typing import Final

from worm import grammar
from worm.engine import elemental
from worm.engine.actions import fighters, harm
from worm.engine.actions import holds as holding
from worm.engine.table import Table
from worm.model.challenge import Fighter
from worm.rules import holds

NOTE: Final = holds.BONDING
PAGE: Final = "p. 268"
UNDERWATER_WOUNDS: Final = 1


def touched(game: Table, fighter: Fighter, target: Fighter) -> None:
    """``fighter`` Roughhoused the creature ``target``: a kelpie's mane takes them."""
    ch = game.under_way()
    if fighter.side != "guild" or target.side != "foes" or not target.fighting:
        return
    fighter = ch.fighter(fighter.key)
    if not fighter.fighting or fighter.key in ch.held:
        return
    stats = fighters.band_block(game, target.group)
    if not any(n.name == NOTE for n in stats.notes) or not holding.room(game, target.key, NOTE):
        return
    game.ruling(
        PAGE, f"{NOTE}: {fighter.name} lays hands on {grammar.possessive(target.name)} mane"
    )
    holding.seize(game, fighter, target, NOTE, ch.group(target.group).name)


def under_water(game: Table, key: str) -> bool:
    """Whether ``key`` is glued to a kelpie whose zone holds water: it plunges with them."""
    ch = game.under_way()
    if holding.hold_of(ch, key) != NOTE:
        return False
    kelpie = ch.fighter(ch.held[key][0])
    return elemental.meets(game, fighters.band_block(game, kelpie.group), kelpie.zone)


def plunge(game: Table, key: str) -> None:
    """The start of the turn of ``key``, glued to a kelpie: in water, it has plunged, and they
    take 1 Piercing Wound under the water (policy above)."""
    if not under_water(game, key):
        return
    ch = game.under_way()
    kelpie = ch.fighter(ch.held[key][0])
    name = ch.fighter(key).name
    game.ruling(
        PAGE,
        f"{NOTE}: {grammar.agree(kelpie.name, 'plunge')} into the water with {name} glued to "
        f"its back: {name} begins the turn under the water, a Piercing Wound",
    )
    for _ in range(UNDERWATER_WOUNDS):
        harm.wound_adventurer(game, key, piercing=True, cause=f"drowning on {kelpie.name}")
