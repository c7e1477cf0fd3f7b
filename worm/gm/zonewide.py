"""Policy: when the GM spends a card on a zone-wide doom, and which (Fear, Unearthly Fear,
Choking Spores, Shriek, Potence; pp. 249, 251, 263, 265, 277, 284; the rules are
``worm.rules.zone_dooms``).

The book leaves the moment to the GM. worm plays one on the band's own turn, in place of its
Attack, when it would land on at least ``CROWD`` adventurers in the band's zone who do not
already suffer its effect. For a matched doom (Fear, Unearthly Fear) the GM reckons each
adventurer's Initiative as the band sees it (a face-down card at ``tactics.UNKNOWN``) and
pays with the smallest lesser doom that, with the creature's Wands, beats that many; an
automatic lesser doom (Choking Spores) takes the lowest lesser doom, a greater one (Shriek,
Potence) the lowest greater doom. A greater zone doom is weighed first: else the greater
card would only be thrown away for favor. Potence lays Stun, the first effect the book
names for it (p. 251), which costs each adventurer a card from hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from worm.gm import tactics
from worm.rules import zone_dooms
from worm.rules.zone_dooms import ZoneDoom
from worm.tarot import Card

CROWD = 2
"""How many adventurers a zone-wide doom must reach before the GM spends a card on it."""
POTENCE_EFFECT = "stun"
"""The effect the GM lays with Potence (p. 251: the first the book names)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A zone-wide doom the band plays, the card it spends, and why (for the log)."""

    doom: ZoneDoom
    card: Card
    why: str


def effect_of(doom: ZoneDoom) -> str:
    """The effect ``doom`` lays: its own, or the GM's pick for Potence."""
    return POTENCE_EFFECT if doom.effect == "chosen" else doom.effect


def choose(
    dooms: Sequence[str],
    hand: tuple[Card, ...],
    marks: Sequence[tactics.Mark],
    wands: int,
) -> Choice | None:
    """The zone-wide doom the band plays on its own turn, or None to fight as before.

    ``dooms`` are the band's dooms' names; ``marks`` the adventurers in its zone the doom
    could still touch (the caller leaves out one already Silenced, say: more spores gain
    nothing)."""
    known = [d for d in (zone_dooms.zone_doom(n) for n in dooms) if d is not None]
    for doom in sorted(known, key=lambda d: not d.greater):
        card = _card(doom, hand, marks, wands)
        if card is not None:
            return Choice(doom, card, _why(doom, len(marks)))
    return None


def _card(
    doom: ZoneDoom, hand: tuple[Card, ...], marks: Sequence[tactics.Mark], wands: int
) -> Card | None:
    if len(marks) < CROWD:
        return None
    if doom.greater:
        big = tactics.greater(hand)
        return big[0] if big else None
    cards = tactics.lesser(hand)
    if not doom.matched:
        return cards[0] if cards else None
    for card in cards:
        value = zone_dooms.total(card.value, wands, own_turn=True)
        reached = sum(1 for m in marks if zone_dooms.beaten(value, _reckoned(m)))
        if reached >= CROWD:
            return card
    return None


def _reckoned(mark: tactics.Mark) -> int:
    return tactics.UNKNOWN if mark.initiative is None else mark.initiative


def _why(doom: ZoneDoom, count: int) -> str:
    return f"{count} adventurers stand in its reach (policy: {CROWD} or more)"
