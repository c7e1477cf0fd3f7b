"""The guild's quest in play (pp. 33, 149): completing it is a noteworthy deed written on the
roster, and the bot's guild completes the quest when the GM judges it done (policy
``worm.gm.quests``) and then takes up a fresh one, each with its 3 XP to everyone."""

from __future__ import annotations

import json
from dataclasses import replace

from tests.fixtures.seeds import find
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.gm import quests
from worm.model.city import Feat
from worm.model.state import GameState

from .test_city import surfaced

VAMPIRE = "Destroy the vampire whose bite still marks you so that your debts are forgiven"


def quest_xp(events: list[ev.Event]) -> list[str]:
    return [e.reason for e in events if isinstance(e, ev.Xp) and "quest" in e.reason]


def test_a_completed_quest_is_written_on_the_roster_as_a_deed() -> None:
    game = surfaced()
    quest, fame = game.guild.quest, game.guild.fame
    assert quest is not None
    events = game.execute(cmd.Quest(done=True))
    assert game.guild.deeds[-1] == f"completed its quest: {quest}"
    assert game.guild.fame == fame + 1
    assert game.guild.quests_done == (quest,)
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 149" for e in events)


def test_a_quest_taken_up_remembers_the_expedition_it_began_after() -> None:
    game = surfaced()
    game.execute(cmd.Quest(done=True))
    game.execute(cmd.Quest(who="a2"))
    assert game.guild.quest_since == game.expeditions


def lord_slain_with_quest(quest: str) -> Game:
    """Back in the City from the first expedition, whose step 2 saw a dungeon lord slain."""
    game = surfaced()
    game.guild = game.guild.model_copy(update={"quest": quest, "quest_since": 0})
    assert game.city is not None
    lord = Feat("lord", "slew the Worm King, lord of the Spires")
    game.city = replace(game.city, feats=(lord,))
    return game


def test_the_bot_completes_a_quest_the_gm_judges_done_then_takes_up_another() -> None:
    game = lord_slain_with_quest(VAMPIRE)
    bot = Autoplay()
    command = bot.next(game)
    assert command == cmd.Quest(done=True)
    events = game.execute(command)
    assert quest_xp(events) == ["the guild's quest completed, p. 33"] * 3
    command = bot.next(game)
    assert isinstance(command, cmd.Quest) and command.who is not None
    events = game.execute(command)
    assert game.guild.quest == game.guild.adventurer(command.who).quest
    assert game.guild.quest != VAMPIRE
    assert len(quest_xp(events)) == 3
    # the lord slain before this quest was taken up does not complete it
    assert not isinstance(bot.next(game), cmd.Quest)


def test_the_bot_leaves_open_a_quest_the_gm_cannot_judge() -> None:
    game = lord_slain_with_quest("Find the hat I lost in the Cathedral so that I can sleep")
    assert not isinstance(Autoplay().next(game), cmd.Quest)


def _first_expedition(seed: int) -> Game:
    """Seed's guild after its first expedition, 60 watches at daring 0.5 (down, up and the
    City played)."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    autoplay.run(game, game.watches + 60, daring=0.5)
    return game


def _home_empty_handed(seed: int) -> bool:
    """The guild's first quest is won by treasure carried out, and its first expedition
    comes home with the quest still open."""
    quest = Game.new(seed).guild.quest
    if quest is None or quests.goal(quest) != "treasure":
        return False
    game = _first_expedition(seed)
    return game.phase == "city" and game.guild.quest == quest


def _second_expedition(seed: int) -> Game:
    """Seed's guild home from its first expedition goes down again, finds a crown worth 520
    gold below and carries it out, going straight home (daring 0)."""
    game = _first_expedition(seed)
    game.execute(autoplay.delve(game))
    game.loot = (*game.loot, "crown_of_a_minor_king")  # found below and carried
    autoplay.run(game, game.watches + 80, daring=0.0)  # daring 0: straight home
    return game


def _home_twice(seed: int) -> bool:
    """``_home_empty_handed``, and the second expedition comes home too (the whole property
    the test needs: a guild lost below never gets to show the crown in the City)."""
    return _home_empty_handed(seed) and _second_expedition(seed).phase == "city"


def test_the_bots_guild_declares_and_completes_a_quest_over_two_expeditions() -> None:
    """A guild (the first seed whose first quest a treasure wins and whose two expeditions
    both come home, found by that) sets out on its first quest; the first expedition brings
    nothing that stands for it, so the bot leaves it open; a crown worth 520 gold carried out
    on the next stands for it (policy), and the guild takes up the next quest, each member
    gaining 3 XP for each."""
    seed = find(_home_twice, "a guild home from two expeditions", range(2, 40))
    first = Game.new(seed).guild.quest
    game = _first_expedition(seed)
    assert game.phase == "city" and game.guild.quest == first
    game = _second_expedition(seed)
    assert game.phase == "city"
    reasons = quest_xp(game.log.events)
    assert "the guild's quest completed, p. 33" in reasons
    assert game.guild.quests_done == (first,)
    assert f"completed its quest: {first}" in game.guild.deeds
    assert game.guild.quest not in (None, first)
    assert any(r.endswith("quest declared, p. 33") for r in reasons)


def test_the_quest_record_survives_the_save_and_an_old_save_loads() -> None:
    game = lord_slain_with_quest(VAMPIRE)
    game.execute(cmd.Quest(done=True))
    raw = json.loads(game.snapshot().model_dump_json())
    loaded = Game.from_state(GameState.model_validate(raw))
    assert loaded.guild.quests_done == (VAMPIRE,)
    assert loaded.city is not None and loaded.city.feats == game.city.feats  # type: ignore[union-attr]
    del raw["crawl"]["city"]["feats"], raw["guild"]["quest_since"], raw["guild"]["quests_done"]
    old = GameState.model_validate(raw)
    assert old.guild.quests_done == () and old.crawl.city is not None
    assert old.crawl.city.feats == ()
