"""Dwimmercraft's second sight (p. 82) tells when things are enchanted and sees an illusion's
true form: focused in a room, it tells what the content marks magical among the room's
features (``magic`` and ``sight`` in features.toml), and nothing of a plain one. The room is
``test_dwimmercraft``'s quiet first room, stocked here with the feature each test needs."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dwimmercraft import PACK, met
from worm.content.features import Feature
from worm.content.problems import EntryProblem
from worm.engine import commands as cmd
from worm.engine import events as ev

ENCHANTED = next(f for f in sorted(PACK.features) if PACK.features[f].magic == "enchanted")
ILLUSORY = next(f for f in sorted(PACK.features) if PACK.features[f].magic == "illusory")
PLAIN = next(f for f in sorted(PACK.features) if PACK.features[f].magic is None)


def sight_on(features: list[str], *, focus: bool = True) -> list[str]:
    game = met("pit_trap" if "pit_trap" in PACK.traps else next(iter(PACK.traps)))
    stock = game.level.stock[game.room]
    stock.traps, stock.denizens, stock.treasure, stock.features = [], [], [], features
    if not focus:
        return []
    events = game.execute(cmd.SecondSight(who="a1"))
    return [e.text for e in events if isinstance(e, ev.Narration)]


def test_second_sight_tells_an_enchanted_feature_and_an_illusion_but_not_a_plain_one() -> None:
    told = sight_on([ENCHANTED, ILLUSORY, PLAIN])
    for magic in (ENCHANTED, ILLUSORY):
        entry = PACK.features[magic]
        assert entry.sight is not None
        assert any(entry.name in t and entry.sight in t for t in told), told
    assert not any(PACK.features[PLAIN].name in t for t in told)


def test_a_plain_feature_alone_shows_nothing_magical() -> None:
    assert any("nothing magical" in t for t in sight_on([PLAIN]))


def test_a_feature_marked_magic_must_say_what_the_sight_shows() -> None:
    data = PACK.features[ENCHANTED].model_dump(exclude_none=True)
    with pytest.raises((EntryProblem, ValueError)):
        Feature.model_validate({**data, "sight": None})
    with pytest.raises((EntryProblem, ValueError)):
        Feature.model_validate({**PACK.features[PLAIN].model_dump(exclude_none=True), "sight": "x"})
