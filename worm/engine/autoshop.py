"""How the autoplay guild shops at the Omphalic Market (pp. 154, 163) once its upkeep is paid:
a player's sensible habits, not a rule. Each proposal is one the engine will take: gear the
tier paid for buys, that fits on the buyer (p. 37).

The upkeep's own refill (``worm.rules.upkeep.SUPPLIES``) already tops up rations, torches,
candles, the means to light them, a poultice and a lantern's oil; the shopper adds what the
refill leaves aside — bedding for the night (p. 140), ammunition for a bow or crossbow
(p. 170), a light for one who carries none, manacles for a capture contract (p. 167) — and
has Notched gear mended, and Destroyed gear whose remains it kept made whole (p. 163), armor
first.
"""

from __future__ import annotations

from collections.abc import Iterator

from worm.engine import commands as cmd
from worm.engine import kit, market
from worm.engine.session import Game
from worm.gm import market as policy
from worm.model.adventurer import Adventurer
from worm.rules import market as rules

AMMO = {"bow": "arrows", "crossbow": "bolts"}  # p. 170
QUIVER = 12  # one slot of ammunition (p. 170)
RATIONS = 4  # food for four Camps, as the upkeep's refill (p. 154)


def next_purchase(game: Game, tried: set[str]) -> cmd.Command | None:
    """The next mending or purchase worth making, skipping any in ``tried`` (by repr)."""
    if game.city is None:
        return None
    for a in game.guild.in_marching_order():
        paid = game.city.tier_of(a.id)
        if a.conditions.dead or paid is None:
            continue
        for command in _wants(game, a, paid):
            if repr(command) not in tried:
                return command
    return None


def _wants(game: Game, a: Adventurer, paid: str) -> Iterator[cmd.Command]:
    """What ``a`` would have, in the order it matters: armor mended first (it stands between
    them and a Wound, p. 124), then bedding, ammunition, food and a light."""
    tier = game.pack.market[paid]
    items = game.pack.items
    notched = [c for c in a.inventory.things() if rules.mendable(c.notches, items[c.item])]
    for carried in sorted(notched, key=lambda c: "armor" not in items[c.item].tags):
        if rules.covers(tier, items[carried.item]):
            yield cmd.Repair(who=a.id, item=carried.item)
    for wreck in sorted(dict.fromkeys(a.wrecks), key=lambda w: "armor" not in items[w].tags):
        if policy.tier_for(items[wreck]) in tier.buys and market.fits(game, a, wreck, 1):
            yield cmd.Repair(who=a.id, item=wreck)
    wanted: list[tuple[str, int]] = []
    if not (kit.count(a, "bedroll") or kit.count(a, "tent")):
        wanted.append(("tent" if rules.covers(tier, items["tent"]) else "bedroll", 1))
    for weapon, ammo in AMMO.items():
        if kit.count(a, weapon) and kit.count(a, ammo) < QUIVER:
            wanted.append((ammo, QUIVER - kit.count(a, ammo)))
    if kit.count(a, "ration") < RATIONS:
        wanted.append(("ration", RATIONS - kit.count(a, "ration")))
    if not any(kit.count(a, light) for light in ("torch", "lantern", "candle")):
        wanted.append(("torch", 1))
    if _quarry_to_hold(game):
        wanted.append(("manacles", 1))
    for item, count in wanted:
        if rules.covers(tier, items[item]) and market.fits(game, a, item, count):
            yield cmd.Buy(who=a.id, item=item, count=count)


def _quarry_to_hold(game: Game) -> bool:
    """A capture contract is signed and nobody carries manacles to hold the quarry (p. 167)."""
    hunting = any(j.goal == "capture" and not j.done for j in game.jobs)
    return hunting and "manacles" not in kit.carried_by(game.guild)
