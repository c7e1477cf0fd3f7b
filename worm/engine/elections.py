"""The player's standing choices for talents used at moments the game does not stop for
(``worm.rules.elections``): set at any time with no time passing."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.rules import elections as rules


def elect(game: Table, command: cmd.Elect) -> None:
    """``command.who`` says whether they use ``command.talent`` when its moment comes."""
    a = game.guild.adventurer(command.who)
    talent = command.talent
    if talent not in rules.ELECTIVE:
        raise IllegalCommand(
            f"{talent!r} is not chosen beforehand; these are: {', '.join(rules.ELECTIVE)}"
        )
    if a.talent(talent) is None:
        raise IllegalCommand(f"{a.name} does not know {game.pack.talents[talent].name}")
    choice = {"yes": True, "no": False, "gm": None}[command.choice]
    game.set_adventurer(rules.elected(a, talent, choice))
    name = game.pack.talents[talent].name
    said = {"yes": "will", "no": "will not", "gm": "leave it to the GM whether to"}
    game.ruling("p. 5", f"{a.name} {said[command.choice]} {rules.ELECTIVE[talent]} ({name})")
