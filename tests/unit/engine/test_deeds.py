"""Step 2 of the City Phase (p. 149): the oldest deed erased, the expedition's deeds written,
five at most, and Fame their number (p. 46), judged by the policy ``worm.gm.deeds``."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import ending
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import deeds
from worm.model.city import Feat
from worm.text import narrate, repl

from .fight_kit import fight
from .test_crawl import WALK, below, of

OLD = ("a", "b", "c", "d", "e")


def great(game: Game) -> str:
    """The id of a treasure worth at least ``deeds.GREAT_WORTH``."""
    return next(t.id for t in game.pack.treasure.values() if t.value >= deeds.GREAT_WORTH)


def small(game: Game) -> str:
    return next(t.id for t in game.pack.treasure.values() if t.value < deeds.GREAT_WORTH)


def out(game: Game) -> list[ev.Event]:
    """Climb out: the City Phase runs to upkeep."""
    events = game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    return events


def written(events: list[ev.Event]) -> list[str]:
    return [g.why for g in of(events, ev.Gm) if g.why.startswith("a noteworthy deed")]


def test_nothing_noteworthy_erases_the_oldest_deed_and_fame_drops_by_one() -> None:
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"deeds": ("a", "b")})
    events = out(game)
    assert game.guild.deeds == ("b",) and game.guild.fame == 1
    assert any("oldest deed: a" in g.why for g in of(events, ev.Gm))
    assert written(events) == []
    assert any("Fame 2 → 1" in n.text for n in of(events, ev.Narration))


def test_a_treasure_of_great_worth_is_a_deed_and_a_small_one_is_not() -> None:
    game = below(WALK)
    game.loot = (great(game), small(game))
    game.guild = game.guild.model_copy(update={"deeds": ("old",)})
    events = out(game)
    name = game.pack.treasure[great(game)].name
    assert game.guild.fame == 1 and name in game.guild.deeds[0]
    assert len(written(events)) == 1
    assert all(g.rule == "p. 149" for g in of(events, ev.Gm) if "deed" in g.why)


def test_deeds_are_written_after_the_oldest_is_erased_five_at_most() -> None:
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"deeds": OLD})
    game.feats = tuple(Feat("way", f"forged a new way into level {n}") for n in range(2, 9))
    out(game)
    assert game.guild.fame == 5
    assert game.guild.deeds == tuple(f"forged a new way into level {n}" for n in range(2, 7))


def test_new_deeds_push_out_the_oldest_beyond_five() -> None:
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"deeds": OLD})
    game.feats = (Feat("lord", "slew the Ogre, lord of somewhere"),)
    out(game)
    assert game.guild.deeds == ("b", "c", "d", "e", "slew the Ogre, lord of somewhere")
    assert game.guild.fame == 5


def test_the_judge_ranks_lords_before_ways_before_treasures_and_counts_each_once() -> None:
    feats = (
        Feat("treasure", "t"),
        Feat("way", "w"),
        Feat("lord", "l"),
        Feat("way", "w"),
    )
    assert deeds.judge(feats, 5) == ("l", "w", "t")
    assert deeds.judge(feats, 2) == ("l", "w")
    assert deeds.treasure("a cup", deeds.GREAT_WORTH - 1) is None


def test_a_level_first_entered_by_a_known_entrance_is_a_new_way() -> None:
    game = Game.new(1)  # seed 1: level 2 has a known surface entrance
    events = game.execute(cmd.Delve(level=2))
    name = game.world.levels[1].seed.name
    assert game.feats == (deeds.way_forged(name),)
    assert any(g.rule == "p. 149" and name in g.why for g in of(events, ev.Gm))
    game.execute(cmd.Take(way="out"))
    assert game.guild.deeds == (f"forged a new way into {name}",)
    assert game.feats == ()


def test_the_main_entrance_forges_no_new_way() -> None:
    game = Game.new(1)
    game.execute(cmd.Delve())
    assert game.feats == ()


def test_a_challenge_won_in_the_lord_room_slays_the_dungeon_lord() -> None:
    game = fight()
    lord = next(r for r, s in enumerate(game.level.stock) if s.lord)
    game.meeting = replace(game.meeting, room=lord)
    game.challenge = replace(game.challenge, room=lord)
    ending.finish(game, "victory", "the foes are beaten")
    name = game.level.seed.name
    assert [f.kind for f in game.feats] == ["lord"]
    assert game.feats[0].text.endswith(f"lord of {name}")
    assert any(g.rule == "p. 149" and "slew" in g.why for g in of(game.log.events, ev.Gm))


def test_a_challenge_won_elsewhere_slays_no_lord() -> None:
    game = fight()
    ending.finish(game, "victory", "the foes are beaten")
    assert game.feats == ()


def test_the_city_status_and_the_roster_show_the_deeds_and_what_fame_means() -> None:
    game = below(WALK)
    game.feats = (Feat("lord", "slew the Ogre, lord of somewhere"),)
    out(game)
    status = narrate.city_status(game)
    assert "Fame 1 of 5" in status and deeds.meaning(1) in status
    assert "1. slew the Ogre" in status
    shown = repl.parse(game, "guild")
    assert isinstance(shown, str)
    assert "slew the Ogre" in shown and deeds.meaning(1) in shown
