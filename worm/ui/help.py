"""The help screen, written from the live bindings of the screen it was opened over, so it
always shows the keys a keymap file gave (issue 7)."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from worm.ui import keymap as keys

ABOUT = (
    "worm plays His Majesty the Worm alone: you lead the guild, the automated GM runs the "
    "Underworld. Walk with the arrows, vi-keys or the numpad; each room you pass into is a "
    "watch and a Meatgrinder draw. ':' takes any command of the text game ('help' there lists "
    "them), 'w' explains the last ruling with its page, 'm' opens the whole log."
)

HUMAN = {
    "pick": "Choose the line with that number",
    "cursor_up": "Move the highlight up",
    "cursor_down": "Move the highlight down",
    "select": "Choose the highlighted line",
    "select_cursor": "Choose the highlighted line",
    "first": "To the first line",
    "last": "To the last line",
    "page_up": "A page up",
    "page_down": "A page down",
    "close": "Close this",
    "cancel": "Close this",
}
"""Human words for the widgets' own keys worth telling (issue 19, point 10); the rest of
Textual's keys (scrolling sideways, focus, copying) are left out of the help."""


def _words(binding: Binding) -> str | None:
    """What a binding not in the keymap does, in words, or None when help should not list it."""
    action = binding.action.partition("(")[0]
    if action in HUMAN:
        return HUMAN[action]
    if binding.show and binding.description:
        return binding.description
    return None


def rows(screen: Screen[object]) -> list[tuple[str, str, str]]:
    """(keys, what it does, where) for every binding live on ``screen``, one row per binding:
    the game's keys first, then those of the widget in focus (a list's arrows, Textual's own)."""
    app = screen.app
    found: dict[tuple[str, str], list[str]] = {}
    order: list[tuple[str, str]] = []
    for key, active in screen.active_bindings.items():
        binding: Binding = active.binding
        if binding.system:
            continue  # Textual's own (focus, copy): not the game's keys
        spec = keys.BY_ID.get(binding.id or "")
        description = spec.description if spec else _words(binding)
        if description is None:
            continue  # Textual's scrolling and focus keys, not the game's
        where = spec.screen if spec else "here"
        row = (description, where)
        if row not in found:
            found[row] = []
            order.append(row)
        shown = app.get_key_display(Binding(key, binding.action))
        if shown not in found[row]:
            found[row].append(shown)
    game_first = sorted(order, key=lambda row: row[1] == "here")  # the widgets' own keys last
    return [(" ".join(found[row]), row[0], row[1]) for row in game_first]


class HelpScreen(ModalScreen[None]):
    """Every key live on the screen below, and a few words on how the game goes."""

    BINDINGS = [Binding("escape,question_mark,q,f1", "close", "Close")]

    def __init__(self, below: Screen[object]) -> None:
        super().__init__()
        self.below = below

    def compose(self) -> ComposeResult:
        table = Table(box=None, expand=True, show_header=True, header_style="bold")
        table.add_column("keys", no_wrap=True)
        table.add_column("does")
        table.add_column("where", style="dim")
        for shown, description, where in rows(self.below):
            table.add_row(shown, description, where)
        with Vertical(classes="dialog", id="help-dialog"):
            yield Static("Help", classes="title")
            with VerticalScroll():
                yield Static(Text(ABOUT))
                yield Static(table)
            yield Static(
                "Keys come from ~/.config/worm/keymap.toml or --keymap FILE "
                "(ids in docs/ui.md). Escape closes.",
                classes="hint",
            )

    def action_close(self) -> None:
        self.dismiss(None)
