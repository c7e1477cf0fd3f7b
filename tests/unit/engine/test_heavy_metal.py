"""Heavy Metal Machine (p. 70): in iron or steel armor, any card played as an interrupt adds
one's Swords to one's Initiative against a single action, once a round.

Seed 2's guild against three goblins as ``test_challenge_actions`` sets it up; Bidziil
(Swords 3, Initiative III here) is put in steel by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import hand, key, lay, play, ready, rulings, turn
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import challenge, options
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import heavy_metal
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.model.challenge import Declared
from worm.model.inventory import Carried
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def in_steel(game: Game, who: str, item: str = "armor_steel") -> None:
    a = game.guild.adventurer(key(game, who))
    belt = list(a.inventory.belt)
    free = belt.index(None) if None in belt else 0
    belt[free] = Carried(uid=9000, item=item)
    inventory = a.inventory.model_copy(update={"belt": tuple(belt)})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


def attack_waits(game: Game, who: str) -> tarot.Card:
    """The band's Attack on ``who`` is revealed and waits on the guild (p. 114)."""
    drawn = next(c for c in game.decks.major.draw_pile if 5 <= c.value <= 12)
    take(game, drawn)
    declared = Declared("foes", "foes", "Attack", drawn, minor=False, targets=((who, 1),))
    game.challenge = replace(game.challenge, queue=(declared,), step="reveal")
    challenge.advance(game)
    return drawn


def bidziil_in_steel(state: str | None = "mastered", armor: str = "armor_steel") -> Game:
    game = ready()
    teach(game, "Bidziil", "heavy_metal_machine", state)
    in_steel(game, "Bidziil", armor)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Two of Wands", "Nine of Swords")
    hand(game, "Gunhild", "Two of Swords")
    hand(game, "Bryonie", "Five of Cups")
    return game


def blow(events: list[ev.Event]) -> ev.Action:
    return next(e for e in events if isinstance(e, ev.Action) and e.action == "Attack")


def test_bracing_adds_swords_to_initiative_against_the_blow() -> None:
    """Initiative III + Swords 3 = 6 against the band's Attack (p. 70)."""
    game = bidziil_in_steel()
    bk = key(game, "Bidziil")
    attack_waits(game, bk)
    assert game.challenge.step == "interrupt"
    assert bk in options.turn_of(game).who
    offered = {p.action for p in options.plays(game, bk, tarot.card_named("Two of Wands"))}
    assert offered == {heavy_metal.ACTION}
    events = play(game, "Bidziil", "Two of Wands", heavy_metal.ACTION, minor=True)
    assert rulings(events, "braced in iron")
    assert blow(events).vs == 3 + 3
    assert game.challenge is None or heavy_metal.BRACED not in game.challenge.fighter(bk).effects


def test_without_bracing_the_blow_meets_the_initiative_alone() -> None:
    game = bidziil_in_steel()
    bk = key(game, "Bidziil")
    attack_waits(game, bk)
    events = game.execute(cmd.Pass())
    assert blow(events).vs == 3


def test_once_a_round() -> None:
    game = bidziil_in_steel()
    bk = key(game, "Bidziil")
    attack_waits(game, bk)
    play(game, "Bidziil", "Two of Wands", heavy_metal.ACTION, minor=True)
    if game.challenge is None:
        pytest.skip("the blow ended the fight")
    assert not heavy_metal.ready(game, game.challenge.fighter(bk))
    game.challenge = replace(game.challenge, round=game.challenge.round + 1)
    assert heavy_metal.ready(game, game.challenge.fighter(bk))


@pytest.mark.parametrize(("state", "armor"), [(None, "armor_steel"), ("mastered", "armor_light")])
def test_no_bracing_without_the_talent_or_iron(state: str | None, armor: str) -> None:
    game = bidziil_in_steel(state, armor)
    bk = key(game, "Bidziil")
    assert not heavy_metal.ready(game, game.challenge.fighter(bk))
    attack_waits(game, bk)  # nobody can interrupt: the Attack lands at once
    assert game.challenge is None or game.challenge.step != "interrupt"


def test_in_training_a_brace_costs_one_xp() -> None:
    game = bidziil_in_steel("in_training")
    bk = key(game, "Bidziil")
    a = game.guild.adventurer(bk)
    game.set_adventurer(a.model_copy(update={"xp": 2}))
    attack_waits(game, bk)
    play(game, "Bidziil", "Two of Wands", heavy_metal.ACTION, minor=True)
    assert game.guild.adventurer(bk).xp == 1


def test_bracing_is_refused_on_ones_own_turn() -> None:
    game = bidziil_in_steel()
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="interrupt against a foe's action"):
        play(game, "Bidziil", "Two of Wands", heavy_metal.ACTION)


def test_the_text_game_reads_brace() -> None:
    game = bidziil_in_steel()
    attack_waits(game, key(game, "Bidziil"))
    command = fightwords.play(game, "bidziil 2w brace".split())
    assert isinstance(command, cmd.Play) and command.action == heavy_metal.ACTION


def test_the_bot_braces_against_a_blow_that_would_land() -> None:
    game = bidziil_in_steel()
    attack_waits(game, key(game, "Bidziil"))
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.card) == (heavy_metal.ACTION, "Two of Wands")
