"""Events: everything that happens, as pydantic models written to JSON Lines (CONTRACTS §3).

Writers are strict (frozen, no unknown fields); readers ignore fields they do not know, so
adding a field is always safe. Field order is the order of the JSON object: ``seq``, ``type``,
then the fields below.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from worm.tarot import Card, DeckName, Suit

Outcome = Literal["success", "great_success", "failure", "great_failure"]


class Event(BaseModel):
    """Base of every event: its place in the log and its type."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

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
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

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
    needed: int = 2


class Gm(Event):
    """An automated-GM ruling: the page it rests on and a one-line reason."""

    type: Literal["gm"] = "gm"
    rule: str
    why: str


class Narration(Event):
    """Text for the player."""

    type: Literal["narration"] = "narration"
    text: str
    offers: tuple[str, ...] = ()
    """What the words offer the guild to do next, by name (``pick``, ``force``, ``take``,
    ``harvest``, ``burn``, ``camp on``, ``upkeep``, ``delve``, ``go``): the engine says it plainly,
    and each front end adds its own way to do it — the text game the words typed
    (``worm.text.narrate``), the terminal its keys (``worm.ui.offers``)."""


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


class Watch(Event):
    """A watch passes (p. 90): why, and where the guild stands."""

    type: Literal["watch"] = "watch"
    n: int = Field(ge=1)
    cause: Literal["room", "long_task", "camp", "challenge"]
    level: int
    room: str


class Meatgrinder(Event):
    """A Meatgrinder card read against the level's table (pp. 90–91).

    ``counts`` is False when an extra draw missed its band (noise off XVI–XX, care off I–V):
    nothing happens. ``respite`` is a marked-off entry drawn again.
    """

    type: Literal["meatgrinder"] = "meatgrinder"
    level: int
    card: Card
    band: str
    entry: str
    respite: bool
    trigger: Literal["watch", "camp", "loud_noise", "moving_carefully", "time"]
    counts: bool = True
    text: str = ""


class Disposition(Event):
    """How a creature feels about the guild (pp. 99–100), and the card that said so."""

    type: Literal["disposition"] = "disposition"
    npc: str
    emotion: Literal["anger", "distaste", "sadness", "joy", "surprise", "trust", "fear"]
    intensity: Literal["mild", "basic", "intense"]
    cause: str
    card: Card | None


class Wound(Event):
    """One Wound taken, and how (p. 124; falls p. 96)."""

    type: Literal["wound"] = "wound"
    who: str
    taken_as: str
    piercing: bool = False
    critical: bool = False
    cause: str = ""
    talent: str = ""  # the talent's name, when the Wound was taken on a talent
    armor: str = ""  # the piece's name, when a piece of armor (a shield too) took the Wound


class Enter(Event):
    """The guild comes into a room (a new room: a watch passes, p. 90)."""

    type: Literal["enter"] = "enter"
    level: int
    room: str
    first_time: bool


class Stop(Event):
    """The guild stops short of where it was going, and why (a ``go`` cut short)."""

    type: Literal["stop"] = "stop"
    reason: Literal["arrived", "meatgrinder", "creature", "trap", "door", "light", "choice"]
    detail: str = ""


class Light(Event):
    """A light source changes: lit, flickers, goes out, is dropped, breaks (pp. 94–95)."""

    type: Literal["light"] = "light"
    who: str
    item: str
    change: Literal["lit", "flicker", "out", "dropped", "destroyed", "refuelled", "relit"]
    flickers: int = Field(ge=0)


class Item(Event):
    """A carried thing is gained, lost, Notched or Destroyed."""

    type: Literal["item"] = "item"
    who: str
    item: str
    change: Literal["gained", "lost", "notched", "destroyed", "used", "mended"]
    count: int = 1
    cause: str = ""


class Market(Event):
    """A purchase or a sale at the Omphalic Market (pp. 154, 162): ``price`` in gold, 0 for
    gear the upkeep tier already paid for."""

    type: Literal["market"] = "market"
    who: str
    item: str
    price: int = Field(ge=0)
    side: Literal["bought", "sold"]
    count: int = 1


class Phase(Event):
    """The engine moves to another phase (crawl, parley, challenge, camp, city, over)."""

    type: Literal["phase"] = "phase"
    phase: Literal["crawl", "parley", "challenge", "camp", "city", "over"]
    cause: str


class CampStep(Event):
    """A Camp reaches one of its five steps (p. 136)."""

    type: Literal["camp"] = "camp"
    step: int = Field(ge=1, le=5)
    name: Literal["camp_actions", "break_bread", "no_rest", "recovery", "end"]


class CampAction(Event):
    """An adventurer's Camp Action and what came of it (pp. 137–139)."""

    type: Literal["camp_action"] = "camp_action"
    who: str
    action: str  # the book's name ("Rest and Recover")
    result: str


class Bond(Event):
    """A Bond charged, or burned and what the burn paid for (pp. 26–27, 141)."""

    model_config = ConfigDict(
        frozen=True, extra="forbid", serialize_by_alias=True, validate_by_name=True
    )

    type: Literal["bond"] = "bond"
    who: str
    with_: str = Field(alias="with")
    change: Literal["charge", "burn", "erase"]  # erase: the charge wiped (Bully, p. 275)
    for_: str | None = Field(default=None, alias="for")


class CityStep(Event):
    """A City Phase reaches one of its eight steps (p. 148)."""

    type: Literal["city"] = "city"
    step: int = Field(ge=1, le=8)
    name: Literal[
        "taxes", "deeds", "events", "contracts", "upkeep", "city_actions", "plan", "restock"
    ]


class Tax(Event):
    """The All-Watch's tax on one adventurer's coin (p. 149)."""

    type: Literal["tax"] = "tax"
    who: str
    before: int = Field(ge=0)
    paid: int = Field(ge=0)
    after: int = Field(ge=0)


class Xp(Event):
    """Experience gained or spent (pp. 33, 46, 149, 156): ``change`` is signed, ``total`` what
    the adventurer has after it, ``reason`` what the book gives or takes it for."""

    type: Literal["xp"] = "xp"
    who: str
    change: int
    reason: str
    total: int = Field(ge=0)


class Upkeep(Event):
    """An adventurer's upkeep paid (p. 154): the tier and what it cost this phase."""

    type: Literal["upkeep"] = "upkeep"
    who: str
    tier: Literal["destitute", "impoverished", "common", "luxurious"]
    cost: int = Field(ge=0)


class CityEvent(Event):
    """The City Event read in step 3 (pp. 150–153): the major card, its row, and the Signs and
    Portents row when the card was XXI; ``quiet`` when the row had happened already (p. 160)."""

    type: Literal["city_event"] = "city_event"
    card: Card
    entry: str
    name: str
    portent: str | None = None
    target: str | None = None
    quiet: bool = False


class Contract(Event):
    """A contract taken from the job board, turned in fulfilled, or failed (pp. 46, 154,
    160): its ``id``, what it asks, its reward, and why it ended when it failed."""

    type: Literal["contract"] = "contract"
    id: str
    change: Literal["taken", "fulfilled", "failed"]
    patron: str
    goal: str
    reward: int = Field(ge=0)
    cause: str = ""


class Delve(Event):
    """An expedition begins (p. 148): its number and the entrance the guild goes in by."""

    type: Literal["delve"] = "delve"
    n: int = Field(ge=1)
    entrance: str


class Reveal(Event):
    """A secret comes to light: a secret door, a way, a trap (p. 88)."""

    type: Literal["reveal"] = "reveal"
    what: str
    where: str


class ChallengeRound(Event):
    """A round of a Challenge begins: the GM's hand and what it was counted from (p. 121)."""

    type: Literal["challenge_round"] = "challenge_round"
    round: int = Field(ge=1)
    gm_cards: int = Field(ge=0)
    enemy_types: int = Field(ge=0)
    enemies: int = Field(ge=0)
    adventurers: int = Field(ge=0)
    larger_than_human: int = Field(ge=0)
    elite: bool
    dungeon_lord: bool
    bats: int = Field(default=0, ge=0)  # the cards a cloud of bats brings (Call Bats, p. 282)


class Action(Event):
    """One Challenge Action revealed and resolved (pp. 113–120).

    ``vs`` is the number it had to beat (an Initiative, a Morale), or null; ``result`` says
    what came of it (``hit``, ``miss``, ``laid``, ``moved`` …)."""

    type: Literal["action"] = "action"
    who: str
    action: str
    card: Card | None
    value: int | None
    minor: bool = False
    target: str | None = None
    vs: int | None = None
    result: str
    favor: int = 0
    extra: Card | None = None
    reasons: tuple[str, ...] = ()  # why it had favor or disfavor
    aimed: int = 0  # an Aim's card (and Swords) loosed with this shot (p. 170)


class Refused(Event):
    """A command the engine refused (the book's "No", p. 5): the only trace it leaves."""

    type: Literal["refused"] = "refused"
    command: str  # as typed, or the command as JSON
    reason: str
    rule: str | None = None  # the page the refusal cites, e.g. "p. 9"


PAGE = re.compile(r"\bpp?\. \d+(?:[–-]\d+)?")


def page_of(reason: str) -> str | None:
    """The first page a refusal cites ("p. 11"), or None."""
    found = PAGE.search(reason)
    return found.group(0) if found else None


KNOWN = (
    Session,
    Draw,
    Shuffle,
    Decks,
    Fate,
    GroupTest,
    Gm,
    Narration,
    Guild,
    Condition,
    Watch,
    Meatgrinder,
    Disposition,
    Wound,
    Enter,
    Stop,
    Light,
    Item,
    Market,
    Phase,
    CampStep,
    CampAction,
    Bond,
    CityStep,
    Tax,
    Xp,
    Upkeep,
    CityEvent,
    Contract,
    Delve,
    Reveal,
    ChallengeRound,
    Action,
    Refused,
)
