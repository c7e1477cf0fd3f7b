"""How a player takes their Wounds (p. 124): each Wound is taken as one of the options the
player picks, in whatever order they like, until the options run out.

Variant (rules digest §31): a fight on screen cannot stop in the middle of a blow to ask, so
each adventurer's player states the choice ahead, as an order of steps, and may change it at
any moment without spending time. Each Wound is taken as the first step of that order still
open (``pick``); when none is, the GM's careful default takes it (``worm.gm.wounds``). A step
is one of:

- ``armor``: Notch worn armor, a helm or a shield, belt first; ``armor:<item id>`` names the
  piece (the shield rather than the mail);
- ``talent:<talent id>``: Wound that talent (two Wounded talents at most);
- ``Staggered``, ``Injured`` or ``Death's Door``: mark that condition.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import conditions

MARKS = ("Staggered", "Injured", "Death's Door")
STEPS = ("armor", "talent", *MARKS)  # the book's five options, in the order p. 124 lists them


class Named(Protocol):
    name: str


def check(adventurer: Adventurer, order: Sequence[str], items: Mapping[str, Named]) -> None:
    """Refuse an order with a step that is not one of the five options (p. 124), names a
    talent the adventurer lacks or an item that is not armor, or comes twice."""
    seen: set[str] = set()
    for step in order:
        kind, _, what = step.partition(":")
        if step in seen:
            raise IllegalCommand(f"{step!r} comes twice in {adventurer.name}'s order of Wounds")
        seen.add(step)
        if kind == "talent":
            if not what or adventurer.talent(what) is None:
                known = ", ".join(t.id for t in adventurer.talents) or "none"
                raise IllegalCommand(
                    f"{adventurer.name} has no talent {what!r} to Wound (p. 124); talents: {known}"
                )
        elif kind == "armor":
            if what and what not in items:
                raise IllegalCommand(f"there is no armor {what!r}: name a helm, a shield or mail")
        elif step not in MARKS:
            raise IllegalCommand(
                f"{step!r} is not a way to take a Wound (p. 124): armor, talent:<id>, "
                f"{', '.join(MARKS)}"
            )


def pick(
    adventurer: Adventurer,
    armor_uids: tuple[int, ...],
    order: Sequence[str],
    worn: Mapping[int, Carried] | None = None,
) -> tuple[str, str | None, tuple[int, ...]] | None:
    """The first step of ``order`` open for the next Wound: the option, the talent for
    ``talent``, and the armor uids with the piece to Notch first; None when no step is open.

    ``worn`` maps each uid in ``armor_uids`` to the piece, so ``armor:<item id>`` finds it.
    """
    options = conditions.wound_options(adventurer, armor_uids)
    wounded = adventurer.conditions.wounded_talents
    for step in order:
        kind, _, what = step.partition(":")
        if kind == "armor" and "armor" in options:
            if not what:
                return "armor", None, armor_uids
            chosen = [u for u in armor_uids if worn is not None and worn[u].item == what]
            if chosen:
                rest = tuple(u for u in armor_uids if u != chosen[0])
                return "armor", None, (chosen[0], *rest)
        elif kind == "talent" and "talent" in options:
            if adventurer.talent(what) is not None and what not in wounded:
                return "talent", what, armor_uids
        elif step in options:
            return step, None, armor_uids
    return None
