"""Issue 21, points 3 and 4: room texts that their rooms belie, over many seeds.

    uv run python bench/room_words.py --seeds 100

For every level of ``--levels`` levels and seeds 0…N−1 it counts what a GM reading the keyed
document would find contradicted, judged by this checkout's tags read straight from its TOML
(so an older tree put first on ``PYTHONPATH`` is judged by the same tags):

- **through**: a feature or trap tagged ``through`` (a far door, a way on) in a room without
  two ways out, not secret, in opposite walls;
- **sealed**: one tagged ``sealed`` (a room that fills) in a room with an open way out;
- **door**: one tagged ``door`` in a room with no door the guild can see;
- **built**: one whose ``shapes`` keep it to built levels (halls, towers, streets) elsewhere;
- **dry** / **wet**: a type said dry holding water (feature, trap or scenery), a type said wet
  holding what needs a dry floor;
- **cramped**: a type said cramped holding what needs floor or height, a large or huge
  creature, or more than two things;
- **quiet**: a type said quiet holding a roar;
- **set piece**: a set piece holding a feature or trap tagged ``whole_room``;
- **architecture**: a type whose words name an architecture (``architecture`` not ``none``)
  holding a ``whole_room`` feature or trap that does not list it: a round room of shelves in
  a vaulted tomb hall, a three-sided statue room in a cold hall;
- **seed built**: a generic type whose architecture its seed does not allow (the Spires'
  ``architectures`` in ``seeds.toml``: no dripping grotto on tree islands);
- **huge**: a creature the size of a building outside its lair in a room under 48 tiles;
- **shun**: scenery in a held room showing a word of what its holders shun;
- **busy**: a group in a small or cramped room busy at something in a hall, square,
  courtyard or in ranks.

CPU time is ``time.process_time``.
"""

from __future__ import annotations

import argparse
import re
import time
import tomllib
from collections import Counter
from pathlib import Path

from worm.content.loader import load
from worm.gen import busy as busy_words
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

HERE = Path(__file__).resolve().parents[1] / "assets"
BIG = re.compile(r"\b(halls?|courtyards?|squares?|ranks)\b", re.I)
ROOMY = {"roomy", "great", "water", "high"}
BUILT = {"halls", "towers", "streets"}


def _tags() -> tuple[dict[str, dict], dict[str, dict]]:
    """This checkout's features and traps, and its room types, as raw TOML tables."""
    read = {
        n: tomllib.loads((HERE / f"{n}.toml").read_text("utf-8"))
        for n in ("features", "traps", "rooms")
    }
    entries = {e["id"]: e for e in (*read["features"]["feature"], *read["traps"]["trap"])}
    return entries, {r["id"]: r for r in read["rooms"]["room"]}


def _side(room, door: tuple[int, int]) -> str:
    cx, cy = room.x + (room.w - 1) / 2, room.y + (room.h - 1) / 2
    dx = (door[0] - cx) / max(1.0, room.w / 2)
    dy = (door[1] - cy) / max(1.0, room.h / 2)
    if abs(dx) >= abs(dy):
        return "east" if dx > 0 else "west"
    return "south" if dy > 0 else "north"


def count(seeds: int, levels: int) -> tuple[Counter[str], int]:
    pack = load()
    entries, types = _tags()
    dungeon = tomllib.loads((HERE / "seeds.toml").read_text("utf-8"))["seed"]
    built_as = {s["id"]: {"none", *s.get("architectures", ())} for s in dungeon}
    found: Counter[str] = Counter()
    rooms_seen = 0
    for seed in range(seeds):
        for level in generate(seed, LayoutSettings(levels=levels)).levels:
            doing = busy_words.of(level, pack, seed)
            lairs = {f.lair for f in level.factions.factions} if level.factions else set()
            shut_style = level.map.style.exit == "door"
            for at, here in enumerate(level.stock):
                rooms_seen += 1
                drawn = level.map.rooms[at]
                edges = [e for e in level.map.edges if at in (e.a, e.b)]
                shut = [e.secret or e.locked or (shut_style and not e.passage) for e in edges]
                sides = {
                    _side(drawn, e.doors[0 if e.a == at else 1]) for e in edges if not e.secret
                }
                through = {"north", "south"} <= sides or {"east", "west"} <= sides
                held = [entries[i] for i in (*here.features, *here.traps) if i in entries]
                kind = types.get(here.type, {})
                for e in held:
                    needs = set(e.get("needs", []))
                    found["through"] += "through" in needs and not through
                    found["sealed"] += "sealed" in needs and not (edges and all(shut))
                    visible = any(s and not x.secret for s, x in zip(shut, edges, strict=True))
                    found["door"] += "door" in needs and not visible
                    shapes = set(e.get("shapes", []))
                    found["built"] += (
                        bool(shapes) and shapes <= BUILT and level.map.shape not in shapes
                    )
                wet = any(e.get("wet") for e in held) or any(
                    pack.scenery[p].wet for p in here.scenery
                )
                found["dry"] += bool(kind.get("dry")) and wet
                found["wet"] += bool(kind.get("wet")) and any(
                    "dry" in e.get("needs", []) for e in held
                )
                big = [m for m in here.denizens if pack.monsters[m].size in ("large", "huge")]
                things = (
                    bool(here.denizens) + len(here.features) + len(here.traps) + len(here.treasure)
                )
                things += len(here.key_to) + len(here.hooks) + len(here.counterparts)
                crowded = any(ROOMY & set(e.get("needs", [])) for e in held) or big or things > 2
                found["cramped"] += bool(kind.get("cramped")) and bool(crowded)
                loud = any("din" in e.get("needs", []) for e in held)
                loud = loud or any("deafening" in pack.scenery[p].rules for p in here.scenery)
                found["quiet"] += bool(kind.get("quiet")) and loud
                found["set piece"] += here.set_piece and any(e.get("whole_room") for e in held)
                built = kind.get("architecture", "none")
                allowed = built_as.get(level.seed.id, {"none"})
                found["seed built"] += (
                    len(allowed) > 1 and kind.get("seed") is None and built not in allowed
                )
                found["architecture"] += any(
                    e.get("whole_room") and built not in ("none", *e.get("architecture", ()))
                    for e in held
                )
                if not here.lord and at not in lairs:
                    for m in here.denizens:
                        found["huge"] += (
                            pack.monsters[m].size == "huge" and int(drawn.mask.sum()) < 48
                        )
                if here.faction and here.scenery and level.factions is not None:
                    faction = next(f for f in level.factions.factions if f.id == here.faction)
                    shuns = [w for t in faction.shun.tastes for w in pack.tastes[t].words]
                    for p in here.scenery:
                        words = f"{pack.scenery[p].name} {pack.scenery[p].summary}".lower()
                        found["shun"] += any(w in words for w in shuns)
                small = here.size == "small" or bool(kind.get("cramped"))
                for (room, monster), what in doing.items():
                    own = what in pack.monsters[monster].busy
                    found["busy"] += room == at and small and own and bool(BIG.search(what))
    return found, rooms_seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    start = time.process_time()
    found, rooms = count(args.seeds, args.levels)
    print(f"{args.seeds} seeds, K = {args.levels}, {rooms} rooms")
    for name in (
        "through",
        "sealed",
        "door",
        "built",
        "dry",
        "wet",
        "cramped",
        "quiet",
        "set piece",
        "architecture",
        "seed built",
        "huge",
        "shun",
        "busy",
    ):
        print(f"  {name:12} {found[name]}")
    print(f"  total        {sum(found.values())}")
    print(f"CPU {time.process_time() - start:.1f} s")


if __name__ == "__main__":
    main()
