"""The map: a ScrollView on Textual's Line API with one cached Strip per row (ARCHITECTURE,
Terminal UI). After a move only the rows whose cells changed are rebuilt and refreshed; a Static
redrawn from markup would redo every cell of every row (bench/ui.py compares the two).
"""

from __future__ import annotations

import numpy as np
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.filter import ANSIToTruecolor, LineFilter
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from worm.engine.session import Game
from worm.ui import cells, themes

Box = tuple[int, int, int, int]
"""A room's tiles with its walls: left, top, right, bottom (inclusive)."""


def _room_box(game: Game) -> Box | None:
    """The guild's room with the walls around it, or None between rooms."""
    if game.room < 0:
        return None
    r = game.plan.level.map.rooms[game.room]
    return r.x - 1, r.y - 1, r.x + r.w, r.y + r.h


class MapView(ScrollView, can_focus=True, inherit_bindings=False):
    """The guild's map of the level it is on, lit as it sees it now."""

    DEFAULT_CSS = """
    MapView { background: $background; scrollbar-size: 1 1; }
    """

    class Clicked(Message):
        """The player clicked a map cell (level coordinates)."""

        def __init__(self, x: int, y: int) -> None:
            super().__init__()
            self.x, self.y = x, y

    def __init__(
        self,
        *,
        theme: str = themes.DEFAULT,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.painter = cells.Painter()
        self._codes: np.ndarray | None = None
        self._frame: cells.Frame | None = None
        self._rows: dict[int, Strip] = {}
        self._palette = themes.palette(theme)
        self._truecolor = _truecolor(self._palette)
        self.depth = 0
        self.at: tuple[int, int] | None = None  # where the guild stood when last shown
        self.origin = (0, 0)  # the level's (x, y) at the view's top-left, unknown rows cut
        self.rows_built = 0  # rows rebuilt since start (for tests and the benchmark)

    # --- what to show ---------------------------------------------------------------------

    def set_theme(self, theme: str) -> None:
        self._palette = themes.palette(theme)
        self._truecolor = _truecolor(self._palette)
        self._rows.clear()
        self.refresh()

    def show(self, game: Game) -> list[int]:
        """Paint the game as it is now; refresh only rows that changed. Returns their indexes."""
        frame = self.painter.frame(game)
        codes = frame.row_codes()
        self._frame = frame
        self.at = game.pos
        height, width = codes.shape
        if self._codes is None or self._codes.shape != codes.shape or self.depth != game.depth:
            self._codes = codes
            self._rows.clear()
            self.depth = game.depth
            self.origin = (-1, -1)  # placed anew below
            changed = list(range(height))
        else:
            changed = np.flatnonzero((codes != self._codes).any(axis=1)).tolist()
            self._codes = codes
            for row in changed:
                self._rows.pop(row, None)
            for first, count in _runs(changed):  # one refresh a run: each costs a dirty region
                self.refresh_lines(first - self.origin[1], count)
        self._place()
        room = _room_box(game)
        if self.scrollable_content_region.width > 0:
            self.follow(game.pos, room)
        else:  # not laid out yet: follow once it is
            self.call_after_refresh(self.follow, game.pos, room)
        return changed

    def _place(self) -> None:
        """Where the level starts in the view: where a level fits the view's height, the
        unknown rows above what the guild knows are left out (issue 19: at 200×60 the
        map sat at the bottom under an empty block)."""
        if self._frame is None:
            return
        known = self._frame.glyphs != ord(" ")
        height, width = known.shape
        origin = (0, 0)  # columns are kept: beside a wide map the log's width must not change
        if known.any() and 0 < height <= self.scrollable_content_region.height:
            origin = (0, int(np.flatnonzero(known.any(axis=1))[0]))
        if origin != self.origin:
            self.origin = origin
            self.virtual_size = Size(width - origin[0], height - origin[1])
            self.refresh()

    def on_resize(self, event: events.Resize) -> None:
        """A new size: the guild back in the middle of the view, once it is laid out."""
        if self._frame is not None:
            self.call_after_refresh(self._place)
        if self.at is not None:
            self.call_after_refresh(self.centre)

    def centre(self) -> None:
        """Scroll so that the guild stands in the middle of the view (as near as the map's
        edges allow)."""
        width, height = self.scrollable_content_region.size
        if self.at is None or width <= 0 or height <= 0:
            return
        x, y = self.at[0] - self.origin[0], self.at[1] - self.origin[1]
        self.scroll_to(max(0, x - width // 2), max(0, y - height // 2), animate=False)

    def follow(self, at: tuple[int, int], room: Box | None = None) -> None:
        """Keep the guild in view with a margin, scrolling only when it nears the edge, and
        the whole of its room, walls and all, when the view is big enough to hold it."""
        width, height = self.scrollable_content_region.size
        if width <= 0 or height <= 0:
            return
        margin_x, margin_y = min(10, width // 4), min(5, height // 4)
        ox, oy = self.origin
        x, y = at[0] - ox, at[1] - oy
        sx, sy = self.scroll_offset
        new_x = min(max(sx, x - width + 1 + margin_x), max(0, x - margin_x))
        new_y = min(max(sy, y - height + 1 + margin_y), max(0, y - margin_y))
        if room is not None:  # issue 19: at 80×24 the room's top was cut after a step north
            left, top, right, bottom = room[0] - ox, room[1] - oy, room[2] - ox, room[3] - oy
            if right - left < width:
                new_x = max(0, min(max(new_x, right - width + 1), left))
            if bottom - top < height:
                new_y = max(0, min(max(new_y, bottom - height + 1), top))
        if (new_x, new_y) != (sx, sy):
            self.scroll_to(new_x, new_y, animate=False)

    # --- Line API -------------------------------------------------------------------------

    def get_line_filters(self) -> list[LineFilter]:
        """The app's line filters, less the one turning ANSI colours into true colours when
        every cell is drawn in true colours already, none dim (the palette's, and the
        background's where a scroll bar's gutter pads a row): on the map's rows it would copy
        each changed row unchanged, a fifth of what a changed row costs (issue 19, Speed).
        The others (no colour, monochrome, dimming) still apply."""
        filters = list(super().get_line_filters())
        if self._truecolor and all(c.ansi is None for c in self.background_colors):
            return [f for f in filters if not isinstance(f, ANSIToTruecolor)]
        return filters

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        scroll_x, row = scroll_x + self.origin[0], y + scroll_y + self.origin[1]
        width = self.scrollable_content_region.width
        if self._frame is None or row >= self._frame.glyphs.shape[0]:
            return Strip.blank(width, self._palette[0])
        strip = self._rows.get(row)
        if strip is None:
            strip = self._rows[row] = self._build(row)
        return strip.crop_extend(scroll_x, scroll_x + width, self._palette[0])

    def _build(self, row: int) -> Strip:
        """One row as a few Segments: consecutive cells of one style share a Segment."""
        assert self._frame is not None
        self.rows_built += 1
        glyphs = self._frame.glyphs[row]
        styles = self._frame.styles[row].tolist()
        text = (
            glyphs.view(f"<U{len(glyphs)}")[0]
            if glyphs.flags.c_contiguous
            else "".join(map(chr, glyphs.tolist()))
        )
        palette = self._palette
        segments = []
        start = 0
        for i in range(1, len(styles) + 1):
            if i == len(styles) or styles[i] != styles[start]:
                segments.append(Segment(text[start:i], palette[styles[start]]))
                start = i
        return Strip(segments, len(styles))

    # --- the mouse ------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        scroll_x, scroll_y = self.scroll_offset
        offset = event.get_content_offset(self)
        if offset is None:
            return
        ox, oy = self.origin
        self.post_message(self.Clicked(offset.x + scroll_x + ox, offset.y + scroll_y + oy))

    def cell_region(self, x: int, y: int) -> Region:
        scroll_x, scroll_y = self.scroll_offset
        return Region(x - scroll_x - self.origin[0], y - scroll_y - self.origin[1], 1, 1)


def _truecolor(palette: list[Style]) -> bool:
    """Whether every style of a palette is in true colours and none dim: what the ANSI filter
    leaves as it is."""
    return all(
        (style.color is None or style.color.triplet is not None)
        and (style.bgcolor is None or style.bgcolor.triplet is not None)
        and not style.dim
        for style in palette
    )


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted row indexes as (first, count) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][0] + runs[-1][1] == row:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((row, 1))
    return runs
