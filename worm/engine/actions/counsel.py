"""Counsel (p. 78): at any moment of a Challenge, once a round, an adventurer yells advice to a
guild-mate and hands them a card from their hand whose suit is the counselled action's. The
mate may play that card only to take the advice; otherwise it is a Challenge card like any
other (one card a count, p. 113). If the counsellor spends 1 Resolve the mate may play it as an
interrupt (p. 114): before any action taken on a turn of the count, a foe's or a guild-mate's
(not the holder's own, nor a guild-mate's minor action laid in the same window), as Quick!'s
Pentacles cards are. The window before a foe's action aimed at a guild-mate opens for a
counsellor who could pay that Resolve too (``urgent``), so the advice can be given and taken
at once.

The advice rides with the card (``Challenge.advice``) until the card is played. Each use of
the talent in training costs 1 XP (p. 33).
"""

from __future__ import annotations

from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import hushing, training
from worm.engine.actions import catalogue, fighters
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.challenge import Advice, Challenge, Fighter, evolve
from worm.rules import elections

TALENT = "counsel"


def _spent_mark(ch: Challenge) -> str:
    return f"counsel@{ch.round}"  # once per round (p. 78)


def can(game: Table, fighter: Fighter) -> bool:
    """Whether ``fighter`` may counsel now: still fighting, the talent usable, not yet this
    round."""
    if fighter.side != "guild" or not fighter.fighting:
        return False
    a = fighters.adventurer(game, fighter.key)
    ch = game.under_way()
    return a.active and training.usable(a, TALENT) and _spent_mark(ch) not in fighter.effects


def give(game: Table, command: cmd.Counsel) -> None:
    """Hand ``command.card`` to ``command.to`` with the advice to ``command.action`` (p. 78)."""
    ch = game.under_way()
    me = ch.fighter(game.guild.adventurer(command.who).id)
    mate = ch.fighter(game.guild.adventurer(command.to).id)
    a = fighters.adventurer(game, me.key)
    if a.talent(TALENT) is None:
        raise IllegalCommand(f"{a.name} cannot counsel: it takes Counsel (p. 78)")
    if (why := training.barred(game, a, TALENT)) is not None:
        raise IllegalCommand(why)
    if _spent_mark(ch) in me.effects:
        raise IllegalCommand(f"{a.name} has counselled once this round already (p. 78)")
    training.ready(a, TALENT)
    if not me.fighting or not a.active:
        raise IllegalCommand(f"{a.name} is in no state to give advice")
    if mate.key == me.key or mate.side != "guild" or not mate.fighting:
        raise IllegalCommand(f"counsel goes to a guild-mate still fighting, not {mate.name}")
    card = tarot.card_named(command.card)
    if card not in ch.hand(me.key) or card.is_fool:
        raise IllegalCommand(f"{a.name} holds no {card.name} to hand over")
    spec = catalogue.spec(command.action)
    if spec.suit is None or spec.suit != card.suit:
        raise IllegalCommand(
            f"the card's suit must be the counselled action's (p. 78): {card.name} is no "
            f"card for {spec.name}"
        )
    if command.resolve and a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to spend (p. 78)")
    training.use(game, me.key, TALENT)
    a = fighters.adventurer(game, me.key)
    if command.resolve:
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="urgent counsel"
        )
    ch = game.under_way()
    ch = ch.without_card(me.key, card)
    ch = ch.with_hand(mate.key, (*ch.hand(mate.key), card))
    me = ch.fighter(me.key)
    ch = ch.with_fighter(evolve(me, effects=me.effects | {_spent_mark(ch)}))
    advice = Advice(card, mate.key, spec.name, command.resolve)
    game.challenge = evolve(ch, advice=(*forget(ch, mate.key, card).advice, advice))
    urgent = ", at once if need be" if command.resolve else ""
    game.ruling(
        "p. 78",
        f"{a.name} yells advice to {mate.name} and hands over {card.name}: "
        f"{spec.name}{urgent} (Counsel)",
    )


def refusal(ch: Challenge, key: str, card: tarot.Card, action: str) -> str | None:
    """Why ``key`` cannot play ``card`` as ``action``: a counselled card goes only to the
    advice (p. 78)."""
    advice = ch.advised(key, card)
    if advice is None or advice.action == action:
        return None
    return f"{card.name} came with advice: play it only to {advice.action} (Counsel, p. 78)"


def interrupting(ch: Challenge, key: str, card: tarot.Card) -> bool:
    """Whether ``key`` may play ``card`` as an interrupt: counsel paid for with Resolve."""
    advice = ch.advised(key, card)
    return advice is not None and advice.interrupt


def able(ch: Challenge) -> tuple[str, ...]:
    """The guild fighters holding a counselled card they may play as an interrupt: never the
    one whose own action waits (an interrupt goes before another's action, p. 114)."""
    acting = ch.queue[0].who if ch.queue else None
    return tuple(
        f.key
        for f in ch.side("guild")
        if f.key != acting and any(interrupting(ch, f.key, c) for c in ch.hand(f.key))
    )


def willing(game: Table, fighter: Fighter) -> bool:
    """Whether ``fighter`` could counsel now with 1 Resolve spent: the talent usable this round,
    a Resolve to spend, a card of a suit to hand over, and not asked to be left alone ('elect
    WHO counsel no', or a pass that said so this fight: ``worm.engine.hushing``)."""
    a = fighters.adventurer(game, fighter.key)
    return (
        can(game, fighter)
        and a.resolve >= 1
        and any(c.suit is not None for c in game.under_way().hand(fighter.key))
        and hushing.asks(game, game.under_way(), fighter.key, TALENT)
    )


def urgent(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could counsel now with 1 Resolve spent (p. 78), so that a
    guild-mate the waiting action is aimed at plays the card at once: the talent usable this
    round, a Resolve to spend, a card of a suit to hand over, and an aimed-at guild-mate still
    fighting who is not the counsellor (advice is yelled to another adventurer)."""
    aimed = {key for key, _ in ch.queue[0].targets} if ch.queue else set()
    mates = {f.key for f in ch.side("guild")} & aimed
    return tuple(f.key for f in ch.side("guild") if mates - {f.key} and willing(game, f))


def advisers(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could counsel with 1 Resolve before an action the fight stops for
    no one else: advice is given "any time" (p. 78) and an interrupt goes before the acting
    one's action (p. 114), a guild-mate's as a foe's. Asked only where the advice could
    change how the action goes: a guild-mate other than the counsellor and the one acting
    stands in a zone with a foe the action is about (the foe about to act, or one a
    guild-mate's action is aimed at), so a blow or a grab taken at once comes first; and only
    in a player's guild (the bot's guild spends Resolve on advice only to save a mate from a
    blow, ``worm.engine.skirmish.Skirmisher._urgent_counsel``). None before a foe's blow on
    the guild, which has its own window (``urgent``)."""
    if not ch.queue or not elections.asked(game.guild):
        return ()
    declared = ch.queue[0]
    if declared.side == "foes":
        if declared.targets and any(ch.fighter(t).side == "guild" for t, _ in declared.targets):
            return ()
        about = [f for f in ch.members(declared.who) if f.fighting]
    else:
        about = [ch.fighter(t) for t, _ in declared.targets]
        about = [f for f in about if f.side == "foes" and f.fighting]
    zones = {f.zone for f in about}
    near = [
        f
        for f in ch.side("guild")
        if f.zone in zones and f.key != declared.who and fighters.adventurer(game, f.key).active
    ]
    return tuple(  # never the one acting: no interrupt goes before one's own action (p. 114)
        f.key
        for f in ch.side("guild")
        if f.key != declared.who and any(m.key != f.key for m in near) and willing(game, f)
    )


def forget(ch: Challenge, key: str, card: tarot.Card) -> Challenge:
    """``ch`` with the advice on ``card`` in ``key``'s hand dropped (the card is played)."""
    if ch.advised(key, card) is None:
        return ch
    return evolve(ch, advice=tuple(a for a in ch.advice if not (a.to == key and a.card == card)))
