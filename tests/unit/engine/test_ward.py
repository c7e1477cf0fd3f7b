"""A warded safe room keeps wandering creatures out in play (p. 338, "magically protected"):
its words say so (``assets/rooms.toml``), and a Meatgrinder encounter drawn there stops at the
ward, by day and at camp; anywhere else the same card brings the band in."""

from __future__ import annotations

from worm.engine import crawl
from worm.engine import events as ev
from worm.engine.session import Game
from worm.rules import meatgrinder

from .test_crawl import WALK, below, of
from .test_hooks import at


def _warded(game: Game) -> tuple[int, int]:
    """A safe room typed warded, somewhere in the game's Underworld (level, room)."""
    for level in game.world.levels:
        for room, here in enumerate(level.stock):
            if here.safe and game.pack.rooms[here.type].safe_as == "warded":
                return level.number, room
    raise AssertionError("no warded safe room in the Underworld")


def _encounter(game: Game) -> str | None:
    card = next(n for n in range(16, 21) if "creature" in game.level.meatgrinder[n - 1])
    reading = meatgrinder.read(card, "loud_noise", frozenset())
    return crawl.play_entry(game, reading, game.level.meatgrinder[card - 1])


def test_wanderers_do_not_cross_into_a_warded_safe_room() -> None:
    game = below(WALK)
    depth, room = _warded(game)
    at(game, depth, room)
    mark = len(game.log.events)
    assert _encounter(game) is None
    assert game.meeting is None
    assert any(e.rule == "p. 338" and "ward" in e.why for e in of(game.log.events[mark:], ev.Gm))


def test_the_same_card_brings_wanderers_into_a_room_with_no_ward() -> None:
    game = below(WALK)
    depth, _ = _warded(game)
    level = game.world.levels[depth - 1]
    open_room = next(r for r, here in enumerate(level.stock) if not here.safe)
    at(game, depth, open_room)
    assert _encounter(game) == "creature"
    assert game.meeting is not None
