"""``worm gen``'s pack without pydantic (worm.gen.plain): the same Underworlds as the validated
pack, byte for byte, and the validated path whenever the cache cannot be trusted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from worm import cachefile
from worm.content import cache, loader, rebuild
from worm.content.constants import ASSETS
from worm.content.models import ContentPack
from worm.gen import export, keyed, plain
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

PACK = loader.default()


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own, holding the validated pack."""
    monkeypatch.setenv("WORM_CACHE_DIR", str(tmp_path / "cache"))
    file = cache.place(ASSETS)
    assert file is not None
    cache.keep(file, PACK)
    return file


@pytest.fixture
def light(kept: Path) -> ContentPack:
    made = plain.recall()
    assert made is not None
    return made


def test_the_cache_gives_the_light_pack_and_it_is_not_the_models(light: ContentPack) -> None:
    assert isinstance(light.monsters["xania"], plain.Record)
    assert not isinstance(light.monsters["xania"], BaseModel)


def _same(made: Any, model: Any, where: str) -> None:
    """A record holds what its model holds: the same fields in the same order, each value of
    the same type all the way down (a tuple for a tuple, a read-only mapping for one)."""
    if isinstance(model, BaseModel):
        assert isinstance(made, plain.Record), where
        assert type(made).__name__ == type(model).__name__, where
        assert list(made.__dict__) == list(type(model).model_fields), where
        for name in type(model).model_fields:
            _same(getattr(made, name), getattr(model, name), f"{where}.{name}")
    elif isinstance(model, tuple):
        assert type(made) is tuple and len(made) == len(model), where
        for i, (one, other) in enumerate(zip(made, model, strict=True)):
            _same(one, other, f"{where}[{i}]")
    elif isinstance(model, Mapping):
        assert type(made) is type(model) and list(made) == list(model), where
        for key in model:
            _same(made[key], model[key], f"{where}[{key!r}]")
    else:
        assert type(made) is type(model) and made == model, where


def test_every_record_holds_what_its_model_holds(light: ContentPack) -> None:
    for name in ContentPack.model_fields:
        _same(getattr(light, name), getattr(PACK, name), name)


def test_every_record_is_written_as_its_model(light: ContentPack) -> None:
    """``plain_data`` (what the levels' Meatgrinder tables and keyed answers are made of) is
    ``rebuild.plain`` of the model, key order included."""
    for name in ContentPack.model_fields:
        table = getattr(PACK, name)
        entries = table.items() if isinstance(table, Mapping) else [(name, table)]
        made = getattr(light, name)
        for key, model in entries:
            record = made[key] if isinstance(table, Mapping) else made
            assert json.dumps(record.plain_data()) == json.dumps(rebuild.plain(model)), key


def test_what_the_generator_reads_beyond_fields_is_the_models(light: ContentPack) -> None:
    for model, extras in plain.EXTRAS.items():
        table = next(
            name
            for name in ContentPack.model_fields
            if isinstance(getattr(PACK, name), Mapping)
            and any(
                f"{type(e).__module__}.{type(e).__qualname__}" == model
                for e in getattr(PACK, name).values()
            )
        )
        for key, entry in getattr(PACK, table).items():
            for name in extras:
                assert getattr(getattr(light, table)[key], name) == getattr(entry, name), key


def test_records_are_read_only_and_compare_by_value(light: ContentPack) -> None:
    xania = light.monsters["xania"]
    with pytest.raises(AttributeError):
        xania.name = "someone else"  # type: ignore[misc]
    again = plain.recall()
    assert again is not None and again.monsters["xania"] == xania
    assert hash(again.monsters["xania"]) == hash(xania)
    assert xania != light.monsters[next(k for k in light.monsters if k != "xania")]
    assert xania != PACK.monsters["xania"]  # a record is not its model


SETTINGS = [
    None,
    LayoutSettings(levels=3, shape="caverns"),
    LayoutSettings(levels=4, shape="water", loop_rate=0.3),
    LayoutSettings(levels=3, shape="streets", rooms=(20, 30)),
    LayoutSettings(levels=3, shape="towers", secret_share=1.0),
    LayoutSettings(levels=3, shape="organic"),
    LayoutSettings(levels=6, shape="halls"),
]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "default" if s is None else s.shape)
def test_the_light_pack_makes_the_same_underworlds_byte_for_byte(
    light: ContentPack, settings: LayoutSettings | None
) -> None:
    for seed in (0, 1, 2, 7, 123456789):
        one, other = generate(seed, settings, PACK), generate(seed, settings, light)
        assert export.to_json(other) == export.to_json(one), seed
        assert export.ascii_overview(other) == export.ascii_overview(one), seed
        assert keyed.to_markdown(other, light) == keyed.to_markdown(one, PACK), seed


def _gen(cache_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``worm gen`` in a fresh process, which then lists what it imported of pydantic and of
    ``worm.content`` on its last line."""
    code = (
        "import sys\n"
        "from worm import cli\n"
        f"code = cli.main({['gen', *args]!r})\n"
        "sys.stdout.flush()\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'pydantic_core')"
        " or m.startswith('worm.content'))\n"
        "print('\\n' + ' '.join(heavy) + '|', code)\n"
    )
    env = {**os.environ, "WORM_CACHE_DIR": str(cache_dir)}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )


def test_worm_gen_imports_no_pydantic_when_the_cache_holds_the_pack(kept: Path) -> None:
    done = _gen(kept.parent, "--seed", "2", "--format", "json")
    *out, last = done.stdout.rstrip("\n").split("\n")
    assert last == "| 0", f"imported: {last}"
    assert "\n".join(out).rstrip("\n") + "\n" == export.to_json(generate(2, None, PACK))


def test_without_a_cache_worm_gen_validates_the_pack_and_keeps_it(tmp_path: Path) -> None:
    folder = tmp_path / "empty"
    done = _gen(folder, "--seed", "2", "--format", "md")
    *out, last = done.stdout.rstrip("\n").split("\n")
    assert "pydantic" in last and "worm.content.check" in last  # the validated path
    assert "\n".join(out).rstrip("\n") + "\n" == keyed.to_markdown(generate(2, None, PACK), PACK)
    assert len(list(folder.glob("pack-*.json"))) == 1  # kept: the next run is light
    assert _gen(folder, "--seed", "2").stdout.rstrip("\n").split("\n")[-1] == "| 0"


def _rewrite(file: Path, *lines: bytes) -> None:
    body = b"\n".join(lines)
    file.write_bytes(cachefile.digest(body) + b"\n" + body)


def test_a_damaged_cache_is_not_read(kept: Path) -> None:
    file = kept
    text = file.read_bytes()
    file.write_bytes(text.replace(b'"name":"', b'"name":"X', 1))  # the digest no longer fits
    assert plain.recall() is None


def test_a_cache_without_shapes_is_not_read(kept: Path) -> None:
    _, pack, _, index = kept.read_bytes().split(b"\n")
    _rewrite(kept, pack, b"", index)
    assert plain.recall() is None


def test_a_cache_whose_index_misplaces_a_table_is_not_read(kept: Path) -> None:
    _, pack, shapes, index = kept.read_bytes().split(b"\n")
    places = json.loads(index)
    places["seeds"] = [places["seeds"][0], len(pack) + 10]
    _rewrite(kept, pack, shapes, json.dumps(places).encode())
    assert plain.recall() is None


def test_the_tables_are_parsed_when_first_read(kept: Path) -> None:
    """A table whose JSON is cut short (its digest made to fit) shows when it is read, not
    before: the pack is recalled, the other tables read as they should."""
    _, pack, shapes, index = kept.read_bytes().split(b"\n")
    start, end = json.loads(index)["monsters"]
    _rewrite(kept, pack[: end - 1] + b" " + pack[end:], shapes, index)
    made = plain.recall()
    assert made is not None and made.seeds == light_pack(kept).seeds
    with pytest.raises(plain.Unreadable, match="monsters"):
        assert made.monsters


def light_pack(kept: Path) -> ContentPack:
    """The pack as a fresh cache of the validated one gives it."""
    cache.keep(kept, PACK)
    made = plain.recall()
    assert made is not None
    return made


def test_a_cache_of_three_lines_is_read_whole(kept: Path) -> None:
    """A cache file written before the tables' index is read as it was: the pack parsed
    whole, the same records."""
    _, pack, shapes, _ = kept.read_bytes().split(b"\n")
    _rewrite(kept, pack, shapes)
    made = plain.recall()
    assert made is not None
    assert made.monsters == light_pack(kept).monsters


def test_json_that_does_not_fit_its_shapes_is_not_read(kept: Path) -> None:
    _, pack, shapes, _ = kept.read_bytes().split(b"\n")
    data = json.loads(pack)
    data["monsters"]["xania"]["wings"] = True  # a field no model has
    tables = {name: json.dumps(table).encode() for name, table in data.items()}
    cachefile.write(kept, tables, shapes)
    made = plain.recall()
    # tables are rebuilt when first read: the damage shows then, and the pack is not used
    with pytest.raises(plain.Unreadable):
        assert made is not None and made.monsters


def test_another_pack_or_other_models_are_not_answered_from_the_cache(
    kept: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "assets"
    copy.mkdir()
    (copy / "monsters.toml").write_text("# another pack\n", "utf-8")
    assert plain.recall(copy) is None
    assert cachefile.place(ASSETS, tmp_path) != cachefile.place(ASSETS)
