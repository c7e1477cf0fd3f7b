"""Ambusher's warning (p. 74) is the player's to give at the moment the guild is ambushed
(p. 110): a player's guild is asked then, as it is asked about its Wounds (p. 124); a word
said beforehand (``elect``) stands as the answer, and the bot's guild keeps the GM's policy
(``worm.gm.talents.see_it_coming``). Seed 2's guild against three goblins."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import key, ready, rulings
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import wound_order
from worm.saves import games
from worm.text import answers, fightwords

pytestmark = pytest.mark.usefixtures("goblins")

ALARM = "tests Cups to raise the alarm"  # the ruling of the alarm test (p. 110)


def _ambushed(*, players: bool, elect: str | None = None) -> tuple[Game, str, int]:
    """Gunhild, an ambusher with Resolve to spend, is with the guild when goblins spring an
    ambush: (the game, her id, her Resolve before)."""
    game = ready()
    if players:
        game.guild = wound_order.asking(game.guild)
    teach(game, "Gunhild", "ambusher")
    gk = key(game, "Gunhild")
    if elect is not None:
        game.execute(cmd.Elect(who=gk, talent="ambusher", choice=elect))  # type: ignore[arg-type]
    before = game.guild.adventurer(gk).resolve
    assert before >= 1, "the ambusher needs a Resolve to spend"
    game.challenge = None
    challenge.begin(game, ambush=True)
    return game, gk, before


def test_a_players_ambusher_is_asked_at_the_ambush_and_warns() -> None:
    """p. 74: the game stops at the ambush to ask; 'warn' spends 1 Resolve and the guild is
    not caught out, so no one tests Cups to raise the alarm (p. 110)."""
    game, gk, before = _ambushed(players=True)
    assert game.challenge.step == "alarm" and game.challenge.warner == gk
    assert game.pending is None and game.guild.adventurer(gk).resolve == before
    assert "warn" in (answers.hint(game) or "")
    with pytest.raises(IllegalCommand):  # the fight waits on the answer
        game.execute(cmd.Initiative(who=gk, card="Two of Cups"))
    events = game.execute(fightwords.warn(game, []))
    assert rulings(events, "sees the ambush coming")
    assert not rulings(events, ALARM)
    assert game.guild.adventurer(gk).resolve == before - 1
    assert game.challenge.warner is None and game.challenge.step == "initiative"


@pytest.mark.parametrize("said", [["no"], []])
def test_a_players_ambusher_may_let_the_warning_go(said: list[str]) -> None:
    """'warn no' (or 'pass') keeps the Resolve: the alarm is tested as ever (p. 110)."""
    game, gk, before = _ambushed(players=True)
    command = fightwords.warn(game, said) if said else cmd.Pass()
    events = game.execute(command)
    assert rulings(events, "keeps still") and rulings(events, ALARM)
    assert game.guild.adventurer(gk).resolve == before
    assert game.challenge is None or game.challenge.warner is None


@pytest.mark.parametrize(("elect", "warned"), [("yes", True), ("no", False)])
def test_a_word_said_beforehand_answers_without_asking(elect: str, warned: bool) -> None:
    """``elect WHO ambusher yes|no`` stands as the answer: the game does not stop."""
    game, gk, before = _ambushed(players=True, elect=elect)
    assert game.challenge is None or game.challenge.warner is None
    assert game.guild.adventurer(gk).resolve == before - warned


def test_the_bots_guild_is_not_asked_and_the_bot_answers_by_the_policy() -> None:
    """A guild the bot plays is never asked (the GM's policy warns: the talent costs no XP);
    the bot, playing a player's guild, answers the question by the same policy."""
    game, gk, before = _ambushed(players=False)
    assert game.challenge is None or game.challenge.warner is None
    assert game.guild.adventurer(gk).resolve == before - 1
    asked, gk, before = _ambushed(players=True)
    assert asked.challenge.warner == gk
    answer = Autoplay().next(asked)
    assert answer == cmd.Warn(who=gk, warn=True)


def test_a_player_who_ordered_their_wounds_is_still_asked() -> None:
    """A player's guild whose members gave standing Wound orders (p. 124) is still a
    player's: its ambusher is asked too."""
    game = ready()
    for a in game.guild.adventurers:
        game.execute(cmd.WoundOrder(who=a.id, order=("Staggered", "Injured")))
    teach(game, "Gunhild", "ambusher")
    game.challenge = None
    challenge.begin(game, ambush=True)
    assert game.challenge.warner == key(game, "Gunhild")


def test_a_game_waiting_on_the_warning_saves_and_loads_still_waiting(tmp_path: Path) -> None:
    """Saved while the ambusher is asked, the game loads asking the same one (p. 74)."""
    game, gk, _ = _ambushed(players=True)
    game.start = None  # set up by hand: the save holds the state, not the commands to it
    path = tmp_path / "ambush.json"
    games.save(game, path)
    loaded, _ = games.load(path)
    assert loaded.challenge is not None and loaded.challenge.warner == gk
    loaded.execute(cmd.Warn(who=gk))
    assert loaded.challenge.warner is None
