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
from worm.model.challenge import evolve
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


def warns(game: Table, after: str | None = None) -> bool | None:
    """Before the alarm test of an ambush (p. 110): an ambusher who spends 1 Resolve sees it
    coming and warns the guild, so no one is caught out (p. 74). Each able ambusher in the
    marching order (those after ``after``, one who just said no) answers by their standing
    choice (``elect``); one who gave none is asked in a player's guild, else the GM's policy
    ``worm.gm.talents.see_it_coming`` answers. Returns whether one warned, or None while
    one is asked (the Challenge waits with ``warner`` set)."""
    order = [a.id for a in game.guild.in_marching_order()]
    start = order.index(after) + 1 if after in order else 0
    for who in order[start:]:
        a = game.guild.adventurer(who)
        if not _able(game, who):
            continue
        choice = elections.said(a, TALENT)
        if choice is None and elections.asked(game.guild):
            ask(game, who)
            return None
        if choice is None:
            choice = talent_policy.see_it_coming(a)
        if choice:
            warn(game, who)
            return True
    return False


def _able(game: Table, who: str) -> bool:
    """Whether ``who`` could warn of the ambush: standing, with a Resolve to spend and the
    talent usable (p. 33), and with the guild, not off sneaking (p. 74)."""
    a = game.guild.adventurer(who)
    return a.active and a.resolve >= 1 and training.usable(a, TALENT) and who not in game.sneaking


def ask(game: Table, who: str) -> None:
    """Stop at the ambush and ask ``who``'s player whether they warn the guild (p. 74)."""
    ch = game.challenge
    assert ch is not None and ch.step == "alarm", "an ambusher is asked at an ambush"
    game.challenge = evolve(ch, warner=who)
    name = game.guild.adventurer(who).name
    game.ruling(
        "p. 74",
        f"{name} could see the ambush coming: spend 1 Resolve to raise a hue and cry, so the "
        "guild is not caught out (Ambusher)? Warn, or let it go",
    )


def warn(game: Table, who: str) -> None:
    """``who`` spends 1 Resolve and warns the guild of the ambush (p. 74)."""
    training.use(game, who, TALENT)
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="Ambusher, p. 74"
    )
    game.ruling(
        "p. 74",
        f"{a.name} sees the ambush coming and raises a hue and cry: "
        "the guild is not caught out (Ambusher)",
    )
