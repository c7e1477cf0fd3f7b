"""Features and traps as kinds with variants, each put where it fits (pp. 365–373).

The book's twenty-one features and nine traps are worked examples of general kinds (an altar,
a throne, a pit, a pressure plate…). The pack holds each example and variants of ours; this
module picks one for a room. Rules, all of them checked over many seeds by
``tests/property/test_kinds.py``:

- it **fits the room** (``Site``): what its words point at or its bulk asks for — water, a
  great room, no closet, a secret door, a door the guild can see, ways out in opposite walls
  (a far door), only doors for ways out (a room that can fill), a way to another level, a
  tall room, wet ground or a dry floor, darkness, quiet enough for a hook that asks to
  listen, a room nobody lives in — is there (``worm.content.features.Need``), and it suits
  the level's shape;
- a **named example** (the book's own, or one marked ``unique``) appears at most once per
  Underworld, and any variant at most once per level;
- one not yet placed anywhere in the Underworld is preferred to any already placed (those
  come back only when nothing fresh fits), and among them those whose themes name the level's
  seed, its shape or the Underworld's origin weigh more.

Policy (ours): a room of ``ROOMY`` floor tiles or more is no closet, one of ``GREAT`` or more
(or of two cells) a great room; a pool or a lake wants
``WATERY`` tiles so that the map can show it with room to walk round (``worm.gen.interiors``
lays it); a tall room is a great room, or any room of a towers level. The ground is wet on a
water level or where the seed's own words speak of standing water (``WET``: a lake, a marsh,
a flood), and dry elsewhere; a level not lit bright can be dark; a faction's lair or the
lord's room is lived in, not crossed; a room whose hook or counterpart asks the guild to
listen (``LISTENING``) bears no din.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar, cast

import numpy as np

from worm.gen import maps, plain

if TYPE_CHECKING:
    from worm.content.features import Feature, Trap
    from worm.content.models import DungeonSeed

ROOMY = 24  # policy: floor tiles that make a room more than a closet
GREAT = 80  # policy: floor tiles that make a great room (about the largest sixth of rooms)
WATERY = 30  # policy: floor tiles a room needs to hold a pool or lake and a shore round it
THEMED = 3.0  # policy: weight of a variant whose themes fit the level

Entry = TypeVar("Entry", "Feature", "Trap")

WET = re.compile(r"\b(lakes?|marsh\w*|swamp\w*|bogs?|mud|flood\w*|seas?)\b", re.I)
"""Words of a dungeon seed that put standing water on its level (a stomach lake, a flooded
hall), so marsh and mud belong there. Policy: dripping water, damp walls or wet fur do not
count, nor a river of lava; a water level is wet whatever its words."""

LISTENING = re.compile(
    r"\b(by ear|listen\w*|hear\w*|hum\w*|sing\w*|sung|songs?|hymns?|chant\w*|whisper\w*)\b",
    re.I,
)
"""Words of a hook or counterpart that ask the guild to hear something in its room."""


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Site(NamedTuple):
    """What one room offers a feature or a trap: the needs it meets, the level's shape and
    the tags (seed id, shape, origin id) that theme the choice."""

    offers: frozenset[str] = frozenset()
    shape: str = ""
    tags: frozenset[str] = frozenset()
    # the words (tastes.toml) of what the room's holders will not have (their shun, p. 337):
    # a feature or trap whose words show one of them is not put in their room
    shunned: tuple[str, ...] = ()
    # the ends of the level's ways ("up", "down", "across", "entrance"): a feature that
    # carries the guild up or down goes only on a level with a way that way
    ends: frozenset[str] = frozenset()
    # what the room is kept from for its seed's set piece (``worm.gen.room_types.claim``):
    # "whole_room", "wet" (a dry piece), or needs the piece's words belie ("dry", "din", …)
    kept: frozenset[str] = frozenset()


# a NamedTuple, not a dataclass (its sets grow; it is never changed): worm gen's start-up
class Used(NamedTuple):
    """What has been placed so far: ``level`` on this level, ``underworld`` on any level, and
    ``named`` the examples and unique entries (never placed twice); ``treasure`` the pieces
    of treasure on any level and ``hoard`` those on this one (``worm.gen.rooms._pick``)."""

    named: set[str]
    underworld: set[str]
    level: set[str]
    treasure: set[str]
    hoard: set[str]


def site(
    level_map: maps.LevelMap,
    room: int,
    *,
    connection: str | None,
    secret_exit: bool,
    tags: Sequence[str] = (),
    seed: DungeonSeed | None = None,
    lived_in: bool = False,
    shunned: tuple[str, ...] = (),
    ends: frozenset[str] = frozenset(),
) -> Site:
    """Read what room ``room`` offers off the drawn map, its level's ``seed`` (water, light)
    and whether a faction or the lord lives in it (see the module text); ``shunned`` are the
    words of what its holders will not have (``Site.shunned``), ``ends`` those of the
    level's ways (``Site.ends``)."""
    drawn = level_map.rooms[room]
    area = int(drawn.mask.sum())
    great = great_room(drawn)
    offers = {"din"}
    if area >= ROOMY:
        offers.add("roomy")
    if area >= WATERY:
        offers.add("water")
    if great:
        offers.add("great")
    if great or level_map.shape == "towers":
        offers.add("high")
    if secret_exit:
        offers.add("secret_door")
    if connection is not None:
        offers.add("stairs")
    ways = [edge for edge in level_map.edges if room in (edge.a, edge.b)]
    if any(_door(level_map, edge) and not edge.secret for edge in ways):
        offers.add("door")
    if ways and all(_door(level_map, edge) for edge in ways):
        offers.add("sealed")
    if through(level_map, room):
        offers.add("through")
    offers.add("wet" if seed is not None and wet(seed) else "dry")
    if seed is None or seed.lighting != "bright":
        offers.add("dark")
    if not lived_in:
        offers.add("crossing")
    return Site(frozenset(offers), level_map.shape, frozenset(tags), shunned, ends)


def through(level_map: maps.LevelMap, room: int) -> bool:
    """Whether room ``room`` has two ways out the guild can see (not secret) in opposite
    walls (``worm.gen.maps.wall``, the side a clue names): a far door to cross or wade to."""
    drawn = level_map.rooms[room]
    walls = {
        maps.wall(drawn, edge.doors[0 if edge.a == room else 1])
        for edge in level_map.edges
        if room in (edge.a, edge.b) and not edge.secret
    }
    return {"north", "south"} <= walls or {"east", "west"} <= walls


def great_room(room: maps.Room) -> bool:
    """Whether a drawn room is a great room: two cells of the grid, or ``GREAT`` floor tiles
    (the carvers seldom join cells, so the floor decides)."""
    return len(room.cells) >= 2 or int(room.mask.sum()) >= GREAT


def wet(seed: DungeonSeed) -> bool:
    """Whether the seed's level has wet ground: a water level, or its words say so (``WET``)."""
    if seed.shape == "water":
        return True
    return _says_wet((seed.premise, *seed.sights, *seed.sounds, *seed.smells, *seed.structures))


@functools.lru_cache(maxsize=64)
def _says_wet(said: tuple[str, ...]) -> bool:
    """Whether any of a seed's words speak of wet ground (asked for every room of a level)."""
    return any(WET.search(text) for text in said)


def listening(texts: Sequence[str]) -> bool:
    """Whether any of a room's hook or counterpart texts asks the guild to hear something."""
    return any(LISTENING.search(text) for text in texts)


def hushed(where: Site) -> Site:
    """The same room, bearing no din: a hook there asks the guild to listen."""
    return where._replace(offers=where.offers - {"din"})


def _door(level_map: maps.LevelMap, edge: maps.Edge) -> bool:
    """Whether a pathway ends in a true door: a hidden or locked one, or any that is not an
    open passage on a level whose exits are doors."""
    return edge.secret or edge.locked or (level_map.style.exit == "door" and not edge.passage)


def fits(entry: Feature | Trap, where: Site) -> bool:
    """Whether the room offers all the entry needs, the level's shape suits it, every move
    to another level it offers leads somewhere (the level has a way that way:
    ``ends_needed``), and its words show nothing the room's holders will
    not have (``Site.shunned``)."""
    if entry.shapes and where.shape and where.shape not in entry.shapes:
        return False
    if not where.offers.issuperset(entry.needs):
        return False
    moves = getattr(entry, "connects_levels", False)  # a trap carries nobody to a level
    if moves and not where.ends.issuperset(ends_needed(entry)):
        return False  # a cage that rides up on a level with no way up: a dead choice
    if where.kept and where.kept.intersection(_tells(entry)):
        return False  # the room is kept for a set piece this entry would belie
    return not (where.shunned and shows(words(entry), where.shunned))


def _tells(entry: Feature | Trap) -> frozenset[str]:
    """What an entry makes of its room, as a set piece kept there is judged: its needs, and
    "whole_room" or "wet" where it tells the whole room or brings water."""
    told: set[str] = set(entry.needs)
    if entry.whole_room:
        told.add("whole_room")
    if entry.wet:
        told.add("wet")
    return frozenset(told)


LEVEL_MOVES = {"deeper_level": "down", "upper_level": "up"}
"""A move to another level → the end of the way it follows (``keying.End``)."""


def ends_needed(entry: Feature | Trap) -> frozenset[str]:
    """The ends of ways (``keying.End``: "up", "down") a level must have for every level move
    among an entry's outcomes to lead somewhere: a cage that rides up needs a way up."""
    choices = (*getattr(entry, "interactions", ()), *getattr(entry, "bypasses", ()))
    choices += tuple(getattr(entry, "responses", ()))
    trigger = getattr(entry, "trigger", None)
    outcomes = [o for i in choices for o in (*i.on_success, *i.on_failure)]
    if trigger is not None:
        outcomes += [*trigger.on_success, *trigger.on_failure]
    return frozenset(
        LEVEL_MOVES[o.id] for o in outcomes if o.effect == "move" and o.id in LEVEL_MOVES
    )


def words(entry: Feature | Trap) -> str:
    """What an entry shows the guild, lowercased: its name, description and clues."""
    return " ".join((entry.name, entry.description, *(c.text for c in entry.clues))).lower()


def shows(text: str, shunned: Sequence[str]) -> bool:
    """Whether lowercased ``text`` holds any of the ``shunned`` words (tastes.toml's stems):
    each found where a word starts, with any ending after it ("lies" in "lies below", "liar"
    in "liars", "admir" in "admiring"), never inside another word ("sand" in "thousands",
    "rot" in "grotto", "tool" in "stool").

    Found as the pattern ``\\bstem`` finds it, by ``str.find`` and a look at the character
    before: compiling a pattern for each room's shuns cost ``worm gen`` about 3 ms."""
    for stem in shunned:
        at = text.find(stem)
        if at < 0:
            continue
        if not stem:  # the pattern \\b alone: found wherever a word starts or ends
            if any(_word(char) for char in text):
                return True
            continue
        starts = _word(stem[0])
        while at >= 0:
            if (at > 0 and _word(text[at - 1])) != starts:  # a word starts or ends here
                return True
            at = text.find(stem, at + 1)
    return False


def _word(char: str) -> bool:
    """Whether ``char`` is one the pattern ``\\w`` matches (a letter, digit or underscore)."""
    return char.isalnum() or char == "_"


def named(entry: Feature | Trap) -> bool:
    """An entry placed at most once per Underworld: the book's example, or one kept unique."""
    return entry.example or (plain.is_a(entry, "Feature") and cast("Feature", entry).unique)


def choose(
    rng: np.random.Generator,
    options: Sequence[Entry],
    where: Site,
    used: Used,
    weight: Callable[[Entry], float] | None = None,
) -> Entry | None:
    """Pick one of ``options`` for a room (one draw from ``rng``), and mark it used; None
    when nothing fits. ``weight`` scales each option's chance beyond its theme's."""
    fit = [
        o
        for o in options
        if fits(o, where) and o.id not in used.level and not (named(o) and o.id in used.named)
    ]
    draw = float(rng.random())
    if not fit:
        return None
    fit = [o for o in fit if o.id not in used.underworld] or fit
    weights = np.array(
        [
            (THEMED if where.tags.intersection(o.themes) else 1.0)
            * (1.0 if weight is None else weight(o))
            for o in fit
        ]
    )
    at = int(np.searchsorted(np.cumsum(weights), draw * weights.sum(), side="right"))
    chosen = fit[min(at, len(fit) - 1)]
    mark(chosen, used)
    return chosen


def mark(entry: Feature | Trap, used: Used) -> None:
    """Record that ``entry`` has been placed on this level."""
    used.level.add(entry.id)
    used.underworld.add(entry.id)
    if named(entry):
        used.named.add(entry.id)
