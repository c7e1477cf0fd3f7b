"""Outcomes are a discriminated union (issue 15, point 5): one model per kind, each with the
parameters it needs and no others, and one interpreter in the engine that plays every kind."""

from __future__ import annotations

from typing import get_args

import pytest
from pydantic import ValidationError

from worm.content import interaction
from worm.content.interaction import (
    LEVEL,
    WRITTEN_ORDER,
    GainGold,
    Nothing,
    OutcomeKind,
    Rumor,
    read_outcome,
)
from worm.engine import outcomes

MODELS = get_args(get_args(interaction.Outcome)[0])


def test_every_kind_has_exactly_one_model() -> None:
    kinds = [model.model_fields["effect"].annotation for model in MODELS]
    named = [get_args(kind)[0] for kind in kinds]
    assert sorted(named) == sorted(get_args(OutcomeKind))
    assert len(set(named)) == len(named)


def test_the_engine_plays_every_kind_in_one_place() -> None:
    """Each kind is the Crawl's (about the level), falls on adventurers (``outcomes.ON``), or
    is one of the three ``outcomes.one`` plays itself — and no kind is two of these."""
    own = {Nothing, Rumor, GainGold}
    groups = [set(LEVEL), set(outcomes.ON), own]
    assert set().union(*groups) == set(MODELS)
    assert sum(len(g) for g in groups) == len(MODELS)


def test_every_field_is_written() -> None:
    """The written order names every field of every kind (a field left out would vanish
    from the generated levels' tables)."""
    for model in MODELS:
        assert set(model.model_fields) <= set(WRITTEN_ORDER), model.__name__


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"effect": "watch"}, "count"),
        ({"effect": "status", "id": "stuck"}, "until"),
        ({"effect": "notch", "slot": "belt", "piercing": True}, "piercing"),
        ({"effect": "gain_item", "count": 2}, "item"),
        ({"effect": "explode"}, "effect"),
    ],
)
def test_a_kind_missing_what_it_needs_or_given_what_it_cannot_use_is_refused(
    data: dict[str, object], field: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        read_outcome(data)
    assert field in str(caught.value)


def test_written_outcomes_keep_the_packs_order() -> None:
    wound = read_outcome({"text": "Ow.", "count": 1, "effect": "wound", "piercing": True})
    assert list(wound.model_dump(exclude_defaults=True)) == ["effect", "count", "piercing", "text"]
    assert read_outcome(wound.model_dump()) == wound
