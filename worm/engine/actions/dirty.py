"""Fight Dirty (p. 74): three more ways to Roughhouse — Exhaust, Notch and Silence.

The talent's first half (a minor Roughhouse with a Swords card) is ``declare._by_talent``'s;
this module is its second. Each of the three lands as the effect of that name (pp. 12–13):
an Exhausted foe acts with disfavor until it Recovers, a Silenced one cannot Speak
Incantation. Each use of the talent in training costs 1 XP (p. 33).

Policy (p. 12): the game tracks no gear a creature carries, so a Notch is offered only where
it bites — on a lord's pool that names the Notch (the Yellow King's crown, p. 270).
"""

from __future__ import annotations

from worm.engine import training
from worm.engine.actions import fighters, vulnerable
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import aim
from worm.model.adventurer import Adventurer
from worm.model.challenge import Fighter

TALENT = "fight_dirty"
MANOEUVRES = ("exhaust", "notch", "silence")  # p. 74


def knows(a: Adventurer) -> bool:
    """Whether ``a`` may try the three now: the talent known, unwounded, and paid for."""
    return training.usable(a, TALENT)


def ready(a: Adventurer, choice: str) -> None:
    """The book's "No" to a dirty trick the adventurer cannot play (p. 74)."""
    if choice in MANOEUVRES and not knows(a):
        raise IllegalCommand(
            f"{a.name} cannot {choice} in a Roughhouse: that takes Fight Dirty (p. 74), "
            "known, unwounded and paid for"
        )


def notchable(game: Table, foe: Fighter) -> bool:
    """Whether a Notch would bite ``foe``: a standing pool of its names the Notch (policy),
    or it is a Construct, to whom a Notch is 2 Wounds (p. 254)."""
    if vulnerable.constructed(game, foe):
        return True
    if foe.side != "foes" or len(foe.parts) < 2:
        return False
    stats = fighters.band_block(game, foe.group)
    standing = aim.standing(foe.parts)
    return any("notch" in p.effects and p.id in standing for p in stats.parts)


def refusal(game: Table, foe: Fighter, choice: str) -> str:
    """Why a dirty trick of ``choice`` would do nothing to ``foe``, or "" when it would."""
    if choice == "notch" and not notchable(game, foe):
        return "it carries nothing the game tracks that a Notch could harm (p. 12, policy)"
    return ""
