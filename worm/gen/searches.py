"""The generator's path searches, with tcod imported the first time one is asked for.

Most Underworlds need no search at all: tunnels are laid straight or round to one side, and a
room is checked whole by a flood fill (``worm.gen.maps.reached``). Only a tunnel that finds
every cheap way barred (a few levels in a hundred) or the batch's walking metrics call tcod, so
``worm gen`` no longer pays for importing it (python-tcod and its C bindings, about 40% of
``import numpy, tcod``) at every start (issue 19, Speed; ``bench/startup.py``). ``tcod.path``
is found through ``importlib`` on first use and Python keeps it in ``sys.modules``.
"""

from __future__ import annotations

import importlib
from typing import Any

import numpy as np


def _path() -> Any:
    """tcod's path module, imported on first use."""
    return importlib.import_module("tcod.path")


def astar(cost: np.ndarray, start: tuple[int, int], goal: tuple[int, int]) -> list[tuple[int, int]]:
    """The cheapest four-way path over ``cost`` (0: barred) from ``start`` to ``goal``, both
    (row, column), without the start; empty if there is none."""
    found = _path().AStar(cost, diagonal=0).get_path(*start, *goal)
    return [(int(y), int(x)) for y, x in found]


def dijkstra(cost: np.ndarray, start: tuple[int, int]) -> np.ndarray:
    """Steps from ``start`` (row, column) to every tile, moving eight ways over tiles of cost
    1 (0: barred); tiles not reached hold the int32 maximum."""
    path = _path()
    distance: np.ndarray = path.maxarray(cost.shape, dtype=np.int32)
    distance[start] = 0
    path.dijkstra2d(distance, cost, 1, 1, out=distance)
    return distance
