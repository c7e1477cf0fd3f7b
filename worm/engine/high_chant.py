"""Perform the High Chant (p. 79), a Camp Action of the Path of Cups: two lines of epic verse
in the log, then up to the chanter's Cups in cards taken from the minor discard pile and dealt
out as inspiration cards, one to a holder (``worm.engine.inspiration``).

The player names each card and who gets it (``cmd.CampAct.gifts``); named none, the GM's
policy picks (``worm.gm.inspiration``). Cards not taken stay in the discard pile.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import campsite, inspiration
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import inspiration as policy
from worm.model.adventurer import Adventurer
from worm.rules import inspiration as rules


def perform(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """The chanter sings, then deals the inspiration cards (p. 79)."""
    gifts = _named(game, a, command.gifts) if command.gifts else _chosen(game, a)
    for line in verse(game, tuple(card for card, _ in gifts)):
        game.log.emit(ev.Narration, text=f"{a.name} chants: “{line}”")
    for card, who in gifts:
        inspiration.give(game, who, card)
    dealt = ", ".join(f"{card.name} to {game.guild.adventurer(who).name}" for card, who in gifts)
    campsite.record(game, a.id, "use_a_talent", f"performs the High Chant: {dealt}")


def _chosen(game: Table, a: Adventurer) -> tuple[tuple[tarot.Card, str], ...]:
    """The GM's pick when the player names no card (policy, p. 79)."""
    able = [o for o in game.guild.in_marching_order() if rules.can_hold(o)]
    pile = rules.choosable(game.decks.minor.discard_pile)
    _refuse_empty(pile, able)
    gifts = policy.hand_out(a, able, pile, rules.how_many(a))
    game.ruling("p. 79", f"{policy.SELECT}; {policy.HAND_OUT}")
    return gifts


def _refuse_empty(pile: tuple[tarot.Card, ...], able: list[Adventurer]) -> None:
    if not pile:
        raise IllegalCommand(
            "the minor discard pile holds no minor arcana to chant into inspiration (p. 79)"
        )
    if not able:
        raise IllegalCommand("everyone already holds an inspiration card: nobody holds two (p. 79)")


def _named(
    game: Table, a: Adventurer, gifts: tuple[tuple[str, str], ...]
) -> tuple[tuple[tarot.Card, str], ...]:
    """The player's own choice, each card and holder checked before anything moves."""
    many = rules.how_many(a)
    if len(gifts) > many:
        raise IllegalCommand(
            f"{a.name} may take {grammar.counted(many, 'card')}, as many as their Cups, "
            f"not {len(gifts)} (p. 79)"
        )
    pile = rules.choosable(game.decks.minor.discard_pile)
    out: list[tuple[tarot.Card, str]] = []
    for name, who in gifts:
        card = tarot.card_named(name)
        if card not in pile:
            raise IllegalCommand(
                f"{card.name} is not a minor arcanum in the discard pile: the chant takes only "
                "those (p. 79)"
            )
        holder = game.guild.adventurer(who)
        why = rules.why_not_gift(holder)
        if why is not None:
            raise IllegalCommand(why)
        if any(c == card for c, _ in out):
            raise IllegalCommand(f"{card.name} is named twice")
        if any(h == holder.id for _, h in out):
            raise IllegalCommand(f"{holder.name} would hold two inspiration cards (p. 79)")
        out.append((card, holder.id))
    return tuple(out)


def verse(game: Table, cards: tuple[tarot.Card, ...]) -> tuple[str, str]:
    """Two lines of the chant (our content table, ``assets/chants.toml``), picked by the
    cards it brings up so the same chant sings the same words."""
    lines = [game.pack.chants[key].text for key in sorted(game.pack.chants)]
    seed = sum(c.value for c in cards) + len(cards)
    first = seed % len(lines)
    second = (first + 1 + seed % (len(lines) - 1)) % len(lines)
    return lines[first], lines[second]
