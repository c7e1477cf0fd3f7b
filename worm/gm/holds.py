"""Policy: when a creature that holds takes hold, and what it does with those it holds — the
grab (pp. 254, 264, 279), the gluttony devil's bite (p. 258), the slime's engulfing (p. 278),
Squeeze, Grind and Throw Stones; and when an elemental Engulfs (p. 247). The rules are
``worm.rules.holds``.

The book leaves the moment to the GM (p. 185: the GM plays its creatures to their nature).
worm's GM:

- crushes first: with someone held and a greater doom in hand, a Squeeze is a sure Wound on
  each, so it is played as the band's action; the gluttony devil swallows one it has bitten
  the same way (p. 258); the slime's Grind, outside the one card a turn,
  is discarded once at the start of its turn, one greater doom kept for Regenerate;
- seizes next: a creature with room to hold one more seizes the first adventurer in reach it
  does not hold yet (the griffin only with a greater doom to discard with the Roughhouse);
- else Attacks as before; a statue's or sporehulk's Attack (Throw Stones) then hurls one it
  holds, who takes the Wound the book gives;
- an elemental Engulfs in place of its Attack when its Pentacles, which a Roughhouse adds,
  are at least its Swords;
- a griffin that holds someone on the ground takes wing with them, hurt or not (a fall is
  the worst its grab can do), and once aloft with a victim it drops them at the start of its
  next turn, a free action (p. 264): waiting gains it nothing, since each turn the victim
  holds on they may Recover and fall where they choose, and its talons are free for another
  grab. The height is the policy ``worm.gm.heights``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from worm.rules import holds

CHOSEN = "p. 185"
"""The page of the GM's choice: the GM plays its creatures to their nature."""


def seizing(dooms: Iterable[tuple[str, str | None]]) -> str | None:
    """The doom of the band's ``(name, action)`` dooms that seizes, or None."""
    return next((name for name, action in dooms if holds.seizes(name, action)), None)


def seize_target(marks: Sequence[str], held: Iterable[str]) -> str | None:
    """Whom to seize: the first of ``marks`` (the policy's targets, first choice first) that
    no one holds yet."""
    taken = set(held)
    return next((key for key in marks if key not in taken), None)


def crusher(greater: Iterable[str], holds_now: Iterable[str]) -> str | None:
    """The greater doom to crush those held by ``holds_now`` with (Squeeze, Grind), or to
    swallow one the devil bit (Swallow), or None."""
    held = list(holds_now)
    return next(
        (
            doom
            for doom in greater
            if any(holds.crushes(doom, hold) or holds.swallows(doom, hold) for hold in held)
        ),
        None,
    )


def carries_up(*, holding_one: bool, drops: bool) -> bool:
    """Whether a flier that may drop whom it holds takes wing for that alone: it holds one."""
    return holding_one and drops


def lets_fall(*, aloft_now: bool, carrying: bool) -> bool:
    """Whether a holder that may drop its victim does so at the start of its turn: once it is
    aloft with them."""
    return aloft_now and carrying


def engulfs(pentacles: int, swords: int) -> bool:
    """Whether an elemental Engulfs rather than Attacks: its Roughhouse is the stronger blow
    or an equal one that pierces."""
    return pentacles >= swords
