"""Step 2 of Appendix E: lay out the Underworld with the major arcana (pp. 332–333).

Draw K major cards. The lowest holds the main entrance (level 1); every other card I–V is a
surface dungeon with an entrance of its own, known or secret; the highest is the deepest level;
the rest lie between. Levels connect when their cards lie next to each other on the table, when
their values are sequential, or when one value divides the other.

The book leaves some choices open (rules digest Appendix E §1.2, points 1–8). Each is a field of
:class:`LayoutSettings`, and ``docs/gen-format.md`` explains the defaults. The same object carries
what a tester of the generator may force on every level (a shape, the cards, room counts, the
loop rate and the share of secret doors): ``worm gen --settings FILE.toml`` and its flags,
checked by ``worm.gen.settings``. These are plain frozen records: ``worm gen`` imports no
pydantic (``worm.gen.plain``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from itertools import combinations
from typing import Any, Literal, NamedTuple

import numpy as np

from worm.errors import WormError
from worm.gen.maps import Shape

Rule = Literal["adjacent", "sequential", "divisible"]
Entrance = Literal["main", "known", "secret"]
SURFACE_MAX = 5  # p. 332: cards I–V reach the surface
MOST_ROOMS = 40  # the most rooms a tester may ask of one level
# How two levels are joined (p. 333: "explicitly define" it). Levels touching on the table get
# physical ways down or across; levels joined only by their values get the strange ones.
VERTICAL_KINDS = ("stairs", "shaft", "elevator", "ladder", "waterfall")
ACROSS_KINDS = ("tunnel", "cavern", "bridge", "river")
DISTANT_KINDS = ("teleporter", "river", "cavern", "portal", "mine cart")


@dataclass(frozen=True)
class LayoutSettings:
    """Where the book is open, the choice made (see docs/gen-format.md).

    A plain record, so that ``worm gen`` imports no pydantic: what a tester types is checked
    by ``worm.gen.settings`` (ranges, the cards, the rooms) before it is made into one."""

    levels: int = 5  # p. 332: at least three (3–21); five is good
    one_divides_all: bool = False  # Ambiguous (§1.2.4): I divides every card; off by default
    diagonal_adjacent: bool = False  # Ambiguous (§1.2.3): does "next to" include diagonals?
    tier_width: int = 2  # middle cards per row of the table (1–21)
    secret_entrance_share: float = 0.5  # p. 332, step 4 (0–1)
    secret_connection_share: float = 0.2  # (0–1)
    # What a tester may force on every level (docs/gen-format.md, "Settings"). None leaves
    # each level to its dungeon seed and the generator's own rates, and is left out of the
    # JSON's ``settings``, so an Underworld made without them is the same to the byte.
    shape: Shape | None = None  # every level in this shape, whatever its seed says
    cards: tuple[int, ...] | None = None  # the major cards laid, instead of drawn (p. 332)
    rooms: tuple[int, int] | None = None  # rooms per level, low and high (inclusive)
    loop_rate: float | None = None  # extra pathways per room (0–1)
    secret_share: float | None = None  # secret doors (0–1); None: 0.25

    def as_dict(self, *, exclude_none: bool = False) -> dict[str, Any]:
        """The settings by name, in field order (``exclude_none``: without those not set)."""
        found = {f.name: getattr(self, f.name) for f in fields(self)}
        return {k: v for k, v in found.items() if v is not None} if exclude_none else found


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Slot(NamedTuple):
    """One dungeon on the table: its level number, card and place (row 0 = the surface)."""

    number: int  # from 1
    card: int  # I–XXI
    position: tuple[int, int]  # (row, col)
    surface_entrance: Entrance | None = None


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Connection(NamedTuple):
    """A way between two levels: why they connect, what it is, and whether it is hidden."""

    a: int  # level numbers, a < b
    b: int
    rules: tuple[Rule, ...]  # at least one
    kind: str
    secret: bool = False


@dataclass(frozen=True)
class Layout:
    """The Underworld's levels and connections, as step 2 lays them out."""

    settings: LayoutSettings
    levels: tuple[Slot, ...]
    connections: tuple[Connection, ...]

    def __post_init__(self) -> None:
        numbers = [slot.number for slot in self.levels]
        if numbers != list(range(1, len(numbers) + 1)):
            raise ValueError(f"levels must be numbered 1..{len(numbers)} in order, got {numbers}")

    def level(self, number: int) -> Slot:
        return self.levels[number - 1]

    def neighbours(self, number: int, *, known_only: bool = False) -> list[int]:
        found = []
        for c in self.connections:
            if known_only and c.secret:
                continue
            if number in (c.a, c.b):
                found.append(c.b if c.a == number else c.a)
        return sorted(found)


def rules_between(a: Slot, b: Slot, settings: LayoutSettings) -> tuple[Rule, ...]:
    """Which of the three connection rules join two dungeons (p. 333)."""
    found: list[Rule] = []
    (ra, ca), (rb, cb) = a.position, b.position
    dr, dc = abs(ra - rb), abs(ca - cb)
    if (dr + dc == 1) or (settings.diagonal_adjacent and dr == 1 and dc == 1):
        found.append("adjacent")
    if abs(a.card - b.card) == 1:
        found.append("sequential")
    low, high = sorted((a.card, b.card))
    if high % low == 0 and (low > 1 or settings.one_divides_all):
        found.append("divisible")
    return tuple(found)


def _place(cards: list[int], settings: LayoutSettings) -> list[tuple[int, tuple[int, int]]]:
    """Steps 2–6: (card, position) in level order — entrance, other surface, middle, deepest."""
    cards = sorted(cards)
    entrance, deepest = cards[0], cards[-1]
    # Ambiguous (§1.2.1): "perpendicular" to the entrance card — the other I–V cards lie beside
    # it in the surface row. The deepest card always goes below, even when it is itself ≤ V.
    surface = [entrance] + [c for c in cards[1:-1] if c <= SURFACE_MAX]
    middle = [c for c in cards[1:-1] if c not in surface]
    placed = [(card, (0, col)) for col, card in enumerate(surface)]
    # Ambiguous (§1.2.3): the middle cards go in value order, ``tier_width`` to a row.
    for index, card in enumerate(middle):
        placed.append((card, (1 + index // settings.tier_width, index % settings.tier_width)))
    last_row = 1 + (len(middle) + settings.tier_width - 1) // settings.tier_width
    placed.append((deepest, (last_row, 0)))
    return placed


def _kind(a: Slot, b: Slot, rules: tuple[Rule, ...], rng: np.random.Generator) -> str:
    if "adjacent" in rules:
        options = VERTICAL_KINDS if a.position[0] != b.position[0] else ACROSS_KINDS
    else:
        options = DISTANT_KINDS
    return options[int(rng.integers(len(options)))]


def _connected(numbers: list[int], edges: list[tuple[int, int]]) -> bool:
    if not numbers:
        return True
    seen, frontier = {numbers[0]}, [numbers[0]]
    while frontier:
        here = frontier.pop()
        for a, b in edges:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in seen:
                    seen.add(y)
                    frontier.append(y)
    return seen == set(numbers)


def generate(rng: np.random.Generator, settings: LayoutSettings | None = None) -> Layout:
    """Steps 1–7 of p. 332 from the ``layout`` stream: draw, place, open entrances, connect."""
    settings = settings or LayoutSettings()
    cards = [int(v) + 1 for v in rng.permutation(21)[: settings.levels]]
    if settings.cards is not None:  # forced: the draw above still happens, so every later
        cards = list(settings.cards)  # draw (entrances, kinds, secrets) is the one it would be
    slots = []
    for number, (card, position) in enumerate(_place(cards, settings), start=1):
        entrance: Entrance | None = None
        if number == 1:
            entrance = "main"
        elif position[0] == 0:  # step 4: traversable and known, or sealed and secret
            entrance = "secret" if rng.random() < settings.secret_entrance_share else "known"
        slots.append(Slot(number=number, card=card, position=position, surface_entrance=entrance))
    connections: list[Connection] = []
    for a, b in combinations(slots, 2):
        rules = rules_between(a, b, settings)
        if rules:
            kind = _kind(a, b, rules, rng)
            connections.append(Connection(a=a.number, b=b.number, rules=rules, kind=kind))
    connections = _hide_some(connections, [s.number for s in slots], rng, settings)
    layout = Layout(settings=settings, levels=tuple(slots), connections=tuple(connections))
    if not _connected([s.number for s in slots], [(c.a, c.b) for c in layout.connections]):
        raise WormError(f"layout of cards {sorted(cards)} is not connected: a generator bug")
    return layout


def _hide_some(
    connections: list[Connection],
    numbers: list[int],
    rng: np.random.Generator,
    settings: LayoutSettings,
) -> list[Connection]:
    """Make some connections secret, never one the known routes need to reach every level."""
    result = list(connections)
    for index in rng.permutation(len(result)):
        if rng.random() >= settings.secret_connection_share:
            continue
        trial = result[:index] + result[index + 1 :]
        known = [(c.a, c.b) for c in trial if not c.secret]
        if _connected(numbers, known):
            result[index] = result[index]._replace(secret=True)
    return result
