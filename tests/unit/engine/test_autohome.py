"""When the autoplay guild turns for home (``worm.engine.autohome``): once the expedition has
earned it, never at once for what the City left behind (pp. 141, 154, 178)."""

from __future__ import annotations

from worm.engine import autohome, kit
from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer

SEED = 2


def _set(game: Game, who: str, **conditions: bool) -> None:
    a = game.guild.adventurer(who)
    game.set_adventurer(
        a.model_copy(update={"conditions": a.conditions.model_copy(update=conditions)})
    )


def _left_by_the_city(game: Game) -> None:
    """Everyone comes out of the City Stressed (a destitute upkeep, p. 154)."""
    for a in game.guild.adventurers:
        _set(game, a.id, stressed=True)


def _steps(game: Game, bot: Autoplay, most: int) -> list[cmd.Command]:
    sent: list[cmd.Command] = []
    while len(sent) < most and game.phase != "city":
        command = bot.next(game)
        if command is None:
            break
        sent.append(command)
        try:
            game.execute(command)
        except IllegalCommand:  # a refusal: the bot notes it as autoplay.run does
            bot.refused(game, command)
    return sent


def _fed(a: Adventurer) -> bool:
    return kit.count(a, "ration") >= 1


def test_a_guild_stressed_by_the_city_camps_before_it_would_turn_back() -> None:
    game = Game.new(SEED)
    _left_by_the_city(game)
    game.execute(cmd.Delve())
    assert all(_fed(a) for a in game.guild.adventurers)
    bot = Autoplay()
    first = bot.next(game)
    assert first == cmd.Camp()  # Stressed clears in camp (p. 141), not in the City
    assert not bot.homeward and bot.why_home is None
    game.execute(first)
    while game.phase == "camp":
        command = bot.next(game)
        assert command is not None
        game.execute(command)
    assert not any(a.conditions.stressed for a in game.guild.adventurers if a.active)
    sent = _steps(game, bot, 40)  # a later camp, fights or the food may send it home in time
    assert game.phase != "city", "the camped guild went straight back up"
    assert any(isinstance(c, cmd.Go) for c in sent)  # it went on exploring


def test_a_guild_mate_lost_on_an_earlier_delve_does_not_send_the_rest_home() -> None:
    game = Game.new(SEED)
    _set(game, "a3", dead=True)
    game.execute(cmd.Delve())
    bot = Autoplay()
    sent = _steps(game, bot, 40)
    # it delves on; it may still turn back later for another reason (loot enough, say)
    assert bot.why_home != "someone is lost"
    assert sum(isinstance(c, cmd.Go) for c in sent) >= 3  # it went on exploring


def test_a_loaded_hurt_guild_goes_home() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    bot = Autoplay()
    bot.next(game)  # the expedition's outset is noted: all well
    game.loot = ("golden_mask",)
    _set(game, "a1", injured=True)
    watch = game.watches
    _steps(game, bot, 400)
    assert bot.homeward and bot.why_home in ("someone is hurt", "the packs are full of loot")
    assert game.phase == "city" and game.expeditions == 1  # back up, the mask sold
    assert game.loot == () and game.watches - watch <= 4  # a camp at most, then the way out


def test_loot_enough_for_everyones_upkeep_is_reason_enough() -> None:
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    outset = autohome.Outset.of(game)
    assert autohome.earned(game, outset) is None
    game.loot = ("golden_mask",)  # 800 gold: a common upkeep (50) for each of three
    assert autohome.earned(game, outset) == "the packs are full of loot"


def test_a_wound_carried_up_from_the_city_is_not_news_but_a_new_one_is() -> None:
    game = Game.new(SEED)
    _set(game, "a1", injured=True)
    game.execute(cmd.Delve())
    outset = autohome.Outset.of(game)
    assert autohome.earned(game, outset) is None
    _set(game, "a2", injured=True)
    assert autohome.earned(game, outset) == "someone is hurt"
