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
- ``Staggered``, ``Injured`` or ``Death's Door``: mark that condition;
- ``ask``: stop the game at the Wound and ask the player, when it could be taken more than one
  way (``asks``, ``ways``) — the book's own way, chosen as the Wound lands.

A guild made for a player at the table asks from the start (``asking``): the book's own way is
the default there, and a standing order is what a player sets to stop being asked. A guild the
autoplay bot, ``worm sim`` or ``worm demo`` plays keeps the GM's default.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.guild import Guild
from worm.model.inventory import Carried
from worm.rules import conditions

MARKS = ("Staggered", "Injured", "Death's Door")
STEPS = ("armor", "talent", *MARKS)  # the book's five options, in the order p. 124 lists them
ASK = "ask"
ASKING = (ASK,)  # the order of one whose player chooses each Wound as it lands (p. 124)


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
        elif step not in MARKS and step != ASK:
            raise IllegalCommand(
                f"{step!r} is not a way to take a Wound (p. 124): armor, talent:<id>, "
                f"{', '.join(MARKS)}, or ask"
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


def ways(
    adventurer: Adventurer, armor_uids: tuple[int, ...], worn: Mapping[int, Carried]
) -> tuple[str, ...]:
    """Every way the next Wound could be taken, each a step of an order: each worn piece of
    armor, each talent not yet Wounded, and each condition open (p. 124)."""
    options = conditions.wound_options(adventurer, armor_uids)
    found: list[str] = []
    for option in options:
        if option == "armor":
            found.extend(dict.fromkeys(f"armor:{worn[u].item}" for u in armor_uids))
        elif option == "talent":
            wounded = adventurer.conditions.wounded_talents
            found.extend(f"talent:{t.id}" for t in adventurer.talents if t.id not in wounded)
        else:
            found.append(option)
    return tuple(found)


def asks(
    adventurer: Adventurer,
    armor_uids: tuple[int, ...],
    order: Sequence[str],
    worn: Mapping[int, Carried],
) -> tuple[str, ...]:
    """The ways to ask the player about when ``ask`` is the first step of ``order`` that
    applies and the Wound could be taken more than one way; else nothing to ask."""
    if ASK not in order:
        return ()
    before = order[: order.index(ASK)]
    if pick(adventurer, armor_uids, before, worn) is not None:
        return ()
    open_ways = ways(adventurer, armor_uids, worn)
    return open_ways if len(open_ways) > 1 else ()


def asking(guild: Guild) -> Guild:
    """``guild`` with every member who has no order of their own asked about each Wound that
    could go more than one way (p. 124: "the player chooses"): a guild a player plays."""
    members = tuple(
        a if a.wound_order else a.model_copy(update={"wound_order": ASKING})
        for a in guild.adventurers
    )
    return guild.model_copy(update={"adventurers": members})


def asks_for(guild: Guild) -> tuple[str, ...]:
    """The order a newcomer to ``guild`` starts with: asked, as a player's guild is (any living
    member's order says ``ask``), else the GM's default (policy, p. 39 meets p. 124)."""
    living = [a for a in guild.adventurers if not a.conditions.dead]
    return ASKING if any(ASK in a.wound_order for a in living) else ()
