"""Creatures that cannot be poisoned (pp. 249, 258, 263): a seablooded orc's Poison Blood
(p. 64) does nothing to the beast that bites it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins_block
from tests.unit.engine.test_challenge_actions import become, ready, rulings
from tests.unit.engine.test_talents_in_fights import exposed, fighter_keys_engaged, struck
from worm.content.denizens import Note
from worm.gm import foes, talents
from worm.rules import poison


@pytest.mark.parametrize(
    ("note", "page"),
    [("Poison Immunity", 263), ("Endless Gullet", 258), ("Breathless and Undreaming", 249)],
)
def test_poison_blood_does_nothing_to_a_biter_poison_cannot_touch(
    monkeypatch: pytest.MonkeyPatch, note: str, page: int
) -> None:
    proof = (Note(name=note, text="no poison"),)
    become(monkeypatch, lambda pack: replace(goblins_block(pack), theme="beast", notes=proof))
    game = ready()
    gk = exposed(game, "Gunhild", "poison_blood")
    events = struck(game, gk)
    assert "poison_blood" in game.guild.adventurer(gk).conditions.wounded_talents
    biters = fighter_keys_engaged(game, gk)
    assert biters and all(game.challenge.fighter(b).out is None for b in biters)
    said = rulings(events, note)
    assert said and said[0].rule == f"p. {page}"


def test_which_notes_keep_poison_out() -> None:
    assert poison.proof(["Acidic", "Poison Immunity"]) == "Poison Immunity"
    assert poison.proof(["Endless Gullet"]) == "Endless Gullet"
    # the vampire breathes not, yet can be poisoned (p. 282)
    assert poison.proof(["Breathless and Ageless"]) is None


def test_the_dragon_skeletons_bite_yet_cannot_be_poisoned() -> None:
    """The content's own case: the dragon skeletons bite (Overwhelming Bite, p. 260), so
    Poison Blood would reach them, and as undead they cannot be poisoned (p. 249)."""
    game = ready()
    block = foes.statblock(game.pack, "dragon_skeletons")
    assert poison.proof(n.name for n in block.notes) == "Breathless and Undreaming"
    assert any(talents.bites(block.theme, d.name) for d in (*block.lesser, *block.greater))
