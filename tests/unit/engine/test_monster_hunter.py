"""Monster Hunter (p. 70): a specialization named as a City Action; Attacks against it have
favor, and each such Attack is a use of the talent (1 XP in training, p. 33). The fight is
seed 2's against the stand-in creature (``forest_imps``, made from the bestiary's imp)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import STAND_IN, accounted, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import acts, hand, key, lay, name_of, play, ready
from tests.unit.engine.test_challenge_actions import turn as turn_of
from tests.unit.engine.test_city_actions import city as acting
from tests.unit.engine.test_crawl import of
from worm.engine import autocity
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import hunters
from worm.model.adventurer import Talent
from worm.rules import monster_hunter
from worm.text import cityacts

pytestmark = pytest.mark.usefixtures("goblins")

FAVOR = "Monster Hunter against"


def hunter(game: Game, who: str, quarry: str | None, state: str = "in_training") -> str:
    a = game.guild.adventurer(who)
    talents = tuple(t for t in a.talents if t.id != monster_hunter.TALENT)
    talents = (*talents, Talent(id=monster_hunter.TALENT, state=state))  # type: ignore[arg-type]
    game.set_adventurer(a.model_copy(update={"talents": talents, "quarry": quarry, "xp": 3}))
    return who


def attack(quarry: str | None) -> tuple[Game, list[str], int]:
    """Gunhild, a Monster Hunter in training hunting ``quarry``, Attacks the stand-in: the
    Attack's reasons and the XP the talent cost her."""
    game = ready()
    hunter(game, key(game, "Gunhild"), quarry)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Five of Swords")
    turn_of(game, "Gunhild")
    events = play(game, "Gunhild", "Five of Swords", "Attack", target="foes.1")
    (done,) = acts(events, "Attack", name_of(game, "Gunhild"))
    accounted(game)
    paid = [e for e in of(events, ev.Xp) if e.who == done.who and "Monster Hunter" in e.reason]
    return game, list(done.reasons), sum(e.change for e in paid)


@pytest.mark.parametrize("quarry", [STAND_IN, "giggling_imps"], ids=["the kind", "same stock"])
def test_an_attack_on_the_quarry_has_favor_and_costs_an_xp_in_training(quarry: str) -> None:
    _, reasons, xp = attack(quarry)
    assert any(FAVOR in r for r in reasons), reasons
    assert xp == -1  # p. 33: 1 XP a use in training


@pytest.mark.parametrize("quarry", [None, "dire_wolves"], ids=["none named", "another kind"])
def test_no_favor_and_no_xp_against_anything_else(quarry: str | None) -> None:
    _, reasons, xp = attack(quarry)
    assert not any(FAVOR in r for r in reasons)
    assert xp == 0


def test_the_quarry_is_named_as_a_city_action_and_the_text_game_types_it() -> None:
    game = acting()
    who = hunter(game, "a1", None)
    command = cityacts.parse(game, ["a1", "quarry", "Zombies"])
    assert command == cmd.CityAct(who="a1", action="quarry", what="Zombies")
    game.execute(command)
    assert game.guild.adventurer(who).quarry == "zombies"
    assert game.city is not None and game.city.action_of(who) == "Name a Hated Foe"
    assert game.guild.adventurer(who).xp == 3  # naming is no use of the talent
    with pytest.raises(IllegalCommand, match="already taken a City Action"):
        game.execute(cmd.CityAct(who=who, action="quarry", what="dire wolves"))


def test_one_without_the_talent_cannot_name_a_quarry() -> None:
    game = acting()
    a = game.guild.adventurer("a1")
    talents = tuple(t for t in a.talents if t.id != monster_hunter.TALENT)
    game.set_adventurer(a.model_copy(update={"talents": talents}))
    with pytest.raises(IllegalCommand, match="does not know Monster Hunter"):
        game.execute(cmd.CityAct(who="a1", action="quarry", what="zombies"))


def test_the_hated_foe_follows_the_creatures_theme() -> None:
    assert hunters.foe("undead") == "Undead Hunter" and hunters.foe("man") == "Man Hunter"


@pytest.mark.parametrize("quarry", [None, "ogres"], ids=["none yet", "one never slain"])
def test_the_bot_names_the_kind_the_guild_slew_last(quarry: str | None) -> None:
    """Policy ``worm.gm.hunters.bots_quarry``: a quarry named at creation that the guild has
    never slain gives way too."""
    game = acting()
    hunter(game, "a1", quarry)
    game.guild = game.guild.model_copy(update={"slain": ("zombies", "dire_wolves")})
    taken = []
    while (command := autocity.next_action(game, set())) is not None:
        taken.append(command)
        game.execute(command)
    assert cmd.CityAct(who="a1", action="quarry", what="dire_wolves") in taken
    assert game.guild.adventurer("a1").quarry == "dire_wolves"
