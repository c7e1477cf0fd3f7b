"""Aegis (p. 70): one carrying an intact shield who would suffer an effect from a physical
source may Notch the shield instead of taking the effect.

Played in a Challenge, where a foe's Roughhouse (Disarm, Displace, Root, Trip) or an effect its
Attack carries lands on an adventurer. The player decides as the effect lands: a word said
beforehand, else asked mid-blow as a Wound is (``worm.engine.elections.now``); the bot's guild
always brings the shield up (policy) when the talent is usable (p. 33: 1 XP in training). The
shield in hand comes up first, then one on the belt.
A Knockout dealt instead of a Wound (p. 101) is not an effect a shield turns. Outside a
Challenge, a trap's strike: ``worm.engine.aegis_crawl``.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import elections, training, wounds
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.inventory import Carried
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
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    if not elections.now(game, a, TALENT, cause=f"{name} from {cause}"):
        return False
    training.use(game, key, TALENT)
    item = grammar.item(game.pack.items[shield.item].name).lower()
    game.ruling("p. 70", f"{a.name} takes the {name} on the {item}: Notched instead (Aegis)")
    wounds.harm(game, game.guild.adventurer(key), shield, destroy=False, cause=cause)
    return True
