"""Helpers shared by the terminal game's tests."""

from __future__ import annotations

from typing import Any

from textual.app import App


def told(app: App[Any]) -> list[str]:
    """Every notice ``app`` shows from now on, kept: a toast leaves ``app._notifications`` when
    its few seconds are up, which a test slowed by a busy machine (or a core shared by
    pytest-xdist's workers) may take before it looks."""
    kept: list[str] = []
    notify = app.notify

    def keep(message: str, *args: Any, **kwargs: Any) -> None:
        kept.append(message)
        notify(message, *args, **kwargs)

    app.notify = keep  # type: ignore[method-assign]
    return kept


async def past_windows(pilot: Any, game: Any, tries: int = 4) -> None:
    """Pass the interrupt windows a player's guild is asked in before a guild-mate's action
    (Counsel, Quick!, a brace: p. 114), so the action waiting goes on."""
    for _ in range(tries):
        if game.challenge is None or game.challenge.step != "interrupt":
            return
        await pilot.press("p")
        await pilot.pause()
