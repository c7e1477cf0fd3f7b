"""The generated City in play (Appendix D, pp. 290–296): kept with the game and saved, made
again from the seed for an old save, the gate the guild comes back in by (policy p. 291) and
the district an action happens in (``where``)."""

from __future__ import annotations

import json

from worm.engine import commands as cmd
from worm.engine import districts
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gen import city
from worm.gm import gates
from worm.model.state import GameState

from .test_crawl import WALK, below, of


def test_a_new_game_has_the_city_its_seed_makes() -> None:
    game = Game.new(WALK)
    assert game.city_map == city.generate(WALK, game.pack)


def test_the_city_is_saved_and_comes_back_from_a_save() -> None:
    game = Game.new(WALK)
    text = game.snapshot().model_dump_json()
    assert json.loads(text)["crawl"]["city_map"]["ruler"] == game.city_map.ruler
    again = Game.new(WALK)
    again.city_map = None
    again.restore(GameState.model_validate_json(text))
    assert again.city_map == game.city_map


def test_an_old_save_without_the_city_gets_it_from_the_seed() -> None:
    game = Game.new(WALK)
    data = json.loads(game.snapshot().model_dump_json())
    del data["crawl"]["city_map"]  # saved before the City was kept
    old = GameState.model_validate(data)
    assert old.crawl.city_map is None
    again = Game.new(WALK)
    again.restore(old)
    assert again.city_map == city.generate(WALK, again.pack)


def test_coming_up_by_the_main_entrance_names_the_gate_by_the_ossuary() -> None:
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    gate = gates.nearest_ossuary(game.city_map)
    assert game.city is not None and game.city.gate == gate.name
    rulings = [e for e in of(game.log.events, ev.Gm) if e.rule == "p. 291"]
    assert rulings and "Ossuary" in rulings[-1].why
    said = [e.text for e in of(game.log.events, ev.Narration)]
    assert f"The guild comes back into the City by {gate.name}." in said


def test_another_surface_entrance_opens_by_another_gate() -> None:
    made = city.generate(WALK, Game.new(WALK).pack)
    first, _ = gates.returning(made, 1)
    seen = {gates.returning(made, level)[0].number for level in range(2, 15)}
    assert first.number not in seen  # levels 2–14 land on the thirteen other gates
    assert len(seen) == 13


def test_where_names_the_district_of_a_standard_action_or_service() -> None:
    game = Game.new(WALK)
    market = districts.where(game, "market")
    assert market is not None and market.id == "omphalic_market"  # p. 162
    down = districts.where(game, "delve")
    assert down is not None and "delve" in game.pack.districts[down.id].hosts
    for action in ("banking", "carouse", "train", "research", "temple", "beg_and_busk"):
        found = districts.where(game, action)
        assert found is not None and action in game.pack.districts[found.id].hosts, action


def test_where_finds_a_special_action_only_in_a_city_that_has_its_district() -> None:
    game = Game.new(WALK)
    laid = {q.id for q in game.city_map.districts}
    for district in game.pack.districts.values():
        for action in district.actions:
            found = districts.where(game, action)
            if district.id in laid:
                assert found is not None and found.id == district.id
            else:
                assert found is None, action


def test_the_city_draws_nothing_from_the_play_streams() -> None:
    """The City has its own stream: making it leaves the decks and play streams as they were."""
    game = Game.new(WALK)
    before = game.snapshot()
    game.city_map = None
    assert districts.city_of(game) == city.generate(WALK, game.pack)
    after = game.snapshot()
    assert after.streams == before.streams and after.decks == before.decks
    assert all(not name.startswith("gen:city") for name in after.streams)
