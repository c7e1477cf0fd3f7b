"""The Sporehulk's rune of protection (p. 279): until the rune on his back breaks he takes no
damage, and the blow that breaks it Wounds the Torso it is carved on.

The rune is a pool of its own (``rune_on`` names the pool it sits on), so a blow is aimed at
it as at any part of a lord (``worm.gm.aim``): melee reaches it from where it is carved, a
missile from anywhere. Harm struck on any other pool while it stands glances off.
"""

from __future__ import annotations

from worm import grammar
from worm.engine.table import Table
from worm.gm import foes
from worm.model.challenge import Part

PAGE = "p. 279"


def standing(stats: foes.Statblock, parts: tuple[Part, ...] | list[Part]) -> foes.Part | None:
    """The creature's rune of protection while it stands, else None."""
    if len(stats.parts) != len(parts):
        return None
    up = {p.id for p in parts if p.standing}
    return next((p for p in stats.parts if p.rune_on is not None and p.id in up), None)


def glances(game: Table, stats: foes.Statblock, name: str, parts: list[Part], hit: str) -> bool:
    """Whether harm struck on pool ``hit`` glances off: a rune of protection stands and the
    blow is not at it. The GM says so, and that the rune glows."""
    rune = standing(stats, parts)
    if rune is None or rune.id == hit:
        return False
    struck = next(p.name for p in stats.parts if p.id == hit)
    game.ruling(
        PAGE,
        f"the blow glances off {grammar.possessive(name)} {struck} and the {rune.name} "
        f"glows dully: nothing harms him until it breaks (aim at the rune)",
    )
    return True


def carved_on(stats: foes.Statblock, hit: str, before: Part, after: Part) -> str | None:
    """The pool to Wound once because this blow broke the rune carved on it, else None."""
    whole = next((p for p in stats.parts if p.id == hit), None)
    if whole is None or whole.rune_on is None or not before.standing or after.standing:
        return None
    return whole.rune_on


def broken(game: Table, name: str, rune: str, on: str) -> None:
    """The GM says the rune broke, and what it costs the pool it was on."""
    game.ruling(
        PAGE,
        f"{grammar.possessive(name)} {rune} breaks: he can be harmed now, and the {on} "
        f"takes 1 Wound",
    )
