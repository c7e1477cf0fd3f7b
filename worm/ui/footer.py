"""The footer: the keys a player always needs first, then the screen's own (issue 19, point 3).

Textual's footer lists the screen's keys and then the app's, so at 80 columns the Crawl's row
ended at ``i Guild`` and never reached help, the log, why or the command line. ``KeyFooter``
puts those four first; the screen's own keys follow as far as the width allows.

It is one widget drawing one line of text, where Textual's footer mounts a widget per key:
a hundred of them on the Crawl, whose styling cost a fifth of a second before the first frame
(issue 19, Speed; ``bench/startup.py``). A click on a key presses it, as on Textual's.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import RenderResult
from textual.screen import Screen
from textual.widget import Widget

FIRST = ("app.help", "app.messages", "app.why", "app.command")
"""The actions of ``?``, ``m``, ``w`` and ``:``, in the order they are shown."""
DISABLED = Style(dim=True)


class Shown(NamedTuple):
    """One key as the footer shows it: what is pressed, drawn how, doing what."""

    key: str
    display: str
    description: str
    action: str
    enabled: bool


class KeyFooter(Widget):
    """One line of keys: help, the log, why and the command line first, then the screen's."""

    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeyFooter > .footer-key--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyFooter > .footer-key--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """
    COMPONENT_CLASSES = {"footer-key--key", "footer-key--description"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._spans: list[tuple[int, int, str]] = []  # (start, end, key) of each key shown

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if self.is_attached and screen is self.screen:
            self.refresh()

    def keys(self) -> list[Shown]:
        """The keys shown, in order: one per action, the first four first."""
        by_action: dict[str, Shown] = {}
        idle = getattr(self.screen, "idle", None)  # keys that work but can do nothing now
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if enabled and idle is not None and idle(binding.action):
                enabled = False  # drawn dim, and a press still answers why not
            if binding.show and binding.action not in by_action:
                display = self.app.get_key_display(binding)
                by_action[binding.action] = Shown(
                    binding.key, display, binding.description, binding.action, enabled
                )
        first = [by_action[a] for a in FIRST if a in by_action]
        return first + [k for k in by_action.values() if k.action not in FIRST]

    def render(self) -> RenderResult:
        return self.line()

    def line(self) -> Text:
        """The footer's line: each key, then what it does (crossed by the width, not wrapped)."""
        key_style = self.get_component_rich_style("footer-key--key")
        words_style = self.get_component_rich_style("footer-key--description")
        text = Text(no_wrap=True, overflow="crop", end="")
        spans: list[tuple[int, int, str]] = []
        for shown in self.keys():
            start = len(text)
            dim = Style() if shown.enabled else DISABLED
            text.append(f" {shown.display} ", style=key_style + dim)
            if shown.description:
                text.append(f"{shown.description} ", style=words_style + dim)
            spans.append((start, len(text), shown.key))
        self._spans = spans
        return text

    def key_at(self, x: int) -> str | None:
        """The key drawn at column ``x`` of the footer, if any."""
        return next((key for start, end, key in self._spans if start <= x < end), None)

    def on_click(self, event: events.Click) -> None:
        key = self.key_at(event.x)
        if key is not None:
            self.app.simulate_key(key)
