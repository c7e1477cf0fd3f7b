"""Notes on what harm does to a creature and to what strikes it, played in a Challenge
(``worm.rules.vulnerabilities``): fire's double harm to a winter wolf (p. 285), the slime's
acid Notching the weapon that harms it (p. 278), its Shapeless Body that no Displace, Root
or Trip can hold (p. 278), and a Construct's Notch that counts as 2 Wounds (p. 254).
``worm.engine.actions.harm`` calls each as harm lands.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import wounds
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import foes
from worm.model.challenge import Fighter
from worm.rules import dooms, vulnerabilities


def _notes(stats: foes.Statblock) -> tuple[str, ...]:
    return tuple(n.name for n in stats.notes)


def harsher(
    game: Table, stats: foes.Statblock, name: str, count: int, means: dooms.Means | None
) -> int:
    """The Wounds ``count`` of harm of ``means`` deals the creature: doubled by fire on one
    Vulnerable to Fire (p. 285), with the GM's ruling."""
    dealt = vulnerabilities.wounds(_notes(stats), means, count)
    if dealt != count:
        note = vulnerabilities.FIRE
        game.ruling(
            f"p. {vulnerabilities.PAGE[note]}",
            f"{note}: fire deals {name} {dealt} Wounds, not {count}",
        )
    return dealt


def corrode(
    game: Table,
    stats: foes.Statblock,
    name: str,
    by: str | None,
    means: dooms.Means | None,
    *,
    landed: bool,
) -> None:
    """A weapon in hand that harmed an Acidic creature is Notched (p. 278); ``means`` is
    what harmed it when not the weapon in the hands of the adventurer ``by``; ``landed``,
    whether the blow took anything off it (a Wound to Defense or Health)."""
    if not landed:
        return
    ch = game.under_way()
    striker = next((f for f in ch.fighters if f.key == by and f.side == "guild"), None)
    if striker is None:
        return
    means = means or fighters.means_of(game, striker)
    if not vulnerabilities.corrodes(_notes(stats), means):
        return
    a = fighters.adventurer(game, striker.key)
    items = game.pack.items
    weapon = next(
        (c for c in a.inventory.hands if c is not None and items[c.item].weapon == means.weapon),
        None,
    )
    if weapon is None:
        return
    note = vulnerabilities.ACIDIC
    game.ruling(
        f"p. {vulnerabilities.PAGE[note]}",
        f"{note}: {grammar.possessive(name)} body eats at {grammar.possessive(a.name)} "
        f"{grammar.item(items[weapon.item].name).lower()}",
    )
    wounds.harm(game, a, weapon, destroy=False, cause=f"struck {name}")


def refused(game: Table, fighter: Fighter, effect: str) -> bool:
    """Whether ``effect`` cannot land on the creature ``fighter`` (Shapeless Body, p. 278),
    with the GM's ruling."""
    if fighter.side != "foes":
        return False
    stats = fighters.band_block(game, fighter.group)
    note = vulnerabilities.refuses(_notes(stats), effect)
    if note is None:
        return False
    what = game.pack.effects[effect].name if effect in game.pack.effects else effect
    game.ruling(
        f"p. {vulnerabilities.PAGE[note]}",
        f"{note}: no {what} can hold {fighter.name}",
    )
    return True


def notched(game: Table, fighter: Fighter, effect: str) -> int:
    """The Wounds a Notch deals the Construct ``fighter`` (p. 254), ruled; 0 when ``effect``
    is no Notch or the creature no Construct."""
    if fighter.side != "foes":
        return 0
    stats = fighters.band_block(game, fighter.group)
    count = vulnerabilities.notch_wounds(_notes(stats), effect)
    if count:
        note = vulnerabilities.CONSTRUCT
        game.ruling(
            f"p. {vulnerabilities.PAGE[note]}",
            f"{note}: the Notch counts as {count} Wounds to {fighter.name}",
        )
    return count


def constructed(game: Table, fighter: Fighter) -> bool:
    """Whether ``fighter`` is a creature a Notch harms as Wounds (Construct, p. 254)."""
    if fighter.side != "foes":
        return False
    stats = fighters.band_block(game, fighter.group)
    return vulnerabilities.CONSTRUCT in _notes(stats)
