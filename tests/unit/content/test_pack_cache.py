"""The content pack kept between runs (worm.content.cache): the same pack, never a stale one."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from worm import cachefile
from worm.content import cache, loader, rebuild
from worm.content.constants import ASSETS
from worm.content.models import ContentPack
from worm.content.monsters import Monster


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


def _identical(made: Any, checked: Any, where: str = "pack", *, fields_set: bool = True) -> None:
    """``made`` is ``checked`` value for value, type for type, order for order: stricter than
    ``==``, which takes a list for no tuple but 1 for True. ``fields_set``: the fields given
    are the same too (a pack read from its files leaves out defaults its JSON writes)."""
    assert type(made) is type(checked), f"{where}: {type(made)} for {type(checked)}"
    if isinstance(checked, BaseModel):
        if fields_set:
            assert made.model_fields_set == checked.model_fields_set, where
        assert list(made.__dict__) == list(checked.__dict__), where
        for name in type(checked).model_fields:
            one, other = getattr(made, name), getattr(checked, name)
            _identical(one, other, f"{where}.{name}", fields_set=fields_set)
    elif isinstance(checked, tuple):
        assert len(made) == len(checked), where
        for i, (one, other) in enumerate(zip(made, checked, strict=True)):
            _identical(one, other, f"{where}[{i}]", fields_set=fields_set)
    elif hasattr(checked, "keys"):
        assert list(made) == list(checked), where
        for key in checked:
            _identical(made[key], checked[key], f"{where}[{key!r}]", fields_set=fields_set)
    else:
        assert made == checked, where


def test_the_pack_rebuilt_without_checks_is_the_checked_pack(cached: Path) -> None:
    """The fast path (worm.content.rebuild) gives what validating the cached JSON gives, and
    what reading the files gives: equal, and the same types all the way down."""
    file = cache.place(ASSETS)
    assert file is not None
    read = loader.load()
    cache.keep(file, read)
    fast = cache.recall(file)
    body = file.read_bytes().split(b"\n")[1]
    checked = ContentPack.model_validate_json(body)
    assert fast == checked == read
    _identical(fast, checked)
    _identical(fast, read, fields_set=False)
    assert fast is not None and fast.model_dump_json().encode() == body


def test_an_alias_is_read_by_its_json_name() -> None:
    lord = Monster.model_validate(
        {**loader.default().monsters["xania"].model_dump(), "raise": "cups"}
    )
    assert lord.raise_ == "cups"
    _identical(rebuild.construct(Monster, json.loads(lord.model_dump_json())), lord)


def _models(value: Any) -> Iterator[BaseModel]:
    """Every model in ``value``, outermost first."""
    if isinstance(value, BaseModel):
        yield value
        for name in type(value).model_fields:
            yield from _models(getattr(value, name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _models(item)
    elif hasattr(value, "values"):
        for item in value.values():
            yield from _models(item)


def test_the_plain_form_of_every_entry_is_its_dump_without_defaults() -> None:
    """``rebuild.plain`` (what ``worm gen`` writes a Meatgrinder entry's outcomes and
    interactions with) answers as ``model_dump(exclude_defaults=True)``, key order and
    tuples included, for every model in the pack below the tables."""
    pack = loader.default()
    entries = list(_models(pack))[1:]
    assert len(entries) > 2000
    for entry in entries:
        _same_dump(rebuild.plain(entry), entry.model_dump(exclude_defaults=True), repr(entry))


def _same_dump(made: Any, dumped: Any, where: str) -> None:
    assert type(made) is type(dumped), where
    if isinstance(dumped, dict):
        assert list(made) == list(dumped), where
        for key in dumped:
            _same_dump(made[key], dumped[key], where)
    elif isinstance(dumped, tuple | list):
        assert len(made) == len(dumped), where
        for one, other in zip(made, dumped, strict=True):
            _same_dump(one, other, where)
    else:
        assert made == dumped, where


def _unknown_field(pack: dict[str, Any]) -> None:
    pack["kins"]["human"]["nickname"] = "Hu"


def _object_for_array(pack: dict[str, Any]) -> None:
    kith = next(iter(pack["kiths"].values()))
    kith["kins"] = dict.fromkeys(kith["kins"], "")


def _unknown_kind(pack: dict[str, Any]) -> None:
    entry = next(e for e in pack["meatgrinder"].values() if e.get("outcomes"))
    entry["outcomes"][0]["effect"] = "tickle"


def _required_missing(pack: dict[str, Any]) -> None:
    del pack["seeds"]["xania"]["name"]


@pytest.mark.parametrize(
    "damage", [_unknown_field, _object_for_array, _unknown_kind, _required_missing]
)
def test_json_that_does_not_fit_the_models_is_not_trusted(cached: Path, damage: Any) -> None:
    """Even with a digest that matches (a cache written by other models than these), JSON of
    the wrong shape is refused, and the pack is read from its files again."""
    file = cache.place(ASSETS)
    assert file is not None
    cache.keep(file, loader.load())
    pack = json.loads(file.read_bytes().split(b"\n")[1])
    damage(pack)
    with pytest.raises(rebuild.Unreadable):
        rebuild.construct(ContentPack, pack)
    body = json.dumps(pack).encode()
    file.write_bytes(cache.digest(body) + b"\n" + body)
    assert cache.recall(file) is None


def test_a_cache_changed_since_it_was_written_is_not_trusted(cached: Path) -> None:
    """One changed character that still fits the models is caught by the digest."""
    file = cache.place(ASSETS)
    assert file is not None
    cache.keep(file, loader.load())
    kept = file.read_bytes()
    file.write_bytes(kept.replace(b'"name":"', b'"name":"X', 1))
    assert cache.recall(file) is None
    cache.keep(file, loader.load())
    assert cache.recall(file) == loader.load()


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


def _key_by_paths(pack: Path, sources: Path) -> str:
    """The key as it was first defined, with ``Path`` objects: every file's path from its
    root and bytes, the sources' then the pack's, each in ``Path`` order."""
    digest = hashlib.sha256(cachefile.LAYOUT + cachefile._pydantic_version())
    for root in (sources, pack):
        for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix != ".pyc"):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def test_the_key_is_the_one_every_cache_file_was_written_under(tmp_path: Path) -> None:
    """Worked out with strings now (for ``worm gen``'s start-up), the key is the same, so
    no cache file kept before is left unread: the shipped pack and models, and folders whose
    names sort otherwise as whole strings ("a-b" before "a/b", which ``Path`` puts after)."""
    assert cachefile.key(ASSETS, cache.SOURCES) == _key_by_paths(ASSETS, cache.SOURCES)
    pack = tmp_path / "pack"
    for name in ("a/b.toml", "a-b.toml", "a/c/d.toml", "a.toml", "Z.toml", "a/__pycache__/x.pyc"):
        (pack / name).parent.mkdir(parents=True, exist_ok=True)
        (pack / name).write_text(name, "utf-8")
    assert cachefile.key(pack, cache.SOURCES) == _key_by_paths(pack, cache.SOURCES)
    assert cachefile._files(pack) == ["Z.toml", "a/b.toml", "a/c/d.toml", "a-b.toml", "a.toml"]
