"""What a test of fate leaves behind as state (pp. 8–11): its result, its favor, and what it
binds. The rules that make them are in ``worm.rules.fate``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from worm.content import constants
from worm.tarot import Card, Suit


class Outcome(StrEnum):
    """The four results of a test of fate (pp. 8–9)."""

    SUCCESS = "success"
    GREAT_SUCCESS = "great_success"
    FAILURE = "failure"
    GREAT_FAILURE = "great_failure"

    @property
    def succeeded(self) -> bool:
        return self in (Outcome.SUCCESS, Outcome.GREAT_SUCCESS)


def modifier(favor: bool, disfavor: bool) -> int:
    """Net favor (p. 10): not cumulative, and favor and disfavor cancel whatever their number."""
    if favor == disfavor:
        return 0
    return constants.BOOK.favor if favor else -constants.BOOK.favor


@dataclass(frozen=True, slots=True)
class Modifiers:
    """Why a test has favor or disfavor; many reasons still make one ±3 (p. 10)."""

    favor: tuple[str, ...] = ()
    disfavor: tuple[str, ...] = ()

    @property
    def value(self) -> int:
        return modifier(bool(self.favor), bool(self.disfavor))

    def with_favor(self, reason: str) -> Modifiers:
        return Modifiers((*self.favor, reason), self.disfavor)

    def with_disfavor(self, reason: str) -> Modifiers:
        return Modifiers(self.favor, (*self.disfavor, reason))


@dataclass(frozen=True, slots=True)
class FateTest:
    """One test of fate as it stands: its cards, total and outcome."""

    who: str
    attribute: Suit
    rating: int
    favor: int
    cards: tuple[Card, ...]
    total: int
    pushed: bool
    outcome: Outcome

    @property
    def can_push(self) -> bool:
        """Only a failure may be pushed, and only once (p. 9)."""
        return self.outcome is Outcome.FAILURE and not self.pushed


@dataclass(frozen=True, slots=True)
class Binding:
    """A test's result that stands (p. 11): the guild tried ``method`` on ``obstacle``."""

    obstacle: str
    method: str
    outcome: Outcome
