"""The content pack kept between runs (worm.content.cache): the same pack, never a stale one."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from worm.content import cache, loader
from worm.content.constants import ASSETS


@pytest.fixture
def cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own."""
    monkeypatch.setenv("WORM_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_a_cached_pack_is_the_pack_read_from_its_files(cached: Path) -> None:
    file = cache.place(ASSETS)
    assert file is not None and file.parent == cached
    assert cache.recall(file) is None  # nothing kept yet
    read = loader.load()
    cache.keep(file, read)
    assert file.exists()
    assert cache.recall(file) == read


def test_a_changed_pack_is_not_answered_from_the_cache(cached: Path, tmp_path: Path) -> None:
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    before = cache.place(copy)
    monsters = copy / "monsters.toml"
    monsters.write_text(monsters.read_text(encoding="utf-8") + "\n# a comment\n", "utf-8")
    assert cache.place(copy) != before


def test_the_models_that_judged_the_pack_are_part_of_its_key(
    cached: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = cache.place(ASSETS)
    sources = tmp_path / "content"
    shutil.copytree(cache.SOURCES, sources)
    (sources / "models.py").write_text("# another model\n", "utf-8")
    monkeypatch.setattr(cache, "SOURCES", sources)
    assert cache.place(ASSETS) != before


def test_a_damaged_cache_is_ignored_and_written_again(cached: Path) -> None:
    file = cache.place(ASSETS)
    assert file is not None
    file.parent.mkdir(parents=True)
    file.write_text('{"monsters": [', "utf-8")
    assert cache.recall(file) is None
    cache.keep(file, loader.load())
    assert cache.recall(file) is not None


def test_a_cache_that_cannot_be_written_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("in the way", "utf-8")
    monkeypatch.setenv("WORM_CACHE_DIR", str(blocker / "cache"))
    file = cache.place(ASSETS)
    assert file is not None
    cache.keep(file, loader.load())  # the folder cannot be made: quietly nothing
    assert cache.recall(file) is None


def test_the_cache_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORM_CACHE_DIR", "off")
    assert cache.place(ASSETS) is None


def test_without_a_setting_the_cache_lives_in_the_users_cache_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WORM_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.folder() == tmp_path / "worm"
