"""The text game's motif words (pp. 24–25): ``motif`` lists them numbered, ``motif WHO N NEW
WORDS`` rewrites one in the City; refusals are one line, never a traceback."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_city import surfaced
from tests.unit.engine.test_crawl import WALK, below
from worm.engine import arete
from worm.engine import commands as cmd
from worm.errors import IllegalCommand
from worm.text import repl


def said(game: object, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)  # type: ignore[arg-type]
    return out.getvalue()


def test_the_words_read_as_the_command() -> None:
    game = surfaced()
    first = game.guild.adventurer("a2").name.split()[0]
    assert repl.parse(game, f"motif {first} 3 Drunken knight") == cmd.Motif(
        who="a2", number=3, words="Drunken knight"
    )
    with pytest.raises(IllegalCommand, match="not a motif number"):
        repl.parse(game, "motif a2 three Drunken knight")


def test_a_motif_changed_and_shown_in_words() -> None:
    game = surfaced()
    listed = said(game, "motif")
    assert all(f"1. {a.motifs[0]}" in listed for a in game.guild.adventurers)
    told = said(game, "motif a1 2 Penitent grave robber")
    assert "becomes 'Penitent grave robber'" in told
    assert "2. Penitent grave robber" in said(game, "motifs")
    assert "Penitent grave robber" in said(game, "sheet a1")
    again = said(game, "motif a1 1 Drunken knight")
    assert "one motif changed" in again and "Traceback" not in again


def test_below_ground_the_word_is_refused_in_one_line() -> None:
    shown = said(below(WALK), "motif a1 1 Drunken knight")
    assert "City Phase" in shown and "Traceback" not in shown


@pytest.mark.parametrize(
    "line",
    [
        "motif a1",
        "motif a1 2",
        "motif nobody 1 Old scribe",
        "motif a1 x y z",
        "motif a1 9 a b",
        "motif a1 1 x",
        "motif a1 -1 Old scribe",
        f"motif a1 {'9' * 400} Old scribe",
    ],
)
def test_no_line_prints_a_traceback(line: str) -> None:
    shown = said(surfaced(), line)
    assert "Traceback" not in shown and shown.strip()


def test_the_help_lists_the_motif_words() -> None:
    shown = repl.parse(surfaced(), "help")
    assert isinstance(shown, str) and "motif WHO N NEW WORDS" in shown


def test_the_sheet_shows_each_deed_done() -> None:
    game = surfaced()
    arete.oath_kept(game, "the guild's quest")  # no human in seed 2's guild: nobody's box
    arete.made(game, "a2", "build", "a statue")  # Bryonie is underfolk
    shown = said(game, "sheet a2")
    assert "Arête 1/3: Make something built to outlast the centuries." in shown
    assert "Arête" not in said(game, "sheet a1")


def test_the_roster_lists_the_kinds_the_guild_has_slain() -> None:
    game = surfaced()
    assert "Kinds slain" not in said(game, "guild")
    arete.felled(game, "a3", creature="dire_rats")
    arete.felled(game, "a1", creature="skeletons")  # Gunhild the orc takes the skull
    shown = " ".join(said(game, "guild").split())
    assert "Kinds slain (a new one is an orc's skull, p. 28): Dire Rats, Skeletons." in shown
    assert "Arête 1/3: Keep the skull" in shown
