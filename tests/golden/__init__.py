"""The golden files' shared writer."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path


def rewrite_catalog(path: Path, fields: Sequence[str], rows: Iterable[Mapping[str, str]]) -> None:
    """Write a golden catalog whole, through a file beside it renamed over it, so a test that
    reads it in another worker (``-n auto``) meanwhile reads the old catalog or the new one,
    never half of one."""
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    spare = path.with_suffix(f".{os.getpid()}.tmp")
    spare.write_bytes(text.getvalue().encode("utf-8"))
    os.replace(spare, path)
