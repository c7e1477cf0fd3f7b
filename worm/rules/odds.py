"""The chance of beating a face-down Initiative (p. 112), counted exactly.

A foe's Initiative lies face down until something acts against it. The player cannot see it,
but does know which cards it could be: any card of its deck still unseen (in the draw pile, in
the GM's hand, face down on the table) that the GM may lay as Initiative — lesser dooms, I to
XIV, by the rules digest's policy (p. 122). Each is as likely as any other, so the chance is
the share of them the action's value gets past, ties settled as ``initiative.beats`` settles
them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from worm import tarot
from worm.rules import fate, initiative

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


def tester_hits(
    attribute: tarot.Suit, rating: int, favor: int, cards: Sequence[tarot.Card], *, push: bool
) -> dict[int, Fraction]:
    """The chance of each number of hits one tester gives a group test (p. 11), drawing from
    ``cards`` (the minor cards left, each as likely as any other) and pushing a failure (p. 9)
    when ``push``. Empty when no card is left to draw."""
    chances: dict[int, Fraction] = {}
    for i, first in enumerate(cards):
        test = fate.resolve(attribute, rating, favor, first)
        rest = [*cards[:i], *cards[i + 1 :]]
        if push and test.can_push and rest:
            share = Fraction(1, len(cards) * len(rest))
            for second in rest:
                hit = fate.hits(fate.push(test, second).outcome)
                chances[hit] = chances.get(hit, Fraction(0)) + share
        else:
            hit = fate.hits(test.outcome)
            chances[hit] = chances.get(hit, Fraction(0)) + Fraction(1, len(cards))
    return chances


def group_hits(testers: Sequence[dict[int, Fraction]]) -> dict[int, Fraction]:
    """The chance of each total of hits for testers drawing apart (p. 11). Policy: each
    tester's draws are taken as independent of the other's, a close reckoning while many
    cards are left."""
    total: dict[int, Fraction] = {0: Fraction(1)}
    for one in testers:
        step: dict[int, Fraction] = {}
        for so_far, p in total.items():
            for hit, q in one.items():
                step[so_far + hit] = step.get(so_far + hit, Fraction(0)) + p * q
        total = step
    return total
