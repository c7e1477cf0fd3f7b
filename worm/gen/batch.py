"""``worm gen --batch``: many Underworlds, one row of metrics each, over J processes.

Each Underworld depends only on its own seed, so the seeds are cut into chunks and farmed out
to worker processes; the rows come back in seed order whatever the number of jobs, so the
output of ``--jobs 1`` and ``--jobs 8`` is the same file.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from worm.gen import metrics
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

CHUNK = 8  # seeds per task: big enough to amortise the hand-off, small enough to balance


def _chunk(args: tuple[int, int, int, bool]) -> list[dict[str, Any]]:
    start, count, levels, full = args
    settings = LayoutSettings(levels=levels)
    out = []
    for seed in range(start, start + count):
        underworld = generate(seed, settings)
        if full:
            out.append(
                {
                    "seed": seed,
                    "underworld": underworld.metrics,
                    "levels": [{"number": lv.number, **lv.metrics} for lv in underworld.levels],
                }
            )
        else:
            out.append(metrics.row(seed, underworld.metrics))
    return out


def rows(
    start: int, count: int, levels: int = 5, jobs: int = 1, *, full: bool = False
) -> Iterator[dict[str, Any]]:
    """The metrics of seeds ``start`` … ``start + count - 1``, in order.

    ``full`` gives every level's metrics too (for JSON Lines); otherwise the flat CSV row.
    """
    tasks = [
        (first, min(CHUNK, start + count - first), levels, full)
        for first in range(start, start + count, CHUNK)
    ]
    if jobs <= 1:
        for task in tasks:
            yield from _chunk(task)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for chunk in pool.map(_chunk, tasks):
            yield from chunk


def csv_text(found: Iterator[dict[str, Any]]) -> Iterator[str]:
    """CSV lines (with a header) for flat rows."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=metrics.ROW_FIELDS, lineterminator="\n")
    writer.writeheader()
    yield buffer.getvalue()
    for row in found:
        buffer.seek(0)
        buffer.truncate()
        writer.writerow(row)
        yield buffer.getvalue()


def jsonl_text(found: Iterator[dict[str, Any]]) -> Iterator[str]:
    """One JSON object per line."""
    for row in found:
        yield json.dumps(row, ensure_ascii=False) + "\n"
