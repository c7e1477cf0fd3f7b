"""The nymph's Bewitching Beauty (p. 274): she discards any card, and every adventurer who
can see her is Displaced toward her by the most direct way; one may spend 1 Resolve to
resist. One engaged as they go may be struck by those they leave (p. 109).

Played as the band's whole action on its own turn (``Declared.doom`` names it), so the Fool
may interrupt it (p. 114); when it is played, and who resists, is the policy
``worm.gm.bewitched``. Policy (the game keeps no lines of sight): whoever is not Blind sees
her; one already in her zone is at her side and goes nowhere; a Displace moves one zone.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import doom_action
from worm.engine import events as ev
from worm.engine.actions import fighters, harm
from worm.engine.table import Table
from worm.gm import bewitched, tactics
from worm.model.challenge import GM, Challenge, Declared, Fighter

DOOM = "Bewitching Beauty"
PAGE = 274
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def plan(game: Table, key: str, zone: int, names: list[str]) -> tactics.Plan | None:
    """Her lure for her own turn, when no one stands in her zone, or None (``names``: the
    band's dooms)."""
    if DOOM not in names:
        return None
    ch = game.under_way()
    drawn = _seeing(game, ch, zone)
    card = bewitched.lure_card(ch.hand(GM), len(drawn))
    if card is None:
        return None
    game.ruling(
        f"p. {PAGE}",
        f"{grammar.agree(ch.group(key).name, 'lure')} the guild with {DOOM}: "
        "no one stands beside her (policy)",
    )
    return tactics.Plan(ACTION, card, tuple((f.key, 1) for f in drawn), doom=DOOM)


def _seeing(game: Table, ch: Challenge, zone: int) -> list[Fighter]:
    return [
        f
        for f in ch.side("guild")
        if f.zone != zone
        and "blind" not in fighters.suffered(game, f)
        and _step(ch, f.zone, zone) is not None
    ]


def _step(ch: Challenge, start: int, goal: int) -> int | None:
    """The first zone on the shortest way from ``start`` to ``goal``, or None."""
    frontier: list[tuple[int, int | None]] = [(start, None)]
    seen = {start}
    while frontier:
        nxt: list[tuple[int, int | None]] = []
        for here, first in frontier:
            for near in ch.zone(here).neighbours:
                if near in seen:
                    continue
                seen.add(near)
                step = near if first is None else first
                if near == goal:
                    return step
                nxt.append((near, step))
        frontier = nxt
    return None


def play(game: Table, d: Declared) -> None:
    """Reveal her lure: each adventurer who sees her comes one zone closer, unless they pay
    1 Resolve to resist (p. 274)."""
    ch = game.under_way()
    members = [f for f in ch.members(d.who) if f.fighting]
    if not members:
        return
    zone = members[0].zone
    drawn = _seeing(game, ch, zone)
    doom_action.revealed(game, d, f"{len(drawn)} adventurer{'s' * (len(drawn) != 1)} bewitched")
    for fighter in drawn:
        if game.challenge is None:
            return
        _come(game, game.challenge.fighter(fighter.key), zone)


def _come(game: Table, fighter: Fighter, zone: int) -> None:
    ch = game.under_way()
    step = _step(ch, fighter.zone, zone)
    if not fighter.fighting or step is None:
        return
    a = fighters.adventurer(game, fighter.key)
    risky = bool({"burning", "drop"} & ch.zone(step).rules)
    if bewitched.resists(a.resolve, engaged=bool(fighter.engaged), risky=risky):
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause=f"resisting {DOOM}"
        )
        return
    game.log.emit(
        ev.Narration,
        text=f"{fighter.name} walks, bewitched, {grammar.toward(ch.zone(step).name)} (p. {PAGE}).",
    )
    if fighter.engaged:
        harm.free_wounds(game, fighter.key)
    if game.challenge is not None and game.challenge.fighter(fighter.key).fighting:
        harm.enter_zone(game, fighter.key, step)
