"""Toasts that do not pile up (issue 19, point 11): one copy of a message, at most a few at once.

A refused key pressed five times used to raise five identical toasts, and at 80×24 they covered
the log and the map. ``keep_few`` drops any toast already saying the same thing and the oldest
beyond ``MOST``, before the new one is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.notifications import Notification, Notifications

MOST = 2
"""How many toasts may be on screen at once."""


def keep_few(shown: Notifications, new: Notification, drop: Callable[[Notification], None]) -> None:
    """Drop the toasts the same as ``new`` and the oldest beyond ``MOST - 1``, before ``new``."""
    for old in list(shown):
        if (old.message, old.title) == (new.message, new.title):
            drop(old)
    extra = len(shown) - (MOST - 1)
    for old in sorted(shown, key=lambda toast: toast.raised_at)[: max(extra, 0)]:
        drop(old)
