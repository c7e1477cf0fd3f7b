"""The ogre's Eat-Eat-Eat (p. 275): it plays any card to eat an object it holds, and what it
eats is Destroyed.

What it holds it has torn out of an adventurer's hands with a Roughhouse (``pilfered.take``
with ``pilfering.EAT_EAT_EAT``; policy ``worm.gm.eat_eat_eat``), kept as a ``Taken`` with the
ogre as holder: Disarm it or kill it and the thing comes back (``pilfered.let_go``). Eating is
the band's whole action on its own turn (``Declared.doom`` names it).
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import doom_action, pilfered
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import eat_eat_eat as policy
from worm.gm import foes, tactics
from worm.model.challenge import GM, Challenge, Declared, Taken, evolve
from worm.rules import pilfering

DOOM = pilfering.EAT_EAT_EAT
PAGE = policy.PAGE
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def hungry(stats: foes.Statblock) -> bool:
    """Whether the band's creature eats what it holds (the ogre's note)."""
    return any(n.name == DOOM for n in stats.notes)


def meal(ch: Challenge, band: str) -> Taken | None:
    """The first thing a standing member of ``band`` holds, or None."""
    members = {f.key for f in ch.members(band) if f.fighting}
    return next((t for t in ch.taken if t.holder in members), None)


def tear_away(
    game: Table,
    key: str,
    stats: foes.Statblock,
    card: tarot.Card,
    target: str,
    lesser: tuple[tarot.Card, ...],
) -> tactics.Plan | None:
    """The ogre's Roughhouse on ``card`` (one of its ``lesser`` cards) to tear the thing out
    of ``target``'s hands, by the policy, or None: it holds nothing yet and has taken nothing
    from this adventurer."""
    if not hungry(stats) or card not in lesser:
        return None
    ch = game.under_way()
    if not policy.tears_away(meal(ch, key) is not None):
        return None
    if pilfered.chosen(game, (DOOM,), target) is None:
        return None
    thing = pilfered.candidate(game, DOOM, target)
    if thing is None or thing.lit:  # policy: a burning light is no morsel
        return None
    game.ruling(
        policy.CHOSEN,
        f"{grammar.agree(ch.group(key).name, 'grab')} for what "
        f"{ch.fighter(target).name} holds, to eat it",
    )
    return tactics.Plan("Roughhouse", card, ((target, 1),), doom=DOOM)


def plan(game: Table, key: str, stats: foes.Statblock) -> tactics.Plan | None:
    """The band eats what it holds on its own turn (policy), or None."""
    if not hungry(stats):
        return None
    ch = game.under_way()
    if meal(ch, key) is None:
        return None
    card = policy.meal_card(ch.hand(GM))
    if card is None:
        return None
    return tactics.Plan(ACTION, card, (), doom=DOOM)


def play(game: Table, d: Declared) -> None:
    """Reveal it: the ogre eats what it holds, and that thing is Destroyed (p. 275)."""
    ch = game.under_way()
    food = meal(ch, d.who)
    if food is None:
        doom_action.revealed(game, d, "nothing in hand to eat")
        return
    owner = game.guild.adventurer(food.owner)
    name = game.pack.items[food.thing.item].name
    whose = f"{grammar.possessive(owner.name)} {grammar.item(name).lower()}"
    doom_action.revealed(game, d, f"eats {whose}: Destroyed")
    game.challenge = evolve(ch, taken=tuple(t for t in ch.taken if t is not food))
    game.log.emit(
        ev.Item,
        who=owner.name,
        item=name,
        change="destroyed",
        count=food.thing.count,
        cause=f"eaten by {ch.group(d.who).name}, p. {PAGE}",
    )
