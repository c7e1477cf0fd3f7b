"""A thief run after wins back what it really took (policy ``worm.gm.travel_events.recovering``,
pp. 91, 178; play-test of session 15): the clever rat's purse chase is not offered when the one
robbed carried no gold or the guild, moving carefully, was never robbed, and it wins back no
more than was lost."""

from __future__ import annotations

from typing import Any

from worm.content.interaction import GainGold
from worm.engine import commands as cmd
from worm.engine import crawl
from worm.engine.session import Game
from worm.gm import travel_events
from worm.model.guild import Guild

from .test_crawl import WALK, below
from .test_one_option import TRAVEL

RAT = "tax_clever_rat"


def _rat(game: Game) -> dict[str, Any]:
    return game.pack.meatgrinder[RAT].model_dump(mode="json", exclude_none=True)


def _rear_has(game: Game, gold: int) -> str:
    """The last in the marching order (whom the rat robs) carries ``gold``; the rest none."""
    rear = game.guild.in_marching_order()[-1]
    for a in game.guild.adventurers:
        game.set_adventurer(a.model_copy(update={"gold": gold if a.id == rear.id else 0}))
    return rear.id


def _purse(guild: Guild) -> int:
    return sum(a.gold for a in guild.adventurers)


def test_the_book_entry_takes_five_gold_from_the_rear_and_offers_a_search() -> None:
    entry = _rat(below(WALK, 6))
    assert entry["outcomes"] == [{"effect": "lose_gold", "count": 5, "who": "rear"}]
    assert entry["interactions"][0]["on_success"][0]["count"] == 5


def test_with_no_gold_taken_there_is_nothing_to_chase() -> None:
    game = below(WALK, 6)
    _rear_has(game, 0)
    assert crawl.play_entry(game, TRAVEL, _rat(game)) != "choice"
    assert game.choice is None
    assert _purse(game.guild) == 0


def test_moving_carefully_the_guild_is_not_robbed_and_not_asked() -> None:
    game = below(WALK, 6)
    _rear_has(game, 20)
    game.execute(cmd.Careful(on=True))
    assert crawl.play_entry(game, TRAVEL, _rat(game)) != "choice"
    assert game.choice is None and _purse(game.guild) == 20


def test_three_gold_taken_three_gold_to_win_back() -> None:
    game = below(WALK, 6)
    _rear_has(game, 3)
    assert crawl.play_entry(game, TRAVEL, _rat(game)) == "choice"
    assert _purse(game.guild) == 0
    assert game.choice is not None
    search = game.choice.options[0]
    found = [o for o in search.on_success if isinstance(o, GainGold)]
    assert [o.count for o in found] == [3]
    assert game.choice.options[-1] is travel_events.LET_BE


def test_a_full_purse_taken_is_a_full_purse_to_win_back() -> None:
    game = below(WALK, 6)
    _rear_has(game, 40)
    assert crawl.play_entry(game, TRAVEL, _rat(game)) == "choice"
    assert _purse(game.guild) == 35
    assert game.choice is not None
    found = [o for o in game.choice.options[0].on_success if isinstance(o, GainGold)]
    assert [o.count for o in found] == [5]
