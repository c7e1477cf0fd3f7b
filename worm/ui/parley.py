"""The Parley screen (pp. 99–103, 180): the one met, its Disposition, what the guild knows of
it, and the approaches open now.

Left: who they are, their mood (glyph, name, pips, what it does), and their likes, dislikes,
wants and needs as far as the guild has learned them. Right: the approaches, each on a key, and
who speaks (``s`` cycles; the GM picks by default). Below: the talk as it goes. Every approach is
one Command (``cmd.Approach``, ``cmd.Fight``, ``cmd.Withdraw``); a sub-choice — what to give,
which like, what to ask for — is a small dialog first. The app leaves this screen by itself when
the talk ends: a fight brings the Challenge, peace or a retreat the Crawl.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.meeting import Meeting
from worm.text import narrate
from worm.ui import digits, hanging, numbering, talk
from worm.ui import keymap as keys
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.prompts import CommandScreen, TextScreen
from worm.ui.settling import ARRIVAL, drop_early, ready_at

BACKLOG = 40
"""Messages shown when the screen opens: the meeting and what led to it."""


class PickScreen(ModalScreen[str | None]):
    """A short list to choose from: what to give, which like, what to ask for. Every line
    has its number: 1–9 at once, the tenth on as 0 then two digits (``worm.ui.numbering``)."""

    DEFAULT_CSS = """
    PickScreen OptionList { height: auto; max-height: 18; }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        *(Binding(str(n), f"digit('{n}')", show=False) for n in range(10)),
    ]

    def __init__(self, title: str, options: list[tuple[str, str]], note: str = "") -> None:
        super().__init__()
        self.heading, self.options, self.note = title, options, note
        self.digits = ""  # a number begun with 0, waiting for its digits (or Enter)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.heading, classes="title")
            if self.note:
                yield Static(self.note)
            count = len(self.options)
            yield OptionList(
                *(
                    Option(
                        hanging.Hung(
                            f"{numbering.label(n, count)}. {label}", at=hanging.after_first
                        ),
                        id=str(n),
                    )
                    for n, (_, label) in enumerate(self.options, 1)
                )
            )
            how = "A number" if count < 10 else f"A number ({numbering.HOW})"
            yield Static(f"{how} or Enter chooses · Escape goes back", classes="hint")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(int(event.option.id or 1))

    def action_digit(self, digit: str) -> None:
        """A digit: the line it numbers, at once, or highlighted while a 0's digits come."""
        menu = self.query_one(OptionList)
        self.digits = digits.take(
            self, self.digits + digit, len(self.options), menu, self.action_pick
        )

    def action_pick(self, number: int) -> None:
        if 1 <= number <= len(self.options):
            self.dismiss(self.options[number - 1][0])

    def action_cancel(self) -> None:
        self.dismiss(None)


class ParleyScreen(MenuScreen):
    """Talking with those met (p. 100)."""

    MENU = "approaches"
    LOG = "parley-log"

    phase_name = "parley"
    BINDINGS = keys.bindings("parley")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False  # the compact rules start from the App
    DEFAULT_CSS = """
    ParleyScreen #parley-main { height: 1fr; }
    ParleyScreen #parley-left { width: 1fr; padding: 0 1; }
    ParleyScreen #parley-right { width: 54; border-left: vkey $panel; padding: 0 1; }
    App.-compact ParleyScreen #parley-right { width: 44; }
    App.-compact ParleyScreen #parley-speaker { margin-bottom: 0; }
    ParleyScreen #parley-who, ParleyScreen #parley-mood { margin-bottom: 1; }
    ParleyScreen #parley-speaker { margin-bottom: 1; }
    ParleyScreen #approaches { height: auto; max-height: 100%; border: none; padding: 0; }
    ParleyScreen #approaches:focus { border: none; }
    ParleyScreen #parley-closed { margin-top: 1; }
    ParleyScreen #parley-log { height: 10; border-top: hkey $panel; padding: 0 1; }
    App.-compact ParleyScreen #parley-log { height: 6; }
    """

    def __init__(self, driver: Driver) -> None:
        super().__init__(driver)
        self.speaker: str | None = None  # an adventurer id; None: the GM's pick
        self.asked: str | None = None  # the last request, offered first when trading
        self.ready = float("inf")  # when it takes keys (worm.ui.settling)

    def on_mount(self) -> None:
        self.ready = ready_at(
            self.app, ARRIVAL
        )  # MenuScreen's on_mount runs too: Textual calls both

    def on_key(self, event: events.Key) -> None:
        drop_early(event, self.ready)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            with Horizontal(id="parley-main"):
                with VerticalScroll(id="parley-left"):
                    yield Static(id="parley-who")
                    yield Static(id="parley-mood")
                    yield Static(id="parley-known")
                with Vertical(id="parley-right"):
                    yield Static("Approaches (p. 100)", id="parley-title", classes="title")
                    yield Static(id="parley-speaker")
                    yield OptionList(id="approaches")
                    yield Static(id="parley-closed")
            yield MessageLog(self.driver, backlog=BACKLOG, id="parley-log")
        yield KeyFooter()

    # --- drawing ----------------------------------------------------------------------------

    def update_view(self) -> None:
        """Bring every panel up to date after a command (the app calls this)."""
        if not self.mounted():
            return
        game = self.driver.game
        meeting = game.meeting
        if meeting is None or game.phase != "parley":
            return  # the app is about to leave this screen
        if talk.chosen(game, self.speaker) is None:
            self.speaker = None
        seen = (self.driver.version, self.speaker)
        if seen == self._seen:
            return
        self._seen = seen
        self.query_one("#parley-who", Static).update(hanging.Hung(talk.who(game, meeting)))
        self.query_one("#parley-mood", Static).update(hanging.Hung(talk.disposition(game, meeting)))
        self.query_one("#parley-known", Static).update(
            hanging.Hung(talk.knowledge(game, meeting), at=hanging.after_first)
        )
        speaker = talk.speaker_line(game, meeting, self.speaker, key=self._key("speaker"))
        self.query_one("#parley-speaker", Static).update(speaker)
        choices = talk.menu(game, meeting, self.speaker)
        menu = self.query_one("#approaches", OptionList)
        at = menu.highlighted
        compact = self.app.has_class("-compact")
        menu.set_options(
            [
                Option(talk.menu_line(c, self._key(c.id), compact=compact), id=c.id)
                for c in choices
                if c.open
            ]
        )
        if menu.option_count:
            menu.highlighted = min(at or 0, menu.option_count - 1)
        closed = talk.closed(choices)
        dark = talk.in_the_dark(game, self._key("parley_light"))
        if dark:
            closed = Text(dark + "\n", style="bold").append_text(closed)
        self.query_one("#parley-closed", Static).update(closed)

    def _key(self, binding_id: str) -> str:
        """The key the player presses for a binding, as the live keymap has it."""
        for key, active in self.active_bindings.items():
            if active.binding.id == binding_id:
                return self.app.get_key_display(Binding(key, active.binding.action))
        spec = keys.BY_ID.get(binding_id)
        return spec.keys.split(",")[0] if spec else "?"

    # --- keys -------------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.action_approach(event.option.id)

    def action_next_speaker(self) -> None:
        game = self.driver.game
        if game.meeting is None:
            return
        pool = [a.id for a in talk.speaker_pool(game, game.meeting)]
        order: list[str | None] = [None, *pool]
        at = order.index(self.speaker) if self.speaker in order else 0
        self.speaker = order[(at + 1) % len(order)]
        self.update_view()

    def action_guild(self) -> None:
        game = self.driver.game
        text = narrate.roster(game.guild, game.pack) + "\n\n" + narrate.inventory(game, None)
        self.app.push_screen(TextScreen("The guild", text))

    def action_approach(self, how: str) -> None:
        """One approach: a sub-choice first where it needs one, then the Command."""
        game = self.driver.game
        meeting = game.meeting
        if meeting is None or game.phase != "parley":
            return
        choice = next((c for c in talk.menu(game, meeting, self.speaker) if c.id == how), None)
        if choice is None:
            return
        if not choice.open:
            self.notify(
                f"{choice.label}: not now — {choice.why_not}",
                title="No",
                severity="warning",
                timeout=4,
            )
            return
        who = self.speaker
        if how == "parley_withdraw":
            self.worm.send(cmd.Withdraw())
        elif how == "parley_fight":
            self._pick(
                "Fall on them? The talk will be over.",
                [("fight", f"Fight {meeting.name}"), ("", "Keep talking")],
                lambda yes: self.worm.send(cmd.Fight()) if yes else None,
            )
        elif how == "lore":
            self._bid(game, meeting, who)
        elif how in ("flatter", "deceive", "ask"):
            self._send(how, who=who)
        elif how == "appeal":
            self._pick(
                "Appeal to which like?",
                talk.appeals(game, meeting),
                lambda n: self._send("appeal", who=who, trait=int(n)),
            )
        elif how == "threaten":
            options = talk.threats(game, meeting)
            if len(options) == 1:
                self._send("threaten", who=who)
            else:
                self._pick(
                    "Threaten how?",
                    options,
                    lambda n: self._send("threaten", who=who, trait=int(n) if n else None),
                )
        elif how == "request":
            self._pick(
                "Ask them for what?",
                talk.asks(self.driver.game),
                lambda ask: self._request(who, ask),
            )
        elif how in ("offer", "trade"):
            self._gift(how, who)

    def _request(self, who: str | None, ask: str) -> None:
        self.asked = ask  # "for a fair exchange": the trade that follows offers it first
        self._send("request", who=who, ask=ask)

    def _gift(self, how: str, who: str | None) -> None:
        """What to give (an item, gold, treasure, a service), then for a trade what to ask."""
        game = self.driver.game

        def given(thing: str) -> None:
            if thing == "gold":
                self._gold(lambda n: then({"gold": n}))
                return
            kind, _, value = thing.partition(":")
            then({kind: value})

        def then(fields: dict[str, object]) -> None:
            if how == "offer":
                self._send("offer", who=who, **fields)
                return
            self._pick(
                "Trade it for what?",
                talk.asks(game, self.asked),
                lambda ask: self._send("trade", who=who, ask=ask, **fields),
            )

        title = "Offer what?" if how == "offer" else "Trade what?"
        self._pick(title, talk.gifts(game, illusory=how == "offer"), given)

    def _gold(self, then: Callable[[int], None]) -> None:
        purse = sum(a.gold for a in self.driver.game.guild.adventurers)

        def typed(line: str | None) -> None:
            amount = (line or "").strip()
            if not amount:
                return
            if not (amount.isascii() and amount.isdigit() and len(amount) <= 9) or not (
                1 <= int(amount) <= purse
            ):
                self.notify(
                    f"a number of gold pieces, 1 to {purse}",
                    title="No",
                    severity="warning",
                    timeout=4,
                )
                return
            then(int(amount))

        self.app.push_screen(CommandScreen(f"How much gold? (the guild has {purse})", ""), typed)

    def _pick(
        self, title: str, options: list[tuple[str, str]], then: Callable[[str], object]
    ) -> None:
        def picked(value: str | None) -> None:
            if value is not None:
                then(value)

        self.app.push_screen(PickScreen(title, options), picked)

    def _bid(self, game: Game, meeting: Meeting, who: str | None) -> None:
        """Bid Lore: a Con Artist picks a like or a dislike (p. 74), and a Loremaster with a bid
        and a Resolve both left says which pays (p. 79); each asked only when it can be used."""
        speaker = talk.chosen(game, who)
        ask_price = talk.loremaster(game, meeting, speaker)

        def priced(taste: str | None) -> None:
            if not ask_price:
                self._send("lore", who=who, taste=taste)
                return
            self._pick(
                "Pay for the bid with? (Loremaster, p. 79)",
                [("bid", "a lore bid"), ("resolve", "1 Resolve in place of a bid")],
                lambda paid: self._send("lore", who=who, taste=taste, paid_with=paid),
            )

        if talk.con_artist(game, meeting, speaker):
            self._pick(
                "Watch them a few minutes, then read which? (Con Artist, p. 74)",
                [("like", "one of their likes"), ("dislike", "one of their dislikes")],
                priced,
            )
        else:
            priced(None)

    def _send(self, how: str, **fields: object) -> None:
        self.worm.send(cmd.Approach(approach=how, **fields))  # type: ignore[arg-type]  # pydantic checks
