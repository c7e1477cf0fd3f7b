"""The City screen (p. 148) driven by keys: back in the City the terminal game shows the eight
steps and the guild, not the Crawl's map; Enter on an adventurer chooses their upkeep tier
(p. 154), a guild-mate making up a short purse (p. 172); the Market opens over it and comes
back to it; ``>`` delves.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from worm.engine import city
from worm.engine import commands as cmd
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.market import MarketScreen
from worm.ui.parley import PickScreen

SEED = 2


def steps(screen: CityScreen) -> str:
    return str(screen.query_one("#city-steps", Static).content)


async def pick(app: WormApp, pilot, wanted: str) -> None:  # type: ignore[no-untyped-def]
    """Choose ``wanted`` in the dialog open by its number key."""
    assert isinstance(app.screen, PickScreen)
    ids = [i for i, _ in app.screen.options]
    await pilot.press(str(ids.index(wanted) + 1))
    await pilot.pause()


async def upkeep_for(app: WormApp, pilot, who: str) -> None:  # type: ignore[no-untyped-def]
    """Highlight ``who`` in the guild and press Enter."""
    menu = app.screen.query_one("#city-menu", OptionList)
    menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == who)
    await pilot.press("enter")
    await pilot.pause()


async def test_upkeep_for_all_three_by_keys_one_paid_by_a_guild_mate(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        assert isinstance(app.screen, CrawlScreen)
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert game.phase == "city"
        screen = app.screen
        assert isinstance(screen, CityScreen)
        assert "▶ 5. Upkeep (p. 154)" in steps(screen)
        assert "3 to choose" in steps(screen)

        cost = {t.id: t.cost for t in city.tiers(game)}
        # a1 pays her own common upkeep and makes up a2's luxury; 10 gold is left over.
        a1_gold = cost["common"] + cost["luxurious"] - 20 + 10
        for who, gold in (("a1", a1_gold), ("a2", 20), ("a3", 0)):
            a = game.guild.adventurer(who)
            game.set_adventurer(a.model_copy(update={"gold": gold}))
        app.route()
        await pilot.pause()

        await upkeep_for(app, pilot, "a1")
        await pick(app, pilot, "common")
        assert game.city is not None and game.city.tier_of("a1") == "common"
        assert isinstance(app.screen, CityScreen)

        await upkeep_for(app, pilot, "a2")
        assert isinstance(app.screen, PickScreen)
        labels = dict(app.screen.options)
        assert labels["luxurious"].endswith("short, a guild-mate can pay")
        await pick(app, pilot, "luxurious")
        assert isinstance(app.screen, PickScreen)  # who makes up the shortfall?
        assert [i for i, _ in app.screen.options] == ["a1"]
        await pick(app, pilot, "a1")
        assert game.city.tier_of("a2") == "luxurious"
        assert game.guild.adventurer("a1").gold == 10
        a1, a2 = game.guild.adventurer("a1").name, game.guild.adventurer("a2").name
        assert f"{a2} luxurious, paid by {a1}" in steps(screen)

        await upkeep_for(app, pilot, "a3")
        assert isinstance(app.screen, PickScreen)
        ids = [i for i, _ in app.screen.options]
        assert "destitute" in ids
        assert "no:impoverished" in ids  # 0 gold, and a1 has only 10 to spare
        await pick(app, pilot, "no:impoverished")  # said no to, nothing paid
        assert game.city.tier_of("a3") is None
        await upkeep_for(app, pilot, "a3")
        await pick(app, pilot, "destitute")
        assert game.city.tier_of("a3") == "destitute"
        assert "to choose" not in steps(screen).split("5. Upkeep")[1].split("\n")[0]
        guild = [str(o.prompt) for o in screen.query_one("#city-menu", OptionList).options]
        assert any("upkeep destitute" in line for line in guild)


async def test_the_market_over_the_city_screen_and_back_then_delve(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)
        before = len(game.log.events)
        await pilot.press("o")  # the Crawl's explore key is not bound in the City
        await pilot.pause()
        assert len(game.log.events) == before and isinstance(app.screen, CityScreen)

        await pilot.press("M")
        await pilot.pause()
        assert isinstance(app.screen, MarketScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)

        await pilot.press("greater_than_sign")
        await pilot.pause()
        assert game.phase == "city"  # upkeep and City Actions undone: it asks first
        await pilot.press("1")  # go down now
        await pilot.pause()
        assert game.phase == "crawl"  # the Crawl's map again, whatever the GM asks over it
        assert isinstance(app.screen_stack[1], CrawlScreen)
        assert not any(isinstance(s, CityScreen) for s in app.screen_stack)
        assert game.log.events[before:][-1].type != "refused"
        # nobody named a tier: each took the best their purse paid for (p. 154) on the way down
        assert sum(e.type == "upkeep" for e in game.log.events[before:]) == 3
