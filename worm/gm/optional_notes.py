"""Policy: which creatures the guild meets carry the book's optional notes (pp. 248, 251, 277,
286).

The book offers some notes as a choice for the GM to make per creature: the elite's
Retributive and Threshold (p. 251), the sorcerous template's Strange Body (p. 248), and the
rusted armor a skeleton (p. 277) or zombie (p. 286) may still wear. The stat blocks
(``worm.gm.foes``) leave them out, as one creature may carry them and the next not.

Policy (pp. 248, 251, 277, 286): the GM decides for each band as it is met, from a draw fixed
by the game's seed, the level, the room and the creature's kind (the engine passes the named
stream in), so a band met again, a saved game and a replay all meet the same creature. Each
optional note the creature's kind offers is carried on an even draw (one in two). The elite's
optional Invulnerable stays out: it needs one source the entry never names, and its row is
kept apart.

- Rusted Armor: a skeleton's gives 1 or 2 Defense (an even draw), a zombie's 1.
- Strange Body: immune to one kind of harm and taking 2 Wounds in place of 1 from another,
  both drawn from the kinds of harm the game's blows carry (fire, blunt, slashing, piercing
  weapons). The book's examples of the weakness (lightning, cold, poison) reach no creature in
  the game, so the second kind is drawn from the same four.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from worm import grammar
from worm.content.models import ContentPack
from worm.gm.foes import Statblock

RETRIBUTIVE = "Retributive"
THRESHOLD = "Threshold"
RUSTED_ARMOR = "Rusted Armor"
STRANGE_BODY = "Strange Body"

PAGE = {RETRIBUTIVE: "p. 251", THRESHOLD: "p. 251", STRANGE_BODY: "p. 248"}
RUSTED = {"skeleton": (1, 2, "p. 277"), "zombie": (1, 1, "p. 286")}
"""The bestiary entries that may wear rusted armor: the least and most Defense it gives, and
the page."""

KINDS = ("fire", "blunt", "slashing", "piercing")
"""The kinds of harm a Strange Body may shrug off or suffer doubly: those the game's blows
carry (``worm.rules.dooms.Means``)."""

TEMPLATE_NOTES = frozenset({RETRIBUTIVE, THRESHOLD, STRANGE_BODY})
"""The optional template notes this policy hands out."""


@dataclass(frozen=True, slots=True)
class Carried:
    """The optional notes one band carries, with the details each needs."""

    notes: tuple[str, ...] = ()
    defense: int = 0  # Rusted Armor: Defense added to its body
    immune: str | None = None  # Strange Body: the kind of harm that cannot touch it
    vulnerable: str | None = None  # Strange Body: the kind that deals 2 Wounds for 1
    page: str = ""  # the page of its rusted armor

    def words(self, name: str) -> str:
        """What the GM tells of the notes ``name`` carries, for the ruling."""
        told = []
        for note in self.notes:
            if note == RUSTED_ARMOR:
                told.append(f"{note}: old rusted armor gives {self.defense} Defense")
            elif note == STRANGE_BODY:
                told.append(
                    f"{note}: {harm_words(self.immune)} cannot harm them, and each Wound "
                    f"from {harm_words(self.vulnerable)} counts as 2"
                )
            elif note == THRESHOLD:
                told.append(f"{note}: no harm lands until 2 Wounds are dealt in one turn")
            else:
                told.append(f"{note}: whoever stands engaged takes 1 Wound as their turn begins")
        return f"{grammar.agree(name, 'carry')} the book's optional notes: " + "; ".join(told)


def harm_words(kind: str | None) -> str:
    """A kind of harm (``KINDS``) in words."""
    return "fire" if kind == "fire" else f"{kind} weapons"


NONE = Carried()


def offered(pack: ContentPack, block: Statblock) -> tuple[str, ...]:
    """The optional notes ``block``'s kind may carry: its entry's own (rusted armor) and its
    templates' (an elite's, a sorcerous creature's)."""
    entry = _entry(pack, block.id)
    names = [n.name for n in block.notes if n.optional and n.name == RUSTED_ARMOR]
    if entry not in RUSTED:
        names = []
    for notes in (pack.themes[block.theme].notes, pack.threats[block.threat].notes):
        names += [n.name for n in notes if n.optional and n.name in TEMPLATE_NOTES]
    required = {n.name for n in block.notes if not n.optional}
    return tuple(dict.fromkeys(n for n in names if n not in required))


def carried(pack: ContentPack, block: Statblock, draw: np.random.Generator) -> Carried:
    """The optional notes the band of ``block`` met here carries, by the named ``draw`` for
    its level, room and kind (policy above)."""
    names = [note for note in offered(pack, block) if draw.random() < 0.5]
    if not names:
        return NONE
    defense, page, immune, vulnerable = 0, "", None, None
    if RUSTED_ARMOR in names:
        low, high, page = RUSTED[_entry(pack, block.id)]
        defense = int(draw.integers(low, high + 1))
    if STRANGE_BODY in names:
        first, second = draw.choice(len(KINDS), size=2, replace=False)
        immune, vulnerable = KINDS[int(first)], KINDS[int(second)]
    return Carried(tuple(names), defense, immune, vulnerable, page)


def page_of(carried: Carried, note: str) -> str:
    """The page of ``note`` as ``carried`` holds it."""
    return carried.page if note == RUSTED_ARMOR else PAGE[note]


def _entry(pack: ContentPack, creature: str) -> str:
    """The bestiary entry a creature's numbers come from: a monster's base, else itself."""
    monster = pack.monsters.get(creature)
    if monster is None:
        return creature
    return monster.base or creature
