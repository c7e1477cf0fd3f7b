"""A console that cannot show the narration's characters still gets the whole game.

'—', '▸' and names such as Ælflaendaughter made ``print`` raise UnicodeEncodeError on a
console in ASCII or cp1252, so ``worm play --text`` and ``worm demo`` died on their first
line as an "internal error". Now such a character comes out as '?'.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from worm.text import console, demo, repl


def narrow(encoding: str) -> tuple[io.TextIOWrapper, io.BytesIO]:
    """A console like sys.stdout in ``encoding``, strict as Python makes it."""
    raw = io.BytesIO()
    return io.TextIOWrapper(raw, encoding=encoding, errors="strict", newline="\n"), raw


@pytest.mark.parametrize(
    ("encoding", "shown"),
    [
        ("ascii", "Vera ?lflaendaughter"),  # seed 26's guild; ASCII has no 'Æ'
        ("cp1252", "  ? draws The Devil"),  # cp1252 has 'Æ' and '—' but not '▸'
    ],
)
def test_the_text_game_plays_on_a_console_that_lacks_its_characters(
    encoding: str, shown: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "lines.txt"
    script.write_text("look\nguild\nquit\n", encoding="utf-8")
    stream, raw = narrow(encoding)
    monkeypatch.setattr("sys.stdout", stream)
    assert repl.run(26, script=script) == 0
    stream.flush()
    text = raw.getvalue().decode(encoding)
    assert shown in text and "> guild" in text and text.rstrip().endswith("Farewell."), text


def test_the_demo_plays_on_an_ascii_console(monkeypatch: pytest.MonkeyPatch) -> None:
    stream, raw = narrow("ascii")
    monkeypatch.setattr("sys.stdout", stream)
    assert demo.run(1, 2, None) == 0
    stream.flush()
    assert "Demo over after" in raw.getvalue().decode("ascii")


def test_only_a_strict_console_is_changed() -> None:
    out = io.StringIO()
    assert console.tolerant(out) is out  # a StringIO holds any character
    stream, raw = narrow("ascii")
    assert console.tolerant(stream) is stream and stream.errors == "replace"
    print("Æ — ▸", file=stream, flush=True)
    assert raw.getvalue() == b"? ? ?\n"
