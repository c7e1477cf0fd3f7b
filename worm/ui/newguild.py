"""A new guild after one is lost (play-test 19): key n at game over asks how, and where.

A player who lost a guild most often wants another go at the same Underworld, so the same
seed comes first: a quick guild that starts at once, or one made step by step. A new
Underworld (the title screen, with a random seed) is the third choice; Escape goes back to
the game-over dialog."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

HOW = ("quick", "create", "elsewhere")
"""The answers: a quick guild here, one made step by step here, or a new Underworld."""


class NewGuildScreen(ModalScreen[str | None]):
    """How to make the new guild, and in which Underworld."""

    BINDINGS = [
        Binding("n", "choose('quick')", "Quick guild", show=False),
        Binding("c", "choose('create')", "Step by step", show=False),
        Binding("r", "choose('elsewhere')", "New Underworld", show=False),
        Binding("escape", "choose('')", "Back"),
    ]
    DEFAULT_CSS = """
    NewGuildScreen OptionList { height: auto; }
    """

    def __init__(self, seed: int, size: int) -> None:
        super().__init__()
        self.seed, self.guild_size = seed, size

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="new-guild"):
            yield Static("A new guild", classes="title")
            yield Static(
                f"The same Underworld (seed {self.seed}) waits as it was made, fresh from "
                "the start, for a new guild; or try another."
            )
            yield OptionList(
                Option(f"n  Quick guild of {self.guild_size} in the same Underworld", id="quick"),
                Option("c  Step by step in the same Underworld", id="create"),
                Option("r  A new Underworld: the title, a random seed", id="elsewhere"),
            )
            yield Static("Enter or a key chooses · Escape goes back", classes="hint")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_choose(self, how: str) -> None:
        self.dismiss(how or None)
