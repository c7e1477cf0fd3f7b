"""The terminal game's dialogs for the player's choices (issue 22, point 5): ``r`` asks who
pushes in a run (pp. 9, 124), ``O`` sets how an adventurer takes Wounds (p. 124)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_flow_order import fight_on
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.engine import dying
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.autoplay import Autoplay
from worm.model.crawl import WoundAsk
from worm.ui import field, woundorder
from worm.ui.app import WormApp
from worm.ui.challenge import ChallengeScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import WoundScreen


def _number(screen: PickScreen, key: str) -> str:
    """The digit that picks the option ``key`` (1–9)."""
    index = [k for k, _ in screen.options].index(key)
    assert index < 9
    return str(index + 1)


async def test_r_asks_who_pushes_and_runs_as_told(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        assert fights.no_escape(game) is None, "the fight's foes must be ones a guild can race"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        keys = [k for k, _ in a.screen.options]
        assert keys[-1] == "no" and {"both", "none"} <= set(keys)
        await pilot.press(_number(a.screen, "none"))
        await pilot.pause()
        assert game.history[-1] == cmd.Retreat(push="none")


async def test_o_builds_an_order_of_wounds_step_by_step(tmp_path: Path) -> None:
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        first = game.guild.in_marching_order()[0]
        await pilot.press("O")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)  # whose Wounds
        await pilot.press(_number(a.screen, first.id))
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        await pilot.press(_number(a.screen, "Injured"))
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        assert "Injured" not in [k for k, _ in a.screen.options]  # each step once
        await pilot.press(_number(a.screen, "Staggered"))
        await pilot.pause()
        await pilot.press(_number(a.screen, woundorder.DONE))
        await pilot.pause()
        assert a.screen is screen and isinstance(screen, ChallengeScreen)
        assert game.guild.adventurer(first.id).wound_order == ("Injured", "Staggered")


async def to_a_wound(a: WormApp, pilot) -> WoundAsk:  # type: ignore[no-untyped-def]
    """Seed 7's fight, each adventurer asked as a Wound lands, played by the bot until one
    lands: its dialog open."""
    await pilot.pause()
    await fight_on(a, pilot)
    assert a.driver is not None
    game = a.driver.game
    for adventurer in game.guild.adventurers:
        a.send(cmd.WoundOrder(who=adventurer.id, order=("ask",)))
    bot = Autoplay()
    for _ in range(300):
        if game.asked is not None or game.phase != "challenge":
            break
        command = bot.next(game)
        assert command is not None
        a.send(command, anyway=True, quiet=True)
        if isinstance(game.log.events[-1], ev.Refused):
            bot.refused(game, command)
        await pilot.pause()
    asked = game.asked
    assert asked is not None, "seed 7's fight lands a Wound on the guild"
    assert isinstance(a.screen, WoundScreen)
    return asked


async def test_a_wound_that_waits_opens_a_dialog_naming_each_way(tmp_path: Path) -> None:
    """p. 124: one whose order says 'ask' is asked as the Wound lands — the dialog lists the
    ways, a number answers, and the foe's blow goes on."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        asked = await to_a_wound(a, pilot)
        game = a.driver.game  # type: ignore[union-attr]
        words = " ".join(str(s.render()) for s in a.screen.query(Static))
        assert "How is it taken?" in words
        assert len(asked.ways) > 1
        await pilot.press("2")
        await pilot.pause()
        assert game.history[-1] == cmd.TakeWound(who=asked.who, way=asked.ways[1])
        assert game.asked != asked


async def test_a_new_guild_in_the_terminal_is_asked_about_its_wounds(tmp_path: Path) -> None:
    """p. 124, "the player chooses": the terminal game's quick start and the title's quick
    guild are a player's, so each member is asked as a Wound lands (the O key shows it)."""
    quick = WormApp(seed=7, quickstart=True, saves_dir=tmp_path)
    async with quick.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert quick.driver is not None
        game = quick.driver.game
        woundorder.ask(quick.screen, game)  # what O opens (seed 7 opens on a meeting)
        await pilot.pause()
        assert isinstance(quick.screen, PickScreen)  # whose Wounds, each with their order
        said = [words for _, words in quick.screen.options]
        assert len(said) == len(game.guild.adventurers)
        assert all(words.endswith(": ask as each Wound lands") for words in said), said
    titled = WormApp(seed=7, saves_dir=tmp_path / "title")
    async with titled.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        titled.screen.action_quick()  # type: ignore[attr-defined]
        await pilot.pause()
        assert titled.driver is not None
        guild = titled.driver.game.guild
        assert all(a.wound_order == ("ask",) for a in guild.adventurers)


async def test_one_woken_from_deaths_door_lays_their_own_initiative(tmp_path: Path) -> None:
    """p. 126: healed at Death's Door, an adventurer is conscious again and back in the
    fight — in the terminal game the player lays their Initiative with the number keys, as
    for anyone standing, and the fight waits on it."""
    a = WormApp(seed=7, saves_dir=tmp_path)
    async with a.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = await fight_on(a, pilot)
        assert a.driver is not None
        game = a.driver.game
        assert game.under_way().step == "initiative"
        who = field.choosers(game)[0]
        hurt = game.guild.adventurer(who)
        marks = hurt.conditions.model_copy(update={"injured": True, "staggered": True})
        game.guild = game.guild.with_adventurer(hurt.model_copy(update={"conditions": marks}))
        harm.wound_adventurer(game, who, critical=True, cause="a blow")  # to Death's Door
        assert game.guild.adventurer(who).conditions.deaths_door
        assert who not in field.choosers(game)  # fallen: no cards, no say
        dying.heal(game, who, cause="a healing draught")
        fights.settle_up(game)
        assert who in field.choosers(game) and game.under_way().hand(who)
        screen.update_view()
        await pilot.pause()
        for _ in range(len(field.choosers(game))):
            await pilot.press("1")  # each lays the first card of the hand
            await pilot.pause()
        laid = game.under_way().group(who).initiative
        assert laid is not None
        assert cmd.Initiative(who=who, card=laid.name) in game.history
