"""A move that would let a dying guild-mate die, asked about first (p. 126).

One at Death's Door dies when the watch their grace runs out in ends, unless someone heals them.
Going on to another room spends that watch. The log says so once, and a player who missed it
used to walk the guild on and lose the dying one without a word (play-test 30). Before a move,
the front ends look ahead (``Game.foresee``, which leaves the game as it was) and, when the move
would end that watch, ask first: the terminal game with a dialog, the text game by refusing the
move once. Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.engine import commands as cmd
from worm.engine import dying
from worm.engine.session import Game
from worm.errors import IllegalCommand

MOVES = (cmd.Go, cmd.Explore, cmd.Step, cmd.Walk, cmd.Take)
"""The commands that take the guild on (and so may spend the watch)."""


def doomed(game: Game, command: cmd.Command) -> list[str]:
    """Who would die, untended, if ``command`` were carried out now (p. 126): empty for a
    command that is not a move, when nobody is at Death's Door, or when the move is refused."""
    if not isinstance(command, MOVES) or game.phase != "crawl":
        return []
    if not any(a.conditions.deaths_door for a in game.guild.adventurers):
        return []
    try:
        return dying.untended(game.foresee(command))
    except IllegalCommand:
        return []


def question(names: list[str]) -> str:
    """``Ituha Sturdy-Oak is at Death's Door and dies when this watch ends`` (p. 126)."""
    who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    many = len(names) > 1
    return (
        f"{who} {'are' if many else 'is'} at Death's Door and {'die' if many else 'dies'} "
        "when this watch ends"
    )


@dataclass
class Asked:
    """The move the text game last refused for a dying guild-mate's sake: said again, it goes."""

    command: cmd.Command | None = None


def refusal(game: Game, command: cmd.Command, asked: Asked, *, anyway: bool = False) -> str | None:
    """The text game's question before a move that lets a guild-mate die (p. 126), or None to
    carry ``command`` out: no one would die of it, it is the move just refused said again, or
    it ends with 'anyway'."""
    names = [] if anyway else doomed(game, command)
    if not names or asked.command == command:
        asked.command = None
        return None
    asked.command = command
    first = names[0].split()[0]
    return (
        f"{question(names)}: tend first ('tend {first}'), or go on (say the move again, or "
        "end it with 'anyway')?"
    )
