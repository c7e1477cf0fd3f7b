"""Shake (p. 279): the Sporehulk's Torso's lesser doom. He shudders and Roughhouses every
adventurer climbing him; each he beats falls to the ground, Tripped, and takes a Piercing
Wound. When it is played is the GM's policy ``worm.gm.climbers``.

The band declares the doom with its card as its whole action (``zone_dooms.DOOM``), aimed
at everyone climbing it; revealed, each target's defence is tested on its own, as a
Roughhouse's is (p. 117), and a Dodge laid face down answers it.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine import zone_dooms
from worm.engine.actions import climbing, facedown, harm, totals
from worm.engine.table import Table
from worm.gm import climbers, foes, tactics
from worm.model.challenge import GM, Declared

DOOM = "Shake"
PAGE = "p. 279"


def plan(game: Table, key: str, stats: foes.Statblock) -> tactics.Plan | None:
    """The band's Shake on everyone climbing its members, by the policy
    ``worm.gm.climbers``, or None: no Shake (lost with the Torso), or no one to shake."""
    if DOOM not in (d.name for d in stats.lesser):
        return None
    ch = game.under_way()
    on = [who for m in ch.members(key) if m.fighting for who in climbing.climbers(ch, m.key)]
    card = climbers.shake_card(on, tactics.lesser(ch.hand(GM)))
    if card is None:
        return None
    names = " and ".join(ch.fighter(who).name for who in on)
    game.ruling(
        climbers.CHOSEN,
        f"the GM plays a lesser doom as {DOOM}: {grammar.agree(ch.group(key).name, 'shake')} "
        f"off {names}",
    )
    return tactics.Plan(zone_dooms.DOOM, card, tuple((who, 1) for who in on), doom=DOOM)


def play(game: Table, d: Declared) -> None:
    """Reveal a Shake: a Roughhouse on each climber still on the band; each it beats falls."""
    band = game.under_way().group(d.who).name
    total = totals.value(game, d, "pentacles")
    for key, _ in d.targets:
        ch = game.challenge
        if ch is None:
            return
        target = ch.fighter(key)
        climbed = ch.climbing.get(key)
        if not target.fighting or climbed is None or climbing.on(ch, key, climbed[0]) is None:
            continue  # climbed down, or fell, before the Shake came
        hit, defence = facedown.defend(game, target, total, tough=False)
        game.log.emit(
            ev.Action,
            who=band,
            action="Roughhouse",
            card=d.card,
            value=total,
            minor=d.minor,
            target=target.name,
            vs=defence,
            result="shaken off" if hit else "miss",
        )
        if not hit:
            continue
        holder = ch.fighter(climbed[0]).name
        climbing.drop(game, key)
        game.ruling(
            PAGE,
            f"{DOOM}: {target.name} falls off {holder} to the ground, Tripped, and takes a "
            "Piercing Wound",
        )
        harm.afflict(game, key, "trip")
        harm.wound_adventurer(game, key, piercing=True, cause=f"a fall, shaken off {holder}")
