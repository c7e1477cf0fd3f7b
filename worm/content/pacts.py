"""The eleven pacts of Gramarye's Make a Pact (p. 83) as data.

A ``PactRule`` names what a pact gives up and what breaks it, in worm's words, and how the
engine sees a break (``watch``): a shunned thing held (``gear``), a meal of the wrong size or
kind (``gluttony``, ``live_food``), a needed item gone (``mask``, ``hair_shirt``), the runes'
Wound healed (``wound``), or speech, which only the GM can judge (``word``). The rules that
play them are ``worm.rules.pacts`` and ``worm.engine.pacts``.
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import model_validator

from worm.content.fields import Entry, Id, Page, Text, require_unique
from worm.content.problems import EntryProblem

Watch = Literal["gear", "gluttony", "mask", "hair_shirt", "wound", "live_food", "word"]
"""How the engine sees a pact broken (assets/pacts.toml says each in words)."""

Reach = Literal["equipped", "carried"]
"""Where a shunned thing breaks a ``gear`` pact: held, on the belt or worn; or anywhere."""

NEEDS: dict[str, str] = {"mask": "mask", "hair_shirt": "hair_shirt"}
"""The item a pact watched for it must be sworn with (p. 83)."""


class PactRule(Entry):
    """One pact (p. 83): what it restricts, what breaks it, and how that is seen."""

    id: Id
    name: Text
    page: Page
    restricts: Text
    breaks: Text
    watch: Watch
    shuns_items: tuple[Id, ...] = ()
    shuns_tags: tuple[Id, ...] = ()
    reach: Reach | None = None
    needs: Id | None = None

    @model_validator(mode="after")
    def _coherent(self) -> Self:
        require_unique("shuns_items", self.shuns_items)
        require_unique("shuns_tags", self.shuns_tags)
        shuns = bool(self.shuns_items or self.shuns_tags)
        if (self.watch == "gear") != (shuns and self.reach is not None):
            raise EntryProblem(
                "watch",
                f"{self.watch!r}: a gear pact, and only one, names what it shuns and its reach",
            )
        if self.needs != NEEDS.get(self.watch):
            raise EntryProblem(
                "needs",
                f"{self.needs!r}, but a {self.watch!r} pact needs {NEEDS.get(self.watch)!r}",
            )
        return self

    def shuns(self, item_id: str, tags: tuple[str, ...]) -> bool:
        """Whether holding ``item_id`` (with ``tags``) goes against this pact."""
        return item_id in self.shuns_items or any(t in self.shuns_tags for t in tags)
