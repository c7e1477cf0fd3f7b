"""Where a Wound or an effect dealt in the Crawl came from (pp. 64, 70): the trap or the
room's feature whose choice or trigger it followed, read from the ``cause`` the outcome was
played with (a trap's name, or the verb of what was tried)."""

from __future__ import annotations

from worm.content.features import Trap
from worm.engine.table import Table


def source(game: Table, cause: str) -> tuple[int, Trap | None, str | None]:
    """Where a Crawl Wound or effect came from: the guild's room, and the trap of that room named
    ``cause`` or with a way past, a probe or a response of that verb, or else the name of the
    room's feature with a choice of that verb; neither for a Meatgrinder hazard."""
    room = game.room
    if game.phase != "crawl" or room < 0 or not cause:
        return room, None, None
    stock = game.level.stock[room]
    for trap_id in stock.traps:
        trap = game.pack.traps[trap_id]
        verbs = {i.verb for i in (*trap.bypasses, *trap.interactions, *trap.responses)}
        if cause == trap.name or cause in verbs:
            return room, trap, None
    for feature_id in stock.features:
        feature = game.pack.features[feature_id]
        if any(i.verb == cause for i in feature.interactions):
            return room, None, feature.name
    return room, None, None
