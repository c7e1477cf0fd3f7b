"""The City as Appendix D lays it out (pp. 290–294): who rules it, its districts on a grid of
cards and the fourteen gates on its outer ring. Made once from the campaign seed
(``worm.gen.city``) and kept with the game, so a later City Event may change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.tarot import Suit

Role = Literal["central", "core", "sprawl", "constant"]
Side = Literal["north", "east", "south", "west"]

STEPS: dict[Side, tuple[int, int]] = {
    "north": (0, -1),
    "east": (1, 0),
    "south": (0, 1),
    "west": (-1, 0),
}
"""A step on the grid toward each side; y grows southward."""


@dataclass(frozen=True, slots=True)
class Quarter:
    """One district laid on the map (p. 296): its entry in districts.toml, its name, the card
    that placed it (no suit and value 0 for a constant, p. 293), why it is there and its cell."""

    id: str
    name: str
    suit: Suit | None
    value: int
    role: Role
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Gate:
    """A gate of the City (p. 291): its numeral (1–14), name, the district it opens from, and
    which side of that district's cell it stands on."""

    number: int
    name: str
    district: str
    side: Side


@dataclass(frozen=True, slots=True)
class CityMap:
    """The City of one campaign (pp. 290–294).

    ``central`` names the card of the central power (p. 291); ``ruler`` who rules — a power of
    the suit, or the district the central face card places; ``districts`` in the order they
    were laid; ``gates`` I–XIV."""

    seed: int
    central: str
    ruler: str
    seat: str
    districts: tuple[Quarter, ...]
    gates: tuple[Gate, ...]

    def quarter(self, district: str) -> Quarter | None:
        return next((q for q in self.districts if q.id == district), None)

    def at(self, x: int, y: int) -> Quarter | None:
        return next((q for q in self.districts if (q.x, q.y) == (x, y)), None)

    def gate(self, number: int) -> Gate:
        return next(g for g in self.gates if g.number == number)
