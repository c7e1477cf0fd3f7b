"""Control (p. 12) and the Attack dooms that lay it: the elite's Command (p. 251), the jinn's
Possess (p. 267), the Yellow King's Soft Is Their Throat… (p. 269) and the vampire's
Mesmerize (p. 282).

Each rides an Attack on a greater doom discarded with it, and a hit deals no damage: the
target is Controlled instead. A Controlled creature obeys the order it is given; in a
Challenge it carries the order out at once, as an action whose total is the value of the
action that Controlled it (the Attack's lesser doom). Control ends as soon as the order is
done, or as soon as it cannot be done.

Mesmerize works only on one who meets the vampire's eyes (p. 282), so never on the Blind.
"""

from __future__ import annotations

from typing import Literal

PAGE = 12
"""The page of the Control effect."""

COMMAND = "Command"
POSSESS = "Possess"
CROWN = "Soft Is Their Throat, Soft Is Their Skull/Fragrant Is My Many Flower'd Crown"
MESMERIZE = "Mesmerize"
DOOMS = {COMMAND: 251, POSSESS: 267, CROWN: 269, MESMERIZE: 282}
"""Each doom that Controls, with its page."""

Kind = Literal["strike", "drop", "walk", "stand"]
"""The orders worm's GM gives (policy ``worm.gm.orders``): strike a guild-mate, let go of
what is held, walk to a zone, stand still."""


def controls(doom: str | None) -> bool:
    """Whether an Attack's hit with ``doom`` Controls its target instead of harming it."""
    return doom in DOOMS


def reaches(doom: str, suffered: tuple[str, ...]) -> bool:
    """Whether ``doom`` can Control a target suffering ``suffered``: Mesmerize needs the
    target to meet the vampire's eyes, which the Blind cannot (p. 282)."""
    return doom != MESMERIZE or "blind" not in suffered


def value(controlling: int) -> int:
    """The total of the Controlled action: the value of the action that Controlled it (p. 12),
    the Attack's lesser doom (pp. 251, 267, 282), with nothing added."""
    if controlling < 0:
        raise ValueError(f"an action's value is never negative ({controlling})")
    return controlling


def ends(kind: Kind, *, done: bool) -> str:
    """Why Control ends once the order ``kind`` has been tried (p. 12): done, or impossible."""
    return "the order is done" if done else f"the order ({kind}) cannot be done"
