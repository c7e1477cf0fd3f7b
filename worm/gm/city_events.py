"""The GM's judgement on City Events (pp. 150–153, 160): whether an insulted adventurer rises
to it, and which reserve row a restock writes over a marked one."""

from __future__ import annotations

from collections.abc import Collection

from worm.content.city_events import CityEvent
from worm.model.adventurer import Adventurer
from worm.rules import syllables

PROUD_AT = 3
"""Policy (p. 152, A Challenge): the mocked adventurer takes the Swords test only when their
Swords is 3 or more; anyone less sure of their fists walks away, which costs nothing."""


BUY_BACK_PER_SYLLABLE = 5
"""Policy (p. 152, A Theft): the book sets no price on gear seen on a stall; the GM asks the
syllable method's rate for something an adventurer might own (p. 158): 5 gold a syllable of
its name."""


def buy_back_price(name: str) -> int:
    """What the trader asks for stolen gear called ``name`` (``BUY_BACK_PER_SYLLABLE``)."""
    return syllables.price(name, BUY_BACK_PER_SYLLABLE)


def rises_to(a: Adventurer) -> bool:
    """Policy (p. 152): the book lets the player choose to ignore the bravos or answer them; the
    GM answers for the player when their Swords is at least ``PROUD_AT``."""
    return a.attributes["swords"] >= PROUD_AT


def replacement(spare: tuple[CityEvent, ...], held: Collection[str] = ()) -> CityEvent | None:
    """Policy (p. 160): the restock writes the first unused reserve row of the band, in the
    order of city_events.toml; with the reserve spent the marked row stays, and drawn again it
    brings nothing new. A row that ``needs`` something the guild ``held`` (the townhouse of
    An Inheritance, p. 152) comes first — the intrigue the book promises; one whose need the
    guild lacks is never written."""
    fits = [e for e in spare if e.needs is None or e.needs in held]
    fits.sort(key=lambda e: e.needs is None)
    return fits[0] if fits else None
