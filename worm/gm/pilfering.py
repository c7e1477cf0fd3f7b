"""Policy: when a band takes a thing with a Roughhouse, and which thing — the face rat's Bad
Little Hands (p. 262) and the ungoat's Rummage (p. 281); the rules are
``worm.rules.pilfering``.

The book leaves both to the GM. worm's GM pilfers once from each adventurer: a band with
such a doom Roughhouses to take a thing from a target it has taken nothing from yet, when the
target carries something there it can take. It takes the first such thing in slot order,
passing over what is worn (armor buckled on the belt, policy: little hands and a goat's
mouth cannot unbuckle it), and a band that smells magic takes a magical thing first.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm.model.inventory import Carried, Slots
from worm.rules import pilfering

CHOSEN = "p. 114"
"""The page of the GM's choice: which doom the band's card is played as."""


def doom(dooms: Iterable[str]) -> str | None:
    """The band's first lesser doom that pilfers, or None."""
    return next((d for d in dooms if pilfering.pilfers(d)), None)


def pick(slots: Slots, worn: Iterable[str], magical: Iterable[str] = ()) -> Carried | None:
    """The thing to take from ``slots``: the first whose item is not in ``worn`` (item ids
    worn rather than carried), or None. A band with a nose for magic (the ungoat's Smell
    Magic, p. 281) goes first for a thing whose item is in ``magical``: its reagents, brews
    and wands are what it hunts for in a pack."""
    skip = set(worn)
    free = [c for c in slots if c is not None and c.item not in skip]
    wanted = set(magical)
    return next((c for c in free if c.item in wanted), next(iter(free), None))


def worth_it(thing: Carried | None, taken_before: bool) -> bool:
    """Whether the band spends its Roughhouse on the theft: there is a thing to take, and it
    has taken nothing from this target yet (one theft each, policy)."""
    return thing is not None and not taken_before
