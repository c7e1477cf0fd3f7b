"""What the guild has done to one level of the Underworld: visited, found, opened, marked off.

The generated level never changes in play (p. 179); this is the guild's side of it, kept as one
immutable value per level so a refused command can put the old one back.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal


@dataclass(frozen=True, slots=True)
class Risen:
    """One of the guild's dead, bound below as undead (p. 126): a zombie when the body was left
    whole, a wraith when it was destroyed. ``room`` is the room index where the body fell (-1:
    between rooms) and ``watch`` the watch it rises at; at the watch of death it rose at once.

    They are met in their room from their watch on (``worm.engine.undead``); ``met`` once they
    have been, when they become a band like any other.
    """

    room: int
    kind: Literal["zombie", "wraith"]
    name: str  # the adventurer it was
    watch: int
    met: bool = False


@dataclass(frozen=True, slots=True)
class Corpse:
    """A creature the guild slew on this level (p. 231): where it fell, what it was (a
    statblock id), the watch of the fight that killed it, and how many reagents are still to
    be had from it. A corpse that has sat a watch or more is spoiled for alchemy."""

    room: int  # the room index where it fell (-1: between rooms)
    creature: str
    watch: int
    reagents: int = 1


@dataclass(frozen=True, slots=True)
class Kin:
    """Another kind of creature standing with a band (a mixed band: a faction's household,
    newcomers who joined it; p. 121 counts each kind): its monster id, how many, and the
    Health each has left (-1: not counted; empty: all unhurt)."""

    creature: str
    count: int
    health: tuple[int, ...] = ()


BandFate = Literal["slain", "fled", "spared", "escaped", "refilled", "left"]


@dataclass(frozen=True, slots=True)
class Band:
    """A room's band as the guild left it after a fight (p. 160): its creature, how many still
    stand, the Health each of them has left (their Wounds kept), and how the fight ended for it —
    ``slain`` to the last, ``fled`` from the guild, ``spared`` (they gave up and were let
    live), ``escaped`` (the guild got away from them) — or ``refilled``: newcomers a restock
    moved in (policy ``worm.gm.restock``) — or ``left``: met on the way and left short of a
    fight (the guild backed away from the parley, or they let it go). ``lord``: the band was
    the level's dungeon lord. ``room`` -1 is a band met on the way (a Meatgrinder encounter)
    that roams the level; ``at`` is the room where it waits for the guild (-1: it roams).
    ``emotion`` and ``intensity``: its Disposition when the guild left it."""

    room: int
    creature: str
    count: int
    fate: BandFate
    health: tuple[int, ...] = ()  # each survivor's Health left (-1: not counted)
    lord: bool = False
    emotion: str = ""  # the Disposition it was left in ("" in saves from before it was kept)
    intensity: str = ""
    won: bool = False  # it beat the guild: the guild gave up to it, or fell (False in old saves)
    at: int = -1  # a band on the way: the room where it waits, -1 roaming (-1 in old saves)
    others: tuple[Kin, ...] = ()  # the other kinds standing with it (none in old saves)

    @property
    def remembers(self) -> bool:
        """Whether the band lived through a fight with the guild and bears it a grudge."""
        return self.fate in ("fled", "spared", "escaped") and self.count > 0

    @property
    def alive(self) -> bool:
        """Whether the band lives on the level to be met again: it lived through a fight with
        the guild, or the guild left it short of one."""
        return self.remembers or (self.fate == "left" and self.count > 0)


@dataclass(frozen=True, slots=True)
class LevelState:
    """What the guild has done to one level."""

    visited: frozenset[int] = frozenset()  # room indexes entered
    found: frozenset[int] = frozenset()  # secret pathways (edge indexes) found
    found_ways: frozenset[int] = frozenset()  # secret ways out (indexes into Level.ways) found
    unlocked: frozenset[int] = frozenset()  # locked pathways opened (edge indexes)
    flags: frozenset[str] = frozenset()  # set by features, traps and events
    marked: frozenset[int] = frozenset()  # Meatgrinder entries marked off (p. 91)
    spotted: frozenset[tuple[int, str]] = frozenset()  # (room, trap id) the guild knows of
    passed: frozenset[tuple[int, str]] = frozenset()  # traps bypassed, sprung or disarmed
    settled: frozenset[int] = frozenset()  # rooms whose denizens are dealt with
    looted: frozenset[int] = frozenset()  # rooms whose treasure is taken
    used: tuple[tuple[str, int], ...] = ()  # (choice key, times) for limited interactions
    risen: tuple[Risen, ...] = ()  # the guild's dead who rise here as undead (p. 126)
    corpses: tuple[Corpse, ...] = ()  # creatures slain here, for their reagents (p. 231)
    bands: tuple[Band, ...] = ()  # rooms' bands as the guild left them, or refilled (p. 160)
    # Meatgrinder entries a restock wrote over the generated ones: (card, entry) (p. 160)
    rewritten: tuple[tuple[int, dict[str, Any]], ...] = field(default=(), hash=False)
    robbed: frozenset[int] = frozenset()  # rooms whose treasure a rival guild took (p. 160)
    remains: frozenset[int] = frozenset()  # rooms where a rival delver lies with their kit

    def band(self, room: int) -> Band | None:
        """The band remembered in ``room``, if one."""
        return next((b for b in self.bands if b.room == room), None)

    def uses(self, key: str) -> int:
        return dict(self.used).get(key, 0)

    def use(self, key: str) -> LevelState:
        counts = dict(self.used)
        counts[key] = counts.get(key, 0) + 1
        return replace(self, used=tuple(sorted(counts.items())))
