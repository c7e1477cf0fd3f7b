"""The chance of beating a face-down Initiative (p. 112), counted exactly.

A foe's Initiative lies face down until something acts against it. The player cannot see it,
but does know which cards it could be: any card of its deck still unseen (in the draw pile, in
the GM's hand, face down on the table) that the GM may lay as Initiative — lesser dooms, I to
XIV, by the rules digest's policy (p. 122). Each is as likely as any other, so the chance is
the share of them the action's value gets past, ties settled as ``initiative.beats`` settles
them.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from worm import tarot
from worm.rules import initiative

LESSER = 14  # the highest card the GM may lay as Initiative (lesser dooms, p. 122)


def unseen(deck: tarot.Deck, seen: Iterable[tarot.Card], *, highest: int = LESSER) -> list[int]:
    """The values a face-down Initiative from ``deck`` could have: the cards not in the
    discard pile nor ``seen`` face up on the table, up to ``highest`` (p. 122)."""
    shown = set(seen)
    return [
        c.value
        for c in (*deck.draw_pile, *deck.elsewhere)
        if c not in shown and 0 < c.value <= highest
    ]


def chance_to_beat(
    value: int,
    could_be: Iterable[int],
    *,
    shield: bool = False,
    flail: bool = False,
    tough: bool = False,
) -> Fraction:
    """The exact chance that ``value`` gets past a defence drawn evenly from ``could_be``
    (p. 112: more wins, less fails, a tie as ``initiative.beats`` says); 0 when nothing is
    left it could be."""
    values = list(could_be)
    if not values:
        return Fraction(0)
    won = sum(
        1 for d in values if initiative.beats(value, d, shield=shield, flail=flail, tough=tough)
    )
    return Fraction(won, len(values))


def percent(chance: Fraction) -> str:
    """A chance in words for a menu: ``sure``, ``no chance``, or a whole percentage that never
    rounds a possible outcome to 0 or 100."""
    if chance >= 1:
        return "sure"
    if chance <= 0:
        return "no chance"
    whole = round(chance * 100)
    return f"{min(max(whole, 1), 99)}%"
