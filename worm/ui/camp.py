"""The Camp screen (chapter 8, pp. 136–141): the guild around the fire, each adventurer's Camp
Action, then in recovery the Bonds burned, then the morning.

Left: everyone in marching order — what each has done and what came of it, who has yet to
choose, conditions and Bonds. Right: for the one chosen (``←``/``→`` or Tab change who), the
Camp Actions open now on a menu (arrows and Enter), those shut with their reason, dimmed; in
recovery their charged Bonds and what a burn could mend now. Below: the camp-on key and who will
simply rest, then the log. Each choice is one Command (``cmd.CampAct``, ``cmd.Burn``,
``cmd.CampOn``); a partner or a thing is a small dialog first. The app shows this screen while
the game is in camp, and leaves it by itself for the night's fight or talk and at the morning.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm import grammar
from worm.engine import campsite
from worm.engine import commands as cmd
from worm.model.adventurer import Adventurer
from worm.rules import camp as rules
from worm.text import narrate
from worm.ui import fireside, hanging, pactpicks
from worm.ui import keymap as keys
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.parley import PickScreen
from worm.ui.prompts import TextScreen

BACKLOG = 30
"""Messages shown when the screen opens: the camp being made and what led to it."""


class CampScreen(MenuScreen):
    """Making camp (p. 136)."""

    phase_name = "camp"
    BINDINGS = keys.bindings("camp")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False  # the compact rules start from the App
    DEFAULT_CSS = """
    CampScreen #camp-status { height: 1; background: $panel; padding: 0 1; }
    CampScreen #camp-main { height: 1fr; }
    CampScreen #camp-left { width: 1fr; padding: 0 1; }
    CampScreen #camp-right { width: 62; border-left: vkey $panel; padding: 0 1; }
    App.-compact CampScreen #camp-right { width: 44; }
    CampScreen #camp-title { text-style: bold; }
    CampScreen #camp-menu { height: auto; max-height: 100%; border: none; padding: 0; }
    CampScreen #camp-menu:focus { border: none; }
    CampScreen #camp-closed { margin-top: 1; }
    CampScreen #camp-on { height: auto; border-top: hkey $panel; padding: 0 1; }
    CampScreen #camp-log { height: 8; border-top: hkey $panel; padding: 0 1; }
    App.-compact CampScreen #camp-log { height: 5; }
    """

    MENU = "camp-menu"
    LOG = "camp-log"

    def __init__(self, driver: Driver) -> None:
        super().__init__(driver)
        self.who: str | None = None  # the adventurer whose choices are shown
        self._step = 0
        self._menu_of: tuple[str | None, int] = (None, 0)  # whose menu is shown, at which step

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="camp-status")
            with Horizontal(id="camp-main"):
                with VerticalScroll(id="camp-left"):
                    yield Static(id="camp-guild")
                with VerticalScroll(id="camp-right"):
                    yield Static(id="camp-title")
                    yield Static(id="camp-about")
                    yield OptionList(id="camp-menu")
                    yield Static(id="camp-closed")
            yield Static(id="camp-on")
            yield MessageLog(self.driver, backlog=BACKLOG, id="camp-log")
        yield KeyFooter()

    # --- drawing ----------------------------------------------------------------------------

    def chosen(self) -> Adventurer | None:
        """The adventurer shown on the right: the one picked, or the first with a choice."""
        game = self.driver.game
        order = game.guild.in_marching_order()
        picked = next((a for a in order if a.id == self.who), None)
        if picked is not None:
            return picked
        return next((a for a in order if fireside.waiting(game, a)), order[0] if order else None)

    def update_view(self) -> None:
        """Bring every panel up to date after a command (the app calls this)."""
        if not self.mounted():
            return
        game = self.driver.game
        camp = game.camp
        if camp is None or game.phase != "camp":
            return  # the app is about to leave this screen
        if camp.step != self._step:  # a new step: show the first with something to choose
            self._step, self.who = camp.step, None
        a = self.chosen()
        self.who = a.id if a is not None else None
        width = self.query_one("#camp-left").size.width - 2
        right = self.query_one("#camp-right").size.width - 4  # padding, border, scrollbar
        seen = (self.driver.version, self.who, self.app.has_class("-compact"), width, right)
        if seen == self._seen:
            return
        self._seen = seen
        compact = self.app.has_class("-compact")
        self.query_one("#camp-status", Static).update(fireside.heading(game))
        self.query_one("#camp-guild", Static).update(
            fireside.guild(game, self.who, width=max(width, 30))
        )
        self.query_one("#camp-on", Static).update(
            hanging.Hung(fireside.going_on(game, self._key("camp_on")), at=hanging.after_first)
        )
        title = self.query_one("#camp-title", Static)
        about = self.query_one("#camp-about", Static)
        closed = self.query_one("#camp-closed", Static)
        menu = self.query_one("#camp-menu", OptionList)
        at = menu.highlighted if (self.who, camp.step) == self._menu_of else 0
        self._menu_of = (self.who, camp.step)
        offers: list[fireside.Offer] = []
        if a is None:
            title.update("")
            about.update("")
            closed.update("")
        elif camp.step == 1:
            title.update(f"{a.name} — Camp Actions")
            done = fireside.deeds(game).get(a.name, [])
            if not a.active:
                about.update("Cannot act: at Death's Door or dead (p. 31).")
            elif not fireside.left_to_act(camp, a):
                about.update("Done tonight: " + "; ".join(done) + "\n\n" + self._next_hint())
            else:
                about.update("↑↓ Enter: choose one · ← → or Tab: who")
                offers = fireside.actions(game, a)
            closed.update(fireside.closed(offers, width=max(right, 30)))
        elif camp.step == 4:
            title.update(f"{a.name} — Recovery")
            about.update(fireside.recovery(game, a, width=max(right, 30)))
            offers = fireside.burns(game, a) if fireside.can_burn(game, a) else []
            closed.update("" if offers else self._next_hint())
        else:
            title.update("The night")
            about.update("The night's draw is played out: see the log below.")
            closed.update("")
        menu.set_options(
            [Option(fireside.menu_line(o, compact=compact), id=o.id) for o in offers if o.open]
        )
        if menu.option_count:
            menu.highlighted = min(at or 0, menu.option_count - 1)

    def _next_hint(self) -> str:
        """What to do when the one shown has nothing (more) to choose."""
        game = self.driver.game
        others = [a.name for a in game.guild.in_marching_order() if fireside.waiting(game, a)]
        on = self._key("camp_on")
        if others:
            return f"Still to choose: {', '.join(others)} (← →). Or {on} to go on."
        return f"Nobody has more to choose: {on} goes on."

    def _key(self, binding_id: str) -> str:
        """The key the player presses for a binding, as the live keymap has it."""
        for key, active in self.active_bindings.items():
            if active.binding.id == binding_id:
                return self.app.get_key_display(Binding(key, active.binding.action))
        spec = keys.BY_ID.get(binding_id)
        return spec.keys.split(",")[0] if spec else "?"

    # --- keys -------------------------------------------------------------------------------

    def action_next_adventurer(self, step: int = 1) -> None:
        """The next (or previous) adventurer round the fire."""
        order = [a.id for a in self.driver.game.guild.in_marching_order()]
        if not order:
            return
        at = order.index(self.who) if self.who in order else 0
        self.who = order[(at + step) % len(order)]
        self.update_view()

    def action_choose(self) -> None:
        menu = self.query_one("#camp-menu", OptionList)
        if menu.highlighted is None:
            self.notify("Nothing to choose here", severity="warning", timeout=3)
            return
        option = menu.get_option_at_index(menu.highlighted)
        if option.id:
            self.choose(option.id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.choose(event.option.id)

    def action_camp_on(self) -> None:
        self.worm.send(cmd.CampOn())

    def action_guild(self) -> None:
        game = self.driver.game
        text = narrate.roster(game.guild, game.pack) + "\n\n" + narrate.inventory(game, None)
        self.app.push_screen(TextScreen("The guild", text))

    def choose(self, choice: str) -> None:
        """A Camp Action in step 1 or a burn in step 4: a sub-choice first where it needs one."""
        game = self.driver.game
        camp = game.camp
        a = self.chosen()
        if camp is None or a is None:
            return
        if camp.step == 4:
            mate, _, mend = choice.partition("|")
            if mend.startswith(fireside.ANIMAL):
                animal = mend.removeprefix(fireside.ANIMAL)
                self._send_then(cmd.Burn(who=a.id, mate=mate, animal=animal))
                return
            self._send_then(cmd.Burn(who=a.id, mate=mate, mend=mend))
            return
        if camp.step != 1:
            return
        offer = next((o for o in fireside.actions(game, a) if o.id == choice), None)
        if offer is None or not offer.open:
            why = offer.why_not if offer is not None else "not a Camp Action"
            self.notify(f"{a.name}: not now — {why}", title="No", severity="warning", timeout=4)
            return
        if choice == "fellowship":
            self._pick(
                f"{a.name} shares the fire with whom?",
                fireside.fellows(game, a),
                lambda mate: self._act(a, choice, partner=mate),
            )
        elif choice == "train":
            self._train(a)
        elif choice == "read_a_book":
            self._pick(
                f"What does {a.name} look up?",
                fireside.subjects(game),
                lambda what: self._act(a, choice, what=what or None),
            )
        elif choice == "use_an_item":
            self._use(
                a, choice, [(i, game.pack.items[i].name) for i in rules.camp_items(a)], "leeches"
            )
        elif choice == "use_a_talent":
            talents = [(t, game.pack.talents[t].name) for t in campsite.talents(game, a)]
            self._use(a, choice, talents, "chirurgeon")
        else:
            self._act(a, choice)

    def _train(self, a: Adventurer) -> None:
        game = self.driver.game

        def taught(value: str) -> None:
            teacher, _, talent = value.partition("|")
            most = min(a.xp, 7)
            if most <= 1:
                self._act(a, "train", partner=teacher, what=talent)
                return
            self._pick(
                f"Invest how much XP? ({a.name} has {a.xp}; each is one use, 7 masters it)",
                [(str(n), f"{n} XP") for n in range(1, most + 1)],
                lambda n: self._act(a, "train", partner=teacher, what=talent, xp=int(n)),
            )

        self._pick(f"Who teaches {a.name} what?", fireside.teachers(game, a), taught)

    def _teach(self, a: Adventurer) -> None:
        """Beast Master (p. 78): which companion, which command, and (if it is full) which
        command it forgets."""
        game = self.driver.game

        def lesson(animal: str, command: str, forget: str | None = None) -> None:
            self._send_then(
                cmd.CampAct(
                    who=a.id,
                    action="use_a_talent",
                    what="beast_master",
                    animal=animal,
                    command=command,
                    forget=forget,
                )
            )

        def chosen(animal: str) -> None:
            def taught(command: str) -> None:
                forgettable = fireside.full(game, a, animal)
                if not forgettable:
                    lesson(animal, command)
                    return
                self._pick(
                    "It holds all it can: forget which?",
                    forgettable,
                    lambda old: lesson(animal, command, old),
                )

            self._pick("Teach it which command?", fireside.commands_to_teach(game, animal), taught)

        self._pick(
            f"Which of {grammar.possessive(a.name)} animals?", fireside.lessons(game, a), chosen
        )

    def _use(self, a: Adventurer, action: str, things: list[tuple[str, str]], aimed: str) -> None:
        """Use an Item or a Talent: which one, then for leeches or Chirurgery on whom."""
        game = self.driver.game

        def used(thing: str) -> None:
            if thing == "high_chant":
                self._chant(a)
                return
            if thing == "gramarye":
                self._pact(a, ())
                return
            if thing == "alchemy":
                self._brew(a)
                return
            if thing == "beast_master":
                self._teach(a)
                return
            if thing != aimed:
                self._act(a, action, what=thing)
                return
            whom = fireside.patients(game, a, thing)
            if not whom:  # the engine says why not
                self._act(a, action, what=thing)
                return
            self._pick(
                "On whom?", whom, lambda mate: self._act(a, action, partner=mate, what=thing)
            )

        if len(things) == 1:
            used(things[0][0])
        else:
            self._pick(f"{a.name} uses what?", things, used)

    def _chant(self, a: Adventurer) -> None:
        """High Chant (p. 79): card by card, a minor arcanum from the discard pile and who it
        inspires, up to the chanter's Cups; or the GM's pick of both."""
        game = self.driver.game
        gifts: list[tuple[str, str]] = []
        many = a.attributes.cups

        def send() -> None:
            self._act(a, "use_a_talent", what="high_chant", gifts=tuple(gifts))

        def next_card() -> None:
            cards = fireside.chant_cards(game, [c for c, _ in gifts])
            if len(gifts) >= many or not cards or not fireside.chant_holders(game, self._to(gifts)):
                send()
                return
            first = ("", "that is all") if gifts else ("", "let the GM pick the cards and holders")
            title = f"{a.name} chants: card {len(gifts) + 1} of up to {many} (Cups)"
            self._pick(title, [first, *cards], picked)

        def picked(card: str) -> None:
            if not card:
                send()
                return

            def inspire(who: str) -> None:
                gifts.append((card, who))
                next_card()

            holders = fireside.chant_holders(game, self._to(gifts))
            self._pick(f"Who does the {card} inspire?", holders, inspire)

        next_card()

    @staticmethod
    def _to(gifts: list[tuple[str, str]]) -> list[str]:
        return [who for _, who in gifts]

    def _pact(self, a: Adventurer, picked: tuple[tuple[str, str], ...]) -> None:
        """Make a Pact (p. 83): pick a pact, then the spell it charges; again, or swear."""
        game = self.driver.game

        def pact(choice: str) -> None:
            if choice == pactpicks.SWEAR:
                self._send_then(
                    cmd.CampAct(who=a.id, action="use_a_talent", what="gramarye", pacts=picked)
                )
                return
            name = game.pack.pacts[choice].name
            self._pick(
                f"{name}: which spell's component does it charge?",
                pactpicks.components(game, a, picked),
                lambda spell: self._pact(a, (*picked, (choice, spell))),
            )

        choices = pactpicks.pacts(game, a, picked)
        if not choices:  # nothing left to swear: the engine says why
            self._send_then(cmd.CampAct(who=a.id, action="use_a_talent", what="gramarye"))
            return
        self._pick(f"{a.name} swears which pact?", choices, pact)

    def _brew(self, a: Adventurer) -> None:
        """Brew Alchemy (p. 231): one dialog per reagent carried for its form, then the brew."""
        held = fireside.reagents(self.driver.game, a)
        forms: list[str] = []

        def ask() -> None:
            if len(forms) == len(held):
                self._send_then(
                    cmd.CampAct(who=a.id, action="use_a_talent", what="alchemy", forms=tuple(forms))
                )
                return
            n = len(forms)
            self._pick(f"Brew the {held[n]} ({n + 1} of {len(held)}) into?", fireside.BREWS, chose)

        def chose(form: str) -> None:
            forms.append(form)
            ask()

        ask()

    def _act(
        self,
        a: Adventurer,
        action: str,
        *,
        partner: str | None = None,
        what: str | None = None,
        xp: int = 1,
        gifts: tuple[tuple[str, str], ...] = (),
    ) -> None:
        self._send_then(
            cmd.CampAct(who=a.id, action=action, partner=partner, what=what, xp=xp, gifts=gifts)
        )

    def _send_then(self, command: cmd.Command) -> None:
        """Send, then show the next adventurer with something still to choose."""
        outcome = self.worm.send(command)
        if outcome is None or outcome.refused:
            return
        game = self.driver.game
        a = self.chosen()
        if game.camp is not None and a is not None and not fireside.waiting(game, a):
            self.who = next(
                (o.id for o in game.guild.in_marching_order() if fireside.waiting(game, o)),
                self.who,
            )
            self._seen = None
            self.update_view()

    def _pick(
        self, title: str, options: list[tuple[str, str]], then: Callable[[str], object]
    ) -> None:
        def picked(value: str | None) -> None:
            if value is not None:
                then(value)

        self.app.push_screen(PickScreen(title, options), picked)
