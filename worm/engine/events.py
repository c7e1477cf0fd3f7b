"""Events: everything that happens, as pydantic models written to JSON Lines (CONTRACTS §3).

Writers are strict (frozen, no unknown fields); readers ignore fields they do not know, so
adding a field is always safe. Field order is the order of the JSON object: ``seq``, ``type``,
then the fields below.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from worm.tarot import Card, DeckName, Suit

Outcome = Literal["success", "great_success", "failure", "great_failure"]


class Event(BaseModel):
    """Base of every event: its place in the log and its type."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int = Field(ge=1)
    type: str


class Session(Event):
    """First line of every log: the seed and the worm version that wrote it."""

    type: Literal["session"] = "session"
    seed: int
    version: str


class Draw(Event):
    """A card leaves a deck, and why (``fate``, ``push``, ``oracle``, ``meatgrinder`` …)."""

    type: Literal["draw"] = "draw"
    deck: DeckName
    card: Card
    purpose: str


class Shuffle(Event):
    """A deck is shuffled: ``start``, ``fool`` (p. 9), ``empty`` (p. 121)."""

    type: Literal["shuffle"] = "shuffle"
    deck: DeckName
    reason: str


class PileCount(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    draw: int
    discard: int
    elsewhere: int


class Decks(Event):
    """Where every card is: the two decks' counts, which always sum to 57 and 21."""

    type: Literal["decks"] = "decks"
    minor: PileCount
    major: PileCount


class Fate(Event):
    """A test of fate, resolved (pp. 8–11). ``cards`` are in draw order; a push adds one."""

    type: Literal["fate"] = "fate"
    who: str
    attribute: Suit
    rating: int
    cards: tuple[Card, ...]
    favor: Literal[-3, 0, 3]
    total: int
    pushed: bool
    outcome: Outcome
    task: str = ""
    favor_reasons: tuple[str, ...] = ()
    disfavor_reasons: tuple[str, ...] = ()
    aided_by: str | None = None


class GroupTest(Event):
    """A group test's result from its two testers' hits (p. 11)."""

    type: Literal["group_test"] = "group_test"
    attribute: Suit
    testers: tuple[str, ...]
    hits: int
    outcome: Literal["success", "tight_spot", "failure", "disaster"]
    task: str = ""


class Gm(Event):
    """An automated-GM ruling: the page it rests on and a one-line reason."""

    type: Literal["gm"] = "gm"
    rule: str
    why: str


class Narration(Event):
    """Text for the player."""

    type: Literal["narration"] = "narration"
    text: str


class Guild(Event):
    """The guild took the field: its name and each adventurer in marching order."""

    type: Literal["guild"] = "guild"
    name: str
    adventurers: tuple[str, ...]


class Condition(Event):
    """An adventurer's condition or effect changed (p. 31, pp. 12–13)."""

    type: Literal["condition"] = "condition"
    who: str
    change: str
    cause: str


KNOWN = (Session, Draw, Shuffle, Decks, Fate, GroupTest, Gm, Narration, Guild, Condition)
