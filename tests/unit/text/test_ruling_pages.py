"""A ruling in the text game names its page once (issue 19 play, seed 23): "[GM, p. 100] in
joy, three Forest Imps let the guild go its way (p. 100)" said p. 100 twice; a ruling that cites
another page at its end keeps it, as that page is news."""

from __future__ import annotations

import pytest

from worm.engine import events as ev
from worm.text import narrate

IMPS = "in joy, three Forest Imps let the guild go its way"


@pytest.mark.parametrize(
    ("rule", "why", "said"),
    [
        ("p. 100", f"{IMPS} (p. 100)", f"  [GM, p. 100] {IMPS}"),
        ("p. 100", IMPS, f"  [GM, p. 100] {IMPS}"),
        ("p. 100", "fear gives way to a fair demand (p. 101)", None),
    ],
)
def test_the_page_is_named_once(rule: str, why: str, said: str | None) -> None:
    line = narrate.event(ev.Gm(seq=1, rule=rule, why=why))
    assert line == (said or f"  [GM, {rule}] {why}")
    assert line is not None and line.count(f"({rule})") + line.count(f"[GM, {rule}]") == 1
