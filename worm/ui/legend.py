"""The map's legend (docs/ui.md, "The map"): every glyph and each of the five lights, drawn
in the colours of the theme in use, so what the map shows can be read off it.
"""

from __future__ import annotations

import re

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.ui import cells, hanging, themes

LIGHTS = (
    (cells.UNKNOWN, " ", "unknown: not on the guild's map"),
    (
        cells.OUTLINE,
        " ",
        "outline: on the map the guild carries (p. 90), never seen; walls, "
        "doors, ways and room keys are drawn",
    ),
    (cells.REMEMBERED, "·", "remembered: seen before, out of sight now"),
    (cells.DIM, ".", "dim: in sight, beyond half the light's reach (p. 94)"),
    (cells.BRIGHT, ".", "bright: in sight, within half the light's reach"),
)
WORDS = re.compile(r"[a-z]")
GLYPHS = (
    ("guild", "@", "the guild"),
    ("creature", "&", "creatures the guild faces"),
    ("wall", "#", "wall (a secret door looks like rock until found)"),
    ("door", "+", "door"),
    ("locked", "L", "locked door: open, pick or force it (p. 88)"),
    ("passage", "'", "open passage"),
    ("water", "~", "water"),
    ("bridge", "=", "bridge"),
    ("pillar", "O", "pillar: blocks the way and the view"),
    ("statue", "Ω", "statue: blocks the way, not the view"),
    ("rubble", ",", "rubble, walked over"),
    ("chasm", ":", "chasm: no way across but a bridge"),
    ("tree", "T", "trees: walked among, seen past no further"),
    ("lava", "%", "lava"),
    ("shallows", '"', "shallow water, waded"),
    ("up", "<", "way up"),
    ("down", ">", "way down"),
    ("across", "x", "way across, to a level beside this one"),
    ("entrance", "^", "way out"),
    ("key", "101", "a room's key: 'g' goes there"),
)


def words_at(row: str) -> int:
    """Where a row's words begin, after its swatch or its three glyphs: a long row's further
    lines hang under them."""
    found = WORDS.search(row)  # no glyph is a small letter; every row's words start with one
    return found.start() if found else 0


def legend_text(theme: str) -> Text:
    """The lights, then the glyphs, each drawn as the map draws it under ``theme``."""
    palette = themes.palette(theme)
    floor = cells.KINDS.index("floor")
    text = Text()
    text.append("Lights: the floor in each\n", style="bold")
    for light, glyph, words in LIGHTS:
        shown = glyph if light != cells.OUTLINE else " "
        text.append("  ")
        text.append(f" {shown} ", style=palette[cells.style_id(floor, light)])
        text.append(f"  {words}\n")
    text.append("\nWhat the map shows: bright, dim and remembered\n", style="bold")
    for kind, glyph, words in GLYPHS:
        index = cells.KINDS.index(kind)
        text.append("  ")
        for light in (cells.BRIGHT, cells.DIM, cells.REMEMBERED):
            text.append(f"{glyph:>3}", style=palette[cells.style_id(index, light)])
        text.append(f"  {words}\n")
    return text


class LegendScreen(ModalScreen[None]):
    """Every glyph and light of the map, in the theme's colours."""

    BINDINGS = [Binding("escape,enter,q,K", "close", "Close")]

    def __init__(self, theme: str) -> None:
        super().__init__()
        self.theme_name = theme

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="legend-dialog"):
            yield Static("The map's legend", classes="title")
            with VerticalScroll():
                yield Static(hanging.Hung(legend_text(self.theme_name), at=words_at), id="legend")
            yield Static("Escape closes", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
