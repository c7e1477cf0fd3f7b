"""The guild and its roster (chapter 3, pp. 40–47)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer


class Guild(BaseModel):
    """The roster: members, marching order, roles, terms, deeds (Fame) and contracts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    sigil: str = ""
    terms: str = ""
    adventurers: tuple[Adventurer, ...] = Field(min_length=1)
    marching_order: tuple[str, ...]  # adventurer ids, first to last (p. 43)
    roles: tuple[tuple[str, str], ...] = ()  # (adventurer id, role) (p. 43)
    # oldest first; Fame is their number, 0–5 (pp. 46, 149)
    deeds: tuple[str, ...] = Field(default=(), max_length=constants.BOOK.deeds_max)
    contracts: tuple[str, ...] = ()  # current contracts (p. 46)
    quest: str | None = None  # the one quest the guild pursues (p. 33)

    @model_validator(mode="after")
    def _roster_is_consistent(self) -> Guild:
        ids = [a.id for a in self.adventurers]
        if len(set(ids)) != len(ids):
            raise ValueError(f"adventurer ids repeat: {ids}")
        if sorted(self.marching_order) != sorted(ids):
            raise ValueError(f"marching order {list(self.marching_order)} must list {ids} once")
        return self

    @property
    def fame(self) -> int:
        return len(self.deeds)

    def adventurer(self, who: str) -> Adventurer:
        """Find a member by id, full name or first name (any case)."""
        for adventurer in self.adventurers:  # by id first: the engine's own look-ups
            if adventurer.id == who:
                return adventurer
        wanted = who.strip().lower()
        for adventurer in self.adventurers:
            name = adventurer.name.lower()
            if wanted in (adventurer.id, name, name.split()[0]):
                return adventurer
        names = ", ".join(a.name for a in self.adventurers)
        raise IllegalCommand(f"no adventurer called {who!r} in the guild ({names})")

    def role(self, who: str) -> str:
        return dict(self.roles).get(who, "")

    def in_marching_order(self) -> tuple[Adventurer, ...]:
        by_id = {a.id: a for a in self.adventurers}
        return tuple(by_id[i] for i in self.marching_order)

    def with_adventurer(self, adventurer: Adventurer) -> Guild:
        """This guild with one adventurer's sheet replaced."""
        members = tuple(adventurer if a.id == adventurer.id else a for a in self.adventurers)
        return self.model_copy(update={"adventurers": members})
