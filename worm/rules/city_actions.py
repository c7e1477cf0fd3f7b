"""City Actions (pp. 156–159): the list each adventurer picks one from in step 6 of the City
Phase, and the arithmetic of their prices. The list, prices and examples are content
(``assets/city_actions.toml``); this module reads them from a pack.

The module's upper-case names (``ACTIONS``, ``BY_ID``, ``BUILD_RATE``, ``BANDS``, ``SCALES``…)
are the shipped pack's, read when first asked for, so importing this module never reads the
assets (``worm assets check`` must still run on a broken pack). Pure: no state, no cards."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Literal

from worm import content
from worm.content.city_actions import Band, CityAction, Scale
from worm.content.models import ContentPack
from worm.errors import IllegalCommand

__all__ = ["Band", "CityAction", "Scale", "answers", "beg", "carouse", "find", "interest"]

ACTIONS: tuple[CityAction, ...]
BY_ID: Mapping[str, CityAction]
RESEARCH_COST: int  # p. 159
TRAIN_COST: int  # gold per XP invested, p. 159
FUNERAL_COST: int  # gold per XP kept, p. 158
BUILD_RATE: int  # gold per syllable, p. 156
INTEREST_PERCENT: int  # p. 156
BANDS: dict[Band, int]  # gold a syllable by rarity, p. 158
SCALES: dict[Scale, tuple[int, int]]  # the price guide of p. 159: steps and gold a step


def read(pack: ContentPack) -> dict[str, object]:
    """The City Actions and their prices as ``pack`` gives them (pp. 156–159), by the names
    this module offers. ``worm.content.integrity.city`` checks the pack holds them all."""
    return {
        "ACTIONS": actions(pack),
        "BY_ID": pack.city_actions,
        "RESEARCH_COST": price("research", pack),
        "TRAIN_COST": price("train", pack),
        "FUNERAL_COST": price("funeral", pack),
        "BUILD_RATE": price("build", pack),
        "INTEREST_PERCENT": pack.city_actions["bank"].interest or 0,
        "BANDS": bands(pack),
        "SCALES": scales(pack),
    }


def price(action_id: str, pack: ContentPack | None = None) -> int:
    """The gold a City Action charges, once, an XP or a syllable as its row says
    (pp. 156–159); 0 for one the book prices otherwise."""
    return (pack or content.default()).city_actions[action_id].gold or 0


def bands(pack: ContentPack | None = None) -> dict[Band, int]:
    """Commission Craft's gold a syllable for each rarity band (p. 158)."""
    return {b.id: b.gold for b in (pack or content.default()).city_actions["commission"].bands}


def scales(pack: ContentPack | None = None) -> dict[Scale, tuple[int, int]]:
    """Each long-term project scale's steps and gold a step (the price guide of p. 159)."""
    rows = (pack or content.default()).city_actions["support"].scales
    return {s.id: (s.steps, s.gold) for s in rows}


@functools.cache
def _shipped() -> dict[str, object]:
    return read(content.default())


def __getattr__(name: str) -> object:
    """The shipped pack's tables and prices (the upper-case names above), read once."""
    if name.isupper() and name in __annotations__:
        return _shipped()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def actions(pack: ContentPack | None = None) -> tuple[CityAction, ...]:
    """Every City Action in the order the games list them (pp. 156–159)."""
    return tuple((pack or content.default()).city_actions.values())


def find(word: str, pack: ContentPack | None = None) -> CityAction:
    """A City Action by its id or name."""
    wanted = word.strip().lower()
    listed = actions(pack)
    for action in listed:
        if wanted in (action.id, action.name.lower()):
            return action
    names = ", ".join(a.id for a in listed)
    raise IllegalCommand(f"there is no City Action {word!r}: {names} (pp. 156–159)")


def step_price(steps: int, pack: ContentPack | None = None) -> int:
    """The gold a step of a project of ``steps`` steps costs: its scale's (p. 159)."""
    scales = (pack or content.default()).city_actions["support"].scales
    fits = [s.gold for s in scales if s.steps >= steps]
    return fits[0] if fits else scales[-1].gold


def carouse(brought: int, share: Literal["half", "all"]) -> tuple[int, int]:
    """Gold spent and XP gained carousing away ``brought`` (p. 156): half (rounded up) for
    1 XP, all for 2 XP; nothing brought back buys nothing."""
    if brought <= 0:
        return 0, 0
    if share == "all":
        return brought, 2
    return (brought + 1) // 2, 1


def interest(balance: int, pack: ContentPack | None = None) -> int:
    """A bank's yearly percent (2%) on what is deposited, rounded down (p. 156, digest
    policy)."""
    percent = (pack or content.default()).city_actions["bank"].interest or 0
    return balance * percent // 100


def beg(card_value: int, wands: int) -> int:
    """Beg and Busk (p. 156): the card's value plus Wands, in gold."""
    return card_value + wands


def answers(great: bool) -> int:
    """Questions a Research test earns (p. 159)."""
    return 3 if great else 1
