"""Issue 19, the layout play-test findings: what was cut, piled up or squeezed at small sizes."""

from __future__ import annotations

from pathlib import Path

from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen


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
