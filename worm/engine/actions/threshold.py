"""Threshold played in a Challenge (the elite's optional note, p. 251; the kelpie's own,
p. 268): no harm lands on the creature until it is dealt 2 Wounds in one turn (or, for the
kelpie, harm from a silver weapon); from then on harm lands as usual.

A Threshold the stat block holds outright is the kelpie's (the only entry whose Threshold is
not optional; ``tests/unit/gm/test_optional_notes.py`` holds this true), which silver breaks;
one the GM's policy gave (``worm.gm.optional_notes``) is the elite's, which only Wounds break.

The fight keeps, per creature, the turn in which a Wound was last turned aside, or that its
Threshold gave way (``Challenge.thresholds``). A turn is one count's actor
(``Challenge.round``, ``count`` and ``actor``): the Wounds turned aside earlier in it count
towards the 2 (``worm.rules.optional_notes.gives_way``).
"""

from __future__ import annotations

from worm import grammar
from worm.engine import optional_notes
from worm.engine.table import Table
from worm.gm import foes
from worm.gm.optional_notes import THRESHOLD
from worm.model.challenge import Fighter, evolve
from worm.rules import dooms
from worm.rules import optional_notes as rules

BROKEN = "broken"


def landed(game: Table, stats: foes.Statblock, foe: Fighter, count: int, means: dooms.Means) -> int:
    """The Wounds of a blow of ``count`` that land on ``foe``: none while its Threshold holds,
    all once the blow breaks it; the GM says which."""
    if count < 1 or optional_notes.carries(game, foe.group, THRESHOLD) is None:
        return count
    ch = game.under_way()
    mark = ch.thresholds.get(foe.key)
    if mark == BROKEN:
        return count
    turn = f"{ch.round}:{ch.count}:{ch.actor}"
    earlier = 1 if mark == turn else 0
    own = any(n.name == THRESHOLD and not n.optional for n in stats.notes)  # the kelpie's
    silver = own and means.silver
    page = "p. 268" if own else "p. 251"
    if rules.gives_way(earlier, count, silver=silver):
        guard = f"{grammar.possessive(foe.name)} guard"
        if silver and earlier + count < rules.THRESHOLD_WOUNDS:
            why = f"a silver weapon breaks {guard}"
        else:
            why = f"{earlier + count} Wounds in one turn break {guard}"
        game.ruling(page, f"{THRESHOLD}: {why}, and harm lands as usual from now on")
        game.challenge = evolve(ch, thresholds={**ch.thresholds, foe.key: BROKEN})
        return count
    game.ruling(
        page,
        f"{THRESHOLD}: the Wound glances off {foe.name}; it takes no harm until dealt "
        f"{rules.THRESHOLD_WOUNDS} Wounds in one turn",
    )
    game.challenge = evolve(ch, thresholds={**ch.thresholds, foe.key: turn})
    return 0
