"""The player chooses each Wound as it lands (p. 124): one whose order says ``ask`` stops the
foe's blow at the Wound, the game waits for the answer, and the blow then goes on."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import fight, goblins  # noqa: F401
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand, Waiting
from worm.gm import wounds as gm_wounds
from worm.model.state import GameState

pytestmark = pytest.mark.usefixtures("goblins")


def _fight(seed: int, *, ask: bool) -> Game:
    """Seed ``seed``'s goblin fight, as set (the replay's start); with ``ask`` every
    adventurer's player asks to choose each Wound as it lands."""
    game = fight(seed, count=3, size=3)
    game.start, game.history = game.snapshot(), []
    if ask:
        for a in game.guild.adventurers:
            game.execute(cmd.WoundOrder(who=a.id, order=("ask",)))
    return game


def _bot_turns(game: Game, *, answer: bool) -> int:
    """The bot fights on until the fight ends, or (unless it ``answer``s) until a Wound is
    asked; how many Wounds were asked on the way."""
    bot, asked = Autoplay(), 0
    for _ in range(600):
        if game.asked is None and game.phase != "challenge":
            break
        asked += game.asked is not None
        if game.asked is not None and not answer:
            break
        command = bot.next(game)
        assert command is not None
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
    return asked


def _asked() -> Game:
    """A goblin fight in which a Wound lands on one who asked to choose and could take it
    more than one way; the guild fights as the bot would until then."""
    for seed in range(1, 30):
        game = _fight(seed, ask=True)
        if _bot_turns(game, answer=False):
            return game
    pytest.fail("no seed under 30 has a Wound land on one who asked")


def test_the_blow_stops_at_the_wound_and_names_each_way() -> None:
    """p. 124: armor, a talent, or a condition, as the player chooses — the game asks, and
    waits: no other deed is taken until the Wound is."""
    game = _asked()
    asked = game.asked
    assert asked is not None and len(asked.ways) > 1
    ruling = [e for e in game.log.events if isinstance(e, ev.Gm)][-1]
    assert ruling.rule == "p. 124" and "how is it taken?" in ruling.why
    assert "mark Injured" in ruling.why and "Injured" in asked.ways
    with pytest.raises(Waiting, match="takes the Wound"):
        game.execute(cmd.WoundOrder(who=asked.who, order=()))
    assert game.asked == asked


def test_a_way_not_offered_is_refused_and_changes_nothing() -> None:
    game = _asked()
    before, mark = game.snapshot(), len(game.log.events)
    with pytest.raises(IllegalCommand, match="only as one of"):
        game.execute(cmd.TakeWound(way="talent:no_such"))
    assert game.snapshot() == before
    assert [type(e) for e in game.log.events[mark:]] == [ev.Refused]


def test_the_wound_is_taken_as_answered_and_the_fight_goes_on() -> None:
    """The player picks the dearest way the careful GM would not (Injured over Staggered,
    or Death's Door): the Wound is taken so, and a replay of the commands gives the same game."""
    game = _asked()
    asked = game.asked
    assert asked is not None
    taker = game.guild.adventurer(asked.who)
    careful = gm_wounds.answer(taker, asked.ways)
    chosen = next(w for w in reversed(asked.ways) if w != careful)
    mark = len(game.log.events)
    game.execute(cmd.TakeWound(way=chosen))
    taken = [e for e in game.log.events[mark:] if isinstance(e, ev.Wound) and e.who == taker.name]
    assert taken, "the answered Wound lands"
    kind = chosen.partition(":")[0]
    assert taken[0].taken_as == kind
    assert game.asked is None or game.asked != asked
    again = Game.replay(game.start, game.history)
    assert again.snapshot() == game.snapshot()


def test_a_blow_resumed_after_the_answer_is_the_blow_that_was_stopped() -> None:
    """The pause changes nothing but who chose: answered as the GM's careful default would
    take them, the asked Wounds leave the fight exactly as the default played it."""
    for seed in range(1, 30):
        asked_game = _fight(seed, ask=True)
        if _bot_turns(asked_game, answer=True) >= 2:
            break
    else:
        pytest.fail("no seed under 30 asks two Wounds")
    default_game = _fight(seed, ask=False)
    _bot_turns(default_game, answer=True)
    wounds_asked = [
        (e.who, e.taken_as, e.talent, e.armor)
        for e in asked_game.log.events
        if isinstance(e, ev.Wound)
    ]
    wounds_default = [
        (e.who, e.taken_as, e.talent, e.armor)
        for e in default_game.log.events
        if isinstance(e, ev.Wound)
    ]
    assert wounds_asked == wounds_default
    assert asked_game.decks == default_game.decks
    assert [(a.conditions, a.inventory) for a in asked_game.guild.adventurers] == [
        (a.conditions, a.inventory) for a in default_game.guild.adventurers
    ]


def test_a_save_made_while_the_wound_waits_goes_on_from_the_ask() -> None:
    """The asked Wound is part of the saved game: loaded, it still waits, and the same answer
    gives the same game as in the one never saved."""
    game = _asked()
    asked = game.asked
    assert asked is not None
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    loaded = Game.from_state(saved)
    assert loaded.asked == asked
    for played in (game, loaded):
        played.execute(cmd.TakeWound(way=asked.ways[-1]))
    assert loaded.snapshot() == game.snapshot()
