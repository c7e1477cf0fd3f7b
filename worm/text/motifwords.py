"""Motifs in the text game's words (pp. 24–25): ``motif`` lists each adventurer's three, and
``motif WHO N NEW WORDS`` rewrites WHO's motif N in the City, if the GM agrees."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand

HELP = """\
  motif                        each one's three motifs, numbered (p. 24)
  motif WHO N NEW WORDS        in the City, rewrite WHO's motif N (1–3) as 2–5 new words,
                               once each City Phase (p. 25)
  byname WHO NEW WORDS         in the City, name WHO's byname yourselves (Byname, p. 53)
"""
WORDS = ("motif", "motifs")
USAGE = "'motif' to list them, or 'motif WHO N NEW WORDS' in the City (p. 25)"


def parse_byname(game: Game, rest: list[str]) -> cmd.Command:
    """``byname WHO NEW WORDS``: the table's own byname for WHO (p. 53)."""
    if len(rest) < 2:
        raise IllegalCommand("byname WHO NEW WORDS: in the City, the table names it (p. 53)")
    return cmd.Byname(who=game.guild.adventurer(rest[0]).id, words=" ".join(rest[1:]))


def parse(game: Game, rest: list[str]) -> cmd.Command | str:
    """The change these words ask for, or the list of motifs."""
    if not rest:
        return listing(game)
    if len(rest) < 3:
        raise IllegalCommand(USAGE)
    who = game.guild.adventurer(rest[0]).id
    if rest[1] not in ("1", "2", "3"):
        raise IllegalCommand(f"{rest[1]!r} is not a motif number: say 1, 2 or 3 ({USAGE})")
    return cmd.Motif(who=who, number=int(rest[1]), words=" ".join(rest[2:]))


def listing(game: Game) -> str:
    """Each adventurer's motifs, numbered as ``motif WHO N`` names them (p. 24)."""
    lines = ["Motifs (p. 24): a fitting one gives a test favor; each may change one in the City."]
    for a in game.guild.in_marching_order():
        numbered = "; ".join(f"{n}. {m}" for n, m in enumerate(a.motifs, 1))
        lines.append(f"  {a.name}: {numbered}")
    return "\n".join(lines)
