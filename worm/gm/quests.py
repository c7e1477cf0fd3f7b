"""Policy (p. 33): when the GM counts the guild's quest done, judged from what the engine can
see, and which quest a guild run by the bot takes up next.

The book lets the players say when their quest is done; the GM takes their word. The bot has
no word to give, so the GM matches the quest's goal against the doings of the expedition the
City judged in step 2 (p. 149):

- a foe to destroy or rob (the vampire, the Ogre Abbot): a dungeon lord slain;
- a thing to carry, find or take back (a dragon's tooth, the Grail, the bones, the seal, the
  black rose): a treasure of great worth carried out (``worm.gm.deeds.GREAT_WORTH``);
- a way to map (the stair no surveyor came back from): a new way into the Underworld forged;
- a cockatrice brought back alive: a cockatrice beaten and spared, or surrendered (p. 125) —
  taken alive, it goes up in its cage;
- the Well of Lethe: a drink from the one water of the pack that washes a mind clean, the
  Merry Fountain (p. 368);
- a twin freed from the cells: a prisoner the Underworld holds freed (Zacchaeus, p. 365);
- a true name learned: a secret (a like, hate, want or need, p. 180) of a dungeon lord learned
  while the guild faced it.

Only the doings of an expedition begun after the quest was taken up count. A quest a player
wrote matches none of these and is never judged done by the GM: the players say when.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from worm.model.adventurer import Adventurer
from worm.model.city import DeedKind, Feat

GOALS: tuple[tuple[str, DeedKind, str], ...] = (
    ("Destroy the vampire", "lord", ""),
    ("Steal the crown of the Ogre Abbot", "lord", ""),
    ("Carry a dragon's tooth", "treasure", ""),
    ("Find the Grail", "treasure", ""),
    ("Recover the bones", "treasure", ""),
    ("Take back the seal", "treasure", ""),
    ("Pick the black rose", "treasure", ""),
    ("Map the stair", "way", ""),
    ("Bring back a cockatrice alive", "captive", "cockatrice"),
    ("Drink from the Well of Lethe", "drank", ""),
    ("Free your twin", "freed", ""),
    ("Learn the true name", "named", ""),
)
"""The start of each quest goal of ``assets/quests.toml`` the GM can judge, the kind of doing
that fulfils it, and a word the doing must name (any, when empty)."""


def goal(quest: str) -> DeedKind | None:
    """The kind of doing that fulfils ``quest``, or None when the GM cannot judge it."""
    return next((kind for start, kind, _ in GOALS if quest.startswith(start)), None)


def _naming(quest: str) -> str:
    return next((word for start, _, word in GOALS if quest.startswith(start)), "")


def fulfilled(quest: str, feats: Iterable[Feat], *, since: int, expeditions: int) -> bool:
    """Whether the expedition's ``feats`` do what ``quest`` names (the module's policy); the
    quest was taken up after ``since`` expeditions, and ``expeditions`` have been begun."""
    kind = goal(quest)
    if kind is None or expeditions <= since:
        return False
    word = _naming(quest)
    return any(f.kind == kind and word in f.text.lower() for f in feats)


def next_quest(living: Sequence[Adventurer], done: Iterable[str]) -> Adventurer | None:
    """Whose quest the bot's guild takes up (p. 33): one not completed before, a quest the GM
    can judge first, in marching order; None when every quest is done."""
    finished = set(done)
    fresh = [a for a in living if a.quest not in finished]
    judged = [a for a in fresh if goal(a.quest) is not None]
    ranked = judged or fresh
    return ranked[0] if ranked else None
