"""Light: bright, dim and dark, flickers, dropped lights and "We're doomed!" (pp. 94–95).

Holding a lit source puts you in bright light; a guild-mate's torch or lantern leaves the rest
of the guild in dim light; with neither you are in the dark, and Blind (p. 12). Each time the
Meatgrinder says torches gutter, every lit source loses one flicker and goes out on the last
(candle 2, torch 3, lantern 4: content data). A guild with no light left at all draws on
"We're doomed!".

How a light's state is kept on its :class:`~worm.model.inventory.Carried`: ``lit`` and the
``flickers`` left. A torch that goes out for good (dropped and extinguished, doused, or burned
down) keeps 0 flickers, so a torch with flickers left and ``lit`` False is one never lit yet.
``flickers`` None means the source was never touched: it holds its full capacity.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, Protocol

from worm.errors import IllegalCommand, InvariantViolation
from worm.model.inventory import Carried, Inventory
from worm.tarot import Card

Light = Literal["bright", "dim", "dark"]
RANK: dict[Light, int] = {"dark": 0, "dim": 1, "bright": 2}
_BY_RANK: dict[int, Light] = {rank: level for level, rank in RANK.items()}

UNLIMITED = 0  # tcod's radius 0: the whole map is in view
RADIUS_LANTERN, RADIUS_TORCH, RADIUS_CANDLE = 8, 7, 3
RADIUS_DIM, RADIUS_DARK = 4, 1

Doom = Literal["eaten", "captured", "ransom", "lost", "retire", "naked", "shaken", "unscathed"]
LEAVING: frozenset[Doom] = frozenset({"captured", "ransom", "lost", "retire"})
"""The dooms that take an adventurer out of the guild (p. 95)."""
RANSOM_PER_FAME = 1000  # p. 95: the Olu Gang's price per point of guild Fame
BELT_WOUND_TAG = "shatters_on_belt_wound"  # items.toml: the lantern


class LightSourceLike(Protocol):
    """What these rules read of a light source (``worm.content.gear.LightSource``)."""

    @property
    def flickers(self) -> int: ...  # capacity when full
    @property
    def others(self) -> str: ...  # "dim" or "none": what the rest of the guild gets
    @property
    def on_drop(self) -> str: ...  # "out", "half_out" or "shatter"
    @property
    def relightable(self) -> bool: ...
    @property
    def fuel(self) -> str | None: ...  # the item that refills it (oil)


class ItemLike(Protocol):
    """What these rules read of an item (``worm.content.gear.Item``)."""

    @property
    def light(self) -> LightSourceLike | None: ...
    @property
    def tags(self) -> tuple[str, ...]: ...


# --- light levels (p. 94) ----------------------------------------------------------------------


def levels(
    lit: Mapping[str, Sequence[LightSourceLike]], ambient: Light = "dark"
) -> dict[str, Light]:
    """Each adventurer's light, from the lit sources each one holds (p. 94).

    ``lit`` maps every adventurer id (in marching order, an empty sequence for one holding no
    light) to the lit sources in that adventurer's hands or tied to the belt. Holding one is
    bright; otherwise a guild-mate's torch or lantern gives dim light; otherwise it is dark. No
    one is ever darker than the place itself (``ambient``).

    Policy (p. 94 vs p. 166, rules digest §13.1): a candle lights only its holder, so candles
    alone leave the rest of the guild in the dark. A lantern tied to the belt counts as held.
    """
    check_light(ambient)
    shared = any(source.others == "dim" for sources in lit.values() for source in sources)
    floor = RANK[ambient]
    result: dict[str, Light] = {}
    for who, sources in lit.items():
        own: Light = "bright" if sources else "dim" if shared else "dark"
        result[who] = _BY_RANK[max(RANK[own], floor)]
    return result


def ambient(lighting: str, room_index: int) -> Light:
    """A level's own light in one room, from its seed's ``lighting`` (pp. 343–364).

    Policy: a "mixed" level alternates, even-numbered rooms (0, 2, …) dim and odd ones dark,
    so the same room is always lit the same way.
    """
    if lighting == "mixed":
        return "dim" if room_index % 2 == 0 else "dark"
    return check_light(lighting)


def check_light(level: str) -> Light:
    """``level`` as a light level, or a ValueError naming it."""
    if level not in RANK:
        raise ValueError(f"light level {level!r} is not one of bright, dim, dark (or mixed)")
    return level


def radius(sources: Sequence[LightSourceLike], ambient: Light) -> int:
    """How far the guild sees on the map, in tiles; 0 is unlimited (tcod's FOV radius).

    Policy (not book text): a bright place shows everything; otherwise the best lit source
    decides — one that lights only its holder (a candle) 3, one that burns refillable fuel (a
    lantern) 8, any other (a torch) 7 — with at least 4 in a dim place and 1 with no light.
    """
    check_light(ambient)
    if ambient == "bright":
        return UNLIMITED
    best = RADIUS_DIM if ambient == "dim" else RADIUS_DARK
    for source in sources:
        best = max(best, _reach(source))
    return best


def _reach(source: LightSourceLike) -> int:
    if source.others == "none":
        return RADIUS_CANDLE
    return RADIUS_LANTERN if source.fuel is not None else RADIUS_TORCH


# --- flickers, fuel, dropping (p. 95) ----------------------------------------------------------


def flicker(carried: Carried, count: int = 1) -> tuple[Carried, bool]:
    """A lit source flickers ``count`` times (p. 95); returns it and whether it went out.

    Policy (p. 95, rules digest §13.2): only lit sources flicker; an unlit one comes back as it
    was. A source that goes out keeps 0 flickers and ``lit`` False.
    """
    if count < 0:
        raise ValueError(f"cannot flicker a light {count!r} times: count is 0 or more")
    if not carried.lit:
        return carried, False
    if carried.flickers is None:
        raise InvariantViolation(f"{carried.item} (uid {carried.uid}) is lit with no flickers")
    left = max(0, carried.flickers - count)
    if left == 0:
        return carried.model_copy(update={"flickers": 0, "lit": False}), True
    return carried.model_copy(update={"flickers": left}), False


def refuel(
    lantern: Carried, flickers: int, source: LightSourceLike | None, fuel: str = "oil"
) -> Carried:
    """Fill a lantern from a flask of ``fuel`` (p. 168): ``flickers`` left, and lit.

    ``source`` is the item's light (None for an item that gives none). Oil gives 4 flickers
    (its ``fuel_flickers``). Policy (the example crawl, p. 104; rules digest §13.2): the flask
    may be poured as the last flicker dies, so the lantern stays lit.
    """
    if source is None or source.fuel != fuel:
        raise IllegalCommand(f"{lantern.item} does not burn {fuel}: only a lantern takes it")
    if flickers < 1:
        raise ValueError(f"a flask of {fuel} gives {flickers!r} flickers: it gives 1 or more")
    return lantern.model_copy(update={"flickers": flickers, "lit": True})


def drop(carried: Carried, source: LightSourceLike, coin: bool) -> tuple[Carried | None, str]:
    """What dropping a light does to it (p. 95), with ``coin`` the caller's 50% flip.

    A lit torch stays lit on heads (``coin`` True) or goes out for good; a candle goes out but
    can be lit again; a lantern shatters (None: Destroyed), lit or not. An unlit torch or
    candle just falls.
    """
    if source.on_drop == "shatter":
        return None, "shatters"
    if not carried.lit:
        return carried, "falls unlit"
    if source.on_drop == "half_out" and coin:
        return carried, "stays lit"
    return douse(carried, source), "goes out"


def douse(carried: Carried, source: LightSourceLike) -> Carried:
    """Put a light out (a gust, water, snuffing it): a source that cannot be relit is spent.

    A candle or lantern keeps its flickers for later; a torch loses them, since one that has
    gone out can hardly be lit again (pp. 95, 166, 169).
    """
    if source.relightable:
        return carried.model_copy(update={"lit": False})
    return carried.model_copy(update={"lit": False, "flickers": 0})


def state(carried: Carried, source: LightSourceLike) -> Literal["lit", "unlit", "spent"]:
    """How a light source stands (p. 95): lit, unlit with flickers left, or spent (none left:
    a torch gone out for good, a candle burnt down, a lantern out of oil)."""
    if carried.lit:
        return "lit"
    left = source.flickers if carried.flickers is None else carried.flickers
    return "unlit" if left > 0 else "spent"


def relight(carried: Carried, source: LightSourceLike) -> Carried:
    """Light a source with flickers left (p. 95): a fresh torch, a snuffed candle or lantern.

    A torch that has gone out cannot be lit again (pp. 95, 166); a spent candle is gone; an
    empty lantern needs oil first.
    """
    if carried.lit:
        raise IllegalCommand(f"{carried.item} is already lit")
    left = source.flickers if carried.flickers is None else carried.flickers
    if left == 0:
        if source.fuel is not None:
            raise IllegalCommand(f"{carried.item} is out of {source.fuel}: fill it first (p. 168)")
        if not source.relightable:
            raise IllegalCommand(f"{carried.item} has gone out and cannot be lit again (p. 95)")
        raise IllegalCommand(f"{carried.item} has burned down: nothing is left to light")
    return carried.model_copy(update={"flickers": left, "lit": True})


def belt_lantern_breaks(inventory: Inventory, items: Mapping[str, ItemLike]) -> tuple[int, ...]:
    """Uids of the lit lanterns tied to this adventurer's belt, which a Wound Destroys (p. 95).

    The wearer is covered in oil. Policy: only a lit lantern tied on to light the way counts; one
    merely stowed on the belt, unlit, is packed away safely.
    """
    found: list[int] = []
    for carried in inventory.belt:
        if carried is None or not carried.lit or carried.uid in found:
            continue
        item = items.get(carried.item)
        if item is not None and BELT_WOUND_TAG in item.tags:
            found.append(carried.uid)
    return tuple(found)


# --- We're doomed! (p. 95) ---------------------------------------------------------------------


def out_of_light(inventories: Iterable[Inventory], items: Mapping[str, ItemLike]) -> bool:
    """Whether the guild is completely out of light (p. 95), given every member's inventory.

    Policy (rules digest §13.3): the guild still has light while anyone holds a lit source, a
    source with flickers left (a fresh torch, a candle stub, a lantern with oil in it), or an
    empty lantern together with a flask of its fuel. Flint and tinder are taken for granted.
    Items missing from ``items`` are ignored.
    """
    things = [carried for inventory in inventories for carried in inventory.things()]
    carried_ids = {carried.item for carried in things}
    for carried in things:
        item = items.get(carried.item)
        source = item.light if item is not None else None
        if source is None:
            continue
        left = source.flickers if carried.flickers is None else carried.flickers
        if carried.lit or left > 0 or (source.fuel is not None and source.fuel in carried_ids):
            return False
    return True


def doomed(card: Card) -> Doom | None:
    """The doom a minor card deals an adventurer lost in the dark (p. 95).

    I–VII eaten by a grue; VIII captured; IX held for ransom by the Olu Gang; X lost in the
    Underworld; Page retires; Knight loses all equipment; Queen may lose each item; King gets
    back mostly whole. Policy (rules digest §36 #7): the Fool is not on the table; None tells
    the caller to draw again.
    """
    if card.deck != "minor":
        raise IllegalCommand(f"We're doomed! reads a minor card, not {card.name!r}")
    if card.is_fool:
        return None
    if card.value <= 7:
        return "eaten"
    dooms: dict[int, Doom] = {
        8: "captured",
        9: "ransom",
        10: "lost",
        11: "retire",
        12: "naked",
        13: "shaken",
        14: "unscathed",
    }
    return dooms[card.value]


def ransom(fame: int) -> int:
    """Gold the Olu Gang asks to free an adventurer: 1,000 per point of guild Fame (p. 95)."""
    if fame < 0:
        raise ValueError(f"guild Fame {fame!r} is never below 0")
    return RANSOM_PER_FAME * fame


def shaken(things: Sequence[Carried], coins: Sequence[bool]) -> tuple[int, ...]:
    """Uids lost on a Queen (p. 95): one 50% flip per carried thing, True meaning lost."""
    if len(coins) != len(things):
        raise ValueError(f"{len(coins)} coins for {len(things)} things: flip one per thing")
    return tuple(carried.uid for carried, lost in zip(things, coins, strict=True) if lost)
