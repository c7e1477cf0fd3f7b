"""The footer that shows the keys a player always needs first (issue 19, point 3).

Textual's footer lists the screen's keys and then the app's, so at 80 columns the Crawl's row
ended at ``i Guild`` and never reached help, the log, why or the command line. ``KeyFooter``
puts those four first; the screen's own keys follow as far as the width allows.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # Textual keeps the key widget private

FIRST = ("app.help", "app.messages", "app.why", "app.command")
"""The actions of ``?``, ``m``, ``w`` and ``:``, in the order they are shown."""


class KeyFooter(Footer):
    """A footer with help, the log, why and the command line before the screen's own keys."""

    def compose(self) -> ComposeResult:
        shown = list(super().compose())
        first = sorted(
            (w for w in shown if isinstance(w, FooterKey) and w.action in FIRST),
            key=lambda w: FIRST.index(w.action),
        )
        yield from first
        yield from (w for w in shown if w not in first)
