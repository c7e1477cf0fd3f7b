"""Policy: when a creature with a spell among its greater dooms (Sleep Song, p. 274;
``worm.rules.incantations``) casts it on its turn, and at whom.

The book leaves it to the GM. worm's GM sings when the band holds a greater doom to discard
and a lesser doom that, with its Wands, reaches the Initiative of an adventurer in its zone
not already knocked out, as it reckons that Initiative (a face-down one counts as
``tactics.UNKNOWN``). It aims at the lowest Initiative reckoned, the most hurt first among
equals, and lays the smallest lesser doom that reaches it, discarding its lowest greater doom.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from worm.content import spells
from worm.content.fields import FarRealm
from worm.gm import tactics
from worm.rules import incantations
from worm.tarot import Card

CHOSEN = "p. 274"
"""The page the GM's choice to sing is logged against."""


@dataclass(frozen=True)
class Cast:
    """A spell the GM casts: the lesser doom played, the greater doom discarded, the target."""

    card: Card
    discard: Card
    target: str
    why: str


def cast(
    spell: str, hand: tuple[Card, ...], marks: Sequence[tactics.Mark], wands: int
) -> Cast | None:
    """The GM's cast of ``spell`` from ``hand`` at one of ``marks`` (the adventurers in the
    band's zone it could still touch), adding ``wands``; None when it would not reach."""
    big = tactics.greater(hand)
    small = tactics.lesser(hand)
    if not big or not small or not marks:
        return None
    mark = min(marks, key=lambda m: (_reckoned(m), -m.hurt))
    defence = _reckoned(mark)
    for card in small:
        if incantations.takes_hold(incantations.total(card.value, wands, own_turn=True), defence):
            why = f"{spell} at the lowest Initiative reckoned ({defence})"
            return Cast(card, big[0], mark.key, why)
    return None


def _reckoned(mark: tactics.Mark) -> int:
    return tactics.UNKNOWN if mark.initiative is None else mark.initiative


REALMS: tuple[FarRealm, ...] = ("wastes", "weald", "weird", "welkin")
AWRY = "p. 82"
"""The page the GM's choice of a maleficence table for a Counter-spell gone awry is logged
against."""


def awry_realm(talents: Iterable[str]) -> FarRealm:
    """Policy (Counter-spell, p. 82): the far realm whose maleficence table a counter gone
    awry draws on. The book names none; worm's GM takes the counterer's own realm, the first
    Magic-of talent they know in the book's order, and the Weird, the realm of chaos, for one
    who knows none."""
    known = set(talents)
    return next((r for r in REALMS if spells.talent_of(r) in known), "weird")
