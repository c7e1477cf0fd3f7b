"""No typed word reaches ``int()`` unless it is plain ASCII digits: ``str.isdigit()`` is true of
'²' and '١', which ``int()`` refuses or reads (the property soak found 'take ²' and 'motif Ine ²'
raising in the text game). A guard over the source: every ``.isdigit()`` has an ``isascii``
beside it."""

from __future__ import annotations

from pathlib import Path

WORM = Path(__file__).resolve().parents[2] / "worm"


def test_every_isdigit_is_guarded_by_isascii() -> None:
    bare = [
        f"{path.relative_to(WORM.parent)}:{n}"
        for path in sorted(WORM.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if ".isdigit()" in line
        and "isascii" not in line
        and not line.lstrip().startswith("#")
        and "str.isdigit()" not in line
    ]
    assert not bare, "an isdigit() with no isascii() beside it: " + ", ".join(bare)
