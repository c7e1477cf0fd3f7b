"""Arête (p. 28): three check marks, one for each of the kith's triggers; with the third the
adventurer learns their kin's arête talent, mastered (it is never trained with XP)."""

from __future__ import annotations

from worm.content import ContentPack
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Talent


def marks(adventurer: Adventurer) -> int:
    """How many of the three arête boxes are checked (p. 28)."""
    return sum(adventurer.arete)


def check(adventurer: Adventurer, pack: ContentPack, trigger: int | None = None) -> Adventurer:
    """Check an arête box (p. 28): trigger ``trigger`` (0–2), or the first one open when the mark
    comes from elsewhere (a retiree's gift, p. 38). The third mark teaches the arête talent."""
    boxes = list(adventurer.arete)
    index = boxes.index(False) if trigger is None and False in boxes else trigger
    if index is None or not 0 <= index < len(boxes):
        raise IllegalCommand(f"{adventurer.name} has every arête box checked already (p. 28)")
    if boxes[index]:
        raise IllegalCommand(f"{adventurer.name} has checked that arête trigger already (p. 28)")
    boxes[index] = True
    checked = (boxes[0], boxes[1], boxes[2])
    updated = adventurer.model_copy(update={"arete": checked})
    talent = pack.kins[adventurer.kin].arete_talent
    if all(checked) and adventurer.talent(talent) is None:
        learned = (*adventurer.talents, Talent(id=talent, state="mastered"))
        updated = updated.model_copy(update={"talents": learned})
    return updated
