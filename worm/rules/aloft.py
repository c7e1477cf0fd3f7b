"""Creatures out of melee reach (Appendix C): in the air, or insubstantial.

Aloft: Flight lets the dragon, griffin and harpy take wing as a Move and circle overhead, out
of melee engagement but open to missiles; a fly-by attack from the air engages no one, and on
that turn melee can reach the flier (pp. 260, 264, 265). Spite Alone Holds Me Aloft lets the
Yellow King hover as a miscellaneous action, struck by ranged attacks only (p. 269). An
elite's Shapeshifter takes a new shape with what it can do, such as flying (p. 251).

Intangible: physical things pass harmlessly through a creature in Mist Form (a greater doom
played, p. 282), of Body of Smokeless Fire (any card discarded, p. 267) or Intangible (a
greater doom discarded, p. 251); the two discards turn it solid again too, each outside the
one card a turn. A jinn that plays any card for Invisible is Shrouded: while it keeps still and
quiet no one who cannot see it may aim at it, until it touches the physical world, as with a
blow (p. 267). A nymph's Elemental Meld (a miscellaneous action, any card, where her zone holds
her element) steps her into it, immaterial and hidden, Shrouded likewise till she acts again
(p. 274). A wraith's Shadow Form is intangible by nature, yet it touches the physical
world at will; bright light makes it solid: a torch or lantern shone on it as a miscellaneous
action (any card) makes it tangible to everyone until the round ends (p. 284).

A play reaches a creature by its kind: a blow in melee, a touch (Roughhouse, an animal set
on it), a missile (a shot, a thrown dagger or flask), a spell, or words.
"""

from __future__ import annotations

from typing import Literal

Reach = Literal["melee", "touch", "missile", "spell", "words"]

AIR = "aloft"
"""The mark on a fighter in the air (``Fighter.effects``)."""
GHOST = "intangible"
"""The mark on a fighter physical things pass through."""
SHROUD = "shrouded"
"""The mark on a fighter no one can see to aim at (the jinn's Invisible, p. 267)."""

FLIGHT = "Flight"
SPITE = "Spite Alone Holds Me Aloft"
SHAPESHIFTER = "Shapeshifter"
MIST = "Mist Form"
SMOKELESS = "Body of Smokeless Fire"
INTANGIBLE = "Intangible"
SHADOW = "Shadow Form"
INVISIBLE = "Invisible"
MELD = "Elemental Meld"
PULL = "Pull Into the Air"
"""The harpy's snatch and drop: a Roughhouse, Pentacles added on its turn, for a Piercing
Wound; it leaves the harpy engaged (p. 265)."""
LEAP = "Great Leap"
"""The brain spider's Dash of 2 zones, clearing whatever lies between (p. 256)."""

SHINE = "shine light"
"""The Trivial Action's option that shines a torch or lantern on a wraith (p. 284)."""
SHINING = ("torch", "lantern")
"""The lights that may be shone (a candle lights only its holder)."""

RISES: dict[str, str] = {FLIGHT: "pp. 260, 264, 265", SPITE: "p. 269", SHAPESHIFTER: "p. 251"}
"""The rules that put a creature in the air, each with its page."""
FADES: dict[str, str] = {
    MIST: "p. 282",
    SMOKELESS: "p. 267",
    INTANGIBLE: "p. 251",
    SHADOW: "p. 284",
}
"""The rules that make a creature intangible, each with its page."""
HIDES: dict[str, str] = {INVISIBLE: "p. 267", MELD: "p. 274"}
"""The rules that make a creature Shrouded, each with its page."""
BY_STATE: dict[str, dict[str, str]] = {AIR: RISES, GHOST: FADES, SHROUD: HIDES}
AS_ACTION = frozenset({FLIGHT, SPITE, SHAPESHIFTER, MIST, INVISIBLE, MELD})
"""Those that take the creature's action on its turn (a Move, a miscellaneous action, a
greater doom played); the others are a card discarded outside the one card a turn."""
GREATER = frozenset({SHAPESHIFTER, MIST, INTANGIBLE})
"""Those that cost a greater doom card; the rest take any card (Flight's Move a lesser one)."""

_REACH: dict[str, frozenset[Reach]] = {
    AIR: frozenset({"missile", "spell", "words"}),
    GHOST: frozenset({"spell", "words"}),
    SHROUD: frozenset(),
}
_WHY = {
    AIR: "in the air, out of melee reach: only missiles and spells reach it",
    GHOST: "intangible: weapons and hands pass through it, only spells reach it",
    SHROUD: "Shrouded: no one sees it to aim at it",
}


def states(marks: frozenset[str]) -> tuple[str, ...]:
    """The out-of-reach states among a fighter's marks, air first."""
    return tuple(s for s in (AIR, GHOST, SHROUD) if s in marks)


def refusal(marks: frozenset[str], reach: Reach) -> str | None:
    """Why a play of kind ``reach`` cannot touch a creature with these marks, or None."""
    for state in states(marks):
        if reach not in _REACH[state]:
            return _WHY[state]
    return None


def words(marks: frozenset[str]) -> tuple[str, ...]:
    """Plain words for the states, for the fight's lines."""
    said = {
        AIR: "in the air (only missiles and spells reach it)",
        GHOST: "intangible (only spells reach it)",
        SHROUD: "Shrouded (unseen: no one can aim at it till it strikes)",
    }
    return tuple(said[s] for s in states(marks))
