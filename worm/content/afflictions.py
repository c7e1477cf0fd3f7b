"""Afflictions as data (pp. 97–98): poisons, diseases and habits that worsen stage by stage.

Each affliction lists its stages from the first. A stage says what it does — effects held while
the affliction has reached it (``effects``, ``tags``), outcomes each time it is reached
(``on_enter``), outcomes after every test of fate taken while on it (``on_test``) — and what
curing it costs: ``charges`` burned while Resting and Recovering, or ``xp`` (the ghost lotus's
first stage). The rules that move an affliction along are in ``worm.rules.afflictions``.

The whole-table rules (the book's four examples and their costs, the bestiary's afflictions,
the ids a stage names) are in ``worm.content.integrity.afflictions``; ``worm.content.integrity``
also checks that every ``affliction`` outcome anywhere in the pack names one of these.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, Self, cast

from pydantic import BaseModel, Field, model_validator

from worm.content.fields import Count, Entry, Flag, Id, Page, Positive, Text, require_unique
from worm.content.interaction import Outcome, OutcomeModel
from worm.content.problems import EntryProblem

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


def outcomes_in(value: object, where: str = "") -> Iterator[tuple[str, Outcome]]:
    """Every Outcome inside an entry, however deep, with its field path ("interactions[2]…")."""
    if isinstance(value, OutcomeModel):
        yield where, cast(Outcome, value)  # every OutcomeModel is one of the union's kinds
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from outcomes_in(getattr(value, name), f"{where}.{name}" if where else name)
    elif isinstance(value, tuple):
        for number, item in enumerate(value):
            yield from outcomes_in(item, f"{where}[{number}]")
