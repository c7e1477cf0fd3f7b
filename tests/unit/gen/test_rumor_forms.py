"""A quest rumor (p. 341) tells of something the guild overhears or comes across: card XXI is
drawn, nothing was bargained, paid or traded for it (play, session 12, seed 893: "Bargained
out of Vodyanoy" with no bargain anywhere)."""

from __future__ import annotations

import re

from worm import content
from worm.gen import hooks
from worm.gen.hooks import Step

PACK = content.default()
DEAL = re.compile(r"\b(bargain\w*|paid|pay|bought|traded|trade|for a crust|in exchange)\b", re.I)


def test_no_rumor_form_tells_of_a_deal_the_guild_never_made() -> None:
    step = Step(number=2, hook=hooks.GOAL, level=3, room=4, key="305")
    for form in range(len(hooks.RUMOR_FORMS)):
        text = hooks.rumor_text(PACK, step, "The Undertomb", "Vodyanoy", form)
        assert "Vodyanoy" in text and "305" in text, text
        assert not DEAL.search(text), text
