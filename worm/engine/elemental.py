"""An elemental's home element in a Challenge (pp. 247, 268, 274): Elemental Immunity, no
harm from its own element, and Elemental Travel and the kelpie's Water Horse, a free Move of
1 zone each turn through its own surroundings. Its element, and which zones hold which, are
the policy ``worm.gm.elements``.

Fire is the element whose harm reaches a creature in the game (a fire bomb, a fall into
burning coals: ``worm.rules.dooms.Means.fire``), so a creature of fire shrugs it off; no
drowning, cold or wooden weapon harms a creature yet, so the other elements have nothing to
turn aside. The winter wolf's Elemental Travel (p. 285) lets it walk on water and mist: no
zone bars feet in the fight, so it asks nothing of the fight, and carries no free Move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from worm import grammar
from worm.engine.table import Table
from worm.gm import elements, foes
from worm.rules import dooms

IMMUNITY: Final = "Elemental Immunity"
TRAVEL: Final = ("Elemental Travel", "Water Horse")
PAGE: Final = {IMMUNITY: 247, "Elemental Travel": 247, "Water Horse": 268}
"""The page of each note; the nymph's Immunity (p. 274) reads as the template's."""


def home(game: Table, stats: foes.Statblock) -> elements.Element | None:
    """The creature's home element (policy ``worm.gm.elements``), or None."""
    return elements.home(stats.id, stats.name, game.level.seed.shape)


def shrugs(game: Table, stats: foes.Statblock, name: str, means: dooms.Means) -> bool:
    """Whether harm of ``means`` is of the creature's own element, so it takes none
    (Elemental Immunity, p. 247), with the GM's ruling."""
    if not means.fire or not any(n.name == IMMUNITY for n in stats.notes):
        return False
    if home(game, stats) != "fire":
        return False
    game.ruling(
        f"p. {PAGE[IMMUNITY]}",
        f"{IMMUNITY}: fire is {grammar.possessive(name)} own element and cannot harm it "
        f"({elements.PAGE} policy)",
    )
    return True


def free_move(game: Table, stats: foes.Statblock, zone: int) -> tuple[str, int]:
    """The note by which the creature Moves without spending a card from ``zone``, and how
    many zones: 1 by Elemental Travel or Water Horse where ``zone`` holds its element, the
    number its note's text gives (``worm.rules.dooms.free_zones``); ("", 0) otherwise."""
    element = home(game, stats)
    if element is None:
        return "", 0
    shape = game.level.seed.shape
    if not elements.at_home(element, game.under_way().zone(zone).scenery, shape):
        return "", 0
    travel = [(n.name, n.text) for n in stats.notes if n.name in TRAVEL]
    return dooms.free_zones(travel, movers=TRAVEL)


def within(game: Table, stats: foes.Statblock, path: Sequence[int]) -> list[int]:
    """The first steps of ``path`` that stay in zones holding the creature's element: it
    travels through its element, not out of it."""
    element = home(game, stats)
    ch = game.under_way()
    shape = game.level.seed.shape
    out: list[int] = []
    for step in path:
        if element is None or not elements.at_home(element, ch.zone(step).scenery, shape):
            break
        out.append(step)
    return out


def meets(game: Table, stats: foes.Statblock, zone: int) -> bool:
    """Whether ``zone`` holds the creature's element, for Elemental Meld (p. 274)."""
    element = home(game, stats)
    if element is None:
        return False
    return elements.at_home(element, game.under_way().zone(zone).scenery, game.level.seed.shape)
