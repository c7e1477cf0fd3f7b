"""Appendix D's City (pp. 290–294), laid out from the campaign seed on its own stream.

1. *The central power* (p. 291): one card at the centre; a face card puts its district in
   charge, any other card only its suit, which names the ruler.
2. *The core districts* (p. 292): four cards above, right of, below and left of it.
3. *The sprawl* (p. 292): next to each core district, as many more cards as its suit asks —
   Swords none, Pentacles one, Cups two, Wands three.
4. *The constants* (p. 293): the Grey, the Omphalic Market and the Ossuary, "wherever you
   wish" — our choice: the Market as near the centre as room allows (the wise call it the
   City's heart), the Grey on the southern edge (the City sits at the head of a delta), the
   Ossuary on any free edge the stream picks.
5. *The gates* (p. 291): most outer-ring districts have one; the fourteen are dealt round the
   outer edges clockwise from the north, spread as evenly as the edges allow (an edge takes a
   second gate only when the City has fewer than fourteen).

Cards come from the 56 suited minor cards (the Fool places no district) shuffled on the stream
``gen:city``, so play never moves the City and the City never moves play. A district is always
laid on a free cell that touches the City along a side, so the map is one piece with no
overlap, and between 7 and 20 districts: 4 core, up to 12 in the sprawl, a face card's at the
centre, and the 3 constants.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np

from worm import rng as streams
from worm import tarot
from worm.content.districts import District, Service
from worm.content.models import ContentPack
from worm.model.city_map import STEPS, CityMap, Gate, Quarter, Role, Side
from worm.tarot import Suit

STREAM = "gen:city"
CORE: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))  # above, right, below, left
SPRAWL = {"swords": 0, "pentacles": 1, "cups": 2, "wands": 3}  # p. 292
GATES = 14
Cell = tuple[int, int]


def generate(seed: int, pack: ContentPack) -> CityMap:
    """The City of ``seed`` (pp. 290–294): the same seed and pack give the same City."""
    rng = streams.stream(seed, STREAM)
    deck = [card for card in tarot.MINOR_CARDS if not card.is_fool]
    cards = iter([deck[int(i)] for i in rng.permutation(len(deck))])
    by_card = {(d.suit, d.value): d for d in pack.districts.values() if not d.constant}
    laid: list[Quarter] = []
    taken: set[Cell] = {(0, 0)}

    def lay(district: District, role: Role, cell: Cell) -> Quarter:
        quarter = Quarter(district.id, district.name, district.suit, district.value, role, *cell)
        laid.append(quarter)
        taken.add(cell)
        return quarter

    central = next(cards)
    assert central.suit is not None
    if central.value > 10:  # a face card: that institution rules (p. 291)
        ruling = lay(by_card[(central.suit, central.value)], "central", (0, 0))
        ruler, seat = ruling.name, ruling.name
    else:
        power = pack.city.ruler_of(central.suit)
        ruler, seat = power.name, power.seat
    core = [lay(by_card[_suited(next(cards))], "core", cell) for cell in CORE]
    for quarter in core:
        assert quarter.suit is not None
        for _ in range(SPRAWL[quarter.suit]):
            cell = _next_to(rng, taken, (quarter.x, quarter.y))
            lay(by_card[_suited(next(cards))], "sprawl", cell)
    lay(pack.districts["omphalic_market"], "constant", _next_to(rng, taken, (0, 0)))
    lay(pack.districts["the_grey"], "constant", _southmost(rng, taken))
    edge = sorted(_edge(taken))
    lay(pack.districts["ossuary"], "constant", edge[int(rng.integers(len(edge)))])
    return CityMap(
        seed=seed,
        central=central.name,
        ruler=ruler,
        seat=seat,
        districts=tuple(laid),
        gates=_gates(pack.city.gates, laid, taken),
    )


def _suited(card: tarot.Card) -> tuple[Suit | None, int]:
    assert card.suit is not None
    return card.suit, card.value


def _edge(taken: set[Cell]) -> Iterator[Cell]:
    """Free cells that touch the City along a side."""
    seen: set[Cell] = set()
    for x, y in taken:
        for dx, dy in STEPS.values():
            cell = (x + dx, y + dy)
            if cell not in taken and cell not in seen:
                seen.add(cell)
                yield cell


def free_cells(taken: set[Cell]) -> list[Cell]:
    """The free cells that touch a City laid on ``taken`` along a side (where a district may
    be added, Appendix D, p. 292)."""
    return list(_edge(taken))


def _pick(rng: np.random.Generator, cells: list[Cell]) -> Cell:
    cells.sort()
    return cells[int(rng.integers(len(cells)))]


def _next_to(rng: np.random.Generator, taken: set[Cell], near: Cell) -> Cell:
    """A free cell on the City's edge as close to ``near`` as any (p. 292, "next to")."""
    edge = list(_edge(taken))
    best = min(abs(x - near[0]) + abs(y - near[1]) for x, y in edge)
    return _pick(rng, [c for c in edge if abs(c[0] - near[0]) + abs(c[1] - near[1]) == best])


def _southmost(rng: np.random.Generator, taken: set[Cell]) -> Cell:
    """A free edge cell as far south as any, nearest the middle: where the Grey runs out."""
    edge = list(_edge(taken))
    key = max((y, -abs(x)) for x, y in edge)
    return _pick(rng, [c for c in edge if (c[1], -abs(c[0])) == key])


def _gates(names: tuple[str, ...], laid: list[Quarter], taken: set[Cell]) -> tuple[Gate, ...]:
    """The fourteen gates (p. 291), I–XIV clockwise from the north over the outer edges."""
    sites: list[tuple[float, Quarter, Side]] = []
    for quarter in laid:
        for side, (dx, dy) in STEPS.items():
            if (quarter.x + dx, quarter.y + dy) not in taken:
                px, py = quarter.x + dx / 2, quarter.y + dy / 2
                turn = math.atan2(px, -py) % math.tau  # clockwise from north
                sites.append((round(turn, 9), quarter, side))
    sites.sort(key=lambda s: (s[0], s[1].x, s[1].y, s[2]))
    n = len(sites)
    picks = [i * n // GATES for i in range(GATES)] if n >= GATES else [i % n for i in range(GATES)]
    return tuple(
        Gate(number, name, sites[i][1].id, sites[i][2])
        for number, (name, i) in enumerate(zip(names, picks, strict=True), start=1)
    )


def where(city: CityMap, pack: ContentPack, action: str) -> Quarter | None:
    """The district of ``city`` where ``action`` is done: a special City Action's own district
    (p. 296) if this City has it, else the first district laid that is a home for the standard
    action or service (``hosts`` in districts.toml); the constants host every standard one, so
    only a special action of a district this City lacks finds none."""
    wanted = action.strip().lower()
    for quarter in city.districts:
        district = pack.districts[quarter.id]
        if any(a.lower() == wanted for a in district.actions):
            return quarter
    for quarter in city.districts:
        if wanted in pack.districts[quarter.id].hosts:
            return quarter
    return None


def hosts(pack: ContentPack, quarter: Quarter) -> tuple[Service, ...]:
    return pack.districts[quarter.id].hosts
