"""Heavy Metal Machine (p. 70) and Counsel (p. 78) as interrupts at any moment: an interrupt
goes before the acting one's action (p. 114), not only a foe's blow aimed at the guild.

- a card counselled with Resolve may be played before a guild-mate's action or a foe's action
  at no one, and a window opens for its holder there;
- a brace in iron may be played in any window, against that single action, and ends with it;
- the window before a foe's blow on a guild-mate opens for a counsellor who could pay the
  Resolve, so the advice is given and taken at once — but not for one who has no mate to
  counsel (a lone adventurer is not asked).

Seed 2's guild (Bryonie, Bidziil, Gunhild) against three goblins, set up by hand with the
helpers of ``test_challenge_actions``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    key,
    lay,
    play,
    ready,
    rulings,
    said,
    turn,
)
from tests.unit.engine.test_heavy_metal import attack_waits, in_steel
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import challenge, options
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import counsel, heavy_metal
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.model.challenge import Declared
from worm.text import fightwords
from worm.ui import field

pytestmark = pytest.mark.usefixtures("goblins")

PENTACLES = "Nine of Pentacles"


def _no_counsel(game: Game, *names: str) -> None:
    """Only Bryonie counsels in these fights: the others forget the talent if they knew it."""
    for name in names:
        teach(game, name, "counsel", None)


def _fight(*, resolve: bool | None) -> Game:
    """Bryonie counsels (Resolve spent or not; None: no counsel given) Bidziil to Dodge with
    the Nine of Pentacles; Gunhild holds a Knight of Swords to Attack on her turn."""
    game = ready()
    teach(game, "Bryonie", "counsel", "mastered")
    _no_counsel(game, "Bidziil", "Gunhild")
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bryonie", PENTACLES, "Two of Wands")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Gunhild", "Knight of Swords")
    if resolve is not None:
        game.execute(
            cmd.Counsel(
                who=key(game, "Bryonie"),
                to=key(game, "Bidziil"),
                card=PENTACLES,
                action="Dodge",
                resolve=resolve,
            )
        )
    return game


def _actions(events: list[ev.Event]) -> list[ev.Action]:
    return [e for e in events if isinstance(e, ev.Action)]


@pytest.mark.parametrize("resolve", [True, False])
def test_a_card_counselled_with_resolve_goes_before_a_guild_mates_attack(resolve: bool) -> None:
    """p. 78 with p. 114: Bidziil holds a Dodge counselled with 1 Resolve; before Gunhild's
    Attack a window opens naming him, and his Dodge (face value IX) resolves first. Without
    the Resolve the standard one-card rule stands: the Attack resolves at once."""
    game = _fight(resolve=resolve)
    bk = key(game, "Bidziil")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    if not resolve:
        assert [a.action for a in _actions(events)] == ["Attack"]
        return
    assert game.challenge.step == "interrupt"
    assert not _actions(events)  # the Attack waits
    assert said(events, "counselled card (Counsel, p. 78)")
    assert counsel.able(game.challenge) == (bk,)
    assert bk in options.turn_of(game).who
    typed = fightwords.parse(game, "play", "play 9p dodge bidziil")  # no name: only he can
    assert isinstance(typed, cmd.Play) and typed.who == bk
    events = game.execute(typed)
    assert rulings(events, "Counsel")
    done = [a.action for a in _actions(events)]
    assert done[0] == "Dodge" and "Attack" in done  # the Dodge first, then the blow
    assert done.index("Attack") > done.index("Dodge")
    accounted(game)


def test_a_counselled_card_goes_before_a_foes_action_at_no_one() -> None:
    """A foe's Recover (p. 118) aims at no one; Bidziil's counselled card still goes first,
    and a card of his that came with no advice is refused."""
    game = _fight(resolve=True)
    hand(game, "Bidziil", PENTACLES, "Two of Swords")
    game.challenge = replace(
        game.challenge,
        advice=(replace(game.challenge.advice[0], card=tarot.card_named(PENTACLES)),),
    )
    drawn = tarot.card_named("The Chariot")
    take(game, drawn)
    declared = Declared("foes", "foes", "Recover", drawn, minor=False)
    game.challenge = replace(game.challenge, queue=(declared,), step="acting")
    challenge.advance(game)
    assert game.challenge.step == "interrupt"
    with pytest.raises(IllegalCommand, match="counselled with Resolve"):
        play(game, "Bidziil", "Two of Swords", "Attack", target="foes.1")
    events = play(game, "Bidziil", PENTACLES, "Dodge", target=key(game, "Bidziil"), minor=True)
    assert rulings(events, "Counsel")
    assert _actions(events)[0].action == "Dodge"
    accounted(game)


def test_the_holder_is_not_offered_to_go_before_their_own_action() -> None:
    """An interrupt goes before another's action (p. 114): Bidziil's own Attack on his turn
    resolves at once, though he holds a card counselled with Resolve."""
    game = _fight(resolve=True)
    hand(game, "Bidziil", PENTACLES, "Queen of Swords")
    game.challenge = replace(
        game.challenge,
        advice=(replace(game.challenge.advice[0], card=tarot.card_named(PENTACLES)),),
    )
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Queen of Swords", "Attack", target="foes.1")
    assert [a.action for a in _actions(events)] == ["Attack"]


def test_a_brace_in_iron_may_go_before_any_action_and_ends_with_it() -> None:
    """p. 70: 'against a single action' — in the window opened for the counselled card
    before Gunhild's Attack, Bryonie in steel may brace rather than be refused; the brace
    spends her round's use and is gone when the Attack has resolved, so it does not carry to
    the next foe's blow."""
    game = _fight(resolve=True)
    teach(game, "Bryonie", "heavy_metal_machine", "mastered")
    in_steel(game, "Bryonie")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert game.challenge.step == "interrupt"
    bry = key(game, "Bryonie")
    assert bry in heavy_metal.able(game, game.challenge)
    assert "Heavy Metal Machine" in field.ask(game, bry)
    events = play(game, "Bryonie", "Two of Wands", heavy_metal.ACTION, minor=True)
    assert said(events, "sets their iron")
    assert [a.action for a in _actions(events)] == ["Attack"]  # then the Attack goes on
    ch = game.challenge
    me = ch.fighter(bry)
    assert heavy_metal.BRACED not in me.effects
    assert heavy_metal.braced(game, me) == 0
    assert bry not in heavy_metal.able(game, ch)  # once a round (p. 70)


def test_the_window_before_a_blow_opens_for_a_counsellor_and_the_advice_is_taken_at_once() -> None:
    """p. 78: 'any time during a Challenge' — the foe's blow on Bidziil waits for Bryonie,
    who could counsel him with 1 Resolve though no one can interrupt yet; the prompt names
    her; she counsels a Dodge and Bidziil plays it before the blow (Initiative III + IX)."""
    game = _fight(resolve=None)
    bk, bry = key(game, "Bidziil"), key(game, "Bryonie")
    attack_waits(game, bk)
    ch = game.challenge
    assert ch.step == "interrupt"
    assert counsel.urgent(game, ch) == (bry,)
    assert bry in field.choosers(game)
    assert "Counsel" in field.ask(game, bry)
    assert bry in options.turn_of(game).who
    game.execute(cmd.Counsel(who=bry, to=bk, card=PENTACLES, action="Dodge", resolve=True))
    assert game.challenge.step == "interrupt"
    events = play(game, "Bidziil", PENTACLES, "Dodge", target=bk, minor=True)
    attack = acts(events, "Attack")[0]
    assert attack.vs == 3 + 9


def test_no_window_for_a_counsellor_when_only_they_are_struck() -> None:
    """Advice is yelled to another (p. 78): the blow on Bryonie herself opens no window for
    her counsel, so the fight goes on without asking."""
    game = _fight(resolve=None)
    attack_waits(game, key(game, "Bryonie"))
    ch = game.challenge
    assert ch is None or ch.step != "interrupt"


def test_the_bot_counsels_an_injured_mate_to_dodge_and_the_mate_dodges_at_once() -> None:
    """Policy (Counsel, p. 78): before a blow that would land on an Injured Bidziil,
    Bryonie (Resolve 2 or more) spends 1 to hand him her Nine of Pentacles as a Dodge, and
    he plays it before the blow."""
    game = _fight(resolve=None)
    bk, bry = key(game, "Bidziil"), key(game, "Bryonie")
    a = game.guild.adventurer(bry)
    game.set_adventurer(a.model_copy(update={"resolve": max(a.resolve, 3)}))
    b = game.guild.adventurer(bk)
    conditions = b.conditions.model_copy(update={"injured": True})
    game.set_adventurer(b.model_copy(update={"conditions": conditions}))
    attack_waits(game, bk)
    assert game.challenge.step == "interrupt"
    bot = Skirmisher()
    first = bot.next(game)
    assert first == cmd.Counsel(who=bry, to=bk, card=PENTACLES, action="Dodge", resolve=True)
    game.execute(first)
    second = bot.next(game)
    assert isinstance(second, cmd.Play)
    assert (second.who, second.card, second.action) == (bk, PENTACLES, "Dodge")
    events = game.execute(second)
    attack = acts(events, "Attack")[0]
    assert attack.vs == 3 + 9  # Initiative III and the Dodge's IX (p. 117)
