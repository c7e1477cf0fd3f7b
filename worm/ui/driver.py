"""The table the terminal game plays at: one Game, the commands sent to it, and the messages
the player reads. No Textual here, so tests and benchmarks can drive it bare.

Every key press becomes at most one Command; the events it causes become messages, each in a
category the log can filter on (GM, Meatgrinder, fate, combat, talk) — the same words the text
front end prints (``worm.text.narrate``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import WormError
from worm.model.crawl import Crawl
from worm.text import explain, narrate, phasewords, repl
from worm.text.record import Keeper
from worm.ui import offers

Category = Literal["gm", "meatgrinder", "fate", "combat", "talk", "story", "refused", "help"]
CATEGORIES: tuple[Category, ...] = (
    "story",
    "gm",
    "meatgrinder",
    "fate",
    "combat",
    "talk",
    "refused",
    "help",
)
TAG: dict[Category, str] = {
    "story": "",
    "gm": "GM",
    "meatgrinder": "MG",
    "fate": "FATE",
    "combat": "FIGHT",
    "talk": "TALK",
    "refused": "NO",
    "help": "?",
}
"""The category's word, shown before each message so that colour never carries it alone."""


@dataclass(frozen=True, slots=True)
class Message:
    """One line of the message log."""

    text: str
    category: Category
    seq: int  # the event it came from (-1: not from an event)


@dataclass(slots=True)
class Outcome:
    """What one command did: its events, or the book's "No" with the reason."""

    events: list[ev.Event] = field(default_factory=list)
    refused: str | None = None
    page: str | None = None  # a reply too long for the log ('help', 'map'): shown on a page


REFUSED = "No: "
"""How a refusal's message begins, as the text game prints it (the log's tag says it instead)."""

PAGE_LINES = 20  # a typed line's reply longer than this goes on a page, not into the log

FIGHT = (ev.ChallengeRound, ev.Action)
FATE = (ev.Fate, ev.GroupTest, ev.Shuffle)
MEATGRINDER = (ev.Watch, ev.Meatgrinder)
STORY = (  # the guild's own doings and the world's, whatever phase the game is in
    ev.Session,
    ev.Decks,
    ev.Guild,
    ev.Enter,
    ev.Stop,
    ev.Light,
    ev.Reveal,
    ev.Delve,
    ev.Market,
    ev.CampStep,
    ev.CampAction,
    ev.CityStep,
    ev.Tax,
    ev.Xp,
    ev.Upkeep,
    ev.CityEvent,
    ev.Contract,
)
OPENING: str = Crawl().phase
"""The phase a game's log begins in (every new game gathers in the City)."""


def category(e: ev.Event, phase: str) -> Category:
    """Which part of the log an event belongs to (colour and tag, never colour alone).

    Kinds that belong to one part go there in any phase (a lantern lit as an ambush opens is
    not the fight's); the rest (narration, conditions, Wounds, items, bonds, phases) go with
    the phase they happen in."""
    if isinstance(e, ev.Refused):
        return "refused"
    if isinstance(e, STORY):
        return "story"
    if isinstance(e, FIGHT) or (isinstance(e, ev.Wound) and phase == "challenge"):
        return "combat"
    if isinstance(e, FATE):
        return "fate"
    if isinstance(e, MEATGRINDER):
        return "meatgrinder"
    if isinstance(e, ev.Draw):
        if e.purpose == "meatgrinder":
            return "meatgrinder"
        if e.purpose == "disposition":  # the card that sets a creature's mood (p. 99)
            return "talk"
        return "combat" if phase == "challenge" else "fate"
    if isinstance(e, ev.Disposition):
        return "talk"
    if isinstance(e, ev.Gm):
        return "gm"
    if phase == "parley":
        return "talk"
    if phase == "challenge":
        return "combat"
    return "story"


class Driver:
    """A game and its message log, moved by Commands or typed lines."""

    def __init__(self, game: Game, *, log_limit: int = 5000) -> None:
        self.game = game
        self.messages: list[Message] = []
        self.log_limit = log_limit
        self.version = 0  # counts changes, so views know when to redraw
        self.written = 0  # messages ever written (the list keeps the newest log_limit)
        self.keepers: list[Keeper] = []  # the --events record and the autosave, kept as it goes
        self.keymap: dict[str, str] = {}  # a keymap file's keys, named where the game offers
        opened = bool(game.log.events) and isinstance(game.log.events[0], ev.Session)
        self._read(game.log.events, OPENING if opened else None)  # its phases as they were

    @classmethod
    def quickstart(cls, seed: int, size: int = 3, draw: int = 0, *, ask: bool = False) -> Driver:
        """A ready guild already below: the game the harness and ``--quickstart`` open on
        (``draw``: the how-manieth new guild of this seed, ``Game.new``; ``ask``: a player's
        guild, asked as each Wound lands, p. 124 — the terminal game's own)."""
        game = Game.new(seed, size=size, draw=draw, ask=ask)
        game.execute(cmd.Delve())
        return cls(game)

    # --- doing --------------------------------------------------------------------------------

    def do(self, command: cmd.Command) -> Outcome:
        """Send one command. A refusal is a message, never an exception, and changes nothing."""
        before = self.game.phase
        try:
            events = self.game.execute(command)
        except WormError as error:
            self.refuse(str(error))
            return Outcome(refused=str(error))
        finally:
            for keeper in self.keepers:
                keeper.catch_up(self.game.log)
        self._read(events, before)
        self.version += 1
        return Outcome(events)

    def type(self, line: str) -> Outcome | None:
        """A line in the text front end's words (``help`` lists them). None means quit."""
        try:
            parsed = repl.parse(self.game, line)
        except WormError as error:
            self.refuse(str(error))
            return Outcome(refused=str(error))
        if parsed is None:
            return None
        if isinstance(parsed, str):
            if len(parsed.splitlines()) > PAGE_LINES:
                self.say(f"{line.strip()}: shown on a page of its own", "help")
                return Outcome(page=parsed)
            for text in parsed.splitlines():
                self.say(text, "help")
            return Outcome()
        written = self.written
        outcome = self.do(parsed)
        if self.written == written and outcome.refused:  # typed again: said again, not "Done"
            self.say(f"{REFUSED}{outcome.refused}", "refused")
        elif self.written == written:  # a quiet step within a room says nothing of its own
            self.say("Done; nothing else happens.", "help")
        return outcome

    def refuse(self, reason: str) -> None:
        """The book's "No" (p. 5) with its reason, in the log once: the same refusal again, with
        nothing between (a refused option chosen over and over), adds no line (play-test 19,
        6: twenty copies of one "No" filled the log)."""
        text = f"{REFUSED}{reason}"
        last = self.messages[-1] if self.messages else None
        if last is not None and last.category == "refused" and last.text == text:
            return
        self.say(text, "refused")

    def dark(self, events: list[ev.Event]) -> str | None:
        """The toast for the guild's last light going out among ``events`` (``offers.dark``)."""
        return offers.dark(events, self.keymap)

    def say(self, text: str, kind: Category = "story") -> None:
        self._write(Message(text, kind, -1))
        self._trim()
        self.version += 1

    def since(self, written: int) -> list[Message]:
        """Messages written after the first ``written`` (as many as are still kept)."""
        new = self.written - written
        return self.messages[-new:] if new > 0 else []

    def _write(self, message: Message) -> None:
        self.messages.append(message)
        self.written += 1

    def why(self) -> str:
        """The chain behind the last command: card, table row, ruling, effect."""
        return explain.why(self.game)

    # --- reading ------------------------------------------------------------------------------

    def _read(self, events: list[ev.Event], phase: str | None = None) -> None:
        phase = phase or self.game.phase
        ruled = ""  # the last ruling's words: a phase it causes is not told twice (play-test 19)
        for e in events:
            if isinstance(e, ev.Phase):
                phase = e.phase
            text = narrate.ruling(e) if isinstance(e, ev.Gm) else narrate.event(e)
            if isinstance(e, ev.Gm):
                ruled = e.why
            elif (
                isinstance(e, ev.Phase) and (again := phasewords.after_ruling(e, ruled)) is not None
            ):
                text = again
            if isinstance(e, ev.Narration) and e.offers:  # the keys, not the words typed
                text = offers.with_keys(e.text, e.offers, self.keymap)
            if text:
                self._write(Message(text.strip(), category(e, phase), e.seq))
        self._trim()

    def _trim(self) -> None:
        extra = len(self.messages) - self.log_limit
        if extra > 0:
            del self.messages[:extra]
