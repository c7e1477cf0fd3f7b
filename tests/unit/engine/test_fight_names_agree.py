"""A fighter's verb agrees with them (play-test of session 16): an adventurer is one person
whatever their name ends in ("Nahiossi Three-Fingers makes ready"), a band goes by its name."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import fight
from worm.engine import challenge
from worm.model.challenge import evolve


def test_an_adventurer_whose_name_ends_in_s_makes_ready_as_one() -> None:
    game = fight(2, count=3, size=3, creature="goblins")
    ch = game.challenge
    mate = next(g for g in ch.groups if g.side == "guild")
    renamed = replace(mate, name="Nahiossi Three-Fingers")
    ch = evolve(ch, groups=tuple(renamed if g.key == mate.key else g for g in ch.groups))
    assert challenge._agree(ch, mate.key, "make") == "Nahiossi Three-Fingers makes"
    band = next(g for g in ch.groups if g.side == "foes")
    assert challenge._agree(ch, band.key, "make") == f"{band.name} make"
