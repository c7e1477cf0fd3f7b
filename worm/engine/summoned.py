"""Foes called into a fight under way, each a band of its own (p. 122):

- Call Bats (the vampire, p. 282): a lesser doom played as the band's action summons a cloud
  of bats, an HD 2/0 beast minion (``worm.gm.foes.BATS``) whose Initiative is the card played;
  while it fights, the GM's hand is 2 cards larger at the start of each round (``cards``), in
  place of what the cloud would count as a kind and an enemy (p. 121).
- Faithful Servant, Tender Companion (the Yellow King, p. 269): a greater doom played as the
  band's action makes a passing copy of someone dead from the guild's past, HD 1/0
  (``worm.gm.foes.CLONE``); it lays an Initiative from the next round, as any band that joins
  a fight does (``worm.engine.challenge``).

Neither is a creature the dungeon places: a band called up is not remembered on the level
when the fight ends (``worm.engine.restocking``), and felling one is no new kind of monster.

Policy: the vampire calls one cloud at a time, when none of its bats still fights, with its
highest lesser card (the cloud is then hardest to strike, and its number may be still to come
this round); the Yellow King copies each of the guild's dead once a fight, the first to die
first, with his lowest greater card. The cloud's number already called this round waits for
the next round's Initiative.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import doom_action
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.model.challenge import GM, Challenge, Declared, Fighter, Group, Part, evolve

BATS = "Call Bats"
CLONE = "Faithful Servant, Tender Companion"
PAGE = {BATS: 282, CLONE: 269}
BAT_CARDS = 2
"""The GM's extra cards each round while a cloud of bats fights (p. 282)."""
KEY = "called"
"""The group keys of bands called up: ``called1``, ``called2`` …"""
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def plays(doom: str | None) -> bool:
    """Whether ``doom`` calls a band into the fight."""
    return doom in PAGE


def is_called(ch: Challenge, fighter: Fighter) -> bool:
    """Whether ``fighter`` belongs to a band called up in the fight."""
    return (ch.group(fighter.group).creature or "").startswith(foes.SUMMONED)


def bats(ch: Challenge) -> list[Group]:
    """The clouds of bats with a member still fighting."""
    return [
        g
        for g in ch.groups
        if g.creature == foes.BATS and any(f.fighting for f in ch.members(g.key))
    ]


def cards(ch: Challenge) -> int:
    """The GM's extra cards this round for the bats that fight (p. 282)."""
    return BAT_CARDS * len(bats(ch))


def plan(game: Table, key: str, stats: foes.Statblock) -> tactics.Plan | None:
    """The band calls up a cloud of bats or a clone on its own turn, by the policy above."""
    ch = game.under_way()
    have = {d.name for d in (*stats.lesser, *stats.greater)}
    low = tactics.lesser(ch.hand(GM))
    if BATS in have and low and not bats(ch):
        game.ruling(
            f"p. {PAGE[BATS]}",
            f"{grammar.agree(ch.group(key).name, 'call')} bats: none of them fights yet (policy)",
        )
        return tactics.Plan(ACTION, low[-1], (), doom=BATS)
    big = tactics.greater(ch.hand(GM))
    dead = _uncopied(game)
    if CLONE in have and big and dead:
        game.ruling(
            f"p. {PAGE[CLONE]}",
            f"{grammar.agree(ch.group(key).name, 'reach')} for the guild's dead: {dead[0]} "
            "has no copy in this fight (policy)",
        )
        return tactics.Plan(ACTION, big[0], (), doom=CLONE)
    return None


def _uncopied(game: Table) -> list[str]:
    """The names of the guild's dead with no copy in the fight yet, the first to die first."""
    copied = {g.name for g in game.under_way().groups}
    dead = [a.name for a in game.guild.adventurers if a.conditions.dead]
    return [name for name in dead if _clone_name(name) not in copied]


def _clone_name(name: str) -> str:
    return f"Copy of {name}"


def play(game: Table, d: Declared) -> None:
    """Reveal it: the cloud or the copy joins the fight where the caller stands."""
    ch = game.under_way()
    caller = next((f for f in ch.members(d.who) if f.fighting), None)
    if caller is None or d.card is None:
        return
    if d.doom == BATS:
        clouds = sum(1 for g in ch.groups if g.creature == foes.BATS)
        name = "Cloud of Bats" + (f" {clouds + 1}" if clouds else "")  # each its own name
        doom_action.revealed(game, d, "a cloud of bats answers")
        join(game, foes.BATS, name, caller.zone, d.card)
        return
    dead = _uncopied(game)
    if not dead:
        doom_action.revealed(game, d, "no one dead to copy")
        return
    doom_action.revealed(game, d, f"a copy of {dead[0]} rises", target=dead[0])
    join(game, foes.CLONE, _clone_name(dead[0]), caller.zone, None)


def join(game: Table, creature: str, name: str, zone: int, card: tarot.Card | None) -> str:
    """A band of one ``creature`` called ``name`` joins the fight in ``zone`` with ``card`` as
    its Initiative (face up: the card was just played), or none till the next round; the
    key of its group. A number the count has passed waits for the next round."""
    ch = game.under_way()
    taken = [g.key for g in ch.groups if g.key.startswith(KEY)]
    key = f"{KEY}{len(taken) + 1}"
    block = foes.statblock(game.pack, creature)
    parts = tuple(Part(p.id, p.name, p.health, p.defense, p.core) for p in block.parts)
    passed = card is not None and card.value < ch.count
    group = Group(
        key,
        name,
        "foes",
        creature=creature,
        initiative=card,
        shown=card is not None,
        acted=card is None or passed,
    )
    member = Fighter(f"{key}.1", name, "foes", key, zone, parts=parts)
    game.challenge = evolve(ch, groups=(*ch.groups, group), fighters=(*ch.fighters, member))
    if passed:
        game.ruling("p. 113", f"the count has passed {card}: {name} first acts in the next round")
    game.log.emit(ev.Narration, text=f"{grammar.agree(name, 'join')} the fight.")
    return key
