"""The quest seeds the GM can now judge from the engine (p. 33; policy ``worm.gm.quests``): a
foe taken alive, a prisoner freed, a magic water drunk, a lord's secret learned — each a doing
the engine records below, seen in the City by the bot, the text game and the terminal."""

from __future__ import annotations

import io
from dataclasses import replace

from worm.content.interaction import SetFlag
from worm.engine import commands as cmd
from worm.engine import crawl, meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.text import cityhub, repl

from .test_challenge_actions import everyone_acted_but, hand, lay, ready, turn
from .test_crawl import WALK, below

TWIN = "Free your twin from the Olu Gang's cells so that your debts are forgiven"


def test_a_band_that_surrenders_is_taken_alive() -> None:
    game = ready(count=4)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    ch = game.challenge
    assert ch is not None
    downed = ("foes.2", "foes.3", "foes.4")
    game.challenge = replace(
        ch,
        fighters=tuple(replace(f, out="down") if f.key in downed else f for f in ch.fighters),
    )
    standing = ch.fighter("foes.1").name
    hand(game, "Gunhild", "Nine of Swords")
    everyone_acted_but(game, "Gunhild")
    turn(game, "Gunhild")
    game.execute(cmd.Pass())
    assert [f.text for f in game.feats if f.kind == "captive"] == [f"took {standing} alive"]


def freed_and_up(quest: str = TWIN) -> Game:
    """The guild takes up ``quest``, frees Zacchaeus on its next expedition and comes up."""
    game = below(WALK)
    game.guild = game.guild.model_copy(update={"quest": quest, "quest_since": 0})
    crawl.outcome(game, SetFlag(effect="flag", id="zacchaeus_free"), None)
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    return game


def test_a_prisoner_freed_completes_the_twins_quest_for_the_bot() -> None:
    game = freed_and_up()
    assert game.guild.deeds == ()  # a doing for the quest, not a deed by itself
    command = Autoplay().next(game)
    assert command == cmd.Quest(done=True)
    game.execute(command)
    assert game.guild.quests_done == (TWIN,)


def test_the_player_is_told_the_gm_sees_the_quest_done() -> None:
    game = freed_and_up()
    out = io.StringIO()
    assert repl.answer(game, "quest", out)
    assert "The GM sees the quest done" in out.getvalue()
    (deeds_step,) = [s for s in cityhub.steps(game) if s[0] == 2]
    assert "the quest is done: 'quest done'" in deeds_step[3]


def test_a_quest_the_doing_does_not_answer_gets_no_hint() -> None:
    game = freed_and_up("Drink from the Well of Lethe so that your debts are forgiven")
    assert not isinstance(Autoplay().next(game), cmd.Quest)
    out = io.StringIO()
    repl.answer(game, "quest", out)
    assert "The GM sees" not in out.getvalue()


def test_a_secret_of_a_lord_learned_is_a_true_name() -> None:
    game = below(WALK)
    room = next(r for r, stock in enumerate(game.level.stock) if stock.lord)
    creature = next(m for m in game.pack.monsters.values() if m.talks and not m.aggressive)
    meet.start(game, creature.id, 1, room, False)
    meeting = game.meeting
    assert meeting is not None and meeting.traits
    meet.learn(game, meeting, [0], how="asked")
    assert {f.kind for f in game.feats} == {"named"}
    # the same creature met outside a lord's room teaches no true name
    other = below(WALK)
    meet.start(other, creature.id, 1, other.room, False)
    assert other.meeting is not None
    meet.learn(other, other.meeting, [0], how="asked")
    assert not other.feats
