"""Halls (p. 334, pp. 343–364): built rooms of every size, from closets to great halls.

The map is cut again and again along random lines (binary space partition), the biggest
pieces first but not always, so some pieces stay huge and others are cut down to closets; a
room is laid inside each piece with rock all round it, and pathways bend between near rooms
(``worm.gen.shapes.pathways``). There is no grid: rooms' corners and sizes fall anywhere.

A seed's structures change the plan (:data:`PLANS`): the Library's long galleries of
bookcases, the Sepulcher's colossal halls and statues, the House of Many Angles' leaning,
turned and cut rooms, the Undertomb's pillared vaults, the Castle's colonnaded galleries.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from worm.gen import maps
from worm.gen.maps import LevelMap, Room
from worm.gen.shapes import forms, interior, pathways
from worm.gen.shapes.brief import Asked, loop_rate

Box = tuple[int, int, int, int]  # x, y, w, h


@dataclass(frozen=True, slots=True)
class Plan:
    """How a seed's halls are laid out and furnished."""

    rooms: tuple[int, int]  # how many pieces the map is cut into, low and high
    spread: float  # 0: always cut the biggest piece (even sizes); 1: any piece (wild sizes)
    closets: float  # share of pieces holding only a closet
    galleries: float  # share of pieces holding a long, narrow gallery
    angled: float  # share of rooms of an angled plan (``forms.ANGLED``)
    furnish: str  # which interior (see ``_furnishing``)


PLANS: dict[str, Plan] = {
    "": Plan((14, 20), 0.5, 0.12, 0.12, 0.05, "halls"),
    "the_castle_of_crossed_destinies": Plan((14, 19), 0.5, 0.1, 0.3, 0.0, "castle"),
    "the_library_heretical": Plan((12, 17), 0.4, 0.1, 0.55, 0.0, "library"),
    "the_sepulcher_of_titans": Plan((8, 12), 0.8, 0.15, 0.05, 0.0, "titans"),
    "the_house_of_many_angles": Plan((14, 20), 0.7, 0.08, 0.1, 0.9, "angles"),
    "the_undertomb": Plan((12, 18), 0.5, 0.1, 0.05, 0.1, "vaults"),
}
MIN_PIECE = 7  # a piece narrower than this is not cut again (a room needs rock round it)


def carve(rng: np.random.Generator, brief: Asked) -> LevelMap:
    """A halls level for ``brief`` (p. 334)."""
    plan = PLANS.get(brief.seed_id, PLANS[""])
    style = maps.STYLES["halls"]
    while True:
        count = brief.rooms if brief.rooms is not None else int(rng.integers(*plan.rooms) + 1)
        cuts: list[pathways.Cut] = []
        whole = (1, 1, maps.WIDTH - 2, maps.HEIGHT - 2)
        pieces = divide(rng, whole, max(count, 4), plan.spread, cuts=cuts)
        draws = rng.random((len(pieces), 7)).tolist()  # seven numbers a room, drawn at once
        rooms = [_room(rng, i, piece, plan, draws[i]) for i, piece in enumerate(pieces)]
        rate = loop_rate(brief, style.loops)
        level = pathways.link_cuts(rng, "halls", style, rooms, pieces, cuts, loops=rate)
        if level is None:  # a cut the straight ways could not cross: the old search
            level = pathways.link(rng, "halls", style, rooms, loops=rate)
        if level is not None:
            break
    interior.gather(level, [(r, _furnishing(rng, r, plan.furnish)) for r in level.rooms])
    return level


def divide(
    rng: np.random.Generator,
    box: Box,
    count: int,
    spread: float,
    least: int = MIN_PIECE,
    cuts: list[pathways.Cut] | None = None,
) -> list[Box]:
    """``box`` cut into up to ``count`` pieces, each cut across the piece's longer side, none
    narrower than ``least``. Each cut's two halves go on ``cuts`` when it is given (the pieces
    either side of a cut are the ones inside its halves)."""
    pieces = [box]
    # the pieces that can still be cut, in the order of ``pieces``, and their areas: kept as
    # pieces are cut, not listed again for every cut
    able = [box] if box[2] >= 2 * least or box[3] >= 2 * least else []
    areas = [box[2] * box[3]] if able else []
    # four numbers a cut, drawn at once: which piece (two), which way, where
    draws = rng.random((max(count - 1, 0), 4)).tolist()
    for roll, place, lean, where in draws:
        if not able:
            break
        if roll < spread:  # any piece, the bigger the likelier
            left = place * sum(areas)
            k = 0
            while left >= areas[k] and k < len(areas) - 1:
                left -= areas[k]
                k += 1
        else:
            k = areas.index(max(areas))
        del areas[k]
        piece = able.pop(k)
        pieces.remove(piece)  # (pieces never overlap, so no two are alike)
        x, y, w, h = piece
        across = w * (0.7 + 0.6 * lean) >= h * 1.4 if h >= 2 * least else True
        if w < 2 * least:
            across = False
        if across:
            cut = least + int(where * (w - 2 * least + 1))
            halves = [(x, y, cut, h), (x + cut, y, w - cut, h)]
        else:
            cut = least + int(where * (h - 2 * least + 1))
            halves = [(x, y, w, cut), (x, y + cut, w, h - cut)]
        pieces += halves
        for half in halves:
            if half[2] >= 2 * least or half[3] >= 2 * least:
                able.append(half)
                areas.append(half[2] * half[3])
        if cuts is not None:
            cuts.append((across, halves[0], halves[1]))
    return pieces


def _room(rng: np.random.Generator, index: int, piece: Box, plan: Plan, draws: list[float]) -> Room:
    """A room inside a piece, two tiles of rock between it and the piece's edges, sized and
    placed by seven numbers of [0, 1) from the stream."""
    px, py, pw, ph = piece
    room_w, room_h = pw - 4, ph - 4
    roll, u, v, p, q, angled, which = draws

    def pick(low: int, high: int, t: float) -> int:  # low..high inclusive
        return low + int(t * (high - low + 1))

    if roll < plan.closets:
        w, h = pick(2, 4, u), pick(2, 3, v)
    elif roll < plan.closets + plan.galleries and max(room_w, room_h) >= 10:
        if room_w >= room_h:
            w, h = room_w - pick(0, 2, u), pick(4, 6, v)
        else:
            w, h = pick(4, 6, u), room_h - pick(0, 2, v)
    else:
        w = pick(max(3, room_w * 6 // 10), room_w, u)
        h = pick(max(3, room_h * 6 // 10), room_h, v)
    w, h = max(2, min(w, room_w)), max(2, min(h, room_h))
    x = px + 2 + pick(0, room_w - w, p)
    y = py + 2 + pick(0, room_h - h, q)
    plan_of: forms.Plan = forms.rect
    if min(w, h) >= 4 and angled < plan.angled:
        plan_of = forms.ANGLED[int(which * len(forms.ANGLED))]
    return forms.room(rng, index, (x, y, w, h), plan_of)


def _furnishing(rng: np.random.Generator, room: Room, kind: str) -> interior.Feature:
    """What stands in a room of a halls level of the given kind."""
    area = room.w * room.h if room.form == "rect" else int(np.count_nonzero(room.mask))
    long_ = max(room.w, room.h) >= 2 * min(room.w, room.h)
    if kind == "library" and min(room.w, room.h) >= 4 and area >= 24:
        return interior.stacks(room)
    if kind == "titans":
        if area >= 100:
            return interior.colonnade(room, maps.STATUE, 4) + interior.scatter(
                rng, room, maps.RUBBLE, 0.04
            )
        return interior.scatter(rng, room, maps.RUBBLE, 0.08)
    if kind == "vaults" and area >= 36:
        return interior.grid(room, maps.PILLAR, 3)
    if kind == "castle" and long_ and area >= 30:
        return interior.colonnade(room, maps.STATUE, 3)
    if kind == "angles":
        choice = int(rng.integers(4))
        options: tuple[interior.Feature, ...] = (
            interior.grid(room, maps.PILLAR, 4),
            interior.scatter(rng, room, maps.RUBBLE, 0.1),
            interior.pool(rng, room, maps.WATER),
            [],
        )
        return options[choice]
    if area >= 80 and rng.random() < 0.6:
        return interior.colonnade(room)
    if area >= 40 and rng.random() < 0.15:
        return interior.pool(rng, room, maps.WATER)
    if rng.random() < 0.1:
        return interior.scatter(rng, room, maps.RUBBLE, 0.1)
    return []
