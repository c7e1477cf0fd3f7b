"""Interrupt windows that do not pester (``worm.engine.hushing``): at a window offering Quick!
(p. 74), bracing (p. 70), Counsel (p. 78) or the Fool (p. 114), a player may pass and say not to
be asked again, this fight ('pass quiet') or until they say otherwise ('pass never', the same
as 'elect WHO quick no'), and 'elect WHO quick yes' asks again. Seed 2's guild (Bryonie,
Bidziil, Gunhild) against three goblins, set up by hand with the helpers of
``test_challenge_actions``; and whole fights played by ``bench/pester.py``'s driver."""

from __future__ import annotations

import importlib.util
import io
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from tests.unit.engine.fight_kit import goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import hand, key, lay, play, ready, turn
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import challenge
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import Declared
from worm.rules import elections, wound_order
from worm.saves import savefile
from worm.text import fightwords, narrate, repl

PENTACLES = "Nine of Pentacles"


def _quick_gunhild() -> Game:
    """A player's guild: Gunhild knows Quick! and holds a Pentacles card; Bidziil's turn comes
    with the Knight of Swords."""
    game = ready()
    game.guild = wound_order.asking(game.guild)
    teach(game, "Gunhild", "quick")
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", PENTACLES)
    hand(game, "Bidziil", "Knight of Swords")
    hand(game, "Bryonie", "Two of Wands")
    turn(game, "Bidziil")
    return game


def _foe_recovers(game: Game) -> None:
    """A goblin's Recover, at no one of the guild (p. 118), comes up: a moment Quick! could
    go before (p. 74)."""
    drawn = tarot.card_named("The Chariot")
    take(game, drawn)
    declared = Declared("foes", "foes", "Recover", drawn, minor=False)
    game.challenge = replace(game.challenge, queue=(declared,), step="acting")
    challenge.advance(game)


def _typed(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


@pytest.mark.usefixtures("goblins")
@pytest.mark.parametrize("line", ["pass", "pass quiet", "pass never"])
def test_a_pass_that_says_so_is_not_asked_again(line: str) -> None:
    """Gunhild is asked before Bidziil's Attack; a plain pass is asked again before the
    goblin's Recover, 'pass quiet' and 'pass never' are not; only 'pass never' outlives the
    fight, as a standing no on Gunhild."""
    game = _quick_gunhild()
    gk = key(game, "Gunhild")
    play(game, "Bidziil", "Knight of Swords", "Attack", target="foes.1")
    assert game.challenge.step == "interrupt", "the situation: Quick! asked"
    typed = fightwords.parse(game, "pass", line)
    assert isinstance(typed, cmd.Pass)
    told = " ".join(getattr(e, "why", "") for e in game.execute(typed))
    assert ("the sheet tells how" in told) == (line == "pass never")  # the way back is said
    assert game.challenge is not None, "the situation: the fight goes on"
    _foe_recovers(game)
    asked_again = game.challenge.step == "interrupt"
    assert asked_again == (line == "pass")
    standing = elections.said(game.guild.adventurer(gk), "quick")
    assert standing is (False if line == "pass never" else None)


@pytest.mark.usefixtures("goblins")
def test_a_standing_no_is_saved_and_a_yes_asks_again(tmp_path: Path) -> None:
    """'elect Gunhild quick no' keeps the window shut before Bidziil's Attack (it resolves at
    once), survives a save and a load, and 'elect Gunhild quick yes' opens it again."""
    game = _quick_gunhild()
    gk = key(game, "Gunhild")
    assert "will not be asked to go first" in _typed(game, f"elect {gk} quick no")
    path = tmp_path / "quick.json"
    savefile.write(path, savefile.make(game.snapshot()))
    game = Game.from_state(savefile.read(path).state)
    assert elections.said(game.guild.adventurer(gk), "quick") is False
    play(game, "Bidziil", "Knight of Swords", "Attack", target="foes.1")
    assert game.challenge is not None, "the situation: the fight goes on"
    assert game.challenge.step != "interrupt"
    gunhild = game.guild.adventurer(gk)
    page = narrate.sheet(gunhild, game.pack, game.guild.role(gk), game.guild)
    way_back = "elect gunhild quick yes"
    assert f"Quick!: not asked ('{way_back}')" in page  # the sheet says how to undo it
    assert "will be asked to go first" in _typed(game, way_back)
    hand(game, "Gunhild", PENTACLES)
    _foe_recovers(game)
    assert game.challenge.step == "interrupt"


@pytest.mark.usefixtures("goblins")
def test_a_quiet_pass_is_refused_where_nothing_asks() -> None:
    """'pass quiet' answers an interrupt window; on a turn it is a clear refusal."""
    game = _quick_gunhild()
    with pytest.raises(IllegalCommand, match="no interrupt"):
        game.execute(cmd.Pass(hush="fight"))


def _pester() -> ModuleType:
    path = Path(__file__).parents[3] / "bench" / "pester.py"
    spec = importlib.util.spec_from_file_location("pester", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_pester_count_falls_when_the_player_says_ask_no_more() -> None:
    """Whole fights of a player's guild who all know Quick! and Counsel, every window passed:
    passing with 'pass quiet' stops the fight for an interrupt fewer times than plain passes,
    in a fight of more than one window (seed found by property)."""
    pester = _pester()
    for seed in range(1, 40):
        plain, rounds = pester.one(pester.ready(seed), "pass")
        if plain >= 3 and rounds >= 2:
            break
    else:
        pytest.fail("no fight in seeds 1-39 asked three times")
    quiet, _ = pester.one(pester.ready(seed), "fight")
    assert quiet < plain, f"seed {seed}: {quiet} windows passed quietly, {plain} plainly"
