"""docs/underworld.schema.json: made by ``python -m worm.gen.schema``, and true of real output.

jsonschema is not a dependency, so the few keywords the schema uses are checked here by a small
validator; the tests below also show it rejects what it should.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from worm import cli
from worm.gen import schema

ROOT = Path(__file__).resolve().parents[3]
TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


def problems(value: Any, rule: dict[str, Any], root: dict[str, Any], at: str = "$") -> list[str]:
    """What is wrong with ``value`` under ``rule`` (the keywords the schema uses), by path."""
    if "$ref" in rule:
        name = rule["$ref"].removeprefix("#/$defs/")
        return problems(value, root["$defs"][name], root, at)
    if "type" in rule and not _typed(value, rule["type"]):
        return [f"{at}: {value!r:.40} is not {rule['type']}"]
    found = _scalar(value, rule, at)
    if isinstance(value, list):
        if len(value) < rule.get("minItems", 0) or len(value) > rule.get("maxItems", len(value)):
            found.append(f"{at}: {len(value)} items")
        if "items" in rule:
            for i, item in enumerate(value):
                found += problems(item, rule["items"], root, f"{at}[{i}]")
    if isinstance(value, dict):
        found += [f"{at}: no {name!r}" for name in rule.get("required", []) if name not in value]
        for name, sub in rule.get("properties", {}).items():
            if name in value:
                found += problems(value[name], sub, root, f"{at}.{name}")
    return found


def _typed(value: Any, wanted: str | list[str]) -> bool:
    names = wanted if isinstance(wanted, list) else [wanted]
    return any(
        isinstance(value, TYPES[name])
        and not (name in ("integer", "number") and isinstance(value, bool))
        for name in names
    )


def _scalar(value: Any, rule: dict[str, Any], at: str) -> list[str]:
    found = []
    if "const" in rule and value != rule["const"]:
        found.append(f"{at}: not {rule['const']!r}")
    if "enum" in rule and value not in rule["enum"]:
        found.append(f"{at}: {value!r} not one of {rule['enum']}")
    if "minimum" in rule and value < rule["minimum"]:
        found.append(f"{at}: below {rule['minimum']}")
    if "maximum" in rule and value > rule["maximum"]:
        found.append(f"{at}: above {rule['maximum']}")
    if "pattern" in rule and not re.search(rule["pattern"], value):
        found.append(f"{at}: {value!r:.40} does not match {rule['pattern']}")
    return found


def _document(capsys: pytest.CaptureFixture[str], seed: int, levels: int) -> dict[str, Any]:
    code = cli.main(["gen", "--seed", str(seed), "--levels", str(levels), "--format", "json"])
    out, _ = capsys.readouterr()
    assert code == 0
    parsed: dict[str, Any] = json.loads(out)
    return parsed


def test_the_shipped_schema_is_the_one_the_command_writes() -> None:
    shipped = (ROOT / "docs" / "underworld.schema.json").read_text(encoding="utf-8")
    assert shipped == schema.text(), "run: uv run python -m worm.gen.schema"


@pytest.mark.parametrize(("seed", "levels"), [(0, 3), (7, 5), (42, 4), (2026, 8)])
def test_real_output_validates(capsys: pytest.CaptureFixture[str], seed: int, levels: int) -> None:
    document = _document(capsys, seed, levels)
    rules = schema.schema()
    assert problems(document, rules, rules) == []


def test_the_check_catches_a_broken_document(capsys: pytest.CaptureFixture[str]) -> None:
    rules = schema.schema()
    good = _document(capsys, 3, 3)
    broken = copy.deepcopy(good)
    del broken["levels"][0]["rooms"][0]["exits"]
    broken["levels"][1]["tiles"][0] = "#?#"
    broken["connections"][0]["rules"] = ["touching"]
    broken["levels"][2]["meatgrinder"].pop()
    found = problems(broken, rules, rules)
    assert any("rooms[0]: no 'exits'" in p for p in found)
    assert any("levels[1].tiles[0]" in p for p in found)
    assert any("connections[0].rules[0]" in p for p in found)
    assert any("levels[2].meatgrinder: 20 items" in p for p in found)


def test_the_command_writes_where_it_is_told(tmp_path: Path) -> None:
    target = tmp_path / "schema.json"
    assert schema.main([str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["properties"]["schema_version"] == {
        "const": 3
    }
