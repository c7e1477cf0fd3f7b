"""Lines crossed off a character sheet by the Yellow King's "Do You Doubt Me, Traitor?"
(p. 269): a talent, a motif or the name, marked with a big X until the end of the adventurer's
next Camp Phase, when the whole sheet comes back.

A line is written as ``talent:ID``, ``motif:N`` (1 to 3) or ``name``. A crossed-off talent is
unusable through ``Adventurer.usable``, as a Wounded one is; a crossed-off motif cannot be
invoked (``open_motifs``); the name changes nothing the game plays, and is shown struck on the
sheet. Ambiguous: the book also names a pack slot; pack space does not honour a crossed slot
yet, so it is not offered.
"""

from __future__ import annotations

from typing import Final

from worm import grammar
from worm.content.models import ContentPack
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer

DOOM: Final = "Do You Doubt Me, Traitor?"
PAGE: Final = "p. 269"
NAME: Final = "name"
WAY: Final = "cross:"
"""How a line offered reads among the ways a player is asked (``cross:talent:sneak``)."""


def lines(adventurer: Adventurer) -> tuple[str, ...]:
    """The lines ``adventurer`` could still cross off: each usable talent, each motif not yet
    crossed, and the name."""
    found = [f"talent:{t.id}" for t in adventurer.talents if adventurer.usable(t.id)]
    found += [f"motif:{n}" for n in range(1, len(adventurer.motifs) + 1)]
    found.append(NAME)
    return tuple(line for line in found if line not in adventurer.crossed)


def cross(adventurer: Adventurer, line: str) -> Adventurer:
    """``adventurer`` with ``line`` crossed off (p. 269); refused unless it is still open."""
    if line not in lines(adventurer):
        raise IllegalCommand(
            f"{adventurer.name} has no line {line!r} left to cross off: one of "
            f"{', '.join(lines(adventurer))} ({PAGE})"
        )
    return adventurer.model_copy(update={"crossed": (*adventurer.crossed, line)})


def motif_open(adventurer: Adventurer, index: int) -> bool:
    """Whether the motif at 0-based ``index`` may be invoked: not crossed off (p. 269)."""
    return f"motif:{index + 1}" not in adventurer.crossed


def open_motifs(adventurer: Adventurer) -> tuple[str, ...]:
    """The motifs ``adventurer`` may invoke now: those not crossed off (p. 269)."""
    return tuple(m for i, m in enumerate(adventurer.motifs) if motif_open(adventurer, i))


def restore(adventurer: Adventurer) -> Adventurer:
    """The sheet whole again at the end of a Camp Phase (p. 269)."""
    return adventurer.model_copy(update={"crossed": ()}) if adventurer.crossed else adventurer


def asks(ways: tuple[str, ...]) -> bool:
    """Whether the ways a player is asked are lines to cross off, not ways to take a Wound."""
    return bool(ways) and all(w.startswith(WAY) for w in ways)


def words(pack: ContentPack, adventurer: Adventurer, line: str) -> str:
    """A line as the player reads it: "the talent Sneak", "the motif 'Loves the sea'"."""
    line = line.removeprefix(WAY)
    kind, _, what = line.partition(":")
    if kind == "talent":
        talent = pack.talents.get(what)
        return f"the talent {talent.name if talent is not None else what}"
    if kind == "motif" and what.isascii() and what.isdigit():
        number = int(what)
        if 0 < number <= len(adventurer.motifs):
            return f"the motif {adventurer.motifs[number - 1]!r}"
    return f"{grammar.possessive(adventurer.name)} name" if line == NAME else line
