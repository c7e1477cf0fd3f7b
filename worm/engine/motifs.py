"""Changing a motif in the City (p. 25): with the GM's agreement (policy
``worm.gm.motifs.refuses``), an adventurer rewrites one of their three motifs."""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.engine import city
from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import motifs as policy


def change(game: Table, command: cmd.Motif) -> None:
    """``command.who`` rewrites motif ``command.number`` as ``command.words`` (p. 25)."""
    state = city.current(game)
    a = game.guild.adventurer(command.who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: their motifs are written for good")
    words = " ".join(command.words.split())
    why = policy.refuses(a.motifs, command.number, words, changed=a.id in state.motifs_changed)
    if why is not None:
        raise IllegalCommand(f"{a.name} keeps their motifs: {why}")
    old = a.motifs[command.number - 1]
    motifs = tuple(words if i == command.number - 1 else m for i, m in enumerate(a.motifs))
    game.set_adventurer(a.model_copy(update={"motifs": motifs}))
    game.city = replace(state, motifs_changed=(*state.motifs_changed, a.id))
    game.ruling(
        "p. 25",
        f"the GM agrees: {grammar.possessive(a.name)} "
        f"motif {command.number}, {old!r}, becomes {words!r} "
        "(one change each City Phase, policy)",
    )
