"""Creatures' notes and dooms: the registry's counts, and how often each meets the guild.

    uv run python bench/creature_rules.py --write      # write docs/creature-rules.md
    uv run python bench/creature_rules.py --seeds 100  # count them over placed monsters

The count is over every monster placed in the Underworlds of seeds 0 to N-1, each with the
notes and dooms of its stat block (``worm.gm.foes``), and says which are played.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from worm.content import loader
from worm.content.models import ContentPack
from worm.gen import underworld
from worm.gm import foes
from worm.rules import creature_rules

DOC = Path(__file__).resolve().parent.parent / "docs" / "creature-rules.md"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write docs/creature-rules.md")
    parser.add_argument("--seeds", type=int, default=0, help="count over this many seeds")
    args = parser.parse_args()
    pack = loader.default()
    found = creature_rules.rules(pack)
    played = sum(r.played_by is not None for r in found)
    print(f"registry: {played} played, {len(found) - played} not yet, of {len(found)}")
    if args.write:
        DOC.write_text(creature_rules.report(pack), encoding="utf-8")
        print(f"wrote {DOC}")
    if args.seeds:
        count(pack, args.seeds)


def count(pack: ContentPack, seeds: int) -> None:
    """Each note and doom over the monsters placed in ``seeds`` Underworlds."""
    met: Counter[tuple[str, str]] = Counter()
    placed = 0
    for seed in range(seeds):
        for level in underworld.generate(seed).levels:
            for stock in level.stock:
                for denizen in stock.denizens:
                    placed += 1
                    common = not stock.lord and pack.monsters[denizen].common_threat is not None
                    block = foes.statblock(pack, denizen, common=common)
                    for doom in (*block.lesser, *block.greater):
                        met["doom", doom.name] += 1
                    for note in block.notes:
                        met["note", note.name] += 1
    reached = sum(n for key, n in met.items() if key in creature_rules.PLAYED)
    print(f"{placed} monsters placed over {seeds} seeds; {sum(met.values())} notes and dooms")
    print(f"played: {reached} ({reached / max(1, sum(met.values())):.0%})")
    for (kind, name), n in met.most_common():
        status = "played" if (kind, name) in creature_rules.PLAYED else "not yet"
        print(f"  {n:5} {kind} {name}: {status}")


if __name__ == "__main__":
    main()
