"""Stun (p. 13): the one who suffers it gives up a Challenge card from hand at once, and
nothing lasts to Recover from.

An adventurer's Stun is played: the card goes to the discard. Which card is the player's to
choose; the game chooses for them (policy): the lowest card, the Fool only when it is all
that is left, so what is lost is what a player would least miss. A Stun on one of the GM's
creatures is only marked, as before: its band shares the GM's one hand, and how many cards a
Stunned band gives up is not ruled yet.
"""

from __future__ import annotations

from worm import tarot
from worm.engine import events as ev
from worm.engine.table import Table

STUN = "stun"


def lost(hand: tuple[tarot.Card, ...]) -> tarot.Card | None:
    """The card a Stunned adventurer gives up (policy): the lowest, the Fool last."""
    if not hand:
        return None
    return min(hand, key=lambda c: (c.is_fool, c.value))


def stun(game: Table, key: str) -> bool:
    """An adventurer ``key`` is Stunned: a card from hand goes to the discard (p. 13).
    Returns whether this was an adventurer's Stun (played here) rather than a foe's."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    if fighter.side != "guild":
        return False
    card = lost(ch.hand(key))
    if card is None:
        game.log.emit(ev.Narration, text=f"{fighter.name} is Stunned, with no card left to lose.")
        return True
    game.challenge = ch.without_card(key, card)
    game.decks = tarot.discard(game.decks, card)
    game.log.emit(
        ev.Narration,
        text=f"{fighter.name} is Stunned and lets {card.name} go from hand (p. 13).",
    )
    return True
