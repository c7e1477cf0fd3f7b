"""The follow-ups one command's procedures leave for the engine's loop (ARCHITECTURE, "The
state core"): what must happen once the procedure at hand is done, in order — what a test
decided, the next tester, a watch after a fight, a fight that begins.

They live only while a command plays out: the loop runs them all before the command returns,
so a ``GameState`` between commands never holds one.
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.content.interaction import Interaction, Outcome
from worm.model.crawl import Followup
from worm.model.fate import FateTest


@dataclass(frozen=True, slots=True)
class Decided:
    """A Crawl test of fate has stood (pushed or not): play what it decides (p. 9)."""

    after: Followup
    test: FateTest


@dataclass(frozen=True, slots=True)
class TestNext:
    """The next tester in line tests, once what the last one's test decided is played."""

    __test__ = False  # not a pytest test class
    after: Followup


@dataclass(frozen=True, slots=True)
class NextWaiting:
    """A test that waited behind a failed one is drawn, once that one has stood (p. 9)."""


@dataclass(frozen=True, slots=True)
class LevelOutcome:
    """An outcome about the level rather than an adventurer: time passes, a Meatgrinder draw,
    the guild is moved (the interaction vocabulary, ARCHITECTURE)."""

    outcome: Outcome
    actor: str | None
    noisy: bool = False


@dataclass(frozen=True, slots=True)
class PlayOutcomes:
    """The rest of a list of outcomes, played once what the one before it left is done."""

    outcomes: tuple[Outcome, ...]
    actor: str | None
    noisy: bool
    cause: str


@dataclass(frozen=True, slots=True)
class WatchPasses:
    """A watch passes where the guild stands (p. 90): after a Challenge, a long task."""

    cause: str


@dataclass(frozen=True, slots=True)
class GoBack:
    """The guild withdraws into the room it came from (p. 90)."""


@dataclass(frozen=True, slots=True)
class FightBegins:
    """The creatures met attack, or the talk turns to a fight: a Challenge begins (p. 100)."""

    ambush: bool = False
    ambusher: str | None = None  # one who came out of hiding and strikes first (Sneak, p. 74)


@dataclass(frozen=True, slots=True)
class Unasked:
    """A travel event with one way to meet it and no choice about it (policy
    ``worm.gm.travel_events``): it is played at once, not asked."""

    title: str
    option: Interaction
    scene: str


FollowUp = (
    Decided
    | TestNext
    | NextWaiting
    | LevelOutcome
    | PlayOutcomes
    | WatchPasses
    | GoBack
    | FightBegins
    | Unasked
)
