"""The text game's words for a dungeon lord's pools (p. 251): which pool a Wound lands on, and
which pools a blow cannot reach (pp. 270, 279)."""

from __future__ import annotations

from tests.unit.engine.test_lords import HULK, LICH, LORD, lord_fight
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.text import fight, repl


def test_a_wound_says_which_pool_it_landed_on() -> None:
    game = lord_fight(LICH)
    mark = len(game.log.events)
    harm.harm_foe(game, LORD, 1, part="crown_of_archwood")
    lines = [fight.wound_line(e) for e in game.log.events[mark:] if isinstance(e, ev.Wound)]
    assert lines == ["The Locust Lich loses a point of Defense on the Crown of Archwood."]


def test_a_goblins_wound_names_no_pool() -> None:
    line = fight.wound_line(ev.Wound(seq=1, who="Goblin 1", taken_as="health", cause="struck"))
    assert line == "Goblin 1 loses a point of Health."


def test_status_says_the_phylactery_and_the_upper_sections_are_out_of_reach() -> None:
    lich = repl.parse(lord_fight(LICH), "status")
    assert isinstance(lich, str)
    assert "Phylactery: Health 1/1, Defense 0/0 (not in the fight: no Attack finds it" in lich
    hulk = repl.parse(lord_fight(HULK), "status")
    assert isinstance(hulk, str)
    assert "Torso: Health 5/5, Defense 10/10 (melee reaches it once the Legs fall" in hulk
