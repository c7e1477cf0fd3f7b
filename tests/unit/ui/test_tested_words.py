"""The push dialog's line names what was tested against in English (issue 19 polish): "tested
Pentacles against the Invisible Path", "tested Cups to pick the lock"."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from worm import tarot
from worm.ui import prompts


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("Invisible Path", "Lews tested Pentacles against the Invisible Path: drew Six of Swords"),
        ("pick the lock", "Lews tested Pentacles to pick the lock: drew Six of Swords"),
        ("", "Lews tested Pentacles: drew Six of Swords"),
    ],
)
def test_a_failed_test_says_what_it_was_against(task: str, said: str) -> None:
    test = SimpleNamespace(
        attribute="pentacles", cards=(tarot.card_named("Six of Swords"),), total=7
    )
    pending = SimpleNamespace(test=test, asked=SimpleNamespace(task=task))
    assert prompts.tested(pending, "Lews").startswith(said)  # type: ignore[arg-type]
