"""Brain Spores (the fungoid, p. 263): a melee blow that lands on a fungoid costs the striker a
lore bid.

Each successful melee Attack on a creature with the note breathes its spores into the
attacker, who loses 1 lore bid (p. 32: four between Camps). One with no bid left has none to
lose: the Loremaster's Resolve (p. 79) pays for a bid asked, not for one taken away. Shots,
thrown things and spells reach the fungoid from further off and breathe nothing in.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.challenge import Fighter
from worm.rules import resolve

NOTE = "Brain Spores"
PAGE = 263


def breathed(game: Table, attacker: Fighter, target: Fighter) -> None:
    """After ``attacker``'s melee Attack hit ``target``: a fungoid's spores take a lore bid."""
    if attacker.side != "guild" or target.side != "foes":
        return
    if not any(n.name == NOTE for n in fighters.block(game, target.group).notes):
        return
    a = fighters.adventurer(game, attacker.key)
    if a.lore_bids < 1:
        game.ruling(f"p. {PAGE}", f"{NOTE}: {a.name} breathes the spores, with no lore bid to lose")
        return
    after = resolve.bid_lore(a)
    game.set_adventurer(after)
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"lore bids {after.lore_bids}",
        cause=f"{grammar.possessive(target.name)} spores",
    )
    game.ruling(
        f"p. {PAGE}",
        f"{NOTE}: the blow bleeds spores into {grammar.possessive(a.name)} head: 1 lore bid lost",
    )
