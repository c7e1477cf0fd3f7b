"""A screen that has just come up takes no key for a moment (play-test 19, 8): keys typed for
the screen before it (``o`` pressed twice in the Crawl, a digit as a fight ended) must not act
on a parley or a Challenge nobody has seen yet (``ARRIVAL``). Dialogs (``worm.ui.prompts``)
take a shorter moment (``SETTLE``)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App
from textual.message import Message

SETTLE = 0.3
"""Seconds a dialog takes no key after it comes up: quicker than anyone reads it and answers,
slower than a held key repeats."""

ARRIVAL = 1.0
"""Seconds a parley or a fight takes no key after it comes up. Longer than a dialog's moment:
it comes up unasked in the middle of exploring, while the player still presses the Crawl's keys
at a walking pace (play-test s15: ``o`` pressed again to explore opened the parley's Offer)."""

QUICK_HEADLESS = True
"""Headless, screens and dialogs take keys at once (Pilot presses keys on purpose); a test of
the moments themselves turns this off."""


def ready_at(app: App[Any], wait: float = SETTLE) -> float:
    """When a screen coming up now starts to take keys, on the clock keys are stamped by: the
    app's ``settle`` if set, else ``wait`` in a terminal and none headless."""
    chosen = getattr(app, "settle", None)
    if isinstance(chosen, float | int):
        wait = float(chosen)
    elif app.is_headless and QUICK_HEADLESS:
        wait = 0.0
    return Message().time + wait


def drop_early(event: events.Key, ready: float) -> None:
    """Drop a key typed before the screen was up, or in the moment after."""
    if event.time < ready:
        event.stop()
        event.prevent_default()
