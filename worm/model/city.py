"""The state of a City Phase under way (p. 148): the step it has reached, what the Market paid
for the guild's loot, and which upkeep tier each adventurer has paid for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

CityStep = int  # 1–8, the steps of p. 148

DeedKind = Literal["lord", "way", "treasure"]


@dataclass(frozen=True, slots=True)
class Feat:
    """Something done below since the last City Phase that the GM may judge a noteworthy deed
    (p. 149; the policy ``worm.gm.deeds``): its kind and a readable text."""

    kind: DeedKind
    text: str


@dataclass(frozen=True, slots=True)
class CityState:
    """A City Phase from the guild's return to its next delve (p. 148).

    ``sold`` is the gold the guild's loot fetched at the Market (p. 162); ``upkeep`` pairs each
    adventurer who has paid with the tier they chose (p. 154)."""

    step: CityStep = 1
    sold: int = 0
    upkeep: tuple[tuple[str, str], ...] = ()

    def tier_of(self, who: str) -> str | None:
        return next((tier for w, tier in self.upkeep if w == who), None)
