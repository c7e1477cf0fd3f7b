"""The Crawl's state (pp. 86–98): where the guild stands below, what it has done there, and what
the GM is waiting on — a test to push or let stand, a choice to make."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.content.interaction import Interaction, Outcome
from worm.model.camp import CampState
from worm.model.city import CityState, Feat, Job, Omens
from worm.model.city_map import CityMap
from worm.model.fate import FateTest, Modifiers
from worm.model.rivals import Rivals
from worm.tarot import Suit

PhaseName = Literal["crawl", "parley", "challenge", "camp", "city", "over"]


@dataclass(frozen=True, slots=True)
class Followup:
    """What a Crawl test of fate decides once it stands (pushed or not): whose turn is next,
    what follows success and failure, and the door or parley it settles."""

    testers: tuple[str, ...]
    attribute: Suit
    task: str
    on_success: tuple[Outcome, ...] = ()
    on_failure: tuple[Outcome, ...] = ()
    favor: tuple[str, ...] = ()
    disfavor: tuple[str, ...] = ()
    dangerous: bool = False
    noisy: bool = False
    door: int | None = None
    obstacle: str | None = None
    method: str | None = None
    parley: bool = False
    fall: int | None = None  # feet fallen: the test softens the fall (p. 96)
    challenge: str | None = None  # what the test decides in a Challenge ("alarm", "feat")
    tend: str | None = None  # the tender's id: a poultice test at Death's Door (p. 126)
    camp: str | None = None  # what a Camp test decides ("hunt", "scout", "guard")
    city: str | None = None  # what a City test decides ("research", p. 159)
    stakes: str = ""  # what rides on it, in words (a trap's trigger); empty in older saves
    group: tuple[str, ...] = ()  # a group test's testers, most then least qualified (p. 11)
    hits: int = 0  # a group test's hits so far (p. 11)
    camouflage: int | None = None  # the room of a sleeping mimic handled (p. 273)
    lift: int | None = None  # the room whose treasure a sneaker reaches for (p. 74)
    prepared: bool = False  # the fall was a drop chosen, ready for it (Acrobat, p. 74)


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice the GM waits on before the guild can move on (a travel event, a trap).

    ``source`` is ``("trap", room, trap id)`` when the choice is a trap's; ``scene`` is the
    words of what asks it (the event's or the trap's text; empty in saves from before).
    ``held`` is true while creatures met since it was asked come first (a parley, a fight):
    it is told again before it is asked again. ``since`` and ``asked`` number the events that
    brought it up, from the card or ruling to the line that asked it (0: a save from before),
    so "why" explains the choice rather than whatever came last."""

    title: str
    options: tuple[Interaction, ...]
    source: tuple[str, int, str] | None = None
    scene: str = ""
    held: bool = False
    since: int = 0
    asked: int = 0


@dataclass(frozen=True, slots=True)
class Asked:
    """A test of fate as the player or the GM asked for it (p. 8): who, what, and what rides
    on it. What the engine needs of the command once the test stands."""

    who: str
    attribute: Suit
    task: str = ""
    obstacle: str | None = None
    method: str | None = None
    dangerous: bool = False
    aided_by: str | None = None


@dataclass(frozen=True, slots=True)
class Pending:
    """A failed test waiting for its drawer to push or let it stand (p. 9)."""

    test: FateTest
    asked: Asked
    modifiers: Modifiers
    after: Followup | None = None  # what a Crawl test decides once it stands


@dataclass(frozen=True, slots=True)
class WoundAsk:
    """A Wound that waits for its taker's player to say how it is taken (p. 124).

    ``command`` is the command (as JSON) whose blow it is: the game stands as it was before
    that command, and plays it again once answered, each ask in it taking ``answers`` in turn.
    """

    who: str  # the adventurer's id
    ways: tuple[str, ...]  # each open way, as a Wound order's step ("armor:shield", "Injured")
    cause: str
    command: str
    answers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Crawl:
    """Where the game stands and what the guild has done below, with the starting values of a
    new game (the guild at the mouth of the Underworld, in the City)."""

    phase: PhaseName = "city"
    depth: int = 1  # the level the guild is on
    room: int = -1  # the room index it stands in (-1: between rooms, or not below)
    pos: tuple[int, int] = (0, 0)  # its (x, y) tile
    came_from: int | None = None  # the room it entered the current one from
    watches: int = 0  # watches passed (p. 90)
    careful: bool = False  # moving carefully (p. 91)
    rumors: int = 0  # quest rumors heard (p. 91, XXI)
    keys: frozenset[str] = frozenset()  # doors the guild holds keys to ("1·03-1·05")
    loot: tuple[str, ...] = ()  # treasure ids carried out for the City
    statuses: frozenset[tuple[str, str]] = frozenset()  # (adventurer id, status): captured …
    choice: Choice | None = None  # a Choice the GM waits on
    scene_entry: tuple[str, tuple[Interaction, ...]] | None = None  # this room's event
    light_failed: bool = False  # a light went out since the last stop
    lit_count: int = 0  # lit sources after the last change
    expeditions: int = 0  # delves begun
    lore: frozenset[tuple[str, str, str]] = frozenset()  # (creature, kind, text) learned
    allies: tuple[str, ...] = ()  # creatures with the guild until the next Camp (p. 100)
    ally_kinds: tuple[tuple[str, str], ...] = ()  # (ally, creature id) of each kind with it
    dying: tuple[tuple[str, int], ...] = ()  # (id, watches left) at Death's Door (p. 126)
    fallen: tuple[str, ...] = ()  # the dead whose deaths are recorded (p. 126)
    replaced: tuple[str, ...] = ()  # the dead whose places newcomers have taken (p. 126)
    fights: int = 0  # Challenges begun: each fight's serial number
    waiting: tuple[Followup, ...] = ()  # tests asked for while another waits on push (p. 9)
    camp: CampState | None = None  # the Camp under way (chapter 8)
    unfed: frozenset[str] = frozenset()  # who went without a ration at the last Camp (p. 140)
    walked: frozenset[tuple[int, int]] = frozenset()  # (level, room) entered since the last Camp
    mapped: frozenset[tuple[int, int]] = frozenset()  # rooms on the guild's updated maps (p. 139)
    paced: bool = False  # the last room entered was the first of two mapped rooms (p. 139)
    city: CityState | None = None  # the City Phase under way (chapter 9)
    feats: tuple[Feat, ...] = ()  # done below since the last City Phase, for its deeds (p. 149)
    city_rows: tuple[tuple[int, str], ...] = ()  # City Events rows a restock wrote (p. 160)
    city_marked: frozenset[int] = frozenset()  # City Events cards that have happened (p. 160)
    jobs: tuple[Job, ...] = ()  # the contracts the guild has signed, oldest first (p. 46)
    city_map: CityMap | None = None  # the City of Appendix D (old saves: made again from the seed)
    rumor: str | None = None  # the City's rumour of the Underworld, from the last restock (p. 160)
    rivals: Rivals | None = None  # the other guild delving the Underworld (p. 160)
    omens: Omens = Omens()  # what a City Event leaves for later City Phases (pp. 151–153)
    kept: tuple[str, ...] = ()  # treasure ids in the loot kept at the Market in an earlier City
    sleeves: tuple[str, ...] = ()  # an id for each Up My Sleeve this Crawl (two each, p. 74)
    sneaking: tuple[str, ...] = ()  # who has gone sneaking, off-stage (Sneak, p. 74)
    asked: WoundAsk | None = None  # a Wound waiting for its player's choice (p. 124)
    sight: tuple[tuple[str, int], ...] = ()  # (who, last watch) second sight holds (p. 82)
    # (who, talent): Iron Beards, Underfoot or Colossal named before the next draw (p. 61)
    readied: tuple[tuple[str, str], ...] = ()
    heard: tuple[str, ...] = ()  # what the guild was told, oldest first (Read the Past, p. 56)


CRAWL_FIELDS: tuple[str, ...] = tuple(Crawl.__dataclass_fields__)
