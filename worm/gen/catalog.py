"""``worm gen --catalog N --out DIR``: a folder of pages to browse many seeds' Underworlds.

For each seed from ``--seed-start`` the folder gets ``seed-N.svg`` (the picture of
``worm gen --format svg``), ``seed-N.html`` (that picture, the tarot table level by level with
each level's metrics, and the Underworld's metrics) and a line in ``index.html``: the seed's
thumbnail beside the metrics of its ``worm gen --batch`` row, in columns of right-aligned
numbers, so a tester can run an eye down a column for the odd one out. Pages link to the index
and to the seeds before and after. Seeds are made over ``--jobs`` processes, each page from its
own seed alone, so the folder is the same whatever the number of jobs.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from worm import files
from worm.errors import WormError
from worm.gen import command, draw, export, metrics
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

INDEX = "index.html"
THUMB_WIDTH = 240  # pixels of a thumbnail on the index
MOST_SEEDS = 10_000  # a catalog is for browsing: past this, use --batch
STYLE = f"""
body {{ font-family: DejaVu Sans, Verdana, sans-serif; margin: 1.5em; color: #222; }}
table {{ border-collapse: collapse; }}
th, td {{ border: 1px solid #ccc; padding: 0.2em 0.5em; }}
th {{ background: #eee; position: sticky; top: 0; }}
td.n {{ text-align: right; font-variant-numeric: tabular-nums; }}
nav a {{ margin-right: 1em; }}
img.thumb {{ width: {THUMB_WIDTH}px; height: auto; display: block; }}
img.whole {{ max-width: 100%; height: auto; }}
"""


@dataclass(frozen=True, slots=True)
class Page:
    """One seed's files and its line in the index."""

    seed: int
    svg: str
    body: str  # the seed page's own content, without the links to its neighbours
    row: dict[str, Any]  # the batch row's metrics
    summary: str  # origin and shapes, for the index


def run(
    out: Path | None,
    start: int,
    count: int,
    settings: LayoutSettings,
    jobs: int,
    batch: int | None = None,
) -> int:
    """Check the arguments, then write the catalog of seeds ``start`` … into folder ``out``."""
    if batch is not None:
        raise WormError("--catalog and --batch are two different outputs: give one")
    if out is None:
        raise WormError("--catalog writes a folder of pages: give --out DIR")
    if count > MOST_SEEDS:
        raise WormError(f"--catalog {count}: at most {MOST_SEEDS:,} seeds; use --batch for more")
    command.check_range(start, count, "--catalog")
    if out.exists() and not out.is_dir():
        raise WormError(f"--out {out}: a catalog is a folder, and this is a file")
    if not out.parent.is_dir():
        raise WormError(f"--out {out}: the folder {out.parent} does not exist")
    out.mkdir(exist_ok=True)
    write(out, range(start, start + count), settings, jobs)
    return 0


def write(out: Path, seeds: range, settings: LayoutSettings, jobs: int = 1) -> None:
    """Every seed's picture and page, then the index (last, so it links only to pages made)."""
    lines = []
    for page in pages(seeds, settings, jobs):
        files.replace_text(out / _svg_name(page.seed), page.svg)
        text = _html(f"Underworld of seed {page.seed}", _nav(page.seed, seeds) + page.body)
        files.replace_text(out / _page_name(page.seed), text)
        lines.append(_index_line(page))
    files.replace_text(out / INDEX, _index(seeds, settings, lines))


def pages(seeds: range, settings: LayoutSettings, jobs: int = 1) -> Iterator[Page]:
    """Each seed's :class:`Page`, in seed order, made over ``jobs`` processes."""
    tasks = [(seed, settings) for seed in seeds]
    if jobs <= 1:
        yield from map(_page, tasks)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_page, tasks, chunksize=max(1, min(8, len(tasks) // (4 * jobs))))


def _page(task: tuple[int, LayoutSettings]) -> Page:
    seed, settings = task
    document = export.document(generate(seed, settings))
    whole = document["metrics"]["underworld"]
    row = metrics.row(seed, whole)
    shapes = sorted({level.get("shape", "") for level in document["levels"]} - {""})
    summary = f"{document['origin']['name']} · {', '.join(shapes)}"
    return Page(seed, draw.svg(document), _body(seed, document), row, summary)


def _body(seed: int, document: dict[str, Any]) -> str:
    """A seed page: the picture, its levels with their metrics, and the Underworld's."""
    levels = document["levels"]
    per_level = document["metrics"]["levels"]
    columns = _scalar_keys(per_level[0]) if per_level else []
    head = "".join(
        f"<th>{html.escape(c)}</th>" for c in ["level", "card", "seed", "shape", *columns]
    )
    rows = []
    for level, found in zip(levels, per_level, strict=True):
        cells = [
            _cell(level["number"]),
            _cell(level.get("card_name") or level["card"], number=False),
            _cell(level["seed_name"], number=False),
            _cell(level.get("shape", ""), number=False),
            *(_cell(found[c]) for c in columns),
        ]
        rows.append(f"<tr>{''.join(cells)}</tr>")
    whole = document["metrics"]["underworld"]
    facts = "".join(
        f"<tr><th>{html.escape(key)}</th>{_cell(_plain(value))}</tr>"
        for key, value in whole.items()
    )
    origin = document["origin"]
    return (
        f"<h1>Underworld of seed {seed}</h1>"
        f"<p><b>{html.escape(origin['name'])}</b>: {html.escape(origin.get('summary', ''))}</p>"
        f"<p><code>worm gen --seed {seed}{_flags(document.get('settings', {}))}</code></p>"
        f'<p><a href="{_svg_name(seed)}"><img class="whole" src="{_svg_name(seed)}" '
        f'alt="the tarot table and every level of seed {seed}"></a></p>'
        f"<h2>Levels</h2><table><tr>{head}</tr>{''.join(rows)}</table>"
        f"<h2>The whole Underworld</h2><table>{facts}</table>"
    )


def _index(seeds: range, settings: LayoutSettings, lines: list[str]) -> str:
    head = "".join(f"<th>{html.escape(name)}</th>" for name in ("picture", *metrics.ROW_FIELDS))
    given = _flags(settings.as_dict())
    return _html(
        f"Underworlds of seeds {seeds.start}–{seeds.stop - 1}",
        f"<h1>Underworlds of seeds {seeds.start}–{seeds.stop - 1}</h1>"
        f"<p>{len(seeds)} seeds made by <code>worm gen{given}</code>; a seed's picture or "
        "number opens its page.</p>"
        f"<table><tr>{head}</tr>{''.join(lines)}</table>",
    )


def _index_line(page: Page) -> str:
    seed = page.seed
    thumb = (
        f'<td><a href="{_page_name(seed)}"><img class="thumb" src="{_svg_name(seed)}" '
        f'alt="seed {seed}" loading="lazy"></a><small>{html.escape(page.summary)}</small></td>'
    )
    cells = [f'<td class="n"><a href="{_page_name(seed)}">{seed}</a></td>']
    cells += [_cell(page.row[name]) for name in metrics.ROW_FIELDS[1:]]
    return f"<tr>{thumb}{''.join(cells)}</tr>"


def _nav(seed: int, seeds: range) -> str:
    links = [f'<a href="{INDEX}">all seeds</a>']
    if seed - 1 in seeds:
        links.append(f'<a href="{_page_name(seed - 1)}" rel="prev">seed {seed - 1}</a>')
    if seed + 1 in seeds:
        links.append(f'<a href="{_page_name(seed + 1)}" rel="next">seed {seed + 1}</a>')
    return f"<nav>{''.join(links)}</nav>"


def _flags(settings: dict[str, Any]) -> str:
    """The settings that differ from the defaults, as the flags that give them."""
    default = LayoutSettings().as_dict()
    out = []
    for key, value in settings.items():
        if key == "levels" and settings.get("cards") is not None:
            continue  # the cards say how many
        if key in default and value != default[key]:
            out.append(_flag(key, value))
    return "".join(out)


def _flag(key: str, value: object) -> str:
    flag = f" --{key.replace('_', '-')}"
    if isinstance(value, bool):
        return flag if value else f" --no-{key.replace('_', '-')}"
    if isinstance(value, list | tuple):
        value = ("-" if key == "rooms" else ",").join(str(v) for v in value)
    return f"{flag} {html.escape(str(value))}"


def _scalar_keys(found: dict[str, Any]) -> list[str]:
    return [k for k, v in found.items() if k != "number" and isinstance(v, int | float | str)]


def _plain(value: object) -> object:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return value


def _cell(value: object, *, number: bool = True) -> str:
    if isinstance(value, float):
        value = f"{value:.3f}"
    lead = str(value).lstrip("-")[:1]
    is_number = number and isinstance(value, int | str) and lead.isascii() and lead.isdigit()
    return f"<td{' class=n' if is_number else ''}>{html.escape(str(value))}</td>"


def _html(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head>"
        f"<body>{body}</body></html>\n"
    )


def _page_name(seed: int) -> str:
    return f"seed-{seed}.html"


def _svg_name(seed: int) -> str:
    return f"seed-{seed}.svg"
