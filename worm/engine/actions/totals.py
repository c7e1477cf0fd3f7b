"""An action's value (pp. 113, 122), its favor and disfavor (p. 10; the Challenge's sources,
rules digest §27.1), and the record of it in the log."""

from __future__ import annotations

from collections.abc import Callable

from worm.engine import events as ev
from worm.engine.actions import blood, fighters, war_cry
from worm.engine.table import Table
from worm.model.challenge import Declared, Fighter
from worm.rules import dwimmercraft, effects, fate
from worm.tarot import Suit

Scenery = Callable[[Table, Fighter, Fighter, str, fate.Modifiers], fate.Modifiers]
"""An action's own favor and disfavor from the ground, the target's weapon and such:
``(game, actor, target, kind, modifiers so far) -> modifiers``."""


def value(game: Table, d: Declared, suit: Suit | None) -> int:
    """The action's value: face value, plus the attribute on one's own turn (pp. 113, 122)."""
    card = 0 if d.card is None else d.card.value
    if d.minor or suit is None:
        return card
    ch = game.under_way()
    actor = ch.fighter(d.who) if d.side == "guild" else fighters.acting_member(ch, d.who)
    if actor is None:
        return card
    return card + fighters.attribute(game, actor, suit)


def mods_for(
    game: Table,
    d: Declared,
    actor: Fighter,
    target: Fighter | None,
    *,
    kind: str = "melee",
    harms: bool = False,
    scenery: Scenery | None = None,
) -> fate.Modifiers:
    """Favor and disfavor on an action (p. 10): the actor's effects, what was declared with
    it, Resolve spent, the dark; against a target, the target's effects when the action
    ``harms`` it (p. 12), then the action's own ``scenery``."""
    m = effects.on_actor(game.pack.effects, fighters.suffered(game, actor), d.action)
    for reason in d.favor:
        m = m.with_favor(reason)
    for reason in d.disfavor:
        m = m.with_disfavor(reason)
    if d.resolve:
        m = m.with_favor("1 Resolve spent (p. 113)")
    rage = blood.favor(actor.effects, d.action)
    if rage is not None:
        m = m.with_favor(rage)
    cried = war_cry.favor(game, actor)
    if cried is not None:
        m = m.with_favor(cried)
    if actor.side == "guild" and game.light_of(actor.key) == "dark":
        m = m.with_disfavor("fighting in the dark: Blind (p. 94)")
    if target is None:
        return m
    if harms:
        against = effects.against(
            game.pack.effects,
            fighters.suffered(game, target),
            "missile" if kind == "missile" else "melee",
            unarmed=target.side == "guild" and fighters.unarmed(game, target),
            can_see_shrouded=actor.side == "guild"
            and dwimmercraft.sees(game.sight, actor.key, game.watches),  # p. 82
        )
        m = fate.Modifiers((*m.favor, *against.favor), (*m.disfavor, *against.disfavor))
    if scenery is not None:
        m = scenery(game, actor, target, kind, m)
    return m


def act(
    game: Table,
    who: str,
    d: Declared,
    total: int | None,
    vs: int | None,
    result: str,
    *,
    target: str | None = None,
    favor: int = 0,
    why: fate.Modifiers | None = None,
    aimed: int = 0,
) -> None:
    """Log an action played: who, with which card, its total against what, and the result
    (``aimed``: what a loosed Aim added, shown as its own term)."""
    name = None
    if target is not None:
        name = fighters.name_of(game.under_way(), target)
    reasons = () if why is None or not why.value else (*why.favor, *why.disfavor)
    game.log.emit(
        ev.Action,
        who=who,
        action=d.action,
        card=d.card,
        value=total,
        minor=d.minor,
        target=name,
        vs=vs,
        result=result,
        favor=favor,
        extra=d.extra,
        reasons=reasons,
        aimed=aimed,
    )
