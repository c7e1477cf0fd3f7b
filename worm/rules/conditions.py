"""The conditions track and taking Wounds (p. 31; Wounds p. 124, Critical p. 125, Heal p. 12).

A Wound is taken as one of: a Notch on worn armor, helm or shield; a Wounded talent (two at
most); Staggered; Injured; Death's Door. Once Injured, the next Wound must be Death's Door, and a
Wound at Death's Door kills. Wounds never mark Stressed.

Armor stands outside the track: p. 124 lets a worn piece take a Notch in place of any Wound,
so a Notch stays open once Injured, where the track itself allows only Death's Door.
Ambiguous (rules digest §31, ambiguity 17): the same rule is read to hold at Death's Door too,
where the track's only step is death.
"""

from __future__ import annotations

from typing import Literal

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Conditions

WoundOption = Literal["armor", "talent", "Staggered", "Injured", "Death's Door"]


def _with(adventurer: Adventurer, **changes: object) -> Adventurer:
    conditions = adventurer.conditions.model_copy(update=changes)
    return adventurer.model_copy(update={"conditions": conditions})


def wound_options(adventurer: Adventurer, armor_uids: tuple[int, ...] = ()) -> tuple[str, ...]:
    """Ways this adventurer may take the next Wound (p. 124); ``armor`` if it wears any intact."""
    c = adventurer.conditions
    if c.dead:
        return ()
    options: list[str] = ["armor"] if armor_uids else []  # p. 124: "instead", at any step
    if c.deaths_door:
        return (*options, "death")
    if c.injured:
        return (*options, "Death's Door")  # p. 124: once Injured the next Wound is Death's Door
    usable = [t.id for t in adventurer.talents if t.id not in c.wounded_talents]
    if len(c.wounded_talents) < constants.BOOK.wounded_talents_max and usable:
        options.append("talent")
    if not c.staggered:
        options.append("Staggered")
    options += ["Injured", "Death's Door"]
    return tuple(options)


def wound(
    adventurer: Adventurer,
    option: str,
    talent: str | None = None,
    armor_uids: tuple[int, ...] = (),
) -> Adventurer:
    """Mark one Wound as ``option`` (p. 124), given the uids of intact armor the adventurer wears.

    Taking it as ``armor`` leaves the track alone: the caller Notches that piece with
    :func:`worm.rules.durability.notch`.
    """
    allowed = wound_options(adventurer, armor_uids)
    if option not in allowed:
        raise IllegalCommand(
            f"{adventurer.name} cannot take this Wound as {option!r} (p. 124); "
            f"open options: {', '.join(allowed) or 'none'}"
        )
    c = adventurer.conditions
    if option == "death":
        return _with(adventurer, deaths_door=False, dead=True)
    if option == "talent":
        if talent is None or adventurer.talent(talent) is None or talent in c.wounded_talents:
            raise IllegalCommand(f"{adventurer.name} has no unwounded talent {talent!r} to Wound")
        return _with(adventurer, wounded_talents=(*c.wounded_talents, talent))
    if option == "Staggered":
        return _with(adventurer, staggered=True)
    if option == "Injured":
        return _with(adventurer, injured=True)
    if option == "Death's Door":
        return _with(adventurer, deaths_door=True)
    return adventurer  # "armor": the Notch lands on the item, not on the track


def critical(adventurer: Adventurer) -> Adventurer:
    """Critical damage (p. 125): Injured; if Injured, Death's Door; if at Death's Door, death."""
    c = adventurer.conditions
    if c.deaths_door:
        return _with(adventurer, deaths_door=False, dead=True)
    if c.injured:
        return _with(adventurer, deaths_door=True)
    return _with(adventurer, injured=True)


def stress(adventurer: Adventurer) -> Adventurer:
    """Mark Stressed (p. 96): from hardship, never from Wounds."""
    return _with(adventurer, stressed=True)


def heal(adventurer: Adventurer, choice: str | None = None) -> tuple[Adventurer, str | None]:
    """The Heal effect (p. 12): remove one Wound from a condition; returns what was healed.

    Policy (p. 12, rules digest §7): unless a choice is given, heal the most severe Wound first —
    Death's Door, then Injured, then a Wounded talent, then Staggered. Healing Death's Door wakes
    the adventurer and marks Stressed (p. 126). Heal never clears Stressed.

    Ambiguous (p. 31): "nothing else heals while Stressed" is written for Camp recovery (p. 141);
    the Heal effect is not blocked by Stressed here, since p. 126 has it save the dying, who are
    then marked Stressed.
    """
    c = adventurer.conditions
    if c.dead:
        raise IllegalCommand(f"{adventurer.name} is dead: Heal cannot help (p. 126)")
    order: list[str] = []
    if c.deaths_door:
        order.append("Death's Door")
    if c.injured:
        order.append("Injured")
    order += [f"talent:{t}" for t in c.wounded_talents]
    if c.staggered:
        order.append("Staggered")
    if not order:
        return adventurer, None
    picked = order[0] if choice is None else choice
    if picked not in order:
        raise IllegalCommand(f"{adventurer.name} has no Wound marked as {picked!r} to Heal")
    if picked == "Death's Door":
        return _with(adventurer, deaths_door=False, stressed=True), picked
    if picked == "Injured":
        return _with(adventurer, injured=False), picked
    if picked == "Staggered":
        return _with(adventurer, staggered=False), picked
    talent = picked.removeprefix("talent:")
    remaining = tuple(t for t in c.wounded_talents if t != talent)
    return _with(adventurer, wounded_talents=remaining), picked


def wounds_to_deaths_door(conditions: Conditions, armor_notches_left: int, talents: int) -> int:
    """How many Wounds the adventurer can still absorb before Death's Door is forced (p. 124):
    a Notch absorbs one even once Injured."""
    if conditions.dead or conditions.deaths_door:
        return 0
    if conditions.injured:
        return armor_notches_left
    room = constants.BOOK.wounded_talents_max - len(conditions.wounded_talents)
    talent_room = min(room, talents)
    return armor_notches_left + talent_room + (0 if conditions.staggered else 1) + 1
