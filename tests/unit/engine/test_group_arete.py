"""Iron Beards, Underfoot and Colossal meet a group test the player calls (``group
ATTRIBUTE``, p. 11): each tester's part is a test of fate of their own, so the talent (p. 61)
saves a tester's failed card for 1 Resolve, or makes it a success when named before the draw."""

from __future__ import annotations

from tests.unit.engine.test_city import sheet
from tests.unit.engine.test_crawl import of, stack
from tests.unit.engine.test_dying import game_below
from tests.unit.engine.test_outright import arete
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.rules import elections, wound_order
from worm.text import repl

LOW = ("Two of Cups", "Three of Cups")
"""Two low cards: each tester's Pentacles test fails (p. 8), neither a great failure."""


def hauling(*, resolve: int = 2, asking: bool = False) -> Game:
    """a1 the most qualified at Pentacles (a dwarf with Iron Beards and ``resolve``), a2 the
    least; two low cards next on the minor deck; ``asking``: a player's guild (p. 124)."""
    game = game_below()
    for a in game.guild.adventurers:
        rating = {"a1": 4, "a2": 1}.get(a.id, 2)
        sheet(game, a.id, attributes=a.attributes.model_copy(update={"pentacles": rating}))
    arete(game, "a1", "iron_beards", resolve)
    if asking:
        game.guild = wound_order.asking(game.guild)
    stack(game, minor=LOW)
    return game


def parts(events: list[ev.Event]) -> dict[str, str]:
    return {f.who: f.outcome for f in of(events, ev.Fate)}


def group(events: list[ev.Event]) -> ev.GroupTest:
    (done,) = of(events, ev.GroupTest)
    return done


def test_without_a_talent_both_parts_fail() -> None:
    """p. 11: two failed cards, no hits: the group test fails (the precondition of the rest)."""
    game = hauling(resolve=0)
    events = game.execute(cmd.GroupTest(attribute="pentacles", task="haul the cart up the ramp"))
    assert set(parts(events).values()) == {"failure"}
    assert group(events).hits == 0


def test_the_bots_dwarf_saves_its_part_for_one_resolve() -> None:
    """p. 61: the dwarf's failed card in a test of strength succeeds for 1 Resolve (the bot's
    guild keeps one back, so spends one of two): one hit of two, a tight spot."""
    game = hauling()
    events = game.execute(cmd.GroupTest(attribute="pentacles", task="haul the cart up the ramp"))
    dwarf = game.guild.adventurer("a1")
    assert parts(events)[dwarf.name] == "success"
    assert group(events).hits == 1 and dwarf.resolve == 1


def test_a_task_the_talent_does_not_bear_on_keeps_its_cards() -> None:
    game = hauling()
    events = game.execute(cmd.GroupTest(attribute="pentacles", task="recall the old map"))
    assert group(events).hits == 0 and game.guild.adventurer("a1").resolve == 2


def test_a_players_dwarf_is_asked_before_the_push_and_says_yes() -> None:
    """p. 61 with p. 9: the failed card could be pushed, so the player is asked first whether
    the talent saves it (instead of the push the command declared)."""
    game = hauling(asking=True)
    game.execute(repl.parse(game, "group pentacles push haul the cart up the ramp"))
    assert game.asked is not None and game.asked.ways == elections.ways("iron_beards")
    events = game.execute(repl.parse(game, "yes"))
    dwarf = game.guild.adventurer("a1")
    assert game.asked is None and parts(events)[dwarf.name] == "success"
    assert dwarf.resolve == 1


def test_a_players_dwarf_says_no_and_pushes_as_declared() -> None:
    game = hauling(asking=True)
    game.execute(cmd.GroupTest(attribute="pentacles", task="haul the cart", push="most"))
    assert game.asked is not None
    events = game.execute(repl.parse(game, "no"))
    dwarf = game.guild.adventurer("a1")
    (mine,) = [f for f in of(events, ev.Fate) if f.who == dwarf.name]
    assert mine.pushed and dwarf.resolve == 2


def test_named_before_the_draw_the_part_succeeds_unasked() -> None:
    """``ready a1 iron beards`` (p. 61): the dwarf's part of the group test succeeds whatever
    the card, for 1 Resolve, and nobody is asked."""
    game = hauling(asking=True)
    game.execute(cmd.Ready(who="a1", talent="iron_beards"))
    events = game.execute(cmd.GroupTest(attribute="pentacles", task="haul the cart"))
    dwarf = game.guild.adventurer("a1")
    assert game.asked is None and parts(events)[dwarf.name] == "success"
    assert dwarf.resolve == 1 and game.readied == ()
