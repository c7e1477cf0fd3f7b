"""The Crawl's side panel names the keys of what the guild does besides walking (issue 19,
point 5): light, use, drop, tend, a door, what the room holds, the inventory, sheets, legend.

The footer has room for the walking keys only; these are read from the screen's live bindings,
so a keymap file's keys are the ones shown.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.screen import Screen

HINTS = (
    (("light", "light"), ("use", "use"), ("drop", "drop"), ("tend", "tend")),
    (("door", "doors"), ("act", "act on what is here")),
    (("inventory", "inventory"), ("guild", "sheets"), ("legend", "legend")),
)
"""One line each: what is carried, what the room holds, the screens to read."""


def live_keys(screen: Screen[Any]) -> dict[str, str]:
    """Binding id → the first key shown for it, as the footer would draw it."""
    found: dict[str, str] = {}
    for key, active in screen.active_bindings.items():
        binding: Binding = active.binding
        if binding.id and binding.id not in found:
            found[binding.id] = screen.app.get_key_display(Binding(key, binding.action))
    return found


def hint(screen: Screen[Any]) -> Text:
    """ "Keys: L light · U use · …", a line to a group, for the bindings live on ``screen``."""
    live = live_keys(screen)
    text = Text("Keys\n", style="bold")
    for group in HINTS:
        parts = [(live[i], words) for i, words in group if i in live]
        for n, (key, words) in enumerate(parts):
            text.append(key, style="bold")
            text.append(f" {words}" + (" · " if n < len(parts) - 1 else "\n"))
    text.rstrip()
    return text
