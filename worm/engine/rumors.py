"""The City's rumour of the Underworld (pp. 160, 173): at the restock the used rumour is
deleted and a new one written from the Meatgrinder entries just written (policy
``worm.gm.rumors``). It is kept on the table (``rumor``), so a save holds it, and told in the
City until the next restock."""

from __future__ import annotations

from collections.abc import Sequence

from worm import rng
from worm.engine import read_the_past
from worm.engine.table import Table
from worm.gm import rumors as policy


def spread(game: Table, written: Sequence[policy.Written]) -> None:
    """Delete the old rumour and write a new one from ``written`` (p. 160)."""
    if game.rumor is not None:
        game.ruling("p. 160", f"the City forgets its old rumor: {game.rumor}")
    chosen = policy.pick(written, rng.stream(game.seed, f"rumor:{game.expeditions}"))
    if chosen is None:
        game.rumor = None
        return
    game.rumor = policy.tell(*chosen)
    game.ruling("p. 160", f"a new rumor in the City: {game.rumor}")
    read_the_past.hear(game, f"A rumor in the City: {game.rumor}")
