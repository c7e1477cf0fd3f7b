"""Creatures that hold an adventurer fast (Appendix C): the animate statue's and the titan
sporehulk's Grab (pp. 254, 279), the griffin's Grab (p. 264), the gluttony devil's Bite
(p. 258) and the slime's Protoplasmic Attack (p. 278); what they do to whoever they hold
(Squeeze, Throw Stones, Grind, the devil's Swallow); the elemental's Engulf (p. 247), a
Roughhouse that wounds and lets go at once; and the kelpie's Bonding Back (p. 268), whose
mane glues fast whoever lays hands on it: one who Roughhouses a kelpie, landing or not, is
Rooted to its back, and a Recover sheds it.

A hold starts with a Roughhouse that lands. The one held is Rooted and moves with the
holder. A grab or a bite ends the book's usual way for a Root: a Recover sheds it (p. 119;
the griffin's entry says so outright). Nothing Recovers out of a slime: the engulfed tests
Swords as a Test Fate (p. 120) and a success gets them out. One the devil swallows is out of
reach in a pocket outside the world: they may only test Swords, and the tally decides
(``gulp``). Every hold ends when the holder falls or leaves the fight; the devil's fall
brings up everyone it swallowed.
"""

from __future__ import annotations

from typing import Literal

from worm.model.fate import Outcome

GRAB = "Grab"
BITE = "Bite"
PROTOPLASM = "Protoplasmic Attack"
SQUEEZE = "Squeeze"
THROW = "Throw Stones"
GRIND = "Grind"
ENGULF = "Engulf"
SWALLOW = "Swallow"
BONDING = "Bonding Back"

PAGE = {
    "animate_statue": 254,
    "griffin": 264,
    "titan_sporehulk": 279,
    "devil_gluttony": 258,
    "slime": 278,
}
"""The entry each holding creature's rules are on; a creature built on one of these entries
(another name, the same numbers) keeps its page through ``page``."""
ENGULF_PAGE = 247
DROP_PAGE = 264
"""The griffin's entry, whose Grab lets it drop from the air whom it carries (p. 264)."""

SEIZING = frozenset({GRAB, BITE, PROTOPLASM})
"""Roughhouse dooms whose hit holds the target (a Bite is one only as a Roughhouse: the
beast's Bite is an Attack)."""

CAPACITY = {GRAB: 2, BITE: 4, PROTOPLASM: 1, BONDING: 4}
"""How many one holder can hold at once: two for a grab, four mouths for the devil (pp. 254,
258, 279). The griffin's entry and the slime's give no number; policy: the griffin's two
talons hold two as the statue's hands do, and a slime engulfs one adventurer at a time
(engulfing all of a crowd would be a doom of its own). The kelpie's mane takes "anybody"
(p. 268): policy, four, a guild's worth."""

HIT_ON_MISS = frozenset({GRAB, BITE})
"""Holds whose holder, missed by an Attack, passes the blow to one it holds (pp. 254, 258,
264, 279); a slime's engulfed are inside it, and no such rule is given."""

EXPOSED_WOUNDS = 1
"""Wounds the engulfed take at the start of each of their turns (p. 278), with every worn and
belt item Notched."""

SQUEEZE_WOUNDS = 1  # everyone held, automatically (pp. 254, 279)
THROWN_WOUNDS = 1  # a held adventurer thrown (pp. 254, 279)
GRIND_WOUNDS = 1  # everyone engulfed, automatically, outside the one-card limit (p. 278)

SWALLOW_TALLY = 3
"""Tests of Swords that decide the swallowed one's fate (p. 258): this many successes and the
devil spits them out, this many failures and they fall into its stomach, gone."""
TALLIED = {
    Outcome.GREAT_SUCCESS: (2, 0),
    Outcome.SUCCESS: (1, 0),
    Outcome.FAILURE: (0, 1),
    Outcome.GREAT_FAILURE: (0, 2),
}
"""What one test adds to the tally of (successes, failures): a great one counts twice."""

Escape = Literal["recover", "swords"]
Gulp = Literal["out", "gone"]


def seizes(doom: str | None, action: str | None) -> bool:
    """Whether the doom ``doom`` played as ``action`` takes hold of its target."""
    return doom in SEIZING and action == "Roughhouse"


def escape(doom: str) -> Escape:
    """How one held by ``doom`` gets out: a Recover from the Root, or a test of Swords under
    the Test Fate rules (the slime, p. 278)."""
    if doom not in SEIZING and doom not in (SWALLOW, BONDING):
        held = sorted(SEIZING | {SWALLOW, BONDING})
        raise ValueError(f"{doom!r} holds no one: use one of {held}")
    return "swords" if doom in (PROTOPLASM, SWALLOW) else "recover"


def capacity(doom: str) -> int:
    """How many the holder may hold at once by ``doom`` (``CAPACITY``)."""
    return CAPACITY[doom]


def page(creature: str | None, doom: str) -> int:
    """The page of a holding rule on ``creature``: its entry's, else the doom's first home."""
    if creature in PAGE:
        return PAGE[creature]
    pages = {GRAB: 254, BITE: 258, PROTOPLASM: 278, SQUEEZE: 254, THROW: 254, GRIND: 278}
    return {**pages, BONDING: 268}.get(doom, ENGULF_PAGE)


def drops(doom: str) -> bool:
    """Whether a holder by ``doom`` that is in the air may let its victim fall: a Grab held
    aloft or taken in a fly-by, a free action on a later turn (the griffin's, p. 264, the one
    grabber that flies); a Recover out of it in the air is a fall too."""
    return doom == GRAB


def crushing(doom: str) -> int:
    """Wounds a held-crushing doom deals each held adventurer: Squeeze to all grabbed, Grind
    to all engulfed (pp. 254, 278, 279); 0 for any other."""
    return {SQUEEZE: SQUEEZE_WOUNDS, GRIND: GRIND_WOUNDS}.get(doom, 0)


def crushes(crusher: str, hold: str) -> bool:
    """Whether the greater doom ``crusher`` reaches one held by ``hold``: Squeeze crushes the
    grabbed, Grind the engulfed."""
    return (crusher == SQUEEZE and hold == GRAB) or (crusher == GRIND and hold == PROTOPLASM)


def swallows(crusher: str, hold: str) -> bool:
    """Whether the greater doom ``crusher`` gulps down one held by ``hold``: Swallow takes one
    held in the devil's mouth (p. 258)."""
    return crusher == SWALLOW and hold == BITE


def tally(sofar: tuple[int, int], outcome: Outcome) -> tuple[int, int]:
    """The swallowed one's (successes, failures) after one more test of Swords (p. 258)."""
    more = TALLIED[outcome]
    return sofar[0] + more[0], sofar[1] + more[1]


def gulp(sofar: tuple[int, int]) -> Gulp | None:
    """What the tally decides (p. 258): out (spat up) at three successes, gone (into the
    stomach) at three failures, else nothing yet."""
    if sofar[0] >= SWALLOW_TALLY:
        return "out"
    if sofar[1] >= SWALLOW_TALLY:
        return "gone"
    return None
