"""Shared helpers for the content tests: loading a broken copy, cutting one entry out of a file."""

from __future__ import annotations

from pathlib import Path

import pytest

from worm import content
from worm.errors import ContentError


def one_line_error(folder: Path) -> str:
    """The ContentError that loading ``folder`` raises; it must be a single line."""
    with pytest.raises(ContentError) as caught:
        content.load(folder)
    message = str(caught.value)
    assert "\n" not in message
    return message


def entry_block(folder: Path, file: str, array: str, entry_id: str) -> str:
    """The whole ``[[array]]`` block whose id is ``entry_id`` in ``folder/file``."""
    text = (folder / file).read_text(encoding="utf-8")
    start = text.index(f'[[{array}]]\nid = "{entry_id}"\n')
    end = text.find(f"\n[[{array}]]", start + 1)
    return text[start : len(text) if end < 0 else end + 1]
