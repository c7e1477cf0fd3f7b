"""The GM's judgement on Monster Hunter (p. 70): which of the book's five hated foes a
creature belongs to, and the kind the bot's hunters name.

Policy (p. 70): our creatures carry a theme, not the book's categories; the GM reads each theme
as the foe it is nearest: beasts to the Beast Hunter, people (the theme "man") to the Kith
Hunter, spirits and elementals (both from the far realms) to the Spirit Hunter, the undead to
the Undead Hunter, and sorcerous things (a wizard did it) to the Witch Hunter. The book lets the
categories overlap; here each creature has one."""

from __future__ import annotations

FOES: dict[str, str] = {
    "beast": "Beast Hunter",
    "man": "Kith Hunter",
    "spirit": "Spirit Hunter",
    "elemental": "Spirit Hunter",
    "undead": "Undead Hunter",
    "sorcerous": "Witch Hunter",
}
"""The hated foe (its motif's name, p. 70) each creature theme belongs to (policy)."""


def foe(theme: str) -> str:
    """The hated foe a creature of ``theme`` belongs to (``FOES``)."""
    return FOES.get(theme, "Beast Hunter")


def bots_quarry(slain: tuple[str, ...], known: set[str]) -> str | None:
    """Policy for the autoplay guild: a hunter names the kind the guild slew last, the foe
    the Underworld is throwing at it now; None before it has slain any kind there is."""
    return next((kind for kind in reversed(slain) if kind in known), None)
