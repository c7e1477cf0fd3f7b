"""Engagement (p. 109): a melee hit locks striker and struck together until one gets away."""

from __future__ import annotations

from worm.engine.table import Table
from worm.model.challenge import evolve


def engage(game: Table, one: str, other: str) -> None:
    """A melee hit engages striker and struck with each other (p. 109)."""
    ch = game.under_way()
    a, b = ch.fighter(one), ch.fighter(other)
    if not (a.fighting and b.fighting) or (other in a.engaged and one in b.engaged):
        return  # the second condition: already engaged, as after most blows
    ch = ch.with_fighter(evolve(a, engaged=a.engaged | {other}))
    b = ch.fighter(other)
    game.challenge = ch.with_fighter(evolve(b, engaged=b.engaged | {one}))


def disengage(game: Table, key: str) -> None:
    """``key`` and everyone engaged with it part (Trip, Root, Avoid, p. 109)."""
    ch = game.under_way()
    me = ch.fighter(key)
    for other in me.engaged:
        them = ch.fighter(other)
        ch = ch.with_fighter(evolve(them, engaged=them.engaged - {key}))
    game.challenge = ch.with_fighter(evolve(ch.fighter(key), engaged=frozenset()))
