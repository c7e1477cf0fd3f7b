"""A test that falls short in a Challenge waits to be pushed or let stand (p. 9), and the
fight waits with it: no foe strikes on meanwhile, and a guild lost in a fight is never left
with a test still waiting.

Found by the terminal's game-over tests (seed 30's daring guild): Dee Stonemason bound Geoff
Brewer's wounds with a poultice mid-fight and his Wands test to live fell short; the
Daggerfish struck on while it waited, felled her, and the game ended over the waiting test,
so the terminal showed the push-or-stand dialog instead of the game over."""

from __future__ import annotations

from tests.fixtures import seeds
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game

SEARCHED = range(1, 60)  # a daring guild's 60 watches take about half a second a seed


def _held(seed: int) -> int:
    """A daring bot's guild of seed ``seed`` plays 60 watches; after every command, a test
    waiting in a fight must have had no blow struck since its card was drawn, and a lost guild
    no test waiting. How many times a test waited in a fight."""
    held = 0

    def after(game: Game) -> None:
        nonlocal held
        if game.pending is not None and game.challenge is not None:
            held += 1
            events = game.log.events
            drawn = max(
                i
                for i, e in enumerate(events)
                if isinstance(e, ev.Draw) and e.purpose in ("fate", "push")
            )
            struck = [e for e in events[drawn:] if isinstance(e, ev.Action)]
            assert struck == [], f"seed {seed}: the fight went on while a test waited"
        assert game.phase != "over" or game.pending is None, f"seed {seed}: lost, a test waiting"

    game = Game.new(seed)
    game.execute(cmd.Delve())
    autoplay.run(game, 60, daring=0.5, after=after)
    return held


def test_a_failed_test_in_a_fight_holds_the_fight_until_it_stands() -> None:
    """The first seeds whose daring guild has a test fall short in a fight: every seed tried
    on the way is checked too (a seed with no such test must still never lose over one)."""
    held = "a test fallen short in a fight"
    first = seeds.find(lambda seed: _held(seed) > 0, held, SEARCHED)
    seeds.find(
        lambda seed: _held(seed) > 0, f"a second seed with {held}", range(first + 1, SEARCHED.stop)
    )
