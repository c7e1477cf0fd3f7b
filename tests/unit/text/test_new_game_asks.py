"""The text game's new game is a player's (p. 124, "the player chooses"): ``wounds`` shows
every member asked as each Wound lands, until a standing order is set."""

from __future__ import annotations

from pathlib import Path

import pytest

from worm import cli
from worm.engine.session import Game
from worm.text import repl

SEED = 5


def test_a_new_text_game_asks_each_member_how_their_wounds_are_taken(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = [a.name for a in Game.new(SEED).guild.in_marching_order()]
    first = names[0].split()[0]
    script = tmp_path / "lines.txt"
    script.write_text(f"wounds\nwounds {first} armor, staggered\nwounds\nquit\n", "utf-8")
    assert repl.run(SEED, script=script) == 0
    text = capsys.readouterr().out
    before, after = text.split("> wounds\n")[1], text.split("> wounds\n")[2]
    for name in names:
        assert f"  {name}: ask as each Wound lands" in before, before
    assert f"  {names[0]}: Notch worn armor, then mark Staggered" in after, after
    for name in names[1:]:
        assert f"  {name}: ask as each Wound lands" in after, after


def test_gm_wounds_leaves_each_wound_to_the_gms_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``worm play --text --gm-wounds``: a script written for the GM's careful default (the
    golden playthroughs) is never stopped at a Wound to ask."""
    script = tmp_path / "lines.txt"
    script.write_text("wounds\nquit\n", "utf-8")
    code = cli.main(["play", "--text", "--gm-wounds", "--seed", str(SEED), "--script", str(script)])
    assert code == 0
    text = capsys.readouterr().out
    names = [a.name for a in Game.new(SEED).guild.in_marching_order()]
    for name in names:
        assert f"  {name}: the GM decides, armor first" in text, text
    assert "ask as each Wound lands" not in text
