"""Hooks that lead somewhere, over many seeds (issue 21, point 6).

    uv run python bench/hooks.py               # seeds 0–199
    uv run python bench/hooks.py --seeds 500

Every figure is read off the generated levels themselves, so it runs on a generator from
before the hook plan too (where counterparts and quests are simply absent):

- ``return hooks`` and how many have their counterpart in the room of the level they name
  (a room whose ``counterparts`` answer the hook's thread);
- ``{other_room}``: return hooks whose text speaks of a room of their own level, and how many
  of those name a room key that is not on that level;
- the Meatgrinder: levels whose cards I and V read alike, levels with any two entries alike,
  and the most times one encounter's words appear in one table;
- the quest: Underworlds with 3–5 steps, and levels whose card XXI names a real room of a
  real level.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from typing import Any

from worm.content import loader
from worm.gen.underworld import generate

KEY = re.compile(r"\b(\d{3,4})\b")
ELSEWHERE = re.compile(r"\(level \d+, room \d+\)")  # a room of another level, named as such


def one(seed: int) -> Counter[str]:
    pack = loader.default()
    world = generate(seed)
    levels = list(world.levels)
    by_name = {level.seed.name: level for level in levels}
    by_number = {level.number: level for level in levels}
    c: Counter[str] = Counter()
    c["underworlds"] += 1
    for name in ("return hooks answered in the named room", "{other_room} not on its level"):
        c[name] += 0
    c["XXI names a real room"] += 0
    for level in levels:
        c["levels"] += 1
        keys = set(level.keyed.keys)
        for stock in level.stock:
            for hook in stock.hooks:
                if hook["kind"] != "return":
                    continue
                c["return hooks"] += 1
                other = by_number.get(int(hook.get("level_number", 0))) or by_name.get(
                    hook.get("level", "")
                )
                if other is not None and hook.get("thread"):
                    room = list(other.keyed.keys).index(hook["room"])
                    held = other.stock[room].counterparts
                    if any(cp["thread"] == hook["thread"] for cp in held):
                        c["return hooks answered in the named room"] += 1
                if "{other_room}" in pack.hooks[hook["id"]].text:
                    c["hooks with {other_room}"] += 1
                    text = ELSEWHERE.sub("", hook["text"])
                    if any(k not in keys for k in KEY.findall(text)):
                        c["{other_room} not on its level"] += 1
        texts = [e["text"] for e in level.meatgrinder]
        c["I and V alike"] += texts[0] == texts[4]
        c["any two entries alike"] += len(set(texts)) < len(texts)
        encounters = Counter(e["text"] for e in level.meatgrinder if e["card"] in range(16, 21))
        c[f"one encounter x{max(encounters.values())}"] += 1
        rumor = level.meatgrinder[20]
        target = by_number.get(int(rumor.get("level", 0)))
        if target is not None and rumor.get("room") in target.keyed.keys:
            c["XXI names a real room"] += 1
    steps = [h for level in levels for s in level.stock for h in s.hooks if "step" in h]
    c["quests of 3-5 steps"] += 3 <= len(steps) <= 5 and len({h["step"] for h in steps}) == len(
        steps
    )
    return c


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=200)
    args = parser.parse_args(argv)
    total: Counter[str] = Counter()
    for seed in range(args.seeds):
        total.update(one(seed))
    for name in sorted(total):
        print(f"{name:45} {total[name]}")
    return dict(total)


if __name__ == "__main__":
    main()
