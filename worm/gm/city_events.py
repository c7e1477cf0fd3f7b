"""The GM's judgement on City Events (pp. 150–153, 160): whether an insulted adventurer rises
to it, and which reserve row a restock writes over a marked one."""

from __future__ import annotations

from worm.content.city_events import CityEvent
from worm.model.adventurer import Adventurer

PROUD_AT = 3
"""Policy (p. 152, A Challenge): the mocked adventurer takes the Swords test only when their
Swords is 3 or more; anyone less sure of their fists walks away, which costs nothing."""


def rises_to(a: Adventurer) -> bool:
    """Policy (p. 152): the book lets the player choose to ignore the bravos or answer them; the
    GM answers for the player when their Swords is at least ``PROUD_AT``."""
    return a.attributes["swords"] >= PROUD_AT


def replacement(spare: tuple[CityEvent, ...]) -> CityEvent | None:
    """Policy (p. 160): the restock writes the first unused reserve row of the band, in the
    order of city_events.toml; with the reserve spent the marked row stays, and drawn again it
    brings nothing new."""
    return spare[0] if spare else None
