"""The Camp in the text game's words (chapter 8): ``camp``, ``camp WHO ACTION …``, ``camp on``,
``burn …``, and what ``camp`` shows while camping."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import narrate, repl


def below() -> Game:
    game = Game.new(2)
    game.execute(cmd.Delve())
    while game.choice is not None or game.pending is not None:
        game.execute(cmd.Choose(option=1) if game.choice else cmd.AcceptFate())
    return game


def test_the_words_become_the_camp_commands() -> None:
    game = below()
    assert repl.parse(game, "camp") == cmd.Camp()
    game.execute(cmd.Camp())
    a1, a2 = (a.name.split()[0] for a in game.guild.in_marching_order()[:2])
    ids = {a.name.split()[0]: a.id for a in game.guild.adventurers}
    assert repl.parse(game, f"camp {a1} fellowship {a2}") == cmd.CampAct(
        who=ids[a1], action="fellowship", partner=ids[a2]
    )
    assert repl.parse(game, f"camp {a1} train {a2} war stories 2") == cmd.CampAct(
        who=ids[a1], action="train", partner=ids[a2], what="war_stories", xp=2
    )
    assert repl.parse(game, f"camp {a1} maps") == cmd.CampAct(who=ids[a1], action="update_maps")
    assert repl.parse(game, "camp on") == cmd.CampOn()
    assert repl.parse(game, f"burn {a1} {a2} resolve") == cmd.Burn(
        who=ids[a1], mate=ids[a2], mend="resolve"
    )


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("burn", "who burns"),
        ("camp nobody patrol", "no adventurer called"),
        ("camp a1", "say who does what"),
        ("camp a1 train a2 9", "mastered at 7 XP"),
    ],
)
def test_bad_camp_words_get_a_reason(line: str, why: str) -> None:
    game = below()
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match=why):
        repl.parse(game, line)


def test_camp_shows_who_may_do_what_and_why_not() -> None:
    game = below()
    assert "not in camp" in narrate.camp_status(game)
    game.execute(cmd.Camp())
    shown = narrate.camp_status(game)
    first = game.guild.in_marching_order()[0]
    assert first.name in shown and "may:" in shown
    assert "not Read a Book: no book with a subject is carried (p. 137)" in shown
    game.execute(cmd.CampAct(who=first.id, action="patrol"))
    assert f"{first.name}: Patrol" in narrate.camp_status(game)
