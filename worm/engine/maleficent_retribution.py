"""Maleficent Retribution (the ungoat, p. 281): each Wound an adventurer deals the creature
directly sends them to draw on a maleficence table (pp. 201–203), a far realm taken at random
for each, as chaos leaks out of the hurt. ``worm.engine.actions.harm.harm_foe`` calls it once
the blow has landed. Salt would not call it up, and salt is no item yet.
"""

from __future__ import annotations

from typing import Final

from worm.engine import maleficence
from worm.engine.table import Table
from worm.gm import foes
from worm.gm.incantations import REALMS

NOTE: Final = "Maleficent Retribution"
PAGE: Final = "p. 281"


def retribute(game: Table, stats: foes.Statblock, name: str, by: str | None, landed: int) -> bool:
    """The adventurer ``by`` who just dealt ``landed`` Wounds to the creature ``name`` draws
    once on a random far realm's maleficence table for each, when it carries the note.
    Returns whether anyone drew."""
    if landed < 1 or not any(n.name == NOTE for n in stats.notes):
        return False
    striker = next((a for a in game.guild.adventurers if a.id == by and a.active), None)
    if striker is None:  # an ally, a companion, or harm from no one: no attacker to punish
        return False
    generator = game.streams.get("maleficence")
    for _ in range(landed):
        if not striker.active:  # fallen to an earlier draw
            break
        realm = REALMS[int(generator.integers(len(REALMS)))]
        game.ruling(
            PAGE,
            f"{NOTE}: the Wound lets chaos seep out of {name} onto {striker.name}, "
            f"and the realm drawn at random is the {realm.title()}",
        )
        maleficence.draw(game, striker, realm, f"{striker.name} wounded {name}")
        striker = game.guild.adventurer(striker.id)
    return True
