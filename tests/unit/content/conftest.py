"""Fixtures for the content pack tests: the shipped pack and damaged copies of it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from worm import content
from worm.content.loader import ASSETS
from worm.content.models import ContentPack

Damage = Callable[[str, str, str], Path]


@pytest.fixture(scope="session")
def pack() -> ContentPack:
    return content.default()


@pytest.fixture
def damaged(tmp_path: Path) -> Damage:
    """A copy of assets/ in tmp_path; ``damage(file, old, new)`` rewrites one spot of one file.

    ``old`` must occur exactly once, so a test cannot silently damage nothing.
    """
    folder = tmp_path / "assets"
    shutil.copytree(ASSETS, folder)

    def damage(file: str, old: str, new: str) -> Path:
        target = folder / file
        text = target.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {file}"
        target.write_text(text.replace(old, new), encoding="utf-8")
        return folder

    return damage
