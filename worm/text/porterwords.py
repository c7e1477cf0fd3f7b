"""A Jarl's goblins as porters in the text game's words (p. 65): ``load WHO ITEM`` hands WHO's
thing to the guild's horde to carry, ``unload WHO ITEM`` takes it back, and a bare ``load``
tells what each horde carries and how much room it has left."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import porters
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import narrate

HELP = """\
  load | load WHO ITEM         what the goblin horde carries; hand WHO's thing to it (Jarl,
  unload WHO ITEM              p. 65: one slot a goblin); take a thing back from its load
"""
WORDS = ("load", "unload")


def parse(game: Game, verb: str, rest: list[str]) -> cmd.Command | str:
    """The hand-over these words ask for, or what the hordes carry."""
    if verb == "load" and not rest:
        return listing(game)
    if len(rest) < 2:
        raise IllegalCommand(f"{verb} WHO ITEM: who hands over or takes back which thing (p. 65)")
    who = game.guild.adventurer(rest[0]).id
    return cmd.Porter(who=who, item=" ".join(rest[1:]), back=verb == "unload")


def listing(game: Game) -> str:
    """Each living horde's line, with its load and the room left (p. 65)."""
    hordes = porters.hordes(game)
    if not hordes:
        return "The guild has no goblin horde to carry for it (Jarl, p. 65)."
    return "\n".join(
        f"{narrate.companion(h, game.pack)}; room for "
        f"{h.goblins - porters.burden(game, h)} of {h.goblins} slots"
        for h in hordes
    )
