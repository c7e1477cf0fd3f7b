"""The Hangover table (p. 157): what a night of carousing leaves behind, read on a major
card, some rows reading the top card of the minor discard pile too. Our own words.

``effect`` says what the engine does: ``gold`` (the minor card's value in coins found),
``stripped`` (everything carried is gone, gold too; the bank keeps its own), ``rags`` (worn
armour swapped for rags, recorded), or ``story`` (a complication the GM keeps for later)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.tarot import Card

Effect = Literal["gold", "stripped", "rags", "story"]


@dataclass(frozen=True, slots=True)
class Hangover:
    card: int
    text: str
    effect: Effect = "story"


TABLE: tuple[Hangover, ...] = (
    Hangover(1, "a splitting head, and a purse heavier by coins nobody can explain", "gold"),
    Hangover(2, "a dawn locked in the stocks, bruised, the guild free to jeer"),
    Hangover(3, "a cowbell locked round the neck that clangs at every step until it is cut off"),
    Hangover(4, "a wedding band on a finger and no idea who the spouse is"),
    Hangover(5, "a stranger's room, and a crowd at the door wanting its money back"),
    Hangover(6, "a wedding band on a finger that belongs to someone else"),
    Hangover(7, "a grateful cleric waking alongside, glad to have broken a vow"),
    Hangover(8, "thrown out through the window of the favourite tavern, and barred from it"),
    Hangover(9, "a fresh tattoo somewhere regrettable, of doubtful quality"),
    Hangover(10, "an alley, and beggars wearing the armour while you wear their rags", "rags"),
    Hangover(11, "a duel with a noble, accepted while drunk, set for some days hence"),
    Hangover(12, "a cistern at dawn, in smallclothes, with nothing else left", "stripped"),
    Hangover(13, "wanted posters on every wall with a face much like yours"),
    Hangover(14, "a signed receipt in the pouch: one soul, sold for one beer"),
    Hangover(15, "a bound and weeping nobleman on the floor"),
    Hangover(16, "a china shop in ruins, a bull's-head mask, and the watch shouting"),
    Hangover(17, "a burning itch that will take weeks to pass"),
    Hangover(18, "a robe, candles, and cultists thanking you for sealing their pact"),
    Hangover(19, "a missing hand, somewhere, still crawling"),
    Hangover(20, "a dare with a candle that set part of the City ablaze"),
    Hangover(21, "two small punctures on the neck that surely mean nothing"),
)


def read(card: Card) -> Hangover:
    """The row for a major card (I–XXI); the Fool, which has no row, reads as I (policy)."""
    return TABLE[max(card.value, 1) - 1]
