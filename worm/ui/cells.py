"""What each map cell shows: a glyph and a style id, worked out with numpy for the whole level
at once so the map widget can compare rows and redraw only those that changed (ARCHITECTURE,
Terminal UI). No Textual here.

Every cell is one of five lights: not on the guild's map, on its map but never seen (the
outline the guild carries, p. 90), seen before (remembered), seen now in dim light, seen now in
bright light (p. 94). The light is told by glyph as well as colour: floor the guild has not
seen is blank, remembered floor is a middle dot, floor in sight is a full stop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from worm.gen import maps

if TYPE_CHECKING:
    from worm.engine.session import Game

UNKNOWN, OUTLINE, REMEMBERED, DIM, BRIGHT = range(5)
LIGHTS = ("unknown", "outline", "remembered", "dim", "bright")

TILE_KINDS = (
    "rock",
    "wall",
    "floor",
    "water",
    "bridge",
    "door",
    "secret",
    "locked",
    "up",
    "down",
    "entrance",
    "passage",
    "pillar",
    "statue",
    "rubble",
    "chasm",
    "tree",
    "lava",
    "shallows",
    "across",
)
"""One kind per ``worm.gen.maps`` tile code, in code order."""
KINDS = (*TILE_KINDS, "key", "guild", "creature")
KEY, GUILD, CREATURE = (KINDS.index(k) for k in ("key", "guild", "creature"))
STYLES = len(KINDS) * len(LIGHTS)
"""Style ids are ``kind * 5 + light``."""

GLYPHS = np.array([ord(c) for c in maps.GLYPH], dtype=np.uint32)
GLYPHS[maps.SECRET] = ord("+")  # a secret door found is a door on the guild's map
REMEMBERED_FLOOR = ord("·")
OUTLINE_SHOWN = np.zeros(len(TILE_KINDS), dtype=bool)
OUTLINE_SHOWN[
    [
        maps.WALL,
        maps.DOOR,
        maps.SECRET,
        maps.LOCKED,
        maps.UP,
        maps.DOWN,
        maps.ACROSS,
        maps.ENTRANCE,
        maps.WATER,
    ]
] = True
"""What the outline map shows of rooms never seen: their walls, doors, ways and water."""


def style_id(kind: int, light: int) -> int:
    return kind * len(LIGHTS) + light


@dataclass(slots=True)
class Frame:
    """The whole level as the player sees it: glyph code points and style ids, [y, x]."""

    glyphs: np.ndarray
    styles: np.ndarray

    def row_codes(self) -> np.ndarray:
        """One number per cell that changes whenever its glyph or style does."""
        return (self.glyphs.astype(np.uint64) << np.uint64(8)) | self.styles.astype(np.uint64)


class Painter:
    """Makes Frames for one game, remembering what does not change between moves."""

    def __init__(self) -> None:
        self._map_key: tuple[int, object] = (0, None)  # (depth, LevelState) painted from
        self._map: np.ndarray | None = None
        self._layers: _Layers | None = None  # what of a frame follows from the map alone
        self._dist: tuple[tuple[int, int, int], np.ndarray] | None = None

    def guild_map(self, game: Game) -> np.ndarray:
        state = game.state  # immutable: a new one whenever the guild changes the level
        if self._map is None or self._map_key[0] != game.depth or self._map_key[1] is not state:
            self._map = game.plan.guild_map(state)
            self._map_key = (game.depth, state)
            self._layers = _Layers.of(self._map, _labels(game, self._map))
        return self._map

    def frame(self, game: Game) -> Frame:
        """The level now: what the guild knows, remembers and sees from where it stands."""
        tiles = self.guild_map(game)
        layers = self._layers
        assert layers is not None  # made with the map
        known = game.seen.get(game.depth)
        light = layers.light.copy()
        if known is not None:
            light[known.tiles & layers.on_map] = REMEMBERED
        radius = game.sight_radius()
        visible = game.plan.sight(game.pos, radius) & layers.on_map
        light[visible] = DIM
        light[visible & self._near(game.pos, radius, tiles.shape)] = BRIGHT
        glyphs = layers.glyphs.copy()
        glyphs[(light == OUTLINE) & layers.outline_hidden] = ord(" ")
        glyphs[(light == REMEMBERED) & layers.floor] = REMEMBERED_FLOOR
        styles = layers.kinds + light
        if layers.label_at[0].size:
            ys, xs = layers.label_at
            glyphs[ys, xs] = layers.label_glyphs
            styles[ys, xs] = np.uint8(style_id(KEY, 0)) + np.maximum(light[ys, xs], OUTLINE)
        if game.meeting is not None and game.phase in ("parley", "challenge"):
            mx, my = _beside(tiles, game.pos)
            glyphs[my, mx] = ord("&")
            styles[my, mx] = style_id(CREATURE, BRIGHT)
        gx, gy = game.pos
        glyphs[gy, gx] = ord("@")
        styles[gy, gx] = style_id(GUILD, BRIGHT)
        return Frame(glyphs, styles)

    def _near(self, at: tuple[int, int], radius: int, shape: tuple[int, int]) -> np.ndarray:
        """Cells within half the light's reach: bright; the rest of what is seen is dim. In a
        bright place (radius 0) everything seen is bright."""
        key = (at[0], at[1], radius)
        if self._dist is not None and self._dist[0] == key:
            return self._dist[1]
        if radius == 0:
            near = np.ones(shape, dtype=bool)
        else:
            ys, xs = np.ogrid[: shape[0], : shape[1]]
            reach = max(1, radius // 2)
            near = (xs - at[0]) ** 2 + (ys - at[1]) ** 2 <= reach * reach
        self._dist = (key, near)
        return near


@dataclass(slots=True)
class _Layers:
    """What of a frame follows from the guild's map alone, worked out once per map: a move
    changes only what is seen and where the guild stands."""

    on_map: np.ndarray  # not rock
    light: np.ndarray  # OUTLINE on the map, UNKNOWN off it: the light before anything is seen
    glyphs: np.ndarray  # each tile's glyph, blank off the map
    outline_hidden: np.ndarray  # what the outline leaves out of rooms never seen
    floor: np.ndarray
    kinds: np.ndarray  # the style id of each tile's kind at light 0
    label_at: tuple[np.ndarray, np.ndarray]  # (ys, xs) of the room keys' letters on floor
    label_glyphs: np.ndarray

    @classmethod
    def of(cls, tiles: np.ndarray, labels: list[tuple[int, int, str]]) -> _Layers:
        on_map = tiles != maps.ROCK
        glyphs = GLYPHS[tiles]
        glyphs[~on_map] = ord(" ")
        height, width = tiles.shape
        letters: dict[tuple[int, int], int] = {}  # a later key's letter over an earlier one's
        for x, y, text in labels:
            for i, ch in enumerate(text):
                cx = x + i
                if 0 <= cx < width and tiles[y, cx] == maps.FLOOR:
                    letters[y, cx] = ord(ch)
        at = (
            np.array([y for y, _ in letters], dtype=np.intp),
            np.array([x for _, x in letters], dtype=np.intp),
        )
        return cls(
            on_map=on_map,
            light=np.where(on_map, OUTLINE, UNKNOWN).astype(np.uint8),
            glyphs=glyphs,
            outline_hidden=~OUTLINE_SHOWN[tiles],
            floor=tiles == maps.FLOOR,
            kinds=tiles.astype(np.uint8) * np.uint8(len(LIGHTS)),
            label_at=at,
            label_glyphs=np.array(list(letters.values()), dtype=np.uint32),
        )


def _labels(game: Game, tiles: np.ndarray) -> list[tuple[int, int, str]]:
    """Room keys written inside each room near its centre, where the whole key fits on floor
    (as the book's maps write them), else on the first run of floor in the room long enough
    for it, nearest the centre; a room with no such run shows no key rather than a clipped one
    ("#10#" for 110, play-test 19, 10): 'g' still lists it. No key is written over another."""
    plan, state = game.plan, game.state
    hidden = set(plan.hidden_rooms(state))
    height, width = tiles.shape
    taken = np.zeros(tiles.shape, dtype=bool)
    out = []
    for room in plan.level.map.rooms:
        if room.index in hidden:
            continue
        key = plan.key(room.index)
        cx, cy = room.centre
        near = [(cx - 1 + dx, cy + dy) for dy in (-1, 1, 0, -2, 2) for dx in (0, -1, 1, -2, 2)]
        rows = sorted(range(room.y, room.y + room.h), key=lambda y: abs(y - cy))
        inside = [(x, y) for y in rows for x in range(room.x, room.x + room.w)]
        for x, y in near + inside:
            if (
                0 <= y < height
                and 0 <= x
                and x + len(key) <= width
                and (tiles[y, x : x + len(key)] == maps.FLOOR).all()
                and not taken[y, x : x + len(key)].any()
            ):
                taken[y, x : x + len(key)] = True
                out.append((x, y, key))
                break
    return out


def _beside(tiles: np.ndarray, at: tuple[int, int]) -> tuple[int, int]:
    """A floor cell next to the guild, for the creatures it faces."""
    x, y = at
    height, width = tiles.shape
    for dx, dy in ((1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (-1, -1), (-1, 1)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height and maps.PASSABLE[tiles[ny, nx]]:
            return nx, ny
    return x, y
