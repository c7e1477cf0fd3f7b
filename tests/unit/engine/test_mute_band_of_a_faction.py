"""A band that does not talk, of a faction whose others do (p. 337; play, session 12, seed 1):
the Mushroom Men of the Copper-Bitten Cluster were said to "speak Tylwyth", their faction's
tongue, and then refused ``ask`` as "cannot bargain" though two of the guild speak Tylwyth.
A mute band is told as mute, holds none of its faction's tongues, and its refusal says why."""

from __future__ import annotations

import pytest

from tests.fixtures.meetings import on_discard
from tests.unit.engine.test_crawl import below
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gen.factions import Faction


def _mute_of_a_talking_faction(game: Game) -> tuple[Faction, str] | None:
    """A faction of the guild's level that speaks some tongue, and a mute member of it."""
    held = game.level.factions
    for faction in held.factions if held is not None else ():
        mute = [m for m in faction.members if not game.pack.monsters[m].talks]
        if faction.languages and mute:
            return faction, mute[0]
    return None


def _game() -> tuple[Game, Faction, str]:
    """The first seed whose level 1 holds a mute member of a talking faction."""
    for seed in range(1, 80):
        try:
            game = below(seed)
        except AssertionError:  # the way down left the guild elsewhere than idle in 101
            continue
        found = _mute_of_a_talking_faction(game)
        if found is not None:
            return game, *found
    pytest.skip("no level 1 of seeds 1-79 holds a mute member of a talking faction")


def test_a_mute_band_of_a_talking_faction_is_told_as_mute_and_its_refusal_says_why() -> None:
    game, faction, creature = _game()
    on_discard(game, "Five of Cups")
    mark = len(game.log.events)
    meet.start(game, creature, 3, game.room, False, faction=faction.id)
    meeting = game.meeting
    assert meeting is not None and not meeting.talks
    assert meeting.tongues == ()
    said = [e.why for e in game.log.events[mark:] if isinstance(e, ev.Gm) and e.rule == "p. 337"]
    assert said and "they do not talk, though others of" in said[0], said
    assert " they speak " not in said[0], said
    if game.phase != "parley":
        pytest.skip("the band attacked on sight")
    with pytest.raises(IllegalCommand, match="not talk, so there is no bargaining"):
        game.execute(cmd.Approach(approach="ask"))
