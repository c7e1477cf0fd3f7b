"""Policy: which of a dungeon lord's pools a blow strikes (p. 251: "each pool can be attacked
separately", and the GM says which parts can be attacked).

- Reach (the book's, pp. 270, 279): a ``hidden`` pool is struck by no Attack in a fight (the
  Yellow King's phylactery is one letter among many on a shelf); a pool ``behind`` another is
  out of melee reach from the ground until that one falls, though missiles reach it (the
  Sporehulk's Arms and Torso above his Legs). One climbing a section (``on``, p. 279) reaches
  in melee that section and a rune carved on it, nothing else. Harm that is not an Attack's
  (a spell, a bomb, a hazard) reaches as a missile does.
- ``default``: a blow nobody aimed strikes the lord itself, its first standing core pool within
  reach; when none is in reach, the first standing pool that is. A creature of one part is
  struck there.
- ``choice`` (the bot's, ``BOT``): the standing pool within reach that takes the fewest Wounds
  to defeat (Health plus Defense) among those that are not core and whose fall takes some
  doom or note away (one Sporehulk arm does not: the other holds the same dooms), when it
  takes fewer than the default's: strip the lord's powers before its body (the Yellow King's
  crown before his body, p. 270); otherwise the default.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm import grammar
from worm.gm.foes import Part, Statblock, lost_with
from worm.model.challenge import Part as Held

PAGE = {"hidden": "p. 270", "behind": "p. 279", "default": "p. 251"}
BOT = "the lord's powers before its body: the cheapest non-core pool whose fall costs it a doom"


def standing(parts: Iterable[Held]) -> frozenset[str]:
    """The ids of the parts still standing."""
    return frozenset(p.id for p in parts if p.standing)


def reachable(
    block: Statblock, held: Iterable[Held], *, melee: bool, on: str | None = None
) -> tuple[Part, ...]:
    """The standing pools of ``block`` a blow can strike, in the block's order; ``on``: the
    section the striker climbs (p. 279)."""
    up = standing(held)
    if melee and on is not None:
        return tuple(
            p for p in block.parts if p.id in up and on in (p.id, p.rune_on) and not p.hidden
        )
    return tuple(
        p
        for p in block.parts
        if p.id in up and not p.hidden and not (melee and p.behind is not None and p.behind in up)
    )


def refusal(
    block: Statblock, held: Iterable[Held], part: str, *, melee: bool, on: str | None = None
) -> str | None:
    """Why a blow cannot be aimed at ``part``, or None when it can."""
    held = tuple(held)
    named = next((p for p in block.parts if p.id == part), None)
    if named is None or len(block.parts) < 2:
        pools = ", ".join(p.id for p in block.parts if not p.hidden)
        return f"{block.name} has no part {part!r} to aim at: {pools}"
    if named.id not in standing(held):
        return f"{grammar.possessive(block.name)} {named.name} is already defeated"
    if named.hidden:
        return (
            f"{grammar.possessive(block.name)} {named.name} is not in the fight: no Attack can "
            f"find it ({PAGE['hidden']})"
        )
    if named not in reachable(block, held, melee=melee, on=on):
        owner = grammar.possessive(block.name)
        if on is not None:
            climbed = next(p.name for p in block.parts if p.id == on)
            return (
                f"from his {climbed} melee reaches only the {climbed}: climb to the "
                f"{named.name} with a Dash, or shoot it ({PAGE['behind']})"
            )
        if named.rune_on is not None:
            carved = next(p.name for p in block.parts if p.id == named.rune_on)
            return (
                f"melee reaches {owner} {named.name} only from his {carved}: climb him with "
                f"a Dash, or shoot it ({PAGE['behind']})"
            )
        behind = next(p for p in block.parts if p.id == named.behind)
        return (
            f"melee cannot reach {owner} {named.name} until the {behind.name} fall: shoot "
            f"it, climb him with a Dash, or strike the {behind.name} ({PAGE['behind']})"
        )
    return None


def default(
    block: Statblock, held: Iterable[Held], *, melee: bool, on: str | None = None
) -> str | None:
    """The pool a blow nobody aimed strikes: the first core one in reach, else the first in
    reach; None when nothing can be struck."""
    within = reachable(block, held, melee=melee, on=on)
    core = next((p for p in within if p.core), None)
    if core is not None:
        return core.id
    return within[0].id if within else None


def choice(
    block: Statblock, held: Iterable[Held], *, melee: bool, on: str | None = None
) -> str | None:
    """The bot's aim (``BOT``): a cheap pool with powers, else the default; None for a
    creature of one part (no aim to take)."""
    held = tuple(held)
    if len(block.parts) < 2:
        return None
    fallback = default(block, held, melee=melee, on=on)
    now = {p.id: p for p in held}

    def cost(part: Part) -> int:
        h = now[part.id]
        return (h.health or 0) + h.defense

    fallen = frozenset(now) - standing(held)
    powers = [
        p
        for p in reachable(block, held, melee=melee, on=on)
        if not p.core and lost_with(block, p.id, fallen)
    ]
    if not powers or fallback is None:
        return fallback
    cheapest = min(powers, key=cost)
    target = next(p for p in block.parts if p.id == fallback)
    return cheapest.id if cost(cheapest) < cost(target) else fallback
