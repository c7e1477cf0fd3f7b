"""The City screen (chapter 9, p. 148): what the terminal game shows while the guild is in the
City, in place of the Crawl's map.

Above, the eight steps of the City Phase, where the guild stands among them and what each did
this time; below, each adventurer's gold, bank, upkeep tier, City Action and conditions. Enter
(or ``u``) on an adventurer chooses their upkeep tier (p. 154) from those their purse pays, a
guild-mate making up a short purse (p. 172) — one ``cmd.Upkeep`` each. The keys open the
Market, the City Actions, the job board and the City map over it, ``B`` buys stolen gear back
off a trader's stall (A Theft, p. 152), ``R`` buys back one the Olu Gang hold for ransom
(We're doomed!, p. 95), ``O`` changes the highlighted adventurer's motif
(p. 25), and ``>`` delves.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import districts
from worm.engine.session import Game
from worm.engine.stall import on_sale
from worm.gm import city_events
from worm.rules import light
from worm.text import cityhub, jobwords, narrate
from worm.ui import keymap as keys
from worm.ui import motifs, panels
from worm.ui.cityacts import CityActionsScreen
from worm.ui.citymap import CityMapScreen
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.footer import KeyFooter
from worm.ui.jobs import JobBoardScreen
from worm.ui.market import MarketScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import TextScreen

BACKLOG = 12
"""Messages shown when the screen opens: the City Phase so far."""

MARK = {"done": "✓", "now": "▶", "to come": "·"}


class CityScreen(MenuScreen):
    """The City Phase as it goes (p. 148), and the guild's upkeep chosen by keys (p. 154)."""

    phase_name = "city"
    BINDINGS = keys.bindings("city")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False
    DEFAULT_CSS = """
    CityScreen #status { height: auto; background: $panel; padding: 0 1; }
    CityScreen #city-steps { height: auto; padding: 0 1; }
    CityScreen #city-menu { height: auto; max-height: 8; border: none; padding: 0 1; }
    CityScreen #city-menu:focus { border: none; }
    CityScreen #city-log { height: 1fr; border-top: hkey $panel; padding: 0 1; }
    """

    MENU = "city-menu"
    LOG = "city-log"

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="status")
            yield Static(id="city-steps")
            yield OptionList(*self._options(), id="city-menu")
            yield MessageLog(self.driver, backlog=BACKLOG, id="city-log")
        yield KeyFooter()

    def _options(self) -> list[Option]:
        game = self.driver.game
        if game.city is None:
            return []
        return [
            Option(
                cityhub.member(game, a, panels.conditions(a)), id=a.id, disabled=a.conditions.dead
            )
            for a in game.guild.in_marching_order()
        ]

    def _steps(self) -> str:
        lines = ["The City Phase (p. 148):"]
        for number, name, where, did in cityhub.steps(self.driver.game, self._buy_back):
            lines.append(f" {MARK[where]} {number}. {name} — {did}")
        return "\n".join(lines + cityhub.word_from_below(self.driver.game))

    def _buy_back(self, who: str, item: str) -> str:
        """How stolen gear on a stall is bought back here: a key, not the text game's words."""
        key = keys.first_key("city_buy_back", getattr(self.app, "user_keymap", None))
        return f"{key} buys it back"

    def update_view(self) -> None:
        """Bring the steps and the guild up to date after a command (the app calls this)."""
        if not self.mounted():
            return
        game = self.driver.game
        if game.phase != "city" or game.city is None:
            return  # the app is about to leave this screen
        seen = (self.driver.version, self.app.has_class("-compact"))
        if seen == self._seen:
            return
        self._seen = seen
        self.query_one("#status", Static).update(panels.status(game))
        self.query_one("#city-steps", Static).update(self._steps())
        menu = self.query_one("#city-menu", OptionList)
        at = menu.highlighted
        menu.set_options(self._options())
        live = [i for i, o in enumerate(menu.options) if not o.disabled]
        if at is not None and at in live:
            menu.highlighted = at
        elif live:
            menu.highlighted = live[0]

    # --- upkeep (p. 154) --------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.choose_upkeep(event.option.id)

    def action_upkeep(self) -> None:
        menu = self.query_one("#city-menu", OptionList)
        if menu.highlighted is not None:
            chosen = menu.get_option_at_index(menu.highlighted).id
            if chosen is not None:
                self.choose_upkeep(chosen)

    def choose_upkeep(self, who: str) -> None:
        """Pick a tier for ``who``; one their purse cannot pay asks who makes it up."""
        game = self.driver.game
        state = game.city
        if state is None:
            return
        a = game.guild.adventurer(who)
        paid = state.tier_of(who)
        if paid is not None:
            self.notify(f"{a.name} has already paid for {paid} upkeep", timeout=3)
            return

        def picked(tier: str | None) -> None:
            if tier is None:
                return
            if tier.startswith("no:"):
                why = dict(cityhub.tier_choices(self.driver.game, who))[tier]
                self.notify(why, title="No", severity="warning", timeout=4)
                return
            if cityhub.shortfall(self.driver.game, who, tier):
                self.choose_payer(who, tier)
            else:
                self.worm.send(cmd.Upkeep(who=who, tier=tier))

        note = f"{a.name} has {a.gold} gold. A tier buys lodging, mending and supplies."
        self.app.push_screen(
            PickScreen(f"Upkeep for {a.name} (p. 154)", cityhub.tier_choices(game, who), note),
            picked,
        )

    def choose_payer(self, who: str, tier: str) -> None:
        """Who makes up what ``who`` lacks for ``tier`` (the example of p. 172)."""
        game = self.driver.game
        short = cityhub.shortfall(game, who, tier)
        options = [(b.id, f"{b.name} ({b.gold} gold)") for b in cityhub.helpers(game, who, short)]

        def picked(payer: str | None) -> None:
            if payer is not None:
                self.worm.send(cmd.Upkeep(who=who, tier=tier, payer=payer))

        name = game.guild.adventurer(who).name
        title = f"Who makes up the {short} gold {name} lacks? (p. 172)"
        self.app.push_screen(PickScreen(title, options), picked)

    # --- the City's other screens, and the way down -----------------------------------------

    def action_market(self) -> None:
        """The Omphalic Market, item by item (pp. 154, 163)."""
        self.app.push_screen(MarketScreen(self.driver))

    def action_jobs(self) -> None:
        """The job board and the guild's contracts (pp. 160–161)."""
        self.app.push_screen(JobBoardScreen(self.driver))

    def action_city_actions(self) -> None:
        """Step 6's City Actions (pp. 156–159), one each."""
        self.app.push_screen(CityActionsScreen(self.driver))

    def action_city_map(self) -> None:
        """The City's map (Appendix D)."""
        game = self.driver.game
        came = game.city.gate if game.city is not None else None
        self.app.push_screen(CityMapScreen(districts.city_of(game), game.pack, came))

    def action_buy_back(self) -> None:
        """A Theft (p. 152): pick stolen gear on the stall; its owner buys it back."""
        game = self.driver.game
        stall = on_sale(game)
        if not stall:
            self.notify("Nothing of the guild's is on a trader's stall (p. 152).")
            return

        def picked(chosen: str | None) -> None:
            if chosen is not None:
                owner, item = chosen.split("|")
                self.worm.send(cmd.BuyBack(who=owner, item=item))

        options = []
        for owner, item, _ in stall:
            name = game.pack.items[item].name
            price = city_events.buy_back_price(name)
            who = game.guild.adventurer(owner).name
            options.append(
                (f"{owner}|{item}", f"{grammar.possessive(who)} {name.lower()} — {price} gold")
            )
        self.app.push_screen(PickScreen("Buy back off the stall (p. 152)", options), picked)

    def action_ransom(self) -> None:
        """We're doomed! (p. 95): pick one the Olu Gang hold; the guild pays their price
        together (policy ``worm.gm.ransom``), or the engine says why not."""
        game = self.driver.game
        held = [h for h in game.guild.held if h.fate == "ransom"]
        if not held:
            self.notify("The Olu Gang hold nobody of the guild (p. 95).")
            return

        def picked(name: str | None) -> None:
            if name is not None:
                self.worm.send(cmd.Ransom(who=name))

        price = light.ransom(game.guild.fame)
        gold = sum(a.gold for a in game.guild.adventurers if not a.conditions.dead)
        options = [(h.sheet.name, f"{h.sheet.name} — {price:,} gold") for h in held]
        note = f"1,000 gold per point of Fame; the guild holds {gold:,} between them."
        self.app.push_screen(
            PickScreen("Buy back from the Olu Gang (p. 95)", options, note), picked
        )

    def action_motif(self) -> None:
        """Change the highlighted adventurer's motif, with the GM's agreement (p. 25)."""
        menu = self.query_one("#city-menu", OptionList)
        if menu.highlighted is not None:
            chosen = menu.get_option_at_index(menu.highlighted).id
            if chosen is not None:
                motifs.change(self, chosen)

    def action_guild(self) -> None:
        game = self.driver.game
        text = narrate.roster(game.guild, game.pack) + "\n\n" + narrate.inventory(game, None)
        self.app.push_screen(TextScreen("The guild", text))

    def action_delve(self) -> None:
        """Leaving the City cannot be undone: with upkeep or City Actions still open, ask
        first, naming who has not done them (play-test 19, polish)."""
        undone = left_undone(self.driver.game)
        if not undone:
            self._delve()
            return

        def answered(choice: str | None) -> None:
            if choice == "go":
                self._delve()

        choices = [("go", "Go down now"), ("stay", "Stay in the City")]
        note = "Not done yet: " + "; ".join(undone) + "."
        self.app.push_screen(PickScreen("Leave the City?", choices, note=note), answered)

    def _delve(self) -> None:
        """Leave the City (p. 178): with more than one surface entrance known, the player
        names the one the guild goes in by. Who named no tier takes the best they can pay for
        (``city.finish``)."""
        known = jobwords.entrances(self.driver.game)
        if len(known) < 2:
            self.worm.send(cmd.Delve())
            return

        def picked(level: str | None) -> None:
            if level is not None:
                self.worm.send(cmd.Delve(level=int(level)))

        options = [(str(n), f"level {n}, {name}") for n, name in known]
        self.app.push_screen(PickScreen("Go down by which entrance? (p. 178)", options), picked)


def left_undone(game: Game) -> list[str]:
    """Who has paid no upkeep (p. 154) and who has taken no City Action (p. 156) yet."""
    city = game.city
    if city is None:
        return []
    living = [a for a in game.guild.adventurers if a.active]
    unpaid = [a.name for a in living if city.tier_of(a.id) is None]
    idle = [a.name for a in living if city.action_of(a.id) is None]
    undone = []
    if unpaid:
        undone.append(f"upkeep unpaid by {', '.join(unpaid)} (the best they can pay is taken)")
    if idle:
        undone.append(f"no City Action taken by {', '.join(idle)}")
    return undone
