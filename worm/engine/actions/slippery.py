"""The questing beast's Slippery (p. 276): any card discarded gets it past a dungeon hazard,
outside the one card a turn.

In a Challenge the hazards that stand in a band's way are a trap guarding a zone (its own
Initiative, p. 128) and caltrops strewn there (p. 164): each strikes whoever enters the zone
without an Avoid (``worm.engine.actions.harm.enter_zone``, which asks ``slips`` first).

Policy: the GM discards its lowest card for the member about to enter, when the zone would
hurt it and the GM holds a card; the member gets past, unhurt.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import wards
from worm.model.challenge import GM

NOTE = "Slippery"
PAGE = 276


def slips(game: Table, key: str, zone: int) -> bool:
    """Whether the foe ``key`` entering ``zone`` gets past what guards it, a card discarded."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    if fighter.side != "foes":
        return False
    stats = fighters.band_block(game, fighter.group)
    if NOTE not in (n.name for n in stats.notes) or not ch.hand(GM):
        return False
    traps = [g.name for g in ch.groups if g.side == "hazard" and g.zone == zone and g.hazard_wounds]
    strewn = "caltrops" in ch.zone(zone).rules and wards.unshod(
        game.pack, ch.group(fighter.group).creature
    )
    if not traps and not strewn:
        return False
    card = min(ch.hand(GM), key=lambda c: c.value)
    game.challenge = ch.without_card(GM, card)
    game.decks = tarot.discard_all(game.decks, (card,))
    what = traps[0] if traps else "the caltrops"
    game.ruling(
        f"p. {PAGE}",
        f"Slippery: the GM discards {card.name}, and {fighter.name} "
        f"{grammar.verb('get', grammar.is_plural(fighter.name))} past {what} unhurt",
    )
    return True
