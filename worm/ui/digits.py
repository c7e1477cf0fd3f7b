"""A digit typed in a numbered list acted on (``worm.ui.numbering`` says what the digits name):
the line picked at once, or highlighted while a 0's digits come, or a bell for no such line.
The short lists of ``PickScreen`` and the Wound dialog share it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen
from textual.widgets import OptionList

from worm.ui import numbering


def take(
    screen: Screen[Any], typed: str, count: int, menu: OptionList, pick: Callable[[int], None]
) -> str:
    """Act on the digits ``typed`` so far in a list of ``count`` lines (their ids the numbers);
    what is left waiting for more digits ("" once a line is picked or none could be)."""
    number, done = numbering.typed(typed, count)
    if number is None:
        screen.app.bell()
    elif done:
        pick(number)
    else:
        menu.highlighted = menu.get_option_index(str(number))
    return "" if done else typed
