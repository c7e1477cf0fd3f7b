"""Aegis (p. 70): one carrying an intact shield who would suffer an effect from a physical
source may Notch the shield instead of taking the effect.

Played in a Challenge, where a foe's Roughhouse (Disarm, Displace, Root, Trip) or an effect its
Attack carries lands on an adventurer. Policy (the player is not asked: a fight on screen does
not stop in the middle of a blow, as with Wounds, p. 124): the shield is always brought up when
the talent is usable (p. 33: 1 XP in training), the shield in hand first, then one on the belt.
A Knockout dealt instead of a Wound (p. 101) is not an effect a shield turns. Outside a
Challenge, a trap's strike: ``worm.engine.aegis_crawl``.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import training, wounds
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.inventory import Carried
from worm.rules import elections
from worm.rules.aegis import TALENT, TURNED


def shield_of(game: Table, key: str) -> Carried | None:
    """The intact shield ``key`` carries: in hand first, then on the belt."""
    a = fighters.adventurer(game, key)
    for carried in (*a.inventory.hands, *a.inventory.belt):
        if carried is not None and "shield" in game.pack.items[carried.item].tags:
            return carried
    return None


def turns(game: Table, key: str, effect: str, *, cause: str) -> bool:
    """Whether the adventurer ``key`` turns ``effect`` aside with a shield (p. 70): if so the
    shield is Notched (Destroyed at its limit), the talent used, and the effect not taken."""
    fighter = game.under_way().fighter(key)
    if fighter.side != "guild" or effect not in TURNED:
        return False
    a = fighters.adventurer(game, key)
    shield = shield_of(game, key)
    if shield is None or not training.usable(a, TALENT):
        return False
    if not elections.wants(a, TALENT, True):  # the player's own choice, else always (policy)
        return False
    training.use(game, key, TALENT)
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    item = grammar.item(game.pack.items[shield.item].name).lower()
    game.ruling(
        "p. 70", f"{a.name} takes the {name} on the {item}: Notched instead (Aegis, policy)"
    )
    wounds.harm(game, game.guild.adventurer(key), shield, destroy=False, cause=cause)
    return True
