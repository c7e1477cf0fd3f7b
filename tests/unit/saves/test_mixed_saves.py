"""Saves and mixed fights (issue 22, point 4): a game in a fight with two kinds of foe is
saved and loaded whole; a save from before mixed bands (no ``others`` in its meeting or its
bands) loads as one band each; a malformed ``others`` is refused with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.unit.engine.fight_kit import fight
from worm.engine import restocking
from worm.engine.session import Game
from worm.model.level import Kin
from worm.model.state import GameState
from worm.saves import savefile


def mixed() -> Game:
    return fight(2, count=3, size=3, creature="goblins", others=(Kin("dire_wolves", 2, (1, -1)),))


def test_a_mixed_fight_survives_a_save_and_a_load(tmp_path: Path) -> None:
    game = mixed()
    path = tmp_path / "mixed.json"
    savefile.write(path, savefile.make(game.snapshot()))
    loaded = savefile.read(path).state
    assert loaded == game.snapshot()
    assert loaded.meeting is not None
    assert loaded.meeting.others == (Kin("dire_wolves", 2, (1, -1)),)
    again = Game.from_state(loaded)
    assert [g.key for g in again.under_way().groups if g.side == "foes"] == ["foes", "foes2"]


def _without_others(data: object) -> object:
    """The same JSON with every ``others`` key dropped, as a save from before wrote it."""
    if isinstance(data, dict):
        return {k: _without_others(v) for k, v in data.items() if k != "others"}
    if isinstance(data, list):
        return [_without_others(v) for v in data]
    return data


def test_a_save_from_before_mixed_bands_loads_with_one_band_each() -> None:
    game = fight(2, count=3, size=3, creature="goblins")
    ch = game.under_way()
    restocking.remember(game, ch, "retreat")
    old = _without_others(json.loads(game.snapshot().model_dump_json()))
    text = json.dumps(old)
    assert '"others"' not in text  # the situation: nothing of mixed bands in it
    state = GameState.model_validate_json(text)
    assert state.meeting is not None and state.meeting.others == ()
    bands = [b for lv in state.levels.values() for b in lv.bands]
    assert bands and all(b.others == () for b in bands)
    assert state == game.snapshot()


def test_a_malformed_kin_in_a_save_is_one_clear_error(tmp_path: Path) -> None:
    game = mixed()
    data = json.loads(savefile.make(game.snapshot()).model_dump_json())
    data["state"]["meeting"]["others"] = [{"creature": "dire_wolves", "count": "many"}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(savefile.SaveError) as refused:
        savefile.read(path)
    assert "\n" not in str(refused.value)
