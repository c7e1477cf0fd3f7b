"""Berserkergang (p. 64) and Aegis (p. 70) are the player's to use at the moment they come: as
the Wound lands on the blood talent, as the effect lands on one with a shield. A player's
guild is asked then, mid-blow, as it is asked about a Wound (p. 124), and the blow is played
again with the answer; a word said beforehand (``elect``) answers without asking, and the
bot's guild keeps the GM's policy (``worm.gm.talents.uses``). Seed 2's guild against three
goblins; the band's blow comes as the count reveals it, after the guild let it pass (p. 114).
"""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from tests.unit.engine.fight_kit import goblins, take  # noqa: F401
from tests.unit.engine.test_aegis import shield_notches, shielded
from tests.unit.engine.test_aegis_crawl import notched, notches, shield_in_hand, strike, warded
from tests.unit.engine.test_challenge_actions import key, ready, rulings
from tests.unit.engine.test_talents_in_fights import exposed
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import wounds
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import talents as talent_policy
from worm.model.challenge import Declared
from worm.rules import elections, wound_order
from worm.saves import games
from worm.text import answers, repl, woundwords

pytestmark = pytest.mark.usefixtures("goblins")


def blow(game: Game, who: str, action: str, card: str, option: str | None = None) -> list:
    """The band's ``action`` with ``card`` on ``who``, revealed as the guild lets it pass."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    declared = Declared(
        "foes", "foes", action, drawn, minor=True, targets=((who, 1),), option=option
    )
    ch = game.challenge
    game.challenge = replace(
        ch,
        step="interrupt",
        resume="reveal",
        queue=(declared,),
        count=5,
        groups=tuple(replace(g, acted=True) for g in ch.groups),
    )
    return game.execute(cmd.Pass())


def answered(game: Game, who: str, way: str) -> list[ev.Event]:
    """A Wound asked first is taken on ``way``; the question about the talent is left."""
    events: list[ev.Event] = []
    while game.asked is not None and not elections.asks(game.asked.ways):
        assert way in game.asked.ways, game.asked.ways
        events += game.execute(cmd.TakeWound(who=who, way=way))
    return events


def berserker(*, players: bool, path: str = "pentacles") -> tuple[Game, str]:
    """Gunhild, her Berserkergang the next Wound's to fall on, in a player's guild or the bot's."""
    game = ready()
    if players:
        game.guild = wound_order.asking(game.guild)
    gk = exposed(game, "Gunhild", "berserkergang")
    game.set_adventurer(game.guild.adventurer(gk).model_copy(update={"path": path}))
    return game, gk


def rage_asked(game: Game, gk: str) -> list[ev.Event]:
    events = blow(game, gk, "Attack", "The Sun")
    events += answered(game, gk, "talent:berserkergang")
    assert "berserkergang" in game.guild.adventurer(gk).conditions.wounded_talents or (
        game.asked is not None
    )
    return events


@pytest.mark.parametrize(("said", "rages"), [("yes", True), ("no", False), ("1", True)])
def test_a_players_berserker_is_asked_as_the_wound_lands(said: str, rages: bool) -> None:
    """p. 64: the Wound falls on Berserkergang and the game stops to ask whether to rage;
    nothing else is played until the player answers, in the text game's words."""
    game, gk = berserker(players=True)
    events = rage_asked(game, gk)
    asked = game.asked
    assert asked is not None and asked.ways == elections.ways("berserkergang")
    assert rulings(events, "may use Berserkergang")
    assert "'yes'" in (answers.hint(game) or "")
    with pytest.raises(IllegalCommand, match=r"whether .* uses Berserkergang \(p\. 64\)"):
        game.execute(cmd.WoundOrder(who=gk, order=()))
    answer = woundwords.answer(game, said)
    assert answer is not None
    events = game.execute(answer)
    assert game.asked is None
    assert ("berserk" in game.challenge.fighter(gk).effects) is rages
    assert rulings(events, "Go berserk" if rages else "Keep a cool head")


@pytest.mark.parametrize("elect", ["yes", "no"])
def test_a_word_said_beforehand_answers_the_rage_without_asking(elect: str) -> None:
    game, gk = berserker(players=True, path="wands")  # the policy would not rage
    game.execute(cmd.Elect(who=gk, talent="berserkergang", choice=elect))  # type: ignore[arg-type]
    rage_asked(game, gk)
    assert game.asked is None
    assert ("berserk" in game.challenge.fighter(gk).effects) is (elect == "yes")


@pytest.mark.parametrize("path", ["pentacles", "wands"])
def test_the_bots_berserker_is_not_asked_and_the_bot_answers_by_the_policy(path: str) -> None:
    game, gk = berserker(players=False, path=path)
    blow(game, gk, "Attack", "The Sun")
    assert game.asked is None
    rages = talent_policy.goes_berserk(game.guild.adventurer(gk))
    assert ("berserk" in game.challenge.fighter(gk).effects) is rages
    asked, gk = berserker(players=True, path=path)
    rage_asked(asked, gk)
    yes, no = elections.ways("berserkergang")
    assert Autoplay().next(asked) == cmd.TakeWound(who=gk, way=yes if rages else no)


def shield_asked(*, players: bool) -> tuple[Game, str, list[ev.Event]]:
    """Bidziil, Aegis mastered and a heavy shield in hand, is tripped by the band (p. 70)."""
    game = shielded("mastered")
    if players:
        game.guild = wound_order.asking(game.guild)
    bk = key(game, "Bidziil")
    card = next(c.name for c in game.decks.major.draw_pile if c.value >= 10)
    return game, bk, blow(game, bk, "Roughhouse", card, option="trip")


@pytest.mark.parametrize(("said", "turned"), [("yes", True), ("no", False)])
def test_a_players_shield_bearer_is_asked_as_the_trip_lands(said: str, turned: bool) -> None:
    """p. 70: the player decides when the effect lands whether the shield takes it."""
    game, bk, events = shield_asked(players=True)
    asked = game.asked
    assert asked is not None and asked.ways == elections.ways("aegis")
    assert "Trip" in asked.cause or "trip" in asked.cause
    assert rulings(events, "may use Aegis")
    assert shield_notches(game, "shield_heavy") == 0  # nothing played while it waits
    answer = woundwords.answer(game, said)
    assert answer is not None
    game.execute(answer)
    assert ("trip" in game.challenge.fighter(bk).effects) is not turned
    assert shield_notches(game, "shield_heavy") == (1 if turned else 0)


def test_the_bots_shield_is_always_brought_up() -> None:
    game, bk, events = shield_asked(players=False)
    assert game.asked is None and rulings(events, "Aegis")
    assert shield_notches(game, "shield_heavy") == 1


def test_a_game_waiting_on_the_rage_saves_and_loads_still_waiting(tmp_path: Path) -> None:
    """Saved while the berserker is asked, the game loads asking the same, and the answer
    plays the blow again (p. 64)."""
    game, gk = berserker(players=True)
    rage_asked(game, gk)
    assert game.asked is not None
    game.start = None  # set up by hand: the save holds the state, not the commands to it
    path = tmp_path / "rage.json"
    games.save(game, path)
    loaded, _ = games.load(path)
    assert loaded.asked == game.asked
    yes, _ = elections.ways("berserkergang")
    loaded.execute(cmd.TakeWound(who=gk, way=yes))
    assert loaded.asked is None and "berserk" in loaded.challenge.fighter(gk).effects


def test_the_text_game_asks_and_reads_the_answer() -> None:
    """Typed at the prompt: the question's hint, then 'no' keeps the berserker's head."""
    game, gk = berserker(players=True)
    rage_asked(game, gk)
    out = io.StringIO()
    repl.answer(game, "no", out)
    assert game.asked is None, out.getvalue()
    assert "berserk" not in game.challenge.fighter(gk).effects
    assert "Keep a cool head" in out.getvalue()


@pytest.mark.parametrize(("said", "turned"), [("yes", True), ("no", False)])
def test_a_trap_outside_a_fight_asks_a_players_shield_bearer(said: str, turned: bool) -> None:
    """p. 70, in the Crawl: the Needle Lock's needle stops at the shield bearer's player,
    and their answer decides whether the shield is Notched or they are Exhausted."""
    game, who = warded("needle_chest")
    game.guild = wound_order.asking(game.guild)
    with pytest.raises(wounds.Asked) as stopped:
        strike(game, who, "needle_chest")
    assert stopped.value.ways == elections.ways("aegis")
    game, who = warded("needle_chest")  # the session rewinds the blow and plays it again
    game.guild = wound_order.asking(game.guild)
    uid = shield_in_hand(game.guild.adventurer(who))
    assert uid is not None
    before = notches(game, who, uid)
    yes, no = elections.ways("aegis")
    game.answers = [yes if said == "yes" else no]
    strike(game, who, "needle_chest")
    assert game.guild.adventurer(who).has_effect("exhaust") is not turned
    assert notched(game, who, uid, before) is turned
