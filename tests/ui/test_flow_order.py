"""Keys and screens in the right order (issue 19, play-test points 5, 6, 7, 8, 14, 15, 17 and
the polish items on impossible choices and irreversible keys)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import OptionList, Static

from tests.fixtures.choices import at_a_choice_seed
from tests.fixtures.meetings import FIGHT, PARLEY, met_at_once
from tests.ui.test_city_screen import SEED as CITY_SEED
from tests.ui.test_crawl import _screen_text
from tests.ui.test_crawl_keys import LOCKS, choose, game_of, labels, locked_door, place
from tests.ui.test_crawl_keys import SIZE as KEYS_SIZE
from tests.ui.test_crawl_keys import app as keys_app
from tests.ui.test_parley import KNIGHTS, open_parley
from tests.ui.test_parley import app as parley_app
from tests.unit.engine.test_crawl import stack
from worm.content import constants
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.engine import kit, traps
from worm.engine.session import Game
from worm.rules import pack_space
from worm.ui import carrying, field, settling
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.city import CityScreen
from worm.ui.common import MessageLog
from worm.ui.creation import CreationScreen
from worm.ui.driver import Driver
from worm.ui.meeting import MeetingScreen
from worm.ui.parley import ParleyScreen, PickScreen
from worm.ui.prompts import ChoiceScreen, PendingScreen
from worm.ui.title import TitleScreen


async def test_a_fight_met_after_a_step_by_step_guild_opens_the_challenge(
    tmp_path: Path,
) -> None:
    """Point 5: begun from the creation screen, Enter on the meeting goes into the fight."""
    game = met_at_once(*FIGHT)
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, TitleScreen)
        a.screen.action_create()
        await pilot.pause()
        assert isinstance(a.screen, CreationScreen)
        a.screen.call_later(a.begin, Driver(game))  # as its Begin does, from its handler
        for _ in range(4):
            await pilot.pause(0.05)
        assert isinstance(a.screen, MeetingScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(a.screen, ChallengeScreen)


async def test_the_log_under_a_dialog_has_caught_up_when_it_shows(tmp_path: Path) -> None:
    """Point 6: the Crawl's log behind the choice met by exploring shows the newest message."""
    a = WormApp(seed=at_a_choice_seed(), quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        for _ in range(3):
            await pilot.pause(0.05)
        assert isinstance(a.screen, ChoiceScreen)
        assert a.driver is not None
        crawl = a.screen_stack[-2]
        log = crawl.query_one(MessageLog)
        newest = a.driver.since(0)[-1].text
        assert log.kept[-1].text == newest
        await pilot.pause(0.5)
        shown = _screen_text(a)
        assert " ".join(newest.split()[:4]) in " ".join(shown.split())


@pytest.mark.parametrize(
    ("met", "screen", "key"), [(PARLEY, ParleyScreen, "o"), (FIGHT, ChallengeScreen, "1")]
)
async def test_a_key_typed_as_a_parley_or_fight_comes_up_does_nothing_there(
    tmp_path: Path, met: tuple[int, str], screen: type, key: str
) -> None:
    """Point 8: a key queued as the meeting gives way to the parley (the offer) or to the
    fight (a card) is dropped; pressed once the screen has been up a moment, it acts."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.settle = 2.0  # long, for a slow machine (headless, screens take keys at once)
        a.begin(Driver(met_at_once(*met)))
        await pilot.pause()
        assert isinstance(a.screen, MeetingScreen) and a.driver is not None
        a.screen.action_onward()  # Enter: the screen changes ...
        a.post_message(events.Key(key, key))  # ... and a key already typed comes in
        await pilot.pause()
        assert isinstance(a.screen, screen)
        seen = (a.driver.version, a.driver.written, len(a.screen_stack))
        await pilot.press(key)  # held down, the key repeats
        assert (a.driver.version, a.driver.written, len(a.screen_stack)) == seen
        await pilot.pause(2.0)
        await pilot.press(key)
        await pilot.pause()
        assert (a.driver.version, a.driver.written, len(a.screen_stack)) != seen


async def test_a_parley_met_from_the_crawl_ignores_the_explore_key_pressed_again_at_a_walk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test s15: exploring with ``o`` into a band that talks, the player's next ``o`` came
    half a second after the parley was up and opened its Offer. A parley (or fight) that the
    Crawl runs into takes no key for longer than a dialog's moment; after that ``o`` offers."""
    monkeypatch.setattr(settling, "QUICK_HEADLESS", False)  # the terminal's timings
    a = parley_app(tmp_path, KNIGHTS[0])
    async with a.run_test(size=(120, 40)) as pilot:
        screen = await open_parley(a, pilot, KNIGHTS)  # as a Crawl command routes to it
        assert a.driver is not None
        up = screen.ready - settling.ARRIVAL  # when it came up, on the clock keys are stamped by
        assert settling.SETTLE < 0.5 < settling.ARRIVAL
        seen = (a.driver.version, a.driver.written, len(a.screen_stack))
        walking = events.Key("o", "o")
        walking.time = up + 0.5  # at an exploring pace, past a dialog's moment
        a.post_message(walking)
        await pilot.pause()
        assert a.screen is screen
        assert (a.driver.version, a.driver.written, len(a.screen_stack)) == seen
        meant = events.Key("o", "o")
        meant.time = screen.ready + 0.1  # once the parley has been up a while
        a.post_message(meant)
        await pilot.pause()
        assert (a.driver.version, a.driver.written, len(a.screen_stack)) != seen


def at_the_invisible_path() -> Game:
    """Seed 2's guild in 101, caught by the Invisible Path with a Two of Coins drawn: a
    Pentacles test far short of a success, waiting to be pushed."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    stack(game, minor=["Two of Pentacles"])
    trap = next(t for t in game.pack.traps.values() if t.name == "Invisible Path")
    traps.spring(game, game.room, trap)
    assert game.pending is not None
    return game


async def test_the_failed_test_dialog_says_what_is_at_stake_and_the_total_needed(
    tmp_path: Path,
) -> None:
    """Point 7: the pit's certain death and "N in all, 14 needed" on the push dialog."""
    game = at_the_invisible_path()
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.begin(Driver(game))
        await pilot.pause()
        assert isinstance(a.screen, PendingScreen)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "certain death" in words
        total = game.pending.test.total  # type: ignore[union-attr]
        assert f"{total} in all, {constants.BOOK.success_at} needed" in words


async def test_each_round_asks_for_initiatives_in_the_order_the_header_names(
    tmp_path: Path,
) -> None:
    """Point 17: in round 2 the first asked to lay an Initiative is the first the header's
    "waiting on" names, not whoever acted last in round 1."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        a.begin(Driver(met_at_once(*FIGHT)))
        await pilot.pause()
        a.screen.action_onward()  # type: ignore[attr-defined]
        await pilot.pause()
        assert isinstance(a.screen, ChallengeScreen) and a.driver is not None
        game = a.driver.game
        screen = a.screen
        last = [f.key for f in game.under_way().side("guild")][-1]  # as the header lists
        for _ in range(60):  # the guild lays its cards, then lets every moment go
            ch = game.challenge
            if ch is None or ch.round > 1:
                break
            if ch.step == "initiative":
                who = field.choosers(game)[-1]  # the last first: the screen follows along
                card = next(c for c in ch.hand(who) if not c.is_fool)  # the Fool never leads
                a.send(cmd.Initiative(who=who, card=card.name))
            else:
                screen.who = last  # the round ends on the last adventurer's moment
                a.send(cmd.Pass())
            await pilot.pause()
        ch = game.challenge
        assert ch is not None and ch.round == 2 and ch.step == "initiative"
        assert a.screen is screen
        header = fights.waiting_on(game)
        names = [ch.group(k).name for k in field.choosers(game)]
        assert len(names) > 1 and header.index(names[0]) < header.index(names[1])
        assert screen.who is not None
        assert ch.group(screen.who).name == names[0]


async def fight_on(a: WormApp, pilot) -> ChallengeScreen:  # type: ignore[no-untyped-def]
    a.begin(Driver(met_at_once(*FIGHT)))
    await pilot.pause()
    a.screen.action_onward()  # type: ignore[attr-defined]
    await pilot.pause()
    assert isinstance(a.screen, ChallengeScreen)
    return a.screen


async def test_retreat_asks_first_naming_the_pushed_failures_and_says_when_it_may(
    tmp_path: Path,
) -> None:
    """Point 14: `r` at the start of a round asks first and warns that the testers' failures
    are pushed; Escape runs nowhere. Out of its moment, the refusal says when a retreat is
    allowed."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "pushed" in words and "Pentacles" in words
        await pilot.press("escape")
        await pilot.pause()
        assert a.screen is screen and game.phase == "challenge"
        ch = game.under_way()
        for key in field.choosers(game):  # Initiatives laid: the round goes on, no running
            card = next(c for c in ch.hand(key) if not c.is_fool)  # the Fool never leads
            a.send(cmd.Initiative(who=key, card=card.name))
            ch = game.under_way()
        await pilot.pause()
        assert game.under_way().step != "initiative"
        outcome = a.driver.do(cmd.Retreat())
        assert outcome.refused is not None
        assert "start of a round" in outcome.refused


async def test_surrender_asks_first(tmp_path: Path) -> None:
    """Polish: `S` gives nothing away until the player says yes."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        written = a.driver.written
        await pilot.press("S")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        await pilot.press("2")  # stay and fight on
        await pilot.pause()
        assert a.screen is screen and game.phase == "challenge"
        assert a.driver.written == written  # nothing sent
        await pilot.press("S")
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        said = " ".join(m.text for m in a.driver.since(written))
        assert "surrender" in said or "prisoners" in said  # sent: done, or refused


async def test_going_down_from_the_city_with_upkeep_undone_asks_first(tmp_path: Path) -> None:
    """Polish: `>` in the City with nobody's upkeep paid and no City Action taken names what
    is undone and goes nowhere until the player says so."""
    a = WormApp(seed=CITY_SEED, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert a.driver is not None
        game = a.driver.game
        a.send(cmd.Take(way="out"))
        await pilot.pause()
        assert isinstance(a.screen, CityScreen)
        await pilot.press("greater_than_sign")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "upkeep unpaid" in words and "no City Action" in words
        await pilot.press("2")  # stay
        await pilot.pause()
        assert game.phase == "city" and isinstance(a.screen, CityScreen)


async def test_the_light_and_use_lists_leave_out_what_cannot_be_done(tmp_path: Path) -> None:
    """Polish: `L` does not offer a torch burnt down to nothing, and `U` offers no dagger or
    quill only to refuse it: every adventurer's torches are spent here, so `L` has nothing."""
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert a.driver is not None
        game = a.driver.game
        for adv in game.guild.adventurers:
            inv = adv.inventory
            for c in [c for c in inv.things() if game.pack.items[c.item].light is not None]:
                inv = pack_space.replace(inv, c.model_copy(update={"flickers": 0, "lit": False}))
            game.set_adventurer(adv.model_copy(update={"inventory": inv}))
        a.route()
        for key in ("L", "U"):
            await pilot.press(key)
            await pilot.pause()
            words = (
                " ".join(str(s.render()) for s in a.screen.query(Static))
                if isinstance(a.screen, PickScreen)
                else ""
            )
            assert "spent" not in words and "Dagger" not in words and "Quill" not in words
            if isinstance(a.screen, PickScreen):
                await pilot.press("escape")
                await pilot.pause()
        for adv in game.guild.adventurers:
            assert carrying.lights_to_light(game, adv) == [] or all(
                c.flickers != 0 for c in carrying.lights_to_light(game, adv)
            )
            for c in carrying.things_to_use(game, adv):
                item = game.pack.items[c.item]
                assert item.light is not None or item.fuel_flickers is not None or item.tags


async def test_the_door_list_leaves_out_what_the_guild_has_nothing_for(tmp_path: Path) -> None:
    """Polish: with no key, no spikes and no spyglass, `+` offers neither opening, spiking nor
    spying, and says why; picking and forcing are still there."""
    a = keys_app(tmp_path, LOCKS)
    async with a.run_test(size=KEYS_SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        _, here, behind = locked_door(game)
        place(game, here)
        for adv in game.guild.adventurers:
            for item in ("iron_spikes", "spyglass"):
                while found := kit.find(game.guild.adventurer(adv.id), item):
                    after, _ = kit.lose(game.guild.adventurer(adv.id), item, found[0].count)
                    game.set_adventurer(after)
        key = game.plan.key(behind)
        await pilot.press("plus")
        await pilot.pause()
        await choose(a, pilot, key)
        shown = labels(a)
        assert not any(label.startswith(("Open it", "Spike", "Spy")) for label in shown)
        assert any(label.startswith("Force") for label in shown)
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "no key to it" in words and "spyglass" in words.lower()


async def test_a_toll_the_guild_cannot_pay_says_so_in_the_choice(tmp_path: Path) -> None:
    """Polish: with empty purses the toll gate's "pay the toll" shows why it cannot be done;
    with gold enough it reads as ever."""
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert a.driver is not None
        game = a.driver.game
        for adv in game.guild.adventurers:
            game.set_adventurer(adv.model_copy(update={"gold": 0}))
        entry = game.pack.meatgrinder["choice_toll_gate"]
        game.offer(entry.name, entry.interactions)
        a.route()
        await pilot.pause()
        assert isinstance(a.screen, ChoiceScreen)
        shown = [str(o.prompt) for o in a.screen.query_one(OptionList).options]
        assert "cannot: it costs 10 gold, the guild has none" in shown[0]
        assert "cannot" not in " ".join(shown[1:])


async def test_an_option_needing_a_tool_nobody_carries_says_so_in_the_choice(
    tmp_path: Path,
) -> None:
    """Play-test 21: a choice offering to probe with a 10' pole, with no pole in the guild,
    says so beside the option, before it is picked and refused."""
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert a.driver is not None
        game = a.driver.game
        for adv in game.guild.adventurers:
            while found := kit.find(game.guild.adventurer(adv.id), "pole"):
                after, _ = kit.lose(game.guild.adventurer(adv.id), "pole", found[0].count)
                game.set_adventurer(after)
        trap = next(
            t for t in game.pack.traps.values() if any(o.requires == ("pole",) for o in t.choices())
        )
        options = tuple(o for o in trap.choices() if o.verb)
        game.offer(trap.name, options)
        a.route()
        await pilot.pause()
        assert isinstance(a.screen, ChoiceScreen)
        shown = [str(o.prompt) for o in a.screen.query_one(OptionList).options]
        needing = [s for s, o in zip(shown, options, strict=True) if o.requires == ("pole",)]
        assert needing and all("cannot: nobody carries a 10' pole" in s for s in needing)
        rest = [s for s, o in zip(shown, options, strict=True) if not o.requires]
        assert all("cannot" not in s for s in rest)
