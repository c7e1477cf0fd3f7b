"""``worm gen`` output: the JSON document (CONTRACTS §2, schema_version 2) and the ASCII overview.

The JSON is built from plain dicts and lists in a fixed order and written with sorted keys off,
so the same seed gives byte-identical output. The SVG and PNG drawings read the same document
(``worm.gen.draw``).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from worm import __version__
from worm.arcana import MAJOR_NAMES
from worm.gen import landings, maps, plain
from worm.gen.underworld import SCHEMA_VERSION, graph_metrics

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.gen.layout import Connection
    from worm.gen.underworld import Level, Underworld


def document(underworld: Underworld) -> dict[str, Any]:
    """The whole Underworld as the ``worm gen --format json`` document."""
    plan = underworld.layout
    pack = plain.pack()
    return {
        "schema_version": SCHEMA_VERSION,
        "generator": f"worm {__version__}",
        "seed": underworld.seed,
        "settings": plan.settings.as_dict(exclude_none=True),
        "origin": {
            "id": underworld.origin.id,
            "name": underworld.origin.name,
            "summary": underworld.origin.summary,
        },
        "levels": [_level(underworld, level, pack) for level in underworld.levels],
        "connections": [
            {
                "a": c.a,
                "b": c.b,
                "rules": list(c.rules),
                "kind": c.kind,
                "a_room": a_room,
                "b_room": b_room,
                "secret": c.secret,
            }
            for c, (a_room, b_room) in zip(plan.connections, underworld.ends, strict=True)
        ],
        "metrics": {
            "underworld": underworld.metrics,
            "levels": [{"number": level.number, **level.metrics} for level in underworld.levels],
        },
        "hook_plan": _hook_plan(underworld.levels),
    }


def _hook_plan(levels: Sequence[Level]) -> dict[str, Any]:
    """The Underworld's return hooks, each with the room of its counterpart, and the quest's
    steps in order (``worm.gen.hooks``, pp. 339, 341)."""
    plan = levels[0].hook_plan if levels else None
    if plan is None:
        return {"threads": [], "quest": []}
    return {
        "threads": [
            {
                "id": t.id,
                "hook": t.hook,
                "level": t.level,
                "room": t.key,
                "other_level": t.other_level,
                "other_room": t.other_key,
            }
            for t in plan.threads
        ],
        "quest": [
            {"step": s.number, "hook": s.hook, "level": s.level, "room": s.key} for s in plan.quest
        ],
    }


def _level(underworld: Underworld, level: Level, pack: ContentPack) -> dict[str, Any]:
    connections = underworld.layout.connections
    keys = level.keyed.keys
    level_map = level.map
    exits: list[list[dict[str, Any]]] = [[] for _ in level_map.rooms]
    for edge in level_map.edges:
        for here, there in ((edge.a, edge.b), (edge.b, edge.a)):
            exits[here].append(
                {
                    "to": keys[there],
                    "kind": level_map.style.exit,
                    "secret": edge.secret,
                    "locked": edge.locked,
                }
            )
    rooms = []
    for room in sorted(level_map.rooms, key=lambda r: keys[r.index]):
        stock = level.stock[room.index]
        entry: dict[str, Any] = {
            "key": keys[room.index],
            "x": room.x,
            "y": room.y,
            "w": room.w,
            "h": room.h,
            "form": room.form,
            "type": stock.type,
            "depth": level.keyed.depth[room.index],
            "reasons": stock.reasons,
            "features": stock.features,
            "traps": stock.traps,
            "denizens": stock.denizens,
            "treasure": stock.treasure,
            "hooks": stock.hooks,
            "keys_for": stock.key_to,
            "sources": stock.sources,
            "lord": stock.lord,
            "safe": stock.safe,
            "secret": stock.secret,
            "exits": sorted(exits[room.index], key=lambda e: e["to"]),
            "counterparts": stock.counterparts,
            "landings": landings.of_room(underworld, level, room.index, pack),
            "feature_kinds": stock.feature_kinds,
            "trap_kinds": stock.trap_kinds,
            "distance": stock.distance,
            "clues": stock.clues,
            "scenery": stock.scenery,
            "faction": stock.faction or None,
            "size": stock.size,
            "ways_out": stock.exits,
            "set_piece": stock.set_piece,
            "built": stock.built,
            "lore": stock.lore,
        }
        rooms.append(entry)
    secret_rooms = level.keyed.secret_rooms
    return {
        "number": level.number,
        "card": level.slot.card,
        "card_name": _card_name(level.slot.card),
        "seed_name": level.seed.name,
        "seed_id": level.seed.id,
        "shape": level.map.shape,
        "position": list(level.slot.position),
        "surface_entrance": level.slot.surface_entrance,
        "lighting": level.seed.lighting,
        "scarce_light": level.seed.scarce_light,
        "dungeon_lord": level.seed.dungeon_lord,
        "lore": level.lore,
        "width": level_map.width,
        "height": level_map.height,
        "entry_room": keys[level.keyed.entry],
        "lord_room": keys[level.keyed.lord],
        "tiles": maps.text(level.tiles),
        "player_tiles": maps.text(_players(level, secret_rooms)),
        "rooms": rooms,
        "meatgrinder": level.meatgrinder,
        "passages": _passages(level),
        "ways": _ways(level, connections),
        **_factions(level),
        "senses": level.senses,
    }


def _factions(level: Level) -> dict[str, Any]:
    """The level's factions (p. 337) and its unaligned creatures; rooms by their keys."""
    held = level.factions
    if held is None:
        return {"factions": [], "unaligned": []}
    keys = level.keyed.keys
    return {
        "factions": [
            {
                "id": f.id,
                "name": f.name,
                "household": f.household,
                "power": f.power,
                "members": list(f.members),
                "want": {"id": f.want.id, "text": f.want.text, "tastes": list(f.want.tastes)},
                "shun": {"id": f.shun.id, "text": f.shun.text, "tastes": list(f.shun.tastes)},
                "languages": list(f.languages),
                "lair": keys[f.lair],
                "territory": sorted(keys[r] for r in f.territory),
                "relations": [
                    {"with": r.other, "kind": r.kind, "creature": r.creature} for r in f.relations
                ],
            }
            for f in held.factions
        ],
        "unaligned": list(held.unaligned),
    }


def _passages(level: Level) -> list[dict[str, Any]]:
    """Every pathway once, with its two door tiles: one marker per passage, not per tile."""
    keys = level.keyed.keys
    return [
        {
            "a": keys[edge.a],
            "b": keys[edge.b],
            "doors": [list(door) for door in edge.doors],
            "mid": list(_middle(edge)),
            "secret": edge.secret,
            "locked": edge.locked,
        }
        for edge in level.map.edges
    ]


def _middle(edge: maps.Edge) -> tuple[int, int]:
    """The tile halfway along a pathway's runs (its first door if it has none): where its one
    marker goes."""
    lengths = [abs(x1 - x0) + abs(y1 - y0) + 1 for x0, y0, x1, y1 in edge.runs]
    left = sum(lengths) // 2
    for (x0, y0, x1, y1), length in zip(edge.runs, lengths, strict=True):
        if left < length:
            sx = (x1 > x0) - (x1 < x0)
            sy = (y1 > y0) - (y1 < y0)
            return x0 + sx * left, y0 + sy * left
        left -= length
    return edge.doors[0]


def _ways(level: Level, connections: Sequence[Connection]) -> list[dict[str, Any]]:
    """The level's ways out (surface entrance, ways up and down) with the tile each stands on."""
    out = []
    for way in level.ways:
        entry: dict[str, Any] = {
            "end": way.end,
            "room": level.keyed.keys[way.room],
            "x": way.x,
            "y": way.y,
            "secret": way.secret,
            "to_level": None,
            "kind": "surface",
        }
        if way.connection is not None:
            c = connections[way.connection]
            entry["to_level"] = c.b if c.a == level.number else c.a
            entry["kind"] = c.kind
        out.append(entry)
    return out


def _players(level: Level, secret_rooms: Collection[int]) -> np.ndarray:
    """The players' map (p. 334), with the chasms and bridges stocking laid in the rooms it
    shows (``worm.gen.interiors``)."""
    tiles = maps.draw(level.map, player=True, secret_rooms=secret_rooms, marks=level.marks)
    laid = (tiles == maps.FLOOR) & np.isin(level.tiles, (maps.CHASM, maps.BRIDGE))
    tiles[laid] = level.tiles[laid]
    return tiles


def _card_name(value: int) -> str:
    return MAJOR_NAMES[value - 1]


def to_json(underworld: Underworld) -> str:
    """The JSON text: two-space indent, keys in document order, a final newline."""
    return json.dumps(document(underworld), indent=2, ensure_ascii=False) + "\n"


def ascii_overview(underworld: Underworld) -> str:
    """The default ``worm gen`` output: the tarot table, the connections, and each level."""
    plan = underworld.layout
    lines = [
        f"Underworld of seed {underworld.seed} — origin: {underworld.origin.name}",
        "",
        "The table (row 0 is the surface):",
    ]
    rows = max(slot.position[0] for slot in plan.levels) + 1
    cols = max(slot.position[1] for slot in plan.levels) + 1
    cell = 26
    for row in range(rows):
        parts = []
        for col in range(cols):
            here = [s for s in plan.levels if s.position == (row, col)]
            if here:
                slot = here[0]
                mark = {"main": "*", "known": "+", "secret": "?"}.get(
                    slot.surface_entrance or "", " "
                )
                label = f"{mark}{slot.number}: {_card_name(slot.card)} ({slot.card})"
            else:
                label = ""
            parts.append(label.ljust(cell))
        lines.append("  " + "".join(parts).rstrip())
    lines += ["", "  * main entrance   + known surface entrance   ? secret surface entrance", ""]
    lines.append("Connections:")
    for c, (a_room, b_room) in zip(plan.connections, underworld.ends, strict=True):
        hidden = " (secret)" if c.secret else ""
        lines.append(
            f"  {c.a} ↔ {c.b}  {c.kind:<10} room {a_room} ↔ room {b_room}  "
            f"by {', '.join(c.rules)}{hidden}"
        )
    for level in underworld.levels:
        m = graph_metrics(level)
        lines += [
            "",
            f"Level {level.number}: {level.seed.name} ({_card_name(level.slot.card)}, "
            f"{level.map.shape}, {level.seed.lighting} light)",
            f"  {m['rooms']} rooms, {m['loops']} loops, {m['choke_points']} choke points, "
            f"{m['secret_rooms']} secret rooms, {m['locked_doors']} locked doors, "
            f"depth {m['depth']}; "
            f"lord: {level.seed.dungeon_lord} in room {level.keyed.keys[level.keyed.lord]}",
            f"  Lore: {level.lore['motif']} — {level.lore['truth']}",
        ]
        lines += ["  " + row.rstrip() for row in _trim(maps.text(level.tiles))]
    lines += [
        "",
        "Legend: # wall  . floor  + door  ' passage  = bridge  ~ water  S secret door  "
        "L locked door",
        "        < way up  > way down  ^ surface entrance.  "
        "`worm gen --format json` has every room.",
    ]
    return "\n".join(lines) + "\n"


def _trim(rows: list[str]) -> list[str]:
    """Drop the blank rows above and below a map."""
    filled = [i for i, row in enumerate(rows) if row.strip(" ~")]
    if not filled:
        return rows
    return rows[filled[0] : filled[-1] + 1]
