"""SVG snapshots of the main screens at a fixed seed and size (pytest-textual-snapshot).

A changed screen fails with a report (snapshot_report.html); when the change is meant, run
``uv run pytest tests/ui/test_snapshots.py --snapshot-update`` and look at the new SVGs in
tests/ui/__snapshots__/ before committing them.
"""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_parley import KNIGHTS, open_parley
from worm.engine import commands as cmd
from worm.ui.app import WormApp

SIZE = (120, 40)


def test_the_crawl(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, press=["right", "right", "left"])


def test_help(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, press=["question_mark"])


def test_the_crawl_compact_at_80_by_24(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path, theme="worm-high-contrast")
    assert snap_compare(app, terminal_size=(80, 24))


def test_the_challenge(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The fight of tests/ui/test_challenge.py (talkers beside the way in): the Initiatives laid,
    the second card of the first to act shows its plays."""
    app = fight(tmp_path)

    async def to_the_plays(pilot) -> None:  # type: ignore[no-untyped-def]
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")  # Initiatives
        await pilot.pause()
        await pilot.press("2")  # the second card of the first to act: its plays
        await pilot.pause()

    assert snap_compare(app, terminal_size=(140, 44), run_before=to_the_plays)


def test_the_title(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = WormApp(seed=7, saves_dir=tmp_path)

    async def previewed(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await app.workers.wait_for_complete()  # the preview comes from a thread
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=previewed)


def test_the_parley(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 22's guild meets the First Knights in sadness, built as in tests/ui/test_parley.py."""
    app = WormApp(seed=KNIGHTS[0], quickstart=True, saves_dir=tmp_path)

    async def to_the_parley(pilot) -> None:  # type: ignore[no-untyped-def]
        await open_parley(app, pilot, KNIGHTS)

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_parley)


def test_the_camp(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 camps in 101 (tests/ui/test_camp.py): step 1, Bryonie has shared the fire with
    Gunhild, Bidziil is to choose, and the shut actions say why."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, press=["C", "enter", "2"])


def test_the_market(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 steps back out into the City; Bryonie pays for common upkeep and the market key
    opens the lists by tier, her tier's gear ticked, her pack and its room beside them."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)

    async def to_the_market(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        app.driver.do(cmd.Take(way="out"))  # type: ignore[union-attr]
        game.set_adventurer(game.guild.adventurer("a2").model_copy(update={"gold": 80}))
        app.send(cmd.Upkeep(who="a2", tier="common"))
        await pilot.pause()
        await pilot.press("M")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_market)


def test_the_city_actions(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 steps back out into the City; everyone lives destitute, Bryonie has 120 gold, and
    the actions key opens her City Actions, Carouse shut (she brought nothing back)."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)

    async def to_the_actions(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        app.driver.do(cmd.Take(way="out"))  # type: ignore[union-attr]
        for who in ("a1", "a2", "a3"):
            app.driver.do(cmd.Upkeep(who=who, tier="destitute"))  # type: ignore[union-attr]
        game.set_adventurer(game.guild.adventurer("a2").model_copy(update={"gold": 120}))
        app.route()
        await pilot.pause()
        await pilot.press("A")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_actions)


def test_the_job_board(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 steps back out into the City and the jobs key opens the board: one contract
    signed and held above the four left to sign."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)

    async def to_the_board(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        app.driver.do(cmd.Take(way="out"))  # type: ignore[union-attr]
        app.driver.do(cmd.Plan())  # type: ignore[union-attr]  # on to step 7: the board goes up
        app.send(cmd.TakeContract(contract="2"))
        await pilot.pause()
        await pilot.press("J")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_board)


def test_the_city_map(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 steps back out into the City and the city-map key shows Appendix D's City: the
    letter map, the fourteen gates with the one the guild came in by, each district's card,
    flavour and what is done there."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)

    async def to_the_map(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        await pilot.press("D")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_map)


def test_the_city_screen(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Seed 2 steps back out into the City: the City screen in place of the map, the eight
    steps with step 5 under way, Bryonie's common upkeep paid and the others to choose."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)

    async def to_the_city(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        app.driver.do(cmd.Take(way="out"))  # type: ignore[union-attr]
        game.set_adventurer(game.guild.adventurer("a2").model_copy(update={"gold": 80}))
        app.send(cmd.Upkeep(who="a2", tier="common"))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=to_the_city)


def test_the_inventory(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 19, point 5: hands, belt and pack slot by slot, the lights and their flickers."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, press=["I"])


def test_the_too_small_notice_below_80_by_24(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Under 80×24 every screen shows the notice alone (issue 19, point 10)."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=(79, 23))


def test_the_crawl_wide_at_200_by_60(snap_compare, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """At 160 columns and more the log is a column beside the map (issue 19, point 11)."""
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    assert snap_compare(app, terminal_size=(200, 60), press=["right", "right", "left"])
