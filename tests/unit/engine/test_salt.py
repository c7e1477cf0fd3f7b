"""Salt Reactive (the slime, p. 278; the ungoat, p. 281): salt thrown is an Attack of 2 Wounds
on a hit, and a slime salted this round cannot Regenerate."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, goblins_block, set_parts
from tests.unit.engine.test_challenge_actions import (
    acts,
    become,
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    turn,
    wounds,
)
from tests.unit.engine.test_creature_dooms import doom, note
from worm import tarot
from worm.engine import antagonists, kit, options
from worm.engine import commands as cmd
from worm.engine.actions import cups
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.model.challenge import GM, evolve
from worm.model.inventory import Carried
from worm.rules import salt
from worm.text import fightwords


def _ungoat(monkeypatch: pytest.MonkeyPatch, game: Game | None = None) -> Game:
    """A band with the ungoat's note (p. 281), by no name or base an ooze, fighting with the
    goblins' numbers; its Initiative the Emperor (IV), Bidziil's turn with salt in hand."""
    game = game or ready()
    reactive = (note(game, "ungoat", salt.NOTE),)
    become(monkeypatch, lambda pack: replace(goblins_block(pack), name="Ungoat", notes=reactive))
    set_parts(game, "foes.1", 4, 0)
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    return game


def test_salt_thrown_at_an_ungoat_deals_two_wounds(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Six of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Six of Swords", "Use Item", target="foes.1", option="salt")
    assert acts(events, "Use Item")[0].result == "hit"
    struck = game.challenge.fighter("foes.1").name
    assert len(wounds(events, struck)) == salt.WOUNDS == 2  # p. 281
    assert kit.count(game.guild.adventurer(key(game, "Bidziil")), "salt") == 0


def test_the_menu_offers_salt_at_what_it_burns(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Six of Swords")
    turn(game, "Bidziil")
    found = options.plays(game, key(game, "Bidziil"), tarot.card_named("Six of Swords"))
    thrown = [p for p in found if p.option == "salt"]
    assert thrown and all(p.label.startswith("Throw Salt") for p in thrown), thrown


def test_salt_keeps_a_slime_from_regenerating_this_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 278: no Regenerate while salt burns on it; the next round it Heals again."""
    game = ready()
    regenerate = doom(game, "slime", "Regenerate")
    reactive = (note(game, "slime", salt.NOTE),)
    become(
        monkeypatch,
        lambda pack: replace(goblins_block(pack), notes=reactive, greater=(regenerate,)),
    )
    ch = game.challenge
    hurt = ch.fighter("foes.1")
    game.challenge = ch.with_fighter(evolve(hurt, effects=hurt.effects | {salt.mark(ch.round)}))
    set_parts(game, "foes.1", 1, 1)
    give(game, GM, "The Magician", "The Star")
    antagonists.turn(game, "foes")
    assert game.challenge.fighter("foes.1").parts[0].health == 1  # salted: no Heal
    game.challenge = evolve(game.challenge, round=game.challenge.round + 1)
    give(game, GM, "The Chariot", "The Moon")
    antagonists.turn(game, "foes")
    assert game.challenge.fighter("foes.1").parts[0].health == 2  # a new round: it Heals


def test_the_bot_throws_salt_at_what_it_burns(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Two of Swords", "Six of Cups")
    turn(game, "Bidziil")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    cups_value = game.guild.adventurer(key(game, "Bidziil")).attributes.cups
    assert 6 + cups_value > 4  # the Six and Cups beat the Emperor
    assert (command.action, command.option, command.target) == ("Use Item", "salt", "foes.1")


def test_the_bot_pulls_its_salt_from_the_pack_first(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    who = key(game, "Bidziil")
    a = game.guild.adventurer(who)
    pack = list(a.inventory.pack)
    lone = [i for i, c in enumerate(pack) if pack.count(c) == 1]
    assert lone, "Bidziil's pack has no one-slot place for the salt"
    pack[lone[-1]] = Carried(uid=a.inventory.next_uid(), item="salt")
    hands = tuple(c for c in a.inventory.hands if c is None or c.item != "salt")
    inv = a.inventory.model_copy(update={"pack": tuple(pack)})
    game.set_adventurer(a.model_copy(update={"inventory": inv}))
    assert not any(c is not None and c.item == "salt" for c in (*hands, *a.inventory.belt))
    hand(game, "Bidziil", "Two of Swords", "Six of Cups")
    turn(game, "Bidziil")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.card) == (
        "Pull Item from Pack",
        "salt",
        "Two of Swords",
    )


def test_salt_burns_by_the_note_or_the_ooze_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    ch = game.challenge
    assert cups.burns(game, ch.fighter("foes.1"))
    assert not cups.burns(game, ch.fighter(key(game, "Gunhild")))


def test_the_text_game_throws_salt(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ungoat(monkeypatch)
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Six of Swords")
    turn(game, "Bidziil")
    foe = game.challenge.fighter("foes.1").name.lower()
    line = f"play bidziil 6 of swords use salt at {foe}"
    command = fightwords.parse(game, "play", line)
    assert isinstance(command, cmd.Play), command
    assert (command.action, command.option, command.target) == ("Use Item", "salt", "foes.1")
