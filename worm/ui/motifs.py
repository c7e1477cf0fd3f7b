"""Changing a motif from the City screen (p. 25): which of the three, then the new words in a
line; the engine asks the GM (policy ``worm.gm.motifs.refuses``) and says no with its reason."""

from __future__ import annotations

from worm import grammar
from worm.engine import commands as cmd
from worm.ui.common import MenuScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import CommandScreen

NOTE = "With the GM's agreement, one motif each City Phase: two to five words (p. 25)."


def change(screen: MenuScreen, who: str) -> None:
    """Ask which of ``who``'s motifs changes, then its new words; send one ``cmd.Motif``."""
    a = screen.driver.game.guild.adventurer(who)
    options = [(str(n), f"{n}. {m}") for n, m in enumerate(a.motifs, 1)]

    def picked(number: str | None) -> None:
        if number is None:
            return

        def typed(words: str | None) -> None:
            if words is not None and words.strip():
                screen.worm.send(cmd.Motif(who=who, number=int(number), words=words))

        old = a.motifs[int(number) - 1]
        question = (
            f"{grammar.possessive(a.name)} motif {number}, {old!r}, becomes (two to five words):"
        )
        screen.app.push_screen(CommandScreen(question, old), typed)

    screen.app.push_screen(
        PickScreen(f"Change which of {grammar.possessive(a.name)} motifs?", options, NOTE), picked
    )
