"""The City's tables as wholes: City Events and Signs and Portents (pp. 150–153, 160), one row
per card, reserve rows in every band the restock may need, and prices that name real upkeep
tiers; the City Actions (pp. 156–159) with every price and band the rules read, and the ones
City Events bar or allow; the Hangover table (p. 157), one row per major card and the Fool;
the contracts (p. 161), one per minor value; the districts (pp. 293–328), one per suited card."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import get_args

from worm.content.city_actions import Band, CityAction, Scale
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


PRICED = {"build": "syllable", "funeral": "xp", "research": "once", "train": "xp"}
"""The City Actions whose gold the rules charge, and what it is counted by (pp. 156–159)."""


def city_actions_priced(tables: Tables) -> Iterator[Problem]:
    """The City Actions carry every number the rules read: the four prices, Banking's interest
    (p. 156), a rate for each Commission Craft band (p. 158), a scale of each size (p. 159)."""
    if not tables.whole("city_actions"):
        return
    actions = tables.city_actions
    for action_id, per in PRICED.items():
        action = actions.get(action_id)
        if action is None or action.gold is None or action.per != per:
            what = "its price in gold" if per == "once" else f"its gold a {per}"
            yield Problem("city_actions.toml", action_id, "gold", f"needs {what}")
    needs = (
        ("bank", "interest", {"interest"}),
        ("commission", "bands", set(get_args(Band))),
        ("support", "scales", set(get_args(Scale))),
    )
    for action_id, field, needed in needs:
        action = actions.get(action_id)
        missing = sorted(needed - (_has(action, field) if action is not None else set()))
        if missing:
            yield Problem("city_actions.toml", action_id, field, f"missing {missing}")


def _has(action: CityAction, field: str) -> set[str]:
    if field == "interest":
        return set() if action.interest is None else {"interest"}
    return {row.id for row in (action.bands if field == "bands" else action.scales)}


def events_name_city_actions(tables: Tables) -> Iterator[Problem]:
    """The City Actions an event bans or allows are on the list (pp. 151–153, 156–159)."""
    if not tables.whole("city_actions"):
        return
    entries = [("city_events.toml", e.id, e.effect) for e in tables.city_events.values()]
    entries += [("portents.toml", p.id, p.effect) for p in tables.portents.values()]
    for file, entry_id, effect in entries:
        for field, named in (("banned", effect.banned), ("only", effect.only)):
            for action in named:
                if action != "all" and action not in tables.city_actions:
                    yield Problem(file, entry_id, f"effect.{field}", f"no City Action {action!r}")


def one_hangover_per_card(tables: Tables) -> Iterator[Problem]:
    """The Hangover table has a row for each major card I–XXI and one for the Fool (p. 157),
    and the Fool reads a row that exists."""
    if not tables.whole("hangover"):
        return
    seen = Counter(h.card for h in tables.hangover.values())
    for card in range(22):
        if seen[card] != 1:
            yield Problem("hangover.toml", str(card), "card", f"card {card} has {seen[card]} rows")
    for row in tables.hangover.values():
        if row.reads_as is not None and seen[row.reads_as] != 1:
            yield Problem("hangover.toml", row.id, "reads_as", f"no row for card {row.reads_as}")


def contract_per_card(tables: Tables) -> Iterator[Problem]:
    """The contracts table has a row for each minor value 1–14 (p. 161)."""
    if not tables.whole("contracts"):
        return
    seen = Counter(c.card for c in tables.contracts.values())
    for card in range(1, 15):
        if seen[card] != 1:
            yield Problem("contracts.toml", str(card), "card", f"card {card} has {seen[card]} rows")
    if not tables.whole("items"):
        return
    for row in tables.contracts.values():
        for field, item in (("parcel", row.parcel), *(("gear", g) for g in row.gear)):
            if item is not None and item not in tables.items:
                yield Problem("contracts.toml", row.id, field, f"no item {item!r}")


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


def specials_apart(tables: Tables) -> Iterator[Problem]:
    """Each district's played special City Action has a word of its own: no other district's,
    and no standard City Action's (pp. 156, 296), so ``act WHO WORD`` names one action."""
    if not tables.whole("districts"):
        return
    seen: Counter[str] = Counter(s.id for d in tables.districts.values() for s in d.special)
    for district in tables.districts.values():
        for special in district.special:
            if seen[special.id] > 1 or special.id in tables.city_actions:
                yield Problem("districts.toml", district.id, "special", f"{special.id!r} is taken")


def specials_name_known_things(tables: Tables) -> Iterator[Problem]:
    """What a played special sells, gives or wins is an item (Appendix D)."""
    if not tables.whole("districts"):
        return
    needs_item = ("buy", "duel", "gifts")
    for district in tables.districts.values():
        for special in district.special:
            if special.item is None:
                if special.play in needs_item:
                    yield Problem("districts.toml", special.id, "item", "names no item")
                continue
            if message := tables.missing("items", special.item):
                yield Problem("districts.toml", special.id, "item", message)


RULES = (
    one_row_per_card,
    prices_name_tiers,
    contract_per_card,
    one_district_per_card,
    city_actions_priced,
    events_name_city_actions,
    one_hangover_per_card,
    specials_apart,
    specials_name_known_things,
)
