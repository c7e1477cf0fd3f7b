"""Policy: which of a graceful vampire's face-down Dodges meets an Attack (p. 282; the engine
is ``worm.engine.supernatural_grace``).

Supernatural Grace lets the vampire keep as many Dodges face down as it likes and pick the one
that answers each blow, one per blow. The book leaves the pick to the GM. worm's vampire spends
the smallest Dodge that still turns the blow aside, keeping the larger ones for harder blows;
when none of them would, it spends its smallest, since a Dodge is used up by the next blow
aimed at its owner whatever comes of it (p. 117).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

PAGE = 282

CHOSEN = f"Policy (p. {PAGE})"
"""How the GM log names this choice."""


def pick(worths: Sequence[int], turns: Callable[[int], bool]) -> tuple[int, str]:
    """The index of the Dodge to spend among ``worths`` (each Dodge's value, card plus bonus,
    never empty), and why. ``turns(worth)``: whether a Dodge of that worth makes the blow
    miss."""
    if not worths:
        raise ValueError("pick needs at least one Dodge to choose from: got none")
    order = sorted(range(len(worths)), key=lambda i: (worths[i], i))
    enough = next((i for i in order if turns(worths[i])), None)
    if enough is not None:
        return enough, f"the least of its {len(worths)} Dodges that turns the blow"
    return order[0], f"none of its {len(worths)} Dodges would turn the blow: it spends the least"
