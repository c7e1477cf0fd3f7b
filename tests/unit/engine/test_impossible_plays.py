"""Plays that cannot work are not offered, and the engine refuses them with the reason.

Issue 19, point 7: bare hands cannot hurt a creature bigger than a person (p. 116), and a blow
struck from another zone needs a weapon that reaches there (a bow, p. 170). Both are left out
of ``options.plays`` (so the terminal menu, the text game and the bot agree), and a ``Play``
that asks for one all the same is refused before anything changes. Seed 2's quick guild:
Bidziil (a hammer), Gunhild (a dagger); the stand-in monster fights as the book's goblins.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.fight_kit import goblins_block
from tests.unit.engine.test_challenge_actions import become, hand, hold, key, lay, ready, turn
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, options
from worm.engine.actions import swords
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand

pytestmark = pytest.mark.usefixtures("goblins")


def bidziil_to_strike(*items: str) -> Game:
    """Bidziil's turn, the King of Swords in hand and ``items`` in her hands."""
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, "Bidziil", "King of Swords")
    hold(game, "Bidziil", *items)
    turn(game, "Bidziil")
    return game


def attacks(game: Game) -> set[str | None]:
    king = tarot.card_named("King of Swords")
    return {
        p.target for p in options.plays(game, key(game, "Bidziil"), king) if p.action == "Attack"
    }


def refused(game: Game, target: str) -> str:
    """The reason the engine gives for Bidziil's Attack on ``target``; nothing else happens."""
    before = (len(game.log.events), game.challenge, game.decks, game.guild)
    with pytest.raises(IllegalCommand) as why:
        game.execute(
            cmd.Play(
                who=key(game, "Bidziil"), card="King of Swords", action="Attack", target=target
            )
        )
    after = game.log.events[before[0] :]
    assert [e.type for e in after] == ["refused"]
    assert (game.challenge, game.decks, game.guild) == before[1:]
    return str(why.value)


def larger(monkeypatch: pytest.MonkeyPatch) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), larger=True, size="large"))


def test_bare_hands_are_not_offered_against_a_creature_bigger_than_a_person(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    larger(monkeypatch)
    game = bidziil_to_strike()  # empty hands
    assert attacks(game) == set()
    king = tarot.card_named("King of Swords")
    others = {p.action for p in options.plays(game, key(game, "Bidziil"), king)}
    assert "Roughhouse" not in others  # nor can a person throw it down (p. 117, policy)
    assert "bare hands cannot hurt" in refused(game, "foes.1")
    ch = game.challenge
    with pytest.raises(IllegalCommand, match=r"bigger than any person \(p\. 116\)"):
        swords.reach(game, ch.fighter(key(game, "Bidziil")), ch.fighter("foes.2"), None)


def test_a_weapon_against_the_big_one_and_bare_hands_against_a_goblin_are_offered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = bidziil_to_strike()  # a goblin is no bigger than a person
    assert attacks(game) == {"foes.1", "foes.2", "foes.3"}
    larger(monkeypatch)
    game = bidziil_to_strike("hammer")
    assert attacks(game) == {"foes.1", "foes.2", "foes.3"}
    events = game.execute(
        cmd.Play(who=key(game, "Bidziil"), card="King of Swords", action="Attack", target="foes.1")
    )
    assert [e.result for e in events if isinstance(e, ev.Action)] == ["hit"]


def test_a_blow_from_another_zone_needs_a_weapon_that_reaches() -> None:
    game = bidziil_to_strike("hammer")
    ch = game.challenge
    away = ch.zone(0).neighbours[0]
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.3"), zone=away))
    assert attacks(game) == {"foes.1", "foes.2"}
    assert "not in your zone" in refused(game, "foes.3")
    hold(game, "Bidziil", "bow")  # a bow shoots into the next zone (p. 170)
    bidziil, placed = kit.gain(game.guild.adventurer(key(game, "Bidziil")), "arrows", 6, game.pack)
    assert placed == 6
    game.guild = game.guild.with_adventurer(bidziil)
    assert "foes.3" in attacks(game)


def test_the_bot_bare_handed_before_a_big_one_dodges_and_is_never_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    larger(monkeypatch)
    game = bidziil_to_strike()  # empty hands
    sent = Skirmisher().next(game)
    assert isinstance(sent, cmd.Play) and sent.action == "Dodge"
    events = game.execute(sent)
    assert "refused" not in [e.type for e in events]


def test_the_bot_with_a_bow_in_the_wind_trips_instead_of_shooting() -> None:
    """A shrieking wind takes every shot (scenery ``no_missiles``): the bot with a bow and a
    goblin beside it wrestles instead of sending the shot the engine refuses."""
    game = bidziil_to_strike("bow")
    bidziil, placed = kit.gain(game.guild.adventurer(key(game, "Bidziil")), "arrows", 6, game.pack)
    assert placed == 6
    game.guild = game.guild.with_adventurer(bidziil)
    ch = game.challenge
    game.challenge = replace(
        ch, zones=tuple(replace(z, rules=frozenset({"no_missiles"})) for z in ch.zones)
    )
    assert "the wind takes every shot" in refused(game, "foes.1")
    sent = Skirmisher().next(game)
    assert isinstance(sent, cmd.Play) and (sent.action, sent.option) == ("Roughhouse", "trip")
    events = game.execute(sent)
    assert "refused" not in [e.type for e in events]
