"""A screen that has just come up takes no key for a moment (play-test 19, 8): keys typed for
the screen before it (``o`` pressed twice in the Crawl, a digit as a fight ended) must not act
on a parley or a Challenge nobody has seen yet. Dialogs (``worm.ui.prompts``) take the same
moment."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App
from textual.message import Message

SETTLE = 0.3
"""Seconds a screen or dialog takes no key after it comes up: quicker than anyone reads it and
answers, slower than a held key repeats."""


def ready_at(app: App[Any]) -> float:
    """When a screen coming up now starts to take keys, on the clock keys are stamped by: the
    app's ``settle`` if set, else ``SETTLE`` in a terminal and none headless (Pilot presses
    keys on purpose)."""
    chosen = getattr(app, "settle", None)
    if isinstance(chosen, float | int):
        wait = float(chosen)
    else:
        wait = 0.0 if app.is_headless else SETTLE
    return Message().time + wait


def drop_early(event: events.Key, ready: float) -> None:
    """Drop a key typed before the screen was up, or in the moment after."""
    if event.time < ready:
        event.stop()
        event.prevent_default()
