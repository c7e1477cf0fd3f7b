"""Risk and reward by distance from the nearest known surface entrance (issue 21, points 4–5).

    uv run python bench/risk.py               # seeds 0–99
    uv run python bench/risk.py --seeds 300

Each room's distance is worked out here (``worm.gen.danger``: levels crossed by known ways,
each six rooms, plus rooms walked from the way in), and by distance band it prints: the share
of rooms with a standing group (the lord's lair left out: where the lord waits is the
keying's choice), their mean threat (minion 1, strategist 2, brute 3, elite 4), the share
trapped and the mean deadliness of those traps, the mean treasure worth per room in gold, the
share of safe rooms, the share holding nothing at all, the share holding only treasure, and the
mean risk of a room as ``tests/property/test_risk.py`` weighs it: the threat of its group (0 if
none; the lord 5) plus twice the deadliness of each trap.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from typing import Any

from worm.content import loader
from worm.gen import danger
from worm.gen.underworld import _needs, generate

THREAT = {"minion": 1, "strategist": 2, "brute": 3, "elite": 4, "dungeon_lord": 5}


def rooms_of(seed: int) -> list[dict[str, Any]]:
    """One row per room of seed's Underworld: its distance and what it holds."""
    world = generate(seed)
    plan = world.layout
    needs, owners = _needs(plan)
    near = danger.hops(plan)
    pack_monsters = loader.default()
    rows = []
    for level in world.levels:
        n = level.number
        start = danger.starts(
            plan, n, level.keyed.ends, owners[n], [need.secret for need in needs[n]]
        )
        far = danger.distances(level.map.neighbours(), start, near.get(n))
        for r, stock in enumerate(level.stock):
            monsters = [pack_monsters.monsters[d] for d in stock.denizens]
            clues = getattr(stock, "clues", [])
            scenery = getattr(stock, "scenery", [])
            held = (
                stock.denizens
                or stock.features
                or stock.traps
                or stock.treasure
                or stock.hooks
                or stock.key_to
                or stock.sources
                or clues
                or scenery
            )
            threat = max((THREAT[m.encounter_threat] for m in monsters), default=0)
            deadly = [danger.DEADLY.get(t, 2) for t in stock.traps]
            rows.append(
                {
                    "risk": max(5 if stock.lord else 0, threat) + 2 * sum(deadly),
                    "distance": far[r],
                    "denizens": bool(monsters) and not stock.lord,
                    "threat": max((THREAT[m.encounter_threat] for m in monsters), default=0)
                    if not stock.lord
                    else 0,
                    "trap": bool(stock.traps),
                    "deadly": [danger.DEADLY.get(t, 2) for t in stock.traps],
                    "gold": sum(pack_monsters.treasure[t].value for t in stock.treasure),
                    "safe": stock.safe,
                    "empty": not held,
                    "only_treasure": bool(stock.treasure)
                    and not (
                        stock.denizens
                        or stock.features
                        or stock.traps
                        or stock.hooks
                        or stock.key_to
                        or stock.sources
                        or clues
                        or scenery
                    ),
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    by_band: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for seed in range(args.seeds):
        for row in rooms_of(seed):
            by_band[danger.band(row["distance"])].append(row)
    print(
        "band      rooms  denizens threat  trapped deadly  gold/room  safe  empty only-find  risk"
    )
    everything = [row for rows in by_band.values() for row in rows]
    for i in sorted(by_band):
        _line(f"{danger.BANDS[i][0]}-{min(danger.BANDS[i][1], 99)}", by_band[i])
    for name, low, high in (("0-5", 0, 5), ("6-11", 6, 11), ("12+", 12, 10_000)):
        _line(name, [row for row in everything if low <= row["distance"] <= high])
    _line("all", everything)


def _line(name: str, rows: list[dict[str, Any]]) -> None:
    count = len(rows)
    held = [r for r in rows if r["denizens"]]
    deadly = [d for r in rows for d in r["deadly"]]
    print(
        f"{name:8} {count:6}  {sum(r['denizens'] for r in rows) / count:7.1%} "
        f"{sum(r['threat'] for r in held) / max(1, len(held)):5.2f}  "
        f"{sum(r['trap'] for r in rows) / count:7.1%} {sum(deadly) / max(1, len(deadly)):5.2f}  "
        f"{sum(r['gold'] for r in rows) / count:9.1f} {sum(r['safe'] for r in rows) / count:5.1%} "
        f"{sum(r['empty'] for r in rows) / count:5.1%} "
        f"{sum(r['only_treasure'] for r in rows) / count:5.1%} "
        f"{sum(r['risk'] for r in rows) / count:5.2f}"
    )


if __name__ == "__main__":
    main()
