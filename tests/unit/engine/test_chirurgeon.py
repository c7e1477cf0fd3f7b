"""Chirurgeon (p. 78): a poultice spent by one who knows it Heals someone — any Wound, no test,
never Stressed — in the Crawl (``tend``), in a Challenge (Use Item) and by the autoplay bot."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dying import game_below, struck_down
from worm.engine import autoplay, kit, wounds
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.rules import conditions


def chirurgeon(game: Game, who: str, state: str | None = "mastered", poultices: int = 1) -> None:
    """``who`` knows Chirurgeon in ``state`` (None: not at all) and carries ``poultices``."""
    a = game.guild.adventurer(who)
    known = () if state is None else (Talent(id="chirurgeon", state=state),)  # type: ignore[arg-type]
    talents = (*(t for t in a.talents if t.id != "chirurgeon"), *known)
    a, _ = kit.lose(a, "poultice", kit.count(a, "poultice"))
    a, placed = kit.gain(a, "poultice", poultices, game.pack)
    assert placed == poultices
    game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": talents}))


def injure(game: Game, who: str) -> None:
    wounds.wound(game, game.guild.adventurer(who), critical=True, cause="a falling block")
    assert game.guild.adventurer(who).conditions.injured


def test_a_chirurgeons_poultice_heals_an_injured_guild_mate_without_a_test() -> None:
    game = game_below()
    chirurgeon(game, "a2")
    injure(game, "a1")
    events = game.execute(cmd.Tend(who="a2", patient="a1"))
    assert not game.guild.adventurer("a1").conditions.injured
    assert kit.count(game.guild.adventurer("a2"), "poultice") == 0
    assert not [e for e in events if isinstance(e, ev.Fate)]  # no test: a Heal (p. 12)
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 78" for e in events)


def test_without_the_talent_a_poultice_is_only_for_the_dying() -> None:
    game = game_below()
    chirurgeon(game, "a2", None)
    injure(game, "a1")
    with pytest.raises(IllegalCommand, match="not at Death's Door"):
        game.execute(cmd.Tend(who="a2", patient="a1"))


def test_a_chirurgeon_saves_the_dying_outright_and_leaves_them_injured() -> None:
    game = game_below()
    chirurgeon(game, "a2")
    struck_down(game)
    game.execute(cmd.Tend(who="a2", patient="a1"))
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.deaths_door and a1.active and a1.conditions.stressed  # p. 126
    assert a1.conditions.injured and game.pending is None


def test_chirurgeon_never_clears_stressed() -> None:
    game = game_below()
    chirurgeon(game, "a2")
    a1 = game.guild.adventurer("a1")
    game.guild = game.guild.with_adventurer(conditions.stress(a1))
    with pytest.raises(IllegalCommand, match="never clears Stressed"):
        game.execute(cmd.Tend(who="a2", patient="a1"))
    assert kit.count(game.guild.adventurer("a2"), "poultice") == 1


def test_chirurgeon_in_training_costs_an_xp_a_use() -> None:
    game = game_below()
    chirurgeon(game, "a2", "in_training")
    a2 = game.guild.adventurer("a2")
    game.guild = game.guild.with_adventurer(a2.model_copy(update={"xp": 2}))
    injure(game, "a1")
    game.execute(cmd.Tend(who="a2", patient="a1"))
    assert game.guild.adventurer("a2").xp == 1  # p. 33


def test_the_bot_heals_an_injured_guild_mate_with_its_chirurgeon() -> None:
    game = game_below()
    for a in game.guild.adventurers:
        chirurgeon(game, a.id, None, poultices=0)
    chirurgeon(game, "a3")
    injure(game, "a1")
    assert autoplay._chirurgery(game) == cmd.Tend(who="a3", patient="a1")
