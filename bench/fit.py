"""Issue 21, things that fit: misfit placements, cloned treasure, what the players' maps give
away, over many seeds.

    uv run python bench/fit.py --seeds 200

For every level of ``--levels`` levels and seeds 0…N−1 it counts:

- **misfits by need**: a feature or trap whose own words speak of a size, wet ground, a dry
  floor, height, darkness, a standing roar or a chasm to cross (read with this checkout's
  ``worm.content.integrity.features.spoken``, loaded from its file, so an older tree put first
  on ``PYTHONPATH`` is judged by the same words) where the finished room does not have it:
  ``great`` a room of one cell; ``high`` one of one cell off a towers level; ``wet`` a level
  that is no water level and whose seed names no lake, marsh, mud, flood or sea; ``dry`` a wet
  level, or a room typed as under water; ``dark`` a level lit bright; ``din`` a room whose hook
  or counterpart asks the guild to listen (a deafening piece of scenery there counts too);
  ``crossing`` a faction's lair or the lord's room. ``type`` counts rooms typed as under
  water (a sunken hall, a flooded grotto) on a level with no water;
- **treasure**: the most times one named piece lies on one level, and in one Underworld,
  and how many levels and Underworlds hold a piece twice;
- **hidden outlines**: levels over a drop whose guild's map, before anything is found, draws
  a wall of an unfound secret room that no known room explains;
- **no known loop**: levels whose players' map (no secret room or door) has no loop;
- **crowded rooms** (issue 21, second read, problem 4): rooms, not the lord's, holding more
  things (a band, each feature, trap, treasure, key, hook or counterpart) than this checkout's
  ``worm.gen.rooms.capacity`` gives their floor, and of them those under 24 tiles holding a
  band, a trap, treasure and a key at once;
- **secret beside open** (problem 8): secret doors between two known rooms that an open
  pathway also joins;
- **trap clues naming no room** (problem 6): a trap's telegraph told through a door that does
  not say which room it comes from.

Run an older tree with ``PYTHONPATH=<tree>``: the capacity rule is read from this checkout.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

import numpy as np

from worm.content.loader import load
from worm.engine.world import Plan
from worm.gen import maps, topology
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate
from worm.model.level import LevelState

WET = re.compile(r"\b(lakes?|marsh\w*|swamp\w*|bogs?|mud|flood\w*|seas?)\b", re.I)
UNDER = re.compile(r"\b(flooded|waist-deep|under water|gone under)\b", re.I)
LISTEN = re.compile(
    r"\b(by ear|listen\w*|hear\w*|hum\w*|sing\w*|sung|songs?|hymns?|chant\w*|whisper\w*)\b",
    re.I,
)


def _judge(*parts: str) -> ModuleType:
    """This checkout's module at ``parts`` (default: the word rules for features and traps),
    whatever tree is being measured."""
    parts = parts or ("content", "integrity", "features.py")
    path = Path(__file__).parents[1].joinpath("worm", *parts)
    spec = importlib.util.spec_from_file_location("fit_judge_" + parts[-1][:-3], path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def misfits(pack, level, spoken) -> tuple[int, list[tuple[str, str]]]:  # type: ignore[no-untyped-def]
    """(placements read, [(entry id, need)] that the finished room does not meet)."""
    seed = level.seed
    said = [seed.premise, *seed.sights, *seed.sounds, *seed.smells, *seed.structures]
    wet = seed.shape == "water" or any(WET.search(t) for t in said)
    lairs = {f.lair for f in level.factions.factions} if level.factions is not None else set()
    read, bad = 0, []
    for room, here in zip(level.map.rooms, level.stock, strict=True):
        kind = pack.rooms.get(here.type)
        under = kind is not None and bool(UNDER.search(f"{kind.name} {kind.impression}"))
        if under and not wet:
            bad.append((here.type, "type"))
        asked = [t for h in (*here.hooks, *here.counterparts) for t in h.values()]
        listens = any(LISTEN.search(t) for t in asked)
        great = len(room.cells) >= 2 or int(room.mask.sum()) >= 80  # kinds.GREAT
        meets = {
            "great": great,
            "high": great or level.map.shape == "towers",
            "wet": wet,
            "dry": not wet and not under,
            "dark": seed.lighting != "bright",
            "din": not listens,
            "crossing": not here.lord and room.index not in lairs,
        }
        entries = [pack.features[f] for f in here.features] + [pack.traps[t] for t in here.traps]
        for entry in entries:
            read += 1
            bad += [(entry.id, n) for n in spoken(entry) if not meets.get(n, True)]
        if listens and any("deafening" in pack.scenery[p].rules for p in here.scenery):
            bad.append((here.scenery[0], "din"))
    return read, bad


def crowded(level, rooms) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """(rooms over their floor's capacity, small ones with a band, trap, treasure and key)."""
    over = packed = 0
    for room, here in zip(level.map.rooms, level.stock, strict=True):
        area = int(room.mask.sum())
        if here.lord:
            continue
        over += rooms.load(here) > rooms.capacity(area)
        packed += area < 24 and all((here.denizens, here.traps, here.treasure, here.key_to))
    return over, packed


def twins(level) -> int:  # type: ignore[no-untyped-def]
    """Secret doors between two known rooms that an open pathway also joins."""
    hidden = level.keyed.secret_rooms
    joined = {frozenset((e.a, e.b)) for e in level.map.edges if not e.secret}
    return sum(
        e.secret and e.a not in hidden and e.b not in hidden and frozenset((e.a, e.b)) in joined
        for e in level.map.edges
    )


def unplaced(level) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """(trap clues told through a door, those not naming the room they come from)."""
    told = [c for here in level.stock for c in here.clues if c["about"] == "trap"]
    return len(told), sum(f"room {c['room']}" not in c["text"] for c in told)


def _outlined(level) -> bool:  # type: ignore[no-untyped-def]
    hidden = level.keyed.secret_rooms
    if level.map.style.background != maps.CHASM or not hidden:
        return False
    shown = Plan.of(level).guild_map(LevelState())
    known = np.zeros(shown.shape, dtype=bool)
    for room in level.map.rooms:
        if room.index not in hidden:
            known[room.y - 1 : room.y + room.h + 1, room.x - 1 : room.x + room.w + 1] = True
    for r in hidden:
        room = level.map.rooms[r]
        ring = np.zeros(shown.shape, dtype=bool)
        ring[room.y - 1 : room.y + room.h + 1, room.x - 1 : room.x + room.w + 1] = True
        if (shown[ring & ~known] == maps.WALL).any():
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--levels", type=int, default=5)
    args = parser.parse_args()
    pack = load()
    spoken = _judge().spoken
    rooms = _judge("gen", "rooms.py")
    over = packed = beside = told = nameless = 0
    examples: Counter[tuple[str, str]] = Counter()
    started = time.process_time()
    misfit: Counter[str] = Counter()
    placements = 0
    levels = worlds_twice = levels_twice = outlined = loopless = 0
    worst_level = worst_world = 0
    worst_at = (0, 0)
    for seed in range(args.seeds):
        world: Counter[str] = Counter()
        for level in generate(seed, LayoutSettings(levels=args.levels), pack).levels:
            levels += 1
            here = Counter(t for s in level.stock for t in s.treasure)
            world.update(here)
            if here and max(here.values()) > 1:
                levels_twice += 1
            if here and max(here.values()) > worst_level:
                worst_level, worst_at = max(here.values()), (seed, level.number)
            outlined += _outlined(level)
            loopless += topology.known_loops(level.map, level.keyed.secret_rooms) < 1
            more, tight = crowded(level, rooms)
            over, packed, beside = over + more, packed + tight, beside + twins(level)
            clues, unnamed = unplaced(level)
            told, nameless = told + clues, nameless + unnamed
            read, found = misfits(pack, level, spoken)
            placements += read
            misfit.update(need for _, need in found)
            examples.update(found)
        worlds_twice += bool(world) and max(world.values()) > 1
        worst_world = max(worst_world, max(world.values(), default=0))
    print(f"{args.seeds} seeds × {args.levels} levels = {levels} levels")
    print(f"misfits: {sum(misfit.values())} (features and traps read: {placements})")
    for need, n in sorted(misfit.items()):
        worst = ", ".join(f"{e} ×{k}" for (e, m), k in examples.most_common() if m == need)
        print(f"  {need}: {n} ({worst[:110]})")
    print(f"levels with a treasure twice: {levels_twice} ({100 * levels_twice / levels:.1f}%)")
    print(
        f"most of one treasure on a level: {worst_level} (seed {worst_at[0]} level {worst_at[1]})"
    )
    print(f"Underworlds with a treasure on two levels: {worlds_twice} of {args.seeds}")
    print(f"most of one treasure in an Underworld: {worst_world}")
    print(f"levels over a drop outlining an unfound secret room: {outlined}")
    print(f"levels with no loop on the players' map: {loopless}")
    print(f"rooms over their floor's capacity: {over}; small with band+trap+treasure+key: {packed}")
    print(f"secret doors beside an open way into the same room: {beside}")
    print(f"trap clues told through a door: {told}, naming no room: {nameless}")
    print(f"CPU {time.process_time() - started:.1f} s")


if __name__ == "__main__":
    main()
