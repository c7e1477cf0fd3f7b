"""City Actions typed in the text game (pp. 156–159): 'act WHO ACTION [THING…]' and 'acts'."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from tests.unit.engine.test_city import sheet
from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_district_actions import MADRASA, having
from tests.unit.engine.test_district_specials import carrying_reagent
from worm.engine import commands as cmd
from worm.engine import ruins
from worm.model.aftermath import Aftermath
from worm.text import narrate, repl


@pytest.mark.parametrize(
    ("line", "command"),
    [
        ("act a1 bank 40", cmd.CityAct(who="a1", action="bank", amount=40)),
        ("act a1 bank -40", cmd.CityAct(who="a1", action="bank", amount=-40)),
        ("act a1 bank torch", cmd.CityAct(who="a1", action="bank", what="torch")),
        (
            "act a1 bank take rope",
            cmd.CityAct(who="a1", action="bank", what="rope", option="take"),
        ),
        ("act a1 beg", cmd.CityAct(who="a1", action="beg")),
        (
            "act a1 build statue in a busy square",
            cmd.CityAct(who="a1", action="build", what="statue in a busy square"),
        ),
        ("act a1 carouse all", cmd.CityAct(who="a1", action="carouse", option="all")),
        (
            "act a1 commission noble cloth of gold gown",
            cmd.CityAct(who="a1", action="commission", what="cloth of gold gown", option="noble"),
        ),
        ("act a1 funeral a3 2", cmd.CityAct(who="a1", action="funeral", what="a3", amount=2)),
        (
            "act a1 support best the finest meadery",
            cmd.CityAct(who="a1", action="support", what="the finest meadery", option="best"),
        ),
        (
            "act a1 support moths with the flowers with reagent",
            cmd.CityAct(
                who="a1", action="support", what="moths with the flowers", material="reagent"
            ),
        ),
        ("act a1 train aegis 2", cmd.CityAct(who="a1", action="train", what="aegis", amount=2)),
        ("act a1 Research", cmd.CityAct(who="a1", action="research")),
        (
            "act a1 camp use_a_talent war_stories",
            cmd.CityAct(who="a1", action="camp", what="use_a_talent", option="war_stories"),
        ),
        (
            "act a1 camp use_an_item leeches with a2",
            cmd.CityAct(
                who="a1", action="camp", what="use_an_item", option="leeches", partner="a2"
            ),
        ),
        (
            "act a1 camp train war_stories with a2 2",
            cmd.CityAct(
                who="a1",
                action="camp",
                what="train",
                option="war_stories",
                partner="a2",
                amount=2,
            ),
        ),
        ("act a1 camp fellowship", cmd.CityAct(who="a1", action="camp", what="fellowship")),
    ],
)
def test_the_words_become_city_actions(line: str, command: cmd.CityAct) -> None:
    assert repl.parse(city(), line) == command


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("act", "say who takes which City Action"),
        ("act a1", "say who takes which City Action"),
        ("act a1 juggle", "no City Action 'juggle'"),
        ("act nobody beg", "no adventurer called"),
        ("act a1 bank", "bank how much"),
        ("act a1 bank 99999999999", "bank how much"),
        ("act a1 build church bell", "costs 100 gold"),
        ("act a1 carouse", "brought no gold back"),
        ("act a1 camp", "which Camp Action"),
        ("act a1 camp hunt", "not to the City"),
        ("act a1 camp use_a_talent sneak", "no use for Sneak"),
        ("act a1 camp train with nobody", "no adventurer called"),
        ("act a1 camp train war_stories 99", "between 1 and 7 XP"),
        ("act a1 camp train -3", "between 1 and 7 XP"),
        ("act a1 camp with with with", "name a Camp Action"),
    ],
)
def test_bad_city_action_words_get_a_reason_never_a_traceback(line: str, why: str) -> None:
    out = io.StringIO()
    assert repl.answer(city(), line, out)
    assert out.getvalue().startswith("No: ") and why in out.getvalue()


def test_acts_lists_the_actions_and_who_may_take_them() -> None:
    game = city(gold=(60, 0, 0))
    out = io.StringIO()
    repl.answer(game, "act a1 research", out)
    shown = repl.parse(game, "acts")
    assert isinstance(shown, str)
    assert "Carouse (half or all the gold brought back, p. 156)" in shown
    assert "has taken Research" in shown and "may take: bank, beg" in shown
    assert "has taken Research" in repl.parse(game, "city")  # type: ignore[operator]


def test_nothing_in_words_builds_nothing() -> None:
    out = io.StringIO()
    repl.answer(city(gold=(500, 0, 0)), "act a1 build !!!", out)
    assert out.getvalue().startswith("No: ") and "no syllables" in out.getvalue()


def test_a_districts_own_actions_are_typed_and_listed_where_the_city_has_them() -> None:
    game = having(city(gold=(250, 0, 0)), MADRASA)
    assert repl.parse(game, "act a1 study_language Cant") == cmd.CityAct(
        who="a1", action="study_language", what="Cant"
    )
    shown = repl.parse(game, "acts")
    assert isinstance(shown, str)
    assert "study_language Study language (200 gold, p. 314)" in shown
    assert "recuperate" not in shown.split("Study language")[0]
    out = io.StringIO()
    repl.answer(game, "act a1 study_language cant", out)
    assert "learns Cant" in out.getvalue()
    assert "cant" in game.guild.adventurer("a1").languages


def test_a_district_this_city_lacks_is_refused_in_words() -> None:
    game = having(city(), MADRASA)
    out = io.StringIO()
    repl.answer(game, "act a1 recuperate", out)
    assert out.getvalue().startswith("No: ") and "no district offering" in out.getvalue()
    out = io.StringIO()
    repl.answer(game, "act a1 study_language", out)
    assert out.getvalue().startswith("No: ") and "costs 200 gold" in out.getvalue()


@pytest.mark.parametrize(
    ("line", "command"),
    [
        ("act a1 amulets 3", cmd.CityAct(who="a1", action="amulets", amount=3)),
        ("act a1 fate_honey", cmd.CityAct(who="a1", action="fate_honey")),
        ("act a1 loan 200", cmd.CityAct(who="a1", action="loan", amount=200)),
        ("act a1 fight 50", cmd.CityAct(who="a1", action="fight", amount=50)),
        (
            "act a1 harvest_reagents 2 wolf",
            cmd.CityAct(who="a1", action="harvest_reagents", amount=2, what="wolf"),
        ),
        ("act a1 seal_away rope", cmd.CityAct(who="a1", action="seal_away", what="rope")),
        (
            "act a1 spread_rumors 60 the bank is broke",
            cmd.CityAct(who="a1", action="spread_rumors", amount=60, what="the bank is broke"),
        ),
        (
            "act a1 makeover 10 braids",  # a makeover takes no count: the words are the looks
            cmd.CityAct(who="a1", action="makeover", what="10 braids"),
        ),
    ],
)
def test_the_districts_goods_loans_and_bribes_take_a_number(
    line: str, command: cmd.CityAct
) -> None:
    assert repl.parse(city(), line) == command


def test_a_loan_typed_where_the_bank_stands_is_owed_with_interest() -> None:
    game = having(city(), "centrum_bank")
    shown = repl.parse(game, "acts")
    assert isinstance(shown, str) and "loan" in shown and "Take out a loan" in shown
    for line, said in (
        ("act a1 loan", "borrow how much"),
        ("act a1 loan 99999999", "borrow how much"),
        ("act a1 amulets 2", "no district offering"),
    ):
        out = io.StringIO()
        repl.answer(game, line, out)
        assert out.getvalue().startswith("No: ") and said in out.getvalue()
    out = io.StringIO()
    repl.answer(game, "act a1 loan 100", out)
    assert "borrows 100 gold and owes 130" in out.getvalue()
    assert game.guild.adventurer("a1").debt == 130
    assert "owes the Centrum Bank 130 gold" in narrate.sheet(game.guild.adventurer("a1"), game.pack)


def test_a_nights_marks_burnt_districts_and_a_bequest_are_told_in_words() -> None:
    """Hangover (p. 157) and Hold a Funeral (p. 158) state a player must track."""
    game = city(gold=(100, 0, 0))
    marks = (Aftermath(id="wanted", detail="armed robbery"), Aftermath(id="cultist"))
    sheet(game, "a1", aftermath=marks)
    game.guild = game.guild.model_copy(update={"bequest": 2})
    homes = ruins.homes(game, game.pack.city_actions["research"])
    assert game.city is not None
    game.city = replace(game.city, burnt=tuple(q.id for q in homes))
    shown = repl.parse(game, "sheet a1")
    assert isinstance(shown, str)
    assert "The morning after: wanted by the All-Watch (armed robbery)" in " ".join(shown.split())
    status = repl.parse(game, "city")
    assert isinstance(status, str)
    assert "wanted, sworn to a cult" in status and "keeps 2 XP for the next recruit" in status
    assert f"Burnt down (p. 157): {homes[0].name}" in status
    out = io.StringIO()
    repl.answer(game, "act a1 research", out)
    assert out.getvalue().startswith("No: ") and "burnt down" in out.getvalue()
    out = io.StringIO()
    repl.answer(game, "act a1 support moths with", out)  # nothing after 'with': no traceback
    assert out.getvalue()


def test_a_camp_action_typed_in_the_city_is_played() -> None:
    """p. 156: 'act WHO camp fellowship' charges both Bonds by the Camp's rules (p. 137)."""
    game = city()
    out = io.StringIO()
    assert repl.answer(game, "act a1 camp fellowship with a2", out)
    assert "Fellowship" in out.getvalue()
    assert game.city is not None and game.city.action_of("a1") == "A Camp Action: Fellowship"


def test_a_prosthetic_is_fitted_in_words_where_the_shrine_of_teeth_stands() -> None:
    game = having(city(), "shrine_of_teeth")
    out = io.StringIO()
    repl.answer(game, "act a1 fit_prosthetics", out)
    assert "lost no limb" in out.getvalue()
    sheet(game, "a1", aftermath=(Aftermath(id="handless"),))
    assert "one hand" in repl.parse(game, "sheet a1")  # type: ignore[operator]
    repl.answer(game, "act a1 fit_prosthetics", out)
    assert not game.guild.adventurer("a1").aftermath
    assert "hook" in out.getvalue()


def test_the_labyrinth_is_typed_and_noted_until_the_guild_goes_down() -> None:
    game = having(city(), "labyrinth")
    out = io.StringIO()
    repl.answer(game, "act a1 enter_the_underworld", out)
    assert "down the labyrinth" in repl.parse(game, "city")  # type: ignore[operator]
    repl.answer(game, "act a2 enter_the_underworld", out)
    assert "already goes down by the Labyrinth" in out.getvalue()
    repl.answer(game, "delve", out)
    assert game.phase != "city" and "the Labyrinth" in out.getvalue()


def test_loot_the_market_refuses_is_fenced_in_words() -> None:
    game = having(city(), "curio_curia")
    out = io.StringIO()
    repl.answer(game, "act a1 fence_goods", out)
    assert "nothing the Market refuses" in out.getvalue()
    assert game.city is not None
    game.loot = game.kept = ("jade_figurine",)
    game.city = replace(game.city, unsold=("jade_figurine",))
    repl.answer(game, "act a1 fence_goods jade figurine", out)
    assert "fences jade figurine for 40 gold" in out.getvalue()
    assert game.loot == ()


def test_a_monsters_meat_is_taken_to_dinner_and_to_the_orcs_in_words() -> None:
    game = having(city(gold=(0, 50, 0)), "lichyard_market", "kobalosgaard")
    out = io.StringIO()
    repl.answer(game, "act a1 kinseys", out)
    assert "no reagent" in out.getvalue()
    for who in ("a1", "a2"):
        carrying_reagent(game, who)
    repl.answer(game, "act a1 kinseys", out)
    assert "the table shares" in out.getvalue()
    repl.answer(game, "act a2 blood_feast", out)
    nickname = game.guild.adventurer("a2").nickname
    assert nickname and f"the orcs call them {nickname}" in repl.parse(game, "sheet a2")  # type: ignore[operator]


def test_hangmans_hill_is_typed_where_the_city_has_it() -> None:
    game = having(city(), "hangmans_hill")
    out = io.StringIO()
    repl.answer(game, "act a1 hangmans_hill", out)
    assert "Explore Hangman's Hill" in out.getvalue()
    assert game.city is not None and game.city.action_of("a1") == "Explore Hangman's Hill"


def test_a_mutation_is_typed_in_the_sewer() -> None:
    game = having(city(), "cloaca_maxima")
    out = io.StringIO()
    repl.answer(game, "act a1 mutation", out)
    assert "climbs out of the sewer changed" in out.getvalue()
