"""Revealing and resolving declared actions (pp. 114–115): the guild's played out by their
spec in ``catalogue``, face-down ones laid to wait, a Vigilance sprung, the cards spent — and
whether the Challenge is decided."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import ending
from worm.engine.actions import (
    blood,
    catalogue,
    facedown,
    fighters,
    miscellaneous,
    perfect_imitation,
    rage,
    war_cry,
)
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.challenge import Challenge, Declared, evolve


def minor_order(action: str) -> int:
    """Where ``action`` comes among minor actions revealed together (policy, rules digest
    §26): the quick ones first, then face-down cards, then moving, then the rest."""
    return catalogue.spec(action).minor_order


def resolve(game: Table, d: Declared) -> None:
    """Reveal an action the guild declared and play it out (pp. 115–119)."""
    ch = game.under_way()
    fighter = ch.fighter(d.who)
    if not fighter.fighting or not fighters.adventurer(game, d.who).active:
        game.ruling("p. 126", f"{fighter.name} is down: the action comes to nothing")
        spend(game, d)
        return
    spec = catalogue.spec(d.action)
    if spec.face_down:
        then = _then(d) if spec.carries else None
        suit = catalogue.spec(then).suit if then is not None else spec.suit
        facedown.lay(game, fighter, d, suit, then)
        return
    if spec.resolve is None:
        raise IllegalCommand(spec.refused or f"{spec.name} cannot be played yet")
    if not perfect_imitation.misled(game, fighter, d):  # a fungoid's double (p. 263)
        spec.resolve(game, fighter, d, spec)
    blood.acted(game, d.who)  # Blur's fog lasts one action (p. 64)
    war_cry.acted(game, d)  # the war cry's favor lasts one action (p. 51)
    spend(game, d)


def _then(d: Declared) -> str:
    """The action a Vigilance declared will carry out (checked when it was declared)."""
    then = catalogue.named(d.option or "Attack")
    return "Attack" if then is None else then.name


def spend(game: Table, d: Declared) -> None:
    """The action's cards go to the discard, but a kept card stays on the table (p. 114):
    a Guard's becomes the Initiative, and a card the GM's side laid face down waits there;
    a card the action left in the Challenge's keeping (the Initiative of the bats Call Bats
    summons, p. 282) stays where it is."""
    spec = catalogue.CATALOGUE.get(d.action)  # a doom played on its own is no book action
    kept = spec is not None and (spec.kept or (d.side == "foes" and spec.face_down))
    held = set(game.challenge.cards()) if game.challenge is not None else set()
    cards = tuple(c for c in (None if kept else d.card, d.extra) if c is not None and c not in held)
    game.decks = tarot.discard_all(game.decks, cards)


def vigilance(game: Table, group_key: str) -> None:
    """Vigilance (p. 120): when a band of foes takes its turn with one of its members in the
    zone of a vigilant adventurer, that adventurer acts first (policy: the trigger is "when
    they come at us")."""
    ch = game.under_way()
    zones = {f.zone for f in ch.members(group_key) if f.fighting}
    for group in ch.groups:
        down = group.facedown
        if down is None or down.action != "Vigilance" or group.side != "guild":
            continue
        me = ch.fighter(group.key)
        if not me.fighting or me.zone not in zones:
            continue
        foe = next(f for f in ch.in_zone(me.zone, "foes"))
        game.challenge = ch.with_group(evolve(group, facedown=None))
        game.ruling("p. 120", f"{grammar.possessive(me.name)} vigilance springs: {down.then}")
        act = down.then or "Attack"
        declared = Declared(
            me.key,
            "guild",
            act,
            down.card,
            minor=down.bonus == 0,
            targets=((foe.key, 1),),
            option="trip" if act == "Roughhouse" else None,
        )
        then = catalogue.spec(act)
        if then.resolve is not None and act in miscellaneous.VIGILANT:
            then.resolve(game, me, declared, then)
        game.decks = tarot.discard_all(game.decks, (down.card,))
        if game.challenge is None:
            return
        ch = game.challenge


def decided(game: Table) -> bool:
    """End the Challenge if one side is out of it; true if it has ended."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return True
    if not ch.side("guild"):
        ending.finish(game, "defeat", "no one in the guild is left standing")
        return True
    if not ch.side("foes") and not _raging_on(game, ch):
        members = ch.side("foes", fighting=False)  # every band of a mixed fight
        if all(f.out == "fled" for f in members):
            ending.finish(game, "fled", "the foes have fled")
        elif any(f.out == "surrendered" for f in members):
            ending.finish(game, "foes_surrender", "the foes throw down their arms")
        else:
            ending.finish(game, "victory", "the foes are beaten")
        return True
    return False


def _raging_on(game: Table, ch: Challenge) -> bool:
    """Whether, the foes beaten, a berserker's rage goes on against an ally who attacked or
    hurt them (p. 64): the fight is not over till they are defeated or the rage is calmed."""
    berserkers = rage.raging(ch)
    for me in berserkers:
        if rage.ON not in me.effects:
            game.challenge = game.under_way().with_fighter(
                evolve(me, effects=me.effects | {rage.ON})
            )
            names = " and ".join(f.name for f in rage.enemies(ch, me.key))
            game.ruling(
                "p. 64",
                f"the foes are beaten, but {me.name}'s rage is not spent: {names} struck at them "
                "and count as enemies, till defeated or the rage is calmed for 1 Resolve",
            )
    return bool(berserkers)
