"""Proud and Ancient's war cry (p. 51): 1 Resolve and a Speak Incantation, and the crier and
every house-mate who hears it have favor (+3, p. 10) on their next action.

Seed 2's guild against three goblins (Initiative 4) as ``test_challenge_actions`` sets it up;
Bidziil and Gunhild are made members of House Crowell by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    key,
    lay,
    name_of,
    play,
    ready,
    rulings,
    turn,
    window,
)
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine.actions import wands, war_cry
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def housed(game: Game, who: str, house: str | None = "crowell", *, talent: bool = True) -> None:
    a = game.guild.adventurer(key(game, who))
    game.set_adventurer(a.model_copy(update={"house": house, "resolve": 3}))
    teach(game, who, "proud_and_ancient", "mastered" if talent else None)


def crowell_fight() -> Game:
    """Bidziil (who cries) and Gunhild of House Crowell; Bryonie of none."""
    game = ready()
    housed(game, "Bidziil")
    housed(game, "Gunhild", talent=False)  # a house-mate hears it with or without the talent
    housed(game, "Bryonie", None, talent=False)
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    return game


def test_the_cry_costs_one_resolve_and_rouses_the_house() -> None:
    game = crowell_fight()
    hand(game, "Bidziil", "Two of Wands", "Five of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Two of Wands", "Speak Incantation", option="war cry")
    assert game.guild.adventurer(key(game, "Bidziil")).resolve == 2
    assert rulings(events, "I shall do as I will")
    roused = {f.key for f in game.challenge.side("guild") if war_cry.ROUSED in f.effects}
    assert roused == {key(game, "Bidziil"), key(game, "Gunhild")}  # not Bryonie


def test_a_roused_house_mate_strikes_with_favor_once() -> None:
    """Gunhild's minor Attack, Five of Swords, face value 5 + 3 favor = 8 (p. 10); the favor
    is spent with it."""
    game = crowell_fight()
    hand(game, "Bidziil", "Two of Wands")
    turn(game, "Bidziil")
    play(game, "Bidziil", "Two of Wands", "Speak Incantation", option="war cry")
    hand(game, "Gunhild", "Five of Swords")
    window(game, "Bidziil")
    play(game, "Gunhild", "Five of Swords", "Attack", target="foes.1", minor=True)
    events = game.execute(cmd.Pass())
    blow = acts(events, "Attack", name_of(game, "Gunhild"))[0]
    assert blow.value == 8
    assert war_cry.ROUSED not in game.challenge.fighter(key(game, "Gunhild")).effects
    accounted(game)


@pytest.mark.parametrize(
    ("house", "talent", "resolve", "why"),
    [
        ("crowell", False, 3, "takes Proud and Ancient"),
        (None, True, 3, "no house"),
        ("crowell", True, 0, "no Resolve left"),
    ],
)
def test_no_cry_without_talent_house_or_resolve(
    house: str | None, talent: bool, resolve: int, why: str
) -> None:
    game = crowell_fight()
    housed(game, "Bidziil", house, talent=talent)
    a = game.guild.adventurer(key(game, "Bidziil"))
    game.set_adventurer(a.model_copy(update={"resolve": resolve}))
    hand(game, "Bidziil", "Two of Wands")
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match=why):
        play(game, "Bidziil", "Two of Wands", "Speak Incantation", option="war cry")


def test_the_menu_offers_the_cry_only_to_one_who_can() -> None:
    game = crowell_fight()
    ch = game.challenge

    def options(who: str) -> set[str | None]:
        k = key(game, who)
        found = wands.spell_offers(game, ch.fighter(k), ch, game.guild.adventurer(k))
        return {o.option for o in found}

    assert war_cry.OPTION in options("Bidziil")
    assert war_cry.OPTION not in options("Gunhild")


def test_the_text_game_reads_speak_war_cry() -> None:
    game = crowell_fight()
    hand(game, "Bidziil", "Two of Wands")
    turn(game, "Bidziil")
    command = fightwords.play(game, "bidziil 2w speak war cry".split())
    assert isinstance(command, cmd.Play)
    game.execute(command)
    assert war_cry.ROUSED in game.challenge.fighter(key(game, "Bidziil")).effects


def test_the_bot_cries_beside_a_house_mate_and_not_alone() -> None:
    game = crowell_fight()
    ch = game.challenge
    game.challenge = ch.with_group(replace(ch.group("foes"), shown=True))
    hand(game, "Bidziil", "Two of Wands", "Ten of Swords")
    turn(game, "Bidziil")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.card) == (
        "Speak Incantation",
        war_cry.OPTION,
        "Two of Wands",
    )
    housed(game, "Gunhild", "gryphes", talent=False)
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.option == war_cry.OPTION)
