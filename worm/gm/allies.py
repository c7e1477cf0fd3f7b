"""Policy (p. 100): how the GM plays the creatures a parley won as allies.

The book lets a well-disposed band agree to help the guild, and worm keeps such help until the
next Camp. It says nothing of how allies fight, so worm reads it so:

- allies fight beside the guild in every Challenge until they leave: the GM plays them, one
  band at a time, once a round after everyone has had a turn (they follow the guild's lead);
- each ally band deals one Wound a round, Defense first, to the foe still standing with the
  least Health left — the GM has them finish off the weakest;
- the foes keep their eyes on the guild: allies are never the target of a foe's action, and
  they take no Wounds (their losses are the GM's story, not a sheet to keep);
- only a band that can leave its place goes with the guild: a dungeon lord is tied to its
  lair (as in the pursuit policy, ``worm.gm.pursuit``), and a creature whose entry ``stays``
  (paintings in their frames, a rooted growth) cannot walk beside anyone, so asking them for
  aid is refused with the reason before anything is spent (``follows``).
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.content.models import ContentPack
from worm.content.monsters import Monster
from worm.model.challenge import Fighter
from worm.model.meeting import Meeting

PAGE = "p. 100"
WOUNDS = 1
"""What one ally band deals in a round."""


def target(foes: Sequence[Fighter]) -> Fighter | None:
    """The foe an ally band strikes: the standing one with the least Health left (a foe with
    no count last), the first in the fight on a tie."""
    standing = [f for f in foes if f.fighting]
    if not standing:
        return None
    return min(standing, key=lambda f: (f.health is None, f.health or 0))


def follows(monster: Monster | None) -> str | None:
    """Why ``monster`` cannot go with the guild as its ally, or None if it can (see the module
    text); None for a named character, who is not a monster entry."""
    if monster is None:
        return None
    if monster.lord:
        return f"{monster.name} will not leave the lair it rules"
    if monster.stays:
        return f"{monster.name} cannot go with the guild: {monster.stays}"
    return None


def refuses(pack: ContentPack, meeting: Meeting) -> str | None:
    """Why the band met cannot be asked along (``follows`` of its first kind), or None; a
    named character is not a monster entry and may come."""
    return None if meeting.character else follows(pack.monsters.get(meeting.creature))


def joins(ally: str) -> str:
    """The ruling's words as a Challenge begins."""
    return f"{ally}, won over in a parley, fight beside the guild (policy: one blow a round)"
