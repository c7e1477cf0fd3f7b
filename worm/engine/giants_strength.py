"""Giant's Strength played (p. 60): a troll called to a contest of strength against anyone
not a troll wins it with no card drawn. Which tests are such contests is the GM's policy
(``worm.gm.strength``); the City Event it names is played for every front end alike, since
City Events run themselves (the text game, the terminal game and the bot all meet it). In a
Challenge, a troll's shove or pin against one of the peoples lands whatever the card
(``roughhouse``), in whichever front end or bot plays the Roughhouse, and their shove or pin
on a troll comes to nothing (``withstand``)."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import training
from worm.engine.table import Table
from worm.gm import strength as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Fighter
from worm.rules import giants_strength as rules


def city_contest(game: Table, a: Adventurer, entry: str) -> bool:
    """True when ``a`` wins City Event ``entry``'s test outright as a contest of strength
    (p. 60); the talent's use is paid (p. 33) and the win told. False changes nothing."""
    contest = policy.city_contest(entry)
    if contest is None or a.usable(rules.TALENT) is None:
        return False
    if not training.usable(a, rules.TALENT) or not rules.wins(a.kin, contest.rival_kin):
        return False
    training.use(game, a.id, rules.TALENT)
    game.ruling("p. 60", f"{contest.how}: Giant's Strength wins it outright, no card drawn")
    game.log.emit(ev.Narration, text=f"{a.name} wins every bout: {contest.won}.")
    return True


def roughhouse(game: Table, fighter: Fighter, target: Fighter, choice: str, theme: str) -> bool:
    """True when ``fighter``'s Roughhouse, ``choice`` against ``target`` (a foe of ``theme``),
    which its card did not win, is a troll's contest of strength against kin, won outright
    (p. 60): the talent's use is paid (p. 33) and the win told. False changes nothing."""
    if fighter.side != "guild" or target.side == "guild":
        return False
    return _won(game, fighter, target, choice, theme, "wins it")


def withstand(game: Table, target: Fighter, foe: Fighter, choice: str, theme: str) -> bool:
    """True when a foe's Roughhouse that landed, ``choice`` against the adventurer ``target``
    by ``foe`` (of ``theme``), is a shove or a pin a troll wins outright against kin (p. 60):
    it comes to nothing. False changes nothing."""
    if target.side != "guild" or foe.side == "guild":
        return False
    return _won(game, target, foe, choice, theme, "stands unmoved")


def _won(game: Table, troll: Fighter, other: Fighter, choice: str, theme: str, how: str) -> bool:
    a = game.guild.adventurer(troll.key)
    creature = game.under_way().group(other.group).creature or ""
    contest = policy.roughhouse_contest(choice, theme, creature)
    if contest is None or a.usable(rules.TALENT) is None or not rules.wins(a.kin, theme):
        return False
    if not training.usable(a, rules.TALENT):
        return False
    training.use(game, a.id, rules.TALENT)
    game.ruling("p. 60", f"{contest}, {a.name} against {other.name}: Giant's Strength {how}")
    return True
