"""The end of a game (issue 16, point 8; issue 19, point 9): the game-over dialog shows the game
in figures (``worm.text.summary``) and the chronicle of the game, and offers to read it whole, to
make a new guild, to go back to the title, or to leave; each key it names works."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, OptionList, Static
from textual.widgets.option_list import Option

from worm.text import chronicle, phasewords, summary
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.prompts import Prompt

CHOICES = (
    ("read", "r  Read the chronicle"),
    ("new_guild", "n  Start a new guild"),
    ("to_title", "t  Return to the title"),
    ("ask_quit", "q  Leave worm"),
)


class OverScreen(Prompt):
    """The guild is gone: how it ended, the chronicle of the game, and what next."""

    phase_name = "over"
    BINDINGS = [
        Binding("r", "read", "Chronicle"),  # short: every key whole in 80 columns
        Binding("n", "app.new_guild", "New guild"),
        Binding("t", "app.to_title", "Title"),
    ]
    DEFAULT_CSS = """
    OverScreen #over { width: 100; height: 90%; }
    OverScreen #chronicle { height: 1fr; min-height: 3; border: round $panel; }
    OverScreen #over OptionList { height: auto; max-height: 6; }
    App.-compact OverScreen #over { height: 100%; max-height: 100%; padding: 0 1; }
    App.-compact OverScreen #over .title { margin-bottom: 0; }
    App.-compact OverScreen #over .hint { margin-top: 0; }
    """

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self.text = chronicle.of(driver.game)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="over"):
            yield Static("The game is over", classes="title")
            figures = summary.summarize(self.driver.game.log.events)
            with VerticalScroll(id="chronicle"):  # at 80×24 all of it scrolls, the menu stays
                last = (phasewords.sentence(m.text) for m in self.driver.messages[-4:])
                yield Static("\n".join(last), id="last-words")
                yield Static("\n".join(figures.lines()), id="summary")
                yield Markdown(self.text)
            yield OptionList(*(Option(label, id=action) for action, label in CHOICES))
            yield Static(
                f"Enter or a key chooses · {self.key_of('log')} reads the whole log · "
                f"{self.key_of('why')} says why · {self.key_of('help')} help",
                classes="hint",
            )
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        chosen = event.option.id or "read"
        self.run_worker(self.run_action(chosen if chosen == "read" else f"app.{chosen}"))

    def action_read(self) -> None:
        self.app.push_screen(ChronicleScreen(self.text))


class ChronicleScreen(ModalScreen[None]):
    """The chronicle of the game, the whole screen to read it in."""

    BINDINGS = [Binding("escape,q,r", "close", "Close")]
    DEFAULT_CSS = """
    ChronicleScreen #reading { width: 100%; height: 100%; max-height: 100%; }
    ChronicleScreen VerticalScroll { height: 1fr; }
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="reading"):
            with VerticalScroll():
                yield Markdown(self.text)
            yield Static("Arrows, Page Up and Page Down scroll · Escape closes", classes="hint")

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
