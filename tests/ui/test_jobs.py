"""The job board screen driven by keys (pp. 46, 154, 160–161): from the City the crawl's jobs
key opens it (below, it does nothing); before step 7 its one choice puts the board up; Enter
signs the board's contract highlighted, d gives
up a held one, Escape goes back to the City.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.jobs import JobBoardScreen
from worm.ui.parley import PickScreen

SEED = 2


def ids(screen: JobBoardScreen) -> list[str | None]:
    return [o.id for o in screen.query_one("#jobs-menu", OptionList).options]


async def test_sign_and_give_up_contracts_on_the_job_board_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        await pilot.press("J")  # below, the jobs key does nothing
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        assert not app.screen.check_action("jobs", ())

        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert game.phase == "city" and game.city is not None
        assert app.screen.check_action("jobs", ())
        status = str(app.screen.query_one("#status", Static).content)
        assert "J: the job board, 0 contracts held" in status
        await pilot.press("J")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JobBoardScreen)
        assert game.city.board == ()  # step 5: the board goes up in step 7 (p. 148)
        assert [i for i in ids(screen) if i] == ["plan:now"]
        await pilot.press("enter")  # put it up now: nobody has taken a City Action
        await pilot.pause()
        assert game.city is not None and game.city.step == 7
        board = game.city.board
        assert board
        assert ids(screen).count(None) == 3  # two headings and "none yet"
        assert [i for i in ids(screen) if i] == [f"board:{n}" for n in range(1, len(board) + 1)]
        assert "Entrances known (p. 178)" in str(screen.query_one("#jobs-status", Static).content)

        await pilot.press("enter")  # the first on the board is highlighted
        await pilot.pause()
        assert [j.id for j in game.jobs] == [board[0].id]
        assert game.guild.contracts == (board[0].id,)
        assert isinstance(app.screen, JobBoardScreen)  # the board stays open
        assert "held:1" in ids(screen) and len([i for i in ids(screen) if i]) == len(board)

        await pilot.press("d")  # a board contract highlighted: nothing is given up
        await pilot.pause()
        assert len(game.jobs) == 1
        menu = screen.query_one("#jobs-menu", OptionList)
        menu.highlighted = ids(screen).index("held:1")
        await pilot.press("d")
        await pilot.pause()
        assert game.jobs == () and game.log.events[-1].type == "gm"
        assert [e.change for e in game.log.events if e.type == "contract"] == ["taken", "failed"]

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)  # back to the City screen


async def test_with_two_entrances_known_the_player_names_the_one_to_go_in_by(
    tmp_path: Path,
) -> None:
    """p. 178: seed 1 knows a second surface entrance, into level 2; the down key in the City
    (the game as it began, before the first delve) asks which, and the guild goes in there."""
    app = WormApp(seed=1, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        game.restore(Game.new(1).snapshot())
        app.route()
        await pilot.pause()
        assert game.phase == "city" and isinstance(app.screen, CrawlScreen)
        await pilot.press("greater_than_sign")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("2")
        await pilot.pause()
        assert game.phase == "crawl" and game.depth == 2
        assert game.log.events[-1].type != "refused"
        delves = [e for e in game.log.events if e.type == "delve"]
        assert delves[-1].entrance.startswith("level 2, ")
