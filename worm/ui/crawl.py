"""The Crawl screen (pp. 86–98): the map, the guild, the decks and the message log.

Keys step the guild tile by tile (arrows, vi-keys, the numpad), ``o`` explores, ``g`` goes to a
room by its key, a click travels to the cell clicked. Each is one Command to the engine. The
keys for what the guild carries, its doors and what a room holds run short choice lists first
(``worm.ui.carrying``, ``doors``, ``features``); ``i``, ``I`` and ``K`` show the sheets, the
inventory and the map's legend.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from worm.engine import commands as cmd
from worm.engine import parley
from worm.rules import alchemy
from worm.text import dyingwords, jobwords
from worm.ui import carrying, doors, features, hanging, keyhint, panels, woundorder
from worm.ui import keymap as keys
from worm.ui.common import Host, MessageLog, TooSmall, host
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.inventory import InventoryScreen
from worm.ui.legend import LegendScreen
from worm.ui.mapview import MapView
from worm.ui.parley import PickScreen
from worm.ui.prompts import CommandScreen, DyingScreen
from worm.ui.sheet import SheetScreen

PANELS = ("status", "guild", "decks")
"""The panels ``update_view`` writes, by id."""


class Row(Horizontal):
    """A Horizontal its children cover, with nothing of its own to draw. Textual's compositor
    asks every container around a changed map row for all its lines on every move; ``BLANK``
    draws them as one blank line repeated, where the plain one styles each."""

    BLANK = True


class Column(Vertical):
    """A Vertical its children cover, with nothing of its own to draw (see ``Row``)."""

    BLANK = True


class Pane(Vertical):
    """A container around one widget, sized as that widget is, with nothing of its own to
    draw. Textual's compositor asks a widget for its lines after a move whenever its
    container overlaps a changed map row, whether or not the widget does: the status line,
    the log, the side panel and the footer each sit in a pane of their own, so a step asks
    only the map and the blank containers (see ``Row``)."""

    BLANK = True


class CrawlScreen(Screen[None]):
    """The Underworld as the guild walks it."""

    phase_name = "crawl"
    BLANK = True  # wholly covered by its widgets: its background as blank lines (see ``Row``)
    BINDINGS = keys.bindings("crawl")  # type: ignore[assignment]  # keys.bindings is typed list[object]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self._ready = False
        self._seen_version = -1
        self._seen_phase = ""
        self._met = (True, True)  # (someone to talk with, someone met): Talk and Fight lit
        self._shown: dict[str, Text] = {}
        # the map, the log and the panels, found once on mount (a query walks the DOM)
        self._map: MapView
        self._log: MessageLog
        self._widgets: dict[str, Static] = {}

    @property
    def worm(self) -> Host:
        return host(self)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Row(id="body"):
            with Column(id="left"):
                with Pane(id="status-pane"):
                    yield Static(id="status")
                yield MapView(id="map", theme=self.app.theme)
                with Pane(id="messages-pane"):
                    yield MessageLog(self.driver, backlog=self.driver.written, id="messages")
            with Pane(id="side-pane"), Vertical(id="side"):
                yield Static(id="guild")
                yield Static(id="decks")
                yield Static(id="keys")
        with Pane(id="footer-pane"):
            yield KeyFooter()

    def on_mount(self) -> None:
        self._ready = True
        self._map = self.query_one(MapView)
        self._log = self.query_one(MessageLog)
        self._widgets = {f"#{w}": self.query_one(f"#{w}", Static) for w in PANELS}
        self._map.focus()
        self.query_one("#keys", Static).update(keyhint.hint(self))
        self.update_view()

    def on_screen_resume(self) -> None:
        self.update_view()

    def on_resize(self) -> None:
        """Compact or not, the panels are written for their width: redraw them."""
        self._seen_version = -1
        self.call_after_refresh(self.update_view)

    def retheme(self, theme: str) -> None:
        self.query_one(MapView).set_theme(theme)

    def update_view(self) -> None:
        """Bring the map and the panels up to date (the map redraws only changed rows)."""
        if not self._ready:  # is_mounted is still False inside on_mount
            return
        game = self.driver.game
        if game.phase != "city":
            self._map.show(game)
        if self.driver.version == self._seen_version:
            return
        self._seen_version = self.driver.version
        met = self._meets()
        if game.phase != self._seen_phase or met != self._met:  # keys come and go with these
            self._seen_phase = game.phase
            self._met = met
            self.refresh_bindings()  # the footer rebuilds every key: not on every move
        compact = self.app.has_class("-compact")
        self._put("#status", panels.status(game))
        self._put("#guild", panels.guild(game, compact=compact))
        self._put("#decks", panels.decks(game))
        self._log.catch_up()

    def _meets(self) -> tuple[bool, bool]:
        """Whether there is someone here to talk with, and someone met to fight."""
        game = self.driver.game
        return parley.someone_here(game), game.meeting is not None

    def _put(self, selector: str, text: Text) -> None:
        """Update a panel only when its words changed: an update re-lays the whole panel."""
        if self._shown.get(selector) != text:
            self._shown[selector] = text
            self._widgets[selector].update(hanging.Hung(text))  # hung at the pane's width

    # --- keys -------------------------------------------------------------------------------

    def heeding_the_dying(self, command: cmd.Command, go: Callable[[], object]) -> None:
        """``go``, unless ``command`` would end the watch a guild-mate at Death's Door dies
        in (p. 126): then ask first, tend or go on (play-test 30)."""
        names = dyingwords.doomed(self.driver.game, command)
        if not names:
            go()
            return

        def answered(choice: str | None) -> None:
            if choice == "tend":
                self.action_tend()
            elif choice == "go":
                go()

        self.app.push_screen(DyingScreen(dyingwords.question(names)), answered)

    def action_explore(self) -> None:
        self.heeding_the_dying(cmd.Explore(), self.explore)

    def explore(self) -> None:
        """Explore; stopped by locked doors only, it offers the rooms behind them (the
        dialog says why, so no toast says it again over the dialog)."""
        outcome = self.worm.send(cmd.Explore(), quiet=True)
        refused = outcome.refused if outcome is not None else None
        if refused and "locked" in refused and doors.shut_rooms(self.driver.game):
            doors.behind_locks(self, self.driver.game)
        elif refused:
            self.notify(refused, title="No", severity="warning", timeout=4)

    def action_travel(self) -> None:
        def typed(key: str | None) -> None:
            if key:
                go = cmd.Go(to=key.strip())
                self.heeding_the_dying(go, lambda: self.worm.send(go))

        self.app.push_screen(CommandScreen("Go to which room? (its key, e.g. 102)", ""), typed)

    def action_look(self) -> None:
        self.worm.send(cmd.Look())

    def action_search(self) -> None:
        self.worm.send(cmd.Search())

    def action_listen(self) -> None:
        self.worm.send(cmd.Listen())

    def action_treasure(self) -> None:
        self.worm.send(cmd.TakeTreasure())

    def action_way(self, way: str) -> None:
        game = self.driver.game
        if game.phase == "city":
            if way == "down":
                self.delve()
            return
        if way == "up" and not any(w.room == game.room and w.end == "up" for w in game.level.ways):
            way = "out"
        self.worm.send(cmd.Take(way=way))  # type: ignore[arg-type]  # pydantic checks the way

    def delve(self) -> None:
        """Leave the City (p. 178): with more than one surface entrance known, the player
        names the one the guild goes in by."""
        known = jobwords.entrances(self.driver.game)
        if len(known) < 2:
            self.worm.send(cmd.Delve())
            return

        def picked(level: str | None) -> None:
            if level is not None:
                self.worm.send(cmd.Delve(level=int(level)))

        options = [(str(n), f"level {n}, {name}") for n, name in known]
        self.app.push_screen(PickScreen("Go down by which entrance? (p. 178)", options), picked)

    def action_careful(self) -> None:
        self.worm.send(cmd.Careful(on=not self.driver.game.careful))

    def action_talk(self) -> None:
        self.worm.send(cmd.Talk())

    def action_fight(self) -> None:
        self.worm.send(cmd.Fight())

    def action_withdraw(self) -> None:
        self.worm.send(cmd.Withdraw())

    def action_camp(self) -> None:
        self.worm.send(cmd.Camp())

    def action_harvest(self) -> None:
        """The guild's alchemist harvests the fresh kills here (p. 231), as 'harvest' types."""
        found = alchemy.harvester(self.driver.game.guild)
        if found is None:
            self.notify("Nobody able to act knows Alchemy (p. 231)", title="No", timeout=4)
            return
        self.worm.send(cmd.Harvest(who=found.id))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The City's keys (Market, City Actions, jobs, City map) belong to the City screen."""
        return action not in ("market", "city_actions", "jobs", "city_map")

    def idle(self, action: str) -> bool:
        """Talk and Fight are drawn dim while there is no one here to talk with or fight; a
        press still says why not (play-test of session 16: a dimmed key did nothing)."""
        return action in ("talk", "fight") and not self._meets()[action == "fight"]

    def action_guild(self) -> None:
        self.app.push_screen(SheetScreen(self.driver.game))

    def action_inventory(self) -> None:
        self.app.push_screen(InventoryScreen(self.driver.game))

    def action_legend(self) -> None:
        self.app.push_screen(LegendScreen(self.app.theme))

    def action_light(self) -> None:
        carrying.light(self, self.driver.game)

    def action_use(self) -> None:
        carrying.use(self, self.driver.game)

    def action_drop(self) -> None:
        carrying.drop(self, self.driver.game)

    def action_porter(self) -> None:
        carrying.porter(self, self.driver.game)

    def action_tend(self) -> None:
        carrying.tend(self, self.driver.game)

    def action_wound_order(self) -> None:
        woundorder.ask(self, self.driver.game)

    def action_door(self) -> None:
        doors.door(self, self.driver.game)

    def action_act(self) -> None:
        features.act(self, self.driver.game)

    def on_map_view_clicked(self, message: MapView.Clicked) -> None:
        """Click to travel: to the cell clicked, by the ways the guild knows."""
        game = self.driver.game
        if (message.x, message.y) == game.pos:
            return
        x, y = game.pos
        if max(abs(message.x - x), abs(message.y - y)) == 1:
            self.worm.send(cmd.Step(dx=message.x - x, dy=message.y - y))
        else:
            self.worm.send(cmd.Walk(x=message.x, y=message.y))
