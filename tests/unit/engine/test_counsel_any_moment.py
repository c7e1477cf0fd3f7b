"""Counsel "any time during a Challenge" (p. 78): an interrupt goes before the acting one's
action (p. 114), so before a guild-mate's Attack the fight stops for a counsellor who could pay
the Resolve, and the advice is given and taken at once. Not to pester: only in a player's guild,
only for one who can pay and has a mate in reach of the foe the action is about, and never for
one who said beforehand 'elect WHO counsel no'.

Seed 2's guild (Bryonie, Bidziil, Gunhild) against three goblins, everyone in the first zone,
set up by hand with the helpers of ``test_challenge_actions``."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import hand, key, lay, play, ready, said, turn
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options
from worm.engine.actions import counsel
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.model.challenge import evolve
from worm.rules import wound_order
from worm.text import repl
from worm.ui import field

pytestmark = pytest.mark.usefixtures("goblins")

PENTACLES = "Nine of Pentacles"
ADVICE = "may counsel a guild-mate to act at once for 1 Resolve (Counsel, p. 78)"


def _fight(*, players: bool = True, resolve: int = 2) -> Game:
    """Bryonie knows Counsel and holds the Nine of Pentacles; Gunhild's turn comes with the
    Knight of Swords in hand, to Attack a goblin."""
    game = ready()
    if players:
        game.guild = wound_order.asking(game.guild)
    teach(game, "Bryonie", "counsel", "mastered")
    for name in ("Bidziil", "Gunhild"):
        teach(game, name, "counsel", None)
    bry = game.guild.adventurer(key(game, "Bryonie"))
    game.set_adventurer(bry.model_copy(update={"resolve": resolve}))
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bryonie", PENTACLES, "Two of Wands")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    return game


def _attack(game: Game) -> list[ev.Event]:
    return play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")


def _actions(events: list[ev.Event]) -> list[str]:
    return [e.action for e in events if isinstance(e, ev.Action)]


def test_the_fight_waits_on_a_counsellor_before_a_guild_mates_attack() -> None:
    """p. 78 with p. 114: Gunhild's Attack waits; Bryonie, named, spends 1 Resolve to hand
    Bidziil the Nine of Pentacles, and his Dodge resolves before the blow."""
    game = _fight()
    bry, bk = key(game, "Bryonie"), key(game, "Bidziil")
    events = _attack(game)
    assert game.challenge.step == "interrupt"
    assert not _actions(events)  # the Attack waits
    assert said(events, f"Bryonie {ADVICE}") or said(events, ADVICE)
    assert counsel.advisers(game, game.challenge) == (bry,)
    assert bry in options.turn_of(game).who
    assert bry in field.choosers(game)  # the terminal's fight screen
    assert "advice to a mate, who acts at once" in field.ask(game, bry)
    game.execute(cmd.Counsel(who=bry, to=bk, card=PENTACLES, action="Dodge", resolve=True))
    assert game.guild.adventurer(bry).resolve == 1
    events = play(game, "Bidziil", PENTACLES, "Dodge", target=bk, minor=True)
    done = _actions(events)
    assert done[0] == "Dodge" and done.index("Attack") > done.index("Dodge")
    accounted(game)


@pytest.mark.parametrize(
    "why", ["said no", "the bot's guild", "no Resolve", "used this round", "no mate near"]
)
def test_no_window_where_the_counsellor_is_not_to_be_asked(why: str) -> None:
    """No pestering: a standing no ('elect Bryonie counsel no'), the bot's guild (its
    policy spends Resolve on advice only to save a mate from a blow), no Resolve to pay, the
    talent spent this round, or no mate but the one acting in the goblins' zone: the Attack
    resolves at once."""
    game = _fight(players=why != "the bot's guild", resolve=0 if why == "no Resolve" else 2)
    bry = key(game, "Bryonie")
    if why == "said no":
        out = io.StringIO()
        repl.answer(game, f"elect {bry} counsel no", out)
        assert "will not be asked to counsel" in out.getvalue(), out.getvalue()
    if why == "used this round":
        me = game.challenge.fighter(bry)
        spent = me.effects | {f"counsel@{game.challenge.round}"}
        game.challenge = game.challenge.with_fighter(evolve(me, effects=spent))
    if why == "no mate near":
        bk = key(game, "Bidziil")
        game.challenge = game.challenge.with_fighter(evolve(game.challenge.fighter(bk), zone=1))
    assert game.challenge.step == "turn"
    events = _attack(game)
    assert counsel.advisers(game, game.challenge) == ()
    assert "Attack" in _actions(events)
    assert not said(events, ADVICE)


def test_the_bot_passes_the_window_a_players_counsellor_gets() -> None:
    """The bot's policy before an action at no guild-mate is to pass (pp. 74, 78)."""
    game = _fight()
    _attack(game)
    assert game.challenge.step == "interrupt"
    assert isinstance(Skirmisher().next(game), cmd.Pass)


def test_the_one_acting_is_never_asked_to_counsel_before_their_own_action() -> None:
    """p. 114: an interrupt goes before another's action. Gunhild, who knows Counsel and could
    pay, is not asked to advise a mate before her own Attack (play-test of session 16)."""
    game = _fight()
    teach(game, "Gunhild", "counsel", "mastered")
    gun = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(gun.model_copy(update={"resolve": 3}))
    _attack(game)
    assert key(game, "Gunhild") not in counsel.advisers(game, game.challenge)
    assert counsel.advisers(game, game.challenge) == (key(game, "Bryonie"),)
