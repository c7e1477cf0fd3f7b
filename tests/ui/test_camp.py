"""The Camp screen driven by keys (chapter 8, pp. 136–141): the crawl's camp key makes camp, each
adventurer's Camp Actions are chosen from a menu (a partner from a dialog), shut ones show why,
the camp-on key names who will simply rest, a Bond is burned in recovery, and the morning brings
back the Crawl.

Seed 2's quickstart guild camps in 101: Bryonie (a2), Bidziil (a3), Gunhild (a1), none with a
bow, so Hunt is shut; the night is the walkway over the chasm, a test of Wands.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, RichLog, Static

from tests.unit.engine.test_camp import bonds, camp_game, camp_to_recovery, quiet_supper
from worm.engine import commands as cmd
from worm.model.adventurer import Talent
from worm.model.companion import Companion
from worm.ui import fireside
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.parley import PickScreen
from worm.ui.prompts import ChoiceScreen, PendingScreen

SEED = 2


def panel(screen: CampScreen, name: str) -> str:
    return str(screen.query_one(f"#camp-{name}", Static).content)


def menu_ids(screen: CampScreen) -> list[str]:
    return [o.id or "" for o in screen.query_one("#camp-menu", OptionList).options]


def log_text(screen: CampScreen) -> str:
    return "\n".join(line.text for line in screen.query_one("#camp-log", RichLog).lines)


async def test_a_whole_camp_by_keys_from_the_crawl_to_the_morning(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        gunhild = game.guild.adventurer("a1")
        game.set_adventurer(gunhild.model_copy(update={"resolve": 2}))  # a burn will mend it

        await pilot.press("C")  # the crawl's camp key
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen)
        assert game.phase == "camp" and game.camp is not None and game.camp.step == 1
        assert "step 1 of 5: Camp Actions" in panel(screen, "status")
        guild = panel(screen, "guild")
        for name in ("Bryonie Sculptor", "Bidziil He-is-Strong", "Gunhild Raenburhdaughter"):
            assert name in guild
        assert "bonds: Gunhild (Big/Little); Bidziil (Sibling)" in guild
        # The first to choose is Bryonie: the actions open to her, and why the others are shut.
        assert screen.who == "a2" and "Bryonie Sculptor — Camp Actions" in panel(screen, "title")
        assert menu_ids(screen) == [
            "fellowship",
            "patrol",
            "rest_and_recover",
            "scout_ahead",
            "train",
            "update_maps",
            "use_a_talent",  # Gramarye's Make a Pact (p. 83), in training: 1 XP
        ]
        closed = panel(screen, "closed")
        assert (
            "Hunt — hunting needs a bow or a crossbow, or an animal taught to Hunt (pp. 34, 137)"
            in " ".join(closed.split())  # as read, not as wrapped
        )
        assert "Read a Book — no book with a subject is carried" in closed
        assert "Will simply rest (Rest and Recover): Bryonie, Bidziil, Gunhild." in panel(
            screen, "on"
        )

        # Bryonie: Fellowship, with Gunhild picked as her partner.
        await pilot.press("enter")
        assert isinstance(app.screen, PickScreen)
        await pilot.press("2")  # 1. Bidziil, 2. Gunhild
        await pilot.pause()
        assert app.screen is screen
        assert game.camp is not None and game.camp.acted == (("a2", "fellowship"),)
        bryonie, gunhild = game.guild.adventurer("a2"), game.guild.adventurer("a1")
        assert next(b for b in bryonie.bonds if b.target == "a1").charged
        assert next(b for b in gunhild.bonds if b.target == "a2").charged
        assert "✓ Fellowship: talks long with Gunhild" in panel(screen, "guild")
        assert "Bryonie Sculptor (Fellowship) talks long with" in log_text(screen)

        # On to Bidziil by itself; Patrol is second on his menu.
        assert screen.who == "a3"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert game.camp.actions_of("a3") == ("patrol",) and game.camp.patrol
        # Gunhild next; an action sent straight, as the menu's Enter would.
        assert screen.who == "a1"
        screen.choose("update_maps")
        await pilot.pause()
        assert game.camp.actions_of("a1") == ("update_maps",)
        assert "Everyone has chosen." in panel(screen, "on")

        await pilot.press("o")  # camp on: supper and the night
        await pilot.pause()
        for _ in range(10):  # the night's walkway: choose a way, let a failure stand
            if game.camp is None or game.camp.step == 4:
                break
            if isinstance(app.screen, ChoiceScreen):
                await pilot.press("2")
            elif isinstance(app.screen, PendingScreen):
                await pilot.press("a")
            await pilot.pause()
        assert game.phase == "camp" and game.camp is not None and game.camp.step == 4
        screen = app.screen
        assert isinstance(screen, CampScreen)
        assert "step 4 of 5: Recovery" in panel(screen, "status")

        # Recovery: Gunhild burns her Bond with Bryonie for 1 Resolve.
        while screen.who != "a1":
            await pilot.press("right")
        assert "Charged Bonds: Bryonie (Ally)" in panel(screen, "about")
        assert "A burn could mend: 1 Resolve" in panel(screen, "about")
        assert menu_ids(screen) == ["a2|resolve"]
        await pilot.press("enter")
        await pilot.pause()
        gunhild = game.guild.adventurer("a1")
        assert gunhild.resolve == 3
        assert not next(b for b in gunhild.bonds if b.target == "a2").charged
        assert "burned the Bond with Bryonie for 1 Resolve" in panel(screen, "guild")
        assert "Gunhild Raenburhdaughter burns their Bond with Bryonie Sculptor" in log_text(screen)

        await pilot.press("o")  # the morning
        await pilot.pause()
        assert game.phase == "crawl" and game.camp is None
        assert isinstance(app.screen, CrawlScreen)
        side = " ".join(str(app.screen.query_one("#guild", Static).content).split())
        assert "bonds: Gunhild (Big/Little, charged); Bidziil (Sibling, charged)" in side


async def test_a_shut_action_is_refused_with_its_reason_and_nothing_changes(
    tmp_path: Path,
) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("C")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen)
        screen.choose("hunt")
        await pilot.pause()
        assert app.driver is not None and app.driver.game.camp is not None
        assert app.driver.game.camp.acted == ()
        notices = [n.message for n in app._notifications]
        assert any("hunting needs a bow or a crossbow" in m for m in notices)


async def test_the_camp_screen_fits_80_by_24(tmp_path: Path) -> None:
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("C")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen)
        assert menu_ids(screen)[0] == "fellowship"
        on = screen.query_one("#camp-on", Static)
        assert on.region.height >= 1 and on.region.bottom <= 23  # above the footer
        assert screen.query_one("#camp-menu", OptionList).region.height >= 3


def test_the_words_need_no_app() -> None:
    """The builders read a Game: who will rest, and a closed action's reason."""
    driver = Driver.quickstart(SEED)
    driver.do(cmd.Camp())
    game = driver.game
    assert [a.id for a in fireside.resters(game)] == ["a2", "a3", "a1"]
    hunt = next(o for o in fireside.actions(game, game.guild.adventurer("a2")) if o.id == "hunt")
    assert not hunt.open and "bow" in hunt.why_not


def pick(screen: object, wanted: str) -> None:
    """Choose the option whose value is ``wanted`` in an open PickScreen."""
    assert isinstance(screen, PickScreen), screen
    values = [value for value, _ in screen.options]
    assert wanted in values, values
    screen.action_pick(values.index(wanted) + 1)


async def test_beast_master_teaches_from_the_use_a_talent_choice(tmp_path: Path) -> None:
    """p. 78: Use a Talent offers Beast Master; then the animal, the command, and, the animal
    holding three already, the command it forgets."""
    app = WormApp(seed=SEED, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        bryonie = game.guild.adventurer("a2")
        talents = (
            *(t for t in bryonie.talents if t.id != "beast_master"),
            Talent(id="beast_master", state="mastered"),
        )
        game.set_adventurer(bryonie.model_copy(update={"talents": talents}))
        game.guild = game.guild.with_companion(
            Companion(
                id="c1",
                kind="vicious_dog",
                name="Nipper",
                owner="a2",
                commands=("guard", "fetch", "heel"),
            )
        )
        await pilot.press("C")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen) and screen.who == "a2"
        assert "use_a_talent" in menu_ids(screen)
        assert "beast: Nipper, small vicious dog" in panel(screen, "guild")
        screen.choose("use_a_talent")
        await pilot.pause()
        if isinstance(app.screen, PickScreen) and "uses what" in app.screen.heading:
            pick(app.screen, "beast_master")
            await pilot.pause()
        assert "animals" in app.screen.heading  # type: ignore[attr-defined]
        pick(app.screen, "c1")
        await pilot.pause()
        assert "which command" in app.screen.heading  # type: ignore[attr-defined]
        pick(app.screen, "sic_em")
        await pilot.pause()
        assert "forget which" in app.screen.heading  # type: ignore[attr-defined]
        pick(app.screen, "fetch")
        await pilot.pause()
        assert game.guild.companion("c1").commands == ("guard", "heel", "sic_em")
        assert game.camp is not None and game.camp.actions_of("a2") == ("use_a_talent",)
        assert "teaches Nipper Sic 'Em, forgetting Fetch" in log_text(app.screen)  # type: ignore[arg-type]


def test_recovery_offers_a_burn_for_a_hurt_companion() -> None:
    """p. 141: in recovery the Camp screen lists a burn for an Injured animal, and the
    choice it sends mends the animal."""
    game = camp_game()
    quiet_supper(game)
    game.guild = game.guild.with_companion(
        Companion(id="c1", kind="monkey", name="Pip", owner="a1", injured=True)
    )
    bonds(game, "a1", charged=True)
    camp_to_recovery(game)
    a1 = game.guild.adventurer("a1")
    assert fireside.can_burn(game, a1)
    offers = [o for o in fireside.burns(game, a1) if fireside.ANIMAL in o.id]
    assert offers and all(o.label.endswith("for Pip") for o in offers)
    mate, _, animal = offers[0].id.partition("|")
    game.execute(cmd.Burn(who="a1", mate=mate, animal=animal.removeprefix(fireside.ANIMAL)))
    assert not game.guild.companion("c1").injured
