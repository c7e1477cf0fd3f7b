"""City Events and Signs and Portents as whole tables (pp. 150–153, 160): one row per card,
reserve rows in every band the restock may need, and prices that name real upkeep tiers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from worm.content.city_events import BANDS, CityEffect
from worm.content.problems import Problem
from worm.content.tables import Tables


def one_row_per_card(tables: Tables) -> Iterator[Problem]:
    """The City Events table has a row for each major card I–XXI (p. 150) and Signs and
    Portents one for each minor value 1–14 (p. 153)."""
    if tables.whole("city_events"):
        seen = Counter(e.card for e in tables.city_events.values() if not e.reserve)
        for card in range(1, 22):
            if seen[card] != 1:
                yield Problem(
                    "city_events.toml", str(card), "card", f"card {card} has {seen[card]} rows"
                )
        reserved = {e.category for e in tables.city_events.values() if e.reserve}
        for band, _ in BANDS[:-1]:
            if band not in reserved:
                yield Problem("city_events.toml", band, "reserve", "no reserve row to restock")
    if tables.whole("portents"):
        seen = Counter(p.card for p in tables.portents.values())
        for card in range(1, 15):
            if seen[card] != 1:
                yield Problem(
                    "portents.toml", str(card), "card", f"card {card} has {seen[card]} rows"
                )


def prices_name_tiers(tables: Tables) -> Iterator[Problem]:
    """An event's upkeep prices name tiers of market.toml (p. 154)."""
    if not tables.whole("market"):
        return
    entries = [("city_events.toml", e.id, e.effect) for e in tables.city_events.values()]
    entries += [("portents.toml", p.id, p.effect) for p in tables.portents.values()]
    for file, entry_id, effect in entries:
        yield from _prices(tables, file, entry_id, effect)


def _prices(tables: Tables, file: str, entry_id: str, effect: CityEffect) -> Iterator[Problem]:
    for tier in effect.prices:
        if (problem := tables.missing("market", tier)) is not None:
            yield Problem(file, entry_id, "effect.prices", problem)


def contract_per_card(tables: Tables) -> Iterator[Problem]:
    """The contracts table has a row for each minor value 1–14 (p. 161)."""
    if not tables.whole("contracts"):
        return
    seen = Counter(c.card for c in tables.contracts.values())
    for card in range(1, 15):
        if seen[card] != 1:
            yield Problem("contracts.toml", str(card), "card", f"card {card} has {seen[card]} rows")


CONSTANTS = ("the_grey", "omphalic_market", "ossuary")


def one_district_per_card(tables: Tables) -> Iterator[Problem]:
    """Every suited minor card places one district (pp. 296–328), and the three constants of
    p. 293 are there, so any card the City generator draws has a district to lay down."""
    if not tables.whole("districts"):
        return
    seen = Counter((d.suit, d.value) for d in tables.districts.values() if not d.constant)
    for suit in ("swords", "pentacles", "cups", "wands"):
        for value in range(1, 15):
            if seen[(suit, value)] != 1:
                yield Problem(
                    "districts.toml",
                    f"{value} of {suit}",
                    "value",
                    f"the {value} of {suit} has {seen[(suit, value)]} districts",
                )
    for constant in CONSTANTS:
        district = tables.districts.get(constant)
        if district is None or not district.constant:
            yield Problem("districts.toml", constant, "constant", "a constant of p. 293 is missing")


RULES = (one_row_per_card, prices_name_tiers, contract_per_card, one_district_per_card)
