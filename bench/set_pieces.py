"""Issue 21: levels of generated Underworlds that miss their seed's set piece (pp. 343–364).

    uv run python bench/set_pieces.py --seeds 100 --levels 6

Counts levels with no set piece, and among them those whose large rooms were all taken by a
safe room or a whole-room feature or trap before the set piece was placed. CPU time is
``time.process_time``.
"""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from worm.content.loader import load
from worm.gen import index, room_types
from worm.gen.layout import LayoutSettings
from worm.gen.room_types import contradictions, exits, sizes
from worm.gen.underworld import Level, generate

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.content.stocking import RoomType


def _shunned(pack: ContentPack, level: Level, at: int, piece: RoomType) -> bool:
    """Whether the holders of room ``at`` shun what ``piece``'s words show (p. 337)."""
    held = level.stock[at].faction
    faction = level.factions.by_id(held) if level.factions and held else None
    if faction is None:
        return False
    words = [w for taste in faction.shun.tastes for w in pack.tastes[taste].words]
    return any(w in room_types.shown(piece) for w in words)


def count(seeds: range, levels: int) -> tuple[int, int, list[tuple[int, int]], int]:
    """Levels seen, levels with no set piece, where one is missing though no room of its
    size and exits is free of what belies it (a safe room, a whole-room feature or trap), and
    how many large set pieces stand elsewhere than in the largest room of their exits whose
    holders do not shun them (not the way in)."""
    pack = load()
    seen = missing = displaced = 0
    taken: list[tuple[int, int]] = []
    for seed in seeds:
        for level in generate(seed, LayoutSettings(levels=levels)).levels:
            seen += 1
            pieces = [t for t in index.of(pack).seed_room_types(level.seed.id) if t.set_piece]
            piece = pieces[0]
            area = [int(room.mask.sum()) for room in level.map.rooms]
            size = sizes(area)
            ways = [0] * len(level.map.rooms)
            for edge in level.map.edges:
                ways[edge.a] += 1
                ways[edge.b] += 1
            for way in level.ways:
                ways[way.room] += 1
            for piece in pieces:
                at = next((r for r, here in enumerate(level.stock) if here.type == piece.id), None)
                fit = [
                    r
                    for r in range(len(area))
                    if size[r] == "large"
                    and exits(ways[r]) in piece.exits
                    and r != level.keyed.entry
                    and not _shunned(pack, level, r, piece)
                ]
                largest = max(fit, key=lambda r: (area[r], -r), default=at)
                displaced += piece.size == "large" and at is not None and at != largest
            if any(here.set_piece for here in level.stock):
                continue
            missing += 1
            free = [
                at
                for at, here in enumerate(level.stock)
                if size[at] == piece.size
                and exits(ways[at]) in piece.exits
                and not contradictions(piece, here, pack)
            ]
            if not free:
                taken.append((seed, level.number))
    return seen, missing, taken, displaced


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--levels", type=int, default=6)
    args = parser.parse_args()
    start = time.process_time()
    seen, missing, taken, displaced = count(range(args.first, args.first + args.seeds), args.levels)
    print(f"{args.seeds} seeds from {args.first}, K = {args.levels}: {seen} levels")
    print(f"  no set piece               {missing}")
    print(f"  every fitting room taken   {len(taken)}  {taken[:8]}")
    print(f"  large piece not in largest {displaced}")
    print(f"CPU {time.process_time() - start:.1f} s")


if __name__ == "__main__":
    main()
