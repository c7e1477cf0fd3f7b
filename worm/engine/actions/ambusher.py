"""Ambusher (p. 74): in the first round of a Challenge each blow the ambusher lands deals
2 Wounds instead of 1; and 1 Resolve spent lets them see an ambush coming and warn the guild.

Both are used the moment they apply and pay for a talent in training (1 XP, p. 33): one who
cannot pay strikes for 1 Wound and is caught out like anyone else."""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine import training
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import talents as talent_policy
from worm.rules import elections

TALENT = "ambusher"
FIRST_ROUND = 1  # the round the talent works in (p. 74)
WOUNDS = 2  # a first-round blow's Wounds, instead of 1 (p. 74)


def wounds(game: Table, by: str | None, count: int) -> int:
    """The Wounds a blow of ``by``'s deals: 2 instead of 1 in the first round (p. 74)."""
    ch = game.challenge
    if ch is None or by is None or count != 1 or ch.round != FIRST_ROUND:
        return count
    striker = next((f for f in ch.fighters if f.key == by and f.side == "guild"), None)
    if striker is None or not training.usable(fighters.adventurer(game, by), TALENT):
        return count
    training.use(game, by, TALENT)
    game.ruling("p. 74", f"{striker.name} strikes from ambush: {WOUNDS} Wounds, not 1 (Ambusher)")
    return WOUNDS


def warns(game: Table) -> bool:
    """Before the alarm test of an ambush (p. 110): an ambusher who will spend 1 Resolve
    (policy ``worm.gm.talent_policy.see_it_coming``) sees it coming and warns the guild,
    so no one is caught out. Returns whether one did."""
    for a in game.guild.in_marching_order():
        if not (a.active and a.resolve >= 1 and training.usable(a, TALENT)):
            continue
        if a.id in game.sneaking:  # off-stage (Sneak, p. 74): not with the guild to warn it
            continue
        if not elections.wants(a, TALENT, talent_policy.see_it_coming(a)):
            continue
        training.use(game, a.id, TALENT)
        a = game.guild.adventurer(a.id)
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="Ambusher, p. 74"
        )
        game.ruling(
            "p. 74",
            f"{a.name} sees the ambush coming and raises a hue and cry: "
            "the guild is not caught out (Ambusher)",
        )
        return True
    return False
