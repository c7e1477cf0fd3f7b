"""`worm city` as CONTRACTS §1 names it: text, JSON (docs/city-format.md) and SVG of the City
a seed makes (Appendix D), and one-line errors for bad arguments."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from worm import cli, content
from worm.gen import city


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_text_names_the_ruler_every_district_and_the_fourteen_gates(capsys) -> None:
    code, out, err = _run(capsys, "city", "--seed", "3")
    assert code == 0 and err == ""
    made = city.generate(3, content.default())
    assert f"Ruler: {made.ruler}" in out
    for quarter in made.districts:
        assert quarter.name in out
    for gate in made.gates:
        assert gate.name in out
    assert "The Omphalic Market" in out and "here: market, upkeep" in out


def test_json_follows_the_documented_shape(capsys) -> None:
    code, out, _ = _run(capsys, "city", "--seed", "7", "--format", "json")
    assert code == 0
    document = json.loads(out)
    assert document["format"] == "worm-city" and document["version"] == 1
    assert document["seed"] == 7
    assert {"central", "ruler", "seat", "districts", "gates"} <= set(document)
    district = document["districts"][0]
    assert set(district) == {
        "id", "name", "suit", "value", "role", "x", "y", "page", "flavour", "actions", "hosts"
    }  # fmt: skip
    assert [g["number"] for g in document["gates"]] == list(range(1, 15))
    ids = {d["id"] for d in document["districts"]}
    assert all(g["district"] in ids for g in document["gates"])


def test_the_same_seed_prints_the_same_city(capsys) -> None:
    first = _run(capsys, "city", "--seed", "11", "--format", "json")[1]
    assert _run(capsys, "city", "--seed", "11", "--format", "json")[1] == first
    assert _run(capsys, "city", "--seed", "12", "--format", "json")[1] != first


def test_svg_is_a_well_formed_map_with_a_card_per_district(capsys) -> None:
    code, out, _ = _run(capsys, "city", "--seed", "5", "--format", "svg")
    assert code == 0
    root = ET.fromstring(out)
    assert root.tag.endswith("svg")
    made = city.generate(5, content.default())
    titles = [t.text for t in root.iter("{http://www.w3.org/2000/svg}title")]
    assert len(titles) == 14  # a bar for each gate, named
    words = " ".join(root.itertext())
    for quarter in made.districts:
        assert quarter.name.split()[0] in words


@pytest.mark.parametrize(
    ("argv", "wanted"),
    [
        (("city", "--seed", "x"), "seed must be an integer"),
        (("city", "--seed", "-1"), "0 ≤ seed < 2**63"),
        (("city", "--seed", "1", "--format", "png"), "invalid choice"),
        (("city", "--colour"), "unrecognized arguments"),
    ],
)
def test_bad_arguments_are_one_line_errors(capsys, argv: tuple[str, ...], wanted: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and wanted in err and err.startswith("worm city: error:")
