"""The terminal game (issue 7): one Textual App, one Screen per phase (ARCHITECTURE, Terminal UI).

``WormApp(seed=N, quickstart=True, saves_dir=PATH)`` opens straight into the Crawl with a ready
guild (CONTRACTS §4), so tests and benchmarks can drive it with ``app.run_action("move_north")``.
Without ``quickstart`` it opens on the title screen.

The app owns the Driver (the game and its message log). After every command it asks which
screen the game now wants — the Crawl, a Camp, a Challenge, a parley, a choice the GM waits on,
a failed test to push or let stand, the City (``worm.ui.city``) — and shows it.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.notifications import Notify
from textual.screen import Screen

from worm.errors import WormError
from worm.rng import check_seed
from worm.saves import folder
from worm.ui import keymap as keys
from worm.ui import later, screens, themes, toasts
from worm.ui.base import MIN_HEIGHT, MIN_WIDTH, Host
from worm.ui.help import HelpScreen
from worm.ui.newguild import NewGuildScreen

if TYPE_CHECKING:
    from worm.engine import commands as cmd
    from worm.saves.autosave import Autosave
    from worm.saves.replay import Replay
    from worm.text.record import Record
    from worm.ui.driver import Driver, Outcome

DIALOGS = ("wound", "warn", "pending", "choice")
CITY_SCREENS = ("market", "city_actions", "jobs")
"""Screens over the City that stay open until left: the Market, the City Actions."""
COMPACT_WIDTH, COMPACT_HEIGHT = 120, 36
WIDE_WIDTH = 160
"""From this many columns the log is a column beside the map (worm.tcss, ``-wide``)."""


class WormApp(App[None]):
    """The game in a terminal."""

    TITLE = "worm"
    CSS_PATH = "worm.tcss"
    BINDINGS = [
        *keys.bindings("app"),  # type: ignore[list-item]  # Textual types BINDINGS loosely
        Binding("ctrl+c", "ask_quit", "Quit (asks first)", show=False, priority=True),
    ]

    def __init__(
        self,
        seed: int | None = None,
        *,
        quickstart: bool = False,
        saves_dir: Path | None = None,
        size: int = 3,
        keymap: dict[str, str] | None = None,
        theme: str = themes.DEFAULT,
        tracebacks: bool = False,
        record: Record | None = None,
        load: Path | None = None,
        replay: Replay | None = None,
    ) -> None:
        super().__init__()
        self.replay = replay  # ``worm replay NAME``: a saved game shown, not played
        self.record = record  # ``--events``: each game begun here writes its events to it
        self.load = load  # a save to go on from at once (``worm play --load NAME``)
        self.autosave: Autosave | None = None  # the game in play, saved as it goes
        self.seed = check_seed(seed) if seed is not None else _random_seed()
        self.quickstart = quickstart
        self.saves_dir = saves_dir  # where games are saved as they go; None saves nothing
        self.draws: dict[int, int] = {}  # seed → new guilds made for it after a loss (Game.new)
        self.guild_size = size
        self.user_keymap = dict(keymap or {})
        self.start_theme = theme
        self.driver: Driver | None = None
        self.tracebacks = tracebacks  # Textual's own traceback on a crash (``worm --debug``)
        self.crash: Exception | None = None  # what ended the app, if something did
        self.settle: float | None = None  # a dialog's deaf moment (worm.ui.settling.SETTLE)

    # --- a crash ----------------------------------------------------------------------------

    def _handle_exception(self, error: Exception) -> None:
        """Keep what crashed the app, so ``worm`` can say so in one line and exit 1 (STYLE,
        "Errors"); Textual still ends the app, and pilot tests still see the error."""
        if self.crash is None:
            self.crash = error
        super()._handle_exception(error)

    def _fatal_error(self) -> None:
        """Textual prints a traceback with locals after a crash; only under ``--debug``."""
        if self.tracebacks:
            super()._fatal_error()
            return
        self.bell()
        self._close_messages_no_wait()

    # --- start ------------------------------------------------------------------------------

    def on_mount(self) -> None:
        for theme in themes.THEMES.values():
            self.register_theme(theme)
        self.theme = self.start_theme
        for name in list(self.available_themes):
            if name not in themes.THEMES:  # the palette (ctrl+p) offers ours alone
                self.unregister_theme(name)
        self.theme_changed_signal.subscribe(self, self._retheme)
        if self.user_keymap:
            self.set_keymap(self.user_keymap)
        self._fit(self.size.width, self.size.height)
        if self.replay is not None:
            self.push_screen(screens.replay(self.replay))
            return
        if self.load is not None:
            self.continue_game(self.load)
        elif self.quickstart:
            self.begin(later.driver.Driver.quickstart(self.seed, self.guild_size, ask=True))
        else:
            self.push_screen(screens.title(self.seed, self.guild_size))

    def begin(self, driver: Driver, save: Path | None = None) -> None:
        """Start playing a game: the Crawl screen, then whatever the game waits on. With a
        saves folder the game is saved at once and at every watch and phase change, as
        ``save`` or ``guild-SEED`` (``guild-SEED-2`` and on when another game has that name:
        a new guild on the same seed never writes over the lost one's save)."""
        self.keep()  # the game left for this one is saved where it stood
        self.driver = driver
        driver.keymap = self.user_keymap
        if self.record is not None:
            driver.keepers.append(self.record)
            self.record.catch_up(driver.game.log)
        if self.saves_dir is not None:
            path = save or folder.fresh(folder.made(self.saves_dir), f"guild-{driver.game.seed}")
            self.autosave = later.autosave.Autosave(driver.game, path, after=later.chronicle.keep)
            self.autosave.save()
            driver.keepers.append(self.autosave)
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(later.crawl.CrawlScreen(driver))
        if driver.game.phase in ("challenge", "parley"):  # met at once: seen over the map first
            self.push_screen(later.meeting.MeetingScreen(driver, then=self.route))
            return
        self.route()

    def continue_game(self, path: Path) -> None:
        """Go on from the save at ``path``; a bad one is a dialog naming the problem, and the
        file is left as it was."""
        try:
            game, notice = later.games.load(path)
        except WormError as error:
            if getattr(self.screen, "phase_name", "") != "title":  # opened on it: the title behind
                self.push_screen(screens.title(self.seed, self.guild_size))
            self.push_screen(later.prompts.TextScreen("That save cannot be read", str(error)))
            return
        self.begin(later.driver.Driver(game), save=path)
        if notice:
            self.notify(notice, title="The backup was loaded", severity="warning", timeout=8)

    def keep(self) -> None:
        """Save the game in play where it stands (leaving, or starting another)."""
        if self.autosave is not None and self.driver is not None:
            self.autosave.close(self.driver.game.log)

    # --- commands ---------------------------------------------------------------------------

    def send(
        self, command: cmd.Command, *, anyway: bool = False, quiet: bool = False
    ) -> Outcome | None:
        """One command to the game, then the screens brought up to date. One that would
        break a pact (p. 83) asks first, unless ``anyway``; None while it asks. A refusal is
        a toast, unless ``quiet`` (the caller says it its own way)."""
        if self.driver is None:
            return None
        warned = None if anyway else later.pactwords.warning(self.driver.game, command)
        if warned is not None:
            choices = [("break", "Do it, and break the pact"), ("keep", "Keep the pact")]

            def answered(choice: str | None) -> None:
                if choice == "break":
                    self.send(command, anyway=True)

            self.push_screen(screens.pick("Break a pact?", choices, note=warned), answered)
            return None
        outcome = self.driver.do(command)
        if outcome.refused and not quiet:
            self.notify(outcome.refused, title="No", severity="warning", timeout=4)
        self._dark(outcome.events)
        self.route()
        return outcome

    def _dark(self, events: list[Any]) -> None:
        """A toast when the guild's last light goes out (``worm.ui.offers.dark``)."""
        assert self.driver is not None
        told = self.driver.dark(events)
        if told is not None:
            self.notify(told, title="In the dark", severity="warning", timeout=8)

    def route(self) -> None:
        """Show the screen the game wants now, and bring every visible panel up to date."""
        if self.driver is None:
            return
        wanted = self.wanted_screen()
        while getattr(self.screen, "is_prompt", False) and (
            getattr(self.screen, "phase_name", None) != wanted or self.screen.stale()  # type: ignore[attr-defined]
        ):
            self.pop_screen()  # a dialog the game no longer waits on, or on another question
        if getattr(self.screen, "phase_name", None) != wanted:
            self._switch(wanted)
        for screen in self.screen_stack:
            update = getattr(screen, "update_view", None)
            if update is not None:
                update()

    def wanted_screen(self) -> str:
        assert self.driver is not None
        game = self.driver.game
        if game.asked is not None:  # a Wound waits for its way (p. 124)
            return "wound"
        if game.pending is not None:
            return "pending"
        if game.challenge is not None and game.challenge.warner is not None:
            return "warn"  # an ambusher is asked at the ambush (p. 74)
        if game.phase == "challenge":
            return "challenge"
        if game.phase == "parley":
            return "parley"
        if game.choice is not None and game.phase in ("crawl", "camp"):
            return "choice"
        if game.phase == "over":
            return "over"
        if game.phase == "camp":
            return "camp"
        if game.phase == "city" and getattr(self.screen, "phase_name", "") in CITY_SCREENS:
            return str(self.screen.phase_name)  # type: ignore[attr-defined]  # stays open until left
        if game.phase == "city" and game.city is not None:
            return "city"
        return "crawl"

    def _switch(self, wanted: str) -> None:
        assert self.driver is not None
        if wanted in DIALOGS:  # a dialog opens over the screen of the phase the game is in
            base = self.driver.game.phase
            base = base if base in ("challenge", "parley", "camp", "city") else "crawl"
            if getattr(self.screen, "phase_name", "") != base:
                self._switch(base)
            screen = self._make(wanted)
            if screen is not None:
                self.push_screen(screen)
            return
        # Back to the Crawl first, then up to what is wanted.
        while len(self.screen_stack) > 2 and getattr(self.screen, "phase_name", "") != "crawl":
            self.pop_screen()
        if wanted == "crawl":
            return
        screen = self._make(wanted)
        if screen is not None:
            self.push_screen(screen)

    def _make(self, wanted: str) -> Screen[Any] | None:
        assert self.driver is not None
        if wanted == "choice":
            return later.prompts.ChoiceScreen(self.driver)
        if wanted == "pending":
            return later.prompts.PendingScreen(self.driver)
        if wanted == "wound":
            return later.prompts.WoundScreen(self.driver)
        if wanted == "warn":
            return later.prompts.WarnScreen(self.driver)
        return screens.phase(wanted, self.driver)

    # --- the Contract's movement actions (CONTRACTS §4) -------------------------------------

    def _step(self, dx: int, dy: int) -> None:
        if (
            self.driver is None
            or getattr(self.screen, "phase_name", "") != "crawl"
            or self.driver.game.phase not in ("crawl", "city")
        ):
            return  # a key pressed while the next screen opens is not a step
        self.send(later.cmd.Step(dx=dx, dy=dy))

    def action_move_north(self) -> None:
        self._step(0, -1)

    def action_move_south(self) -> None:
        self._step(0, 1)

    def action_move_east(self) -> None:
        self._step(1, 0)

    def action_move_west(self) -> None:
        self._step(-1, 0)

    def action_move_north_east(self) -> None:
        self._step(1, -1)

    def action_move_north_west(self) -> None:
        self._step(-1, -1)

    def action_move_south_east(self) -> None:
        self._step(1, 1)

    def action_move_south_west(self) -> None:
        self._step(-1, 1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The log, why and the command line need a game: hidden on the title screens."""
        if action in ("messages", "why", "command") and self.driver is None:
            return False
        return True

    # --- app-wide keys ----------------------------------------------------------------------

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

    def action_ask_quit(self) -> None:
        if self.replay is not None:
            self.exit()  # a replay has nothing to lose: no need to ask
            return
        if isinstance(self.screen, later.prompts.QuitScreen):
            return

        def answered(leave: bool | None) -> None:
            if leave:
                self.keep()
                self.exit()

        saved = self.autosave.path if self.autosave is not None else None
        self.push_screen(later.prompts.QuitScreen(saved), answered)

    async def action_quit(self) -> None:
        """Textual's own quit (ctrl+q) asks first too."""
        self.action_ask_quit()

    def action_next_theme(self) -> None:
        self.theme = themes.HIGH_CONTRAST if self.theme == themes.DEFAULT else themes.DEFAULT
        self.notify(f"Theme: {self.theme}", timeout=2)

    def _retheme(self, theme: object) -> None:
        """The map's colours follow the theme however it changed: f2 or the palette."""
        for screen in self.screen_stack:
            retheme = getattr(screen, "retheme", None)
            if retheme is not None:
                retheme(self.theme)

    def action_to_title(
        self, create: bool = False, seed: int | None = None, quick: bool = False, draw: int = 0
    ) -> None:
        """From a game that has ended to the title screen, with ``seed`` or a new one;
        ``create`` goes straight on to making a guild there, step by step (issue 16, point
        8), ``quick`` to playing a quick guild there, the ``draw``-th new one (``Game.new``)."""
        self.keep()  # the ended game's last save, and its chronicle
        self.driver, self.autosave = None, None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.seed = seed if seed is not None else _random_seed()
        if quick:
            self.begin(later.driver.Driver.quickstart(self.seed, self.guild_size, draw, ask=True))
            return
        title = screens.title(self.seed, self.guild_size)
        self.push_screen(title)
        if create:
            title.action_create()

    def action_new_guild(self) -> None:
        """Game over, key n: a new guild, in the same Underworld or another, made quick or
        step by step as the player chooses (``worm.ui.newguild``, play-test 19)."""
        if self.driver is None:
            self.action_to_title(create=True)
            return
        seed = self.driver.game.seed

        def chosen(how: str | None) -> None:
            if how == "elsewhere":
                self.action_to_title()
            elif how in ("quick", "create"):
                self.draws[seed] = draw = (
                    self.draws.get(seed, 0) + 1
                )  # a new guild, not the lost one
                self.action_to_title(create=True, seed=seed, quick=how == "quick", draw=draw)

        self.push_screen(NewGuildScreen(seed, self.guild_size), chosen)

    def action_messages(self) -> None:
        if self.driver is not None and not isinstance(self.screen, later.prompts.LogScreen):
            self.push_screen(later.prompts.LogScreen(self.driver))

    def action_why(self) -> None:
        if self.driver is not None:
            self.push_screen(later.prompts.TextScreen("Why", self.driver.why()))

    def action_tend(self) -> None:
        """Tend one at Death's Door from over a choice the GM waits on (play-test 19, 6: the
        dialog left no way to save a dying guild-mate before answering): the Crawl's lists."""
        if self.driver is not None:
            later.carrying.tend(self.screen, self.driver.game)

    def action_light(self) -> None:
        """Light a light from the parley, which waits for it (issue 19): the Crawl's lists."""
        if self.driver is not None:
            later.carrying.light(self.screen, self.driver.game)

    def action_command(self) -> None:
        if self.driver is None or isinstance(self.screen, later.prompts.CommandScreen):
            return

        def typed(line: str | None) -> None:
            if line is None or self.driver is None:
                return
            outcome = self.driver.type(line)
            if outcome is None:
                self.action_ask_quit()
                return
            if outcome.refused:
                self.notify(outcome.refused, title="No", severity="warning", timeout=4)
            self._dark(outcome.events)
            self.route()
            if outcome.page is not None:  # 'help', 'map': too long for the log to read well
                self.push_screen(later.prompts.TextScreen(line.strip(), outcome.page))

        self.push_screen(later.prompts.CommandScreen(), typed)

    # --- the terminal's size ----------------------------------------------------------------

    def _on_notify(self, event: Notify) -> None:
        """Show a toast, once, and never more than a few at a time (``worm.ui.toasts``)."""
        toasts.keep_few(
            self._notifications, event.notification, lambda old: self._unnotify(old, refresh=False)
        )
        super()._on_notify(event)

    def on_resize(self, event: events.Resize) -> None:
        # The event's size: this runs before Textual's own handler records the new one.
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int, height: int) -> None:
        """Compact under 120×36; wide from 160 columns; under 80×24 a clear message instead
        of a broken screen."""
        self.set_class(width < COMPACT_WIDTH or height < COMPACT_HEIGHT, "-compact")
        self.set_class(width >= WIDE_WIDTH, "-wide")
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        self.set_class(small, "-too-small")


def _random_seed() -> int:
    return secrets.randbelow(2**63)


def _serves(app: WormApp) -> Host:
    """Never called: mypy checks here that the app gives the screens all that ``Host`` says."""
    return app
