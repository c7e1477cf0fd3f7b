"""The Parley screen driven by keys (issue 7): it opens when the guild meets someone who talks,
shows who they are, their Disposition and what the guild knows, sends each approach as one
Command, and gives way by itself to the Crawl or the Challenge when the talk ends.

Each meeting is built, not found on a map: the band is met in the quick guild's own room, 101,
by the engine's ``meet.start`` with the mood card on the minor discard
(``tests.fixtures.meetings.meet_here``), since issue 21's factions decide who stands where on
every seed's level. Seed 22's guild has Ine Daryason, the only one speaking Chivalric, and
meets the First Knights in sadness (a riddling lock waiting in the room); seed 47's meets
Elven Ghosts in anger: a lie touches a dislike and they fight at once, and backing off into the
room it came from meets Land Whales, who do not talk; seed 161's meets Vodyanoy, whom every
adventurer can speak to.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import OptionList, RichLog, Static

from tests.fixtures.meetings import meet_here
from tests.ui.test_crawl_keys import place
from worm.ui import talk
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.parley import ParleyScreen, PickScreen
from worm.ui.prompts import PendingScreen

Route = tuple[int, str, str, str]  # seed, the creature met, its mood card, who is met

KNIGHTS: Route = (22, "the_first_knights", "Five of Wands", "the First Knights")  # sadness
GHOSTS: Route = (47, "elven_ghosts", "Two of Swords", "Elven Ghosts")  # anger
VODYANOY: Route = (161, "vodyanoy", "Seven of Cups", "Vodyanoy")  # joy


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
    await pilot.pause()  # type: ignore[attr-defined]
    seed, creature, card, who = route
    game = a.driver.game
    mark = len(game.log.events)
    meet_here(game, creature, card)
    a.driver._read(game.log.events[mark:], "crawl")  # what the player reads of the meeting
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
        assert panel(screen, "who").startswith(
            "The First Knights"
        )  # a heading opens with a capital
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
    """The riddling lock in the room where the talk was still waits: its choice sits on the
    Crawl."""
    a = app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        await open_parley(a, pilot, KNIGHTS)
        game = a.driver.game  # type: ignore[union-attr]
        riddle = game.pack.meatgrinder["hazard_riddle_lock"]
        game.offer(riddle.name, riddle.interactions)  # the riddling lock waits in the room
        await pilot.press("W")
        await pilot.pause()
        assert a.driver.game.phase == "crawl" and a.driver.game.meeting is None  # type: ignore[union-attr]
        assert not any(isinstance(s, ParleyScreen) for s in a.screen_stack)
        assert isinstance(a.screen_stack[1], CrawlScreen)
        assert a.screen.phase_name == "choice"  # type: ignore[attr-defined]


async def test_a_new_meeting_on_the_way_back_redraws_the_screen(tmp_path: Path) -> None:
    """Seed 47: backing away from the Elven Ghosts met in the room next to 101, the guild meets
    Land Whales, who do not talk, back in 101: the same screen now shows them, with every
    approach in words shut."""
    a = app(tmp_path, GHOSTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = a.driver.game  # type: ignore[union-attr]
        home = game.room
        ahead = next(other for other, _ in game.plan.neighbours(home, game.state))
        place(game, ahead)  # one step in from 101, which the Land Whales hold now
        game.came_from = home
        game.level.stock[home].denizens[:] = ["land_whales"]
        state = game.state
        game.states[game.depth] = replace(state, settled=state.settled - {home})
        screen = await open_parley(a, pilot, GHOSTS)
        await pilot.press("W")
        await pilot.pause()
        assert game.room == home
        assert a.screen is screen and game.meeting.name == "Land Whales"  # type: ignore[union-attr]
        assert panel(screen, "who").startswith("Land Whales")
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


async def test_a_trade_after_a_request_offers_what_was_asked_first(tmp_path: Path) -> None:
    """Seed 161's Vodyanoy, met in joy, want a fair exchange for their aid (p. 100): the trade
    that follows asks for aid on Enter, not for passage, the list's usual first line."""
    a = app(tmp_path, VODYANOY[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, VODYANOY)
        game = a.driver.game  # type: ignore[union-attr]
        await pilot.press("e", "5")  # aid
        await pilot.pause()
        assert "trade something for their aid" in log_text(screen)
        await pilot.press("r")
        gifts = [k for k, _ in talk.gifts(game)]
        await pilot.press(str(gifts.index("item:ration") + 1))
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        assert a.screen.options[0][0] == "aid"
        await pilot.press("enter")
        await pilot.pause()
        assert "an ally's help is a great deal to ask for rations" in log_text(screen)
