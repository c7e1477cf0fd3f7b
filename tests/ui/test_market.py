"""The Market screen driven by keys (pp. 154, 162–163, 37): from the City the crawl's market
key opens it; the lists by tier with the upkeep that buys each; Enter buys the gear
highlighted, a key sells and one mends, each from a dialog; refusals come back as a notice.

Seed 2's quickstart guild steps straight back out of its entrance room into the City.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from worm.engine import commands as cmd
from worm.engine import kit
from worm.model.inventory import Carried
from worm.rules import pack_space
from worm.ui.app import WormApp
from worm.ui.city import CityScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.market import MarketScreen
from worm.ui.parley import PickScreen

SEED = 2


def carried(screen: MarketScreen) -> str:
    return str(screen.query_one("#market-carried", Static).content)


def highlight(screen: MarketScreen, item: str) -> None:
    menu = screen.query_one("#market-menu", OptionList)
    menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == item)


async def test_buy_sell_and_mend_at_the_market_by_keys(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        await pilot.press("M")  # below, the market key does nothing
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)

        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert game.phase == "city"
        gunhild = game.guild.adventurer("a1")
        # Gunhild keeps a Notched dagger and little else, and has 100 gold for luxury.
        inventory = pack_space.stow_anywhere(
            gunhild.inventory.model_copy(update={"pack": (None,) * 21}),
            Carried(uid=99, item="dagger", notches=1),
            game.pack.items["dagger"],
        )
        assert inventory is not None
        game.set_adventurer(gunhild.model_copy(update={"gold": 200, "inventory": inventory}))

        await pilot.press("M")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MarketScreen)
        assert "no upkeep paid yet" in str(screen.query_one("#market-status", Static).content)
        headings = [
            str(o.prompt)
            for o in screen.query_one("#market-menu", OptionList).options
            if o.disabled
        ]
        assert headings == [
            "Impoverished — impoverished upkeep, 25 gold",
            "Common — common upkeep, 50 gold",
            "Luxurious — luxurious upkeep, 100 gold",
        ]
        while screen.chosen() is None or screen.chosen().id != "a1":  # type: ignore[union-attr]
            await pilot.press("tab")
        # Before upkeep the Market says no, with its reason.
        highlight(screen, "rope")
        await pilot.press("enter")
        await pilot.pause()
        assert kit.count(game.guild.adventurer("a1"), "rope") == 0
        assert game.log.events[-1].type == "refused"

        app.send(cmd.Upkeep(who="a1", tier="common"))  # ':upkeep a1 common'
        await pilot.pause()
        assert isinstance(app.screen, MarketScreen)  # the Market stays open
        highlight(screen, "rope")
        await pilot.press("enter")
        await pilot.pause()
        assert kit.count(game.guild.adventurer("a1"), "rope") == 1
        assert [e.type for e in game.log.events[-3:]] == ["gm", "item", "market"]
        assert "Rope" in carried(screen)

        # A stack asks how many.
        highlight(screen, "arrows")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("3")  # 1, 6, 12
        await pilot.pause()
        assert kit.count(game.guild.adventurer("a1"), "arrows") == 12

        # Mend the dagger (impoverished weaponry: common upkeep reaches it).
        assert "1 Notch — mendable" in carried(screen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        await pilot.press("1")
        await pilot.pause()
        assert kit.find(game.guild.adventurer("a1"), "dagger")[0].notches == 0

        # Sell the rope back.
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        labels = [label for _, label in app.screen.options]
        await pilot.press(str(labels.index("Rope") + 1))
        await pilot.pause()
        assert kit.count(game.guild.adventurer("a1"), "rope") == 0
        assert game.log.events[-1].type == "market"

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CityScreen)  # back to the City screen


async def test_a_piece_of_the_loot_is_kept_and_sold_again_by_keys(tmp_path: Path) -> None:
    """p. 162: the keep key offers each piece sold on arrival; kept, it shows on the right and
    the key then offers to sell it after all."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        game.loot = ("brass_brooch", "silver_ring")
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        assert game.phase == "city" and game.city is not None and game.city.sold == 55
        await pilot.press("M")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MarketScreen)
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        labels = [label for _, label in app.screen.options]
        await pilot.press(str(next(i for i, x in enumerate(labels) if "silver" in x) + 1))
        await pilot.pause()
        assert game.loot == ("silver_ring",) and game.city.sold == 15
        assert "Treasure kept" in carried(screen) and "silver signet ring" in carried(screen)
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        labels = [label for _, label in app.screen.options]
        await pilot.press(str(next(i for i, x in enumerate(labels) if "Sell" in x) + 1))
        await pilot.pause()
        assert game.loot == () and game.city.sold == 55


async def test_destroyed_remains_show_and_are_mended_by_keys(tmp_path: Path) -> None:
    """p. 163: a Destroyed dagger's remains show on the right and the mend key offers them."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        app.send(cmd.Take(way="out"))
        await pilot.pause()
        gunhild = game.guild.adventurer("a1")
        emptied = gunhild.inventory.model_copy(update={"pack": (None,) * 21})
        game.set_adventurer(
            gunhild.model_copy(update={"gold": 200, "inventory": emptied, "wrecks": ("dagger",)})
        )
        app.send(cmd.Upkeep(who="a1", tier="common"))
        await pilot.press("M")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MarketScreen)
        while screen.chosen() is None or screen.chosen().id != "a1":  # type: ignore[union-attr]
            await pilot.press("tab")
        await pilot.pause()
        assert "Destroyed — mendable" in carried(screen)
        before = kit.count(game.guild.adventurer("a1"), "dagger")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, PickScreen)
        labels = [label for _, label in app.screen.options]
        await pilot.press(str(next(i for i, x in enumerate(labels) if "Destroyed" in x) + 1))
        await pilot.pause()
        a = game.guild.adventurer("a1")
        assert a.wrecks == () and kit.count(a, "dagger") == before + 1
