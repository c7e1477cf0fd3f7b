"""Floor plans of single rooms (issue 20): the mask of floor inside a room's box.

Every mask is one connected piece that holds the middle tile of its box (``Room.centre`` is
always floor). Rectangles and ovals serve most levels; the angled plans (leaning, diamond,
cut-cornered, L-shaped) are for places that are not built square, such as the House of Many
Angles.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import numpy as np

from worm.gen.maps import Form, Room

Plan = Callable[[np.random.Generator, int, int], np.ndarray]


def _centred(mask: np.ndarray) -> np.ndarray:
    h, w = mask.shape
    mask[h // 2, w // 2] = True
    return mask


def _axes(w: int, h: int) -> tuple[np.ndarray, np.ndarray]:
    """Row numbers as a column and column numbers as a row: they broadcast to the box."""
    return np.arange(h)[:, None], np.arange(w)[None, :]


def rect(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """The whole box."""
    return np.ones((h, w), dtype=bool)


def oval(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A circle or ellipse filling the box."""
    return _oval(w, h).copy()


@functools.lru_cache(maxsize=512)
def _oval(w: int, h: int) -> np.ndarray:
    """The oval of a w × h box, worked out once a size (a level has few sizes)."""
    ys, xs = _axes(w, h)
    dx = (xs - (w - 1) / 2) / (w / 2)
    dy = (ys - (h - 1) / 2) / (h / 2)
    return _centred(dx * dx + dy * dy <= 1.0)


def leaning(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A parallelogram: each row shifted along from the one above."""
    lean = min((w - 3) / max(h - 1, 1), 1.0) * rng.uniform(0.4, 1.0)
    span = max(3, w - round(lean * (h - 1)))
    mask = np.zeros((h, w), dtype=bool)
    flip = rng.random() < 0.5
    for y in range(h):
        start = min(round(lean * y), w - span)
        mask[h - 1 - y if flip else y, start : start + span] = True
    return _centred(mask)


def diamond(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A square turned on its corner."""
    ys, xs = _axes(w, h)
    dx = np.abs(xs - (w - 1) / 2) / (w / 2)
    dy = np.abs(ys - (h - 1) / 2) / (h / 2)
    return _centred(dx + dy <= 1.0)


def cut(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A rectangle with its corners cut off (an octagon)."""
    corner = max(1, min(w, h) // 3)
    ys, xs = _axes(w, h)
    near_x = np.minimum(xs, w - 1 - xs)
    near_y = np.minimum(ys, h - 1 - ys)
    return _centred(near_x + near_y >= corner)


def ell(rng: np.random.Generator, w: int, h: int) -> np.ndarray:
    """A rectangle with one quarter taken away (an L), never the middle."""
    mask = np.ones((h, w), dtype=bool)
    qw, qh = max(1, w * 2 // 5), max(1, h * 2 // 5)
    corner = int(rng.integers(4))
    rows = slice(0, qh) if corner < 2 else slice(h - qh, h)
    cols = slice(0, qw) if corner % 2 == 0 else slice(w - qw, w)
    mask[rows, cols] = False
    return _centred(mask)


ANGLED: tuple[Plan, ...] = (leaning, diamond, cut, ell)


def room(rng: np.random.Generator, index: int, box: tuple[int, int, int, int], plan: Plan) -> Room:
    """A room of the given plan in the box (x, y, w, h)."""
    x, y, w, h = box
    mask = plan(rng, w, h)
    form: Form = "rect" if plan is rect else "round" if plan is oval else "blob"
    return Room(index, x, y, w, h, form, (), mask)
