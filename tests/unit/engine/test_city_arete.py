"""Iron Beards, Underfoot and Colossal meet a City Event's test (p. 61): the City never pushes
its tests (policy, p. 9), but a failed one the talent bears on succeeds for 1 Resolve — the
player asked then and there in a player's guild, the GM's policy in the bot's."""

from __future__ import annotations

from tests.unit.engine.test_city import sheet
from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_city_events import read
from tests.unit.engine.test_crawl import WALK, below, of, stack
from tests.unit.engine.test_district_actions import having
from tests.unit.engine.test_outright import arete
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import city_tests
from worm.gm import talents as talent_policy
from worm.rules import elections, wound_order
from worm.text import answers, repl

LOW = "Two of Cups"
"""A card no Swords rating here lifts to 14: the test fails (p. 8)."""


def brawl(*, talent: str | None = "iron_beards", resolve: int = 2, asking: bool = False) -> Game:
    """A guild back at the mouth, a3 the best fighter (A Brawl falls on them, p. 160) with
    ``talent`` and ``resolve``, the brawl's card next on the major deck and a low card on the
    minor; ``asking``: a player's guild, asked at the moment (p. 124)."""
    game = below(WALK)
    for who, swords in (("a1", 1), ("a2", 1), ("a3", 2)):
        a = game.guild.adventurer(who)
        sheet(game, who, attributes=a.attributes.model_copy(update={"swords": swords}))
    if talent is not None:
        arete(game, "a3", talent, resolve)
    if asking:
        game.guild = wound_order.asking(game.guild)
    game.city_rows = ((16, "a_brawl"),)
    stack(game, major=[16], minor=[LOW])
    return game


def city_test(events: list[ev.Event]) -> ev.Fate:
    (test,) = [f for f in of(events, ev.Fate) if f.task.startswith("City Event")]
    return test


def test_without_the_talent_the_brawl_is_lost() -> None:
    """p. 160 (A Brawl): the low card fails the Swords test, and a3 is Stressed."""
    game = brawl(talent=None)
    events = game.execute(cmd.Take(way="out"))
    assert city_test(events).outcome in ("failure", "great_failure")
    assert game.guild.adventurer("a3").conditions.stressed


def test_the_bots_dwarf_spends_iron_beards_and_wins_the_brawl() -> None:
    """p. 61: 1 Resolve and the failed test is a success — no Stress; with 2 Resolve the
    bot's guild spends one (policy: one kept back)."""
    game = brawl()
    events = game.execute(cmd.Take(way="out"))
    assert read(game).entry == "a_brawl"
    assert game.asked is None  # the bot's guild is never asked
    assert city_test(events).outcome == "success"
    a3 = game.guild.adventurer("a3")
    assert a3.resolve == 1 and not a3.conditions.stressed
    assert any(g.rule == "p. 61" and "Iron Beards" in g.why for g in of(events, ev.Gm))


def test_the_bot_keeps_its_last_resolve() -> None:
    """Policy (p. 61): with 1 Resolve the bot's guild lets the card stand."""
    game = brawl(resolve=1)
    game.execute(cmd.Take(way="out"))
    a3 = game.guild.adventurer("a3")
    assert a3.resolve == 1 and a3.conditions.stressed
    assert not talent_policy.uses(a3, "iron_beards")


def test_a_talent_the_test_does_not_bear_on_is_never_asked() -> None:
    """Policy (``worm.gm.city_tests``): no City test is about keeping quiet, so Underfoot is
    not asked about a brawl, and the card stands."""
    game = brawl(talent="underfoot", asking=True)
    game.execute(cmd.Take(way="out"))
    assert game.asked is None and game.phase == "city"
    assert game.guild.adventurer("a3").conditions.stressed
    assert all(
        "underfoot" not in talent_policy.outright_for(t, "") for t in city_tests.TASKS.values()
    )


def test_a_players_dwarf_is_asked_and_says_yes() -> None:
    """p. 61 with p. 124's asking: the card fails, the game stops to ask a3's player; 'yes'
    plays the guild's return again, the test a success for 1 Resolve."""
    game = brawl(resolve=1, asking=True)
    game.execute(cmd.Take(way="out"))
    assert game.asked is not None and game.asked.ways == elections.ways("iron_beards")
    hint = answers.hint(game)
    assert hint is not None and "Iron Beards" in hint
    (asked,) = [g for g in game.log.events[-3:] if isinstance(g, ev.Gm) and g.rule == "p. 61"]
    assert "A Brawl" in asked.why and "a failure" in asked.why  # what the player answers to
    parsed = repl.parse(game, "yes")
    events = game.execute(parsed)
    assert game.phase == "city" and game.asked is None
    assert city_test(events).outcome == "success"
    a3 = game.guild.adventurer("a3")
    assert a3.resolve == 0 and not a3.conditions.stressed


def test_a_players_dwarf_says_no_and_the_card_stands() -> None:
    game = brawl(asking=True)
    game.execute(cmd.Take(way="out"))
    assert game.asked is not None
    events = game.execute(repl.parse(game, "no"))
    assert city_test(events).outcome in ("failure", "great_failure")
    a3 = game.guild.adventurer("a3")
    assert a3.resolve == 2 and a3.conditions.stressed


def test_a_word_said_beforehand_answers_without_asking() -> None:
    """``elect WHO iron beards no``: the player's standing word; nobody is asked."""
    game = brawl(asking=True)
    game.execute(cmd.Elect(who="a3", talent="iron_beards", choice="no"))
    game.execute(cmd.Take(way="out"))
    assert game.asked is None and game.guild.adventurer("a3").conditions.stressed


def test_a_troll_smashes_out_of_the_burning_inn_with_colossal() -> None:
    """p. 152 (A Disaster) and p. 61: the inn burns after the City Actions; the troll's failed
    Pentacles test to get out is a feat of destruction (a door smashed down), saved by
    Colossal: nothing left behind, for 1 Resolve."""
    game = below(WALK)
    arete(game, "a1", "colossal", 2)
    stack(game, major=[20])
    game.execute(cmd.Take(way="out"))
    assert read(game).entry == "a_disaster"
    stack(game, minor=[LOW, "Two of Swords", "Two of Wands"])  # one for each, all failing
    before = len(game.guild.adventurer("a1").inventory.things())
    events = game.execute(cmd.Plan())
    name = game.guild.adventurer("a1").name
    (test,) = [f for f in of(events, ev.Fate) if f.who == name and f.task.startswith("City")]
    assert test.outcome == "success"
    others = [f for f in of(events, ev.Fate) if f.who != name and f.task.startswith("City")]
    assert others and all(f.outcome in ("failure", "great_failure") for f in others)
    a1 = game.guild.adventurer("a1")
    assert a1.resolve == 1 and len(a1.inventory.things()) == before
    burnt = [i for i in of(events, ev.Item) if i.cause == "left in the fire"]
    assert burnt and name not in {i.who for i in burnt}  # the others leave gear behind


def test_a_night_on_hangmans_hill_takes_iron_beards() -> None:
    """Policy (``worm.gm.city_tests.district_task``, p. 298 with p. 61): the hill is a test of
    nerve; a failed one is saved for 1 Resolve, and the hanged give up their treasure."""
    game = having(city(), "hangmans_hill")
    game.loot = ()
    arete(game, "a2", "iron_beards", 2)
    stack(game, minor=[LOW])
    events = game.execute(cmd.CityAct(who="a2", action="hangmans_hill"))
    assert len(game.loot) == 1  # a success, whatever the card
    assert game.guild.adventurer("a2").resolve == 1
    assert any(g.rule == "p. 61" and "Iron Beards" in g.why for g in of(events, ev.Gm))
