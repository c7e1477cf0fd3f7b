"""The gluttony devil's Stinking Cloud (p. 258, after the spell of p. 208): played with a
greater doom card, it fills the devil's zone; every other creature who breathes and begins a
round there is Stunned.

The devil releases it as a zone-wide doom (``worm.engine.zone_dooms``, the GM's choice
``worm.gm.zonewide``); this module keeps the cloud in the zone (``Zone.rules``) and lands it
when a round begins, once the hands are dealt, so an adventurer's Stun costs a card of the
new hand, as drawing one fewer would (p. 208).

Policy (p. 208: the spell is kept up with concentration): the cloud hangs while a creature
that can breathe one still fights, and goes when the last of them is out. Creatures that do
not breathe are spared (p. 208; ``worm.rules.dooms.unbreathing``), and so are the creatures
of the cloud's own kind. Each round in the cloud costs one Stun; the spell's growing toll
for staying (two Stuns the second round, Knockout the fourth) is not played.
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.actions import fighters, harm
from worm.engine.table import Table
from worm.model.challenge import Challenge, Fighter, evolve
from worm.rules import dooms

CLOUD = "stinking_cloud"
"""The rule a zone filled with the cloud carries (``Zone.rules``)."""
DOOM = "Stinking Cloud"


def fill(game: Table, zone: int) -> None:
    """The cloud fills ``zone``; it lands when the next round begins."""
    ch = game.under_way()
    where = ch.zone(zone)
    clouded = evolve(where, rules=where.rules | {CLOUD})
    game.challenge = evolve(ch, zones=tuple(clouded if z.id == zone else z for z in ch.zones))


def clouded(ch: Challenge, zone: int) -> bool:
    """Whether ``zone`` holds a stinking cloud."""
    return CLOUD in ch.zone(zone).rules


def round_begins(game: Table) -> None:
    """Everyone else who breathes and begins the round in a cloud is Stunned (p. 258); with
    no maker left fighting, the clouds clear (policy)."""
    ch = game.under_way()
    if not any(clouded(ch, z.id) for z in ch.zones):
        return
    makers = {g.creature for g in ch.groups if _makes_clouds(game, ch, g.key)}
    if not makers:
        _clear(game)
        return
    for zone in (z for z in ch.zones if CLOUD in z.rules):
        caught = [f for f in ch.in_zone(zone.id) if _breathes(game, ch, f, makers)]
        if not caught:
            continue
        game.log.emit(
            ev.Narration,
            text=f"The stinking cloud hangs over {zone.name}: it catches {_names(caught)} "
            "as the round begins (p. 258).",
        )
        for fighter in caught:
            if game.challenge is None:
                return
            harm.afflict(game, fighter.key, "stun")
        ch = game.under_way()


def _names(caught: list[Fighter]) -> str:
    names = [f.name for f in caught]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _makes_clouds(game: Table, ch: Challenge, band: str) -> bool:
    group = ch.group(band)
    if group.side != "foes" or not any(f.fighting for f in ch.members(band)):
        return False
    stats = fighters.band_block(game, band)
    return any(d.name == DOOM for d in (*stats.greater, *stats.lesser))


def _breathes(game: Table, ch: Challenge, fighter: Fighter, makers: set[str | None]) -> bool:
    if fighter.side == "guild":
        return True
    if ch.group(fighter.group).creature in makers:
        return False
    stats = fighters.band_block(game, fighter.group)
    return dooms.unbreathing(n.name for n in stats.notes) is None


def _clear(game: Table) -> None:
    ch = game.under_way()
    zones = tuple(evolve(z, rules=z.rules - {CLOUD}) for z in ch.zones)
    game.challenge = evolve(ch, zones=zones)
    game.log.emit(ev.Narration, text="With no one left to keep it up, the stinking cloud clears.")
