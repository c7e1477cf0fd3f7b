"""Afflictions as data (pp. 97–98): poisons, diseases and habits that worsen stage by stage.

Each affliction lists its stages from the first. A stage says what it does — effects held while
the affliction has reached it (``effects``, ``tags``), outcomes each time it is reached
(``on_enter``), outcomes after every test of fate taken while on it (``on_test``) — and what
curing it costs: ``charges`` burned while Resting and Recovering, or ``xp`` (the ghost lotus's
first stage). The rules that move an affliction along are in ``worm.rules.afflictions``.

The whole-table rules (the book's four examples and their costs, the bestiary's afflictions,
the ids a stage names) are at the end, as ``RULES``; ``worm.content.integrity`` runs them, and
also checks that every ``affliction`` outcome anywhere in the pack names one of these.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Literal, Self

from pydantic import BaseModel, Field, model_validator

from worm.content import book
from worm.content.fields import Count, Entry, Flag, Id, Page, Positive, Text, require_unique
from worm.content.interaction import Outcome
from worm.content.problems import EntryProblem, Problem

if TYPE_CHECKING:
    from worm.content.integrity import Tables

StageTag = Literal[
    "sway_disfavor",  # disfavor on Wands tests to talk others round
    "extra_challenge_card",  # may draw 5 Challenge cards instead of 4, losing 1–4 teeth
    "cups_one",  # the Cups score counts as 1
    "fine_motor_disfavor",  # disfavor on tests that need a steady hand
    "sound_sleep",  # nothing that would spoil sleep does (a Camp without bedding, p. 141)
    "illiterate",  # cannot read or write; pictures are smears of colour
    "illusion_immune",  # illusions have no hold
    "rewrite_motif",  # on reaching the stage, one motif descriptor is rewritten
]
"""Standing changes a stage makes that are neither an effect nor an outcome; the engine plays
each by name."""


class Stage(Entry):
    """One stage of an affliction and what it takes to cure it (p. 97)."""

    text: Text
    charges: Count | None = None
    xp: Positive | None = None
    effects: tuple[Id, ...] = ()
    tags: tuple[StageTag, ...] = ()
    on_enter: tuple[Outcome, ...] = ()
    on_test: tuple[Outcome, ...] = ()

    @model_validator(mode="after")
    def _one_price(self) -> Self:
        if (self.charges is None) == (self.xp is None):
            raise EntryProblem(
                "charges",
                f"charges={self.charges!r}, xp={self.xp!r}: give exactly one price for the cure",
            )
        require_unique("effects", self.effects)
        require_unique("tags", self.tags)
        return self

    def deadly(self) -> bool:
        """Whether reaching this stage kills."""
        return any(outcome.effect == "death" for outcome in self.on_enter)


class Affliction(Entry):
    """An affliction: its stages in order, from the first (pp. 97–98).

    ``policy`` marks afflictions worm made up where the book names one without describing it;
    ``creature`` names the bestiary creature whose ``[creature.affliction]`` this is.
    """

    id: Id
    name: Text
    page: Page
    summary: Text
    policy: Flag = False
    creature: Id | None = None
    stages: tuple[Stage, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _death_ends_it(self) -> Self:
        for number, stage in enumerate(self.stages[:-1], start=1):
            if stage.deadly():
                raise EntryProblem(
                    f"stages[{number - 1}].on_enter",
                    f"stage {number} kills, so it must be the last of {len(self.stages)}",
                )
        return self

    def charges_per_stage(self) -> tuple[int | None, ...]:
        """Charges that cure each stage, from the first; None where only XP cures it."""
        return tuple(stage.charges for stage in self.stages)

    def xp_per_stage(self) -> tuple[int | None, ...]:
        """XP that cures each stage, from the first; None where charges cure it."""
        return tuple(stage.xp for stage in self.stages)


# --- whole-table and cross-reference rules ----------------------------------------------------


def outcomes_in(value: object, where: str = "") -> Iterator[tuple[str, Outcome]]:
    """Every Outcome inside an entry, however deep, with its field path ("interactions[2]…")."""
    if isinstance(value, Outcome):
        yield where, value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from outcomes_in(getattr(value, name), f"{where}.{name}" if where else name)
    elif isinstance(value, tuple):
        for number, item in enumerate(value):
            yield from outcomes_in(item, f"{where}[{number}]")


def book_afflictions(tables: Tables) -> Iterator[Problem]:
    """The book's four example afflictions, with its stages and cures (p. 98)."""
    if "afflictions" in tables.unreadable:
        return
    for affliction_id, (charges, xp) in book.AFFLICTIONS.items():
        entry = tables.afflictions.get(affliction_id)
        if entry is None:
            if affliction_id not in tables.broken.get("afflictions", frozenset()):
                yield Problem("afflictions.toml", affliction_id, "id", "is missing (p. 98)")
            continue
        if entry.page != 98:
            yield Problem("afflictions.toml", entry.id, "page", f"{entry.page!r}, but it is p. 98")
        got = (entry.charges_per_stage(), entry.xp_per_stage())
        if got != (charges, xp):
            yield Problem(
                "afflictions.toml",
                entry.id,
                "stages",
                f"cures (charges, xp) {got!r}, but the book's are {(charges, xp)!r} (p. 98)",
            )


def creature_afflictions(tables: Tables) -> Iterator[Problem]:
    """Each bestiary affliction has an entry here naming its creature, with the same stages."""
    claimed: set[str] = set()
    for entry in tables.afflictions.values():
        if entry.creature is None:
            continue
        claimed.add(entry.creature)
        creature = tables.bestiary.get(entry.creature)
        if creature is None:
            if not tables.knows("bestiary", entry.creature):
                message = f"{entry.creature!r} is not an id in bestiary.toml"
                yield Problem("afflictions.toml", entry.id, "creature", message)
            continue
        if creature.affliction is None:
            message = f"{entry.creature!r} has no [creature.affliction] in bestiary.toml"
            yield Problem("afflictions.toml", entry.id, "creature", message)
            continue
        theirs = tuple((s.charges, tuple(s.effects)) for s in creature.affliction.stages)
        ours = tuple((s.charges, s.effects) for s in entry.stages)
        if (creature.affliction.name, theirs) != (entry.name, ours):
            yield Problem(
                "afflictions.toml",
                entry.id,
                "stages",
                f"name and (charges, effects) per stage {(entry.name, ours)!r} disagree with "
                f"bestiary.toml's {(creature.affliction.name, theirs)!r}",
            )
    if "afflictions" in tables.unreadable or tables.broken.get("afflictions"):
        return
    for creature in tables.bestiary.values():
        if creature.affliction is not None and creature.id not in claimed:
            yield Problem(
                "bestiary.toml",
                creature.id,
                "affliction",
                f"{creature.affliction.name!r} has no entry with creature = {creature.id!r} "
                "in afflictions.toml",
            )


def stage_references(tables: Tables) -> Iterator[Problem]:
    """Every effect and item a stage names exists (effects.toml, items.toml)."""
    for entry in tables.afflictions.values():
        for number, stage in enumerate(entry.stages):
            where = f"stages[{number}]"
            for effect in stage.effects:
                if not tables.knows("effects", effect):
                    message = f"{effect!r} is not an id in effects.toml"
                    yield Problem("afflictions.toml", entry.id, f"{where}.effects", message)
            for path, outcome in outcomes_in(stage, where):
                if outcome.effect == "effect" and outcome.id:
                    if not tables.knows("effects", outcome.id):
                        message = f"{outcome.id!r} is not an id in effects.toml"
                        yield Problem("afflictions.toml", entry.id, f"{path}.id", message)
                if outcome.item and not tables.knows("items", outcome.item):
                    message = f"{outcome.item!r} is not an id in items.toml"
                    yield Problem("afflictions.toml", entry.id, f"{path}.item", message)


RULES = (book_afflictions, creature_afflictions, stage_references)
"""The rules ``worm.content.integrity`` runs for afflictions.toml."""
