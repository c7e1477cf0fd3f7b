"""The title screen: the seed shown and typed, the preview of its Underworld, the guild's size,
and the quick way in."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from worm.errors import WormError
from worm.gen import underworld
from worm.saves import folder
from worm.tarot import MAJOR_CARDS
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.creation import CreationScreen
from worm.ui.preview import preview
from worm.ui.title import TitleScreen, read_seed

SEED = 135


def shown(screen: TitleScreen, widget_id: str) -> str:
    return str(screen.query_one(widget_id, Static).content)


async def previewed(app: WormApp, pilot: Pilot[None]) -> None:
    """The title painted, then its preview, which comes from a thread (``TitleScreen._warm``)."""
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def notices(app: WormApp) -> list[str]:
    return [n.message for n in app._notifications]


def test_the_preview_is_the_seeds_table_of_levels() -> None:
    text = preview(SEED)
    world = underworld.generate(SEED)
    assert f"Underworld of seed {SEED}" in text
    for level in world.levels:
        assert f"{level.number}. {level.seed.name} — {level.metrics['rooms']} rooms" in text
        assert f"light: {level.seed.lighting}" in text
    assert preview(SEED) == text and preview(42) != text


def test_the_preview_names_every_card_of_the_table_whole_on_one_line() -> None:
    world = underworld.generate(SEED)
    for slot in world.layout.levels:
        card = f"{slot.number} {MAJOR_CARDS[slot.card - 1].name} ({slot.card})"
        assert any(card in line for line in preview(SEED).splitlines()), card


async def test_a_narrow_title_wraps_the_table_between_cards_never_inside_one() -> None:
    app = WormApp(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await previewed(app, pilot)
        painted = app.screen.query_one("#preview", Static).render_lines(
            Region(0, 0, app.screen.query_one("#preview").size.width, 30)
        )
        rows = ["".join(segment.text for segment in strip).rstrip() for strip in painted]
        for slot in underworld.generate(5).layout.levels:  # each level's number with its card
            whole = re.compile(rf"\b{slot.number}\b.*{MAJOR_CARDS[slot.card - 1].name} \(")
            assert any(whole.search(row) for row in rows), (slot.number, rows[6:12])


@pytest.mark.parametrize(
    ("typed", "seed"), [("42", 42), (" 1_000 ", 1000), ("0", 0), (str(2**63 - 1), 2**63 - 1)]
)
def test_a_typed_seed_is_read(typed: str, seed: int) -> None:
    assert read_seed(typed) == seed


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("12x", "not a seed"),
        ("-3", "not a seed"),
        ("", "not a seed"),
        (str(2**63), "too big"),
        ("²", "not a seed"),
        ("9" * 5000, "too big"),
    ],
)
def test_a_bad_seed_is_one_line(typed: str, words: str) -> None:
    with pytest.raises(WormError, match=words) as caught:
        read_seed(typed)
    assert "\n" not in str(caught.value)


async def test_the_title_shows_the_seed_and_its_underworld() -> None:
    app = WormApp(seed=SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        await previewed(app, pilot)
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        assert shown(screen, "#seed-now") == f"Seed {SEED}"
        assert screen.query_one("#seed", Input).value == str(SEED)
        assert shown(screen, "#preview") == preview(SEED)
        assert "The Inverted Castle" in shown(screen, "#preview")


async def test_typing_a_seed_updates_the_preview_and_a_bad_one_changes_nothing() -> None:
    app = WormApp(seed=SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        await pilot.press("s", "ctrl+u", "4", "2", "escape")
        await pilot.pause()
        assert screen.seed == 42
        assert shown(screen, "#seed-now") == "Seed 42"
        assert shown(screen, "#preview") == preview(42)
        assert screen.query_one("#menu", OptionList).has_focus

        await pilot.press("s", "ctrl+u", "1", "2", "x", "enter")
        await pilot.pause()
        assert screen.seed == 42 and shown(screen, "#preview") == preview(42)
        assert any("'12x' is not a seed" in n and "Still seed 42" in n for n in notices(app))
        assert screen.query_one("#seed", Input).value == "12x"  # the typing is kept to fix
        await pilot.press("escape")  # leaving the box puts the seed in use back
        await pilot.pause()
        assert screen.query_one("#seed", Input).value == "42"
        assert screen.seed == 42


async def test_quick_start_opens_the_crawl_with_a_guild_of_the_chosen_size() -> None:
    app = WormApp(seed=SEED)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g", "g", "g")  # 3, then 4, 1, 2
        screen = app.screen
        assert isinstance(screen, TitleScreen) and screen.guild_size == 2
        assert screen.query_one("#seed", Input).value == str(SEED)  # g is no seed
        menu = screen.query_one("#menu", OptionList)
        assert "Quick guild of 2" in str(menu.get_option("quick").prompt)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, CrawlScreen)
        assert app.driver is not None
        game = app.driver.game
        assert len(game.guild.adventurers) == 2 and game.seed == SEED
        assert game.phase == "crawl"  # Driver.quickstart delved
        assert app.seed == SEED and app.guild_size == 2


async def test_the_menu_cycles_the_size_and_opens_step_by_step() -> None:
    app = WormApp(seed=SEED, size=4)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, TitleScreen) and screen.guild_size == 4
        menu = screen.query_one("#menu", OptionList)
        menu.highlighted = 2  # the size line
        await pilot.press("enter")
        assert screen.guild_size == 1
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CreationScreen)
        assert app.screen.draft.size == 1 and app.screen.draft.seed == SEED


def test_the_title_imports_no_game() -> None:
    """``worm`` opens on the title: the engine, the content pack, the generator, the save
    models and the tarot are imported once a game is started or loaded (``worm.ui.later``)."""
    code = "import sys, worm.ui.app, worm.ui.title; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    loaded = set(out.stdout.split())
    heavy = [
        "worm.engine",
        "worm.content",
        "worm.gen.underworld",
        "worm.model",
        "worm.saves.savefile",
        "worm.tarot",
        "worm.ui.driver",
        "pydantic",
    ]
    assert not [name for name in heavy if name in loaded]


async def test_digits_typed_on_the_title_are_a_seed_and_enter_starts_it(tmp_path: Path) -> None:
    """play30, new fault 1: "Type a seed, then Enter" does what it says from the menu, even
    with a saved game listed first — the digits make the seed, not the guild's size, and Enter
    starts that seed rather than the save."""
    app = WormApp(seed=SEED, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        screen.saved_games = [
            folder.Listed("guild-3", "the Old Guild", 1, 4, "crawl", "2026-11-26T16:00")
        ]  # a Continue row
        screen.show_menu()
        assert screen.query_one("#menu", OptionList).has_focus
        await pilot.press("1", "1")
        assert screen.query_one("#seed", Input).value == "11"
        assert screen.guild_size == 3
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, TitleScreen)  # seed 11 opens on its first room
        assert app.driver is not None and app.driver.game.seed == 11
        assert len(app.driver.game.guild.adventurers) == 3
