"""The title's preview of a seed's Underworld: the tarot table of levels and each level's name,
size and light (Appendix E). It generates the Underworld, so the title shows it once painted,
from a thread (``worm.ui.title``), and reaches this module through ``worm.ui.later``."""

from __future__ import annotations

from worm.gen import underworld
from worm.tarot import MAJOR_CARDS


def preview(seed: int) -> str:
    """The seed's Underworld in a few lines: the table of levels and each level's name, size
    and light (what ``worm gen`` prints first, without the GM's maps).

    Written row by row rather than as ``worm gen``'s grid, so that a narrow panel wraps it
    between words instead of splitting a card from its number."""
    world = underworld.generate(seed)
    marks = {"main": "*", "known": "+", "secret": "?"}
    lines = [
        f"Underworld of seed {seed} — origin: {world.origin.name}",
        "",
        "The table, from the surface down (* the main way in, + a known way in, ? a secret one):",
    ]
    slots = world.layout.levels
    for row in sorted({slot.position[0] for slot in slots}):
        here = sorted((s for s in slots if s.position[0] == row), key=lambda s: s.position[1])
        for place, s in enumerate(here):  # side by side on the table: one below the other here
            mark = marks.get(s.surface_entrance or "", "")
            head = f"  row {row + 1}: " if place == 0 else " " * len(f"  row {row + 1}: ")
            lines.append(f"{head}{mark}{s.number} {MAJOR_CARDS[s.card - 1].name} ({s.card})")
    lines += ["", "Levels (from the top down):"]
    for level in world.levels:
        m = level.metrics
        lines.append(
            f"  {level.number}. {level.seed.name} — {m['rooms']} rooms · "
            f"light: {level.seed.lighting} · {level.seed.shape}"
        )
    return "\n".join(lines)
