"""The Market screen (pp. 154, 162–163), reached from the City with the crawl's market key.

Left: the Market's lists by tier, each with the upkeep that buys it, on a menu (arrows and
Enter buy the highlighted gear; a stack asks how many); a tick marks what the chosen one's
tier buys. Right: what the chosen one (``←``/``→`` or Tab change who) carries, with its
Notches and the room left in hands, belt and pack (p. 37), and the treasure the guild keeps.
Keys sell a carried thing, mend a Notched one, or keep a piece of the loot instead of selling
it (p. 162), each picked from a small dialog. Each is one Command (``cmd.Buy``, ``cmd.Sell``,
``cmd.Repair``, ``cmd.KeepTreasure``); the engine says no, with its reason, to what it will
not do.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm import grammar
from worm.engine import commands as cmd
from worm.model.adventurer import Adventurer
from worm.ui import keymap as keys
from worm.ui import stall
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.parley import PickScreen

BACKLOG = 12
"""Messages shown when the screen opens: the City Phase so far."""


class MarketScreen(MenuScreen):
    """The Omphalic Market, item by item (p. 163)."""

    phase_name = "market"
    BINDINGS = keys.bindings("market")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False
    DEFAULT_CSS = """
    MarketScreen #market-status { height: 1; background: $panel; padding: 0 1; }
    MarketScreen #market-main { height: 1fr; }
    MarketScreen #market-left { width: 1fr; padding: 0 1; }
    MarketScreen #market-right { width: 50; border-left: vkey $panel; padding: 0 1; }
    App.-compact MarketScreen #market-right { width: 38; }
    MarketScreen #market-menu { height: 1fr; border: none; padding: 0; }
    MarketScreen #market-menu:focus { border: none; }
    MarketScreen #market-log { height: 6; border-top: hkey $panel; padding: 0 1; }
    App.-compact MarketScreen #market-log { height: 4; }
    """

    MENU = "market-menu"
    LOG = "market-log"

    def __init__(self, driver: Driver) -> None:
        super().__init__(driver)
        self.who: str | None = None  # the adventurer shopping

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="market-status")
            with Horizontal(id="market-main"):
                with Vertical(id="market-left"):
                    yield OptionList(*self._options(), id="market-menu")
                with VerticalScroll(id="market-right"):
                    yield Static(id="market-carried")
            yield MessageLog(self.driver, backlog=BACKLOG, id="market-log")
        yield KeyFooter()

    def _options(self) -> list[Option]:
        game, a = self.driver.game, self.chosen()
        out: list[Option] = []
        for title, gear in stall.for_sale(game):
            out.append(Option(title, disabled=True))
            out.extend(Option(stall.gear_line(game, i, a), id=i.id) for i in gear)
        return out

    # --- drawing ----------------------------------------------------------------------------

    def chosen(self) -> Adventurer | None:
        """The adventurer shopping: the one picked, or the first alive in marching order."""
        living = [a for a in self.driver.game.guild.in_marching_order() if not a.conditions.dead]
        picked = next((a for a in living if a.id == self.who), None)
        return picked or (living[0] if living else None)

    def update_view(self) -> None:
        """Bring every panel up to date after a command (the app calls this)."""
        if not self.mounted():
            return
        game = self.driver.game
        if game.phase != "city":
            return  # the app is about to leave this screen
        a = self.chosen()
        self.who = a.id if a is not None else None
        seen = (self.driver.version, self.who, self.app.has_class("-compact"))
        if seen == self._seen:
            return
        self._seen = seen
        self.query_one("#market-status", Static).update(stall.heading(game, a))
        self.query_one("#market-carried", Static).update(
            (stall.carried(game, a) if a is not None else Text()) + stall.hoard(game)
        )
        menu = self.query_one("#market-menu", OptionList)
        at = menu.highlighted
        menu.set_options(self._options())
        if menu.option_count:
            menu.highlighted = at if at is not None else 1

    # --- keys -------------------------------------------------------------------------------

    def action_next_adventurer(self, step: int = 1) -> None:
        """The next (or previous) adventurer at the Market."""
        game = self.driver.game
        order = [a.id for a in game.guild.in_marching_order() if not a.conditions.dead]
        if not order:
            return
        at = order.index(self.who) if self.who in order else 0
        self.who = order[(at + step) % len(order)]
        self.update_view()

    def action_buy(self) -> None:
        menu = self.query_one("#market-menu", OptionList)
        if menu.highlighted is None:
            return
        option = menu.get_option_at_index(menu.highlighted)
        if option.id:
            self.buy(option.id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.buy(event.option.id)

    def buy(self, item_id: str) -> None:
        """Buy one, or for a stack as many as the player picks."""
        a = self.chosen()
        if a is None:
            return
        item = self.driver.game.pack.items[item_id]
        if item.stack == 1:
            self.worm.send(cmd.Buy(who=a.id, item=item_id))
            return
        counts = sorted({1, max(1, item.stack // 2), item.stack})
        self._pick(
            f"How many {item.name.lower()} for {a.name}? ({item.stack} to a slot)",
            [(str(n), str(n)) for n in counts],
            lambda n: self.worm.send(cmd.Buy(who=a.id, item=item_id, count=int(n))),
        )

    def action_sell(self) -> None:
        a = self.chosen()
        if a is None:
            return
        things = stall.sellable(self.driver.game, a)
        if not things:
            self.notify(f"{a.name} carries nothing", severity="warning", timeout=3)
            return
        self._pick(
            f"{a.name} hands back what? (gear fetches no coin: its price was the upkeep)",
            things,
            lambda item: self.worm.send(cmd.Sell(who=a.id, item=item)),
        )

    def action_repair(self) -> None:
        a = self.chosen()
        if a is None:
            return
        things = stall.mendable(self.driver.game, a)
        if not things:
            self.notify(f"{a.name} carries nothing Notched to mend", severity="warning")
            return
        self._pick(
            f"Mend which of {grammar.possessive(a.name)} things? "
            "(the tier that buys it new mends it, p. 163)",
            things,
            lambda item: self.worm.send(cmd.Repair(who=a.id, item=item)),
        )

    def action_keep(self) -> None:
        """Keep a piece of the loot sold on arrival, or sell a kept one (p. 162)."""
        choices = stall.treasure(self.driver.game)
        if not choices:
            self.notify("no treasure sold here or kept to choose from", severity="warning")
            return
        self._pick(
            "Keep which piece instead of selling it, or sell which kept one? (p. 162)",
            choices,
            lambda picked: self.worm.send(
                cmd.KeepTreasure(treasure=picked[5:], keep=picked.startswith("keep:"))
            ),
        )

    def action_leave(self) -> None:
        self.app.pop_screen()

    def _pick(
        self, title: str, options: list[tuple[str, str]], then: Callable[[str], object]
    ) -> None:
        def picked(value: str | None) -> None:
            if value is not None:
                then(value)

        self.app.push_screen(PickScreen(title, options), picked)
