"""Changing a motif from the City screen (p. 25): which of the three, then the new words in a
line; the engine asks the GM (policy ``worm.gm.motifs.refuses``) and says no with its reason."""

from __future__ import annotations

from worm import grammar
from worm.engine import byname
from worm.engine import commands as cmd
from worm.ui.common import MenuScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import CommandScreen

NOTE = "With the GM's agreement, one motif each City Phase: two to five words (p. 25)."
BYNAME = "byname"
"""The pick that names the byname instead of a motif (p. 53)."""


def rename(screen: MenuScreen, who: str) -> None:
    """Ask for ``who``'s byname in the table's own words; send one ``cmd.Byname`` (p. 53)."""
    a = screen.driver.game.guild.adventurer(who)

    def typed(words: str | None) -> None:
        if words is not None and words.strip():
            screen.worm.send(cmd.Byname(who=who, words=words))

    question = f"{a.name} is known as (one to five words, e.g. 'the Corpsegrinder'):"
    screen.app.push_screen(CommandScreen(question, a.byname), typed)


def change(screen: MenuScreen, who: str) -> None:
    """Ask which of ``who``'s motifs changes, then its new words; send one ``cmd.Motif``."""
    a = screen.driver.game.guild.adventurer(who)
    options = [(str(n), f"{n}. {m}") for n, m in enumerate(a.motifs, 1)]
    if a.talent(byname.TALENT) is not None:  # the table may name it (p. 53)
        options.append((BYNAME, f"Byname: {a.name} {a.byname}"))

    def picked(number: str | None) -> None:
        if number is None:
            return
        if number == BYNAME:
            rename(screen, who)
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
