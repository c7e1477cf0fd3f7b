"""Colossal in a Challenge (p. 61): a troll spends 1 Resolve and a card of any suit to bring
down a piece of the scenery in the zone it stands in, changing the battlefield — and nothing
else: the feat deals no harm and lays no effect on anyone. What can come down, and what is
left where it stood, is the GM's policy (``worm.gm.wreckage``); so is what it does to a way out
of the fight in reach (an exit zone): an open way is barred, a barred one smashed open
(``worm.gm.wreckage.way_feat``).

It is the Challenge action "Colossal", offered in both fight menus for each piece there is to
bring down and each way to bar or open (``offers``), and typed ``play WHO CARD colossal PIECE``
or ``play WHO CARD colossal bar|open WAY`` in the text game; the bot plays it by
``Skirmisher._wreck``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from worm.engine import colossal
from worm.engine.actions import fighters
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import wreckage
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, Zone, evolve

ACTION: Final = "Colossal"
WAY: Final = "way:"  # the option's prefix for a way out barred or opened ("way:3")
BARRED: Final = " (barred)"


def ways(ch: Challenge, me: Fighter) -> tuple[Zone, ...]:
    """The ways out of the fight in reach of ``me`` (its zone or the next) that Colossal can
    bar or smash open (policy ``wreckage.way_feat``)."""
    return tuple(
        z
        for z in ch.zones
        if wreckage.way_feat(z.exit, z.barred) is not None and fighters.near(ch, me.zone, z.id)
    )


def _way_named(ch: Challenge, me: Fighter, option: str) -> str | None:
    """ "way:ID" for the way ``option`` names ("way:3", "bar the way back", "open 3"), else
    None when it names no way in reach."""
    words = option.split()
    verb = bool(words) and words[0] in (wreckage.BAR, wreckage.OPEN, "smash")
    wanted = " ".join(words[1:] if verb else words)
    for z in ways(ch, me):
        name = z.name.lower().removesuffix(BARRED)
        if wanted in (f"{WAY}{z.id}", name, z.name.lower()) or (
            verb and wanted and (wanted == str(z.id) or wanted in name)
        ):
            return f"{WAY}{z.id}"
    return None


def pieces(game: Table, ch: Challenge, me: Fighter) -> tuple[str, ...]:
    """The pieces of scenery in ``me``'s zone that Colossal can bring down (policy)."""
    zone = ch.zone(me.zone)
    if zone.climb:  # standing atop the piece itself
        return ()
    return tuple(p for p in zone.scenery if p in game.pack.scenery and wreckage.toppled(p)[0])


def _named(game: Table, ch: Challenge, me: Fighter, option: str | None) -> str:
    way = _way_named(ch, me, (option or "").strip().lower())
    if way is not None:
        return way
    here = pieces(game, ch, me)
    if not here and ways(ch, me):
        names = " or ".join(z.name for z in ways(ch, me))
        raise IllegalCommand(f"bar or open which way? {names} (Colossal, p. 61)")
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
    for z in ways(ch, me):
        verb = "Bar" if wreckage.way_feat(z.exit, z.barred) == wreckage.BAR else "Smash open"
        label = f"{verb} {z.name.removesuffix(BARRED)} (Colossal: 1 Resolve, p. 61)"
        yield Offer(None, f"{WAY}{z.id}", label)


def topple(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Bring the piece named down: 1 Resolve, the zone's scenery and rules changed."""
    ch = game.under_way()
    me = ch.fighter(fighter.key)
    a = colossal.feat_by(game, me.key)
    piece = _named(game, ch, me, d.option)
    if piece.startswith(WAY):
        _change_way(game, ch, a, ch.zone(int(piece.removeprefix(WAY))))
        return
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


def _change_way(game: Table, ch: Challenge, a: Adventurer, way: Zone) -> None:
    """Bar an open way out, or smash a barred one open (policy, p. 61): 1 Resolve."""
    name = way.name.removesuffix(BARRED)
    if wreckage.way_feat(way.exit, way.barred) == wreckage.BAR:
        changed = evolve(way, exit=False, barred=True, name=f"{name}{BARRED}")
        done = f"brings the door down across {name}: no one leaves that way"
    else:
        changed = evolve(way, exit=True, barred=False, name=name)
        done = f"smashes {name} open: a way out again"
    game.challenge = evolve(ch, zones=tuple(changed if z.id == way.id else z for z in ch.zones))
    colossal.pay(game, a, done)
