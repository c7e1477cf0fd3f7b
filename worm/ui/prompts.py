"""Dialogs: the GM's choices, a failed test to push or let stand, quitting,
typing a command, the full message log, and a page of words (why, the guild)."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from worm import grammar
from worm.content.interaction import Interaction
from worm.engine import colossal, outright, wounds
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import feats
from worm.model.crawl import Pending
from worm.rules import crossed_off, elections
from worm.saves import folder
from worm.text import explain, stakes
from worm.ui import digits, hanging, numbering
from worm.ui import keymap as keys
from worm.ui.common import Host, MessageLog, host
from worm.ui.driver import CATEGORIES, TAG, Category, Driver
from worm.ui.flowlog import FlowLog
from worm.ui.footer import KeyFooter
from worm.ui.pages import Page
from worm.ui.settling import drop_early, ready_at

REDRAW = 0.05
"""Seconds after a dialog is first drawn that the log below it is drawn again."""


class Prompt(ModalScreen[object]):
    """A dialog over the screen below; the game's state decides when it goes.

    A modal screen hides the app's own keys, so a dialog binds them again: ``?``, ``q``,
    ``m``, ``w`` and ``:`` work here as its footer says. A key pressed before the dialog was
    up, or in the moment after, before anyone could have read it (a step held down in the
    Crawl, say), is dropped, never taken as an answer to a dialog nobody has seen yet."""

    is_prompt = True
    phase_name = ""
    BINDINGS = cast("list[BindingType]", keys.bindings("app"))  # keys.bindings: list[object]
    shown_at = float("inf")  # when the dialog came up (the clock key events are stamped by)

    @property
    def worm(self) -> Host:
        return host(self)

    def on_mount(self) -> None:
        self.shown_at = ready_at(self.app)
        self.call_after_refresh(self.redraw_below)

    def stale(self) -> bool:
        """Whether the game now waits on another question of the same kind than the one this
        dialog shows (the next tester's failed test): then it is drawn again."""
        return False

    def redraw_below(self) -> None:
        """Draw the log of the screen below again: it caught up as this dialog came up, and
        Textual loses that redraw of a screen going under a dialog, even a moment after the
        dialog is first drawn; so the log under it showed the messages before the command
        that brought it up (play-test 19, 6)."""
        stack = self.app.screen_stack
        if self in stack and stack.index(self) > 0:
            for log in stack[stack.index(self) - 1].query(MessageLog):
                log.set_timer(REDRAW, log.refresh)

    def on_key(self, event: events.Key) -> None:
        drop_early(event, self.shown_at)  # typed before the dialog was up, or just after

    def key_of(self, binding_id: str) -> str:
        """The key that does ``binding_id`` in this game, as a player reads it."""
        return keys.first_key(binding_id, getattr(self.app, "user_keymap", None))

    def app_keys(self) -> str:
        """What the app's keys do here, for a dialog's hint line."""
        return (
            f"{self.key_of('log')} the log · {self.key_of('why')} why · "
            f"{self.key_of('help')} help · {self.key_of('quit')} quit"
        )


class ChoiceScreen(Prompt):
    """A choice the GM waits on before the guild moves on (a travel event, a trap, p. 178):
    what asks it, in its own words, then the options."""

    phase_name = "choice"
    BINDINGS = [
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
        *cast("list[BindingType]", keys.bindings("choice")),  # p: tend the dying first
    ]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        choice = self.driver.game.choice
        if choice is None:  # answered before this dialog was drawn: route() takes it away
            yield Static("")
            return
        with Vertical(classes="dialog"):
            yield Static(choice.title, classes="title")
            yield Static(choice.scene or self._offered(choice.title), id="scene")
            options = OptionList(
                *(
                    Option(
                        hanging.Hung(
                            f"{n}. {o.verb}{short_of(self.driver, o)}", at=hanging.after_first
                        ),
                        id=str(n),
                    )
                    for n, o in enumerate(choice.options, 1)
                ),
                *(
                    Option(
                        hanging.Hung(f"{n}. {label}", at=hanging.after_first),
                        id=f"{n}{FEAT}",
                    )
                    for n, label in feats_offered(self.driver.game, choice.options)
                ),
                id="options",
            )
            options.highlighted = first_open(self.driver)  # never on one marked "cannot"
            yield options
            last = len(choice.options)
            dying = any(
                a.conditions.deaths_door and not a.conditions.dead
                for a in self.driver.game.guild.adventurers
            )
            tend = f"{self.key_of('choice_tend')} tends the dying first · " if dying else ""
            yield Static(
                f"1{'–' + str(last) if last > 1 else ''} or Enter answers · {tend}"
                f"{self.key_of('command')} types a command instead · {self.app_keys()}",
                classes="hint",
            )
        yield KeyFooter()

    def _offered(self, title: str) -> str:
        """A choice from a save made before choices kept their words: the message that
        offered it, else the last few."""
        offered = [m.text for m in self.driver.messages if m.text.startswith(f"{title} — ")]
        return offered[-1] if offered else "\n".join(m.text for m in self.driver.messages[-3:])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        number, feat, _ = (event.option.id or "1").partition(FEAT)
        self.action_pick(int(number), colossal=bool(feat))

    def action_pick(self, number: int, *, colossal: bool = False) -> None:
        choice = self.driver.game.choice
        if choice is None or not 1 <= number <= len(choice.options):
            return
        # the app closes this dialog once answered
        self.worm.send(cmd.Choose(option=number, colossal=colossal))


class WoundScreen(Prompt):
    """A Wound that waits for its player's choice (p. 124): each way it could be taken,
    numbered; the foe's blow goes on once one is picked."""

    phase_name = "wound"
    BINDINGS = [
        *(Binding(str(n), f"digit('{n}')", show=False) for n in range(10)),
        *cast("list[BindingType]", keys.bindings("app")),
    ]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self.digits = ""  # a number begun with 0, waiting for its digits (or Enter)
        self.shown = driver.game.asked  # the Wound this dialog is about

    def stale(self) -> bool:
        return self.driver.game.asked is not self.shown

    def compose(self) -> ComposeResult:
        game = self.driver.game
        asked = game.asked
        if asked is None:  # answered before this dialog was drawn: route() takes it away
            yield Static("")
            return
        a = game.guild.adventurer(asked.who)
        blow = f" ({asked.cause})" if asked.cause else ""
        title, scene = (
            f"A Wound lands on {a.name}{blow}",
            "How is it taken? The player chooses (p. 124).",
        )
        if crossed_off.asks(asked.ways):  # the Yellow King's doubt (p. 269)
            title = f"{a.name} must cross a line off the sheet{blow}"
            scene = "Which line? It comes back at the end of the next Camp (p. 269)."
        if elections.asks(asked.ways):  # Aegis or Berserkergang, asked as it comes
            talent = elections.talent_of(asked.ways)
            title = f"{a.name} may use {game.pack.talents[talent].name}{blow}"
            scene = f"Do they {elections.ELECTIVE[talent]}? The player decides."
        with Vertical(classes="dialog"):
            yield Static(title, classes="title")
            yield Static(scene, id="scene")
            said = wounds.order_words(game, a, asked.ways, warn=True)
            last = len(asked.ways)
            yield OptionList(
                *(
                    Option(f"{numbering.label(n, last)}. {w}", id=str(n))
                    for n, w in enumerate(said, 1)
                ),
                id="options",
            )
            # a tenth way on is typed as 0 and two digits (play-test g11: "1–11" was offered,
            # and 1 took the first way at once, so the eleventh could not be typed)
            yield Static(
                f"{numbering.how(last)} or Enter answers · {self.app_keys()}", classes="hint"
            )
        yield KeyFooter()

    def action_digit(self, digit: str) -> None:
        """A digit: the way it numbers, at once, or highlighted while a 0's digits come."""
        asked = self.driver.game.asked
        if asked is not None:
            menu = self.query_one("#options", OptionList)
            self.digits = digits.take(
                self, self.digits + digit, len(asked.ways), menu, self.action_pick
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 1))

    def action_pick(self, number: int) -> None:
        asked = self.driver.game.asked
        if asked is None or not 1 <= number <= len(asked.ways):
            return
        self.worm.send(cmd.TakeWound(who=asked.who, way=asked.ways[number - 1]))


class WarnScreen(Prompt):
    """An ambush, and an ambusher whose player is asked whether to warn the guild (p. 74):
    1 Resolve raises a hue and cry, so no one is caught out; else the alarm is tested."""

    phase_name = "warn"
    BINDINGS = [
        *(Binding(str(n), f"pick({n})", show=False) for n in (1, 2)),
        *cast("list[BindingType]", keys.bindings("app")),
    ]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        ch = self.driver.game.challenge
        if ch is None or ch.warner is None:  # answered before this dialog was drawn
            yield Static("")
            return
        a = self.driver.game.guild.adventurer(ch.warner)
        with Vertical(classes="dialog"):
            yield Static(f"An ambush: {a.name} could see it coming", classes="title")
            yield Static(
                f"Spend 1 of {a.name}'s {a.resolve} Resolve to raise a hue and cry, so the "
                "guild is not caught out (Ambusher, p. 74)? Else the one at the front tests "
                "Cups to raise the alarm (p. 110).",
                id="scene",
            )
            yield OptionList(
                Option("1. Warn the guild (1 Resolve)", id="1"),
                Option("2. Keep still", id="2"),
                id="options",
            )
            yield Static(f"1, 2 or Enter answers · {self.app_keys()}", classes="hint")
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 1))

    def action_pick(self, number: int) -> None:
        ch = self.driver.game.challenge
        if ch is None or ch.warner is None or number not in (1, 2):
            return
        self.worm.send(cmd.Warn(who=ch.warner, warn=number == 1))


class PendingScreen(Prompt):
    """A failed test waiting: push fate (draw again, at a price) or let it stand (p. 9)."""

    phase_name = "pending"
    BINDINGS = keys.bindings("pending")  # type: ignore[assignment]  # typed list[object]

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self.shown = driver.game.pending  # the failed test this dialog is about

    def stale(self) -> bool:
        return self.driver.game.pending is not self.shown

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
            yield Static(tested(pending, who), id="test")
            if risk := stakes.at_stake(pending):
                yield Static(risk, id="stakes")
            held = self.driver.game.guild.adventurer(test.who).inspiration
            inspired = (
                [Option(f"Push with the inspiration card: {held.name} (p. 79)", id="inspired")]
                if held is not None
                else []
            )
            sure = outright.talent_for(self.driver.game, pending)
            if sure is not None:
                name = self.driver.game.pack.talents[sure].name
                inspired.append(Option(f"{name}: 1 Resolve, and it succeeds (p. 61)", id=sure))
            yield OptionList(
                Option("Push fate: draw once more — a failure then costs dearly (p. 9)", id="push"),
                *inspired,
                Option("Let the failure stand", id="accept"),
            )
            push, accept = self.key_of("pending_push"), self.key_of("pending_accept")
            with_card = f", {self.key_of('pending_inspired')} pushes with the card" if held else ""
            yield Static(
                f"{push} pushes, {accept} lets it stand{with_card} · {self.app_keys()}",
                classes="hint",
            )
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "inspired":
            self.action_push_inspired()
        elif event.option.id in ("iron_beards", "underfoot", "colossal"):
            self.worm.send(cmd.PushFate(outright=event.option.id))
        else:
            self.action_push() if event.option.id == "push" else self.action_accept()

    def action_push(self) -> None:
        self.worm.send(cmd.PushFate())  # the app closes this dialog once answered

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The inspiration card's key only when the tester holds one (p. 79)."""
        if action == "push_inspired":
            pending = self.driver.game.pending
            return (
                pending is not None
                and self.driver.game.guild.adventurer(pending.test.who).inspiration is not None
            )
        return True

    def action_push_inspired(self) -> None:
        """Push with the tester's inspiration card instead of a draw (High Chant, p. 79)."""
        self.worm.send(cmd.PushFate(inspired=True))

    def action_accept(self) -> None:
        self.worm.send(cmd.AcceptFate())


def short_of(driver: Driver, option: Interaction) -> str:
    """Why an option cannot be taken, shown beside it (play-tests 19 and 21): a tool nobody
    carries, or a gold cost the guild cannot pay; "" if neither."""
    why_not = explain.refusal(driver.game, option)
    return f" (cannot: {why_not})" if why_not else ""


FEAT = ":colossal"  # an option's id for a feat of strength done by Colossal (p. 61)


def feats_offered(game: Game, options: tuple[Interaction, ...]) -> list[tuple[int, str]]:
    """(number, label) of each of a choice's options that is a feat of strength
    (``worm.gm.feats``), offered again, after the rest, as a troll's Colossal when someone
    can pay for it (p. 61); the numbered options keep their places."""
    if not any(colossal.able(a) for a in game.guild.adventurers):
        return []
    return [
        (n, f"{o.verb} — Colossal: 1 Resolve, no test (p. 61)")
        for n, o in enumerate(options, 1)
        if feats.of_strength(o)
    ]


def first_open(driver: Driver) -> int:
    """Where a choice's cursor starts: on the first option not marked "cannot" (play-test 19,
    6: Enter, which the dialog offers, only fetched a refusal), else on the first."""
    choice = driver.game.choice
    options = choice.options if choice is not None else ()
    return next((i for i, o in enumerate(options) if explain.refusal(driver.game, o) is None), 0)


def tested(pending: Pending, who: str) -> str:
    """The failed test in words: who tested what for what, the cards and the total."""
    test, task = pending.test, pending.asked.task
    cards = ", ".join(card.name for card in test.cards)
    task = grammar.told_of(task)  # "to close their mind", not "to close your mind"
    named = task.removeprefix("The ").removeprefix("the ")  # "the The Spore Lantern" once
    to = f" {'against the' if task[:1].isupper() else 'to'} {named}" if task else ""
    return (
        f"{who} tested {test.attribute.title()}{to}: drew {cards}, "
        f"{stakes.needed(pending)}, which falls short."
    )


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
                yield Static(
                    f"The game is saved in {self.saved}: Continue on the title screen, or "
                    f"'{folder.load_command(self.saved)}', goes on from where you leave it."
                )
            yield Static("y (or q again) leaves · n or Escape stays", classes="hint")

    def action_leave(self) -> None:
        self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)


class DyingScreen(ModalScreen[str | None]):
    """A move that would end the watch a dying guild-mate dies in asks first (p. 126;
    play-test 30): ``p`` tends first, Enter goes on, Escape does neither."""

    BINDINGS = [
        Binding("p", "answer('tend')", "Tend first"),
        Binding("enter", "answer('go')", "Go on"),
        Binding("escape", "answer('')", "Stay"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(f"{self.question}: tend first (p), or go on (Enter)?", classes="title")
            yield Static("p tends · Enter goes on · Escape stays here", classes="hint")

    def action_answer(self, choice: str) -> None:
        self.dismiss(choice or None)


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
