"""The state of a City Phase under way (p. 148): the step it has reached, what the Market paid
for the guild's loot, which upkeep tier each adventurer has paid for, and the City Event read
in step 3 with the rules it sets for the rest of the phase (pp. 150–153)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

CityStep = int  # 1–8, the steps of p. 148

DeedKind = Literal[
    "lord",
    "quest",
    "contract",
    "way",
    "architecture",
    "relic",
    "treasure",
    "dastardly",
    # doings a quest may ask for, never written on the roster themselves (p. 33)
    "captive",
    "freed",
    "drank",
    "named",
]


@dataclass(frozen=True, slots=True)
class Feat:
    """Something done below since the last City Phase that the GM may judge a noteworthy deed
    (p. 149; the policy ``worm.gm.deeds``): its kind and a readable text."""

    kind: DeedKind
    text: str


@dataclass(frozen=True, slots=True)
class EventRead:
    """The City Event of this phase (p. 150): the major card drawn and the row it read, with
    the Signs and Portents row and its minor value when the card was XXI (p. 153), and the
    adventurer it fell on, if one. ``quiet`` is a marked row drawn again before a restock
    wrote a new one over it (p. 160): nothing new happens."""

    card: int
    entry: str
    name: str
    portent: str | None = None
    sign: int | None = None
    target: str | None = None
    quiet: bool = False


@dataclass(frozen=True, slots=True)
class Job:
    """A contract on the job board or signed by the guild (pp. 46, 160–161): the content row
    drawn (``entry``, by minor ``card``), its goal fitted to this Underworld — a ``level``
    number, and for a treasure goal the treasure id in ``target`` — the text as the patron
    offers it, the gold it pays the guild, and the expeditions begun when it was signed
    (``signed``). ``done`` is set when the guild has done what it asks — a lord slain (seen
    as it comes back up, before the City forgets the expedition's feats), a captive freed, a
    quarry taken, a client brought to the level, a parcel left — and it is paid when the guild
    is back in the City."""

    id: str
    entry: str
    card: int
    patron: str
    goal: str
    level: int
    target: str
    text: str
    reward: int
    signed: int = 0
    done: bool = False
    # the book's other goals (p. 161): the room a captive, a quarry or a delivery is placed in
    # (-1: none), who the goal concerns, the item handed over at signing, and what the patron
    # pays besides gold (gear for each, a favour)
    room: int = -1
    client: str | None = None
    parcel: str | None = None
    gear: tuple[str, ...] = ()
    favour: str | None = None


@dataclass(frozen=True, slots=True)
class CityState:
    """A City Phase from the guild's return to its next delve (p. 148).

    ``sold`` is the gold the guild's loot fetched at the Market (p. 162); ``upkeep`` pairs each
    adventurer who has paid with the tier they chose (p. 154).

    The rest is what this phase's City Event set (pp. 150–153): ``prices`` pairs upkeep tiers
    with their cost this phase; ``rations_at`` is the cheapest tier still sold rations; the
    City Actions ``banned``, or the ``only`` ones allowed (``all``: every action); ``flags``
    for systems not played yet (districts, contracts, rulers); ``rumors`` heard; ``stolen``
    items a thief sells on a stall (p. 152); ``board`` is the job board drawn in step 7
    (pp. 160–161), the contracts the guild may still sign; ``gate`` the City gate the guild
    came in by (Appendix D, p. 291; policy ``worm.gm.gates``)."""

    step: CityStep = 1
    sold: int = 0
    upkeep: tuple[tuple[str, str], ...] = ()
    event: EventRead | None = None
    prices: tuple[tuple[str, int], ...] = ()
    rations_at: str | None = None
    banned: tuple[str, ...] = ()
    only: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    rumors: tuple[str, ...] = ()
    stolen: tuple[str, ...] = ()
    gate: str | None = None  # the gate of the City the guild came back in by (p. 291)
    # step 6 (pp. 156–159): the gold each brought back (after the tax, with their share of the
    # loot) for Carouse, and the City Action each has taken, with what it did
    brought: tuple[tuple[str, int], ...] = ()
    acted: tuple[tuple[str, str], ...] = ()
    burnt: tuple[str, ...] = ()  # districts burnt down this phase (Hangover XX, p. 157)
    motifs_changed: tuple[str, ...] = ()  # who has changed a motif this phase (p. 25)

    def action_of(self, who: str) -> str | None:
        return next((done for w, done in self.acted if w == who), None)

    def brought_by(self, who: str) -> int:
        return next((gold for w, gold in self.brought if w == who), 0)

    board: tuple[Job, ...] = ()  # the job board of step 7 (pp. 160–161)
    # the loot sold on arrival (treasure ids) and who shared what it fetched, in order, so a
    # piece can be kept after all, each share of it handed back (p. 162)
    sales: tuple[str, ...] = ()
    sharers: tuple[str, ...] = ()
    # the expedition's doings step 2 judged (p. 149), kept for the quest's judging (p. 33)
    feats: tuple[Feat, ...] = ()
    # A Theft (p. 152): (owner id, item id, count) on a trader's stall, to buy back this phase
    stall: tuple[tuple[str, str, int], ...] = ()
    # art and valuables the Market would not buy this phase (the Black Miracle, p. 153)
    unsold: tuple[str, ...] = ()

    def tier_of(self, who: str) -> str | None:
        return next((tier for w, tier in self.upkeep if w == who), None)


@dataclass(frozen=True, slots=True)
class Omens:
    """What a City Event leaves behind after its own City Phase (pp. 151–153), kept with the
    game: ``plague`` counts the City Phases the dead have walked the City (What Is Dead May
    Never Die, XIV; 0 when they do not); ``child`` is the steps of the guild's hiding from the
    Child of Silence (XIII) counted at the last City Phase (None: it hunts nobody);
    ``townhouse`` the heir of the Grey River house (An Inheritance, XIX); ``gone`` the patrons
    the Thing in the Water took (IX), never seen on the job board again."""

    plague: int = 0
    child: int | None = None
    townhouse: str | None = None
    gone: tuple[str, ...] = ()
