"""The bot's Sneak in the Crawl (p. 74): sending one ahead to look into a room first.

Policy (a player's choice, made for the bot): about to step into a room next door it has not
entered nor been told of, with no lore question asked of it (``autolore.question`` comes
first), the bot sends one who knows Sneak ahead: they slip off (``sends``), creep to the
room and look (``scouts``, ``worm.engine.sneak_ahead``), and then slink back, free, nothing
being afoot. What they tell of it is read as a bid on the room is (``autolore.shuns``): a
lord or a band that falls on the guild at sight is kept clear of for now. Only one whose talent
is mastered goes (the bot spends no one's XP), with a Resolve kept to turn up into a fight,
and each room is sent to once. A room so shunned, the sneaker, still next door, reaches for
whatever lies there to be taken (``lifts``, ``worm.engine.sneak_lift``): the guild will not walk
in for a while, and a treasure had unseen is one had without that fight; once a room.
"""

from __future__ import annotations

from worm.engine import autolore, lore_questions, sneak, sneak_ahead, sneak_lift
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.engine.table import Table


def sends(game: Table, room: int, sent: set[tuple[int, int]]) -> cmd.Sneak | None:
    """One who knows Sneak slips off to scout ``room`` (``sent`` remembers it), or None."""
    here = (game.depth, room)
    if here in sent or room not in sneak_ahead.next_door(game) or game.sneaking:
        return None
    if any(lore_questions.told(game, room, w) for w in (*autolore.NAMED, lore_questions.FORETELL)):
        return None  # already told of: nothing to look for
    for a in game.guild.in_marching_order():
        known = a.usable(sneak.TALENT)
        mastered = known is not None and known.state == "mastered"
        if mastered and sneak.could(game, a) and a.resolve >= sneak.RESOLVE:
            sent.add(here)
            return cmd.Sneak(who=a.id)
    return None


def scouts(game: Table, sent: set[tuple[int, int]]) -> cmd.Scout | None:
    """The one off sneaking creeps to the room they were sent to, if it is still to be
    looked at from here; None when there is nothing to scout (then they slink back)."""
    if not game.sneaking:
        return None
    for room in sneak_ahead.next_door(game):
        if (game.depth, room) in sent:
            return cmd.Scout(who=game.sneaking[0], to=game.plan.key(room))
    return None


def lifts(game: Game, sent: set[tuple[int, int]], lifted: set[tuple[int, int]]) -> cmd.Lift | None:
    """The one off sneaking lifts the treasure of a room they were sent to and the bot now
    shuns (``lifted`` remembers it), or None."""
    if not game.sneaking:
        return None
    for room in sneak_lift.reachable(game):
        here = (game.depth, room)
        if here in sent and here not in lifted and autolore.shuns(game, room):
            lifted.add(here)
            return cmd.Lift(who=game.sneaking[0], to=game.plan.key(room))
    return None
