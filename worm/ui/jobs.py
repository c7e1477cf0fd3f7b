"""The job board screen (pp. 46, 154, 160–161), reached from the City with the crawl's jobs key.

One menu: the contracts the guild holds, then the board drawn in step 7, each with its patron,
reward, goal and text. Enter (or ``t``) signs the board's contract highlighted; ``d`` gives up
the held one highlighted. Each is one Command (``cmd.TakeContract``, ``cmd.DropContract``);
the engine says no, with its reason, to what it will not do. A fulfilled contract is paid on
the guild's next return (step 4, p. 154).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm.engine import commands as cmd
from worm.engine.contracts import PLAN_STEP
from worm.text import jobwords
from worm.ui import keymap as keys
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.footer import KeyFooter

BACKLOG = 8
"""Messages shown when the screen opens: the City Phase so far."""


class JobBoardScreen(MenuScreen):
    """The job board and the guild's contracts (pp. 46, 160–161)."""

    phase_name = "jobs"
    BINDINGS = keys.bindings("jobs")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False
    DEFAULT_CSS = """
    JobBoardScreen #jobs-status { height: auto; background: $panel; padding: 0 1; }
    JobBoardScreen #jobs-menu { height: 1fr; border: none; padding: 0 1; }
    JobBoardScreen #jobs-menu:focus { border: none; }
    JobBoardScreen #jobs-log { height: 6; border-top: hkey $panel; padding: 0 1; }
    App.-compact JobBoardScreen #jobs-log { height: 4; }
    """

    MENU = "jobs-menu"
    LOG = "jobs-log"

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="jobs-status")
            yield OptionList(*self._options(), id="jobs-menu")
            yield MessageLog(self.driver, backlog=BACKLOG, id="jobs-log")
        yield KeyFooter()

    def _options(self) -> list[Option]:
        game = self.driver.game
        out: list[Option] = [Option("Held by the guild (p. 46)", disabled=True)]
        if not game.jobs:
            out.append(Option("  none yet", disabled=True))
        out += [
            Option(jobwords.line(n, j), id=f"held:{n}") for n, j in enumerate(game.jobs, start=1)
        ]
        board = game.city.board if game.city is not None else ()
        out.append(Option("The job board (pp. 160–161)", disabled=True))
        if game.city is not None and game.city.step < PLAN_STEP:
            waiting = [
                a.name
                for a in game.guild.in_marching_order()
                if not a.conditions.dead and game.city.action_of(a.id) is None
            ]
            out.append(
                Option(
                    "  Put up the job board now (step 7, p. 148)"
                    + (f": {', '.join(waiting)} will take no City Action" if waiting else ""),
                    id="plan:now",
                )
            )
        elif not board:
            out.append(Option("  nothing left to sign", disabled=True))
        out += [Option(jobwords.line(n, j), id=f"board:{n}") for n, j in enumerate(board, start=1)]
        return out

    def _status(self) -> str:
        game = self.driver.game
        known = ", ".join(f"{n} ({name})" for n, name in jobwords.entrances(game))
        return (
            f"Contracts: {len(game.jobs)} held. Enter signs the one highlighted, d gives one up; "
            f"a fulfilled one pays and gives 1 XP each on the next return (p. 154). "
            f"Entrances known (p. 178): {known}."
        )

    def update_view(self) -> None:
        """Bring the menu up to date after a command (the app calls this)."""
        if not self.mounted():
            return
        game = self.driver.game
        if game.phase != "city":
            return  # the app is about to leave this screen
        seen = (self.driver.version, self.app.has_class("-compact"))
        if seen == self._seen:
            return
        self._seen = seen
        self.query_one("#jobs-status", Static).update(self._status())
        menu = self.query_one("#jobs-menu", OptionList)
        at = menu.highlighted
        menu.set_options(self._options())
        first = next((i for i, o in enumerate(menu.options) if not o.disabled), None)
        if at is not None and at < menu.option_count and not menu.options[at].disabled:
            menu.highlighted = at
        elif first is not None:
            menu.highlighted = first

    def _highlighted(self) -> str | None:
        menu = self.query_one("#jobs-menu", OptionList)
        if menu.highlighted is None:
            return None
        return menu.get_option_at_index(menu.highlighted).id

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.act(event.option.id)

    def action_sign(self) -> None:
        self.act(self._highlighted())

    def action_give_up(self) -> None:
        chosen = self._highlighted()
        if chosen is None or not chosen.startswith("held:"):
            self.notify("Highlight a contract the guild holds to give it up", timeout=3)
            return
        self.worm.send(cmd.DropContract(contract=chosen.split(":")[1]))

    def act(self, chosen: str | None) -> None:
        """Sign a contract on the board; a held one is given up only with ``d``."""
        if chosen is None:
            return
        where, number = chosen.split(":")
        if where == "plan":
            self.worm.send(cmd.Plan())
        elif where == "board":
            self.worm.send(cmd.TakeContract(contract=number))
        else:
            self.notify("The guild holds this one already; d gives it up (p. 46)", timeout=3)

    def action_leave(self) -> None:
        self.app.pop_screen()
