"""The GM's side acting as an interrupt (p. 114): a band with Tactics answers a blow with a
Dodge before it lands; an imp's Bad Luck Machine turns it onto another creature (p. 266); the
Yellow King answers a failed Attack on him with an Attack of his own (May Failure Be Your
Noose, p. 269). The rules are ``worm.rules.gm_interrupts``, the GM's choice the policy
``worm.gm.gm_interrupts``."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import antagonists
from worm.engine import events as ev
from worm.engine.actions import facedown, fighters, resolution
from worm.engine.table import Table
from worm.gm import gm_interrupts as policy
from worm.gm import tactics
from worm.model.challenge import GM, Declared, Facedown, evolve
from worm.rules import gm_interrupts
from worm.tarot import Suit

SUITS: dict[str, Suit] = {"Attack": "swords", "Roughhouse": "pentacles"}
"""The guild's actions a band answers, with the suit whose attribute the blow adds."""


def turned(game: Table, d: Declared) -> Declared:
    """Before the guild's action ``d`` is revealed: a band with Bad Luck Machine (p. 266) may
    discard a greater doom to turn it onto another creature in the zone, with disfavor
    (policy ``worm.gm.gm_interrupts.bad_luck``). Returns the action as it will be revealed."""
    suit = SUITS.get(d.action)
    if d.side != "guild" or suit is None or not d.targets or d.card is None:
        return d
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if target.side != "foes" or not target.fighting:
        return d
    stats = fighters.band_block(game, target.group)
    if not gm_interrupts.bad_luck(x.name for x in stats.greater):
        return d
    others = [f for f in ch.in_zone(target.zone, "foes") if f.key != target.key and f.fighting]
    if not others:
        return d
    actor = ch.fighter(d.who)
    blow = d.card.value + (0 if d.minor else fighters.attribute(game, actor, suit))
    hand = ch.hand(GM)
    card = policy.bad_luck(
        tactics.greater(hand), blow, facedown.standing(ch, target), tough=stats.tough
    )
    if card is None:
        return d
    new = max(others, key=lambda f: f.health or 0)
    game.challenge = ch.with_hand(GM, tuple(c for c in hand if c != card))
    game.decks = tarot.discard_all(game.decks, (card,))
    game.ruling(
        f"p. {gm_interrupts.BAD_LUCK_PAGE}",
        f"Bad Luck Machine: the GM discards {card.name}, and {grammar.possessive(actor.name)} "
        f"{d.action} turns from {target.name} onto {new.name}, with disfavor",
    )
    why = f"turned by the Bad Luck Machine (p. {gm_interrupts.BAD_LUCK_PAGE})"
    return evolve(d, targets=((new.key, 1), *d.targets[1:]), disfavor=(*d.disfavor, why))


def before(game: Table, d: Declared) -> None:
    """Before the guild's action ``d`` is revealed: the band it strikes may buy an interrupt
    Dodge with Tactics (policy)."""
    suit = SUITS.get(d.action)
    if d.side != "guild" or suit is None or not d.targets or d.card is None:
        return
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if target.side != "foes" or not target.fighting:
        return
    band = ch.group(target.group)
    stats = fighters.band_block(game, band.key)
    if band.facedown is not None or not gm_interrupts.interrupts(x.name for x in stats.greater):
        return
    actor = ch.fighter(d.who)
    blow = d.card.value + fighters.attribute(game, actor, suit)
    hand = ch.hand(GM)
    chosen = policy.dodge(
        tactics.greater(hand),
        tactics.lesser(hand),
        blow,
        ch.initiative(band.key),
        fighters.attribute(game, target, "pentacles"),
        tough=stats.tough,
    )
    if chosen is None:
        return
    big, small = chosen
    rest = list(hand)
    rest.remove(big)
    rest.remove(small)
    game.challenge = ch.with_hand(GM, tuple(rest))
    game.decks = tarot.discard_all(game.decks, (big,))
    facedown.set_facedown(
        game, band.key, Facedown("Dodge", small, fighters.attribute(game, target, "pentacles"))
    )
    game.ruling(
        f"p. {gm_interrupts.PAGE}",
        f"Tactics: the GM discards {big.name}, and {grammar.agree(band.name, 'lay')} a Dodge "
        f"as an interrupt before {actor.name}'s {d.action} lands",
    )
    game.log.emit(
        ev.Action,
        who=band.name,
        action="Dodge",
        card=None,
        value=None,
        minor=False,
        target=None,
        vs=None,
        result="laid face down (an interrupt)",
    )


def after(game: Table, d: Declared, mark: int) -> None:
    """After the guild's action ``d`` is played out (its events from ``mark`` on): an Attack
    that failed to beat the Initiative of a band with May Failure Be Your Noose is answered at
    once with the band's Attack on the attacker, its card alone (policy)."""
    ch = game.challenge
    if ch is None or d.side != "guild" or d.action != "Attack" or not d.targets:
        return
    target = ch.fighter(d.targets[0][0])
    actor = ch.fighter(d.who)
    if target.side != "foes" or not target.fighting or not actor.fighting:
        return
    if actor.zone != target.zone:
        return  # policy: his answer is a blow, and it reaches only his own zone
    if not gm_interrupts.noose(x.name for x in fighters.band_block(game, target.group).lesser):
        return
    missed = any(
        isinstance(e, ev.Action)
        and e.who == actor.name
        and e.action == "Attack"
        and e.result.startswith("miss")
        for e in game.log.events[mark:]
    )
    if not missed:
        return
    hand = ch.hand(GM)
    card = policy.noose(tactics.lesser(hand), ch.initiative(actor.group))
    if card is None:
        return
    rest = list(hand)
    rest.remove(card)
    game.challenge = ch.with_hand(GM, tuple(rest))
    band = ch.group(target.group)
    game.ruling(
        f"p. {gm_interrupts.NOOSE_PAGE}",
        f"May Failure Be Your Noose: {grammar.agree(band.name, 'answer')} "
        f"{grammar.possessive(actor.name)} miss at once, outside the one card a turn",
    )
    answer = Declared(band.key, "foes", "Attack", card, minor=True, targets=((actor.key, 1),))
    antagonists.play(game, answer)
    resolution.spend(game, answer)
