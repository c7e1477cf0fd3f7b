"""The Camp in the text game's words (chapter 8): ``camp``, ``camp WHO ACTION …``, ``camp on``,
``burn …``, and what ``camp`` shows while camping."""

from __future__ import annotations

import io

import pytest

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.model.companion import Companion
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


def say(game: Game, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out) is True
    return out.getvalue()


def companion_game() -> Game:
    """Seed 2's guild below, its first adventurer a Beast Master with an old boar."""
    game = below()
    a1 = game.guild.in_marching_order()[0]
    boar = Companion(id="c1", kind="riding_boar", name="Old Hob", owner=a1.id, commands=("guard",))
    talents = (
        *[t for t in a1.talents if t.id != "beast_master"],
        Talent(id="beast_master", state="mastered"),
    )
    game.guild = game.guild.with_adventurer(a1.model_copy(update={"talents": talents}))
    game.guild = game.guild.with_companion(boar)
    return game


def test_teach_is_beast_masters_camp_use() -> None:
    """p. 78: 'camp WHO teach ANIMAL COMMAND [instead OLD]' teaches a companion, played."""
    game = companion_game()
    a1 = game.guild.in_marching_order()[0]
    first = a1.name.split()[0]
    game.execute(cmd.Camp())
    assert repl.parse(game, f"camp {first} teach old hob sic em instead guard") == cmd.CampAct(
        who=a1.id,
        action="use_a_talent",
        what="beast_master",
        animal="c1",
        command="sic em",
        forget="guard",
    )
    out = say(game, f"camp {first} teach Old Hob do a trick")
    assert "Do a Trick" in out
    assert game.guild.companion("c1").commands == ("guard", "do_a_trick")
    assert "'camp WHO teach ANIMAL COMMAND" in say(game, "camp")
    assert "Old Hob" in narrate.sheet(game.guild.adventurer(a1.id), game.pack, guild=game.guild)


@pytest.mark.parametrize(
    "line",
    [
        "camp {who} teach",
        "camp {who} teach Old Hob juggle",
        "camp {who} teach Rex fetch",
        "burn {who} Rex",
        "camp {who} teach old hob heel instead",
    ],
)
def test_bad_teaching_words_get_a_no_not_a_traceback(line: str) -> None:
    game = companion_game()
    first = game.guild.in_marching_order()[0].name.split()[0]
    game.execute(cmd.Camp())
    out = say(game, line.format(who=first))
    assert "Traceback" not in out and out.strip()


def test_burn_for_a_companion_by_name() -> None:
    game = companion_game()
    a1 = game.guild.in_marching_order()[0]
    assert repl.parse(game, f"burn {a1.name.split()[0]} old hob") == cmd.Burn(
        who=a1.id, animal="c1"
    )
