"""The JSON Schema of ``worm gen --format json`` (CONTRACTS §2, schema_version 2).

``docs/underworld.schema.json`` is written from :func:`schema` by
``uv run python -m worm.gen.schema`` (give a path to write elsewhere); a test checks the file
is what this module makes and that real documents validate against it.

Schema version 2 (version 1 with issue 21's stocking: factions, the hook plan, kinds, distance,
clues, scenery, each room's size, ways out, set piece, structure and lore, and each level's
senses) grows only by addition: every object lists the fields it must have and lets
new ones in, so a reader written against this schema keeps working as fields are added.
Tile rows are checked for their glyphs (the legend in ``docs/gen-format.md``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, get_args

from worm import files
from worm.content.features import FeatureKind, TrapKind
from worm.gen import maps
from worm.gen.underworld import SCHEMA_VERSION

PATH = Path("docs/underworld.schema.json")

REASONS = ["explore", "flee", "talk", "fight", "breathe", "experiment", "surprise", "return"]
FEATURE_KINDS = list(get_args(FeatureKind))
TRAP_KINDS = list(get_args(TrapKind))
BANDS = ["torches_gutter", "curiosity", "travel_event", "random_encounter", "quest_rumor"]


def _string() -> dict[str, Any]:
    return {"type": "string"}


def _int(low: int | None = None, high: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "integer"}
    if low is not None:
        out["minimum"] = low
    if high is not None:
        out["maximum"] = high
    return out


def _array(items: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"type": "array", "items": items, **more}


def _object(
    properties: dict[str, dict[str, Any]], description: str = "", *, required: bool = True
) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "object"}
    if description:
        out["description"] = description
    out["properties"] = properties
    if required:
        out["required"] = list(properties)
    return out


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{name}"}


def schema() -> dict[str, Any]:
    """The schema as a dict, in a fixed order (so the file is the same every time)."""
    glyphs = "".join(maps.GLYPH.tolist())
    row = {"type": "string", "pattern": "^[" + _class(glyphs) + "]*$"}
    key = {"type": "string", "pattern": "^[1-9][0-9]{2,}$", "description": "a room key: 101…"}
    defs = {
        "key": key,
        "exit": _object(
            {
                "to": _ref("key"),
                "kind": {"enum": ["door", "passage", "bridge", "street"]},
                "secret": {"type": "boolean"},
                "locked": {"type": "boolean"},
            },
            "one way out of a room to another room of the level",
        ),
        "hook": _object(
            {"id": _string(), "kind": {"enum": ["quest", "return"]}, "text": _string()},
            "a reason to press on or come back (pp. 336, 339); a return hook also names its "
            "counterpart's level and room (level_number, room) and its thread, a quest step its "
            "step and of",
        ),
        "counterpart": _object(
            {
                "thread": _string(),
                "hook": _string(),
                "text": _string(),
                "for_level": _string(),
                "for_level_number": {"type": "string", "pattern": "^[0-9]+$"},
                "for_room": _ref("key"),
            },
            "what another level's return hook asks for, lying in this room (p. 339)",
        ),
        "landing": _object(
            {
                "feature": _string(),
                "move": {"enum": ["deeper_level", "upper_level", "far_room"]},
                "level": {"type": "string", "pattern": "^[0-9]*$"},
                "room": {"type": "string", "pattern": "^([0-9]+)?$"},
            },
            "where a feature of this room carries the guild: a level and room key, or both"
            " empty where no way runs that way (worm.gen.landings)",
        ),
        "clue": _object(
            {
                "about": {"enum": ["denizens", "trap", "treasure", "secret", "hidden_way"]},
                "sense": {"enum": ["sound", "smell", "sight", "touch", "taste"]},
                "room": _ref("key"),
                "wall": {"enum": ["north", "east", "south", "west", "floor"]},
                "text": _string(),
            },
            "what a room gives away of its neighbour, its own secret door or hidden way (p. 339)",
        ),
        "room": _object(
            {
                "key": _ref("key"),
                "x": _int(0),
                "y": _int(0),
                "w": _int(1),
                "h": _int(1),
                "form": _string(),
                "type": _string(),
                "depth": _int(0),
                "reasons": _array({"enum": REASONS}),
                "features": _array(_string()),
                "traps": _array(_string()),
                "denizens": _array(_string()),
                "treasure": _array(_string()),
                "hooks": _array(_ref("hook")),
                "keys_for": _array({"type": "string", "pattern": "^[0-9]+-[0-9]+$"}),
                "sources": _array(_string()),
                "lord": {"type": "boolean"},
                "safe": {"type": "boolean"},
                "secret": {"type": "boolean"},
                "exits": _array(_ref("exit")),
                "counterparts": _array(_ref("counterpart")),
                "landings": _array(_ref("landing")),
                "feature_kinds": _array({"enum": FEATURE_KINDS}),
                "trap_kinds": _array({"enum": TRAP_KINDS}),
                "distance": _int(0),
                "clues": _array(_ref("clue")),
                "scenery": _array(_string()),
                "faction": {"type": ["string", "null"], "description": "the faction holding it"},
                "size": {"enum": ["small", "medium", "large"]},
                "ways_out": {"enum": ["dead_end", "passage", "hub"]},
                "set_piece": {"type": "boolean"},
                "built": _string(),
                "lore": _array(_string()),
            },
            "one room by its key: its box of tiles, type and stocking (pp. 335–339); its "
            "size and ways out, which its type agrees with",
        ),
        "meatgrinder_entry": _object(
            {
                "card": _int(1, 21),
                "band": {"enum": BANDS},
                "id": _string(),
                "kind": _string(),
                "name": _string(),
                "text": _string(),
            },
            "one row of the level's Meatgrinder table (pp. 340–342)",
        ),
        "point": _array(_int(0), minItems=2, maxItems=2),
        "passage": _object(
            {
                "a": _ref("key"),
                "b": _ref("key"),
                "doors": _array(_ref("point"), minItems=2, maxItems=2),
                "mid": _ref("point"),
                "secret": {"type": "boolean"},
                "locked": {"type": "boolean"},
            },
            "a pathway between two rooms: its door tiles [x, y] and the tile halfway along",
        ),
        "way": _object(
            {
                "end": {"enum": ["entrance", "up", "down", "across"]},
                "room": _ref("key"),
                "x": _int(0),
                "y": _int(0),
                "secret": {"type": "boolean"},
                "to_level": {"type": ["integer", "null"]},
                "kind": _string(),
            },
            "a way out of the level: the surface entrance, or a way up or down",
        ),
        "level": _object(
            {
                "number": _int(1, 21),
                "card": _int(1, 21),
                "card_name": _string(),
                "seed_name": _string(),
                "seed_id": _string(),
                "shape": {"enum": ["caverns", "halls", "towers", "streets", "water", "organic"]},
                "position": _array(_int(0), minItems=2, maxItems=2),
                "surface_entrance": {"enum": ["main", "known", "secret", None]},
                "lighting": {"enum": ["bright", "dim", "dark", "mixed"]},
                "scarce_light": {"type": "boolean"},
                "dungeon_lord": _string(),
                "lore": _object({"motif": _string(), "truth": _string()}),
                "width": _int(1),
                "height": _int(1),
                "entry_room": _ref("key"),
                "lord_room": _ref("key"),
                "tiles": _array(row, minItems=1),
                "player_tiles": _array(row, minItems=1),
                "rooms": _array(_ref("room"), minItems=1),
                "meatgrinder": _array(_ref("meatgrinder_entry"), minItems=21, maxItems=21),
                "passages": _array(_ref("passage")),
                "ways": _array(_ref("way")),
                "factions": _array(_ref("faction"), minItems=1),
                "unaligned": _array(_string()),
                "senses": _object(
                    {
                        "sight": _string(),
                        "sound": _string(),
                        "smell": _string(),
                        "lighting": _string(),
                    },
                    "what greets the guild on its first steps onto the level (pp. 343–364)",
                ),
            },
            "one level: its card, seed, map (GM's and players'), rooms and Meatgrinder",
        ),
        "motive": _object(
            {"id": _string(), "text": _string(), "tastes": _array(_string(), minItems=1)},
            "what a faction wants, or will not have, and the tastes a parley reads it by",
        ),
        "relation": _object(
            {
                "with": _string(),
                "kind": {"enum": ["allies", "rivals", "at war", "prey", "wary"]},
                "creature": {"type": "boolean"},
            },
            "how a faction stands with another faction (by id) or an unaligned creature",
        ),
        "faction": _object(
            {
                "id": _string(),
                "name": _string(),
                "household": {"type": "boolean"},
                "power": {"type": "boolean"},
                "members": _array(_string(), minItems=1),
                "want": _ref("motive"),
                "shun": _ref("motive"),
                "languages": _array(_string()),
                "lair": _ref("key"),
                "territory": _array(_ref("key"), minItems=1),
                "relations": _array(_ref("relation")),
            },
            "one faction of the level (p. 337): who, what they want and shun, where they rule",
        ),
        "connection": _object(
            {
                "a": _int(1, 21),
                "b": _int(1, 21),
                "rules": _array({"enum": ["adjacent", "sequential", "divisible"]}, minItems=1),
                "kind": _string(),
                "a_room": _ref("key"),
                "b_room": _ref("key"),
                "secret": {"type": "boolean"},
            },
            "a way between two levels (Appendix E step 7)",
        ),
    }
    metrics = {"type": "object", "description": "numbers by name (docs/gen-format.md)"}
    top = _object(
        {
            "schema_version": {"const": SCHEMA_VERSION},
            "generator": _string(),
            "seed": _int(0, 2**63 - 1),
            "settings": {"type": "object"},
            "origin": _object({"id": _string(), "name": _string(), "summary": _string()}),
            "levels": _array(_ref("level"), minItems=1),
            "connections": _array(_ref("connection")),
            "metrics": _object(
                {"underworld": metrics, "levels": _array({"type": "object"})},
            ),
            "hook_plan": _object(
                {
                    "threads": _array(
                        _object(
                            {
                                "id": _string(),
                                "hook": _string(),
                                "level": _int(1, 21),
                                "room": _ref("key"),
                                "other_level": _int(1, 21),
                                "other_room": _ref("key"),
                            },
                            "a return hook in room of level, its counterpart in other_room "
                            "of other_level",
                        )
                    ),
                    "quest": _array(
                        _object(
                            {
                                "step": _int(1, 5),
                                "hook": _string(),
                                "level": _int(1, 21),
                                "room": _ref("key"),
                            },
                            "one step of the Underworld's quest; hook 'goal' is its end",
                        ),
                        maxItems=5,
                    ),
                },
                "the Underworld's hook plan (worm.gen.hooks, pp. 339, 341)",
            ),
        },
        "One Underworld as `worm gen --format json` writes it.",
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "worm Underworld (worm gen --format json)",
        **top,
        "$defs": defs,
    }


def _class(glyphs: str) -> str:
    """The glyphs as the inside of a regular-expression character class."""
    return "".join("\\" + g if g in "\\]^-[" else g for g in glyphs)


def text() -> str:
    """The schema as the text of ``docs/underworld.schema.json``."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    """Write the schema to ``argv[0]``, or to docs/underworld.schema.json."""
    path = Path(argv[0]) if argv else PATH
    files.replace_text(path, text())
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
