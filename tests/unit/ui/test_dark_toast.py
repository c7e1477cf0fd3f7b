"""The toast for the guild's last light going out names a key only where that key works
(play-test g11: the light went out on the step into a room where a band lay in wait, and the
fight screen said "press L to light another light"; L lights nothing in a fight)."""

from __future__ import annotations

from worm.engine import darkness
from worm.engine import events as ev
from worm.ui import offers

OUT = ev.Narration(
    seq=1, text=f"{darkness.OUT}, Blind (p. 94). Evie's torch can still be lit.", offers=("light",)
)


def test_a_light_out_in_the_crawl_names_the_key() -> None:
    told = offers.dark([OUT])
    assert told is not None and "press L to light" in told


def test_a_light_out_on_the_step_into_a_fight_says_how_a_fight_lights_one() -> None:
    fight = ev.Phase(seq=2, phase="challenge", cause="an ambush")
    told = offers.dark([OUT, fight])
    assert told is not None
    assert "press" not in told, told
    assert darkness.LATER["challenge"] in told, told
