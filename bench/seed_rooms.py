"""Each seed stocks its own levels, over many seeds (issue 21, points 2 and 4's typing).

    uv run python bench/seed_rooms.py               # seeds 0–99, the default layout
    uv run python bench/seed_rooms.py --seeds 300

The room's size and ways out are worked out here from the map itself (the floor of each room
against its level's, the pathways and the ways up, down or out), not read from the stocking:

- rooms whose type contradicts their size, their ways out, or what they hold;
- the share of rooms typed from their seed's own table, and levels holding a set piece;
- the share of treasure bearing the origin's mark, and lore lines per level (the level's own
  motif and the traces found in rooms).
"""

from __future__ import annotations

import argparse

from worm.content import loader
from worm.gen import underworld
from worm.gen.room_types import exits, sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    pack = loader.default()
    rooms = bad_size = bad_exits = bad_holds = own = levels = pieces = themed = treasure = 0
    lore = 0
    for seed in range(args.seeds):
        world = underworld.generate(seed)
        marked = set(world.origin.treasure)
        for level in world.levels:
            levels += 1
            size = sizes([int(room.mask.sum()) for room in level.map.rooms])
            ways = [0] * len(level.map.rooms)
            for edge in level.map.edges:
                ways[edge.a] += 1
                ways[edge.b] += 1
            for way in level.ways:
                ways[way.room] += 1
            pieces += any(stock.set_piece for stock in level.stock)
            lore += 1 + sum(len(stock.lore) for stock in level.stock)
            for at, stock in enumerate(level.stock):
                kind = pack.rooms[stock.type]
                rooms += 1
                bad_size += kind.size != size[at]
                bad_exits += exits(ways[at]) not in kind.exits
                bad_holds += kind.holds == "creatures" and not stock.denizens
                own += kind.seed == level.seed.id
                themed += sum(piece in marked for piece in stock.treasure)
                treasure += len(stock.treasure)
    print(f"{args.seeds} seeds, {levels} levels, {rooms} rooms")
    print(
        f"type contradicts size {bad_size / rooms:.1%}, ways out {bad_exits / rooms:.1%}, "
        f"contents {bad_holds / rooms:.1%}"
    )
    print(f"typed from the seed's own table {own / rooms:.1%}; set piece on {pieces}/{levels}")
    print(
        f"treasure bearing the origin's mark {themed}/{treasure} = {themed / treasure:.1%}; "
        f"lore lines per level {lore / levels:.2f}"
    )


if __name__ == "__main__":
    main()
