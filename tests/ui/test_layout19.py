"""Issue 19, the layout play-test findings: what was cut, piled up or squeezed at small sizes."""

from __future__ import annotations

from pathlib import Path

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.help import HelpScreen, rows
from worm.ui.prompts import ChoiceScreen


def quick(tmp_path: Path, seed: int = 2) -> WormApp:
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)


async def test_one_refusal_pressed_five_times_is_one_toast(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)
        for _ in range(5):
            await pilot.press("p")  # nobody is at Death's Door: refused each time
        await pilot.pause()
        messages = [toast.message for toast in a._notifications]
        assert len(messages) == 1 and "Death's Door" in messages[0]


async def test_at_most_two_toasts_at_once(tmp_path: Path) -> None:
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for word in ("one", "two", "three", "four"):
            a.notify(f"toast {word}")
            await pilot.pause()
        messages = [toast.message for toast in a._notifications]
        assert messages == ["toast three", "toast four"]


async def test_help_over_a_choice_names_keys_in_words_only(tmp_path: Path) -> None:
    """Point 10: help over the walkway's choice said ``pick(1)``…``pick(9)``, Scroll Left, Focus
    Next; now the number keys are one row in words and Textual's own keys are left out."""
    a = quick(tmp_path)
    async with a.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(a.screen, ChoiceScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(a.screen, HelpScreen)
        listed = rows(a.screen.below)
        said = " ".join(f"{keys} {does}" for keys, does, _ in listed)
        for internal in ("pick(", "Scroll Left", "Page Left", "Focus Next", "Copy selected"):
            assert internal not in said
        numbers = [keys for keys, does, _ in listed if does == "Choose the line with that number"]
        assert numbers and "1" in numbers[0].split() and "9" in numbers[0].split()
