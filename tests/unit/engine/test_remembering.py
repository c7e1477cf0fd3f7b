"""Creatures remember (p. 126, p. 160; issue 19, point 15): a band the guild hurt and got away
from is met again with its Wounds and its Disposition, one harmful step worse for the fight —
whether it holds a room or roams the level as a Meatgrinder encounter — and the guild's dead
rise and are met in the room where they fell, from their watch on.

Each scenario is built: the bands and the risen are written into the level's state, or a fight
is begun by hand and ended by the guild's retreat.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import ending, meet, restocking
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.level import Band, Risen
from worm.model.state import GameState
from worm.rules import disposition

from .fight_kit import STAND_IN, set_parts
from .test_crawl import below, route_seed


def with_band(game: Game, band: Band) -> None:
    game.states[game.depth] = replace(game.state, bands=(*game.state.bands, band))


def next_room(game: Game) -> int:
    return game.plan.links[game.room][0][0]


# --- a band met on the way, fled from ------------------------------------------------------


def hurt_and_fled_from(game: Game) -> None:
    """Three of the stand-in creatures met on the way attack; the guild wounds the first to
    Health 1, then gets away."""
    meet.from_meatgrinder(game, {"creature": STAND_IN, "count": "3", "disposition": "hostile"})
    game.follow_up()
    assert game.challenge is not None and game.meeting is not None
    set_parts(game, "foes.1", 1, 0)
    ending.finish(game, "retreat", "the guild gets away")
    game.follow_up()
    assert game.meeting is None and game.phase == "crawl"


def test_a_band_fled_from_on_the_way_comes_back_wounded_and_angrier() -> None:
    game = below(route_seed(), 6)
    hurt_and_fled_from(game)
    full = game.pack.monsters[STAND_IN]
    meet.from_meatgrinder(game, {"creature": STAND_IN, "count": "1", "disposition": "hostile"})
    met = game.meeting
    assert met is not None and met.creature == full.id
    assert met.count == 3  # the band as it was left, not the new entry's count
    assert met.health[0] == 1  # the Wound it took is still there
    assert (met.emotion, met.intensity) == ("anger", "intense")  # anger deepens to rage
    assert not any(b.room < 0 for b in game.state.bands)  # it is here now, not roaming


def test_a_different_creature_on_the_way_is_not_the_band_fled_from() -> None:
    game = below(route_seed(), 6)
    hurt_and_fled_from(game)
    other = next(m for m in sorted(game.pack.monsters) if m != STAND_IN)
    meet.from_meatgrinder(game, {"creature": other, "count": "2", "disposition": "hostile"})
    assert game.meeting is not None and game.meeting.health == ()
    assert any(b.room < 0 and b.creature == STAND_IN for b in game.state.bands)


def test_a_roaming_band_outlasts_the_restock() -> None:
    game = below(route_seed(), 6)
    hurt_and_fled_from(game)
    restocking.restock(game)  # step 8 of the City (p. 160) reads every band the level keeps
    roaming = [b for b in game.state.bands if b.room < 0]
    assert [(b.creature, b.count, b.health[0]) for b in roaming] == [(STAND_IN, 3, 1)]


# --- a band in its room ----------------------------------------------------------------------


def lair(game: Game) -> int:
    """A room of the level with denizens of its own."""
    return next(r for r, stock in enumerate(game.level.stock) if stock.denizens)


@pytest.mark.parametrize(
    ("left", "met"),
    [
        (("fear", "basic"), ("anger", "basic")),  # afraid when left: angry now
        (("anger", "basic"), ("anger", "intense")),  # angry when left: enraged now
        (("", ""), ("anger", "basic")),  # a save from before moods were kept: anger
    ],
)
def test_a_band_met_again_in_its_room_keeps_its_wounds_and_worsened_mood(
    left: tuple[str, str], met: tuple[str, str]
) -> None:
    game = below(route_seed(), 6)
    room = lair(game)
    creature = game.level.stock[room].denizens[0]
    with_band(game, Band(room, creature, 2, "escaped", (1, 2), emotion=left[0], intensity=left[1]))
    assert meet.on_enter(game, room) == "creature"
    meeting = game.meeting
    assert meeting is not None
    assert (meeting.count, meeting.health) == (2, (1, 2))
    assert (meeting.emotion, meeting.intensity) == met
    wheel = game.pack.dispositions
    if left[0]:
        assert met == disposition.shift(wheel, left[0], left[1], False)  # type: ignore[arg-type]


def test_a_band_left_afraid_is_met_by_a_ruling_that_names_its_mood() -> None:
    game = below(route_seed(), 6)
    room = lair(game)
    creature = game.level.stock[room].denizens[0]
    with_band(game, Band(room, creature, 1, "escaped", (1,), emotion="fear", intensity="basic"))
    mark = len(game.log.events)
    meet.on_enter(game, room)
    rulings = [e.why for e in game.log.events[mark:] if e.type == "gm" and e.rule == "p. 160"]
    assert (
        rulings
        and "Wounds unhealed" in rulings[0]
        and "in anger: they attack on sight" in rulings[0]
    )


# --- the risen dead (p. 126) -------------------------------------------------------------------


def risen_next_door(game: Game, *, rises_in: int) -> int:
    """A guild-mate who died in the next room rises as a zombie ``rises_in`` watches from
    now; the room's index."""
    room = next_room(game)
    dead = Risen(room=room, kind="zombie", name="Old Mags", watch=game.watches + rises_in)
    game.states[game.depth] = replace(game.state, risen=(dead,))
    return room


def test_the_risen_dead_are_met_in_their_room_from_their_watch_on() -> None:
    game = below(route_seed(), 6)
    room = risen_next_door(game, rises_in=1)  # entering the room takes the watch they rise at
    game.execute(cmd.Go(to=game.plan.key(room)))
    meeting = game.meeting
    assert meeting is not None and "Old Mags" in meeting.name
    assert game.pack.monsters[meeting.creature].base == "zombie"
    assert game.phase == "challenge"  # the zombie attacks on sight
    assert game.state.risen[0].met
    assert meeting.single  # one of the guild's own, met alone: "Old Mags the zombie attacks"


def test_the_dead_not_yet_risen_are_not_met() -> None:
    game = below(route_seed(), 6)
    room = risen_next_door(game, rises_in=5)
    game.execute(cmd.Go(to=game.plan.key(room)))
    assert game.meeting is None and game.phase == "crawl"
    assert not game.state.risen[0].met


def test_what_is_remembered_survives_the_save_round_trip() -> None:
    game = below(route_seed(), 6)
    with_band(game, Band(-1, STAND_IN, 2, "escaped", (1, 2), emotion="fear", intensity="basic"))
    dead = Risen(room=0, kind="wraith", name="Old Mags", watch=3, met=True)
    game.states[game.depth] = replace(game.state, risen=(dead,))
    again = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert again.levels[game.depth].bands == game.state.bands
    assert again.levels[game.depth].risen == (dead,)
    old = game.snapshot().model_dump(mode="json")
    for band in old["levels"][str(game.depth)]["bands"]:
        del band["emotion"], band["intensity"]
    assert GameState.model_validate(old).levels[game.depth].bands[0].emotion == ""


# --- a band met on the way, left short of a fight (play-test 19: the Elven Ghosts of 102) ------


def talking_on_the_way(game: Game, mood: tuple[str, str] = ("anger", "basic")) -> None:
    """Three of the stand-in creatures met on the way, one of them wounded to Health 1 by an
    older fight, talking with the guild in ``mood`` (anger unless told)."""
    meet.start(game, STAND_IN, 3, -1, False, health=(1, 2, 2), mood=mood, talks_first=True)  # type: ignore[arg-type]
    assert game.phase == "parley" and game.meeting is not None


@pytest.mark.parametrize(
    ("mood", "attacks"),
    [
        (("anger", "basic"), True),  # told the guild to go; it came back: they attack
        (("distaste", "basic"), True),
        (("sadness", "basic"), False),  # nothing was done to it: it talks again
        (("surprise", "basic"), False),
        (("surprise", "intense"), False),
    ],
)
def test_a_band_withdrawn_from_waits_in_its_room_and_is_met_again_as_it_was(
    mood: tuple[str, str], attacks: bool
) -> None:
    """p. 160: the band stays as it was left, Wounds and mood; a harmful mood is acted on
    (play-test 19, seed 42: angry Animate Columns talked, the guild backed away, 58 watches)."""
    game = below(route_seed(), 6)
    start = game.room
    room = next_room(game)
    game.execute(cmd.Go(to=game.plan.key(room)))
    assert game.meeting is None and game.room == room
    talking_on_the_way(game, mood)
    game.execute(cmd.Withdraw())
    assert game.meeting is None and game.room == start  # backed away into the last room
    mark = len(game.log.events)
    game.execute(cmd.Go(to=game.plan.key(room)))
    met = game.meeting
    assert met is not None and met.creature == STAND_IN
    assert (met.count, met.health) == (3, (1, 2, 2))  # the same band, its Wound kept
    assert (met.emotion, met.intensity) == mood  # the mood it was left in
    # and no card is named as giving it: the top of the discard did not (seed 1's Mushroom
    # Men, left in sadness, were told as met "(basic sadness, King of Pentacles)")
    (again,) = [e for e in game.log.events[mark:] if isinstance(e, ev.Disposition)]
    assert again.cause == "start" and again.card is None
    assert (game.phase == "challenge") == attacks
    assert not any(b.room < 0 for b in game.state.bands)  # it is here now, not waiting


def test_a_band_that_let_the_guild_go_roams_and_is_the_next_of_its_kind_met() -> None:
    game = below(route_seed(), 6)
    talking_on_the_way(game)
    meet.settle(game, "they let the guild go its way")
    assert game.meeting is None and game.phase == "crawl"
    assert [(b.creature, b.at) for b in game.state.bands] == [(STAND_IN, -1)]  # roaming
    meet.from_meatgrinder(game, {"creature": STAND_IN, "count": "1"})
    met = game.meeting
    assert met is not None and (met.count, met.health) == (3, (1, 2, 2))
    assert (met.emotion, met.intensity) == ("anger", "basic")


def test_a_band_left_on_the_way_survives_the_save_round_trip() -> None:
    game = below(route_seed(), 6)
    band = Band(-1, STAND_IN, 2, "left", (1, 2), emotion="fear", intensity="basic", at=3)
    with_band(game, band)
    again = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert again.levels[game.depth].bands == (band,)
    old = game.snapshot().model_dump(mode="json")
    del old["levels"][str(game.depth)]["bands"][0]["at"]
    assert GameState.model_validate(old).levels[game.depth].bands[0].at == -1
