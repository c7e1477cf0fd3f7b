"""The player says beforehand whether they use Aegis (p. 70), Ambusher's warning (p. 74) and
Berserkergang's rage (p. 64) when the moment comes (``elect WHO TALENT yes|no|gm``); the GM's
policy answers for one who has not said. Seed 2's guild against three goblins."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_aegis import shield_notches, shielded, tripped
from tests.unit.engine.test_challenge_actions import key, ready, rulings
from tests.unit.engine.test_talents_in_fights import exposed, struck, teach
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

pytestmark = pytest.mark.usefixtures("goblins")


def elect(game: Game, who: str, talent: str, choice: str) -> None:
    game.execute(repl.parse(game, f"elect {key(game, who)} {talent} {choice}"))


@pytest.mark.parametrize(("choice", "turned"), [("gm", True), ("no", False), ("yes", True)])
def test_aegis_is_the_players_to_refuse(choice: str, turned: bool) -> None:
    game = shielded("mastered")
    elect(game, "Bidziil", "aegis", choice)
    events = tripped(game)
    assert bool(rulings(events, "Aegis")) is turned
    assert ("trip" in game.challenge.fighter(key(game, "Bidziil")).effects) is not turned
    assert shield_notches(game, "shield_heavy") == (1 if turned else 0)


@pytest.mark.parametrize(
    ("path", "choice", "rages"),
    [
        ("pentacles", "no", False),  # the policy would rage
        ("wands", "yes", True),  # the policy would not
        ("wands", "gm", False),
    ],
)
def test_berserkergang_rages_at_the_players_word(path: str, choice: str, rages: bool) -> None:
    game = ready()
    gk = exposed(game, "Gunhild", "berserkergang")
    game.set_adventurer(game.guild.adventurer(gk).model_copy(update={"path": path}))
    elect(game, "Gunhild", "berserkergang", choice)
    struck(game, gk)
    assert ("berserk" in game.challenge.fighter(gk).effects) is rages


@pytest.mark.parametrize(("choice", "warned"), [("yes", True), ("no", False)])
def test_an_ambusher_warns_at_the_players_word(choice: str, warned: bool) -> None:
    """In training the GM's policy never spends the XP (p. 33); the player may."""
    game = ready()
    teach(game, "Gunhild", "ambusher", "in_training")
    elect(game, "Gunhild", "ambusher", choice)
    game.challenge = None
    mark = len(game.log.events)
    challenge.begin(game, ambush=True)
    assert bool(rulings(game.log.events[mark:], "sees the ambush coming")) is warned


def test_only_a_known_elective_talent_is_chosen() -> None:
    game = ready()
    with pytest.raises(IllegalCommand, match="not chosen beforehand"):
        game.execute(cmd.Elect(who="a1", talent="reaver", choice="yes"))
    teach(game, "Gunhild", "aegis", None)
    with pytest.raises(IllegalCommand, match="does not know Aegis"):
        game.execute(cmd.Elect(who=key(game, "Gunhild"), talent="aegis", choice="no"))
