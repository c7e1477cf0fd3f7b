"""Policy (pp. 91, 160, 173): a quest rumour points onward, to the guild's quest.

The Meatgrinder's last entry (card XXI) is a quest rumour, and the book's example City Phase
writes the new rumours from what the guild is after. When a restock writes a new quest rumour
and the guild pursues a quest the GM can judge (``worm.gm.quests.goal``), the rumour names the
level where the quest's aim can be met — of the levels the guild has reached and the one below
the deepest, the shallowest one whose lord still lives (a foe to destroy or rob), which still
holds an untaken treasure of great worth (a thing to carry or find), or which the guild has not
yet entered and which opens to the surface by a way of its own (a stair to map: going in by it
forges a new way, p. 149). With no quest the GM can judge, or no such
level, the rumour names the level its template would.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from worm.content import ContentPack
from worm.gen.underworld import Level
from worm.gm import deeds, quests
from worm.model.level import LevelState


def aim(
    quest: str | None, levels: Sequence[Level], states: Mapping[int, LevelState], pack: ContentPack
) -> Level | None:
    """The level a quest rumour points to (see the module text), or None."""
    kind = quests.goal(quest) if quest else None
    if kind is None:
        return None
    reach = min(len(levels), max(states, default=0) + 1)
    for level in levels[:reach]:
        state = states.get(level.number)
        if _holds(kind, level, state, pack):
            return level
    return None


def _holds(kind: str, level: Level, state: LevelState | None, pack: ContentPack) -> bool:
    if kind == "way":
        return state is None and any(
            w.connection is None and not (level.number == 1 and i == 0)
            for i, w in enumerate(level.ways)
        )
    state = state or LevelState()
    if kind == "lord":
        return any(
            s.lord and s.denizens and not _slain(state, r) for r, s in enumerate(level.stock)
        )
    if kind == "treasure":
        return any(
            r not in state.looted
            and any(pack.treasure[t].value >= deeds.GREAT_WORTH for t in s.treasure)
            for r, s in enumerate(level.stock)
        )
    return False


def _slain(state: LevelState, room: int) -> bool:
    band = state.band(room)
    return band is not None and band.fate == "slain"
