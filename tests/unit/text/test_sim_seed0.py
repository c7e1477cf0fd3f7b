"""Campaign seed 0 of ``worm sim --kind campaigns --delves 5``: a giant's chain hauls the guild
to the level above by a way up still secret, which the engine then refused to take, so the push
that won it was refused, and the bot pushed again for ever (the sim never ended). Carried by
it, the guild now learns the way; and a bot whose push is refused lets the test stand."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.text import sim


def test_campaign_seed_0_plays_its_five_delves_without_looping() -> None:
    result = sim.campaign(0, 500, delves=5)
    assert result.crash is None and result.violation is None and result.mismatch is None
    assert result.expeditions >= 5 or not result.survived


def test_a_refused_push_is_not_sent_again_the_test_stands() -> None:
    game = Game.new(2)
    game.execute(cmd.Delve())
    bot = Autoplay()
    game.pending = object()  # type: ignore[assignment]  # a test waits (its content unread here)
    push = cmd.PushFate()
    bot.refused(game, push)
    bot._push = lambda g: push  # type: ignore[method-assign]  # the bot would push
    assert bot.next(game) == cmd.AcceptFate()
