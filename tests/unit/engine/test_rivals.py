"""The rival guild (p. 160, policy ``worm.gm.rivals``): read at each restock from the top of the
minor discard, it takes a treasure the guild left behind, or loses one of its own whose body lies
below with a purse and kit, or goes deeper; the guild meets what it did on the next delve.

Seed 2's guild climbs out of its entrance room and goes down again (see test_crawl); where the
rivals must find a treasure in the entrance room, the seed is the first whose entrance room
holds one (``HOARD``)."""

from __future__ import annotations

import json
from dataclasses import replace

from tests.fixtures.seeds import first_seed
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.engine.world import Plan
from worm.gm import rivals as policy
from worm.model.level import LevelState
from worm.model.rivals import Rivals
from worm.model.state import GameState
from worm.text import cityhub, narrate

from .test_crawl import WALK, below, of, stack


def _hoard(game: Game) -> bool:
    """Whether the entrance room of level 1 holds a treasure the rivals could take."""
    entrance = below_entrance(game)
    stock = game.world.levels[0].stock[entrance]
    return bool(stock.treasure) and not stock.lord and not stock.secret


def below_entrance(game: Game) -> int:
    """The room the main entrance leads into on level 1."""
    return Plan.of(game.world.levels[0]).by_key["101"]


HOARD = first_seed(_hoard, "a treasure in level 1's entrance room")
ENTRANCE = below_entrance(Game.new(WALK))  # room 101 on seed 2's first level
# The watch of the way back in: the restock writes fresh entries over those met, fitted to the
# level, and one may well ask a test on the threshold; torches guttering (I–V) is never
# restocked, so the way in meets nothing that waits and the test is about the rivals alone.
GUTTER = 1


def down_again(oracle: str, seed: int = WALK, **level: object) -> tuple[Game, list[ev.Event]]:
    """Out, on to step 7, ``oracle`` laid on the minor discard, level 1 as ``level`` says;
    then down again: the events of the delve (the restock reads the rivals' fortune)."""
    game = below(seed)
    game.execute(cmd.Take(way="out"))
    game.execute(cmd.Plan())
    game.states[1] = replace(game.states[1], **level)  # type: ignore[arg-type]
    stack(game, major=[GUTTER], minor=[oracle])
    card = game.draw("minor", "the test's oracle")
    game.decks = game.discard(card)
    assert game.decks.minor.top_discard == tarot.card_named(oracle)
    events = game.execute(cmd.Delve())
    assert game.pending is None, "precondition: the way back in asks no test"
    return game, events


def fortunes(events: list[ev.Event]) -> list[str]:
    return [e.why for e in of(events, ev.Gm) if "rival guild's fortune" in e.why]


def test_the_first_restock_names_a_rival_guild_and_reads_its_fortune() -> None:
    game, events = down_again("Six of Cups")
    assert game.rivals is not None
    assert game.rivals.name in game.pack.guild.name_examples
    assert game.rivals.name != game.guild.name
    assert any("another guild delves" in e.why for e in of(events, ev.Gm))
    (told,) = fortunes(events)
    assert "pushed on as deep as level 2" in told  # a six: neither success nor loss
    assert game.rivals.deepest == 2 and game.rivals.members == policy.MEMBERS
    assert any("pushed on" in e.text for e in of(events, ev.Narration))


def test_a_ten_or_face_card_and_the_rivals_take_a_treasure_the_guild_left_behind() -> None:
    game, events, entrance, treasure = hoard_robbed()
    (told,) = fortunes(events)
    assert f"with {treasure}" in told
    state = game.states[1]
    assert entrance in state.looted
    # the guild stands in 101 again: it was told, once, and there is nothing left to take
    assert any("Someone was here first" in e.text for e in of(events, ev.Narration))
    assert entrance not in game.states[1].robbed
    assert not explore.takeable(game, entrance)


def hoard_robbed() -> tuple[Game, list[ev.Event], int, str]:
    """The first seed whose entrance room holds a treasure, the guild out and down again with
    a King of Swords for the rivals (a success: they take it); the entrance room and the
    treasure's name."""
    game = Game.new(HOARD)
    entrance = below_entrance(game)
    (item, *_) = game.world.levels[0].stock[entrance].treasure
    treasure = game.pack.treasure[item].name
    game, events = down_again("King of Swords", HOARD, visited=frozenset({entrance}))
    assert game.room == entrance, "precondition: the guild comes down into that room"
    return game, events, entrance, treasure


def test_a_low_card_and_a_rival_dies_below_with_a_purse_and_kit_to_search() -> None:
    game, events = down_again("Two of Wands")
    (told,) = fortunes(events)
    assert "came back one short" in told and "3 of them still delve" in told
    assert game.rivals is not None and game.rivals.members == policy.MEMBERS - 1
    (room,) = game.states[1].remains
    assert not game.level.stock[room].lord
    # found where it lies, searched with 'take' for its purse and kit
    game.room, game.choice = room, None  # the guild walks there (the way is not the test's)
    a = game.guild.in_marching_order()[0]
    gold = a.gold
    events = game.execute(cmd.TakeTreasure())
    purse = [e.count for e in of(events, ev.Item) if e.cause == "a dead rival's purse"]
    assert purse == [policy.PURSE]  # the room's own small find, if any, comes on top
    assert game.guild.adventurer(a.id).gold >= gold + policy.PURSE
    gained = {e.item for e in of(events, ev.Item) if e.cause == "a dead rival's kit"}
    assert gained <= {game.pack.items[i].name for i, _ in policy.KIT} and gained
    assert room not in game.states[1].remains


def test_the_bot_searches_a_dead_rival() -> None:
    game, _ = down_again("Two of Wands")
    (room,) = game.states[1].remains
    game.room, game.choice = room, None
    game.states[1] = replace(game.states[1], looted=game.states[1].looted | {room})
    command = Autoplay()._loot(game)
    assert command == cmd.TakeTreasure()


def test_a_broken_guild_is_replaced_by_a_new_one_at_the_next_restock() -> None:
    game = below(WALK)
    game.rivals = Rivals(name="the Finders", members=1)
    game.execute(cmd.Take(way="out"))
    game.execute(cmd.Plan())
    stack(game, major=[GUTTER], minor=["Ace of Cups"])
    game.decks = game.discard(game.draw("minor", "the test's oracle"))
    events = game.execute(cmd.Delve())
    assert "the guild is no more" in fortunes(events)[0]
    assert game.rivals is not None and game.rivals.members == 0
    game.choice = None  # the entrance's feature is not the test's business
    game.execute(cmd.Take(way="out"))
    events = game.execute(cmd.Delve())
    assert game.rivals.name != "the Finders"
    assert any(f"{game.rivals.name}, 4 strong" in e.why for e in of(events, ev.Gm))


def test_the_same_campaign_hears_the_same_news_and_it_survives_a_save() -> None:
    first, _ = down_again("King of Swords", visited=frozenset({ENTRANCE}))
    second, _ = down_again("King of Swords", visited=frozenset({ENTRANCE}))
    assert first.rivals == second.rivals
    loaded = GameState.model_validate_json(first.snapshot().model_dump_json())
    assert loaded.crawl.rivals == first.rivals
    assert loaded.levels[1].looted == first.states[1].looted
    old = json.loads(first.snapshot().model_dump_json())
    del old["crawl"]["rivals"]
    for level in old["levels"].values():
        level.pop("robbed", None)
        level.pop("remains", None)
    assert GameState.model_validate(old).crawl.rivals is None


def _takeable(game: Game) -> list[int]:
    """Level 1's rooms with a treasure the rivals may take: no lord's, none secret."""
    stock = game.world.levels[0].stock
    return [r for r, s in enumerate(stock) if s.treasure and not s.lord and not s.secret]


def test_the_policy_reads_the_card_and_picks_rooms_seen_first() -> None:
    assert [policy.fortune(v) for v in (1, 3, 4, 9, 10, 14)] == [
        "loss",
        "loss",
        "deeper",
        "deeper",
        "success",
        "success",
    ]
    game = below(first_seed(lambda g: len(_takeable(g)) >= 2, "two treasures on level 1"))
    levels = {1: game.level.stock}
    takeable = _takeable(game)
    first, seen = takeable[0], takeable[-1]
    assert policy.robbed(levels, {1: LevelState()}) == (1, first)  # none seen: the first room
    assert policy.robbed(levels, {1: LevelState(visited=frozenset({seen}))}) == (1, seen)
    every = frozenset(r for r, s in enumerate(game.level.stock) if s.treasure)
    assert policy.robbed(levels, {1: LevelState(looted=every)}) is None


def test_the_city_tells_the_rivals_news_in_words_and_on_the_city_screen() -> None:
    game, _, _, treasure = hoard_robbed()
    for _ in range(8):  # tests the entrance room asked of the guild on the way in, let stand
        if game.pending is None:
            break
        game.execute(cmd.AcceptFate())
    game.choice = None
    assert game.phase == "crawl", game.phase
    game.execute(cmd.Take(way="out"))
    text = narrate.city_status(game)
    assert f"The rival guild (p. 160): {game.rivals.name}, 4 strong; last heard:" in text
    assert f"with {treasure}" in text
    assert cityhub.word_from_below(game)[-1].startswith("The rival guild (p. 160)")
