"""Policy (pp. 160, 173): the rumour the City tells of the Underworld after a restock.

The book's example deletes the rumour the guild has used and writes a new one from the
Meatgrinder entries the restock has just written. worm keeps one such rumour at a time: every
restock drops the old one, and when it wrote new entries the GM picks one of them at random
(from a stream of the campaign seed and the expedition, so a campaign restocks alike) and
tells it as talk heard in the City, naming the level and what is now found there. A restock
that wrote nothing new leaves the City with nothing new to say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from worm.content import stocking

Written = tuple[str, dict[str, Any]]
"""A Meatgrinder entry a restock wrote, with the name of its level."""


def pick(written: Sequence[Written], generator: np.random.Generator) -> Written | None:
    """The new entry the rumour is made from, or None when the restock wrote none."""
    if not written:
        return None
    return written[int(generator.integers(len(written)))]


def tell(level: str, entry: dict[str, Any]) -> str:
    """The rumour, in our words, from one new entry of ``level``'s Meatgrinder."""
    said = stocking.uncounted(entry["text"])
    return f"they say that in {level} there is now {entry['name']}: {said}"
