"""Reading the City Events table (pp. 150–153) and what its rows change (p. 154, p. 160).

The table has a row for each major card; a restock writes reserve rows over the marked ones
(``rows``). XXI is never marked: it only sends the GM to Signs and Portents. What a row sets
for the phase — upkeep prices, who may buy rations, banned City Actions — is read here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from worm.content.city_events import CityEvent, Target, band
from worm.model.inventory import Inventory
from worm.tarot import Suit

SIGNS = 21  # p. 150: XXI, Signs and Portents
TIERS = ("destitute", "impoverished", "common", "luxurious")  # p. 154, cheapest first


class Priced(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def cost(self) -> int: ...

    def model_copy(self, *, update: Mapping[str, object]) -> Priced: ...


P = TypeVar("P", bound=Priced)


def row(table: Mapping[str, CityEvent], written: Iterable[tuple[int, str]], card: int) -> CityEvent:
    """The row standing at ``card``: the one a restock wrote there last, else the book's."""
    found = dict(written).get(card)
    if found is not None:
        return table[found]
    return next(e for e in table.values() if e.card == card and not e.reserve)


def marks(card: int, marked: frozenset[int]) -> frozenset[int]:
    """The marked cards once ``card``'s row has happened; XXI is never marked (p. 160)."""
    return marked if card == SIGNS else marked | {card}


def unused(
    table: Mapping[str, CityEvent], written: Iterable[tuple[int, str]], card: int
) -> tuple[CityEvent, ...]:
    """Reserve rows of ``card``'s band not yet written onto the table (p. 160)."""
    taken = {entry for _, entry in written}
    wanted = band(card)
    return tuple(
        e for e in table.values() if e.reserve and e.category == wanted and e.id not in taken
    )


def write(written: Iterable[tuple[int, str]], card: int, entry: str) -> tuple[tuple[int, str], ...]:
    """The table's written rows with ``entry`` now standing at ``card``."""
    kept = tuple((c, e) for c, e in written if c != card)
    return tuple(sorted((*kept, (card, entry))))


def priced(tiers: Iterable[P], prices: Iterable[tuple[str, int]]) -> tuple[P, ...]:
    """The upkeep tiers at this phase's prices (p. 154; the Coronation, p. 151)."""
    cost = dict(prices)
    return tuple(
        t if t.id not in cost else t.model_copy(update={"cost": cost[t.id]})  # type: ignore[misc]
        for t in tiers
    )


def rations_sold(chosen: str, rations_at: str | None) -> bool:
    """Whether upkeep at ``chosen`` still buys rations (the Famine, p. 151)."""
    return rations_at is None or TIERS.index(chosen) >= TIERS.index(rations_at)


def allowed(action: str, banned: Sequence[str], only: Sequence[str]) -> bool:
    """Whether a City Action may be taken this phase (pp. 151, 153): not banned, and among the
    only ones allowed when a row names them; ``all`` stands for every action."""
    if "all" in banned or action in banned:
        return False
    return not only or action in only


def pick(target: Target, roster: Sequence[tuple[str, Mapping[Suit, int]]]) -> str | None:
    """The adventurer a row falls on, from (id, attributes) in marching order: the last for
    ``rear``, the highest (lowest) rating for the others, the first in marching order on a tie
    (policy, p. 182: the front blunders first). ``random`` and ``guild`` are the caller's."""
    if not roster:
        return None
    if target == "rear":
        return roster[-1][0]
    kind, _, suit = target.partition("_")
    if kind == "highest":
        return max(roster, key=lambda r: r[1][suit])[0]  # type: ignore[index]
    if kind == "lowest":
        return min(roster, key=lambda r: r[1][suit])[0]  # type: ignore[index]
    return None


def bottom_two(inventory: Inventory) -> tuple[int, ...]:
    """The things in the two highest-numbered occupied pack slots (p. 152, the fire), by uid."""
    found: list[int] = []
    for carried in reversed(inventory.pack):
        if carried is None:
            continue
        found.append(carried.uid)
        if len(found) == 2:
            break
    return tuple(dict.fromkeys(found))


def stolen(inventory: Inventory, slot: int) -> int | None:
    """The thing a thief takes (p. 152): the one in pack slot ``slot`` (1–21, the oracle,
    p. 182) or, that slot being empty, the next occupied one after it, wrapping round."""
    pack = inventory.pack
    for step in range(len(pack)):
        carried = pack[(slot - 1 + step) % len(pack)]
        if carried is not None:
            return carried.uid
    return None
