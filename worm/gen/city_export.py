"""The City of a seed written out (CONTRACTS §1, ``worm city``): a text listing with a small
grid map, JSON (shape in docs/city-format.md) and an SVG map of the cards as laid (p. 294,
"Make the map")."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from worm.content.models import ContentPack
from worm.model.city_map import STEPS, CityMap, Quarter

FORMAT_VERSION = 1
ROLE_WORDS = {"central": "the centre", "core": "core", "sprawl": "sprawl", "constant": "constant"}
CELL = 150  # SVG pixels a district card takes


def bounds(city: CityMap) -> tuple[int, int, int, int]:
    """Least and greatest x and y of the cells laid (the centre counts)."""
    xs = [q.x for q in city.districts] + [0]
    ys = [q.y for q in city.districts] + [0]
    return min(xs), min(ys), max(xs), max(ys)


def card_of(quarter: Quarter) -> str:
    if quarter.suit is None:
        return "no card"
    ranks = {11: "Page", 12: "Knight", 13: "Queen", 14: "King", 1: "Ace"}
    return f"{ranks.get(quarter.value, str(quarter.value))} of {quarter.suit.title()}"


def letters(city: CityMap) -> dict[str, str]:
    """A short mark for each district on the text map: A, B, C… in the order laid."""
    return {q.id: chr(ord("A") + i) for i, q in enumerate(city.districts)}


def grid(city: CityMap) -> list[str]:
    """The map as lines of text: each cell its district's letter, ``*`` the ruler's seat when
    no district holds the centre, ``.`` open ground."""
    x0, y0, x1, y1 = bounds(city)
    marks = letters(city)
    rows = []
    for y in range(y0, y1 + 1):
        row = []
        for x in range(x0, x1 + 1):
            quarter = city.at(x, y)
            row.append(marks[quarter.id] if quarter else "*" if (x, y) == (0, 0) else ".")
        rows.append(" ".join(row))
    return rows


def text(city: CityMap, pack: ContentPack) -> str:
    """The City as a player reads it: ruler, map, districts with what they host, gates."""
    marks = letters(city)
    lines = [
        f"The City of seed {city.seed}",
        f"Central card: {city.central}. Ruler: {city.ruler} (seat: {city.seat}).",
        "",
        *("  " + row for row in grid(city)),
        "",
        f"Districts ({len(city.districts)}):",
    ]
    for quarter in city.districts:
        district = pack.districts[quarter.id]
        what = [*district.actions, *(h.replace("_", " ") for h in district.hosts)]
        lines.append(
            f"  {marks[quarter.id]} {quarter.name} — {card_of(quarter)}, "
            f"{ROLE_WORDS[quarter.role]}, at ({quarter.x}, {quarter.y})"
        )
        lines.append(f"      {district.flavour}")
        lines.append(f"      here: {', '.join(what)}")
    lines.append("Gates:")
    for gate in city.gates:
        name = city.quarter(gate.district)
        assert name is not None
        lines.append(f"  {_numeral(gate.number)}. {gate.name} — {gate.side} side of {name.name}")
    return "\n".join(lines) + "\n"


def _numeral(n: int) -> str:
    return ("I II III IV V VI VII VIII IX X XI XII XIII XIV").split()[n - 1]


def document(city: CityMap, pack: ContentPack) -> dict[str, Any]:
    """The City as plain data (docs/city-format.md)."""
    return {
        "format": "worm-city",
        "version": FORMAT_VERSION,
        "seed": city.seed,
        "central": city.central,
        "ruler": city.ruler,
        "seat": city.seat,
        "districts": [
            {
                "id": q.id,
                "name": q.name,
                "suit": q.suit,
                "value": q.value,
                "role": q.role,
                "x": q.x,
                "y": q.y,
                "page": pack.districts[q.id].page,
                "flavour": pack.districts[q.id].flavour,
                "actions": list(pack.districts[q.id].actions),
                "hosts": list(pack.districts[q.id].hosts),
            }
            for q in city.districts
        ],
        "gates": [
            {"number": g.number, "name": g.name, "district": g.district, "side": g.side}
            for g in city.gates
        ],
    }


def to_json(city: CityMap, pack: ContentPack) -> str:
    return json.dumps(document(city, pack), indent=2, ensure_ascii=False) + "\n"


SUIT_FILL = {
    "swords": "#c9d3dd",
    "pentacles": "#e3d9b8",
    "cups": "#d6c6e0",
    "wands": "#d9e6c8",
    None: "#eeeeee",
}


def svg(city: CityMap) -> str:
    """The cards as laid, one square a district, the gates as dark bars on the outer edges."""
    x0, y0, x1, y1 = bounds(city)
    pad = 30
    width = (x1 - x0 + 1) * CELL + 2 * pad
    height = (y1 - y0 + 1) * CELL + 2 * pad + 30
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="serif">',
        f'<rect width="{width}" height="{height}" fill="#fbf8f0"/>',
        f'<text x="{pad}" y="22" font-size="16">{escape(city.ruler)} rules the City '
        f"(seed {city.seed})</text>",
    ]

    def corner(x: int, y: int) -> tuple[int, int]:
        return pad + (x - x0) * CELL, pad + 30 + (y - y0) * CELL

    if city.at(0, 0) is None:
        cx, cy = corner(0, 0)
        out.append(
            f'<rect x="{cx + 4}" y="{cy + 4}" width="{CELL - 8}" height="{CELL - 8}" '
            'fill="#f4e2a8" stroke="#333"/>'
        )
        out.append(_label(cx, cy, escape(city.seat), "the ruler's seat"))
    for q in city.districts:
        qx, qy = corner(q.x, q.y)
        out.append(
            f'<rect x="{qx + 4}" y="{qy + 4}" width="{CELL - 8}" height="{CELL - 8}" '
            f'fill="{SUIT_FILL[q.suit]}" stroke="#333"/>'
        )
        out.append(_label(qx, qy, escape(q.name), escape(card_of(q))))
    for gate in city.gates:
        quarter = city.quarter(gate.district)
        assert quarter is not None
        gx, gy = corner(quarter.x, quarter.y)
        dx, dy = STEPS[gate.side]
        mx, my = gx + CELL // 2 + dx * (CELL // 2 - 4), gy + CELL // 2 + dy * (CELL // 2 - 4)
        w, h = (30, 8) if dy else (8, 30)
        shift = 18 * (
            sum(
                1
                for g in city.gates
                if g.number < gate.number and (g.district, g.side) == (gate.district, gate.side)
            )
        )
        mx, my = mx + (shift if dy else 0), my + (0 if dy else shift)
        out.append(
            f'<rect x="{mx - w // 2}" y="{my - h // 2}" width="{w}" height="{h}" fill="#222">'
            f"<title>{_numeral(gate.number)}. {escape(gate.name)}</title></rect>"
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _label(x: int, y: int, name: str, under: str) -> str:
    words = name.split()
    half = (len(words) + 1) // 2
    first, second = " ".join(words[:half]), " ".join(words[half:])
    mid = x + CELL // 2
    return (
        f'<text x="{mid}" y="{y + 60}" font-size="13" text-anchor="middle">{first}</text>'
        f'<text x="{mid}" y="{y + 76}" font-size="13" text-anchor="middle">{second}</text>'
        f'<text x="{mid}" y="{y + 100}" font-size="11" text-anchor="middle" '
        f'fill="#555">{under}</text>'
    )
