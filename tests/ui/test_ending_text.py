"""The game-over text says things once, in order (issue 19, point 4): a guild lost in a fight
is shown the fight's end, then that no one can act, then that it is lost, and the log's last
lines hold each of them once."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import phasewords
from worm.ui import ending
from worm.ui.app import WormApp
from worm.ui.driver import Driver


def lost_in_a_fight() -> Game:
    """The first lone daring delver (by seed) whose game ends in a fight, played out."""
    for seed in range(200):
        game = Game.new(seed, size=1)
        game.execute(cmd.Delve())
        autoplay.run(game, 60, daring=1.0, steps=3000)
        ends = [e.phase for e in game.log.events if isinstance(e, ev.Phase)][-2:]
        if ends == ["challenge", "over"]:
            return game
    raise AssertionError("no game below seed 200 ends in a fight")


def the_ending(lines: list[str]) -> list[str]:
    """The lines from the fight's end on."""
    start = max(i for i, line in enumerate(lines) if "the Challenge ends after" in line)
    return lines[start:]


async def test_game_over_tells_the_end_once_and_in_order(tmp_path: Path) -> None:
    game = lost_in_a_fight()
    driver = Driver(game)
    app = WormApp(seed=1, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.begin(driver)
        await pilot.pause()
        over = app.screen
        assert isinstance(over, ending.OverScreen)
        recent = str(over.query_one("#last-words", Static).content).splitlines()
        assert len(set(recent)) == len(recent), recent  # no line twice
        ended = the_ending([m.text for m in driver.messages])
        assert [line for line in ended if "can act" in line or "guild is lost" in line] == [
            ended[-2],
            ended[-1],
        ]  # each said once, and last: after the fight is over
        assert recent[-2:] == [phasewords.sentence(line) for line in ended[-2:]]
        assert [m.seq for m in driver.messages[-len(ended) :]] == sorted(
            m.seq for m in driver.messages[-len(ended) :]
        )
