"""A mixed band is told as all its kinds (pp. 121, 337): each kind's description, and which of
them talk. Found in play: "Flower Fairies and Mushroom Men" were described as fairies alone, and
the GM said "they speak Tylwyth" though the Mushroom Men never talk.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.session import Game
from worm.model.level import Kin


def met(first: str, other: str, *, faction: bool) -> tuple[Game, list[ev.Event]]:
    game = Game.new(3, size=3)
    game.execute(cmd.Delve())
    held = game.level.factions
    faction_id = held.factions[0].id if faction and held is not None and held.factions else ""
    mark = len(game.log.events)
    meet.start(game, first, 2, game.room, False, faction=faction_id, others=(Kin(other, 3),))
    return game, game.log.events[mark:]


def test_each_kind_is_described() -> None:
    game, events = met("mushroom_men", "flower_fairies", faction=False)
    told = [e.text for e in events if isinstance(e, ev.Narration)][0]
    for kind in ("mushroom_men", "flower_fairies"):
        assert game.pack.monsters[kind].exaggeration in told


def test_the_band_talks_through_the_kind_that_talks() -> None:
    game, _ = met("mushroom_men", "flower_fairies", faction=False)
    assert game.meeting is not None and game.meeting.talks
    assert game.meeting.tongues  # the fairies' tongue


def test_the_gm_names_the_kind_that_does_not_talk() -> None:
    game, events = met("flower_fairies", "mushroom_men", faction=True)
    assert game.level.factions is not None and game.level.factions.factions  # precondition
    said = [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 337"]
    assert said and "but the Mushroom Men do not talk" in said[0]
