"""Rooms agree with their type's words and their safe tag, and no impression repeats on a level
(issue 21, gm_review item 2 and the repeats of item 8), over many seeds.

    uv run python bench/room_words.py                # seeds 0–199, the default layout
    uv run python bench/room_words.py --seeds 300 --start 1000
    uv run python bench/room_words.py --levels 10   # ten levels an Underworld

Counts, over every room of every level:

- rooms whose contents belie their type or safe tag (``worm.gen.room_types.contradictions``:
  a room said to be empty of creatures that is occupied, a warded type outside a safe room, a
  safe room on a faction's ground or holding a hook or a key);
- safe rooms on a faction's ground (its lair among it);
- levels with no safe room (p. 338 wants "a handful" on every level);
- the most repeated impression on each level: its mean, its worst, and the share of levels
  where any impression shows twice;
- scenery that misfits (issue 21, second read, problem 4), judged by this checkout's
  ``assets/scenery.toml`` and ``assets/rooms.toml`` flags whatever tree is measured (run an
  older one with ``PYTHONPATH=<tree>``): a piece on a level it does not suit (a waterfall in a
  house of rooms; ``worm.gen.scenery.suits``), tended scenery in a type said empty of anyone or
  in a safe room, water scenery in a type said dry, a dock on a level with no water.
"""

from __future__ import annotations

import argparse
import tomllib
from collections import Counter
from pathlib import Path

from worm.content import loader
from worm.gen import kinds, underworld
from worm.gen.layout import LayoutSettings
from worm.gen.room_types import contradictions

ASSETS = Path(__file__).parents[1] / "assets"


def _flags(name: str, table: str) -> dict[str, dict[str, object]]:
    """This checkout's entries of ``assets/<name>``, by id."""
    with (ASSETS / name).open("rb") as handle:
        return {entry["id"]: entry for entry in tomllib.load(handle)[table]}


def scenery_misfits(level, here, pieces, types) -> list[str]:  # type: ignore[no-untyped-def]
    """Why the room's scenery misfits its level or its type's words (none: it fits)."""
    found = []
    kind = types.get(here.type, {})
    if here.type == "rotten_dock" and level.seed.shape != "water":
        found.append("a dock on a level with no water")
    for piece_id in here.scenery:
        piece = pieces[piece_id]
        shapes = piece.get("shapes", [])
        if not (piece.get("wet") and kinds.wet(level.seed)) and shapes:
            if level.seed.shape not in shapes:
                found.append("a piece on a level that cannot hold it (a waterfall in halls)")
        if piece.get("tended") and (kind.get("vacant") or here.safe):
            found.append("tended scenery in a safe room or one said empty of anyone")
        if piece.get("wet") and kind.get("dry"):
            found.append("water scenery in a room said dry")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--levels", type=int, default=0, help="levels per Underworld (K)")
    args = parser.parse_args()
    shape = LayoutSettings(levels=args.levels) if args.levels else LayoutSettings()
    pack = loader.default()
    rooms = levels = contradicting = on_ground = no_safe = repeating = worst = total = 0
    why: Counter[str] = Counter()
    pieces, types = _flags("scenery.toml", "scenery"), _flags("rooms.toml", "room")
    misfit: Counter[str] = Counter()
    for seed in range(args.start, args.start + args.seeds):
        for level in underworld.generate(seed, shape).levels:
            levels += 1
            rooms += len(level.stock)
            said = Counter(pack.rooms[s.type].impression for s in level.stock)
            most = max(said.values())
            total += most
            worst = max(worst, most)
            repeating += most > 1
            no_safe += not any(s.safe for s in level.stock)
            for here in level.stock:
                found = contradictions(pack.rooms[here.type], here)
                contradicting += bool(found)
                why.update(found)
                on_ground += here.safe and bool(here.faction)
                misfit.update(scenery_misfits(level, here, pieces, types))
    print(f"seeds {args.start}–{args.start + args.seeds - 1}: {levels} levels, {rooms} rooms")
    print(
        f"rooms contradicting their type or safe tag: {contradicting} ({contradicting / rooms:.1%})"
    )
    for reason, count in why.most_common():
        print(f"  {reason}: {count}")
    print(f"safe rooms on a faction's ground: {on_ground}")
    print(f"levels with no safe room: {no_safe}")
    print(
        f"most repeated impression per level: mean {total / levels:.2f}, worst {worst}; "
        f"levels with an impression twice or more: {repeating} ({repeating / levels:.1%})"
    )
    print(f"scenery misfits: {sum(misfit.values())}")
    for reason, count in misfit.most_common():
        print(f"  {reason}: {count}")


if __name__ == "__main__":
    main()
