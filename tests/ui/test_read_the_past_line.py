"""The terminal keeps what the guild was told and a high elf recalls it on the ':' line (Read
the Past, p. 56): 'heard' lists it, 'bid WHO recall WORDS' brings one back word for word."""

from __future__ import annotations

from tests.unit.engine.test_lore_bids import teach
from worm.engine import lore_questions, read_the_past
from worm.ui.driver import Driver


def test_the_command_line_lists_what_was_heard_and_recalls_it_for_a_bid() -> None:
    driver = Driver.quickstart(2)
    game = driver.game
    read_the_past.hear(game, "A rumor in the City: the bridge on level 2 is rotten.")
    driver.type("heard")
    assert any("the bridge on level 2 is rotten" in m.text for m in driver.messages)
    elf = game.guild.adventurers[0]
    teach(game, elf.id, lore_questions.READ_THE_PAST)
    outcome = driver.type(f"bid {elf.id} recall bridge")
    assert outcome is not None and not outcome.refused
    assert any("word for word: A rumor in the City: the bridge" in m.text for m in driver.messages)
    assert driver.game.guild.adventurer(elf.id).lore_bids == elf.lore_bids - 1
