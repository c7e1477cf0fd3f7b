"""The terminal's ':' line foresees the Crawl's deeds (pp. 56–57): 'bid WHO foretell door KEY'
(will the door next door hold), 'bid WHO doom road DIRECTION' (who waits where the way comes
out) and 'bid WHO past way KEY' (who passed the way, Akashic Consciousness)."""

from __future__ import annotations

from tests.unit.engine.test_autolore import knows
from tests.unit.engine.test_foretold_doors import by_a_locked_door
from tests.unit.engine.test_foretold_roads import by_a_road
from tests.unit.engine.test_way_past import a_way
from worm.engine import lore_questions
from worm.ui.driver import Driver


def test_the_command_line_foretells_a_door_and_spouts_doom_of_a_road() -> None:
    game, to = by_a_locked_door()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    driver = Driver(game)
    outcome = driver.type(f"bid {elf} foretell door {to}")
    assert outcome is not None and not outcome.refused
    assert any(m.text.endswith("a hunch says yes.") for m in driver.messages)
    game, direction, depth, _ = by_a_road(True)
    seer = knows(game, lore_questions.SPOUT_DOOM, resolve=3)
    driver = Driver(game)
    outcome = driver.type(f"bid {seer} doom road {direction}")
    assert outcome is not None and not outcome.refused
    assert any(f"to level {depth}" in m.text for m in driver.messages)


def test_the_command_line_asks_who_passed_a_way() -> None:
    game, to, _ = a_way(held=True)
    elf = knows(game, lore_questions.AKASHIC, resolve=3)
    driver = Driver(game)
    outcome = driver.type(f"bid {elf} past way {to}")
    assert outcome is not None and not outcome.refused
    assert any("passed this way" in m.text for m in driver.messages)


def test_a_door_bid_without_a_key_is_refused_in_one_line() -> None:
    game, _ = by_a_locked_door()
    driver = Driver(game)
    outcome = driver.type(f"bid {game.guild.adventurers[0].id} foretell door")
    assert outcome is not None and outcome.refused and "\n" not in outcome.refused
