"""The title screen: the seed (shown, and typed to change it), a preview of the Underworld that
seed makes (the tarot table of levels, Appendix E), the guild's size, and the way into a new
game — a quick guild at once, or the Call to Adventure step by step."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.visual import Visual
from textual.widgets import Input, OptionList, Static
from textual.widgets.input import Selection
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from worm.errors import WormError
from worm.rng import MAX_SEED, check_seed
from worm.saves import folder
from worm.ui import keymap as keys
from worm.ui import later
from worm.ui.base import Host, TooSmall, host
from worm.ui.footer import KeyFooter

if TYPE_CHECKING:
    from worm.ui.creation import Draft

BANNER = r"""
 __      _____  _ __ _ __ ___
 \ \ /\ / / _ \| '__| '_ ` _ \
  \ V  V / (_) | |  | | | | | |
   \_/\_/ \___/|_|  |_| |_| |_|
"""
SIZES = range(1, 5)
SHOWN = 5  # saved games the title lists


def read_seed(text: str) -> int:
    """A typed seed as a number, or a WormError that says in one line what a seed is."""
    cleaned = text.strip().replace("_", "").replace(",", "")
    if not (cleaned.isascii() and cleaned.isdigit()):
        raise WormError(
            f"{text.strip()!r} is not a seed: type a whole number from 0 to {MAX_SEED - 1}"
        )
    if len(cleaned) > 40:
        raise WormError(f"{cleaned[:12]}… is too big for a seed: at most {MAX_SEED - 1}")
    value = int(cleaned)
    if value >= MAX_SEED:
        raise WormError(f"{value} is too big for a seed: at most {MAX_SEED - 1}")
    return check_seed(value)


class TitleScreen(Screen[None]):
    """Start a game: pick the seed, see its Underworld, make the guild."""

    phase_name = "title"
    BINDINGS = keys.bindings("title")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False  # the rules name TitleScreen themselves, and some start at the App
    AUTO_FOCUS = "#menu"  # letters typed while the screen comes up are the menu's keys
    DEFAULT_CSS = """
    TitleScreen #title-left { width: 58; padding: 0 2; }
    TitleScreen #banner { color: $primary; }
    TitleScreen #credit { color: $text-muted; margin-bottom: 1; }
    TitleScreen .label { margin-top: 1; }
    TitleScreen #seed { width: 40; }
    TitleScreen #seed-now { text-style: bold; }
    TitleScreen #menu { height: auto; margin-top: 1; }
    TitleScreen #preview-box { width: 1fr; border-left: vkey $panel; padding: 0 1; }
    App.-compact TitleScreen #title-left { width: 42; padding: 0 1; }
    App.-compact TitleScreen #banner { display: none; }
    App.-compact TitleScreen #seed { width: 100%; }
    """

    def __init__(self, seed: int, size: int = 3) -> None:
        super().__init__()
        self.seed = seed
        self.guild_size = size if size in SIZES else 3
        self.drafts: dict[tuple[int, int], Draft] = {}  # step-by-step guilds left half made
        self.saved_games: list[folder.Listed] = []  # the saves folder, read when shown
        self.previewed: int | None = None  # the seed whose preview is shown, once one is
        self.warmed = False  # the game's modules imported (``later.warm``): rows can be hung

    @property
    def worm(self) -> Host:
        return host(self)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Horizontal(id="body"):
            with Vertical(id="title-left"):
                yield Static(Text(BANNER, style="bold"), id="banner")
                yield Static(
                    "His Majesty the Worm, played alone.\n"
                    "worm is an independent production and is not affiliated with "
                    "Joshua McCrowell or Exalted Funeral.",
                    id="credit",
                )
                yield Static(id="seed-now")
                yield Static(
                    "Type a seed, then Enter to start it (Esc: see it first):", classes="label"
                )
                yield Input(
                    str(self.seed), id="seed", placeholder="a whole number", select_on_focus=False
                )
                yield OptionList(id="menu")
            with VerticalScroll(id="preview-box"):
                yield Static(id="preview")
        yield KeyFooter()

    def on_mount(self) -> None:
        saves = self.worm.saves_dir
        self.saved_games = folder.listing(saves) if saves is not None else []  # read once
        self.show_menu()
        self.query_one("#seed-now", Static).update(f"Seed {self.seed}")
        self.query_one("#menu", OptionList).focus()
        self.call_after_refresh(self._after_painted)

    def _after_painted(self) -> None:
        """Once the title is painted: the game's modules imported and the seed's preview made
        in a thread (``worm.ui.later``), so neither holds up the first frame, and a new game
        started from here does not wait for them."""
        self.run_worker(self._warm, name="warm", thread=True)

    def _warm(self) -> tuple[int, Text]:
        later.warm()
        seed = self.seed
        return seed, _preview(seed)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.name != "warm" or event.state != WorkerState.SUCCESS or worker.result is None:
            return
        seed, text = worker.result
        if self.previewed is None and seed == self.seed:  # not overtaken by a seed typed
            self._show_preview(seed, text)
        self.warmed = True
        self.show_menu()  # the save rows again, now hung (``worm.ui.hanging`` is imported)

    # --- the view ---------------------------------------------------------------------------

    def show_menu(self) -> None:
        menu = self.query_one("#menu", OptionList)
        at = menu.highlighted
        size = self.guild_size
        menu.clear_options()
        menu.add_options(
            [
                *self._saved(),
                Option(f"n  Quick guild of {size}: start at once", id="quick"),
                Option("c  Step by step: Call to Adventure", id="create"),
                Option(f"g  Guild size: {size}  (g makes it {size % 4 + 1})", id="size"),
                Option("r  A random seed", id="random"),
                Option("q  Quit", id="quit"),
            ]
        )
        menu.highlighted = at if at is not None else 0

    def _saved(self) -> list[Option]:
        """The newest saved games (issue 16): those still going as "Continue", the first on
        key l; lost ones apart, after them, as "Lost" (their chronicle); each row told apart
        from another of the same guild by its save's name (issue 19, point 9)."""
        live = [save for save in self.saved_games if save.phase != "over"][:SHOWN]
        lost = [save for save in self.saved_games if save.phase == "over"][: SHOWN - len(live)]
        options = []
        for number, save in enumerate(live):
            key = "l" if number == 0 else " "
            options.append(
                Option(self._hung(f"{key}  Continue: {_row(save)}"), id=f"load:{save.name}")
            )
        for save in lost:
            options.append(
                Option(self._hung(f"   Lost: {_row(save)} — chronicle"), id=f"load:{save.name}")
            )
        return options

    def _hung(self, row: str) -> str | Visual:
        """A save's row, its further lines under its words (issue 19, point 1) once the wrapping
        helper is imported; until then (the first frame) as it is, a wide title not wrapping it."""
        if not self.warmed:
            return row
        hanging = later.hanging
        return hanging.Hung(row, at=hanging.after_first)

    def show_preview(self) -> None:
        """The seed and its Underworld, at once (a seed typed or rolled on the title)."""
        self._show_preview(self.seed, _preview(self.seed))

    def _show_preview(self, seed: int, text: Text) -> None:
        self.previewed = seed
        self.query_one("#seed-now", Static).update(f"Seed {seed}")
        self.query_one("#preview", Static).update(later.hanging.Hung(text))

    # --- the seed ---------------------------------------------------------------------------

    def choose_seed(self, text: str) -> bool:
        """Take a typed seed; a bad one is a one-line notice and the old seed stays."""
        try:
            seed = read_seed(text)
        except WormError as error:
            self.notify(
                f"{error}. Still seed {self.seed}.",
                title="Not a seed",
                severity="warning",
                timeout=5,
            )
            return False
        if seed != self.seed:
            self.seed = seed
            self.show_preview()
        return True

    def on_key(self, event: events.Key) -> None:
        """A digit typed anywhere on the title starts a new seed in the box, as its label asks
        (play30, new fault 1); the digits after it go into the box, those typed fast enough to
        reach the menu before the box had the keys too (the box stops its own)."""
        if event.character is None or not (event.character.isascii() and event.character.isdigit()):
            return
        event.stop()
        event.prevent_default()
        box = self.query_one("#seed", Input)
        if self.focused is box:  # (has_focus comes later, with the Focus event)
            box.insert_text_at_cursor(event.character)
            return
        box.value = event.character  # the digit takes the place of the seed shown
        box.cursor_position = len(box.value)
        self.set_focus(box)  # at once: the next key is the box's

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the seed box starts a quick guild on the seed typed there."""
        event.stop()
        if self.choose_seed(event.value):
            self.action_quick()

    def on_input_blurred(self, event: Input.Blurred) -> None:
        """Leaving the box takes a good seed typed there, and puts the seed in use back after
        a bad one (the notice says which)."""
        if event.value.strip() == str(self.seed):
            return
        if not self.choose_seed(event.value):
            event.input.value = str(self.seed)

    # --- keys -------------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        chosen = event.option.id or ""
        if chosen.startswith("load:"):
            self.continue_save(chosen.removeprefix("load:"))
        elif chosen == "quick":
            self.action_quick()
        elif chosen == "create":
            self.action_create()
        elif chosen == "size":
            self.action_guild_size(self.guild_size % 4 + 1)
        elif chosen == "random":
            self.action_reroll()
        elif chosen == "quit":
            self.worm.action_ask_quit()

    def continue_save(self, name: str) -> None:
        saves = self.worm.saves_dir
        if saves is not None:
            self.worm.continue_game(folder.path_of(saves, name))

    def action_continue(self) -> None:
        """Key l: go on with the newest saved game still going (a lost one is not gone on with)."""
        found = [save for save in self.saved_games if save.phase != "over"]
        if not found:
            self.notify("No saved game to go on with.", timeout=3)
            return
        self.continue_save(found[0].name)

    def action_focus_seed(self) -> None:
        """Key s: into the seed box with the seed shown selected, so typing replaces it."""
        box = self.query_one("#seed", Input)
        box.focus()
        box.selection = Selection(0, len(box.value))

    def action_focus_menu(self) -> None:
        self.query_one("#menu", OptionList).focus()

    def action_guild_size(self, size: int) -> None:
        if size in SIZES:
            self.guild_size = size
            self.show_menu()

    def action_next_guild_size(self) -> None:
        """Key g: the guild's size goes round 1, 2, 3, 4."""
        self.action_guild_size(self.guild_size % 4 + 1)

    def action_reroll(self) -> None:
        self.seed = secrets.randbelow(MAX_SEED)
        self.query_one("#seed", Input).value = str(self.seed)
        self.show_preview()

    def action_quick(self) -> None:
        self.worm.seed = self.seed
        self.worm.guild_size = self.guild_size
        self.worm.begin(later.driver.Driver.quickstart(self.seed, self.guild_size, ask=True))

    def action_create(self) -> None:
        creation = later.creation
        key = (self.seed, self.guild_size)
        if key not in self.drafts:
            self.drafts[key] = creation.Draft(self.seed, self.guild_size)
        self.app.push_screen(creation.CreationScreen(self.seed, self.guild_size, self.drafts[key]))


def _row(save: folder.Listed) -> str:
    """A saved game as the title lists it: the guild, where and when, and the save's name."""
    if save.problem:
        return f"{save.name} (cannot be read)"
    when = save.saved_at[:16].replace("T", " ")
    return f"{save.guild}, level {save.level}, watch {save.watch}, saved {when} ({save.name})"


def _preview(seed: int) -> Text:
    """The seed's Underworld for the preview panel (``worm.ui.preview``)."""
    try:
        return Text(later.preview.preview(seed))
    except Exception as error:  # the generator failing is a bug, never a crash here
        return Text(f"No preview for seed {seed}: {error}", style="bold")
