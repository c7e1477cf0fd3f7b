"""Caltrops strewn in a Challenge (p. 164): Use Item over one's own zone; an unshod foe that
walks into it takes a Wound (who goes unshod: ``worm.gm.wards.unshod``).

Seed 2's guild against three stand-ins fought as the book's goblins (fight_kit); the stand-in
is the Forest Imps, spirits, so unshod.
"""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_brandish import as_creature
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    rulings,
    turn,
    wounds,
)
from worm.engine import commands as cmd
from worm.engine import kit, options
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.gm import wards
from worm.text import repl

pytestmark = pytest.mark.usefixtures("goblins")


def gunhild_turn(foes_zone: int = 1) -> Game:
    """Gunhild holds caltrops in zone 0; the band stands in ``foes_zone``; her turn."""
    game = ready()
    ch = game.challenge
    game.challenge = replace(
        ch,
        fighters=tuple(replace(f, zone=foes_zone) if f.side == "foes" else f for f in ch.fighters),
    )
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Gunhild", "caltrops")
    hand(game, "Gunhild", "Two of Swords", "Three of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    return game


def test_caltrops_strewn_wound_an_unshod_foe_walking_in() -> None:
    game = gunhild_turn()
    gunhild = key(game, "Gunhild")
    before = kit.count(game.guild.adventurer(gunhild), "caltrops")
    events = play(game, "Gunhild", "Two of Swords", "Use Item", option="caltrops")
    assert acts(events, "Use Item")[0].result.startswith("caltrops strewn over")
    assert "caltrops" in game.challenge.zone(0).rules
    assert kit.count(game.guild.adventurer(gunhild), "caltrops") == before - 1
    mark = len(game.log.events)
    harm.enter_zone(game, "foes.1", 0)
    walked = game.log.events[mark:]
    assert rulings(walked, "treads on the caltrops")
    assert len(wounds(walked, "Goblin 1")) == 1
    mark = len(game.log.events)
    harm.enter_zone(game, "foes.2", 0, avoided=True)  # an Avoid picks its way between them
    assert not wounds(game.log.events[mark:], "Goblin 2")
    accounted(game)


def test_a_shod_creature_walks_over_them(monkeypatch: pytest.MonkeyPatch) -> None:
    game = gunhild_turn()
    as_creature(game, monkeypatch, "pacifist_werewolves")  # people: theme man
    play(game, "Gunhild", "Two of Swords", "Use Item", option="caltrops")
    mark = len(game.log.events)
    harm.enter_zone(game, "foes.1", 0)
    assert not wounds(game.log.events[mark:], "Goblin 1")


def test_a_zone_is_strewn_once() -> None:
    game = gunhild_turn()
    gunhild = key(game, "Gunhild")
    hold(game, "Gunhild", "caltrops", "caltrops")
    play(game, "Gunhild", "Two of Swords", "Use Item", option="caltrops")
    turn(game, "Gunhild")
    found = options.plays(game, gunhild, game.challenge.hand(gunhild)[0])
    assert not [p for p in found if p.option == "caltrops"]
    with pytest.raises(IllegalCommand, match="strewn with caltrops already"):
        play(game, "Gunhild", "Three of Swords", "Use Item", option="caltrops")


def test_the_menu_offers_to_strew_them_and_the_bot_does_when_a_foe_comes() -> None:
    game = gunhild_turn()
    gunhild = key(game, "Gunhild")
    found = options.plays(game, gunhild, game.challenge.hand(gunhild)[0])
    here = game.challenge.zone(0).name  # her own zone, as the seed's room names it
    assert [p.label for p in found if p.option == "caltrops"] == [f"Strew Caltrops over {here}"]
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option) == ("Use Item", "caltrops")


def test_typed_words_strew_them_and_the_status_shows_them() -> None:
    game = gunhild_turn()
    out = io.StringIO()
    repl.play(game, ["play gunhild 2s use caltrops", "status"], out, echo=True)
    text = out.getvalue()
    assert "caltrops strewn" in text and "No:" not in text, text


def test_who_goes_unshod() -> None:
    pack = ready().pack
    assert wards.unshod(pack, "winter_wolf") and wards.unshod(pack, "forest_imps")
    assert not wards.unshod(pack, "pacifist_werewolves")  # people wear boots
    assert not wards.unshod(pack, None) and not wards.unshod(pack, "nobody_known")
