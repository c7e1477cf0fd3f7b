"""Counsel (p. 78): once a round a counsellor hands a guild-mate a card whose suit is the
advised action's; the mate plays it only so — as an interrupt too when 1 Resolve was spent.

Seed 2's guild against three goblins (Initiative 4) as ``test_challenge_actions`` sets it up;
Bryonie counsels, Bidziil (Swords 3) takes the advice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    key,
    lay,
    name_of,
    play,
    ready,
    rulings,
    turn,
)
from tests.unit.engine.test_talents_in_fights import foe_attack_waits, teach
from worm.engine import commands as cmd
from worm.engine import options
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def counsel_fight(state: str | None = "mastered") -> Game:
    game = ready()
    teach(game, "Bryonie", "counsel", state)
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bryonie", "Ten of Swords", "Nine of Pentacles")
    hand(game, "Bidziil", "Two of Swords")
    return game


def advise(game: Game, card: str, action: str, *, resolve: bool = False) -> list:  # type: ignore[type-arg]
    return game.execute(
        cmd.Counsel(
            who=key(game, "Bryonie"),
            to=key(game, "Bidziil"),
            card=card,
            action=action,  # type: ignore[arg-type]
            resolve=resolve,
        )
    )


def test_the_card_changes_hands_and_strikes_as_advised() -> None:
    """X of Swords + Swords 3 = 13 against the goblins' 4 (p. 113)."""
    game = counsel_fight()
    events = advise(game, "Ten of Swords", "Attack")
    assert rulings(events, "Counsel")
    bryonie, bidziil = key(game, "Bryonie"), key(game, "Bidziil")
    assert [c.name for c in game.challenge.hand(bryonie)] == ["Nine of Pentacles"]
    assert "Ten of Swords" in [c.name for c in game.challenge.hand(bidziil)]
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="only to Attack"):
        play(game, "Bidziil", "Ten of Swords", "Roughhouse", target="foes.1", option="trip")
    events = play(game, "Bidziil", "Ten of Swords", "Attack", target="foes.1")
    blow = acts(events, "Attack", name_of(game, "Bidziil"))[0]
    assert (blow.value, blow.vs) == (13, 4)
    assert not game.challenge.advice
    accounted(game)


def test_the_suit_must_be_the_actions() -> None:
    game = counsel_fight()
    with pytest.raises(IllegalCommand, match="suit must be the counselled action's"):
        advise(game, "Ten of Swords", "Dodge")


def test_once_a_round() -> None:
    game = counsel_fight()
    advise(game, "Ten of Swords", "Attack")
    with pytest.raises(IllegalCommand, match="once this round"):
        advise(game, "Nine of Pentacles", "Dodge")
    game.challenge = replace(game.challenge, round=game.challenge.round + 1)
    advise(game, "Nine of Pentacles", "Dodge")


def test_without_the_talent_no_counsel() -> None:
    game = counsel_fight(None)
    with pytest.raises(IllegalCommand, match="takes Counsel"):
        advise(game, "Ten of Swords", "Attack")


def test_in_training_counsel_costs_one_xp() -> None:
    game = counsel_fight("in_training")
    a = game.guild.adventurer(key(game, "Bryonie"))
    game.set_adventurer(a.model_copy(update={"xp": 2}))
    advise(game, "Ten of Swords", "Attack")
    assert game.guild.adventurer(key(game, "Bryonie")).xp == 1


def test_with_resolve_the_mate_may_play_it_as_an_interrupt() -> None:
    """The Dodge of IX raises Bidziil's Initiative II to 11 against the blow (p. 117)."""
    game = counsel_fight()
    before = game.guild.adventurer(key(game, "Bryonie")).resolve
    advise(game, "Nine of Pentacles", "Dodge", resolve=True)
    assert game.guild.adventurer(key(game, "Bryonie")).resolve == before - 1
    bk = key(game, "Bidziil")
    foe_attack_waits(game, bk)
    assert game.challenge.step == "interrupt"
    assert bk in options.turn_of(game).who
    events = play(game, "Bidziil", "Nine of Pentacles", "Dodge", target=bk, minor=True)
    attack = acts(events, "Attack")[0]
    assert attack.vs == 2 + 9


def test_without_resolve_no_interrupt() -> None:
    game = counsel_fight()
    advise(game, "Nine of Pentacles", "Dodge")
    foe_attack_waits(game, key(game, "Bidziil"))
    assert game.challenge is None or game.challenge.step != "interrupt"


def test_a_counselled_card_is_no_initiative() -> None:
    game = counsel_fight()
    advise(game, "Ten of Swords", "Attack")
    ch = game.challenge
    bk = key(game, "Bidziil")
    game.challenge = replace(
        ch.with_group(replace(ch.group(bk), initiative=None)), step="initiative"
    )
    with pytest.raises(IllegalCommand, match="only to Attack"):
        game.execute(cmd.Initiative(who=bk, card="Ten of Swords"))


def test_the_text_game_reads_counsel() -> None:
    game = counsel_fight()
    command = fightwords.parse(game, "counsel", "counsel bryonie 9p to bidziil dodge resolve")
    assert command == cmd.Counsel(
        who=key(game, "Bryonie"),
        to=key(game, "Bidziil"),
        card="Nine of Pentacles",
        action="Dodge",
        resolve=True,
    )


def test_the_bot_keeps_its_card_when_the_mate_can_hit_alone() -> None:
    game = counsel_fight()
    hand(game, "Bidziil", "Nine of Swords")  # 9 + Swords 3 beats any Initiative the bot guesses
    turn(game, "Bidziil")
    assert not isinstance(Skirmisher().next(game), cmd.Counsel)


def test_the_bot_hands_a_better_sword_to_the_mate_whose_turn_it_is() -> None:
    """Policy (``Skirmisher._counsel``): Bidziil's II of Swords + 3 cannot beat the guessed
    Initiative; Bryonie's X of Swords + 3 can."""
    game = counsel_fight()
    turn(game, "Bidziil")
    command = Skirmisher().next(game)
    assert command == cmd.Counsel(
        who=key(game, "Bryonie"), to=key(game, "Bidziil"), card="Ten of Swords", action="Attack"
    )
    game.execute(command)
    command = Skirmisher().next(game)  # once a round: now Bidziil acts
    assert isinstance(command, cmd.Play) and command.who == key(game, "Bidziil")
