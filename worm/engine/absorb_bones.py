"""The skeleton's Absorb Bones (p. 277): with a ready source of bones in its zone (a fallen
skeleton), the GM plays a greater doom to take those bones, and the skeleton Heals.

Played as the band's action on its own turn (``Declared.doom`` names it). Policy: the bones
of a fallen creature of the band's own kind lying in its zone are a ready source, each taken
once (``Challenge.absorbed``); the GM takes them when a member standing there is hurt, with
its lowest greater card, and the Heal goes to the most hurt (``creature_heal.heal_foe``).
"""

from __future__ import annotations

from worm import grammar
from worm.engine import creature_heal, doom_action
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.model.challenge import GM, Challenge, Declared, Fighter, evolve

DOOM = "Absorb Bones"
PAGE = 277
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def _bones(ch: Challenge, band: str, zone: int) -> list[Fighter]:
    """The fallen of the band's own kind lying in ``zone`` whose bones are not yet taken."""
    kind = ch.group(band).creature
    return [
        f
        for f in ch.fighters
        if f.side == "foes"
        and not f.fighting
        and f.out in ("destroyed", "down", "dead")
        and f.zone == zone
        and ch.group(f.group).creature == kind
        and f.key not in ch.absorbed
    ]


def _hurt(game: Table, ch: Challenge, band: str, zone: int) -> list[Fighter]:
    members = [f for f in ch.members(band) if f.fighting and f.zone == zone]
    return [f for f in members if creature_heal.wounds_taken(game, f)]


def plan(game: Table, key: str, zone: int, stats: foes.Statblock) -> tactics.Plan | None:
    """The band takes bones on its own turn, by the policy above, or None."""
    if DOOM not in (d.name for d in stats.greater):
        return None
    ch = game.under_way()
    big = tactics.greater(ch.hand(GM))
    if not big or not _bones(ch, key, zone) or not _hurt(game, ch, key, zone):
        return None
    game.ruling(
        f"p. {PAGE}",
        f"{grammar.agree(ch.group(key).name, 'reach')} for the bones of the fallen: "
        "a member is hurt (policy)",
    )
    return tactics.Plan(ACTION, big[0], (), doom=DOOM)


def play(game: Table, d: Declared) -> None:
    """Reveal it: the bones are taken, and the most hurt member Heals (p. 277)."""
    ch = game.under_way()
    members = [f for f in ch.members(d.who) if f.fighting]
    if not members:
        return
    zone = members[0].zone
    bones = _bones(ch, d.who, zone)
    hurt = _hurt(game, ch, d.who, zone)
    result = "no bones to take" if not bones else f"takes the bones of {bones[0].name}"
    doom_action.revealed(game, d, result)
    if not bones:
        return
    game.challenge = evolve(ch, absorbed=ch.absorbed | {bones[0].key})
    if hurt:
        worst = max(hurt, key=lambda f: creature_heal.wounds_taken(game, f))
        creature_heal.heal_foe(game, worst.key)
