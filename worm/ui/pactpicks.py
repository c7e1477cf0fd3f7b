"""The choices of Make a Pact on the Camp screen (p. 83): which pacts may still be sworn
tonight, and which spell components are left to charge. Plain choices from the Game, no
Textual here, so they can be tested bare."""

from __future__ import annotations

from collections.abc import Sequence

from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.rules import pacts as rules

SWEAR = "swear"
"""The choice that swears the pacts picked so far."""

Picked = Sequence[tuple[str, str]]


def pacts(game: Game, a: Adventurer, picked: Picked) -> list[tuple[str, str]]:
    """The pacts ``a`` could add to ``picked`` (each with what it restricts), after a
    "swear" choice once one is picked. A pact ``a`` would break at once is left out."""
    out = []
    if picked:
        names = ", ".join(game.pack.pacts[p].name for p, _ in picked)
        out.append((SWEAR, f"Swear {names}"))
    spells = [s for s in rules.chargeable(a, game.pack) if s not in {s for _, s in picked}]
    if not spells:
        return out
    for rule in game.pack.pacts.values():
        if rules.why_not(a, (*picked, (rule.id, spells[0])), game.pack) is None:
            out.append((rule.id, f"{rule.name} — {rule.restricts}"))
    return out


def components(game: Game, a: Adventurer, picked: Picked) -> list[tuple[str, str]]:
    """The spells whose components are left to charge (p. 83), with their realm."""
    taken = {s for _, s in picked}
    return [
        (s, f"{game.pack.spells[s].name} ({game.pack.spells[s].tradition.title()})")
        for s in rules.chargeable(a, game.pack)
        if s not in taken
    ]
