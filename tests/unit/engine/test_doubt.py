"""The Yellow King's "Do You Doubt Me, Traitor?" (p. 269): when he takes damage the GM may
discard a greater doom, outside the one card a turn, and the one who struck him crosses a line
off their sheet (a talent, a motif, the name) until the end of their next Camp Phase. The
player chooses the line; the autoplay guild's choice, and when the King discards, are the
GM's policies (``worm.gm.doubt``).

The stand-in monster fights as the book's goblins (``fight_kit``) given the doom; seed 5's
guild, all in the first zone.
"""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_challenge_actions import hand, turn
from tests.unit.engine.test_challenge_actions import play as play_card
from tests.unit.engine.test_creature_dooms import (  # noqa: F401  (fixtures)
    doom,
    fighting_as,
    foe,
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import autoplay, recovery
from worm.engine import commands as cmd
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import doubt as policy
from worm.model.adventurer import Talent
from worm.model.challenge import GM
from worm.rules import crossed_off
from worm.saves import savefile
from worm.text import narrate, woundwords
from worm.ui import panels

DOOM = crossed_off.DOOM
STAR, SUN = tarot.card_named("The Star"), tarot.card_named("The Sun")


def king(  # type: ignore[no-untyped-def]
    fighting_as,  # noqa: F811
    *,
    doubts: bool = True,
    greater: tuple[str, ...] = ("The Star", "The Sun"),
) -> Game:
    game = ready()
    fighting_as(greater=(doom(game, "lich_yellow_king", DOOM),) if doubts else ())
    give(game, GM, *greater)
    return game


def struck_by_patty(game: Game) -> str:
    patty = member(game, "Patty")
    harm.harm_foe(game, foe(game), 1, by=patty)
    return patty


def test_the_king_discards_his_lowest_greater_doom_and_the_striker_crosses_a_line_off(
    fighting_as,  # noqa: F811
) -> None:
    game = king(fighting_as)
    mark = len(game.log.events)
    patty = struck_by_patty(game)
    a = game.guild.adventurer(patty)
    assert a.crossed == (
        policy.line_for(a, crossed_off.lines(a.model_copy(update={"crossed": ()}))),
    )
    assert game.challenge.hand(GM) == (SUN,)  # the Star discarded, outside the turn's card
    assert game.decks.major.top_discard == STAR
    assert any(DOOM in r for r in rulings(game.log.events[mark:], "p. 269"))


@pytest.mark.parametrize(
    ("doubts", "greater"), [(False, ("The Star", "The Sun")), (True, ("The Sun",))]
)
def test_no_doubt_without_the_doom_or_a_greater_card_to_spare(
    fighting_as,  # noqa: F811
    doubts: bool,
    greater: tuple[str, ...],
) -> None:
    """Policy: the King keeps one greater doom for his own turn."""
    game = king(fighting_as, doubts=doubts, greater=greater)
    patty = struck_by_patty(game)
    assert game.guild.adventurer(patty).crossed == ()
    assert len(game.challenge.hand(GM)) == len(greater)


def test_a_crossed_off_talent_cannot_be_used_and_comes_back_at_the_end_of_camp() -> None:
    game = ready()
    patty = member(game, "Patty")
    a = game.guild.adventurer(patty)
    talent = a.talents[0].id
    crossed = crossed_off.cross(a, f"talent:{talent}")
    assert crossed.talent(talent) is not None and crossed.usable(talent) is None
    assert f"talent:{talent}" not in crossed_off.lines(crossed)
    with pytest.raises(IllegalCommand, match="no line"):
        crossed_off.cross(crossed, f"talent:{talent}")
    game.set_adventurer(crossed)
    recovery._uncross(game)
    assert game.guild.adventurer(patty).usable(talent) is not None
    assert any("back" in r for r in rulings(game.log.events, "p. 269"))


def test_a_crossed_off_motif_cannot_be_invoked() -> None:
    game = ready()
    patty = member(game, "Patty")
    a = crossed_off.cross(game.guild.adventurer(patty), "motif:1")
    game.set_adventurer(a)
    assert crossed_off.open_motifs(a) == a.motifs[1:]
    with pytest.raises(IllegalCommand, match="crossed off"):
        game.execute(cmd.TestFate(who=patty, attribute="swords", task="climb", motif=0))


def test_the_autoplay_guild_crosses_off_the_name_first_then_a_motif() -> None:
    a = ready().guild.adventurer("a1")
    mastered = tuple(t.model_copy(update={"state": "mastered"}) for t in a.talents)
    trained = Talent(id="sneak", state="in_training")
    a = a.model_copy(update={"talents": (*mastered, trained)})
    lines = crossed_off.lines(a)
    assert policy.line_for(a, lines) == crossed_off.NAME
    rest = tuple(line for line in lines if line != crossed_off.NAME)
    assert policy.line_for(a, rest) == "motif:3"
    talents = tuple(line for line in lines if line.startswith("talent:"))
    assert policy.line_for(a, talents) == "talent:sneak"  # one in training first


def test_the_player_chooses_the_line_the_text_game_and_terminal_show_it_and_it_saves(
    fighting_as,  # noqa: F811
) -> None:
    """A player's guild (its order of Wounds says ``ask``) is asked which line, as a Wound is;
    the blow is played again with the answer, the sheet and side panel show the X."""
    game = king(fighting_as)
    patty = member(game, "Patty")
    a = game.guild.adventurer(patty)
    game.set_adventurer(a.model_copy(update={"wound_order": ("ask",)}))
    turn(game, "Patty")
    hand(game, "Patty", "King of Swords")
    play_card(game, "Patty", "King of Swords", "Attack", target=foe(game))
    asked = game.asked
    assert asked is not None, "precondition: Patty's King of Swords lands on the King"
    assert crossed_off.asks(asked.ways)
    with pytest.raises(IllegalCommand, match=r"which line .* crosses off \(p\. 269\)"):
        game.execute(cmd.WoundOrder(who=patty, order=()))  # nothing else until it is answered
    assert f"{crossed_off.WAY}motif:2" in asked.ways
    number = asked.ways.index(f"{crossed_off.WAY}motif:2") + 1
    answer = woundwords.answer(game, str(number))
    assert answer == cmd.TakeWound(who=patty, way=f"{crossed_off.WAY}motif:2")
    assert isinstance(autoplay.Autoplay().next(game), cmd.TakeWound)  # the bot can answer too
    game.execute(answer)
    a = game.guild.adventurer(patty)
    assert a.crossed == ("motif:2",)
    motif = a.motifs[1]
    assert f"X the motif {motif!r}" in panels.conditions(a)
    assert f"Crossed off: the motif {motif!r}" in narrate.sheet(a, game.pack, width=None)
    saved = savefile.make(game.snapshot())
    again = savefile.SaveFile.model_validate_json(saved.model_dump_json())
    assert again.state.guild.adventurer(patty).crossed == ("motif:2",)
