"""A band that leaves a fight by a way of its own (pp. 247, 256, 257): the rules are
``worm.rules.locomotion``, the GM's choice the policy ``worm.gm.locomotion``."""

from __future__ import annotations

from worm import grammar
from worm.engine.actions import engagement, fighters
from worm.engine.table import Table
from worm.gm import locomotion as policy
from worm.gm import tactics
from worm.model.challenge import GM, Challenge, Fighter
from worm.rules import locomotion
from worm.tarot import Card


def _distances(ch: Challenge) -> dict[int, int]:
    """Zones from each zone to the nearest adventurer still fighting."""
    frontier = sorted({f.zone for f in ch.side("guild")})
    found = dict.fromkeys(frontier, 0)
    while frontier:
        nxt = []
        for zone in frontier:
            for near in ch.zone(zone).neighbours:
                if near not in found:
                    found[near] = found[zone] + 1
                    nxt.append(near)
        frontier = nxt
    return found


def plan(
    game: Table, key: str, zone: int, here: list[Fighter], cards: tuple[Card, ...]
) -> tactics.Plan | None:
    """How a running band leaves its own way, or None: out of the area by Special Locomotion
    or Wall Crawling, or off by 1 zone with Flutter when engaged."""
    stats = fighters.band_block(game, key)
    names = [d.name for d in (*stats.lesser, *stats.greater)]
    way = locomotion.own_way(names)
    low = policy.card(cards)
    if way is not None and low is not None:
        return tactics.Plan("Move", low, option="away", doom=way)
    ch = game.under_way()
    big = policy.card(tactics.greater(ch.hand(GM)))
    if not locomotion.flutters(names) or big is None or not any(f.engaged for f in here):
        return None
    dest = policy.away(ch.zone(zone).neighbours, _distances(ch))
    if dest is None:
        return None
    return tactics.Plan("Move", big, option=str(dest), doom=locomotion.FLUTTER)


def break_away(game: Table, key: str, doom: str, here: list[Fighter]) -> None:
    """The band's members slip every engagement with no free blow (pp. 247, 256, 257)."""
    ch = game.under_way()
    name = ch.group(key).name
    if doom == locomotion.FLUTTER:
        why = f"Flutter: {grammar.agree(name, 'break')} away from everyone and fly 1 zone off"
    else:
        why = (
            f"{doom}: {grammar.agree(name, 'leave')} by a way of their own; the guild has no "
            "way to keep up"
        )
    game.ruling(f"p. {locomotion.PAGE[doom]}", why)
    for member in here:
        if game.under_way().fighter(member.key).engaged:
            engagement.disengage(game, member.key)


def leaves(doom: str | None) -> bool:
    """Whether a band's Move by ``doom`` slips its engagements with no free blow."""
    return doom in locomotion.OWN_WAY or doom == locomotion.FLUTTER
