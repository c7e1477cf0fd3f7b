"""Inspiration cards held between Challenges (High Chant, p. 79): given, spent and expired.

An inspiration card is out of the minor deck (*elsewhere*) while an adventurer holds it. It is
spent in place of a draw when its holder tests or pushes fate (``worm.engine.fortune``), or
played as a Challenge action as if from the hand (``worm.engine.challenge``); what is left at
the end of the session goes back to the discard pile (policy: ``worm.gm.inspiration``).
"""

from __future__ import annotations

from worm import tarot
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import inspiration as policy
from worm.rules import inspiration as rules

CAUSE = "High Chant, p. 79"


def give(game: Table, who: str, card: tarot.Card) -> None:
    """``card``, taken from the minor discard pile, becomes ``who``'s inspiration card."""
    a = game.guild.adventurer(who)
    why = rules.why_not_gift(a)
    if why is not None:
        raise IllegalCommand(why)
    game.decks = tarot.take_discarded(game.decks, card)
    game.set_adventurer(a.model_copy(update={"inspiration": card}))
    game.log.emit(ev.Condition, who=a.name, change=f"inspired: {card.name}", cause=CAUSE)


def spend(game: Table, who: str, instead_of: str) -> tarot.Card:
    """``who`` spends their inspiration card (still out of the deck) ``instead_of`` a draw or a
    card from the hand; the caller puts it where the card would have gone (p. 79)."""
    a = game.guild.adventurer(who)
    card = a.inspiration
    if card is None:
        raise IllegalCommand(f"{a.name} holds no inspiration card (High Chant, p. 79)")
    game.set_adventurer(a.model_copy(update={"inspiration": None}))
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"spends the inspiration card {card.name} {instead_of}",
        cause=CAUSE,
    )
    return card


def held(game: Table) -> list[tarot.Card]:
    """Every inspiration card held in the guild (each is *elsewhere* in the minor deck)."""
    return [a.inspiration for a in game.guild.adventurers if a.inspiration is not None]


def expire(game: Table) -> None:
    """The session ends (policy, p. 79): each inspiration card still held goes back on top of
    the minor discard pile."""
    holders = [a for a in game.guild.in_marching_order() if a.inspiration is not None]
    if not holders:
        return
    game.ruling("p. 79", policy.SESSION_END)
    for a in holders:
        card = a.inspiration
        assert card is not None
        game.decks = tarot.discard(game.decks, card)
        game.set_adventurer(a.model_copy(update={"inspiration": None}))
        game.log.emit(
            ev.Condition, who=a.name, change=f"inspiration fades: {card.name}", cause=CAUSE
        )
