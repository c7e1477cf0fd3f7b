"""Policy: when a creature with a spell among its greater dooms casts it on its turn (Sleep
Song, p. 274; the spells of Appendix A by Sorcery, p. 251, and Day of Tears and Mourning,
p. 269; ``worm.rules.incantations``), which spell, and at whom.

The book leaves it to the GM. worm's GM casts when the band holds a greater doom to discard
(none for a spirit's Natural Sorcery, p. 249, cast at will) and a lesser doom that, with its
Wands, reaches the Initiative of an adventurer in its zone the spell could still change, as it
reckons that Initiative (a face-down one counts as ``tactics.UNKNOWN``). It aims at the lowest
Initiative reckoned, the most hurt first among equals, and lays the smallest lesser doom that
reaches it, discarding its lowest greater doom.
From Appendix A it casts only the aimed spells that hurt or hamper one adventurer, in the
order of ``HARMFUL``: Withering's Wound first, then Heavenfire's Blind, Binding's Root, Sleep's
Stun and Gust of Wind's Displace, the first that would change something for its target.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from worm.content import spells
from worm.content.fields import FarRealm
from worm.gm import tactics
from worm.rules import incantations
from worm.tarot import Card

HARMFUL: tuple[str, ...] = ("withering", "heavenfire", "binding", "sleep", "gust_of_wind")
"""The spells of Appendix A the GM's sorcerers cast at the guild, most wanted first."""


@dataclass(frozen=True)
class Cast:
    """A spell the GM casts: the lesser doom played, the greater doom discarded, the target
    and its Initiative as the GM reckons it."""

    card: Card
    discard: Card | None  # None: cast at will (Natural Sorcery, p. 249)
    target: str
    defence: int


def cast(
    hand: tuple[Card, ...], marks: Sequence[tactics.Mark], wands: int, *, at_will: bool = False
) -> Cast | None:
    """The GM's cast of a spell from ``hand`` at one of ``marks`` (the adventurers in the
    band's zone it could still touch), adding ``wands``; None when it would not reach.
    ``at_will``: no greater doom goes with it (Natural Sorcery, p. 249)."""
    big = tactics.greater(hand)
    small = tactics.lesser(hand)
    if (not big and not at_will) or not small or not marks:
        return None
    mark = min(marks, key=lambda m: (_reckoned(m), -m.hurt))
    defence = _reckoned(mark)
    for card in small:
        if incantations.takes_hold(incantations.total(card.value, wands, own_turn=True), defence):
            return Cast(card, None if at_will else big[0], mark.key, defence)
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


def appendix_a(suffers: Sequence[str], readings: dict[str, tuple[str, ...]]) -> str | None:
    """The spell of Appendix A to cast at one who ``suffers`` those effects, of ``readings``
    (each castable spell's effects, and "wound" for one that Wounds), or None."""
    for spell_id in HARMFUL:
        reading = readings.get(spell_id)
        if reading is not None and any(e not in suffers for e in reading):
            return spell_id
    return None
