"""Heavy Metal Machine (p. 70): in a Challenge, one wearing iron or steel armor may spend a
miscellaneous action, with a card of any suit, as an interrupt against a single action: their
Swords is added to their Initiative against it. Once a round.

It is played as the Challenge action "Heavy Metal Machine" when a foe's action waits on the
guild's interrupt (p. 114): the card is discarded, the adventurer is braced, and the bracing
lasts for that foe's action only (``unbrace`` after it is played out). Each use of the talent in
training costs 1 XP (p. 33).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from worm.engine import events as ev
from worm.engine import training
from worm.engine.actions import fighters
from worm.engine.actions.spec import Offer, Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.rules import armor

TALENT = "heavy_metal_machine"
ACTION: Final = "Heavy Metal Machine"
BRACED = "braced"  # the mark on a fighter whose Swords adds to its Initiative


def _spent_mark(ch: Challenge) -> str:
    return f"heavy_metal@{ch.round}"  # once per round (p. 70)


def ready(game: Table, fighter: Fighter) -> bool:
    """Whether ``fighter`` may brace now: a guild-mate still fighting in iron or steel, the
    talent usable (p. 33), not yet braced this round."""
    if fighter.side != "guild" or not fighter.fighting:
        return False
    a = fighters.adventurer(game, fighter.key)
    ch = game.under_way()
    return (
        a.active
        and armor.heavy(a) is not None
        and training.usable(a, TALENT)
        and _spent_mark(ch) not in fighter.effects
        and bool(ch.hand(fighter.key))
    )


def able(game: Table, ch: Challenge) -> tuple[str, ...]:
    """The guild fighters who could brace with Heavy Metal Machine now: never the one whose
    own action waits (an interrupt goes before another's action, p. 114; play-test of
    session 16: a fighter was offered a brace before their own brandish)."""
    acting = ch.queue[0].who if ch.queue else None
    return tuple(f.key for f in ch.side("guild") if f.key != acting and ready(game, f))


def check(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """The book's "No" to bracing when it cannot be done (p. 70)."""
    ch = game.under_way()
    if ch.step != "interrupt":
        raise IllegalCommand(
            "Heavy Metal Machine is an interrupt against a foe's action (p. 70): play it when "
            "one waits on the guild"
        )
    if armor.heavy(a) is None:
        raise IllegalCommand(f"{a.name} wears no iron or steel armor (Heavy Metal Machine, p. 70)")
    if _spent_mark(ch) in fighter.effects:
        raise IllegalCommand(f"{a.name} has braced once this round already (p. 70)")
    training.ready(a, TALENT)
    return option


def offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    if a.usable(TALENT) is not None and ch.step == "interrupt":
        swords = fighters.attribute(game, me, "swords")
        yield Offer(None, None, f"Brace: Initiative +{swords} against this action (p. 70)")


def brace(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Mark ``fighter`` braced for the foe's action that waits, and the round's use spent."""
    ch = game.under_way()
    me = ch.fighter(fighter.key)
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {BRACED, _spent_mark(ch)}))
    swords = fighters.attribute(game, me, "swords")
    game.log.emit(
        ev.Narration,
        text=f"{me.name} sets their iron against the blow: Initiative +{swords} (p. 70).",
    )


def braced(game: Table, target: Fighter) -> int:
    """What bracing adds to ``target``'s Initiative now: its Swords, or 0."""
    if BRACED not in target.effects:
        return 0
    return fighters.attribute(game, target, "swords")


def unbrace(game: Table) -> None:
    """The foe's action braced against is played out: the bracing ends (a single action)."""
    ch = game.challenge
    if ch is None:
        return
    for f in ch.side("guild", fighting=False):
        if BRACED in f.effects:
            ch = ch.with_fighter(evolve(f, effects=f.effects - {BRACED}))
    game.challenge = ch
