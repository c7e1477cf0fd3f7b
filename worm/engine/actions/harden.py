"""The mimic's Harden (p. 273): a greater doom discarded, outside the one card a turn, and
the mimic is immune to the weapon type that last Wounded it, one type at a time.

``worm.engine.actions.harm`` tells this module of each Wound that lands on a creature and
asks it before each blow. The type it is hard against is kept per creature
(``Challenge.hardened``). Policy: the GM hardens at once, when a weapon type it is not hard
against Wounds it (that type is then the last to have done so), with its lowest greater card,
keeping one back for its other greater doom when it has one (the mimic's Riot of Teeth).
"""

from __future__ import annotations

from worm import tarot
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.model.challenge import GM, Fighter, evolve
from worm.rules import dooms

DOOM = "Harden"
PAGE = 273


def _means(game: Table, by: str | None, means: dooms.Means | None) -> dooms.Means:
    if means is not None:
        return means
    ch = game.under_way()
    striker = next((f for f in ch.fighters if f.key == by and f.side == "guild"), None)
    return fighters.means_of(game, striker) if striker is not None else dooms.Means()


def _standing(foe: Fighter) -> bool:
    """Whether ``foe`` (as the blow left it) still stands: a felled mimic hardens no more."""
    return any(p.standing for p in foe.parts) and all(p.standing for p in foe.parts if p.core)


def shrugs(game: Table, foe: Fighter, by: str | None, means: dooms.Means | None) -> bool:
    """Whether ``foe`` has hardened against the weapon of this blow; the GM says so."""
    hard = game.under_way().hardened.get(foe.key)
    if hard is None or _means(game, by, means).weapon != hard:
        return False
    game.ruling(f"p. {PAGE}", f"{DOOM}: {foe.name} has hardened against the {hard}")
    return True


def wounded(
    game: Table,
    stats: foes.Statblock,
    foe: Fighter,
    by: str | None,
    means: dooms.Means | None,
    *,
    landed: bool,
) -> None:
    """A blow Wounded ``foe`` (when ``landed``): it may harden against that weapon type."""
    if not landed or DOOM not in (d.name for d in stats.greater):
        return
    weapon = _means(game, by, means).weapon
    ch = game.under_way()
    if weapon is None or ch.hardened.get(foe.key) == weapon or not _standing(foe):
        return
    keep = int(any(d.name != DOOM for d in stats.greater))
    big = tactics.greater(ch.hand(GM))
    if len(big) <= keep:
        return
    card = big[0]
    hand = list(ch.hand(GM))
    hand.remove(card)
    game.decks = tarot.discard_all(game.decks, (card,))
    game.challenge = evolve(
        ch.with_hand(GM, tuple(hand)), hardened={**ch.hardened, foe.key: weapon}
    )
    game.ruling(
        f"p. {PAGE}",
        f"{DOOM}: the GM discards {card.name}, outside the one card a turn: {foe.name} "
        f"grows hard against the {weapon} that Wounded it",
    )
