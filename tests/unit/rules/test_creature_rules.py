"""Every creature note and doom is played or has a reason not to be (Appendix C)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from worm.content import loader
from worm.rules import creature_rules

DOC = Path(__file__).resolve().parents[3] / "docs" / "creature-rules.md"
TESTS = Path(__file__).resolve().parents[2]


def test_every_note_and_doom_in_the_content_is_played_or_says_why_not() -> None:
    pack = loader.default()
    missing = [
        f"{r.kind} {r.name!r}"
        for r in creature_rules.rules(pack)
        if (r.played_by is None) == (r.why_not is None)
    ]
    assert not missing, f"add to PLAYED or NOT_YET (exactly one): {missing}"


def test_the_registry_names_only_rules_in_the_content() -> None:
    pack = loader.default()
    known = {(r.kind, r.name) for r in creature_rules.rules(pack)}
    stale = sorted((set(creature_rules.PLAYED) | set(creature_rules.NOT_YET)) - known)
    assert not stale, f"not in the content: {stale}"


@pytest.mark.parametrize("symbol", sorted(set(creature_rules.PLAYED.values())))
def test_each_played_rule_names_a_symbol_that_exists(symbol: str) -> None:
    module, _, name = symbol.rpartition(".")
    assert hasattr(importlib.import_module(module), name), f"{symbol} does not exist"


def test_docs_creature_rules_is_up_to_date() -> None:
    expected = creature_rules.report(loader.default())
    assert DOC.read_text(encoding="utf-8") == expected, (
        "docs/creature-rules.md is stale: uv run python bench/creature_rules.py --write"
    )


def test_every_rule_played_is_named_by_a_test() -> None:
    """Issue 22's acceptance: one test per creature rule. Each note or doom the registry calls
    played is named (in any case, across a line break too) by a test file."""
    texts = [p.read_text(encoding="utf-8").lower() for p in TESTS.rglob("test_*.py")]
    untested = []
    for _kind, name in creature_rules.PLAYED:
        first = name.split("/")[0].split(",")[0]  # the Yellow King's long names: their head
        words = r"\s+".join(re.escape(w) for w in first.lower().split())
        if not any(re.search(words, t) for t in texts):
            untested.append(name)
    assert untested == []
