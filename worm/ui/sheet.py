"""The character sheet screen (pp. 20–33): one adventurer at a time — attributes, Resolve, XP,
motifs, quest, talents, tongues, conditions, Bonds, what they carry — and a page for the guild
itself (its name, Fame, marching order, deeds). Tab and the arrows turn the pages.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.engine.session import Game
from worm.text import narrate
from worm.ui import hanging


def sheet_text(game: Game, who: str) -> Text:
    """One adventurer's sheet, each heading in bold."""
    a = game.guild.adventurer(who)
    words = narrate.sheet(a, game.pack, game.guild.role(who), game.guild, width=None)
    text = Text()
    first, *rest = words.splitlines()
    text.append(first + "\n", style="bold")
    for line in rest:
        label, colon, value = line.partition(": ")
        if colon and label.strip() and len(label.strip().split()) <= 4:
            text.append(label + colon, style="bold")
            text.append(value + "\n")
        else:
            text.append(line + "\n")
    return text


def guild_text(game: Game) -> Text:
    """The guild's own page: the roster's head, its fame and the kinds it has slain (the
    roster without the sheets that follow them)."""
    roster = narrate.roster(game.guild, game.pack)
    first = game.guild.adventurers[0]
    sheet = narrate.sheet(first, game.pack, game.guild.role(first.id), game.guild)
    return Text(roster.split("\n\n" + sheet, 1)[0])


class SheetScreen(ModalScreen[None]):
    """The guild's sheets, one page each; the first is the guild's own."""

    BINDINGS = [
        Binding("tab,right", "turn(1)", "Next"),
        Binding("shift+tab,left", "turn(-1)", "Previous"),
        Binding("escape,enter,q,i", "close", "Close"),
    ]

    def __init__(self, game: Game, who: str | None = None) -> None:
        super().__init__()
        self.game = game
        self.pages: list[str | None] = [None, *(a.id for a in game.guild.in_marching_order())]
        self.page = self.pages.index(who) if who is not None and who in self.pages else 1

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="sheet-dialog"):
            yield Static("", classes="title", id="sheet-title")
            with VerticalScroll():
                yield Static("", id="sheet")
            yield Static(
                "Tab or → the next sheet · ← the one before · Escape closes", classes="hint"
            )

    def on_mount(self) -> None:
        self.show()

    def shown(self) -> Text:
        who = self.pages[self.page]
        return guild_text(self.game) if who is None else sheet_text(self.game, who)

    def show(self) -> None:
        who = self.pages[self.page]
        name = "The guild" if who is None else self.game.guild.adventurer(who).name
        heading = f"Sheet: {name} ({self.page + 1} of {len(self.pages)})"
        self.query_one("#sheet-title", Static).update(heading)
        self.query_one("#sheet", Static).update(hanging.Hung(self.shown()))

    def action_turn(self, by: int) -> None:
        self.page = (self.page + by) % len(self.pages)
        self.show()

    def action_close(self) -> None:
        self.dismiss(None)
