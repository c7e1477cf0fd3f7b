"""The Fool is offered as an interrupt only when the foe's blow would land (p. 114; issue 19:
whoever held the Fool was asked before every foe action, blows that fell short too)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, goblins, set_initiative  # noqa: F401
from tests.unit.engine.test_options import key, ready
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.challenge import GM, Declared


def blow_at(game: Game, target: str, doom: str, *, gang: int = 1) -> None:
    """The band's minor Attack with ``doom`` at ``target`` comes up next in the queue."""
    card = give(game, GM, doom)[0]
    game.challenge = game.challenge.with_hand(GM, ())
    attack = Declared("foes", "foes", "Attack", card, minor=True, targets=((target, gang),))
    ch = game.challenge
    game.challenge = replace(
        ch,
        step="reveal",
        queue=(attack,),
        count=5,
        groups=tuple(replace(g, acted=True) for g in ch.groups),
    )
    challenge.advance(game)


@pytest.mark.usefixtures("goblins")
@pytest.mark.parametrize(
    "doom", ["The Magician", "The Emperor", "The Chariot", "Justice", "The Hanged Man", "Death"]
)
def test_the_fool_is_asked_about_exactly_the_blows_that_would_land(doom: str) -> None:
    """Oracle: pass when asked, and the blow lands; not asked, and it falls short."""
    game = ready(count=6)
    bryonie, gunhild = key(game, "Bryonie"), key(game, "Gunhild")
    set_initiative(game, gunhild, "Ten of Pentacles", shown=True)
    give(game, bryonie, "The Fool", "Ten of Swords")
    mark = len(game.log.events)
    blow_at(game, gunhild, doom)
    asked = game.challenge is not None and game.challenge.step == "interrupt"
    if asked:
        game.execute(cmd.Pass())
    blows = [
        e
        for e in game.log.events[mark:]
        if isinstance(e, ev.Action) and e.action == "Attack" and e.target
    ]
    assert len(blows) == 1, blows
    assert asked == blows[0].result.startswith("hit"), (doom, asked, blows[0])


@pytest.mark.usefixtures("goblins")
def test_a_blow_that_falls_short_goes_by_and_the_fool_stays_in_hand() -> None:
    game = ready(count=6)
    bryonie, gunhild = key(game, "Bryonie"), key(game, "Gunhild")
    set_initiative(game, gunhild, "King of Pentacles", shown=True)
    give(game, bryonie, "The Fool", "Ten of Swords")
    blow_at(game, gunhild, "The Magician")  # 1 against 14: it cannot land
    ch = game.challenge
    assert ch is not None and ch.step != "interrupt"
    assert not any("play the Fool to interrupt" in getattr(e, "text", "") for e in game.log.events)
    assert any(c.is_fool for c in ch.hand(bryonie))


@pytest.mark.usefixtures("goblins")
def test_a_blow_that_would_land_still_waits_for_the_fool() -> None:
    game = ready(count=6)
    bryonie, gunhild = key(game, "Bryonie"), key(game, "Gunhild")
    set_initiative(game, gunhild, "King of Pentacles", shown=True)
    give(game, bryonie, "The Fool", "Ten of Swords")
    blow_at(game, gunhild, "Death", gang=4)  # 13 and the mob's favor against 14
    assert game.challenge.step == "interrupt"
