"""Colossal in a Challenge (p. 61): a troll spends 1 Resolve and a card of any suit to bring
down a piece of the scenery in the zone it stands in, changing the battlefield — and nothing
else: the feat deals no harm and lays no effect on anyone. What can come down, and what is
left where it stood, is the GM's policy (``worm.gm.wreckage``).

It is the Challenge action "Colossal", offered in both fight menus for each piece there is to
bring down (``offers``) and typed ``play WHO CARD colossal PIECE`` in the text game; the bot
plays it by ``Skirmisher._wreck``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from worm.engine import colossal
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import wreckage
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve

ACTION: Final = "Colossal"


def pieces(game: Table, ch: Challenge, me: Fighter) -> tuple[str, ...]:
    """The pieces of scenery in ``me``'s zone that Colossal can bring down (policy)."""
    zone = ch.zone(me.zone)
    if zone.climb:  # standing atop the piece itself
        return ()
    return tuple(p for p in zone.scenery if p in game.pack.scenery and wreckage.toppled(p)[0])


def _named(game: Table, ch: Challenge, me: Fighter, option: str | None) -> str:
    here = pieces(game, ch, me)
    if not here:
        raise IllegalCommand(
            f"nothing in {ch.zone(me.zone).name} can be brought down by Colossal (p. 61)"
        )
    wanted = (option or "").strip().lower()
    for p in here:
        if wanted in (p, game.pack.scenery[p].name.lower()) or (
            wanted and wanted in game.pack.scenery[p].name.lower()
        ):
            return p
    if not wanted and len(here) == 1:
        return here[0]
    names = " or ".join(game.pack.scenery[p].name for p in here)
    raise IllegalCommand(f"bring down what? {names} (Colossal, p. 61)")


def check(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """The book's "No" when the feat cannot be done (p. 61); the piece it brings down."""
    if a.talent(colossal.TALENT) is None:
        raise IllegalCommand(f"{a.name} does not know Colossal (p. 61)")
    colossal.feat_by(game, a.id)  # the talent usable, Resolve to pay
    return _named(game, game.under_way(), fighter, option)


def offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    if not colossal.able(a):
        return
    for p in pieces(game, ch, me):
        name = game.pack.scenery[p].name
        yield Offer(None, p, f"Bring down {name} (Colossal: 1 Resolve, p. 61)")


def topple(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Bring the piece named down: 1 Resolve, the zone's scenery and rules changed."""
    ch = game.under_way()
    me = ch.fighter(fighter.key)
    a = colossal.feat_by(game, me.key)
    piece = _named(game, ch, me, d.option)
    zone = ch.zone(me.zone)
    scenery = game.pack.scenery
    _, left = wreckage.toppled(piece)
    others = tuple(p for p in zone.scenery if p != piece)
    kept = frozenset(r for p in others if p in scenery for r in scenery[p].rules)
    gone = frozenset(scenery[piece].rules) - kept
    rules = (zone.rules - gone) | (frozenset(scenery[left].rules) if left else frozenset())
    now = others if left is None or left in others else (*others, left)
    changed = evolve(zone, scenery=now, rules=rules)
    game.challenge = evolve(ch, zones=tuple(changed if z.id == zone.id else z for z in ch.zones))
    what = scenery[piece].name
    after = f", leaving {scenery[left].name}" if left else ""
    colossal.pay(game, a, f"brings down {what} in {zone.name}{after}")
