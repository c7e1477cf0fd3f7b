"""Animal companions and familiars (pp. 34, 78): who owns each, what it has been taught, how
hurt and how hungry it is. Kept with the guild; the rules are ``worm.rules.companions``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from worm.content.animals import CommandId
from worm.model.inventory import Carried


class Companion(BaseModel):
    """One animal that follows an adventurer (p. 34): it has no pack slots, no talents and no
    Resolve, only Staggered and Injured; the next Wound after Injured kills it, unless it is a
    familiar whose owner spends 1 Resolve to leave it at Death's Door (p. 78)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str  # "c1", "c2" … unique in the guild
    kind: str  # an animal id from the content pack (animals.toml)
    name: str
    owner: str  # the adventurer id it follows
    commands: tuple[CommandId, ...] = ()
    staggered: bool = False
    injured: bool = False
    deaths_door: bool = False  # only a familiar is ever here (p. 78)
    dead: bool = False
    familiar: bool = False
    fed: bool = True  # ate at the last Camp; unfed it is weak and ignores commands (p. 140)
    hungry: int = Field(default=0, ge=0)  # Camps missed in a row
    guarding: str | None = None  # the adventurer it stands over, told to Guard (p. 118 policy)
    goblins: int = Field(default=0, ge=0, le=8)  # a Jarl's goblin horde: its members (p. 65)
    # what a goblin horde carries as porters for the guild, in the order handed over: one slot's
    # worth a goblin (p. 65; worm.engine.porters); old saves none
    load: tuple[Carried, ...] = ()

    @property
    def obeys(self) -> bool:
        """Will act on a command: alive, not at Death's Door, and fed (p. 140)."""
        return self.fed and not (self.dead or self.deaths_door)
