"""The words of a meeting met at once (issue 19, point 8): the scene tells the room, who is
there and how they took the guild, leaves out the cards drawn, and stops where the fight's
first round begins. The games are built by laying The Tower (a random encounter) on top of the
major deck before the guild goes down, and a minor card for the band's mood."""

from __future__ import annotations

from collections.abc import Callable

from tests.fixtures.seeds import encounters, find, first_seed
from tests.unit.engine.test_crawl import stack
from worm import grammar
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import meeting

TOWER = 16  # Meatgrinder XVI: a random encounter in the room entered


def met_at_once(seed: int, mood: str) -> Game:
    """A new game whose guild meets a band in the very room it comes down into."""
    game = Game.new(seed)
    stack(game, major=[TOWER], minor=[mood])
    game.execute(cmd.Delve())
    return game


def _tower(disposition: str) -> Callable[[Game], bool]:
    """Whether a game's level 1 meets creatures of ``disposition`` on card XVI."""
    return lambda game: any(
        e["card"] == TOWER and e.get("disposition") == disposition for e in encounters(game)
    )


# The band met in 101 attacks on sight ("hostile"), or draws its reaction and will talk
FIGHT = (first_seed(_tower("hostile"), "XVI attacking on sight"), "Two of Swords")
PARLEY = (first_seed(_tower("draw"), "XVI met by a reaction draw"), "Two of Swords")


def test_a_fight_met_at_once_is_told_without_its_cards() -> None:
    game = met_at_once(*FIGHT)
    assert game.phase == "challenge" and game.challenge is not None
    lines = meeting.scene(game)
    room = game.plan.key(game.room)
    band = next(g.name for g in game.challenge.groups if g.side == "foes")
    assert lines[0].startswith(f"{room},")  # where: the room as the guild found it
    assert any(grammar.capital(band) in line or band in line for line in lines)  # who
    disposition = next(e for e in game.log.events if isinstance(e, ev.Disposition))
    assert any(disposition.emotion.title() in line for line in lines)  # how they took it
    assert not any("draws" in line for line in lines)  # no card drawn
    assert not any("Round 1" in line for line in lines)  # the fight's own screen says that
    assert meeting.heading(game).endswith(f"level 1, room {room}")
    assert meeting.onward(game) == "into the fight"


def test_a_parley_met_at_once_says_so() -> None:
    game = met_at_once(*PARLEY)
    assert game.phase == "parley"
    assert meeting.heading(game).startswith("Met in")
    assert meeting.onward(game) == "to the parley"
    assert meeting.scene(game)


def _lower_ruling_at_once(seed: int) -> bool:
    """Whether the meeting met at once on ``seed`` holds a GM ruling written lower-case
    (a band's count: "two Mermaids belong to the Household …", p. 337)."""
    game = met_at_once(seed, "Two of Swords")
    if game.meeting is None:
        return False
    start = max(i for i, e in enumerate(game.log.events) if isinstance(e, ev.Watch))
    return any(isinstance(e, ev.Gm) and e.why[:1].islower() for e in game.log.events[start:])


def test_every_line_of_the_scene_opens_with_a_capital() -> None:
    """Play-test g11: the scene shown over the map read "… in room 113. two Mermaids belong to
    the Household of The Finfolk King …": a ruling is a sentence there, not a log line."""
    seed = find(_lower_ruling_at_once, "a meeting at once with a lower-case ruling", range(1, 200))
    lines = meeting.scene(met_at_once(seed, "Two of Swords"))
    assert lines
    assert not any(line[:1].islower() for line in lines), lines
