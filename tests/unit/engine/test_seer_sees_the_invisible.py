"""Dwimmercraft's second sight sees what is invisible (p. 82): a jinn turned Invisible
(p. 267) is Shrouded, and no one may aim at it — but one whose second sight holds may, the
fight menu offers it to them, and the blow is struck. The fight is ``test_aloft``'s."""

from __future__ import annotations

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_aloft import at_one_health, its_turn, marks, rise
from tests.unit.engine.test_creature_dooms import doom, fighting_as, foe, ready  # noqa: F401
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options
from worm.engine.actions import aloft as reach
from worm.model.challenge import GM
from worm.rules import aloft, dwimmercraft


def test_a_seer_aims_at_an_invisible_jinn(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(lesser=(doom(game, "jinn", "Invisible"),))
    at_one_health(game)
    give(game, GM, "The Magician", "The Empress")
    rise(game)
    assert aloft.SHROUD in marks(game), "the precondition: the jinn has vanished"
    patty = its_turn(game, "Patty")
    give(game, patty, "Six of Swords")
    me, jinn = game.challenge.fighter(patty), game.challenge.fighter(foe(game))
    assert reach.out_of_reach(game, me, jinn)
    game.sight = dwimmercraft.focus(game.sight, patty, game.watches)
    assert not reach.out_of_reach(game, me, jinn)
    offered = options.plays(game, patty, tarot.card_named("Six of Swords"))
    assert [p for p in offered if p.target == foe(game)]
    events = game.execute(
        cmd.Play(who=patty, card="Six of Swords", action="Attack", target=foe(game))
    )
    struck = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"]
    assert struck and struck[0].target is not None
