"""The working of a test or an action, every number labelled (issue 19, play-test point 16):
"Six of Wands (6) + Wands 3 + 3 favor = 12", never a bare "-3"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from worm import grammar
from worm.engine.actions import catalogue
from worm.rules import zone_dooms

_PAGE = re.compile(r" \((pp?\. [^)]*)\)$")
"""A reason's page in brackets at its end, said after a comma inside the working's own."""


def favor(value: int, reasons: Sequence[str] = ()) -> str:
    """Favor or disfavor (p. 10) as a labelled term of a sum: " + 3 favor (a lantern)",
    " − 3 disfavor (fighting in the dark)"; nothing when there is none."""
    if not value:
        return ""
    said = "; ".join(_PAGE.sub(r", \1", r) for r in reasons)
    why = f" ({said})" if said else ""
    if value > 0:
        return f" + {value} favor{why}"
    return f" − {-value} disfavor{why}"


def rating(action: str, value: int, *, aided: bool = False) -> str:
    """The attribute added to an action's card on one's own turn (pp. 113, 122), named by the
    action's suit where it has one: " + Swords 3", " + Swords and aid 7" when an aid's card
    is in the sum; a bare " + 3" only for an action of any suit."""
    spec = catalogue.CATALOGUE.get(action)
    sign = "+" if value > 0 else "−"
    aid = " and aid" if aided else ""
    suit = spec.suit if spec is not None else None
    if action in zone_dooms.ZONE_DOOMS:  # Fear and its kin add Wands (pp. 249, 277)
        suit = "wands"
    if suit is None:
        return f" {sign}{' aid' if aided else ''} {abs(value)}"
    return f" {sign} {grammar.attribute(suit)}{aid} {abs(value)}"
