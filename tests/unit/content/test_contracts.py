"""The contracts table (p. 161): one row per minor value 1–14, each naming its target once."""

from __future__ import annotations

from worm import content
from worm.content.contracts import GOALS


def test_one_contract_per_minor_value_each_with_a_checkable_goal() -> None:
    rows = content.default().contracts.values()
    assert sorted(r.card for r in rows) == list(range(1, 15))
    assert {r.goal for r in rows} == set(GOALS)
    for r in rows:
        assert r.text.count("{target}") == 1, r.id
        assert r.text.format(target="X") != r.text and r.reward > 0
