"""What a creature perceives that others miss (Appendix C): Second Sight (the jinn, p. 267; the
Yellow King, p. 269), Sense Magic (the animate statue, p. 254) and Smell Magic (the sorcerous
template, p. 248; the bloodybones, p. 255; the ungoat, p. 281).

A Shrouded fighter is unseen but by magic or special senses (p. 13), and a blow aimed at one
who moves has disfavor. Second sight sees every Shrouded thing, so its owner is never fooled.
Sensing or smelling magic finds a Shroud that magic made — the Shroud spell (p. 220), a jinn
potion (p. 237) — but not one who hides in the dark or a stormblooded orc's fog of blood
(Blur, p. 64), which carry no magic. The same noses find the magical things a guild carries
(``magical``): the reagents, brews and wands an ungoat goes for (p. 281).
"""

from __future__ import annotations

from collections.abc import Iterable

SECOND_SIGHT = "Second Sight"
SENSE_MAGIC = "Sense Magic"
SMELL_MAGIC = "Smell Magic"
PAGE = {SECOND_SIGHT: 267, SENSE_MAGIC: 254, SMELL_MAGIC: 248}
"""The page each note is read from: the first creature or template that carries it."""

SHROUD = "shroud"
SPELLBOUND = "spellbound"
"""The mark on a fighter whose Shroud magic made (a spell, a potion)."""

MAGICAL_TAGS = frozenset({"reagent", "focus"})
"""Item tags of magical things: a monster's reagent (p. 231), an archwood wand (p. 83)."""
BREWS = frozenset({"bomb", "potion", "oil"})
"""Alchemy's brews (p. 232), magic bottled; the kit and the empty bottle are only glass."""


def sees(notes: Iterable[str], effects: Iterable[str]) -> str | None:
    """The note by which a creature sees through the Shroud on one suffering ``effects``, or
    None when it is fooled or there is no Shroud to see through."""
    marks = set(effects)
    if SHROUD not in marks:
        return None
    names = set(notes)
    if SECOND_SIGHT in names:
        return SECOND_SIGHT
    if SPELLBOUND in marks:
        return next((n for n in (SENSE_MAGIC, SMELL_MAGIC) if n in names), None)
    return None


def senses_magic(notes: Iterable[str]) -> str | None:
    """The note by which a creature finds magic by sense or scent, or None."""
    names = set(notes)
    return next((n for n in (SECOND_SIGHT, SENSE_MAGIC, SMELL_MAGIC) if n in names), None)


def magical(tags: Iterable[str]) -> bool:
    """Whether an item with ``tags`` is a magical thing: a reagent, a wand, a brew."""
    marks = set(tags)
    return bool(marks & MAGICAL_TAGS) or ("alchemy" in marks and bool(marks & BREWS))
