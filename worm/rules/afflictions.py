"""Afflictions on their clock (pp. 97–98): catching, progressing each Camp, curing, the Life spell.

An affliction starts on stage 1 and moves one stage on at the end of every Camp Phase, unless
the stage ahead is already cured. Charges burned while Resting and Recovering add up across
Camps; each time they reach the price of the most severe uncured stage, that stage is cured,
whether or not the affliction ever got there. Curing the stage you are on drops you back one.
Once every stage is cured the affliction is healed (these functions return None).

The state is :class:`worm.model.adventurer.Affliction`: ``stage`` (1-based), ``cured`` (stages
cured from the severe end), ``charges`` (burned towards the next cure). It always keeps
``stage <= stages - cured``: nobody suffers a cured stage.

Ambiguous (p. 144): the example Camp cures the jelly addict's stage 2 and then moves him back
to stage 2 at the Camp's end, although p. 97 keeps an affliction from moving onto a cured
stage. We follow the rule on p. 97.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from worm.errors import InvariantViolation
from worm.model.adventurer import Affliction

BEZOAR_CHARGES = 8  # p. 164: a swallowed bezoar counts as 8 burned charges


class StageLike(Protocol):
    """What these rules read of a stage (``worm.content.afflictions.Stage``)."""

    @property
    def effects(self) -> tuple[str, ...]: ...
    @property
    def tags(self) -> tuple[str, ...]: ...


class AfflictionLike(Protocol):
    """What these rules read of an affliction (``worm.content.afflictions.Affliction``)."""

    @property
    def id(self) -> str: ...
    @property
    def stages(self) -> Sequence[StageLike]: ...


def find(afflictions: Sequence[Affliction], affliction_id: str) -> Affliction | None:
    """The adventurer's state of ``affliction_id``, or None if not afflicted by it."""
    return next((state for state in afflictions if state.id == affliction_id), None)


def update(
    afflictions: Sequence[Affliction], affliction_id: str, state: Affliction | None
) -> tuple[Affliction, ...]:
    """The adventurer's afflictions with ``affliction_id`` set to ``state`` (None: healed)."""
    if state is None:
        return tuple(other for other in afflictions if other.id != affliction_id)
    if find(afflictions, affliction_id) is None:
        return (*afflictions, state)
    return tuple(state if other.id == affliction_id else other for other in afflictions)


def catch(afflictions: Sequence[Affliction], affliction_id: str) -> tuple[Affliction, ...]:
    """The adventurer's afflictions after catching ``affliction_id`` (p. 97): on at stage 1.

    Catching one already suffered is a re-exposure. Policy (p. 98, black honey, generalised):
    it stays on its stage, the cure mark nearest that stage is erased (a cured stage 2 of
    black honey comes undone), and the charges burned towards the next cure are lost.
    """
    state = find(afflictions, affliction_id)
    if state is None:
        return (*afflictions, Affliction(id=affliction_id, stage=1))
    relapse = state.model_copy(update={"cured": max(0, state.cured - 1), "charges": 0})
    return update(afflictions, affliction_id, relapse)


def progress(state: Affliction, stages_count: int) -> Affliction:
    """Move the affliction on one stage at the end of a Camp Phase (p. 97).

    It stays where it is if the next stage is cured, or if it is on the last stage already.
    It never heals by itself.
    """
    _check(state, stages_count)
    if state.stage + 1 > stages_count - state.cured:
        return state
    return state.model_copy(update={"stage": state.stage + 1})


def cure(
    state: Affliction, charges_per_stage: Sequence[int | None], charges: int
) -> Affliction | None:
    """Burn ``charges`` against the affliction while Resting and Recovering (p. 97).

    ``charges_per_stage`` prices each stage from the first (None: charges cannot cure it, as
    the ghost lotus's first stage, which takes XP: see :func:`xp_due`). Charges add to those
    burned before; whenever they reach the price of the most severe uncured stage, it is cured
    and the rest carry on. Charges left over wait for the next cure. Returns None once all
    stages are cured.

    Policy: a stage priced at 0 (the great contagion's death, which the book leaves unpriced)
    falls with the first charge burned; burning no charges changes nothing.
    """
    stages = len(charges_per_stage)
    _check(state, stages)
    if charges < 0:
        raise ValueError(f"cannot burn {charges!r} charges: burn 0 or more")
    if charges == 0:
        return state
    cured, pool = state.cured, state.charges + charges
    while cured < stages:
        price = charges_per_stage[stages - cured - 1]
        if price is None or pool < price:
            break
        pool -= price
        cured += 1
    return _cured(state, stages, cured, pool)


def lift_stage(state: Affliction, stages_count: int) -> Affliction | None:
    """The Life spell (p. 97, Appendix A p. 225): the most severe uncured stage is cured outright.

    Also the way XP cures a stage (the ghost lotus's first, p. 98): check :func:`xp_due`, take
    the XP, then lift the stage. Charges burned so far are kept for the next cure.
    """
    _check(state, stages_count)
    return _cured(state, stages_count, state.cured + 1, state.charges)


def xp_due(state: Affliction, xp_per_stage: Sequence[int | None]) -> int | None:
    """The XP that cures the next stage in line, or None if that stage is not cured with XP."""
    _check(state, len(xp_per_stage))
    return xp_per_stage[len(xp_per_stage) - state.cured - 1]


def next_to_cure(state: Affliction, stages_count: int) -> int:
    """The stage (1-based) the next charges go towards: the most severe one not yet cured."""
    _check(state, stages_count)
    return stages_count - state.cured


def current_effect(state: Affliction, affliction: AfflictionLike) -> StageLike:
    """The content stage the adventurer is on now."""
    _check(state, len(affliction.stages), affliction.id)
    return affliction.stages[state.stage - 1]


def standing(
    state: Affliction, affliction: AfflictionLike
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The effect ids and stage tags the adventurer suffers now: (effects, tags).

    Policy (p. 98, "permanently Exhausted"): what a stage does lasts while the affliction is at
    that stage or beyond. Cured stages are always beyond the current one, so their effects
    are never suffered (p. 97).
    """
    _check(state, len(affliction.stages), affliction.id)
    reached = affliction.stages[: state.stage]
    effects = tuple(dict.fromkeys(e for stage in reached for e in stage.effects))
    tags = tuple(dict.fromkeys(t for stage in reached for t in stage.tags))
    return effects, tags


def _cured(state: Affliction, stages: int, cured: int, pool: int) -> Affliction | None:
    if cured >= stages:
        return None
    stage = min(state.stage, stages - cured)  # curing the stage you are on drops you back
    return state.model_copy(update={"stage": stage, "cured": cured, "charges": pool})


def _check(state: Affliction, stages: int, affliction_id: str | None = None) -> None:
    if affliction_id is not None and affliction_id != state.id:
        raise ValueError(f"the state of {state.id!r} read against affliction {affliction_id!r}")
    if stages < 1:
        raise ValueError(f"{state.id!r} has {stages!r} stages: an affliction has at least 1")
    if state.stage + state.cured > stages:
        raise InvariantViolation(
            f"{state.id!r} is on stage {state.stage} with {state.cured} cured, "
            f"but it has only {stages} stages"
        )
