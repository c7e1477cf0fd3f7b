"""``worm gen --format svg|png``: a picture of a whole Underworld for a person to read.

The picture is drawn from the ``worm gen --format json`` document (``worm.gen.export.document``)
alone, so anything that can load that document can draw it. It has two parts:

* **The table** — each level as a box at its place on the tarot table (row 0 is the surface),
  with its number, card, seed and shape, a flag above the box for a surface entrance, and the
  connections between levels as lines named by their kind (straight when the cards touch,
  bowed when only their values join them; dashed when secret).
* **The maps** — each level's GM map, one small square per tile, with every room's key at its
  middle and the safe rooms, secret rooms, the lord's room and the way in outlined, in a grid of
  columns below the table.

It is plain string building: no drawing library, the same document always gives the same bytes,
and runs of equal tiles are merged into one rectangle (across a row, then down the rows) so a
level costs a few hundred elements, not thousands. :func:`png` hands the SVG to ``cairosvg`` or
``rsvg-convert``, whichever is there; neither is a dependency of worm.
"""

from __future__ import annotations

import html
import math
import shutil
import subprocess
import textwrap
from dataclasses import dataclass
from typing import Any

from worm.arcana import NUMERALS
from worm.errors import WormError

TILE = 7  # pixels per map tile
PAD = 28  # the page's margin
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
CHAR = 0.6  # a generous average glyph width, as a share of the font size, for label boxes
WRAP_CHAR = 0.55  # a closer one, for breaking long lines

# The overview table.
BOX_W, BOX_H = 262, 86
GAP_X, GAP_Y = 132, 96
ROW_LABEL = 92  # room on the left for "the surface", "row 0", "row 1" …

# Where along a connection its label may sit, best first (a share of the way from a to b).
STRAIGHT_SPOTS = (0.5, 0.42, 0.58, 0.36, 0.64)
CURVE_SPOTS = (0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78)

# The maps.
MAP_GAP_X, MAP_GAP_Y = 40, 36
MAP_COLUMNS = 3
MIN_WIDTH = 1400  # the legends' width, so a small Underworld still fits them

# Tile glyph → (CSS class, colour, legend label). Rock (" ") is left undrawn on a dark ground.
TILES: dict[str, tuple[str, str, str]] = {
    "#": ("tw", "#6a635a", "wall"),
    ".": ("tf", "#d8cdb0", "floor"),
    "~": ("ta", "#2f6db0", "deep water"),
    "=": ("tb", "#93602f", "bridge"),
    "+": ("td", "#ee8f1c", "door"),
    "'": ("tp", "#a9c47f", "open passage"),
    "S": ("ts", "#ea3cf7", "secret door"),
    "L": ("tl", "#ee2b2b", "locked door"),
    "<": ("tu", "#5fe35f", "way up"),
    ">": ("tn", "#35c8ff", "way down"),
    "x": ("tk", "#c58fff", "way across"),
    "^": ("te", "#fff23a", "surface entrance"),
    "O": ("to", "#8a8276", "pillar"),
    "Ω": ("tq", "#a9a9d6", "statue"),
    ",": ("tr", "#9a8f78", "rubble"),
    ":": ("tc", "#2a2430", "chasm"),
    "T": ("tt", "#3f9a4a", "tree"),
    "%": ("tv", "#ff6a1a", "lava"),
    '"': ("th", "#6fa6d6", "shallow water"),
}
UNKNOWN = ("tx", "#ff00ff", "unknown")

ENTRANCES = {
    "main": "main surface entrance",
    "known": "known surface entrance",
    "secret": "secret surface entrance",
}

STYLE = f"""
text {{ font-family: {FONT}; fill: #ece5d3; }}
.page {{ fill: #16151b; }}
.h1 {{ font-size: 26px; font-weight: bold; }}
.h2 {{ font-size: 18px; font-weight: bold; fill: #f3d98b; }}
.h3 {{ font-size: 14px; font-weight: bold; }}
.p {{ font-size: 12px; }}
.dim {{ font-size: 11px; fill: #b4ad9c; }}
.mid {{ text-anchor: middle; }}
.end {{ text-anchor: end; }}
.surface {{ stroke: #7d9a4a; stroke-width: 3; }}
.surface-label {{ font-size: 12px; fill: #a9c47f; font-style: italic; }}
.row-label {{ font-size: 12px; fill: #8f897c; }}
.box {{ fill: #2a2833; stroke: #9a917e; stroke-width: 1.5; }}
.box.main {{ stroke: #fff23a; stroke-width: 2.5; }}
.box.deepest {{ stroke: #ff6b5b; stroke-width: 2.5; }}
.box-num {{ font-size: 15px; font-weight: bold; fill: #f3d98b; }}
.box-card {{ font-size: 13px; font-weight: bold; }}
.box-seed {{ font-size: 12px; font-style: italic; fill: #d9d2c0; }}
.box-note {{ font-size: 11px; fill: #b4ad9c; }}
.flag {{ stroke: #fff23a; stroke-width: 2; fill: #fff23a; }}
.flag.known {{ fill: #16151b; }}
.flag.secret {{ stroke: #ea3cf7; fill: #16151b; stroke-dasharray: 3 2; }}
.flag-stem {{ stroke: #fff23a; stroke-width: 2; }}
.flag-stem.secret {{ stroke: #ea3cf7; stroke-dasharray: 3 2; }}
.conn {{ fill: none; stroke: #d7c48e; stroke-width: 2.2; }}
.conn.value {{ stroke: #8fb6d1; stroke-width: 1.6; }}
.conn.secret {{ stroke: #ea3cf7; stroke-dasharray: 7 5; }}
.conn-bg {{ fill: #16151b; stroke: #d7c48e; stroke-width: 1; opacity: 0.92; }}
.conn-bg.value {{ stroke: #8fb6d1; }}
.conn-bg.secret {{ stroke: #ea3cf7; stroke-dasharray: 3 2; }}
.conn-label {{ font-size: 11px; text-anchor: middle; fill: #f0e3bb; }}
.conn-label.value {{ fill: #d3e6f3; }}
.conn-label.secret {{ fill: #f7b4fb; }}
.rock {{ fill: #0b0a0e; stroke: #3a3742; stroke-width: 1; }}
.tiles {{ shape-rendering: crispEdges; }}
{chr(10).join(f".{cls} {{ fill: {colour}; }}" for cls, colour, _ in (*TILES.values(), UNKNOWN))}
.badge {{ stroke: #16151b; stroke-width: 1; }}
.badge.secret {{ fill: #ea3cf7; }}
.badge.locked {{ fill: #ee2b2b; }}
.badge-text {{ font-size: 9px; font-weight: bold; text-anchor: middle; fill: #16151b; }}
.way {{ stroke: #16151b; stroke-width: 1.2; }}
.way.up {{ fill: #5fe35f; }}
.way.down {{ fill: #35c8ff; }}
.way.across {{ fill: #c58fff; }}
.way.entrance {{ fill: #fff23a; }}
.sym {{ stroke: #16151b; stroke-width: 1; }}
.sym.monster {{ fill: #d9412b; }}
.sym.lord {{ fill: #ff9a1f; }}
.sym.treasure {{ fill: #ffd84a; }}
.sym.trap {{ fill: none; stroke: #ff3b3b; stroke-width: 2.4; }}
.sym.feature {{ fill: #7a6cff; }}
.sym.dot {{ fill: #f6efdc; stroke: none; }}
.mark {{ fill: none; stroke-width: 2; }}
.mark.safe {{ stroke: #4fd66b; }}
.mark.secret {{ stroke: #ea3cf7; stroke-dasharray: 5 3; }}
.mark.lord {{ stroke: #ff4b3a; stroke-width: 3; }}
.mark.entry {{ stroke: #fff23a; stroke-dasharray: 2 2; }}
.key-bg {{ fill: #f6efdc; stroke: #4a453c; stroke-width: 0.8; }}
.key-bg.safe {{ fill: #bff3c6; }}
.key-bg.secret {{ fill: #f7c2fb; }}
.key-bg.lord {{ fill: #ffb4a8; }}
.key {{ font-size: 10px; font-weight: bold; fill: #16151b; text-anchor: middle; }}
.key.big {{ font-size: 12px; }}
.swatch {{ stroke: #3a3742; stroke-width: 1; }}
"""


def svg(document: dict[str, Any], *, players: bool = False, level: int | None = None) -> str:
    """The whole Underworld of a ``worm gen`` JSON document, as SVG text; or ``level`` alone,
    large, with its rooms' contents as symbols. ``players``: the players' map (p. 334), what
    the guild knows going in: outlines and keys, no secret room, passage or connection."""
    if level is not None:
        return _one(document, level, players)
    levels = sorted(document["levels"], key=lambda level: level["number"])
    if players:  # the guild knows no secret entrance either
        levels = [_unsecret(level) for level in levels]
    connections = [c for c in document["connections"] if not (players and c["secret"])]
    canvas = _Canvas()

    # Title and origin.
    y: float = PAD + 26
    canvas.text(PAD, y, f"The Underworld of seed {document['seed']}", "h1")
    origin = document.get("origin") or {}
    y += 24
    totals = (document.get("metrics") or {}).get("underworld") or {}
    facts = [
        f"{len(levels)} levels",
        f"{sum(len(level['rooms']) for level in levels)} rooms",
        f"{len(connections)} connections ({sum(1 for c in connections if c['secret'])} secret)",
        f"{sum(1 for level in levels if level.get('surface_entrance'))} surface entrances",
    ]
    if "deepest_distance" in totals:
        steps = totals["deepest_distance"]
        facts.append(f"{steps} connection{'' if steps == 1 else 's'} from level 1 to the deepest")
    canvas.text(PAD, y, " · ".join(facts), "p")
    content = max(_table_size(levels)[0] + ROW_LABEL, _maps_width(levels), MIN_WIDTH)
    summary_lines: list[str] = []
    if origin:
        summary = f"Origin: {origin.get('name', '')}. {origin.get('summary', '')}".strip()
        summary_lines = _wrap(summary, content, 11)
    for line in summary_lines:
        y += 17
        canvas.text(PAD, y, line, "dim")

    # The table.
    y += 44
    canvas.text(PAD, y, "The table", "h2")
    y += 16
    table_top = y + 46  # leaves room for the surface line and the entrance flags
    table_height = _table(canvas, levels, connections, PAD, table_top)
    y = table_top + table_height + 30
    y = _table_legend(canvas, PAD, y)

    # The maps.
    y += 40
    canvas.text(PAD, y, "The levels (players' maps)" if players else "The levels (GM maps)", "h2")
    y += 16
    y = _map_legend(canvas, PAD, y, players)
    y += 24
    y = _marker_legend(canvas, PAD, y, symbols=False, players=players)
    y += 18
    y += _maps(canvas, levels, connections, PAD, y, _View(players=players))
    return canvas.document(int(math.ceil(content + 2 * PAD)), int(math.ceil(y + PAD)))


def _unsecret(level: dict[str, Any]) -> dict[str, Any]:
    """A level as the players' table shows it: a secret surface entrance is not shown."""
    if level.get("surface_entrance") != "secret":
        return level
    return {**level, "surface_entrance": None}


BIG_TILE = 16  # pixels per tile when one level is drawn alone


def _one(document: dict[str, Any], number: int, players: bool) -> str:
    """One level drawn large (``--level N``): header, legends, and the map with symbols."""
    found = [level for level in document["levels"] if level["number"] == number]
    if not found:
        raise WormError(f"--level {number}: there is no level {number} in this Underworld")
    level = _unsecret(found[0]) if players else found[0]
    connections = [c for c in document["connections"] if not (players and c["secret"])]
    canvas = _Canvas()
    width = max(max((len(row) for row in level["tiles"]), default=0) * BIG_TILE, MIN_WIDTH)
    whose = "players' map" if players else "GM map"
    canvas.text(PAD, PAD + 22, f"The Underworld of seed {document['seed']} — {whose}", "h2")
    header = _header(level, connections, width, players)
    y: float = PAD + 40
    y = _map_legend(canvas, PAD, y, players)
    y += 24
    y = _marker_legend(canvas, PAD, y, symbols=not players, players=players)
    y += 18
    map_top = y + len(header) * 16 + 8
    _level(canvas, level, header, PAD, y, map_top, _View(BIG_TILE, players, symbols=True))
    bottom = map_top + len(level["tiles"]) * BIG_TILE
    return canvas.document(int(width + 2 * PAD), int(math.ceil(bottom + PAD)))


def png(svg_text: str) -> bytes:
    """The SVG as PNG bytes, through ``cairosvg`` if importable, else ``rsvg-convert``."""
    try:
        import cairosvg
    except (ImportError, OSError):  # not installed, or installed without the cairo library
        cairosvg = None
    if cairosvg is not None:
        try:
            drawn: bytes = cairosvg.svg2png(bytestring=svg_text.encode("utf-8"))
        except Exception as error:  # whatever breaks inside the converter, say so in one line
            raise WormError(f"cairosvg could not draw the PNG: {error}") from None
        return drawn
    program = shutil.which("rsvg-convert")
    if program is None:
        raise WormError(
            "--format png needs a converter: `uv pip install cairosvg`, or `apt-get install "
            "librsvg2-bin` for rsvg-convert (or write --format svg)"
        )
    try:
        done = subprocess.run(
            [program, "--format", "png"],
            input=svg_text.encode("utf-8"),
            capture_output=True,
            check=False,
        )
    except OSError as error:
        raise WormError(f"cannot run {program}: {error.strerror or error}") from None
    if done.returncode != 0 or not done.stdout:
        reason = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise WormError(
            f"rsvg-convert could not draw the PNG: {reason[0] if reason else done.returncode}"
        )
    return done.stdout


# ---------------------------------------------------------------------------------------------
# The table.


def _table(
    canvas: _Canvas,
    levels: list[dict[str, Any]],
    connections: list[dict[str, Any]],
    left: float,
    top: float,
) -> float:
    """Draw the tarot table (first box at left + ROW_LABEL, top); return its height."""
    rows = max(level["position"][0] for level in levels) + 1
    cols = max(level["position"][1] for level in levels) + 1
    x0 = left + ROW_LABEL
    width, height = _table_size(levels)
    deepest = max(level["number"] for level in levels)

    def corner(level: dict[str, Any]) -> tuple[float, float]:
        row, col = level["position"]
        return x0 + col * (BOX_W + GAP_X), top + row * (BOX_H + GAP_Y)

    def centre(level: dict[str, Any]) -> tuple[float, float]:
        x, y = corner(level)
        return x + BOX_W / 2, y + BOX_H / 2

    # The surface, and a label for each row.
    surface_y = top - 30
    canvas.line(x0 - 10, surface_y, x0 + width + 10, surface_y, "surface")
    canvas.text(x0 - 16, surface_y + 4, "the surface", "surface-label end")
    for row in range(rows):
        label = "row 0" if row == 0 else f"row {row}"
        y = top + row * (BOX_H + GAP_Y) + BOX_H / 2 + 4
        canvas.text(x0 - 16, y, label, "row-label end")
        if row == rows - 1 and rows > 1:
            canvas.text(x0 - 16, y + 15, "(deepest)", "row-label end")

    # Connections under the boxes; their labels above them, where they hide the least.
    by_number = {level["number"]: level for level in levels}
    labels: list[tuple[list[tuple[float, float]], str, str]] = []  # straight ones first
    straight = 0
    canvas.open('<g class="connections">')
    for connection in connections:
        a, b = by_number.get(connection["a"]), by_number.get(connection["b"])
        if a is None or b is None:
            continue
        (ax, ay), (bx, by) = centre(a), centre(b)
        secret = " secret" if connection["secret"] else ""
        shown = connection["kind"] + (" (secret)" if secret else "")
        (ar, ac), (br, bc) = a["position"], b["position"]
        if abs(ar - br) + abs(ac - bc) == 1:
            canvas.line(ax, ay, bx, by, "conn" + secret)
            spots = [(ax + t * (bx - ax), ay + t * (by - ay)) for t in STRAIGHT_SPOTS]
            labels.insert(straight, (spots, shown, secret))
            straight += 1
        else:
            kind = "conn value" + secret
            cx, cy = _bow(
                (ax, ay), (bx, by), (ar, ac, br, bc), cols, connection["a"] + connection["b"]
            )
            canvas.path(f"M{_n(ax)} {_n(ay)} Q{_n(cx)} {_n(cy)} {_n(bx)} {_n(by)}", kind)
            spots = [
                (
                    (1 - t) ** 2 * ax + 2 * t * (1 - t) * cx + t * t * bx,
                    (1 - t) ** 2 * ay + 2 * t * (1 - t) * cy + t * t * by,
                )
                for t in CURVE_SPOTS
            ]
            labels.append(
                (spots, f"{connection['a']}–{connection['b']} {shown}", " value" + secret)
            )
    canvas.close("</g>")

    for level in levels:
        x, y = corner(level)
        entrance = level.get("surface_entrance")
        number = level["number"]
        classes = "box"
        if entrance == "main":
            classes += " main"
        elif number == deepest and len(levels) > 1:
            classes += " deepest"
        canvas.open(f'<g id="box-{number}" class="level-box">')
        if entrance:
            _flag(canvas, x + BOX_W / 2, y, surface_y, entrance)
        canvas.rect(x, y, BOX_W, BOX_H, classes, rx=6)
        card = level["card"]
        numeral = NUMERALS[card] if 0 <= card < len(NUMERALS) else str(card)
        canvas.text(x + 10, y + 20, f"Level {number}", "box-num")
        canvas.text(x + BOX_W - 10, y + 20, numeral, "box-num end")
        canvas.text(x + 10, y + 38, _fit(level["card_name"], BOX_W - 20, 13), "box-card")
        canvas.text(x + 10, y + 55, _fit(level["seed_name"], BOX_W - 20, 12), "box-seed")
        rooms = len(level["rooms"])
        note = f"{level.get('shape', '')} · {level.get('lighting', '')} light · {rooms} rooms"
        canvas.text(x + 10, y + 71, _fit(note, BOX_W - 20, 11), "box-note")
        canvas.close("</g>")
        if entrance:
            canvas.text(
                x + BOX_W / 2 + 14,
                surface_y - 8,
                ENTRANCES.get(entrance, entrance),
                "surface-label",
            )

    taken: list[tuple[float, float, float, float]] = [
        (*corner(level), BOX_W, BOX_H) for level in levels
    ]
    canvas.open('<g class="connection-labels">')
    for spots, shown, extra in labels:
        w, h = len(shown) * 11 * CHAR + 10, 16
        best = min(
            range(len(spots)),
            key=lambda i: (_overlap((spots[i][0] - w / 2, spots[i][1] - 9, w, h), taken), i),
        )
        lx, ly = spots[best]
        taken.append((lx - w / 2, ly - 9, w, h))
        _label(canvas, lx, ly, shown, extra)
    canvas.close("</g>")
    return height


def _table_size(levels: list[dict[str, Any]]) -> tuple[float, float]:
    """The width and height of the table's boxes and gaps, without the row labels."""
    rows = max(level["position"][0] for level in levels) + 1
    cols = max(level["position"][1] for level in levels) + 1
    return cols * BOX_W + (cols - 1) * GAP_X, rows * BOX_H + (rows - 1) * GAP_Y


def _bow(
    a: tuple[float, float],
    b: tuple[float, float],
    where: tuple[int, int, int, int],
    cols: int,
    salt: int,
) -> tuple[float, float]:
    """The control point of a curve from a to b, bowed to one side to pass between the boxes.

    ``where`` is (row of a, column of a, row of b, column of b). A curve along the surface row
    bows down, never up through the surface; one down the first or last column bows inward.
    """
    (ax, ay), (bx, by) = a, b
    ar, ac, br, bc = where
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    side = 1 if salt % 2 == 0 else -1
    if ar == br:  # along a row: into the gap below (or above, except on the surface row)
        nx, ny = 0.0, 1.0
        side = 1 if ar == 0 else side
        offset = BOX_H + GAP_Y + 0.06 * length
    elif ac == bc:  # down a column: into the gap beside
        nx, ny = 1.0, 0.0
        if ac == 0:
            side = 1
        elif ac == cols - 1:
            side = -1
        offset = BOX_W + GAP_X + 0.05 * length
    else:
        nx, ny = -dy / length, dx / length
        offset = min(0.22 * length + 50, 2 * (BOX_W + GAP_X))
    return (ax + bx) / 2 + side * nx * offset, (ay + by) / 2 + side * ny * offset


def _flag(canvas: _Canvas, x: float, top: float, surface_y: float, entrance: str) -> None:
    """A stem from the box up to the surface line, topped with a triangle: an entrance."""
    secret = " secret" if entrance == "secret" else ""
    canvas.line(x, top, x, surface_y, "flag-stem" + secret)
    extra = {"main": "", "known": " known", "secret": " secret"}.get(entrance, " known")
    _triangle(canvas, x - 8, surface_y + 2, "flag" + extra)


def _triangle(canvas: _Canvas, x: float, y: float, cls: str) -> None:
    """A triangle 16 wide and 14 high pointing up, its lower left corner at (x, y)."""
    canvas.path(f"M{_n(x)} {_n(y)} L{_n(x + 8)} {_n(y - 14)} L{_n(x + 16)} {_n(y)} Z", cls)


def _overlap(
    box: tuple[float, float, float, float], taken: list[tuple[float, float, float, float]]
) -> float:
    """How much of ``box`` (x, y, w, h) the rectangles in ``taken`` cover, summed."""
    x, y, w, h = box
    total = 0.0
    for tx, ty, tw, th in taken:
        dx = min(x + w, tx + tw) - max(x, tx)
        dy = min(y + h, ty + th) - max(y, ty)
        if dx > 0 and dy > 0:
            total += dx * dy
    return total


def _label(canvas: _Canvas, x: float, y: float, shown: str, extra: str) -> None:
    w = len(shown) * 11 * CHAR + 10
    canvas.rect(x - w / 2, y - 9, w, 16, "conn-bg" + extra, rx=4)
    canvas.text(x, y + 3.5, shown, "conn-label" + extra)


def _table_legend(canvas: _Canvas, left: float, y: float) -> float:
    """Two lines explaining the table's marks; returns the y below them."""
    canvas.text(left, y + 4, "Legend:", "h3")
    x = left + 76
    lines = (
        ("conn", "a connection between cards that touch, named by its kind"),
        ("conn value", "one made by the cards' values alone: the two levels, then its kind"),
        ("conn secret", "a secret connection"),
    )
    for cls, label in lines:
        if "value" in cls:
            canvas.path(
                f"M{_n(x)} {_n(y + 4)} Q{_n(x + 18)} {_n(y - 10)} {_n(x + 36)} {_n(y + 4)}", cls
            )
        else:
            canvas.line(x, y, x + 36, y, cls)
        canvas.text(x + 44, y + 4, label, "p")
        x += 44 + len(label) * 12 * CHAR + 30
    y += 26
    x = left + 76
    for entrance, label in ENTRANCES.items():
        extra = {"main": "", "known": " known", "secret": " secret"}[entrance]
        _triangle(canvas, x, y + 5, "flag" + extra)
        canvas.text(x + 24, y + 4, label, "p")
        x += 24 + len(label) * 12 * CHAR + 30
    for cls, label in (
        ("box main", "the main entrance's level"),
        ("box deepest", "the deepest level"),
    ):
        canvas.rect(x, y - 9, 28, 16, cls, rx=3)
        canvas.text(x + 36, y + 4, label, "p")
        x += 36 + len(label) * 12 * CHAR + 30
    return y + 14


# ---------------------------------------------------------------------------------------------
# The maps.


def _map_legend(canvas: _Canvas, left: float, y: float, players: bool = False) -> float:
    """Swatches for every tile and every room mark; returns the y below them."""
    x = left
    y += 14
    for glyph, (cls, _, label) in TILES.items():
        if players and glyph == "S":
            continue
        shown = f"{label} ({glyph})"
        step = 17 + len(shown) * 12 * CHAR + 18
        if x + step > left + MIN_WIDTH:  # wrap: the legend stays within the narrowest page
            x, y = left, y + 20
        canvas.rect(x, y - 10, 12, 12, "swatch " + cls)
        canvas.text(x + 17, y, shown, "p")
        x += step
    y += 24
    x = left
    marks = (
        ("safe", "safe room"),
        ("secret", "secret room"),
        ("lord", "the dungeon lord's room"),
        ("entry", "the way in (where the level is entered)"),
    )
    for cls, label in marks[3:] if players else marks:
        canvas.rect(x, y - 11, 22, 14, "mark " + cls)
        canvas.text(x + 30, y, label, "p")
        x += 30 + len(label) * 12 * CHAR + 22
    canvas.text(x, y, "Each key is written in its room, moved aside from a marker.", "dim")
    return y + 6


def _maps(
    canvas: _Canvas,
    levels: list[dict[str, Any]],
    connections: list[dict[str, Any]],
    left: float,
    top: float,
    view: _View,
) -> float:
    """Every level's map in a grid of columns; returns the grid's height."""
    columns = max(1, min(MAP_COLUMNS, len(levels)))
    cell_w = _cell_width(levels)
    headers = [_header(level, connections, cell_w, view.players) for level in levels]
    y = top
    for start in range(0, len(levels), columns):
        row = list(range(start, min(start + columns, len(levels))))
        head_h = max(len(headers[i]) for i in row) * 16 + 8
        map_h = max(levels[i]["height"] for i in row) * TILE
        for slot, i in enumerate(row):
            x = left + slot * (cell_w + MAP_GAP_X)
            _level(canvas, levels[i], headers[i], x, y, y + head_h, view)
        y += head_h + map_h + MAP_GAP_Y
    return y - top


def _cell_width(levels: list[dict[str, Any]]) -> int:
    return max(max((len(row) for row in level["tiles"]), default=0) for level in levels) * TILE


def _maps_width(levels: list[dict[str, Any]]) -> float:
    columns = max(1, min(MAP_COLUMNS, len(levels)))
    return columns * _cell_width(levels) + (columns - 1) * MAP_GAP_X


def _header(
    level: dict[str, Any], connections: list[dict[str, Any]], width: float, players: bool = False
) -> list[tuple[str, str]]:
    """The lines above a level's map, each with its CSS class."""
    card = level["card"]
    numeral = NUMERALS[card] if 0 <= card < len(NUMERALS) else str(card)
    number = level["number"]
    lines = [(f"Level {number} · {numeral} {level['card_name']} — {level['seed_name']}", "h3")]
    facts = [
        f"{level.get('shape', '')}",
        f"{level.get('lighting', '')} light",
        f"{len(level['rooms'])} rooms",
    ]
    if level.get("surface_entrance"):
        facts.append(ENTRANCES.get(level["surface_entrance"], level["surface_entrance"]))
    if level.get("entry_room"):
        facts.append(f"way in {level['entry_room']}")
    if level.get("lord_room") and not players:
        lord = level.get("dungeon_lord") or "the lord"
        facts.append(f"{lord} in {level['lord_room']}")
    for line in _wrap(" · ".join(facts), width, 11):
        lines.append((line, "dim"))
    ways = []
    for c in connections:
        if c["a"] == number:
            here, there, far = c["a_room"], c["b"], c["b_room"]
        elif c["b"] == number:
            here, there, far = c["b_room"], c["a"], c["a_room"]
        else:
            continue
        secret = ", secret" if c["secret"] else ""
        ways.append(f"{here} → level {there} ({c['kind']}{secret}, to {far})")
    if ways:
        for line in _wrap("Ways out: " + "; ".join(ways), width, 11):
            lines.append((line, "dim"))
    return lines


@dataclass(frozen=True, slots=True)
class _View:
    """How a level is drawn: pixels per tile, the players' map or the GM's, room symbols."""

    tile: float = TILE
    players: bool = False
    symbols: bool = False


def _level(
    canvas: _Canvas,
    level: dict[str, Any],
    header: list[tuple[str, str]],
    x: float,
    header_top: float,
    map_top: float,
    view: _View = _View(),
) -> None:
    """One level: its title lines, its tiles, its passage and way markers, its rooms' marks,
    keys and (``view.symbols``) contents."""
    number = level["number"]
    tile = view.tile
    tiles: list[str] = level["player_tiles" if view.players else "tiles"]
    height = len(tiles)
    width = max((len(row) for row in tiles), default=0)
    canvas.open(f'<g id="level-{number}" class="level-map">')
    ty = header_top + 13
    for text, cls in header:
        canvas.text(x, ty, text, cls)
        ty += 16
    canvas.rect(x - 0.5, map_top - 0.5, width * tile + 1, height * tile + 1, "rock")
    canvas.open(f'<g class="tiles" transform="translate({_n(x)} {_n(map_top)}) scale({_n(tile)})">')
    for cls, rects in _tile_rects(tiles):
        canvas.open(f'<g class="{cls}">')
        for rx, ry, rw, rh in rects:
            canvas.raw(f'<rect x="{rx}" y="{ry}" width="{rw}" height="{rh}"/>')
        canvas.close("</g>")
    canvas.close("</g>")
    rooms = [r for r in level["rooms"] if not (view.players and r.get("secret"))]
    entry = level.get("entry_room")
    for room in rooms:
        status = "" if view.players else _status(room)
        rx = x + (room["x"] - 1) * tile
        ry = map_top + (room["y"] - 1) * tile
        rw, rh = (room["w"] + 2) * tile, (room["h"] + 2) * tile
        if status:
            canvas.rect(rx, ry, rw, rh, "mark " + status)
        if room["key"] == entry:
            canvas.rect(rx - 3, ry - 3, rw + 6, rh + 6, "mark entry")
    spots = _markers(canvas, level, x, map_top, view)
    for room in rooms:
        status = "" if view.players else _status(room)
        key = str(room["key"])
        size = 10 if tile <= TILE else 12
        w = len(key) * size * CHAR + 6
        cx, cy = _key_spot(room, spots, w, tile)
        if view.symbols and not view.players:
            _symbols(canvas, room, (x, map_top), (cx, cy), tile)
        cx, cy = x + cx, map_top + cy
        canvas.rect(cx - w / 2, cy - size * 0.7, w, size * 1.3, f"key-bg {status}".strip(), rx=2)
        canvas.text(cx, cy + size * 0.35, key, "key" if size == 10 else "key big")
    canvas.close("</g>")


def _markers(
    canvas: _Canvas, level: dict[str, Any], x: float, top: float, view: _View
) -> list[tuple[float, float]]:
    """One badge per secret or locked passage, halfway along it, and a glyph on each way up
    (a triangle up), way down (a triangle down) and way out to the surface (a star). Returns
    where they stand (tiles from the map's corner) so keys keep clear of them."""
    tile = view.tile
    size = max(tile * 1.3, 9.0)
    spots: list[tuple[float, float]] = []
    hidden = {room["key"] for room in level["rooms"] if view.players and room.get("secret")}
    for passage in level.get("passages", []):
        if not (passage["secret"] or passage["locked"]):
            continue
        if view.players and (passage["secret"] or {passage["a"], passage["b"]} & hidden):
            continue
        mx, my = passage["mid"]
        cx, cy = x + (mx + 0.5) * tile, top + (my + 0.5) * tile
        kind, letter = ("secret", "S") if passage["secret"] else ("locked", "L")
        canvas.rect(cx - size / 2, cy - size / 2, size, size, f"badge {kind}", rx=size / 4)
        canvas.text(cx, cy + size * 0.33, letter, f"badge-text {kind}")
        spots.append((mx + 0.5, my + 0.5))
    for way in level.get("ways", []):
        if view.players and (way["secret"] or way["room"] in hidden):
            continue
        cx, cy = x + (way["x"] + 0.5) * tile, top + (way["y"] + 0.5) * tile
        _glyph(canvas, way["end"], cx, cy, size * 0.62)
        spots.append((way["x"] + 0.5, way["y"] + 0.5))
    return spots


def _glyph(canvas: _Canvas, end: str, cx: float, cy: float, r: float) -> None:
    """A way's glyph centred at (cx, cy), ``r`` from middle to tip."""
    if end == "up":
        points = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    elif end == "down":
        points = [(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx, cy + r)]
    elif end == "across":  # a diamond: neither up nor down
        points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    else:  # the surface: a five-pointed star
        points = [
            (
                cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
    d = "M" + " L".join(f"{_n(px)} {_n(py)}" for px, py in points) + " Z"
    canvas.path(d, f"way {end}")


SYMBOLS = (
    ("lord", "the dungeon lord"),
    ("monster", "denizens"),
    ("trap", "a trap"),
    ("treasure", "treasure"),
    ("feature", "a feature"),
)


def _contents(room: dict[str, Any]) -> list[str]:
    """The symbols a room's contents call for, in the legend's order."""
    found = {
        "lord": bool(room.get("lord")),
        "monster": bool(room.get("denizens")) and not room.get("lord"),
        "trap": bool(room.get("traps")),
        "treasure": bool(room.get("treasure")),
        "feature": bool(room.get("features")),
    }
    return [name for name, _ in SYMBOLS if found[name]]


def _symbols(
    canvas: _Canvas,
    room: dict[str, Any],
    corner: tuple[float, float],
    key: tuple[float, float],
    tile: float,
) -> None:
    """A row of content symbols centred over the room's key (under it if the key sits on the
    room's top row): the key's spot is floor, so the row stays on the room."""
    names = _contents(room)
    step = 1.15 * tile
    kx, ky = key
    y = ky - 1.25 * tile if ky - 1.25 * tile > room["y"] * tile else ky + 1.25 * tile
    for i, name in enumerate(names):
        sx = kx + (i - (len(names) - 1) / 2) * step
        _symbol(canvas, name, corner[0] + sx, corner[1] + y, tile * 0.42)


def _symbol(canvas: _Canvas, name: str, cx: float, cy: float, r: float) -> None:
    if name == "monster":
        canvas.raw(f'<circle class="sym monster" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"/>')
    elif name == "lord":  # a crown
        d = (
            f"M{_n(cx - r)} {_n(cy + r * 0.7)} L{_n(cx - r)} {_n(cy - r * 0.6)} "
            f"L{_n(cx - r * 0.45)} {_n(cy)} L{_n(cx)} {_n(cy - r)} L{_n(cx + r * 0.45)} {_n(cy)} "
            f"L{_n(cx + r)} {_n(cy - r * 0.6)} L{_n(cx + r)} {_n(cy + r * 0.7)} Z"
        )
        canvas.path(d, "sym lord")
    elif name == "treasure":  # a gem
        d = (
            f"M{_n(cx)} {_n(cy - r)} L{_n(cx + r * 0.8)} {_n(cy)} L{_n(cx)} {_n(cy + r)} "
            f"L{_n(cx - r * 0.8)} {_n(cy)} Z"
        )
        canvas.path(d, "sym treasure")
    elif name == "trap":  # a cross
        d = (
            f"M{_n(cx - r)} {_n(cy - r)} L{_n(cx + r)} {_n(cy + r)} "
            f"M{_n(cx + r)} {_n(cy - r)} L{_n(cx - r)} {_n(cy + r)}"
        )
        canvas.path(d, "sym trap")
    else:  # a feature: a ring with a dot
        canvas.raw(f'<circle class="sym feature" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 0.85)}"/>')
        canvas.raw(f'<circle class="sym dot" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 0.3)}"/>')


def _marker_legend(
    canvas: _Canvas, left: float, y: float, *, symbols: bool, players: bool = False
) -> float:
    """The passage badges, way glyphs and (``symbols``) content symbols; returns the y below."""
    x = left
    badges = (
        ("secret", "S", "secret passage (one badge each)"),
        ("locked", "L", "locked passage (one badge each)"),
    )
    for kind, letter, label in badges[1:] if players else badges:
        canvas.rect(x, y - 11, 13, 13, f"badge {kind}", rx=3)
        canvas.text(x + 6.5, y - 0.5, letter, f"badge-text {kind}")
        canvas.text(x + 20, y, label, "p")
        x += 20 + len(label) * 12 * CHAR + 22
    for end, label in (
        ("up", "way up"),
        ("down", "way down"),
        ("across", "way across"),
        ("entrance", "way out to the surface"),
    ):
        _glyph(canvas, end, x + 7, y - 4, 7)
        canvas.text(x + 20, y, label, "p")
        x += 20 + len(label) * 12 * CHAR + 22
    if not symbols:
        return y + 6
    y += 24
    x = left
    for name, label in SYMBOLS:
        _symbol(canvas, name, x + 7, y - 4, 6.5)
        canvas.text(x + 20, y, label, "p")
        x += 20 + len(label) * 12 * CHAR + 22
    canvas.text(x, y, "Symbols sit in a row by the room's key.", "dim")
    return y + 6


def _key_spot(
    room: dict[str, Any], near_spots: list[tuple[float, float]], width: float, tile: float = TILE
) -> tuple[float, float]:
    """Where a room's key goes (pixels from the map's corner): its middle, or a little above or
    below when a marker (a passage badge, a way up, down or out) lies under it."""
    cx = (room["x"] + room["w"] / 2) * tile
    middle = (room["y"] + room["h"] / 2) * tile
    near = [
        (mx * tile, my * tile)
        for mx, my in near_spots
        if room["x"] - 1 <= mx <= room["x"] + room["w"] + 1
        and room["y"] - 1 <= my <= room["y"] + room["h"] + 1
    ]
    low, high = (room["y"] + 0.5) * tile, (room["y"] + room["h"] - 0.5) * tile
    left, right = room["x"] * tile + width / 2, (room["x"] + room["w"]) * tile - width / 2
    spots = [(cx, middle + step * tile) for step in (0, -2, 2, -3, 3, -4, 4)]
    spots = [(x, y) for x, y in spots if low <= y <= high or y == middle]
    spots += [(x, middle) for x in (left, right) if x != cx]
    spots += [(cx, (room["y"] - 0.5) * tile), (cx, (room["y"] + room["h"] + 0.5) * tile)]
    for x, y in spots:
        if all(
            abs(mx - x) > width / 2 + tile * 0.7 or abs(my - y) > 6.5 + tile * 0.7
            for mx, my in near
        ):
            return x, y
    return cx, middle


def _status(room: dict[str, Any]) -> str:
    """The one mark a room gets: the lord's room, else a secret room, else a safe room."""
    if room.get("lord"):
        return "lord"
    if room.get("secret"):
        return "secret"
    if room.get("safe"):
        return "safe"
    return ""


def _tile_rects(tiles: list[str]) -> list[tuple[str, list[tuple[int, int, int, int]]]]:
    """Every drawn tile kind with its rectangles (x, y, w, h in tiles), in a fixed order.

    Runs of one glyph along a row become one rectangle, and a run repeated exactly on the rows
    below grows downward instead of starting again.
    """
    done: dict[str, list[tuple[int, int, int, int]]] = {}
    open_runs: dict[tuple[int, int, str], int] = {}  # (x, length, glyph) → first row
    for y, row in enumerate(tiles):
        runs: dict[tuple[int, int, str], None] = {}  # a dict keeps the order they were found
        x, end = 0, len(row)
        while x < end:
            glyph = row[x]
            stop = x + 1
            while stop < end and row[stop] == glyph:
                stop += 1
            if glyph != " ":
                runs[(x, stop - x, glyph)] = None
            x = stop
        for run in [run for run in open_runs if run not in runs]:
            first = open_runs.pop(run)
            done.setdefault(run[2], []).append((run[0], first, run[1], y - first))
        for run in runs:
            open_runs.setdefault(run, y)
    for run, first in open_runs.items():
        done.setdefault(run[2], []).append((run[0], first, run[1], len(tiles) - first))
    order = list(TILES) + sorted(glyph for glyph in done if glyph not in TILES)
    result = []
    for glyph in order:
        if glyph in done:
            cls = TILES.get(glyph, UNKNOWN)[0]
            result.append((cls, sorted(done[glyph], key=lambda r: (r[1], r[0]))))
    return result


# ---------------------------------------------------------------------------------------------
# Helpers.


class _Canvas:
    """The SVG body as a list of strings, indented by nesting for a readable file."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.depth = 1

    def raw(self, element: str) -> None:
        self.parts.append("  " * self.depth + element)

    def open(self, element: str) -> None:
        self.raw(element)
        self.depth += 1

    def close(self, element: str) -> None:
        self.depth -= 1
        self.raw(element)

    def text(self, x: float, y: float, text: str, cls: str) -> None:
        if not text:
            return
        self.raw(
            f'<text class="{cls}" x="{_n(x)}" y="{_n(y)}">{html.escape(text, quote=False)}</text>'
        )

    def rect(self, x: float, y: float, w: float, h: float, cls: str, rx: float = 0) -> None:
        at = f'x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"'
        corner = f' rx="{_n(rx)}"' if rx else ""
        self.raw(f'<rect class="{cls}" {at}{corner}/>')

    def path(self, d: str, cls: str) -> None:
        self.raw(f'<path class="{cls}" d="{d}"/>')

    def line(self, x1: float, y1: float, x2: float, y2: float, cls: str) -> None:
        self.raw(f'<line class="{cls}" x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}"/>')

    def document(self, width: int, height: int) -> str:
        head = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">',
            f"  <title>{html.escape('The Underworld — worm gen', quote=False)}</title>",
            f"  <style>{html.escape(STYLE, quote=False)}  </style>",
            f'  <rect class="page" x="0" y="0" width="{width}" height="{height}"/>',
        ]
        return "\n".join([*head, *self.parts, "</svg>"]) + "\n"


def _n(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros, always the same text."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` broken into lines that fit ``width`` pixels at font ``size`` (roughly)."""
    columns = max(10, int(width / (size * WRAP_CHAR)))
    return textwrap.wrap(text, columns, break_on_hyphens=False) or [""]


def _fit(text: str, width: float, size: float) -> str:
    """``text`` cut with an ellipsis if it would not fit ``width`` pixels at font ``size``."""
    columns = max(4, int(width / (size * CHAR)))
    return text if len(text) <= columns else text[: columns - 1].rstrip() + "…"


__all__ = ["png", "svg"]
