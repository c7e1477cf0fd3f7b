"""One direction of imports (docs/architecture.md), no cycles, and an engine that never needs
Textual. The layers are written once, in pyproject.toml's import-linter contract; the per-file
check here reads them from there and names the file, and lint-imports checks the rest."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ROOT = REPO / "worm"


def _forbidden() -> dict[str, set[str]]:
    """Package → the worm packages it must never import, from pyproject.toml's layers contract:
    every layer above its own, and its siblings when they are independent ('a | b')."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    [contract] = [c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers"]
    above: set[str] = set()
    forbidden: dict[str, set[str]] = {}
    for layer in contract["layers"]:
        siblings = {part.strip() for part in re.split(r"[|:]", layer)}
        for package in siblings:
            forbidden[package] = above | (siblings - {package} if "|" in layer else set())
        above |= siblings
    return forbidden


FORBIDDEN = _forbidden()
IMPURE = {"random", "time", "pickle", "textual"}  # rules are pure: pass these in instead


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            if node.module == "worm":  # ``from worm import engine`` imports worm.engine
                names |= {f"worm.{alias.name}" for alias in node.names}
    return names


def layer(path: Path) -> str:
    parts = path.relative_to(ROOT).parts
    return parts[0].removesuffix(".py")


SOURCES = sorted(ROOT.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_go_one_way(path):
    forbidden = FORBIDDEN.get(layer(path), set())
    for name in imports(path):
        parts = name.split(".")
        if parts[0] == "worm" and len(parts) > 1:
            assert parts[1] not in forbidden, (
                f"{path.name} imports {name}: the layers in pyproject.toml forbid "
                f"{layer(path)} to import {parts[1]}"
            )
        if parts[0] == "textual":
            assert layer(path) == "ui", f"{path.name} imports {name}: only worm.ui may use Textual"


@pytest.mark.parametrize("path", sorted((ROOT / "rules").glob("*.py")), ids=lambda p: p.name)
def test_rules_are_pure(path):
    for name in imports(path):
        assert name.split(".")[0] not in IMPURE, f"{path.name} imports {name}: pass it in instead"


def test_the_engine_imports_without_textual():
    code = (
        "import sys, worm.engine.session, worm.text.repl, worm.cli\n"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'textual']\n"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_every_package_is_in_a_layer():
    modules = {path.stem for path in ROOT.glob("*.py")} - {"__init__"}
    packages = {path.parent.name for path in ROOT.glob("*/__init__.py")}
    assert modules | packages == set(FORBIDDEN)


def test_from_worm_import_a_package_counts_as_importing_it(tmp_path):
    source = tmp_path / "x.py"
    source.write_text("from worm import engine, tarot as t\nfrom worm.model import guild\n")
    assert imports(source) == {"worm", "worm.engine", "worm.tarot", "worm.model"}


def test_import_linter_contracts_are_kept():
    """Layers and no cycles, as pyproject.toml's [tool.importlinter] says (TYPE_CHECKING
    imports included); a failure names each broken contract and what breaks it."""
    program = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert program is not None, "lint-imports is missing: uv sync --group dev"
    result = subprocess.run(
        [program, "--no-logo", "--no-cache"], cwd=REPO, capture_output=True, text=True
    )
    broken = re.findall(r"^(.+) BROKEN$", result.stdout, re.MULTILINE)
    report = result.stdout.partition("Broken contracts")[2] or result.stdout + result.stderr
    assert result.returncode == 0 and not broken, f"broken: {broken}\n{report}"
