"""The message log as the player reads it: each message word-wrapped to the log's own width,
its tag in a column of its own, and every message wrapped again when the width changes.

Textual's ``RichLog`` renders a line once, at the width it had then (and never narrower than
its ``min_width``, 78 columns): in a narrower log the end of a long message was cut off, and a
resize left old lines at their old width. This log keeps the messages themselves and lays them
out again whenever its width changes, so no word is ever cut and no message is ever lost.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from rich.console import Console
from rich.segment import Segment, Segments
from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog

from worm.ui import hanging, panels
from worm.ui.driver import Message

INDENT = 6  # the tag's column: "FIGHT " (see panels.message_line)
NARROWEST = 12  # below this many columns of text the tag column is given up for the words


def flow(message: Message, width: int, console: Console) -> list[Text]:
    """The message as lines of at most ``width`` cells: broken between words (a word longer
    than a whole line is folded), the lines after the first indented under the tag."""
    line = panels.message_line(message)
    if width - INDENT < NARROWEST:  # too narrow for a column: tag and words wrap together
        lines = list(line.wrap(console, max(1, width), overflow="fold"))
    else:  # the shared wrapping of the panes: never inside a card's name (worm.ui.hanging)
        lines = hanging.lines(line, width, at=INDENT)
    for part in lines:
        part.rstrip()
    return lines or [line]


class FlowLog(RichLog):
    """A log of messages that re-wraps to its width (see the module's docstring).

    ``keep`` bounds how many messages it holds (the newest); None keeps them all."""

    def __init__(self, *, keep: int | None = None, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=1, auto_scroll=True)
        self.kept: deque[Message] = deque(maxlen=keep)
        self.flowed_at = 0  # the width the lines were last laid out at; 0 before it is known
        self.following = True  # showing the newest line: a re-wrap keeps it in view

    def add(self, messages: Iterable[Message]) -> None:
        """Put messages at the end of the log."""
        new = list(messages)
        self.kept.extend(new)
        if self.flowed_at:
            self._lay(new)
        if self.flowed_at and self.kept.maxlen and len(self.lines) > 4 * self.kept.maxlen:
            self.reflow()  # the oldest have gone from ``kept``; let their lines go too

    def replace(self, messages: Iterable[Message]) -> None:
        """Show these messages instead of those shown so far."""
        self.kept.clear()
        self.clear()
        self.add(messages)

    def reflow(self) -> None:
        """Lay every kept message out again at the log's present width."""
        width = self.scrollable_content_region.width
        if width <= 0:
            return
        self.flowed_at = width
        following = self.following or not self.lines
        self.clear()
        self._lay(self.kept, scroll=following)

    def _lay(self, messages: Iterable[Message], *, scroll: bool | None = None) -> None:
        """Write the messages' lines as one block of segments: wrapped here, once."""
        console, segments = self.app.console, list[Segment]()
        for message in messages:
            for line in flow(message, self.flowed_at, console):
                segments += line.render(console)
                segments.append(Segment.line())
        if segments:
            self.write(Segments(segments), width=self.flowed_at, scroll_end=scroll)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.following = new_value >= self.max_scroll_y  # scrolled back: stay there

    def on_resize(self, event: Resize) -> None:
        if event.size.width and self.scrollable_content_region.width != self.flowed_at:
            self.reflow()  # before the first, RichLog holds the lines until its own handler
