"""Dialogs: the GM's choices, a failed test to push or let stand, quitting,
typing a command, the full message log, and a page of words (why, the guild)."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from worm.engine import commands as cmd
from worm.ui.common import Host, host
from worm.ui.driver import CATEGORIES, TAG, Category, Driver
from worm.ui.flowlog import FlowLog
from worm.ui.pages import Page


class Prompt(ModalScreen[object]):
    """A dialog over the screen below; the game's state decides when it goes."""

    is_prompt = True
    phase_name = ""

    @property
    def worm(self) -> Host:
        return host(self)


class ChoiceScreen(Prompt):
    """A choice the GM waits on before the guild moves on (a travel event, a trap, p. 178)."""

    phase_name = "choice"
    BINDINGS = [Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        choice = self.driver.game.choice
        assert choice is not None
        with Vertical(classes="dialog"):
            yield Static(choice.title, classes="title")
            recent = [m.text for m in self.driver.messages[-3:]]
            yield Static("\n".join(recent))
            yield OptionList(
                *(Option(f"{n}. {o.verb}", id=str(n)) for n, o in enumerate(choice.options, 1))
            )
            yield Static(
                "Press a number or Enter. ':' types a command instead; 'm' shows the log.",
                classes="hint",
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 1))

    def action_pick(self, number: int) -> None:
        choice = self.driver.game.choice
        if choice is None or not 1 <= number <= len(choice.options):
            return
        self.worm.send(cmd.Choose(option=number))  # the app closes this dialog once answered


class PendingScreen(Prompt):
    """A failed test waiting: push fate (draw again, at a price) or let it stand (p. 9)."""

    phase_name = "pending"
    BINDINGS = [
        Binding("p", "push", "Push fate"),
        Binding("a", "accept", "Let it stand"),
        Binding("i", "push_inspired", "Push inspired", show=False),
    ]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        pending = self.driver.game.pending
        if pending is None:  # answered before this dialog was drawn: route() takes it away
            yield Static("")
            return
        test = pending.test
        who = next(
            (a.name for a in self.driver.game.guild.adventurers if a.id == test.who), test.who
        )
        with Vertical(classes="dialog"):
            yield Static(f"A failed test: {who}", classes="title")
            yield Static("\n".join(m.text for m in self.driver.messages[-4:]))
            held = self.driver.game.guild.adventurer(test.who).inspiration
            inspired = (
                [Option(f"Push with the inspiration card: {held.name} (p. 79)", id="inspired")]
                if held is not None
                else []
            )
            yield OptionList(
                Option("Push fate: draw once more — a failure then costs dearly (p. 9)", id="push"),
                *inspired,
                Option("Let the failure stand", id="accept"),
            )
            yield Static(
                "p pushes, a accepts" + (", i pushes with the inspiration card." if held else "."),
                classes="hint",
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "inspired":
            self.action_push_inspired()
        else:
            self.action_push() if event.option.id == "push" else self.action_accept()

    def action_push(self) -> None:
        self.worm.send(cmd.PushFate())  # the app closes this dialog once answered

    def action_push_inspired(self) -> None:
        """Push with the tester's inspiration card instead of a draw (High Chant, p. 79)."""
        self.worm.send(cmd.PushFate(inspired=True))

    def action_accept(self) -> None:
        self.worm.send(cmd.AcceptFate())


class QuitScreen(ModalScreen[bool]):
    """Quitting asks first (issue 7), and says where the game is saved (issue 16)."""

    BINDINGS = [
        Binding("y", "leave", "Yes"),
        Binding("n,escape", "stay", "No"),
        Binding("q", "leave", show=False),
    ]

    def __init__(self, saved: Path | None = None) -> None:
        super().__init__()
        self.saved = saved

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("Leave the game?", classes="title")
            if self.saved is None:
                yield Static("No game is being saved (no saves folder).")
            else:
                name = self.saved.name.removesuffix(".gz").removesuffix(".json")
                yield Static(
                    f"The game is saved in {self.saved}: Continue on the title screen, or "
                    f"'worm play --load {name}', goes on from where you leave it."
                )
            yield Static("y (or q again) leaves · n or Escape stays", classes="hint")

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)


class CommandScreen(ModalScreen[str | None]):
    """A line of text: a command in the text game's words, or the answer to a question."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self,
        question: str = "A command, in the words of the text game ('help' lists them):",
        value: str = "",
    ) -> None:
        super().__init__()
        self.question, self.value = question, value

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="title")
            yield Input(value=self.value, id="line")
            yield Static("Enter sends · Escape cancels", classes="hint")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)


class TextScreen(ModalScreen[None]):
    """A page of words to read and close."""

    BINDINGS = [Binding("escape,enter,q", "close", "Close")]

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.heading, self.text = title, text

    def compose(self) -> ComposeResult:
        page = Page(self.text)  # wraps under its columns at any width (worm.ui.pages)
        with Vertical(classes="dialog -wide" if page.wide else "dialog"):
            yield Static(self.heading, classes="title")
            with VerticalScroll():
                yield Static(page)
            yield Static("Escape closes", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)


FILTER_KEYS: dict[str, Category | None] = {
    "a": None,
    "g": "gm",
    "t": "meatgrinder",
    "f": "fate",
    "c": "combat",
    "k": "talk",
}


class LogScreen(ModalScreen[None]):
    """Every message since the game began, with scroll-back and a filter by category."""

    BINDINGS = [
        Binding("escape,m,q", "close", "Close"),
        *(
            Binding(k, f"only('{v or ''}')", f"only {TAG.get(v, 'all') if v else 'all'}")
            for k, v in FILTER_KEYS.items()
        ),
    ]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self.only: Category | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="log-dialog"):
            yield Static("Message log", classes="title", id="log-title")
            yield FlowLog(id="log")
            yield Static(
                "a all · g GM · t Meatgrinder · f fate · c combat · k talk · Escape closes",
                classes="hint",
            )

    def on_mount(self) -> None:
        self.fill()

    def fill(self) -> None:
        log = self.query_one(FlowLog)
        log.replace(m for m in self.driver.messages if self.only is None or m.category == self.only)
        shown = "all" if self.only is None else TAG.get(self.only, self.only)
        self.query_one("#log-title", Static).update(f"Message log — {shown}")
        log.focus()

    def action_only(self, category: str) -> None:
        self.only = category if category in CATEGORIES else None
        self.fill()

    def action_close(self) -> None:
        self.dismiss(None)
