"""The City's rumour after a restock (pp. 160, 173): the used rumour is deleted and a new one
written from the Meatgrinder entries the restock has just written (policy ``worm.gm.rumors``),
the same for the same campaign, kept in the save and told in the City."""

from __future__ import annotations

import json

from worm.content import stocking
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import restocking
from worm.engine.session import Game
from worm.model.level import LevelState
from worm.model.state import GameState
from worm.text import repl

from .test_crawl import WALK, below, of
from .test_restock import MET, again


def test_the_new_rumor_names_an_entry_the_restock_wrote() -> None:
    game, events = again()
    assert game.rumor is not None
    old = game.level.meatgrinder
    new = restocking.entries(game.level, game.state)
    fresh = [e for e, o in zip(new, old, strict=True) if e["card"] in MET and e is not o]
    assert any(
        e["name"] in game.rumor and stocking.uncounted(e["text"]) in game.rumor for e in fresh
    )
    assert all(
        stocking.uncounted(o["text"]) not in game.rumor for o in old[5:]
    )  # nothing from the old table
    assert game.level.seed.name in game.rumor
    told = [g.why for g in of(events, ev.Gm) if g.rule == "p. 160" and "new rumor" in g.why]
    assert told == [f"a new rumor in the City: {game.rumor}"]


def test_the_rumor_is_the_same_for_the_same_campaign_and_survives_the_save() -> None:
    one, _ = again()
    two, _ = again()
    assert one.rumor == two.rumor
    state = one.snapshot()
    loaded = Game.from_state(GameState.model_validate_json(state.model_dump_json()))
    assert loaded.rumor == one.rumor
    raw = json.loads(state.model_dump_json())
    del raw["crawl"]["rumor"]
    assert GameState.model_validate(raw).crawl.rumor is None  # an old save loads


def surfaced_after_restock() -> Game:
    """Back in the City after a first delve that met every entry of level 1, then restocked
    as step 8 restocks it (run here without the next delve's own draws)."""
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    game.states[1] = LevelState(marked=MET)
    restocking.restock(game)
    return game


def test_the_used_rumor_is_deleted_at_the_next_restock() -> None:
    game = surfaced_after_restock()
    used = game.rumor
    assert used is not None
    game.states[1] = LevelState()  # nothing met this time: nothing new to tell
    seen = len(game.log.events)
    restocking.restock(game)
    assert game.rumor is None
    assert any(
        isinstance(e, ev.Gm) and e.why.endswith(f"old rumor: {used}")
        for e in game.log.events[seen:]
    )


def test_the_city_tells_the_rumor_in_the_text_game() -> None:
    game = surfaced_after_restock()
    assert game.phase == "city" and game.rumor is not None
    shown = repl.parse(game, "city")
    assert isinstance(shown, str) and f"Word from below (p. 160): {game.rumor}" in shown
