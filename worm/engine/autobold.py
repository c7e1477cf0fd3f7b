"""When the autoplay guild presses on instead of turning back: a bold player's sense, not a rule.

A careful guild backs away from creatures it cannot talk round (withdrawing, p. 100) and keeps
clear of their room for the rest of the expedition. Left at that, a band camped in a doorway
closes off the rest of the level, the guild leaves by the way it came, and the next expedition
backs away from the same band again: the demo then had nothing new to find and stopped within
a few watches. A bold guild, while nothing has yet earned it the way home
(``worm.engine.autohome``), comes back to such a band once the rest of what it can reach is seen,
and fights its way through (p. 100: falling on them) — a band, never a lone named being (a lord
or a character met), whom it leaves be. Nor does a fresh Injury send it home at once when a
camp can mend it: with a ration each, and a charged Bond for each of the newly hurt to burn
(p. 141), it camps where it stands first, once for each, and goes home only if that fails.

This module also says when a campaign of expeditions (``worm demo``, ``worm sim``) has played
itself out: when several expeditions in a row find no room the guild had not walked before
(seed 4's guild, short of food, found its way down only on its fourth try after a first delve).
"""

from __future__ import annotations

from worm.engine import autohome
from worm.engine.session import Game
from worm.model.meeting import Meeting
from worm.rules import camp

FRUITLESS = 4  # expeditions in a row finding no new room: what the guild can reach is spent


def braves(meeting: Meeting) -> bool:
    """Whether the guild fights through these creatures when they stand between it and rooms
    it has not seen: a band, not one named being met alone."""
    return not (meeting.single or meeting.character)


def to_mend(game: Game, why: str | None, hurt: set[str], mended: set[str]) -> tuple[str, ...]:
    """Who a camp here would mend before the guild turns home for ``why``: the newly Injured
    (not in ``hurt``, those who set out so), when each can burn a charged Bond for it (p. 141),
    none has been camped for already (``mended``), and the guild has a ration each; else ()."""
    if why != "someone is hurt":
        return ()
    members = [a for a in game.guild.adventurers if a.active]
    fresh = [a for a in members if a.conditions.injured and a.id not in hurt]
    if autohome.food(game) < len(members) or any(a.id in mended for a in fresh):
        return ()
    if not fresh or not all(camp.charged(a) and "injured" in camp.needs(a) for a in fresh):
        return ()
    return tuple(a.id for a in fresh)


def rooms_known(game: Game) -> int:
    """Rooms the guild has walked, on every level so far."""
    return sum(len(state.visited) for state in game.states.values())


class Headway:
    """How a campaign of expeditions goes on: ``after`` is told each expedition's end and says
    whether to go on; it stops after ``FRUITLESS`` expeditions in a row that found nothing new.
    """

    def __init__(self, known: int = 0) -> None:
        self.known = known
        self.fruitless = 0

    def after(self, known: int) -> bool:
        """Whether to delve again, given the rooms known once this expedition is over."""
        self.fruitless = self.fruitless + 1 if known <= self.known else 0
        self.known = max(self.known, known)
        return self.fruitless < FRUITLESS
