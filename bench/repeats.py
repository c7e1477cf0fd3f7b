"""Words a GM notices repeated in the keyed document (issue 21, gm_review2 problem 5), over
many seeds.

    uv run python bench/repeats.py                 # seeds 0–199, the default layout
    uv run python bench/repeats.py --seeds 300 --start 1000

Counts, read off the keyed document (``worm.gen.keyed.build``) and the generated levels:

- activities: standing groups (a Denizens line, not the lord) whose creature and activity
  another group of the same level shows too, and the levels where any does; how many groups
  fell back on their faction's want or shun, or on a plain activity (``worm.gen.busy``);
- clues: rooms where one clue's words (what is sensed, less the door it comes through) show
  twice or more;
- faction words: factions whose want, and factions whose shun, another faction of the same
  Underworld has too (each repeat past the first), and Underworlds where any want repeats;
- empty answers: interactions whose outcome reads only "it is done", and answers naming the
  Pigeon King, who stands in no seed;
- building words: rooms closing on the level's way of building, the share of all rooms, and
  the most such rooms on one level.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

from worm.content import loader
from worm.gen import keyed, underworld
from worm.gen.layout import LayoutSettings

try:  # the plain activities a group falls back on (absent before they were written)
    from worm.gen.busy import PLAIN
except ImportError:
    PLAIN = ()

LEVEL = re.compile(r"Rooms of level (\d+)")
DENIZENS = re.compile(r"\*\*Denizens:\*\* (.+?)(?: ×\d+)?, (.+?) — ")
THROUGH = re.compile(r"^Through the way in the \w+ wall, towards \w+[:,] ")
BUILDING = re.compile(
    r"way of building (?:shows|is plain)|as much of the level is|ways this level is built"
    r"|the way the level builds"
)


def main() -> None:  # noqa: C901, PLR0912, PLR0915 - one pass counts every figure
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--levels", type=int, default=0, help="levels per Underworld (K)")
    args = parser.parse_args()
    shape = LayoutSettings(levels=args.levels) if args.levels else LayoutSettings()
    pack = loader.default()
    levels = rooms = groups = shared = levels_shared = by_faction = plain = 0
    clue_rooms = clue_repeats = 0
    factions = want_repeats = shun_repeats = worlds_want = 0
    done = pigeon = 0
    built = built_worst = 0
    for seed in range(args.start, args.start + args.seeds):
        world = underworld.generate(seed, shape)
        wants: Counter[str] = Counter()
        shuns: Counter[str] = Counter()
        for level in world.levels:
            levels += 1
            rooms += len(level.stock)
            for here in level.stock:
                said = Counter(THROUGH.sub("", c["text"]) for c in here.clues)
                twice = sum(n - 1 for n in said.values() if n > 1)
                clue_rooms += twice > 0
                clue_repeats += twice
            if level.factions is not None:
                for f in level.factions.factions:
                    factions += 1
                    wants[f.want.id] += 1
                    shuns[f.shun.id] += 1
        want_repeats += sum(n - 1 for n in wants.values())
        shun_repeats += sum(n - 1 for n in shuns.values())
        worlds_want += any(n > 1 for n in wants.values())
        doc = keyed.build(world, pack)
        busy: dict[int, Counter[tuple[str, str]]] = {}
        building: Counter[int] = Counter()
        number = 0
        for block in doc.blocks:
            if block.kind == "h3" and (found := LEVEL.match(block.text)):
                number = int(found.group(1))
            texts = [block.text, *block.items, *(cell for row in block.rows for cell in row)]
            for text in texts:
                done += text.count(": it is done")
                pigeon += text.count("Pigeon King")
                if m := DENIZENS.search(text):
                    busy.setdefault(number, Counter())[(m.group(1), m.group(2))] += 1
                    by_faction += m.group(2).startswith(("about what their", "on guard against"))
                    plain += m.group(2) in PLAIN
            if block.kind == "p" and number and BUILDING.search(block.text):
                building[number] += 1
        for counted in busy.values():
            groups += sum(counted.values())
            again = sum(n for n in counted.values() if n > 1)
            shared += again
            levels_shared += again > 0
        built += sum(building.values())
        built_worst = max(built_worst, max(building.values(), default=0))
    print(f"seeds {args.start}–{args.start + args.seeds - 1}: {levels} levels, {rooms} rooms")
    print(
        f"activities: {shared} of {groups} standing groups share creature and activity with "
        f"another on their level; levels with any: {levels_shared} ({levels_shared / levels:.1%})"
    )
    print(f"  of them at their faction's want or shun: {by_faction}; at a plain activity: {plain}")
    print(f"clues: rooms with one clue twice or more: {clue_rooms}; repeated clues: {clue_repeats}")
    print(
        f"faction words: of {factions} factions, repeated wants {want_repeats}, repeated shuns "
        f"{shun_repeats}; Underworlds with a want twice: {worlds_want} of {args.seeds}"
    )
    print(f"empty answers: 'it is done' {done}; Pigeon King named {pigeon}")
    print(f"building words: {built} rooms ({built / rooms:.1%}); most on one level {built_worst}")


if __name__ == "__main__":
    main()
