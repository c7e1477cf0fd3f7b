"""``worm gen --batch``: many Underworlds, one row of metrics each, over J processes.

Each Underworld depends only on its own seed, so the seeds are cut into chunks and farmed out
to worker processes (or, through ``worm.gen.cluster``, to a Dask cluster); the rows come back
in seed order whatever does the work, so the output of ``--jobs 1``, ``--jobs 8`` and
``--scheduler ADDRESS`` is the same file.
"""

from __future__ import annotations

import concurrent.futures
import csv
import io
import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from worm.gen import metrics, plain
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

CHUNK = 8  # seeds per task: big enough to amortise the hand-off, small enough to balance
Task = tuple[int, int, LayoutSettings, bool]
Farm = Callable[[Callable[[Task], list[dict[str, Any]]], list[Task]], Iterable[list[Any]]]
"""Something that runs a function over tasks elsewhere and gives the answers in order."""


def _chunk(task: Task) -> list[dict[str, Any]]:
    start, count, settings, full = task
    out = []
    for seed in range(start, start + count):
        underworld = generate(seed, settings, plain.pack())
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
    start: int,
    count: int,
    levels: int = 5,
    jobs: int = 1,
    *,
    full: bool = False,
    settings: LayoutSettings | None = None,
    farm: Farm | None = None,
) -> Iterator[dict[str, Any]]:
    """The metrics of seeds ``start`` … ``start + count - 1``, in order.

    ``full`` gives every level's metrics too (for JSON Lines); otherwise the flat CSV row.
    ``settings`` (else ``levels`` alone) is what every Underworld is made with; ``farm``, when
    given, does the work instead of ``jobs`` local processes.
    """
    settings = settings or LayoutSettings(levels=levels)
    tasks = [
        (first, min(CHUNK, start + count - first), settings, full)
        for first in range(start, start + count, CHUNK)
    ]
    if farm is not None:
        for chunk in farm(_chunk, tasks):
            yield from chunk
        return
    if jobs <= 1:
        for task in tasks:
            yield from _chunk(task)
        return
    # The content pack is read here, once, before the workers are forked: each inherits it
    # instead of reading and validating it again before its first chunk.
    plain.pack()
    # Named through its package, which imports it when first asked (``worm gen`` of one seed
    # never does): importing it, and with it multiprocessing, is 4 ms of every start.
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
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
