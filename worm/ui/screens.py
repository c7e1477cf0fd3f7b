"""The screens not needed for the first frame, each imported the first time it is shown.

The Crawl opens a quick game and the title opens the rest, so neither waits for the Camp, the
City and its Market, the Challenge, character creation or game over to be imported (a tenth of
a second of the first frame; issue 19, Speed: ``bench/startup.py``). The parley's module comes
with the Crawl all the same, which borrows its small ``PickScreen``. Every import below is made
inside its function for that reason, and only that one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import Screen

if TYPE_CHECKING:
    from worm.saves.replay import Replay
    from worm.ui.driver import Driver
    from worm.ui.title import TitleScreen


def title(seed: int, size: int) -> TitleScreen:
    """The title: new guild, continue, seeds (``worm.ui.title``)."""
    from worm.ui import title as shown  # lazy: not in a quick game's first frame

    return shown.TitleScreen(seed, size)


def replay(played: Replay) -> Screen[Any]:
    """A saved game played back (``worm.ui.replay``)."""
    from worm.ui.replay import ReplayScreen  # lazy: only ``worm replay`` shows it

    return ReplayScreen(played)


def pick(title: str, options: list[tuple[str, str]], note: str = "") -> Screen[str | None]:
    """A small choice with a title (``worm.ui.parley.PickScreen``)."""
    from worm.ui.parley import PickScreen  # lazy: not in the first frame

    return PickScreen(title, options, note=note)


def phase(wanted: str, driver: Driver) -> Screen[Any] | None:
    """The screen of a phase shown over the Crawl, or None for one without its own."""
    from worm.ui import ending  # lazy, as all here: shown only when the game gets there
    from worm.ui.camp import CampScreen
    from worm.ui.challenge import ChallengeScreen
    from worm.ui.city import CityScreen
    from worm.ui.parley import ParleyScreen

    if wanted == "challenge":
        return ChallengeScreen(driver)
    if wanted == "parley":
        return ParleyScreen(driver)
    if wanted == "camp":
        return CampScreen(driver)
    if wanted == "over":
        return ending.OverScreen(driver)
    if wanted == "city":
        return CityScreen(driver)
    return None
