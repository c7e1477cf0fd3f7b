"""The two looks of the terminal game: the default and a high-contrast one (issue 7).

A theme is Textual's (panels, borders, the footer) plus our map palette: a colour for each kind
of cell in each of the five lights (``worm.ui.cells``). Colour never carries meaning alone:
lights differ by glyph too, and every message has a word-tag before it.
"""

from __future__ import annotations

from rich.style import Style
from textual.theme import Theme

from worm.ui import cells

DEFAULT, HIGH_CONTRAST = "worm", "worm-high-contrast"

THEMES = {
    DEFAULT: Theme(
        name=DEFAULT,
        primary="#c8a35a",
        secondary="#7a8fa6",
        accent="#d9734e",
        warning="#e0b040",
        error="#d04a3a",
        success="#6aa84f",
        foreground="#d8d2c4",
        background="#141210",
        surface="#1d1a17",
        panel="#2a2520",
        dark=True,
    ),
    HIGH_CONTRAST: Theme(
        name=HIGH_CONTRAST,
        primary="#ffff00",
        secondary="#00ffff",
        accent="#ff00ff",
        warning="#ffff00",
        error="#ff5555",
        success="#00ff00",
        foreground="#ffffff",
        background="#000000",
        surface="#000000",
        panel="#1a1a1a",
        dark=True,
    ),
}

# Colours per kind in (outline, remembered, dim, bright); the unknown light shows nothing.
_DEFAULT = {
    "rock": ("#141210",) * 4,
    "wall": ("#4a4238", "#5e564c", "#8a7f70", "#c9bda8"),
    "floor": ("#3a342c", "#4d463d", "#7d7464", "#d8cdb5"),
    "water": ("#1f3a57", "#2a4a6a", "#3f6f9f", "#6aa8e0"),
    "bridge": ("#4a3a2a", "#5e4a36", "#8c6c4a", "#c99a62"),
    "door": ("#5a4420", "#6e5428", "#a8802e", "#e6b450"),
    "secret": ("#5a4420", "#6e5428", "#a8802e", "#e6b450"),
    "locked": ("#6a2e24", "#7e3a2c", "#b8503a", "#f07050"),
    "up": ("#4a5a6a", "#5e6e7e", "#8fa6bd", "#cfe6ff"),
    "down": ("#4a5a6a", "#5e6e7e", "#8fa6bd", "#cfe6ff"),
    "entrance": ("#4a6a4a", "#5e7e5e", "#8fbd8f", "#cfffcf"),
    "passage": ("#3a342c", "#4d463d", "#7d7464", "#d8cdb5"),
    "pillar": ("#4a4238", "#5e564c", "#8a7f70", "#c9bda8"),
    "statue": ("#4a4a58", "#5c5c6e", "#8a8aa4", "#c8c8e6"),
    "rubble": ("#3a342c", "#4d463d", "#7d7464", "#b0a48c"),
    "chasm": ("#0e0c10", "#16131a", "#2a2430", "#4a4050"),
    "tree": ("#1f3a22", "#2a4a2e", "#3f7a46", "#6ac070"),
    "lava": ("#5a1a08", "#7a240c", "#c04010", "#ff7a20"),
    "shallows": ("#2a4050", "#34526a", "#4f86b0", "#8ac0ea"),
    "across": ("#4a5a6a", "#5e6e7e", "#8fa6bd", "#cfe6ff"),
    "key": ("#8a7a5a", "#9a8a68", "#c8b48a", "#f0dcaa"),
    "guild": ("#ffd75f",) * 4,
    "creature": ("#ff5f5f",) * 4,
}
_HIGH = {
    "rock": ("#000000",) * 4,
    "wall": ("#808080", "#a0a0a0", "#d0d0d0", "#ffffff"),
    "floor": ("#606060", "#808080", "#c0c0c0", "#ffffff"),
    "water": ("#0060ff", "#0080ff", "#00a0ff", "#00ffff"),
    "bridge": ("#a06000", "#c08000", "#e0a000", "#ffc000"),
    "door": ("#c0a000", "#e0c000", "#ffe000", "#ffff00"),
    "secret": ("#c0a000", "#e0c000", "#ffe000", "#ffff00"),
    "locked": ("#ff0000", "#ff2020", "#ff4040", "#ff6060"),
    "up": ("#00c0c0", "#00e0e0", "#00ffff", "#a0ffff"),
    "down": ("#00c0c0", "#00e0e0", "#00ffff", "#a0ffff"),
    "entrance": ("#00c000", "#00e000", "#00ff00", "#a0ffa0"),
    "passage": ("#606060", "#808080", "#c0c0c0", "#ffffff"),
    "pillar": ("#808080", "#a0a0a0", "#d0d0d0", "#ffffff"),
    "statue": ("#8080c0", "#a0a0e0", "#c0c0ff", "#e0e0ff"),
    "rubble": ("#606060", "#808080", "#c0c0c0", "#ffffff"),
    "chasm": ("#202020", "#303030", "#404040", "#606060"),
    "tree": ("#00a000", "#00c000", "#00e000", "#60ff60"),
    "lava": ("#c04000", "#e06000", "#ff8000", "#ffa040"),
    "shallows": ("#0060c0", "#0080e0", "#00a0ff", "#80d0ff"),
    "across": ("#00c0c0", "#00e0e0", "#00ffff", "#a0ffff"),
    "key": ("#ffff00", "#ffff00", "#ffff00", "#ffff00"),
    "guild": ("#ffffff",) * 4,
    "creature": ("#ff00ff",) * 4,
}
_BACKGROUND = {DEFAULT: "#141210", HIGH_CONTRAST: "#000000"}


def palette(theme: str) -> list[Style]:
    """A rich Style for every style id (``cells.style_id``), for the given theme name."""
    colours = _HIGH if theme == HIGH_CONTRAST else _DEFAULT
    background = _BACKGROUND.get(theme, _BACKGROUND[DEFAULT])
    styles = [Style(bgcolor=background)] * cells.STYLES
    for kind_index, kind in enumerate(cells.KINDS):
        for light in range(1, len(cells.LIGHTS)):
            colour = colours[kind][light - 1]
            bold = light == cells.BRIGHT and kind in (
                "guild",
                "creature",
                "key",
                "door",
                "up",
                "down",
                "across",
                "entrance",
                "locked",
            )
            styles[cells.style_id(kind_index, light)] = Style(
                color=colour, bgcolor=background, bold=bold
            )
    return styles
