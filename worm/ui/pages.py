"""A page of plain words laid out for the width it is shown at: lists such as ``:help`` keep
their columns, a line too long for the page going on under its own column, never cut; other
lines hang their further lines two deeper than themselves (``worm.ui.hanging``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from rich.console import Console, ConsoleOptions
from rich.segment import Segment
from rich.text import Text

from worm.ui import hanging

COLUMN = re.compile(r"^\s*\S.*?\S? {2,}(?=\S)")  # a term, two spaces or more, then its words
WIDE = 68  # a page with longer lines than this asks for a wider dialog


class Page:
    """Rich renderable: each line wrapped between words to the width given, its further lines
    set under the column its words began at (a term, then two spaces or more)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        width = max(1, options.max_width)
        for line in self.text.splitlines() or [""]:
            yield from self._wrap(line, width, console)

    @staticmethod
    def _wrap(line: str, width: int, console: Console) -> Iterator[Segment]:
        found = COLUMN.match(line)  # under its column, or else its indent and two more
        at = found.end() if found else len(line) - len(line.lstrip(" ")) + hanging.HANG
        if at > width * 3 // 5:  # too deep a column for the page: only the indent hangs
            at = min(width * 3 // 5, len(line) - len(line.lstrip(" ")) + hanging.HANG)
        for part in hanging.line(Text(line), width, at=at):
            yield from part.render(console)
            yield Segment.line()

    @property
    def wide(self) -> bool:
        """Whether the page has lines longer than a plain dialog's width."""
        return any(len(line) > WIDE for line in self.text.splitlines())
