"""What a spell leaves in play in a fight (p. 82): the effects it laid on someone that still
hold them, remembered in ``Challenge.spelled`` so that Counter-spell can end them. A spell the
guild's own sorcerers cast is marked as theirs (``Challenge.ours``): the book lets a counterer
end any spell in play, an ally's as well as a foe's, and the bot tells them apart."""

from __future__ import annotations

from worm.engine.table import Table
from worm.model.challenge import evolve


def remember(
    game: Table, key: str, name: str, before: frozenset[str], *, ours: bool = False
) -> None:
    """Remember the effects the spell ``name`` laid on ``key`` (those it has now and had not
    ``before``); ``ours`` when a guild-mate cast it."""
    ch = game.challenge
    if ch is None or key not in (f.key for f in ch.fighters):
        return
    laid = ch.fighter(key).effects - before
    if not laid:
        return
    mine = ch.ours | {(key, name)} if ours else ch.ours
    game.challenge = evolve(ch, spelled=(*ch.spelled, (key, name, laid)), ours=mine)
