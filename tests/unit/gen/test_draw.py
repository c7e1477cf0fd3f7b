"""`worm gen --format svg|png`: the drawing is valid, complete, compact and always the same."""

from __future__ import annotations

import copy
import hashlib
import itertools
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from worm import cli
from worm.errors import WormError
from worm.gen import draw, export
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

SVG = "{http://www.w3.org/2000/svg}"


def _document(seed: int, levels: int = 5) -> dict[str, Any]:
    return export.document(generate(seed, LayoutSettings(levels=levels)))


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    """A K = 5 Underworld with at least one secret connection, so the dashes can be checked."""
    for seed in range(40):
        found = _document(seed)
        if any(c["secret"] for c in found["connections"]):
            return found
    pytest.fail("no seed in 0–39 has a secret connection")


@pytest.fixture(scope="module")
def root(document: dict[str, Any]) -> ET.Element:
    return ET.fromstring(draw.svg(document))


def _groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == cls]


def _texts(element: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in element.iter(f"{SVG}text")]


def test_the_svg_is_xml_with_a_size_and_a_view_box(root: ET.Element) -> None:
    assert root.tag == f"{SVG}svg"
    width, height = int(root.get("width", "0")), int(root.get("height", "0"))
    assert width > 0 and height > 0
    assert root.get("viewBox") == f"0 0 {width} {height}"
    assert root.find(f"{SVG}style") is not None


def test_each_level_has_one_map_and_one_box_on_the_table(
    document: dict[str, Any], root: ET.Element
) -> None:
    numbers = [level["number"] for level in document["levels"]]
    maps, boxes = _groups(root, "level-map"), _groups(root, "level-box")
    assert [g.get("id") for g in maps] == [f"level-{n}" for n in numbers]
    assert [g.get("id") for g in boxes] == [f"box-{n}" for n in numbers]
    for box, level in zip(boxes, document["levels"], strict=True):
        assert box.find(f"{SVG}rect") is not None
        words = " ".join(_texts(box))
        assert f"Level {level['number']}" in words and level["card_name"] in words


def test_every_room_key_is_written_on_its_map(document: dict[str, Any], root: ET.Element) -> None:
    maps = {g.get("id"): g for g in _groups(root, "level-map")}
    for level in document["levels"]:
        written = set(_texts(maps[f"level-{level['number']}"]))
        missing = [room["key"] for room in level["rooms"] if room["key"] not in written]
        assert not missing, (level["number"], missing)


def test_the_surface_entrances_are_marked(document: dict[str, Any], root: ET.Element) -> None:
    words = _texts(root)
    for level in document["levels"]:
        if level["surface_entrance"]:
            assert f"{level['surface_entrance']} surface entrance" in words


def test_secret_connections_are_dashed(document: dict[str, Any], root: ET.Element) -> None:
    (group,) = _groups(root, "connections")
    drawn = list(group)
    assert len(drawn) == len(document["connections"])
    assert all(e.tag in (f"{SVG}line", f"{SVG}path") for e in drawn)
    secret = [e for e in drawn if "secret" in (e.get("class") or "").split()]
    assert len(secret) == sum(1 for c in document["connections"] if c["secret"]) > 0
    style = root.find(f"{SVG}style")
    assert style is not None and style.text is not None
    rule = next(line for line in style.text.splitlines() if line.startswith(".conn.secret "))
    assert "stroke-dasharray" in rule


def test_each_connection_is_labelled_with_its_kind(
    document: dict[str, Any], root: ET.Element
) -> None:
    (group,) = _groups(root, "connection-labels")
    labels = _texts(group)
    assert len(labels) == len(document["connections"])
    for connection in document["connections"]:
        assert any(connection["kind"] in label for label in labels), connection


def test_the_same_document_draws_the_same_bytes(document: dict[str, Any]) -> None:
    first = draw.svg(document)
    assert draw.svg(copy.deepcopy(document)) == first
    assert draw.svg(_document(document["seed"])) == first


def test_the_drawing_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    script = (
        "import hashlib; from worm.gen import draw, export; "
        "from worm.gen.layout import LayoutSettings; from worm.gen.underworld import generate; "
        "print(hashlib.sha256(draw.svg(export.document(generate(3, LayoutSettings(levels=3))))"
        ".encode()).hexdigest())"
    )
    digests = set()
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        )
        digests.add(done.stdout.strip())
    here = hashlib.sha256(draw.svg(_document(3, 3)).encode()).hexdigest()
    assert digests == {here}


@pytest.mark.parametrize(("seed", "levels"), [(0, 5), (2, 9), (1, 21)])
def test_runs_of_tiles_are_merged(seed: int, levels: int) -> None:
    document = _document(seed, levels)
    root = ET.fromstring(draw.svg(document))
    maps = _groups(root, "level-map")
    assert len(maps) == levels
    for group, level in zip(maps, document["levels"], strict=True):
        everything = sum(1 for _ in group.iter(f"{SVG}rect"))
        assert everything < 1500, (level["number"], everything)
        (tiles,) = _groups(group, "tiles")
        merged = sum(1 for _ in tiles.iter(f"{SVG}rect"))
        runs = sum(
            1 for row in level["tiles"] for glyph, _ in itertools.groupby(row) if glyph != " "
        )
        open_tiles = sum(len(row.replace(" ", "")) for row in level["tiles"])
        assert merged < runs and merged < open_tiles / 2, (level["number"], merged, runs)


def test_text_is_escaped(document: dict[str, Any]) -> None:
    odd = copy.deepcopy(document)
    odd["levels"][0]["seed_name"] = 'Rats & <Ruins> "here"'
    odd["origin"]["name"] = "Salt & Smoke"
    root = ET.fromstring(draw.svg(odd))
    words = " ".join(_texts(root))
    assert 'Rats & <Ruins> "here"' in words and "Salt & Smoke" in words


def test_the_cli_writes_the_drawing(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert cli.main(["gen", "--seed", "4", "--levels", "3", "--format", "svg"]) == 0
    printed = capsys.readouterr().out
    assert printed == draw.svg(_document(4, 3))
    target = tmp_path / "u.svg"
    assert cli.main(["gen", "--seed", "4", "--levels", "3", "--out", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == printed


def test_png_without_a_converter_says_how_to_get_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # makes `import cairosvg` fail
    monkeypatch.setattr(draw.shutil, "which", lambda name: None)
    with pytest.raises(WormError) as caught:
        draw.png("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>")
    message = str(caught.value)
    assert "\n" not in message
    assert "cairosvg" in message and "rsvg-convert" in message


def _fake_rsvg(folder: Path, body: str) -> str:
    program = folder / "rsvg-convert"
    program.write_text(f"#!{sys.executable}\nimport sys\nsys.stdin.buffer.read()\n{body}\n")
    program.chmod(0o755)
    return str(program)


def test_png_falls_back_to_rsvg_convert(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    program = _fake_rsvg(tmp_path, "sys.stdout.buffer.write(b'\\x89PNG fake')")
    monkeypatch.setattr(draw.shutil, "which", lambda name: program)
    assert draw.png("<svg/>") == b"\x89PNG fake"


def test_a_failing_rsvg_convert_is_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    program = _fake_rsvg(tmp_path, "sys.stderr.write('bad svg\\nmore'); sys.exit(1)")
    monkeypatch.setattr(draw.shutil, "which", lambda name: program)
    with pytest.raises(WormError, match="^rsvg-convert could not draw the PNG: bad svg$"):
        draw.png("<svg/>")


def _converter() -> bool:
    try:
        import cairosvg  # type: ignore[import-not-found]  # noqa: F401
    except (ImportError, OSError):
        return shutil.which("rsvg-convert") is not None
    return True


@pytest.mark.skipif(not _converter(), reason="neither cairosvg nor rsvg-convert is installed")
def test_png_is_a_real_png(tmp_path: Path) -> None:
    data = draw.png(draw.svg(_document(5, 3)))
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    target = tmp_path / "u.png"
    assert cli.main(["gen", "--seed", "5", "--levels", "3", "--out", str(target)]) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
