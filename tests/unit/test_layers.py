"""One direction of imports (docs/architecture.md), and an engine that never needs Textual."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "worm"
# package → the worm packages it must never import
FORBIDDEN = {
    "rng": {"tarot", "content", "model", "rules", "gm", "engine", "text", "ui", "cli"},
    "tarot": {"content", "model", "rules", "gm", "engine", "text", "ui", "cli"},
    "content": {"tarot", "model", "rules", "gm", "engine", "text", "ui", "cli"},
    "model": {"rules", "gm", "engine", "text", "ui", "cli"},
    "rules": {"gm", "engine", "text", "ui", "cli"},
    "gm": {"engine", "text", "ui", "cli"},
    "gen": {"rules", "gm", "engine", "text", "ui", "cli"},
    "engine": {"text", "ui", "cli"},
    "text": {"ui", "cli"},
}
IMPURE = {"random", "time", "pickle", "textual"}  # rules are pure: pass these in instead


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
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
                f"{path.name} imports {name}: {layer(path)} sits below it"
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
