"""The maleficence tables of Appendix A (pp. 201–203) as data: per far realm, one entry for
each minor card value (I–X, Page, Knight, Queen, King).

An entry tells in worm's words what goes wrong, and the part the engine plays: who is marked
Stressed (``stress``) and the Wounds the sorcerer takes (``wounds``). The rest is narrated.
``worm.engine.maleficence`` draws and plays them.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content.fields import Count, Entry, FarRealm, Id, Text
from worm.content.problems import EntryProblem

CARDS = range(1, 15)  # p. 202: I–X, Page, Knight, Queen, King
Stress = Literal["none", "sorcerer", "guild"]


class MaleficenceEntry(Entry):
    """What one card draws from one realm's maleficence table (pp. 202–203)."""

    id: Id
    realm: FarRealm
    card: Annotated[int, Strict(), Field(ge=1, le=14)]
    text: Text
    stress: Stress = "none"
    wounds: Count = 0

    @model_validator(mode="after")
    def _named_by_realm_and_card(self) -> Self:
        if self.id != f"{self.realm}_{self.card}":
            raise EntryProblem("id", f"{self.id!r}: name it {self.realm}_{self.card}")
        return self
