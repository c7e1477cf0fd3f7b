"""No talent in training is used for free (p. 33): each use costs 1 XP (an ``xp`` event), the
seventh XP spent masters it, and at 0 XP the use is refused before anything changes.

Seed 2's Bryonie has 3 XP, Gramarye and Magic of the Welkin in training (Binding is a Welkin
spell); Gunhild has Fight Dirty in training."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import accounted
from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import hand, key, lay, play, ready, turn, window
from worm.content.interaction import Interaction, read_outcome
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore, training
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent

pytestmark = pytest.mark.usefixtures("goblins")


def moves(events: list[ev.Event]) -> list[tuple[str, int, int]]:
    return [(e.reason, e.change, e.total) for e in events if isinstance(e, ev.Xp)]


def set_xp(game: Game, who: str, amount: int, **spent: int) -> None:
    a = game.guild.adventurer(key(game, who))
    talents = tuple(
        t.model_copy(update={"xp_spent": spent[t.id]}) if t.id in spent else t for t in a.talents
    )
    game.set_adventurer(a.model_copy(update={"xp": amount, "talents": talents}))


def casting() -> Game:
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Six of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    return game


def test_a_spell_of_a_realm_in_training_costs_one_xp() -> None:
    game = casting()
    events = play(
        game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding"
    )
    assert moves(events) == [("Magic of the Welkin used in training", -1, 2)]
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    assert (bryonie.xp, bryonie.talent("magic_of_the_welkin").xp_spent) == (2, 1)
    accounted(game)


def test_at_zero_xp_the_spell_is_refused_and_nothing_changes() -> None:
    game = casting()
    set_xp(game, "Bryonie", 0)
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand, match="needs 1 XP to use magic_of_the_welkin"):
        play(game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding")
    assert [type(e).__name__ for e in game.log.events[mark:]] == ["Refused"]
    assert game.guild.adventurer(key(game, "Bryonie")).xp == 0


def test_the_seventh_xp_masters_the_talent_and_then_it_is_free() -> None:
    game = casting()
    set_xp(game, "Bryonie", 1, magic_of_the_welkin=6)
    play(game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    assert bryonie.talent("magic_of_the_welkin") == Talent(
        id="magic_of_the_welkin", state="mastered", xp_spent=7
    )
    assert bryonie.xp == 0
    training.ready(bryonie, "magic_of_the_welkin")  # mastered: no XP needed any more


def test_gramarye_in_training_costs_one_xp_for_a_wands_attack() -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, "Bryonie", "Seven of Wands")
    hand(game, "Gunhild", "Eight of Swords")
    window(game, "Bidziil")
    events = play(game, "Bryonie", "Seven of Wands", "Attack", target="foes.1", minor=True)
    assert moves(events) == [("Gramarye used in training", -1, 2)]


def test_gramarye_at_zero_xp_is_refused() -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, "Bryonie", "Seven of Wands")
    hand(game, "Gunhild", "Eight of Swords")
    window(game, "Bidziil")
    set_xp(game, "Bryonie", 0)
    with pytest.raises(IllegalCommand, match="needs 1 XP to use gramarye"):
        play(game, "Bryonie", "Seven of Wands", "Attack", target="foes.1", minor=True)


def test_a_wands_card_on_ones_own_turn_uses_no_talent() -> None:
    """On her turn any card makes any action (p. 113): Gramarye is not used, nothing is paid."""
    game = casting()
    hand(game, "Bryonie", "Seven of Wands")
    events = play(game, "Bryonie", "Seven of Wands", "Attack", target="foes.1")
    assert moves(events) == []


def test_an_interaction_that_takes_a_talent_in_training_costs_one_xp() -> None:
    """p. 5 with p. 33: Gunhild (Sneak in training, 3 XP) does what only a sneak can."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    quiet = Interaction(
        verb="slip past unseen", talent="sneak", costs=(read_outcome({"effect": "nothing"}),)
    )
    gunhild = key(game, "Gunhild")
    mark = len(game.log.events)
    explore.perform(game, quiet, gunhild, key="test:sneak")
    assert moves(game.log.events[mark:]) == [("Sneak used in training", -1, 2)]
    set_xp(game, "Gunhild", 0)
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand, match="needs 1 XP to use sneak"):
        explore.perform(game, quiet, gunhild, key="test:sneak2")
    assert game.log.events[mark:] == []
