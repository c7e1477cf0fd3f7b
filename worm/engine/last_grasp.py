"""The zombie's Last Grasp (p. 286): when it would take a Wound, the GM may discard a
greater doom instead; it takes no Wound, but a limb is severed, and the limb fights on as a
new enemy with the zombie's Initiative, stopped by 1 Wound, and no Last Grasp of its own.

``worm.engine.actions.harm`` asks before each blow lands on a creature. The limb joins the
zombie's band (so it shares its Initiative, p. 122) as a member of one pool, Health 1 and
Defense 0; it is no creature the guild leaves behind: a limb still twitching when the fight
ends is not remembered on the level (``worm.engine.restocking``).

Policy: the GM severs a limb only when the Wound would put the zombie down (the book's
"last" grasp; it is outside the one card a turn), with its lowest greater card, and a zombie
has four limbs to lose.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.model.challenge import GM, Fighter, Part, evolve
from worm.rules import harm as pools

DOOM = "Last Grasp"
PAGE = 286
LIMB = "limb"
"""The id of a severed limb's one pool."""
LIMBS = ("arm", "arm", "leg", "leg")
"""What a zombie has to lose, in the order it loses them (policy)."""


def is_limb(fighter: Fighter) -> bool:
    """Whether ``fighter`` is a severed limb."""
    return any(p.id == LIMB for p in fighter.parts)


def grasp(
    game: Table,
    stats: foes.Statblock,
    key: str,
    count: int,
    *,
    piercing: bool,
    critical: bool,
) -> int:
    """The Wounds of a blow of ``count`` left to land on the foe ``key`` once the GM has
    severed a limb for each one it turns aside (p. 286)."""
    if count < 1 or DOOM not in (d.name for d in stats.greater):
        return count
    ch = game.under_way()
    zombie = ch.fighter(key)
    while count > 0 and not is_limb(zombie) and _falls(zombie, count, piercing, critical):
        big = tactics.greater(game.under_way().hand(GM))
        lost = _severed(game, zombie)
        if not big or lost >= len(LIMBS):
            break
        _sever(game, zombie, big[0], LIMBS[lost])
        count -= 1
    return count


def _falls(zombie: Fighter, count: int, piercing: bool, critical: bool) -> bool:
    part = next((p for p in zombie.parts if p.standing), None)
    if part is None:
        return False
    health, _, _ = pools.harm(
        part.health, part.defense, count, piercing=piercing, critical=critical
    )
    return health is not None and health <= 0


def _severed(game: Table, zombie: Fighter) -> int:
    prefix = f"{grammar.possessive(zombie.name)} "
    return sum(1 for f in game.under_way().fighters if is_limb(f) and f.name.startswith(prefix))


def _sever(game: Table, zombie: Fighter, card: tarot.Card, limb: str) -> None:
    ch = game.under_way()
    hand = list(ch.hand(GM))
    hand.remove(card)
    game.decks = tarot.discard_all(game.decks, (card,))
    taken = [int(f.key.rsplit(".", 1)[1]) for f in ch.members(zombie.group)]
    key = f"{zombie.group}.{max(taken) + 1}"
    name = f"{grammar.possessive(zombie.name)} severed {limb}"
    part = Part(LIMB, limb, 1, 0)
    new = Fighter(key, name, "foes", zombie.group, zombie.zone, parts=(part,))
    game.challenge = evolve(
        ch.with_hand(GM, tuple(hand)),
        fighters=(*ch.fighters, new),
    )
    game.ruling(
        f"p. {PAGE}",
        f"{DOOM}: the GM discards {card.name}; {zombie.name} takes no Wound, but loses "
        f"its {limb}, which fights on",
    )
    game.log.emit(ev.Narration, text=f"{name.capitalize()} crawls on to fight.")
