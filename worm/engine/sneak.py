"""Sneak (p. 74): going off-stage, and turning up later. (Its Camp Action, Infiltrate, is
``worm.engine.camp_actions``.)

One who knows the talent declares they go sneaking (``slip``): they leave the scene, and are
not among those a fight sets in its zones when it begins (``present``). Later they turn up
(``arrive``):

- into a fight under way, for 1 Resolve: nobody is surprised, they join the flow of the fight
  where the guild came in, dealt a hand now if the round's Initiatives are still being laid,
  else from the next round, as any who join a fight (p. 122);
- onto creatures met before any fight, for 1 Resolve: the arrival is an ambush (p. 110). An
  adventurer's ambush is an action stated beforehand that succeeds without a card (p. 109),
  so the talk is over, the fight begins, and the sneaker's blow lands first (``strike``);
- with nothing afoot (no creatures met, no fight), free: they slink out of the shadows.

Policy (p. 74, "at any point"): one goes sneaking in the Crawl or while creatures are being
talked with, never in the middle of a fight, where everybody is on edge, nor in the Camp,
whose actions are done together; the last of the guild on stage cannot slip away (someone
must be there for the scene to go on). The ambush's blow is a plain Attack's: 1 Wound from
what is in hand, at the first foe standing, made beside it with a melee weapon or bare
hands, from where the guild came in with a missile weapon. A sneaker goes down into the
next Crawl with the guild. Each use in training costs 1 XP (p. 33).
"""

from __future__ import annotations

from typing import Final

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet, training
from worm.engine.actions import engagement, fighters, harm
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Fighter, Group, evolve
from worm.rules import initiative, weapons

TALENT: Final = "sneak"
PAGE: Final = 74
RESOLVE: Final = 1  # to arrive into a scene (p. 74); free once the tension is gone
SLIP_IN: Final = ("crawl", "parley")
"""The phases in which one may go sneaking (policy)."""


def present(game: Table, who: str) -> bool:
    """Whether ``who`` is on stage (not off sneaking)."""
    return who not in game.sneaking


def could(game: Table, a: Adventurer) -> bool:
    """Whether ``a`` could go sneaking now: where one may, the talent usable, on stage, and
    someone else on stage to stay."""
    if game.phase not in SLIP_IN or not a.active or not present(game, a.id):
        return False
    if not training.usable(a, TALENT):
        return False
    return any(m.active and m.id != a.id and present(game, m.id) for m in game.guild.adventurers)


def slip(game: Table, command: cmd.Sneak) -> None:
    """``command.who`` goes sneaking: off-stage until they arrive (p. 74)."""
    if game.phase not in SLIP_IN:
        where = {
            "challenge": "not in the middle of a fight, where everybody is on edge",
            "camp": "not from the Camp: its actions are done together",
        }.get(game.phase, "only below, in the Crawl or while creatures are talked with")
        raise IllegalCommand(f"one goes sneaking in the Crawl (p. 74): {where}")
    a = training.user(game, command.who, TALENT, PAGE)
    if a.id in game.sneaking:
        raise IllegalCommand(f"{a.name} is already off sneaking (p. 74)")
    stay = [m for m in game.guild.adventurers if m.active and m.id != a.id and present(game, m.id)]
    if not stay:
        raise IllegalCommand(f"{a.name} is the last of the guild on the scene: someone must stay")
    training.use(game, a.id, TALENT)
    game.sneaking = (*game.sneaking, a.id)
    game.ruling(f"p. {PAGE}", f"{a.name} goes sneaking, off-stage, to turn up later (Sneak)")


def arrive(game: Table, command: cmd.Arrive) -> None:
    """``command.who``, off sneaking, turns up (p. 74): into a fight under way, as an ambush
    on creatures met, or, with nothing afoot, for free."""
    a = game.guild.adventurer(command.who)
    if a.id not in game.sneaking:
        raise IllegalCommand(f"{a.name} is not off sneaking: there is nowhere to arrive from")
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    if game.challenge is not None:
        _pay(game, a, "into the fight")
        _join(game, a)
    elif game.phase == "parley" and game.meeting is not None:
        _pay(game, a, "as an ambush")
        _leave_shadows(game, a.id)
        game.ruling(
            "p. 110",
            f"{a.name} falls on {game.meeting.name} from hiding: an ambush, and the talk is over",
        )
        meet.fall_on(game, f"{a.name} strikes from hiding", ambusher=a.id)
    else:
        _leave_shadows(game, a.id)
        game.ruling(
            f"p. {PAGE}", f"{a.name} slinks out of the shadows: nothing is afoot, no Resolve"
        )


def all_back(game: Table) -> None:
    """The guild makes camp: each off sneaking slinks back in, free, nothing being afoot
    (p. 74), as the Camp's actions are done together (policy)."""
    for who in game.sneaking:
        a = game.guild.adventurer(who)
        game.ruling(f"p. {PAGE}", f"{a.name} slinks back out of the shadows as the camp is made")
    game.sneaking = ()


def none_left(game: Table) -> None:
    """A fight begins with no one of the guild on stage (those left there have fallen): the
    sneakers are the scene now, and are in it (policy)."""
    if not game.sneaking:
        return
    if any(a.active and present(game, a.id) for a in game.guild.adventurers):
        return
    for who in game.sneaking:
        a = game.guild.adventurer(who)
        game.ruling(f"p. {PAGE}", f"{a.name} is all the guild left on the scene, and is in it")
    game.sneaking = ()


def seen(game: Table, who: str) -> None:
    """One off sneaking is seen and runs back to the guild: out of the shadows, paying no
    Resolve, and with no ambush left to spring (policy, ``worm.engine.sneak_lift``)."""
    _leave_shadows(game, who)


def _pay(game: Table, a: Adventurer, how: str) -> None:
    if a.resolve < RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve to arrive {how} (p. {PAGE})")
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - RESOLVE}))
    game.log.emit(ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause="Sneak")


def _leave_shadows(game: Table, who: str) -> None:
    game.sneaking = tuple(k for k in game.sneaking if k != who)


def _join(game: Table, a: Adventurer) -> None:
    """``a`` joins the fight under way where the guild came in (p. 74: nobody is surprised)."""
    ch = game.under_way()
    _leave_shadows(game, a.id)
    if a.id in (f.key for f in ch.fighters):  # fought in it before slipping off: back again
        me = ch.fighter(a.id)
        ch = ch.with_fighter(evolve(me, zone=0, out=None, engaged=frozenset()))
    else:
        ch = evolve(
            ch,
            groups=(*ch.groups, Group(a.id, a.name, "guild")),
            fighters=(*ch.fighters, Fighter(a.id, a.name, "guild", a.id, 0)),
        )
    now = ch.step == "initiative"
    if now:
        hand = tuple(game.draw("minor", "challenge_hand") for _ in range(initiative.PLAYER_HAND))
        ch = evolve(ch, hands={**ch.hands, a.id: hand})
    game.challenge = ch
    when = "lays an Initiative with the rest" if now else "is dealt in from the next round"
    game.ruling(
        f"p. {PAGE}",
        f"{a.name} arrives in the fight, at {ch.zone(0).name}: nobody is surprised, and "
        f"{a.name} {when}",
    )


def strike(game: Table, who: str) -> None:
    """The sneaker's ambush as the fight begins (pp. 74, 109): a blow that lands without a
    card, at the first foe standing (policy: 1 Wound of what is in hand)."""
    ch = game.under_way()
    me = next((f for f in ch.fighters if f.key == who and f.fighting), None)
    foe = next(iter(ch.side("foes")), None)
    if me is None or foe is None:
        return
    weapon = fighters.weapon_of(game, me)
    melee = weapon is None or not weapons.missile(weapon)
    if melee:
        harm.enter_zone(game, who, foe.zone, avoided=True)  # out of hiding, beside it
        engagement.engage(game, who, foe.key)
    game.log.emit(ev.Narration, text=f"{me.name} strikes {foe.name} from hiding.")
    if weapon is None and fighters.block(game, foe.group).larger:
        game.ruling("p. 116", f"bare hands cannot hurt {foe.name}, bigger than any person")
        return
    held = bool({"root", "trip"} & set(foe.effects))
    pierce = weapons.piercing(weapon, target_unarmed="disarm" in foe.effects, target_held=held)
    harm.harm_foe(game, foe.key, 1, piercing=pierce, by=who, melee=melee)
