"""The Challenge screen (pp. 108–126): the field, the hands as cards, the legal plays.

The left shows the field: zones and who stands in each, every Initiative (face up, face down,
or the guild's own card), foes' Health and Defense, the GM's hand size. The right is one menu
that walks the player through what the fight waits on: a card for Initiative; on an
adventurer's turn, a card then one of the plays the engine would accept with it
(``worm.engine.options``); in a minor-action window, whose card, then its minor plays; with the
Fool in hand, an interrupt. Every choice is one Command; the round's events fill the log below.

Before a play is chosen the menu says what each play against a foe must beat and the chance it
does (``worm.engine.reckoning``); the plays are grouped and numbered for the digit keys (1–9 at
once, the tenth on as 0 and two digits: ``worm.ui.numbering``), and typing filters them
(``worm.ui.plays``). A line over the field recalls how Initiative works.
"""

from __future__ import annotations

from fractions import Fraction

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from worm import tarot
from worm.engine import challenge, options, reckoning
from worm.engine import commands as cmd
from worm.engine.actions import blood, catalogue, counsel, counter_spell
from worm.engine.options import PlayOption
from worm.engine.session import Game
from worm.model.challenge import Challenge
from worm.rules import fate, odds
from worm.text import fight
from worm.ui import field, hanging, numbering, plays, woundorder
from worm.ui import keymap as keys
from worm.ui.common import Host, MessageLog, TooSmall, host
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.parley import PickScreen
from worm.ui.prompts import TextScreen
from worm.ui.settling import ARRIVAL, drop_early, ready_at

INITIATIVE = "Initiative: a low card acts early; a high card is hard to hit (p. 112)"


class PlayFilter(Input):
    """The filter over the plays of the card chosen: letters typed narrow the menu; digits
    pick the play they number; arrows and Enter work the menu; capitals (the Fool, Resolve,
    Surrender) and Escape pass on to the screen."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """The keys the filter keeps (the footer leaves out the bindings they would hide)."""
        char = character or ""
        return (
            char.islower() or (char.isascii() and char.isdigit()) or (char != "" and char in " '-")
        )

    async def _on_key(self, event: events.Key) -> None:
        screen = self.screen
        if not isinstance(screen, ChallengeScreen):
            return
        char = event.character or ""
        menu = screen.query_one("#menu", OptionList)
        if char.isascii() and char.isdigit():
            event.stop()
            event.prevent_default()
            screen.type_digit(char)
        elif event.key in ("up", "down"):
            event.stop()
            event.prevent_default()
            screen.digits = ""
            menu.action_cursor_up() if event.key == "up" else menu.action_cursor_down()
        elif event.key == "enter":
            event.stop()
            event.prevent_default()
            screen.digits = ""  # a number waiting for Enter: its play is the one highlighted
            menu.action_select()
        elif event.is_printable and not self.check_consume_key(event.key, char):
            event.prevent_default()  # not the filter's: the key does what the screen binds it to
            event.stop()
            bound = self.screen.active_bindings.get(event.key)
            if bound is not None and bound.enabled:
                await self.app.run_action(bound.binding.action, bound.node)


SURRENDER_WARNING = (
    "Those met take every coin and all the plunder the guild carries, and send it back the "
    "way it came (p. 124). There is no taking it back; some foes take no prisoners at all."
)


RETREAT_WARNING = (
    "Each adventurer spends their lowest card on the run, then the two testers take a "
    "group test of Pentacles (with one standing, that one tests alone and one hit will do). "
    "Say below who pushes a failure (p. 9): a pushed failure may yet succeed, but a bad "
    "second draw makes it a great failure, which costs a Wound. "
    "Two hits get the guild clean away, one gets it away with the last in line wounded, "
    "none leaves it cornered for the round."
)
"""What running costs, said before the guild runs (p. 124)."""


def run_choices(game: Game) -> list[tuple[str, str]]:
    """Who pushes a failure in the run (pp. 9, 124), naming the two testers, each choice with
    its chance of a clean getaway."""
    ready = [a for a in game.guild.adventurers if a.active]
    most, least = fate.group_testers([(a.id, a.attributes.pentacles) for a in ready])

    def clean(push: str) -> str:
        reckoned = reckoning.run_odds(game, push)
        return "" if reckoned is None else f" — clean away {odds.percent(reckoned[0]['clean'])}"

    if most == least:
        name = game.guild.adventurer(most).name
        return [
            ("both", f"Run: {name} pushes a failure{clean('both')}"),
            ("none", f"Run: {name} does not{clean('none')}"),
        ]
    high, low = game.guild.adventurer(most).name, game.guild.adventurer(least).name
    return [
        ("both", f"Run: both testers push a failure ({high}, {low}){clean('both')}"),
        ("most", f"Run: only {high} (most Pentacles) pushes{clean('most')}"),
        ("least", f"Run: only {low} (least Pentacles) pushes{clean('least')}"),
        ("none", f"Run: neither pushes; a failure stands{clean('none')}"),
    ]


def _rank(play: PlayOption, odds: reckoning.Reckoning) -> tuple[bool, Fraction]:
    """How a card's plays are ranked for its "best:": a blow that can harm before one the foe
    turns (an axe against the Invulnerable, p. 282), then the better chance."""
    return (not play.harmless, odds.chance)


class ChallengeScreen(Screen[None]):
    """A fight, card by card."""

    phase_name = "challenge"
    BINDINGS = [
        *keys.bindings("challenge"),  # type: ignore[list-item]  # keys.bindings is typed list[object]
        Binding("escape", "back", "Back", show=False),
        Binding("tab", "next_adventurer", "Next adventurer", show=False),
        *(Binding(str(n), f"card({n - 1})", f"Play {n}", show=False) for n in range(6, 10)),
    ]
    DEFAULT_CSS = """
    ChallengeScreen #field { width: 1fr; padding: 0 1; }
    ChallengeScreen #side { width: 54; border-left: vkey $panel; padding: 0 1; }
    App.-compact ChallengeScreen #side { width: 40; }
    ChallengeScreen #prompt { height: auto; text-style: bold; color: $primary; }
    ChallengeScreen #flags { height: auto; color: $text-muted; }
    ChallengeScreen #reminder { height: auto; color: $text-muted; text-style: italic; }
    ChallengeScreen #filter { height: 1; border: none; padding: 0; display: none; }
    ChallengeScreen #filter.-shown { display: block; }
    ChallengeScreen #menu { height: 1fr; min-height: 6; }
    ChallengeScreen #hands-box { height: auto; max-height: 40%; border-top: hkey $panel; }
    ChallengeScreen #fight-log { height: 10; border-top: hkey $panel; padding: 0 1; }
    App.-compact ChallengeScreen #fight-log { height: 6; }
    """

    def __init__(self, driver: Driver) -> None:
        super().__init__()
        self.driver = driver
        self._ready = False
        self.takes_keys_at = float("inf")  # when it takes keys (worm.ui.settling)
        self.who: str | None = None  # the adventurer whose card is being chosen
        self.card: tarot.Card | None = None  # the card chosen, when choosing its play
        self.fool = False  # play the chosen card with the Fool (p. 114)
        self.resolve = False  # spend a point of Resolve for favor (p. 113)
        self.plays: list[PlayOption] = []
        self.hotkeys: list[int] = []  # the play each number picks, by its index in plays
        self.digits = ""  # a play's number begun with 0, waiting for its digits (or Enter)
        self._moment: tuple[object, ...] | None = None

    @property
    def worm(self) -> Host:
        return host(self)

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="status")
            with Horizontal():
                with VerticalScroll(id="field"):
                    yield Static(hanging.Hung(INITIATIVE), id="reminder")
                    yield Static(id="field-text")
                with Vertical(id="side"):
                    yield Static(id="prompt")
                    yield Static(id="flags")
                    yield PlayFilter(placeholder="type to filter the plays", id="filter")
                    yield OptionList(id="menu")
                    with VerticalScroll(id="hands-box"):
                        yield Static(id="hands")
            yield MessageLog(self.driver, backlog=12, id="fight-log")
        yield KeyFooter()

    def on_mount(self) -> None:
        self._ready = True
        self.takes_keys_at = ready_at(self.app, ARRIVAL)
        self.update_view()
        self.query_one("#menu", OptionList).focus()

    def on_key(self, event: events.Key) -> None:
        drop_early(event, self.takes_keys_at)

    def on_resize(self) -> None:
        """The menu's lines are wrapped for its width: lay them out again at the new one."""
        self.call_after_refresh(self._refill)

    def _refill(self) -> None:
        if self._ready and self.driver.game.challenge is not None:
            menu = self.query_one("#menu", OptionList)
            kept = menu.highlighted
            self._fill_menu()
            if kept is not None and kept < menu.option_count:
                menu.highlighted = kept

    def _fit(self, line: Text, at: int) -> Text:
        """A menu line wrapped at the menu's width, its further lines under column ``at``
        (``worm.ui.hanging``); as it is before the menu has a width."""
        menu = self.query_one("#menu", OptionList)
        width = menu.scrollable_content_region.width - 2  # an option's padding, left and right
        if width < 8:
            return line
        return Text("\n").join(hanging.lines(line, width, at=at))

    # --- the view -------------------------------------------------------------------------

    def update_view(self) -> None:
        if not self._ready:  # is_mounted is still False inside on_mount
            return
        game = self.driver.game
        self.query_one(MessageLog).catch_up()
        ch: Challenge | None = game.challenge
        if ch is None:
            return
        compact = self.app.has_class("-compact")
        self.query_one("#status", Static).update(hanging.Hung(field.status(game, compact=compact)))
        self.query_one("#field-text", Static).update(
            hanging.Hung(field.view(game, compact=compact))
        )
        self.query_one("#hands", Static).update(hanging.Hung(field.hands(game), at=field.hand_at))
        moment = (
            ch.serial,
            ch.round,
            ch.step,
            ch.actor,
            ch.count,
            len(ch.declared),
            tuple(len(h) for h in ch.hands.values()),
        )
        if moment != self._moment:
            if self._moment is None or self._moment[:3] != moment[:3]:  # a new round or step:
                self.who = None  # start from the first the header names (play-test 19, 17)
            self._moment = moment
            self.card = None
            self.who = self._default_who()
            self.refresh_bindings()  # p and r show only when taken (``check_action``)
        self._fill_menu()

    def _default_who(self) -> str | None:
        ch = self.driver.game.under_way()
        ready = field.choosers(self.driver.game)
        if self.who in ready:
            return self.who
        if ch.step == "turn" and ch.actor in ready:
            return ch.actor
        return ready[0] if ready else None

    def _fill_menu(self) -> None:
        game = self.driver.game
        ch = game.under_way()
        menu = self.query_one("#menu", OptionList)
        menu.clear_options()
        prompt = self.query_one("#prompt", Static)
        flags = []
        if self.who is not None and tarot.FOOL in ch.hand(self.who):
            flags.append(f"F: with the Fool {'ON' if self.fool else 'off'}")
        if self.who is not None:
            flags.append(f"R: spend Resolve {'ON' if self.resolve else 'off'}")
        whole = [flag.replace(" ", "\u00a0") for flag in flags]  # a flag never split in two
        self.query_one("#flags", Static).update(hanging.Hung("  ·  ".join(whole)))
        self._show_filter(self.card is not None and self.who is not None)
        self.set_class(
            self.card is not None, "-playing"
        )  # at 80×24 the plays take the hands' lines
        if self.who is None:
            prompt.update(hanging.Hung(f"Waiting on: {field.waiting(game)}"))
            return
        name = ch.group(self.who).name
        if self.card is None:
            asked = field.ask(game, self.who)
            if self.fool:
                asked = f"{name} lays the Fool: now choose the card it goes down with (p. 114)"
            prompt.update(hanging.Hung(asked))
            for i, c in enumerate(ch.hand(self.who), 1):
                hint, usable = self._hint(c)
                line = Text(f"{i}  {field.card(c)}")
                if hint:
                    line.append(f"  {hint}", style="italic")
                menu.add_option(
                    Option(self._fit(line, len(f"{i}  ")), id=f"card:{i - 1}", disabled=not usable)
                )
            held = game.guild.adventurer(self.who).inspiration
            if held is not None and ch.step != "initiative":  # High Chant's card (p. 79)
                label = f"+  inspiration card: {field.card(held)}"
                menu.add_option(Option(self._fit(Text(label), 3), id="inspired"))
            if ch.step != "initiative":
                menu.add_option(Option("p  pass", id="pass"))
            return
        minor = ch.step == "minor"
        self.plays = list(
            options.plays(game, self.who, self.card, minor=minor and not self.fool, fool=self.fool)
        )
        numbers = numbering.how(len(self.plays))
        fool = " with the Fool" if self.fool else ""
        prompt.update(
            hanging.Hung(
                f"{name} plays {field.card(self.card)}{fool} — how? "
                f"(type to filter · {numbers} · Escape: back)"
            )
        )
        self._list_plays()

    def _show_filter(self, shown: bool) -> None:
        """The filter shows, and takes the keys, while a card's plays are listed."""
        box = self.query_one(PlayFilter)
        if shown == box.has_class("-shown"):
            return
        box.set_class(shown, "-shown")
        if shown:
            box.focus()
        else:
            box.value = ""
            self.query_one("#menu", OptionList).focus()

    def _list_plays(self) -> None:
        """The card's plays, grouped and filtered, each against a foe with its total, what it
        must beat and the chance it does."""
        if self.card is None or self.who is None:
            return  # the cards are listed (a filter emptied on the way back says so late)
        menu = self.query_one("#menu", OptionList)
        menu.clear_options()
        self.hotkeys = []
        self.digits = ""
        if not self.plays:
            menu.add_option(
                Option("nothing can be done with this card now", id="none", disabled=True)
            )
            return
        typed = self.query_one(PlayFilter).value
        shown = plays.rows(self.plays, typed)
        if not shown:
            menu.add_option(Option(f"no play matches {typed!r}", id="none", disabled=True))
            return
        game = self.driver.game
        minor = game.under_way().step in ("minor", "interrupt") and not self.fool
        down = game.under_way().group(self.who).facedown  # one at a time (p. 114)
        first: int | None = None
        count = sum(1 for row in shown if row.play is not None)
        for row in shown:
            if row.play is None:
                menu.add_option(Option(Text(row.text, style="bold underline"), disabled=True))
                continue
            play = self.plays[row.play]
            self.hotkeys.append(row.play)
            face = " (face down)" if play.face_down else ""
            if play.face_down and down is not None:
                face = f" (face down, replaces your face-down {down.action}: it is discarded)"
            number = f"{numbering.label(row.hotkey or 0, count)}  "
            line = Text(f"{number}{play.label}{face}")
            words = self._odds(self.card, play, minor=minor)
            if words:
                line.append(f"  {words}", style="italic")
            how = {"minor": minor, "fool": self.fool, "resolve": self.resolve}
            spent = reckoning.costs(game, self.who, self.card, play, **how)
            if spent:
                line.append(f"  ({spent})")
            first = menu.option_count if first is None else first
            menu.add_option(Option(self._fit(line, len(number)), id=f"play:{row.play}"))
        menu.highlighted = first

    def _odds(self, card: tarot.Card, play: PlayOption, *, minor: bool) -> str:
        """What ``play`` with ``card`` must beat and its chance (``worm.engine.reckoning``):
        against a foe's Initiative, or for a Defend or Move play against a blow; "" for
        the rest."""
        assert self.who is not None, "odds are asked for an adventurer's play"
        game, how = self.driver.game, {"minor": minor, "fool": self.fool, "resolve": self.resolve}
        odds = reckoning.reckon(game, self.who, card, play, **how)
        if odds is not None:
            return odds.words()
        return reckoning.guard(game, self.who, card, play, **how) or ""

    def _hint(self, card: tarot.Card) -> tuple[str, bool]:
        """What a card in the hand could do, before it is chosen, and whether it can be
        chosen: the best chance it gives against a foe, or else the kinds of play it has
        (issue 19, point 7); the Fool says how it is played (p. 114)."""
        assert self.who is not None, "a hand is an adventurer's"
        ch = self.driver.game.under_way()
        if card.is_fool:
            if ch.step == "initiative":
                return "not as Initiative: it goes down beside another card later (p. 114)", False
            if len(ch.hand(self.who)) < 2:
                return "goes down beside another card, and there is none (p. 114)", False
            if self.fool:
                return "chosen: now the card it goes with (choose it again to take it back)", True
            return "goes down beside another card: choose it, then that card (p. 114)", True
        if ch.step == "initiative":
            return "", True
        minor = ch.step in ("minor", "interrupt") and not self.fool
        found = options.plays(self.driver.game, self.who, card, minor=minor, fool=self.fool)
        if not found:
            return "no play with it now", True
        best: tuple[PlayOption, reckoning.Reckoning] | None = None
        unreckoned: list[PlayOption] = []
        for play in found:
            odds = reckoning.reckon(
                self.driver.game, self.who, card, play, minor=minor, fool=self.fool
            )
            if odds is None:
                unreckoned.append(play)
            elif best is None or _rank(play, odds) > _rank(*best):
                best = (play, odds)
        if best is not None and best[1].chance > 0:
            return f"best: {best[0].label} {best[1].words()}", True
        kinds = list(dict.fromkeys(plays.group_of(p.action).lower() for p in unreckoned))
        rest = " · ".join(kinds[:3]) + (" · …" if len(kinds) > 3 else "")
        if best is None:
            return rest, True
        # Not "best: Disarm Vodyanoy 1 … no chance" (issue 19): no play against a foe has any
        if not rest:
            return "no play with it has a chance", True
        return f"no chance against a foe · {rest}", True

    def on_input_changed(self, event: Input.Changed) -> None:
        if isinstance(event.input, PlayFilter):
            self._list_plays()

    # --- choosing -------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        kind, _, rest = (event.option.id or "").partition(":")
        if kind == "card":
            self.action_card(int(rest))
        elif kind == "play":
            self._send_play(int(rest))
        elif kind == "pass":
            self.action_pass_turn()
        elif kind == "inspired":
            self.action_inspired()

    def action_card(self, index: int) -> None:
        game = self.driver.game
        ch: Challenge | None = game.challenge
        if ch is None or self.who is None:
            return
        if self.card is not None:  # choosing a play: the digit picks the play it numbers
            if 0 <= index < len(self.hotkeys):
                self._send_play(self.hotkeys[index])
            return
        hand = ch.hand(self.who)
        if not 0 <= index < len(hand):
            return
        chosen = hand[index]
        if chosen.is_fool:  # it goes down beside the card chosen next (p. 114)
            if ch.step != "initiative" and len(hand) > 1:
                self.fool = not self.fool
                self._fill_menu()
            else:
                self.app.bell()
            return
        if ch.step == "initiative":
            self.worm.send(cmd.Initiative(who=self.who, card=chosen.name))
            return
        minor = ch.step == "minor" and not self.fool
        if not options.plays(game, self.who, chosen, minor=minor, fool=self.fool):
            # not a menu of nothing under "how? (… 1 …)" (play-test g11): say so, stay here
            self.app.bell()
            self.notify(f"No play with {chosen.name} now", title="No", timeout=3)
            return
        self.card = chosen
        self._fill_menu()

    def type_digit(self, digit: str) -> None:
        """A digit typed over the plays: 1–9 the play it numbers, at once; 0 and two more
        the tenth play on, highlighted as the digits come (Enter plays the one highlighted)."""
        number, done = numbering.typed(self.digits + digit, len(self.hotkeys))
        self.digits = "" if done else self.digits + digit
        if number is None:
            self.app.bell()
        elif done:
            self.action_card(number - 1)
        else:
            menu = self.query_one("#menu", OptionList)
            menu.highlighted = menu.get_option_index(f"play:{self.hotkeys[number - 1]}")

    def action_inspired(self) -> None:
        """Play the inspiration card (High Chant, p. 79) as if from the hand."""
        if self.who is None:
            return
        held = self.driver.game.guild.adventurer(self.who).inspiration
        if held is None:
            return
        self.card = held
        self._fill_menu()

    def _send_play(self, index: int) -> None:
        if self.card is None or self.who is None or not 0 <= index < len(self.plays):
            return
        play = self.plays[index]
        ch = self.driver.game.under_way()
        command = cmd.Play(
            who=self.who,
            card=self.card.name,
            action=play.action,
            target=play.target,
            option=play.option,
            part=play.part,
            minor=ch.step in ("minor", "interrupt") and not self.fool,
            fool=self.fool,
            resolve=self.resolve,
        )
        self.fool = self.resolve = False
        self.card = None
        self.worm.send(command)

    def action_back(self) -> None:
        if self.card is not None:
            self.card = None
            self._fill_menu()

    def action_next_adventurer(self) -> None:
        ready = field.choosers(self.driver.game)
        if len(ready) > 1 and self.who in ready:
            self.who = ready[(ready.index(self.who) + 1) % len(ready)]
            self.card = None
            self._fill_menu()

    def action_toggle_fool(self) -> None:
        ch = self.driver.game.under_way()
        if self.who is not None and tarot.FOOL in ch.hand(self.who):
            self.fool = not self.fool
            self._fill_menu()

    def action_toggle_resolve(self) -> None:
        self.resolve = not self.resolve
        self._fill_menu()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``p Pass`` and ``r Retreat`` show in the footer, and act, only when the fight takes
        them (play-test 30, new fault 6): a pass on a turn, in the window for minor actions or
        at a Fool's interrupt (p. 114), or on a failed test waiting to be pushed; a run at the
        start of a round, while Initiatives are laid, once (p. 124)."""
        game = self.driver.game
        ch: Challenge | None = game.challenge
        if action in ("quiet_fool", "never_ask"):
            return ch is not None and ch.step == "interrupt" and game.pending is None
        if action not in ("pass_turn", "retreat"):
            return True
        if ch is None or game.pending is not None:
            return action == "pass_turn"
        if action == "pass_turn":
            return ch.step in ("turn", "minor", "interrupt")
        return ch.step == "initiative" and not ch.retreated

    def idle(self, action: str) -> bool:
        """Retreat is drawn dim when these creatures hunt a running guild down (p. 124): the key
        still answers why not (play-test of session 16)."""
        return action == "retreat" and challenge.no_escape(self.driver.game) is not None

    def action_quiet_fool(self) -> None:
        """Pass this interrupt, and ask no one it offered again this fight (play-test 30, new
        fault 6: a prompt before each foe's action cost a key every time); the engine keeps
        it (``worm.engine.hushing``), so a save or a replay asks no more either."""
        ch = self.driver.game.challenge
        if ch is not None and ch.step == "interrupt":
            self.worm.send(cmd.Pass(hush="fight"))

    def action_never_ask(self) -> None:
        """Pass this interrupt, and a standing no to each talent it offered (Quick!, bracing,
        Counsel), until ':elect WHO TALENT yes'."""
        ch = self.driver.game.challenge
        if ch is not None and ch.step == "interrupt":
            self.worm.send(cmd.Pass(hush="never"))

    def action_pass_turn(self) -> None:
        self.worm.send(cmd.Pass())

    def action_retreat(self) -> None:
        """Running cannot be taken back: ask first, and which tester pushes a failure
        (pp. 9, 124; play-test 19, 14). Out of its moment, or from foes that would hunt the
        guild down, the refusal says why."""
        game = self.driver.game
        ch = game.challenge
        if ch is None or ch.step != "initiative" or ch.retreated or challenge.no_escape(game):
            self.worm.send(cmd.Retreat())
            return

        def answered(choice: str | None) -> None:
            if choice in ("both", "most", "least", "none"):
                self.worm.send(cmd.Retreat(push=choice))  # type: ignore[arg-type]  # one of the four

        note = f"{RETREAT_WARNING}\n\n{reckoning.getaway(game)}"
        choices = [*run_choices(game), ("no", "Stay and fight on")]
        self.app.push_screen(PickScreen("Run from the fight?", choices, note=note), answered)

    def action_wound_order(self) -> None:
        woundorder.ask(self, self.driver.game)

    def action_counsel(self) -> None:
        """Counsel (p. 78) in three picks: the card and the mate, the action advised (of the
        card's suit), and whether 1 Resolve lets it be played as an interrupt."""
        game = self.driver.game
        ch = game.challenge
        able = [f for f in ch.side("guild") if counsel.can(game, f)] if ch else []
        if ch is None or not able:
            note = "No one can counsel now: it takes the Counsel talent, once a round (p. 78)."
            self.app.push_screen(PickScreen("Counsel", [("", "Back")], note=note))
            return
        offers = [
            (f"{me.key}|{card.name}|{mate.key}", f"{me.name}: {card.name} to {mate.name}")
            for me in able
            for card in ch.hand(me.key)
            if card.suit is not None
            for mate in ch.side("guild")
            if mate.key != me.key
        ]

        def picked(choice: str | None) -> None:
            if choice:
                who, card, mate = choice.split("|")
                self._counsel_action(who, card, mate)

        self.app.push_screen(PickScreen("Counsel: which card, to whom?", offers), picked)

    def _counsel_action(self, who: str, card: str, mate: str) -> None:
        suit = tarot.card_named(card).suit
        actions: list[tuple[str, str]] = [
            (s.name, s.name) for s in catalogue.CATALOGUE.values() if s.suit == suit
        ]

        def advised(action: str | None) -> None:
            if not action:
                return

            def urgent(choice: str | None) -> None:
                if choice in ("now", "turn"):
                    self.worm.send(
                        cmd.Counsel(
                            who=who,
                            to=mate,
                            card=card,
                            action=action,  # type: ignore[arg-type]  # a catalogue name
                            resolve=choice == "now",
                        )
                    )

            choices = [
                ("turn", "In its time (no Resolve)"),
                ("now", "Even as an interrupt (1 Resolve)"),
            ]
            self.app.push_screen(PickScreen("When may they take it?", choices), urgent)

        self.app.push_screen(PickScreen(f"Advise what, with {card}?", actions), advised)

    def action_calm(self) -> None:
        """A berserker spends 1 Resolve to end the rage (p. 64): the one raging, or a pick of
        them; with none, the engine's refusal says so."""
        game = self.driver.game
        ch = game.challenge
        raging = [f for f in ch.side("guild") if blood.BERSERK in f.effects] if ch else []
        if len(raging) < 2:  # one, or none: then the engine says no one is berserk
            self.worm.send(
                cmd.Calm(who=(raging or ch.side("guild", fighting=False))[0].key if ch else "")
            )
            return

        def answered(choice: str | None) -> None:
            if choice:
                self.worm.send(cmd.Calm(who=choice))

        choices = [(f.key, f"{f.name}: end the rage (1 Resolve)") for f in raging]
        self.app.push_screen(PickScreen("Who masters the rage?", choices), answered)

    def action_arrive(self) -> None:
        """Sneak (p. 74): one off sneaking joins the fight for 1 Resolve: the one, or a pick of
        them; with none, the engine's refusal says so."""
        game = self.driver.game
        off = list(game.sneaking)
        if len(off) < 2:
            first = (*off, *(a.id for a in game.guild.adventurers))[0]
            self.worm.send(cmd.Arrive(who=first))
            return

        def answered(choice: str | None) -> None:
            if choice:
                self.worm.send(cmd.Arrive(who=choice))

        choices = [(k, f"{game.guild.adventurer(k).name} arrives (1 Resolve)") for k in off]
        self.app.push_screen(PickScreen("Who turns up?", choices), answered)

    def action_negate(self) -> None:
        """Counter-spell's second use (p. 82): end a spell in play for 1 Resolve. One way to
        do it is sent at once; more are picked from (who ends which spell); with none, the
        engine's refusal says why."""
        game = self.driver.game
        ch = game.challenge
        able = counter_spell.negaters(game, ch) if ch else ()
        spells = counter_spell.in_play(ch) if ch else ()
        ways = [(who, key, name) for who in able for key, name, _ in spells]
        if len(ways) == 1:
            self.worm.send(cmd.Negate(who=ways[0][0], whom=ways[0][1]))
            return
        if not ways:  # the engine says why not: no spell in play, or no one to end it
            mates = [f.key for f in ch.side("guild", fighting=False)] if ch else []
            knows = [k for k in mates if game.guild.adventurer(k).usable(counter_spell.TALENT)]
            self.worm.send(cmd.Negate(who=(*able, *knows, *mates, "")[0]))
            return

        def answered(choice: str | None) -> None:
            if choice:
                who, _, whom = choice.partition(" ")
                self.worm.send(cmd.Negate(who=who, whom=whom))

        assert ch is not None
        choices = [
            (f"{who} {key}", f"{ch.fighter(who).name} ends {name} on {ch.fighter(key).name}")
            for who, key, name in ways
        ]
        self.app.push_screen(PickScreen("End which spell (1 Resolve)?", choices), answered)

    def action_surrender(self) -> None:
        """Giving up cannot be taken back: ask first (play-test 19, polish)."""
        self._confirm("Surrender?", SURRENDER_WARNING, cmd.Surrender(), "Surrender")

    def _confirm(self, title: str, note: str, command: cmd.Command, verb: str) -> None:
        def answered(choice: str | None) -> None:
            if choice == "yes":
                self.worm.send(command)

        choices = [("yes", verb), ("no", "Stay and fight on")]
        self.app.push_screen(PickScreen(title, choices, note=note), answered)

    def action_status(self) -> None:
        self.app.push_screen(TextScreen("The field", fight.view(self.driver.game)))
