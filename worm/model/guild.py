"""The guild and its roster (chapter 3, pp. 40–47)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.companion import Companion

Kept = Literal["captured", "ransom", "lost"]
"""What the dark did with one it kept and who may come back (We're doomed!, p. 95)."""


class Held(BaseModel):
    """One the dark kept (p. 95), as the guild may get them back: their sheet as they left,
    the level they were lost on, and for the captured the creature id that carried them off
    (empty when the level's table named none)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    sheet: Adventurer
    fate: Kept
    depth: int = Field(ge=1)
    captor: str = ""


class Guild(BaseModel):
    """The roster: members, marching order, roles, terms, deeds (Fame) and contracts."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    name: str
    sigil: str = ""
    terms: str = ""
    adventurers: tuple[Adventurer, ...] = Field(min_length=1)
    marching_order: tuple[str, ...]  # adventurer ids, first to last (p. 43)
    roles: tuple[tuple[str, str], ...] = ()  # (adventurer id, role) (p. 43)
    # oldest first; Fame is their number, 0–5 (pp. 46, 149)
    deeds: tuple[str, ...] = Field(default=(), max_length=constants.BOOK.deeds_max)
    contracts: tuple[str, ...] = ()  # current contracts (p. 46)
    dastardly: tuple[str, ...] = ()  # which of the deeds are dastardly (pp. 46, 149)
    quest: str | None = None  # the one quest the guild pursues (p. 33)
    quest_since: int = 0  # expeditions begun when the quest was taken up (p. 33)
    quests_done: tuple[str, ...] = ()  # quests the guild has completed (p. 33)
    companions: tuple[Companion, ...] = ()  # animals that follow its members (p. 34)
    # long-term projects (Support, p. 159): (name, steps needed, steps taken)
    projects: tuple[tuple[str, int, int], ...] = ()
    # what the guild had built (Build, p. 156): (the building, who paid); old saves none
    buildings: tuple[tuple[str, str], ...] = ()
    bequest: int = 0  # XP a funeral kept for the next recruit (Hold a Funeral, p. 158)
    heirs: tuple[tuple[str, str], ...] = ()  # (the dead, the newcomer in their place) (p. 39)
    gifts: int = Field(default=0, ge=0)  # owed to the next adventurer by retirees (p. 38)
    retired: tuple[str, ...] = ()  # names of members who retired to the City (p. 38)
    # members the dark kept (We're doomed!, p. 95): (name, fate), the fate "captured",
    # "ransom" or "lost"; old saves none
    missing: tuple[tuple[str, str], ...] = ()
    held: tuple[Held, ...] = ()  # the missing as they may come back (p. 95); old saves none
    slain: tuple[str, ...] = ()  # kinds of creature the guild has killed, first kill first (p. 28)

    @model_validator(mode="after")
    def _roster_is_consistent(self) -> Guild:
        ids = [a.id for a in self.adventurers]
        if len(set(ids)) != len(ids):
            raise ValueError(f"adventurer ids repeat: {ids}")
        if sorted(self.marching_order) != sorted(ids):
            raise ValueError(f"marching order {list(self.marching_order)} must list {ids} once")
        strays = [c.id for c in self.companions if c.owner not in ids]
        if strays:
            raise ValueError(f"companions {strays} follow nobody in the guild ({ids})")
        return self

    @property
    def fame(self) -> int:
        return len(self.deeds)

    @property
    def dastards(self) -> bool:
        """Known as dastards: every deed on the roster is dastardly (p. 46)."""
        return bool(self.deeds) and all(d in self.dastardly for d in self.deeds)

    def adventurer(self, who: str) -> Adventurer:
        """Find a member by id, full name or first name (any case); a first name two members
        share is refused, naming both, rather than taken for the first of them."""
        for adventurer in self.adventurers:  # by id first: the engine's own look-ups
            if adventurer.id == who:
                return adventurer
        wanted = who.strip().lower()
        for adventurer in self.adventurers:  # a whole name, or the id in any case
            if wanted in (adventurer.id, adventurer.name.lower()):
                return adventurer
        firsts = [a for a in self.adventurers if a.name.lower().split()[0] == wanted]
        if len(firsts) == 1:
            return firsts[0]
        if firsts:  # two who share a first name: the player must say which
            both = ", ".join(f"{a.name} ({a.id})" for a in firsts)
            raise IllegalCommand(f"{who!r} could be {both}: use a whole name or the id")
        names = ", ".join(a.name for a in self.adventurers)
        raise IllegalCommand(f"no adventurer called {who!r} in the guild ({names})")

    def role(self, who: str) -> str:
        return dict(self.roles).get(who, "")

    def next_id(self, *gone: str) -> str:
        """An id no member holds, nor any of ``gone`` (the fallen, a retiree's upkeep), for a
        newcomer: ``a`` and the next number after the highest in use."""
        used = {a.id for a in self.adventurers} | set(gone)
        numbers = [int(i[1:]) for i in used if i[:1] == "a" and i[1:].isascii() and i[1:].isdigit()]
        return f"a{max(numbers, default=0) + 1}"

    def in_marching_order(self) -> tuple[Adventurer, ...]:
        by_id = {a.id: a for a in self.adventurers}
        return tuple(by_id[i] for i in self.marching_order)

    def with_adventurer(self, adventurer: Adventurer) -> Guild:
        """This guild with one adventurer's sheet replaced."""
        members = tuple(adventurer if a.id == adventurer.id else a for a in self.adventurers)
        return self.model_copy(update={"adventurers": members})

    def companion(self, which: str) -> Companion:
        """Find a companion by id or name (any case)."""
        wanted = which.strip().lower()
        for companion in self.companions:
            if wanted in (companion.id, companion.name.lower()):
                return companion
        names = ", ".join(c.name for c in self.companions) or "none"
        raise IllegalCommand(f"no animal called {which!r} follows the guild (companions: {names})")

    def companions_of(self, who: str) -> tuple[Companion, ...]:
        """The living companions that follow adventurer ``who``."""
        return tuple(c for c in self.companions if c.owner == who and not c.dead)

    def with_companion(self, companion: Companion) -> Guild:
        """This guild with one companion replaced (or added, if new)."""
        kept = tuple(c for c in self.companions if c.id != companion.id)
        if len(kept) == len(self.companions):
            return self.model_copy(update={"companions": (*kept, companion)})
        members = tuple(companion if c.id == companion.id else c for c in self.companions)
        return self.model_copy(update={"companions": members})
