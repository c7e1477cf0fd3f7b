"""Policy: how a band with a way of its own leaves a fight (pp. 247, 256, 257; the rules are
``worm.rules.locomotion``).

A band that runs (its stance flees, or it slips away from an engagement) and can fly, burrow
or climb out (Special Locomotion, Wall Crawling) leaves at once from where it stands, on its
lowest lesser doom, with no free blow: the adventurers have no way to keep up, since nothing
in the game lets them fly, dig or climb walls in a fight. A cockatrice engaged when it runs
plays Flutter on its lowest greater doom, breaking away from everyone and flying 1 zone
farther from the guild, then runs on foot as any band does.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.tarot import Card

CHOSEN = "p. 124"
"""The page of the GM's choice: a band that has had enough runs its own way."""


def away(neighbours: Sequence[int], distance: dict[int, int]) -> int | None:
    """The neighbouring zone farthest from the guild (``distance``: zone → zones to the
    nearest adventurer), ties to the lowest id; None with no neighbour."""
    if not neighbours:
        return None
    return max(sorted(neighbours), key=lambda z: distance.get(z, 0))


def card(pool: Sequence[Card]) -> Card | None:
    """The card to spend: the lowest."""
    return min(pool, key=lambda c: c.value) if pool else None
