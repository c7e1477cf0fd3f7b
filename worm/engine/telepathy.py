"""Telepathic in the parley (p. 256; ``worm.rules.telepathy``): every adventurer can talk with
a telepathic creature that talks at all, shared tongue or not, and no Loremaster's fluency
is spent on it (p. 79).

A mixed band talks through the first of its kinds that talks (``worm.engine.meet.start``),
so the band is telepathic when that kind is (policy).
"""

from __future__ import annotations

from worm.engine.table import Table
from worm.gm import foes
from worm.model.adventurer import Adventurer
from worm.model.meeting import Meeting
from worm.rules import lore_bids, telepathy


def telepathic(game: Table, meeting: Meeting) -> bool:
    """Whether the one met talks mind to mind (p. 256)."""
    if meeting.character or not meeting.talks:
        return False
    monsters = game.pack.monsters
    kinds = (meeting.creature, *(kin.creature for kin in meeting.others))
    speaker = next((k for k in kinds if k in monsters and monsters[k].talks), None)
    if speaker is None:
        return False
    return telepathy.telepathic(n.name for n in foes.statblock(game.pack, speaker).notes)


def talks_with(game: Table, meeting: Meeting, adventurer: Adventurer) -> bool:
    """Whether words pass between the one met and ``adventurer`` (p. 29): a shared tongue or
    a Loremaster's fluency, or none needed with a telepath (p. 256)."""
    shares = lore_bids.speaks(adventurer, meeting.tongues)
    return telepathy.understood(shares, telepathic=telepathic(game, meeting))
