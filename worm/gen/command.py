"""What ``worm gen`` does with its arguments: pick the format, generate, and write safely."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from worm import files
from worm.errors import WormError
from worm.gen import export, maps, plain
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate, sketch

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.gen.batch import Farm
    from worm.gen.underworld import Underworld

FORMATS = {
    ".txt": "ascii",
    ".json": "json",
    ".svg": "svg",
    ".png": "png",
    ".md": "md",
    ".html": "html",
    ".htm": "html",
    ".dd2vtt": "dd2vtt",
}
TILE_PIXELS = 8  # a level drawn as PNG by worm itself (--format png --level N)
PICTURES = ("svg", "png", "dd2vtt")  # the formats --level picks a level for
BATCH_FORMATS = {".csv": "csv", ".jsonl": "jsonl"}


def run(
    *,
    seed: int,
    levels: int,
    form: str | None,
    out: Path | None,
    batch: int | None,
    seed_start: int,
    jobs: int,
    players: bool = False,
    level: int | None = None,
    settings: LayoutSettings | None = None,
    farm: Farm | None = None,
) -> int:
    """Generate and write; a WormError carries any problem the user can fix, in one line.

    ``settings`` (else ``levels`` alone) is what every Underworld is made with; ``farm`` runs
    a batch on a Dask cluster (``worm.gen.cluster``)."""
    settings = settings or LayoutSettings(levels=levels)
    if out is not None:
        files.check(out)  # before any work: a bad path fails at once
    if batch is not None:
        return _batch(batch, seed_start, settings, jobs, out, form, farm)
    if form is None:
        form = FORMATS.get(out.suffix.lower(), "ascii") if out is not None else "ascii"
    _check(form, out, settings.levels, players, level)
    pack = plain.pack()  # light records when the content cache holds the pack: no pydantic
    if form == "ascii":  # the overview: only what it prints (bench/startup.py)
        _write(out, [export.ascii_overview(sketch(seed, settings, pack))])
        return 0
    underworld = generate(seed, settings, pack)
    if form == "json":
        _write(out, [export.to_json(underworld)])
    else:
        _other(form, underworld, pack, out, players, level)
    return 0


def _other(
    form: str,
    underworld: Underworld,
    pack: ContentPack,
    out: Path | None,
    players: bool,
    level: int | None,
) -> None:
    """Every format but the plain text, each importing its writer only when asked for: the
    plain ``worm gen`` is timed against importing numpy and tcod (bench/startup.py)."""
    if form in ("md", "html"):
        from worm.gen import keyed  # lazy: see above

        made = keyed.to_markdown if form == "md" else keyed.to_html
        _write(out, [made(underworld, pack)])
        return
    from worm.gen import draw, vtt  # lazy: see above

    if form == "dd2vtt":
        _write(out, [vtt.to_dd2vtt(underworld, level or 1)])
    elif form == "png" and level is not None:
        _write_bytes(out, vtt.png(_tiles(underworld.levels[level - 1], players), TILE_PIXELS))
    else:
        svg = draw.svg(export.document(underworld), players=players, level=level)
        if form == "svg":
            _write(out, [svg])
        else:
            _write_bytes(out, draw.png(svg))


def _tiles(level: Level, players: bool) -> np.ndarray:
    """A level's tiles, as the GM's map or the players' (no secret room, door or way)."""
    if not players:
        return level.tiles
    return maps.draw(
        level.map, player=True, secret_rooms=level.keyed.secret_rooms, marks=level.marks
    )


def _check(form: str, out: Path | None, levels: int, players: bool, level: int | None) -> None:
    """Refuse, in one line, options that do not go with the format before any work is done."""
    if form == "png" and out is None:
        raise WormError("--format png writes binary: give --out FILE.png")
    if players and form not in ("svg", "png"):
        raise WormError(f"--players draws the players' map: use it with svg or png, not {form}")
    if level is not None:
        if form not in PICTURES:
            raise WormError("--level picks the level to draw: use it with svg, png or dd2vtt")
        if not 1 <= level <= levels:
            raise WormError(f"--level {level}: this Underworld has levels 1 to {levels}")


def check_range(start: int, count: int, flag: str) -> None:
    """Seeds ``start`` … ``start + count − 1`` are all seeds (CONTRACTS §1), or one line."""
    if start + count > 2**63:
        raise WormError(
            f"--seed-start {start} + {flag} {count} runs past the largest seed, 2**63 − 1"
        )


def _batch(
    count: int,
    start: int,
    settings: LayoutSettings,
    jobs: int,
    out: Path | None,
    form: str | None,
    farm: Farm | None,
) -> int:
    check_range(start, count, "--batch")
    kind = BATCH_FORMATS.get(out.suffix.lower()) if out is not None else "csv"
    if form == "json":
        kind = "jsonl"
    if kind is None:
        raise WormError(f"--out {out}: a batch is written as .csv or .jsonl")
    from worm.gen import batch  # lazy: the plain ``worm gen`` needs no CSV nor process pool

    found = batch.rows(start, count, jobs=jobs, full=kind == "jsonl", settings=settings, farm=farm)
    _write(out, batch.csv_text(found) if kind == "csv" else batch.jsonl_text(found))
    return 0


def _write(out: Path | None, parts: Iterable[str]) -> None:
    """Write text to ``out`` whole, through the one safe writer (``worm.files``), or stdout."""
    if out is None:
        for part in parts:
            sys.stdout.write(part)
        sys.stdout.flush()
        return
    files.replace_text(out, "".join(parts))


def _write_bytes(out: Path | None, data: bytes) -> None:
    assert out is not None
    files.replace(out, data)
