"""Initiative, the GM's Challenge hand and the mob (pp. 112, 121–122).

Initiative is a card's face value alone, counted up from I; it is also the defence every
action against its holder must beat. A tie goes to the one acting unless the defender wields
a shield (p. 112); a flail wins every tie, shield or not (p. 170); a Tough creature must be
beaten outright (p. 250).
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.tarot import quick_init

GM_BASE_HAND = 3  # p. 121
PLAYER_HAND = 4  # p. 112
ELITE_CARDS = 2  # p. 121
LORD_CARDS = 3  # p. 121


def gm_hand(
    *,
    enemy_types: int,
    enemies: int,
    adventurers: int,
    larger: int = 0,
    elite: bool = False,
    lord: bool = False,
) -> int:
    """The GM's hand for a round (p. 121): 3, +1 per type of enemy, +1 if they outnumber the
    adventurers, +1 more if they are twice as many, +1 per enemy larger than a human, +2 for an
    elite, +3 for a dungeon lord (policy, ambiguity 14: elite and lord count once each).

    Hazards with their own Initiative count as a type of enemy and as an enemy (the pendulum,
    p. 128)."""
    cards = GM_BASE_HAND + enemy_types + larger
    if enemies > adventurers:
        cards += 1
    if adventurers and enemies >= 2 * adventurers:
        cards += 1
    return cards + (ELITE_CARDS if elite else 0) + (LORD_CARDS if lord else 0)


def beats(
    value: int, defence: int, *, shield: bool = False, flail: bool = False, tough: bool = False
) -> bool:
    """Whether an action of ``value`` gets past a defence of ``defence`` (p. 112).

    Greater succeeds, less fails; a tie succeeds unless the defender has a shield (p. 112) or
    is Tough (p. 250); a flail wins ties even against a shield (p. 170)."""
    if value != defence:
        return value > defence
    if tough:
        return False
    return flail or not shield


@quick_init
@dataclass(frozen=True, slots=True)
class Mob:
    """What ganging up on one adventurer gives a group (p. 122)."""

    favor: bool
    piercing: bool
    critical: bool


def mob(attackers: int) -> Mob:
    """2+ on one adventurer: favor; 4+: Piercing too; 8+: Critical (p. 122)."""
    return Mob(attackers >= 2, 4 <= attackers < 8, attackers >= 8)
