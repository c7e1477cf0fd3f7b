"""The Parley screen driven by keys (issue 7): it opens when the guild meets someone who talks,
shows who they are, their Disposition and what the guild knows, sends each approach as one
Command, and gives way by itself to the Crawl or the Challenge when the talk ends.

Each meeting is a quick guild's first step from 101, found by its property over the seeds
after issue 20's generator changed every map (``open_parley`` asserts who is met): seed 22, the
First Knights in 103, met in sadness, speaking only Chivalric (Ine Daryason), a riddling lock
waiting in the room; seed 47, Elven Ghosts in 103, met in anger: a lie touches a dislike and
they fight at once, and backing off meets Land Whales, who do not talk; seed 161, Vodyanoy in
102, whom every adventurer can speak to.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, RichLog, Static

from worm.ui import talk
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.parley import ParleyScreen, PickScreen
from worm.ui.prompts import PendingScreen

Route = tuple[int, tuple[str, ...], str]  # seed, the lines typed, who is met

KNIGHTS: Route = (22, ("go 103",), "the First Knights")
GHOSTS: Route = (47, ("go 103",), "Elven Ghosts")
VODYANOY: Route = (161, ("go 102",), "Vodyanoy")


def app(tmp_path: Path, seed: int) -> WormApp:
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)


def panel(screen: ParleyScreen, name: str) -> str:
    return str(screen.query_one(f"#parley-{name}", Static).content)


def log_text(screen: ParleyScreen) -> str:
    return "\n".join(line.text for line in screen.query_one("#parley-log", RichLog).lines)


def menu_ids(screen: ParleyScreen) -> list[str]:
    return [o.id or "" for o in screen.query_one("#approaches", OptionList).options]


async def open_parley(a: WormApp, pilot: object, route: Route) -> ParleyScreen:
    assert a.driver is not None
    seed, lines, who = route
    for line in lines:
        a.driver.type(line)
    a.route()
    await pilot.pause()  # type: ignore[attr-defined]
    meeting = a.driver.game.meeting
    assert meeting is not None and meeting.name == who, f"seed {seed}: {who} not met"
    assert isinstance(a.screen, ParleyScreen)
    return a.screen


async def test_a_parley_shows_who_their_mood_and_what_the_guild_knows(tmp_path: Path) -> None:
    a = app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, KNIGHTS)
        assert panel(screen, "who").startswith("the First Knights")
        assert "Chivalric — Ine Daryason" in panel(screen, "who")
        assert "▼ Sadness  ●●○ basic sadness" in panel(screen, "mood")
        known = panel(screen, "known")
        assert "1. an honourable challenge" in known and "1. oathbreakers" in known
        assert "2. ?  3. ?" in known
        assert "the GM's pick (Ine Daryason)" in panel(screen, "speaker")
        assert menu_ids(screen) == [c[0] for c in talk.MENU]
        assert "The First Knights are met." in log_text(screen)


async def test_approaches_by_key_are_sent_and_their_results_shown(tmp_path: Path) -> None:
    """A route by keys through seed 22's sad First Knights: request passage (they have no
    heart for it, but let slip their need), appeal to a like, ask (the want is learned),
    offer rations (a test of Wands, pushed: Joy), then passage — back on the Crawl, where
    the riddling lock still waits."""
    a = app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, KNIGHTS)
        game = a.driver.game  # type: ignore[union-attr]
        await pilot.press("e")
        assert isinstance(a.screen, PickScreen)
        await pilot.press("1")  # passage
        await pilot.pause()
        assert a.screen is screen
        assert "have no heart for it" in log_text(screen)
        assert "Their good name and rank among their own" in panel(screen, "known")

        await pilot.press("p", "enter")  # appeal to like 1
        await pilot.pause()
        assert "✧ Surprise" in panel(screen, "mood")
        assert "1. an honourable challenge  ✓ done" in panel(screen, "known")

        await pilot.press("a")  # ask: the want is learned
        await pilot.pause()
        assert "News, secrets and learning that could raise them" in panel(screen, "known")

        await pilot.press("o")
        gifts = [k for k, _ in talk.gifts(game)]
        await pilot.press(str(gifts.index("item:ration") + 1))
        await pilot.pause()
        assert isinstance(a.screen, PendingScreen)  # the test of Wands fell short
        await pilot.press("p")  # push: a success
        await pilot.pause()
        screen = a.screen  # type: ignore[assignment]
        assert isinstance(screen, ParleyScreen)
        assert "☼ Joy" in panel(screen, "mood")
        assert "lost Rations (given in the parley)" in log_text(screen)

        await pilot.press("e", "1")  # passage, freely given in joy
        await pilot.pause()
        assert game.phase == "crawl" and game.meeting is None
        assert not any(isinstance(s, ParleyScreen) for s in a.screen_stack)
        assert isinstance(a.screen_stack[1], CrawlScreen)


async def test_withdrawing_returns_to_the_crawl(tmp_path: Path) -> None:
    """Back in 101 the riddling lock met in 103 still waits: its choice sits on the Crawl."""
    a = app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        await open_parley(a, pilot, KNIGHTS)
        await pilot.press("W")
        await pilot.pause()
        assert a.driver.game.phase == "crawl" and a.driver.game.meeting is None  # type: ignore[union-attr]
        assert not any(isinstance(s, ParleyScreen) for s in a.screen_stack)
        assert isinstance(a.screen_stack[1], CrawlScreen)
        assert a.screen.phase_name == "choice"  # type: ignore[attr-defined]


async def test_a_new_meeting_on_the_way_back_redraws_the_screen(tmp_path: Path) -> None:
    """Seed 47: backing away from the Elven Ghosts, the guild meets Land Whales, who do not
    talk: the same screen now shows them, with every approach in words shut."""
    a = app(tmp_path, GHOSTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, GHOSTS)
        await pilot.press("W")
        await pilot.pause()
        assert a.screen is screen and a.driver.game.meeting.name == "2 × Land Whales"  # type: ignore[union-attr]
        assert panel(screen, "who").startswith("2 × Land Whales")
        assert "They do not talk" in panel(screen, "who")
        assert "flatter" not in menu_ids(screen) and "offer" in menu_ids(screen)
        assert "Not now: flatter, deceive, ask, trade, request (they do not talk)" in panel(
            screen, "closed"
        )


async def test_fighting_asks_first_then_routes_to_the_challenge(tmp_path: Path) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        await pilot.press("f", "2")  # keep talking
        await pilot.pause()
        assert a.screen is screen and a.driver.game.phase == "parley"  # type: ignore[union-attr]
        await pilot.press("f", "enter")
        await pilot.pause()
        assert getattr(a.screen, "phase_name", "") == "challenge"
        assert a.driver.game.phase == "challenge"  # type: ignore[union-attr]


async def test_a_lie_that_offends_turns_the_talk_to_a_fight(tmp_path: Path) -> None:
    a = app(tmp_path, GHOSTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        await open_parley(a, pilot, GHOSTS)
        await pilot.press("d")  # deceive: a dislike nobody knew of; Rage fights at once
        await pilot.pause()
        assert getattr(a.screen, "phase_name", "") == "challenge"


async def test_the_speaker_key_cycles_and_closes_words_they_lack(tmp_path: Path) -> None:
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        game = a.driver.game  # type: ignore[union-attr]
        pool = [x.name for x in talk.speaker_pool(game, game.meeting)]  # type: ignore[arg-type]
        assert len(pool) == 3
        for name in pool:
            await pilot.press("s")
            assert name in panel(screen, "speaker")
            assert "GM's pick" not in panel(screen, "speaker")
        await pilot.press("s")
        assert "GM's pick" in panel(screen, "speaker")


async def test_the_compact_screen_drops_the_hints_but_keeps_every_key(tmp_path: Path) -> None:
    a = app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(80, 24)) as pilot:
        screen = await open_parley(a, pilot, KNIGHTS)
        options = screen.query_one("#approaches", OptionList).options
        assert [o.id for o in options] == [c[0] for c in talk.MENU]
        assert all(" — " not in str(o.prompt) for o in options)
        assert str(options[0].prompt).strip().startswith("o")
