"""Dwimmercraft's levitation played in the Crawl (p. 82): where a room's feature holds a small
prize a hand would have to go in after (policy ``worm.gm.levitation``), a guild with a seer who
can use the talent is offered the lift beside the feature's own choices. The lift is the same
interaction with no test, no tool and the talent as its price; it shares the uses of the
interaction it stands in for, so the prize is not taken twice."""

from __future__ import annotations

from worm.content.interaction import Interaction
from worm.engine import petty_magic
from worm.engine.table import Table
from worm.gm import levitation as policy
from worm.rules import dwimmercraft as rules


def offered(game: Table, feature: str) -> tuple[Interaction, ...]:
    """The lifts ``feature`` offers here, after its own choices; none without a seer."""
    if petty_magic.performer(game) is None:
        return ()
    found = []
    for interaction in game.pack.features[feature].interactions:
        words = policy.lift(feature, interaction.verb)
        if words is not None:
            found.append(
                interaction.model_copy(
                    update={
                        "verb": words,
                        "approach": None,
                        "requires": (),
                        "favor_with": (),
                        "on_failure": (),
                        "talent": rules.TALENT,
                    }
                )
            )
    return tuple(found)


def stands_for(game: Table, feature: str, verb: str) -> int | None:
    """The 1-based option of ``feature`` whose uses the lift ``verb`` shares, or None when
    ``verb`` is no lift."""
    own = game.pack.features[feature].interactions
    for number, interaction in enumerate(own, 1):
        if policy.lift(feature, interaction.verb) == verb:
            return number
    return None


def lifter(game: Table) -> str | None:
    """Who lifts when the player names no one: the first in marching order able to act who can
    use Dwimmercraft now."""
    a = petty_magic.performer(game)
    return a.id if a is not None else None
