"""Aegis outside a Challenge (p. 70): a trap that strikes at the body (the Needle Lock's
needle) meets the shield instead, which is Notched, and its effect is not taken; a cloud of
spores is no physical blow, and a player who says 'elect WHO aegis no' takes the effect.

The guild stands in a quiet first room (``tests.fixtures.features``) holding only the trap; the
test finds the adventurer with Aegis and a shield in hand, as the precondition asserts.
"""

from __future__ import annotations

import io

import pytest

from tests.fixtures import features
from worm import content
from worm.engine import events as ev
from worm.engine import outcomes
from worm.engine.session import Game
from worm.model.adventurer import Adventurer, Talent
from worm.text import repl

PACK = content.default()


def answer(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def shield_in_hand(a: Adventurer) -> int | None:
    """The uid of the shield ``a`` holds, if any."""
    return next(
        (c.uid for c in a.inventory.hands if c and "shield" in PACK.items[c.item].tags), None
    )


def warded(trap_id: str) -> tuple[Game, str]:
    """A quiet room holding only ``trap_id``; the adventurer who knows Aegis (mastered) and
    holds a shield."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    game.level.stock[game.room].features = []
    game.level.stock[game.room].traps = [trap_id]
    a = next(
        b
        for b in game.guild.adventurers
        if b.talent("aegis") is not None and shield_in_hand(b) is not None
    )
    talents = (*(t for t in a.talents if t.id != "aegis"), Talent(id="aegis", state="mastered"))
    game.set_adventurer(a.model_copy(update={"talents": talents}))
    return game, a.id


def strike(game: Game, who: str, trap_id: str) -> list[ev.Event]:
    """The trap's trigger fails on ``who``, as the session plays a failed test's outcomes."""
    trap = PACK.traps[trap_id]
    start = len(game.log.events)
    outcomes.play(game, trap.trigger.on_failure, who, cause=trap.name)
    return game.log.events[start:]


def notches(game: Game, who: str, uid: int) -> int | None:
    """The Notches on the shield ``uid``; None once it is Destroyed (at its limit, p. 12)."""
    a = game.guild.adventurer(who)
    return next((c.notches for c in a.inventory.things() if c.uid == uid), None)


def notched(game: Game, who: str, uid: int, before: int | None) -> bool:
    after = notches(game, who, uid)
    return after is None or (before is not None and after == before + 1)


@pytest.mark.parametrize("elect", ["", "no"])
def test_aegis_takes_the_needle_on_the_shield(elect: str) -> None:
    """p. 70: the Needle Lock's needle would Exhaust; the shield is Notched instead. Said
    beforehand ('elect WHO aegis no'), the player keeps the shield whole and is Exhausted."""
    game, who = warded("needle_chest")
    trap = PACK.traps["needle_chest"]
    assert any(getattr(o, "id", "") == "exhaust" for o in trap.trigger.on_failure)
    if elect:
        said = answer(game, f"elect {who} aegis {elect}")
        assert "Aegis" in said, said
    uid = shield_in_hand(game.guild.adventurer(who))
    assert uid is not None
    before = notches(game, who, uid)
    events = strike(game, who, "needle_chest")
    exhausted = game.guild.adventurer(who).has_effect("exhaust")
    turned = not elect
    assert exhausted is not turned
    assert notched(game, who, uid, before) is turned
    rulings = [e.why for e in events if isinstance(e, ev.Gm)]
    assert any("(Aegis)" in r for r in rulings) is turned, rulings


def test_spores_are_not_a_blow_a_shield_turns() -> None:
    """The Puffball Field blinds with a cloud, no physical strike: the shield stays down."""
    game, who = warded("spore_puffballs")
    uid = shield_in_hand(game.guild.adventurer(who))
    assert uid is not None
    before = notches(game, who, uid)
    strike(game, who, "spore_puffballs")
    blinded = [t for t in PACK.traps["spore_puffballs"].trigger.on_failure if t.effect == "effect"]
    assert blinded, "the puffballs no longer blind: pick another trap that deals an effect"
    assert game.guild.adventurer(who).has_effect("blind")
    assert notches(game, who, uid) == before
