"""The player's choices for talents used at a moment that comes mid-blow (``worm.rules.elections``):
a standing word set at any time with no time passing (``elect``), else asked at the moment
(``now``)."""

from __future__ import annotations

from worm.engine import asking
from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as talent_policy
from worm.model.adventurer import Adventurer
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


def now(game: Table, a: Adventurer, talent: str, *, cause: str) -> bool:
    """Whether ``a`` uses ``talent`` at the moment it comes (``cause``: what brought it): their
    word said beforehand; else, in a player's guild, their player is asked as a Wound is — the
    blow stops (``asking.Asked``) and is played again with the answer; else the GM's policy
    (``worm.gm.talents.uses``)."""
    said = rules.said(a, talent)
    if said is not None:
        return said
    if not rules.asked(game.guild):
        return talent_policy.uses(a, talent)
    ways = rules.ways(talent)
    if not game.answers:
        raise asking.Asked(a.id, ways, cause)
    way = game.answers.pop(0)
    if way not in ways:  # a replay that went another way than the asked one: a bug
        raise RuntimeError(f"{a.name} was asked about {talent} but the replay answers {way}")
    name = game.pack.talents[talent].name
    game.ruling(rules.PAGES[talent], f"{a.name}'s player chooses: {rules.words(way)} ({name})")
    return rules.yes(way)
