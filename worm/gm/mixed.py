"""Policy (pp. 91, 121, 337): who joins a band the guild is already busy with.

A Meatgrinder encounter (p. 91) can come while the guild is still with a band: talking with
it, or fighting it. The Challenge counts each type of enemy in the GM's hand (p. 121), so
creatures of different kinds fight side by side, each kind a band with its own Initiative;
the book does not say when newcomers side with those already met. worm decides it the same
way every time:

- newcomers of the faction the band met belongs to (p. 337) come to their kin's side: one
  meeting of several kinds, in the band's mood, each kind a band of its own in a fight;
- newcomers who attack on sight throw themselves into a fight already under way;
- anyone else holds back, and no one else comes (p. 91).

A named character is never joined, nor is a band by more of a kind already there (those are
the band's own numbers, not a second band).
"""

from __future__ import annotations

PAGE = "p. 121"


def joins(
    *,
    met_faction: str,
    their_faction: str,
    character: bool,
    fighting: bool,
    hostile: bool,
    same_kind: bool,
) -> bool:
    """Whether newcomers join the band the guild is with (see the module text)."""
    if character or same_kind:
        return False
    kin = bool(met_faction) and met_faction == their_faction
    return kin or (fighting and hostile)


def words(newcomers: str, met: str, *, kin: bool, fighting: bool) -> str:
    """The GM's ruling when newcomers join."""
    why = "their own faction's" if kin else "a fight they will not miss"
    into = "the fight" if fighting else "the meeting"
    return f"{newcomers} come to {met}'s side ({why}): they join {into}, a band of their own"
