"""The talent registry (issue 22): every talent of the content is in it, each function it names
exists, and docs/talents.md is the table drawn from it."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from worm import content
from worm.rules import talent_registry

DOC = Path(__file__).parents[3] / "docs" / "talents.md"


def test_every_talent_of_the_content_is_in_the_registry_and_nothing_else() -> None:
    pack = content.default()
    assert set(pack.talents) - set(talent_registry.REGISTRY) == set()
    assert set(talent_registry.REGISTRY) - set(pack.talents) == set()


@pytest.mark.parametrize("talent", sorted(talent_registry.REGISTRY))
def test_each_entry_names_real_code_or_says_why_not(talent: str) -> None:
    entry = talent_registry.REGISTRY[talent]
    assert entry.code or entry.missing, f"{talent}: neither code nor a reason"
    for dotted in entry.code:
        module, _, name = dotted.rpartition(".")
        try:
            found = importlib.import_module(module)
        except ModuleNotFoundError:  # a method: Class.method
            module, _, owner = module.rpartition(".")
            found = getattr(importlib.import_module(module), owner)
        assert callable(getattr(found, name, None)), f"{talent}: {dotted} is not a function"


def test_the_doc_is_the_registry_drawn_out() -> None:
    expected = talent_registry.markdown(content.default())
    assert DOC.read_text(encoding="utf-8") == expected, (
        "docs/talents.md is stale: uv run python -m worm.rules.talent_registry > docs/talents.md"
    )


TESTS = Path(__file__).parents[2]


def _named(text: str, name: str, talent_id: str) -> bool:
    """Whether a test's text names the talent: by its name (across a line break too) or id."""
    words = r"\s+".join(re.escape(w) for w in name.split())
    return re.search(words, text) is not None or f'"{talent_id}"' in text


def test_every_talent_played_is_named_by_a_test_that_cites_its_page() -> None:
    """Issue 22's acceptance: one test per talent, citing the book's page (or the next, where
    its text runs over)."""
    pack = content.default()
    texts = [p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py")]
    untested = []
    for talent in pack.talents.values():
        if not talent_registry.REGISTRY[talent.id].code:
            continue
        pages = (f"p. {talent.page}", f"p. {talent.page + 1}", f"pp. {talent.page}")
        if not any(_named(t, talent.name, talent.id) and any(p in t for p in pages) for t in texts):
            untested.append(f"{talent.name} (p. {talent.page})")
    assert untested == []
