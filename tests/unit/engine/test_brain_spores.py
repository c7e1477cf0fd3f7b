"""Brain Spores (the fungoid, p. 263): each melee hit on a fungoid costs the striker 1 lore
bid."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins_block, set_parts
from tests.unit.engine.test_challenge_actions import (
    acts,
    become,
    hand,
    hold,
    key,
    lay,
    name_of,
    play,
    ready,
    rulings,
    turn,
)
from worm.content.denizens import Note
from worm.engine.actions import brain_spores
from worm.engine.session import Game
from worm.gm import foes

SPORES = Note(name=brain_spores.NOTE, text="spores")


def _fungoid(pack: object) -> foes.Statblock:
    return replace(goblins_block(pack), name="Fungoid", notes=(SPORES,))


def _gunhild_strikes(
    monkeypatch: pytest.MonkeyPatch,
    *,
    bids: int,
    weapon: str,
    card: str = "King of Swords",
    band: str = "Two of Wands",
) -> Game:
    """Gunhild, with ``bids`` lore bids and ``weapon`` in hand, strikes at a fungoid whose
    Initiative is ``band``, with ``card``."""
    become(monkeypatch, _fungoid)
    game = ready()
    set_parts(game, "foes.1", 3, 3)
    lay(game, band, Gunhild="Three of Cups", Bidziil="Four of Cups", Bryonie="Five of Cups")
    hold(game, "Gunhild", weapon)
    a = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(a.model_copy(update={"lore_bids": bids}))
    hand(game, "Gunhild", card)
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    return game


def test_a_melee_hit_on_a_fungoid_loses_one_lore_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _gunhild_strikes(monkeypatch, bids=4, weapon="blade")
    events = play(game, "Gunhild", "King of Swords", "Attack", target="foes.1")
    assert acts(events, "Attack", name_of(game, "Gunhild"))[0].result.startswith("hit")
    assert game.guild.adventurer(key(game, "Gunhild")).lore_bids == 3  # 4 - 1 (p. 263)
    assert rulings(events, "Brain Spores")


def test_a_miss_breathes_no_spores(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _gunhild_strikes(
        monkeypatch, bids=4, weapon="blade", card="Ace of Swords", band="Ten of Wands"
    )
    events = play(game, "Gunhild", "Ace of Swords", "Attack", target="foes.1")
    assert acts(events, "Attack", name_of(game, "Gunhild"))[0].result.startswith("miss")
    assert game.guild.adventurer(key(game, "Gunhild")).lore_bids == 4


def test_a_thrown_dagger_breathes_no_spores(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _gunhild_strikes(monkeypatch, bids=4, weapon="dagger")
    events = play(game, "Gunhild", "King of Swords", "Attack", target="foes.1", option="throw")
    assert acts(events, "Attack", name_of(game, "Gunhild"))[0].result.startswith("hit")
    assert game.guild.adventurer(key(game, "Gunhild")).lore_bids == 4


def test_with_no_bid_left_nothing_more_is_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _gunhild_strikes(monkeypatch, bids=0, weapon="blade")
    events = play(game, "Gunhild", "King of Swords", "Attack", target="foes.1")
    assert game.guild.adventurer(key(game, "Gunhild")).lore_bids == 0
    assert rulings(events, "no lore bid to lose")


def test_a_creature_without_the_note_takes_no_bid(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _gunhild_strikes(monkeypatch, bids=4, weapon="blade")
    become(monkeypatch, goblins_block)  # the same band, no spores
    ch = game.challenge
    brain_spores.breathed(game, ch.fighter(key(game, "Gunhild")), ch.fighter("foes.1"))
    assert game.guild.adventurer(key(game, "Gunhild")).lore_bids == 4
