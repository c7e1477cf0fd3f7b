"""Benchmark: the terminal game's cost per move, start-up, and ``worm --help`` (issue 7).

1. **Milliseconds per move on a 160×50 terminal**, for the map alone and for the whole game:
   - *line*: the map widget (``worm.ui.mapview.MapView``, Textual's Line API with a cached Strip
     per row; a move rebuilds only the rows that changed);
   - *static*: the same cells as one ``Static`` re-rendered from markup after every move (the
     pattern ARCHITECTURE warns about);
   - *game*: the whole Crawl screen (``WormApp(quickstart=True)``: map, guild, decks, log),
     each run in a fresh process of its own, as a player's game runs.
   Each move is one ``Step`` sent to the engine then a full frame painted (``pilot.pause()``);
   the figure is CPU time (``time.process_time``) per move, since the pilot's idle wait sleeps.
   The map-alone figures exclude the engine: its moves are made before the clock starts. The
   widget's own work (paint, compare, build the rows shown) is also timed without the event loop.
2. **Start-up to the first frame**: a fresh process runs ``WormApp(quickstart=True)`` headless
   and reports when the first screen has been painted (imports, content, generation included).
3. **``worm --help``**: wall time of a fresh process, median of R runs.

Aims: line ≥ 10× faster than static and ≤ 2 ms per move; start-up ≤ 1 s; help ≤ 0.3 s.

    uv run python bench/ui.py [--moves N] [--repeat R]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Static

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.ui import cells, themes
from worm.ui.app import WormApp
from worm.ui.mapview import MapView

SEED, SIZE = 2, (160, 50)
WALK = [(1, 0), (1, 0), (-1, 0), (-1, 0)]  # back and forth in room 101 of seed 2


def moves(n: int) -> tuple[Game, list[tuple[int, int]]]:
    """A game walked n steps, and the guild's tile after each (to replay on the map alone)."""
    game = Game.new(SEED)
    game.execute(cmd.Delve())
    positions = []
    for i in range(n):
        dx, dy = WALK[i % len(WALK)]
        try:
            game.execute(cmd.Step(dx=dx, dy=dy))
        except IllegalCommand:
            pass
        positions.append(game.pos)
    return game, positions


class LineApp(App[None]):
    def compose(self) -> ComposeResult:
        yield MapView(id="map")


def markup(frame: cells.Frame, palette: Sequence[object]) -> str:
    """The whole level as Rich markup, one tag per cell (the Static pattern)."""
    rows = []
    for y in range(frame.glyphs.shape[0]):
        parts = []
        for x in range(frame.glyphs.shape[1]):
            ch = chr(int(frame.glyphs[y, x]))
            ch = "\\[" if ch == "[" else ch
            parts.append(f"[{palette[int(frame.styles[y, x])]}]{ch}[/]")
        rows.append("".join(parts))
    return "\n".join(rows)


class StaticApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Static(id="map")


async def map_alone(kind: str, n: int) -> float:
    """CPU ms per move for the map widget alone (the engine's steps made beforehand)."""
    game, positions = moves(n)
    painter = cells.Painter()
    palette = themes.palette(themes.DEFAULT)
    app = LineApp() if kind == "line" else StaticApp()
    async with app.run_test(size=SIZE) as pilot:
        view = app.query_one("#map")
        await pilot.pause()
        # Replay: set the guild's tile and repaint, as a move does.
        frames = []
        for pos in positions:
            game.pos = pos
            frames.append((pos, painter.frame(game)))
        start = time.process_time()
        for pos, frame in frames:
            game.pos = pos
            if isinstance(view, MapView):  # the "line" kind
                view.show(game)
            elif isinstance(view, Static):
                view.update(markup(frame, palette))
            await pilot.pause()
        return (time.process_time() - start) * 1000 / n


async def idle_loop(n: int) -> float:
    """CPU ms of one ``pilot.pause()`` with nothing to draw: the harness's own cost per move,
    included in the line, static and game figures."""
    app = LineApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = time.process_time()
        for _ in range(n):
            await pilot.pause()
        return (time.process_time() - start) * 1000 / n


async def map_work(n: int) -> float:
    """CPU ms per move of the map widget's own work, without Textual's event loop: paint the
    frame, compare rows, and build the Strips the compositor will ask for (every visible row)."""
    game, positions = moves(n)
    app = LineApp()
    async with app.run_test(size=SIZE) as pilot:
        view = app.query_one("#map", MapView)
        await pilot.pause()
        height = view.size.height
        start = time.process_time()
        for pos in positions:
            game.pos = pos
            view.show(game)
            for y in range(height):
                view.render_line(y)
        return (time.process_time() - start) * 1000 / n


async def whole_game(n: int) -> float:
    """CPU ms per move for the whole Crawl screen, engine included."""
    app = WormApp(seed=SEED, quickstart=True)
    names = {(1, 0): "move_east", (-1, 0): "move_west"}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = time.process_time()
        for i in range(n):
            await app.run_action(names[WALK[i % len(WALK)]])
            await pilot.pause()
        return (time.process_time() - start) * 1000 / n


def whole_game_fresh(n: int) -> float:
    """``whole_game`` in a process of its own, as a player's game runs: measured after the
    map-alone runs in this process, it paid for their leftovers (about 1.5 ms a move more)."""
    code = (
        "import asyncio, sys; sys.path.insert(0, sys.argv[1]); import ui; "
        "print(asyncio.run(ui.whole_game(int(sys.argv[2]))))"
    )
    here = str(Path(__file__).resolve().parent)
    out = subprocess.run(
        [sys.executable, "-c", code, here, str(n)], check=True, capture_output=True, text=True
    )
    return float(out.stdout.split()[-1])


STARTUP = """
import time, asyncio
t0 = time.perf_counter()
from worm.ui.app import WormApp
async def main():
    app = WormApp(seed=2, quickstart=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert app.export_screenshot()
        print(time.perf_counter() - t0)
asyncio.run(main())
"""


def startup() -> float:
    out = subprocess.run(
        [sys.executable, "-c", STARTUP], check=True, capture_output=True, text=True
    )
    return float(out.stdout.split()[-1])


def help_time() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "worm.cli", "--help"], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=100, help="moves per run (default 100)")
    parser.add_argument("--repeat", type=int, default=3, help="runs; medians are shown")
    args = parser.parse_args()
    n = args.moves
    line = statistics.median(asyncio.run(map_alone("line", n)) for _ in range(args.repeat))
    static = statistics.median(
        asyncio.run(map_alone("static", max(10, n // 5))) for _ in range(args.repeat)
    )
    work = statistics.median(asyncio.run(map_work(n)) for _ in range(args.repeat))
    idle = statistics.median(asyncio.run(idle_loop(n)) for _ in range(args.repeat))
    game = statistics.median(whole_game_fresh(n) for _ in range(args.repeat))
    start = statistics.median(startup() for _ in range(args.repeat))
    helped = statistics.median(help_time() for _ in range(max(3, args.repeat)))
    print(f"terminal {SIZE[0]}×{SIZE[1]}, seed {SEED}, {n} moves, median of {args.repeat}")
    print(f"map widget's own work per move : {work:7.2f} ms/move (CPU; paint, compare, rows)")
    print(
        f"map, Line API with cached rows : {line:7.2f} ms/move (CPU, Textual loop included)"
        "  aim ≤ 2"
    )
    print(f"map, Static from markup        : {static:7.2f} ms/move (CPU)")
    print(
        f"  (the harness's idle pause alone costs {idle:.2f} ms of each; without it the Line"
        f" API costs {line - idle:.2f} ms a move)"
    )
    print(f"  → the Line API is {static / line:.0f}× faster (aim ≥ 10×)")
    print(f"whole Crawl screen, engine too : {game:7.2f} ms/move (CPU)")
    print(f"start-up to the first frame    : {start:7.2f} s  (aim ≤ 1)")
    print(f"worm --help                    : {helped:7.2f} s  (aim ≤ 0.3)")


if __name__ == "__main__":
    main()
