"""Wards brandished and salt thrown in a Challenge (pp. 167–169), with the GM's reading of
which creatures each one works on (``worm.gm.wards``).

Seed 2's guild against three stand-ins fought as the book's goblins (fight_kit): Bryonie has
Wands 4 and Swords 3, Bidziil Cups 4. The stand-in is the Forest Imps, spirits (theme
``spirit``): garlic keeps them off, wolfsbane does not.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    STAND_IN,
    accounted,
    goblins,  # noqa: F401 (fixture)
    goblins_block,
    set_parts,
    swap_statblock,
)
from tests.unit.engine.test_challenge_actions import (
    acts,
    fighter,
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
from worm.engine.actions import brandish
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.gm import foes, wards
from worm.model.challenge import Challenge

pytestmark = pytest.mark.usefixtures("goblins")


def bryonie_turn(*items: str) -> Game:
    """Bryonie holds ``items``; the band's Initiative is the Emperor (IV); her turn."""
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bryonie", *items)
    hand(game, "Bryonie", "Three of Swords", "Nine of Wands")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Bryonie")
    return game


def as_creature(game: Game, monkeypatch: pytest.MonkeyPatch, creature: str) -> None:
    """The band is ``creature`` by name, still fighting with the goblins' numbers."""
    real = foes.statblock

    def patched(pack: object, wanted: str, *, common: bool = False) -> foes.Statblock:
        if wanted in (creature, STAND_IN):
            return goblins_block(pack)
        return real(pack, wanted, common=common)  # type: ignore[arg-type]

    swap_statblock(monkeypatch, patched)
    ch: Challenge = game.challenge
    game.challenge = ch.with_group(replace(ch.group("foes"), creature=creature))


# --- brandishing a ward (pp. 167–169) -----------------------------------------------------------


def test_garlic_brandished_drives_a_spirit_into_the_next_zone() -> None:
    game = bryonie_turn("garlic")
    before = kit.count(game.guild.adventurer(key(game, "Bryonie")), "garlic")
    events = play(game, "Bryonie", "Three of Swords", "Brandish", target="foes.1", option="garlic")
    shown = acts(events, "Brandish")[0]
    assert (shown.value, shown.vs, shown.result) == (7, 4, "driven off")  # 3 + Wands 4 > IV
    assert rulings(events, "shrinks from the garlic")
    imp = fighter(game, "foes.1")
    assert imp.zone in game.challenge.zone(0).neighbours and not imp.engaged
    assert fighter(game, "foes.2").zone == 0  # one creature, not the band
    assert kit.count(game.guild.adventurer(key(game, "Bryonie")), "garlic") == before  # kept
    accounted(game)


def test_a_ward_the_creature_does_not_fear_does_nothing() -> None:
    game = bryonie_turn("wolfsbane")
    events = play(game, "Bryonie", "Nine of Wands", "Brandish", target="foes.1", option="wolf")
    assert acts(events, "Brandish")[0].result == "unmoved"
    assert rulings(events, "pays the wolfsbane no mind")
    assert fighter(game, "foes.1").zone == 0
    accounted(game)


def test_a_brandish_that_does_not_beat_the_initiative_misses() -> None:
    game = ready()
    lay(game, "The Chariot", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bryonie", "religious_paraphernalia")
    hand(game, "Bryonie", "Two of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Bryonie")
    events = play(game, "Bryonie", "Two of Swords", "Brandish", target="foes.1")
    shown = acts(events, "Brandish")[0]
    assert (shown.value, shown.vs, shown.result) == (6, 7, "miss")  # the one ward at hand
    assert fighter(game, "foes.1").zone == 0
    accounted(game)


def test_a_ward_must_be_at_hand_and_be_a_ward() -> None:
    game = bryonie_turn("polearm")  # her garlic is in the pack
    with pytest.raises(IllegalCommand, match="in hand or on the belt"):
        play(game, "Bryonie", "Three of Swords", "Brandish", target="foes.1", option="garlic")
    with pytest.raises(IllegalCommand, match="keeps nothing off"):
        play(game, "Bryonie", "Three of Swords", "Brandish", target="foes.1", option="polearm")
    with pytest.raises(IllegalCommand, match="Brandish what"):
        play(game, "Bryonie", "Three of Swords", "Brandish", target="foes.1")
    assert game.log.events[-1].type == "refused"
    assert fighter(game, "foes.1").zone == 0


def test_the_menu_offers_a_brandish_at_each_foe_in_the_zone() -> None:
    game = bryonie_turn("garlic")
    found = options.plays(game, key(game, "Bryonie"), game.challenge.hand(key(game, "Bryonie"))[0])
    brandish = [p for p in found if p.action == "Brandish"]
    assert {(p.target, p.option) for p in brandish} == {
        ("foes.1", "garlic"),
        ("foes.2", "garlic"),
        ("foes.3", "garlic"),
    }
    assert brandish[0].label.startswith("Brandish Garlic at ")


def test_the_bot_holds_up_garlic_when_words_serve_it_better() -> None:
    game = bryonie_turn("garlic")
    hand(game, "Bryonie", "Two of Swords", "Five of Cups")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.card) == (
        "Brandish",
        "garlic",
        "Five of Cups",  # 5 + Wands 4 beats the guess of 8; 2 + 4 does not
    )


def test_the_bot_does_not_wave_wolfsbane_at_spirits() -> None:
    game = bryonie_turn("wolfsbane")
    hand(game, "Bryonie", "Two of Swords", "Five of Cups")
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.action == "Brandish")


# --- salt thrown at an ooze (p. 168) ------------------------------------------------------------


def test_salt_thrown_at_an_ooze_deals_two_wounds(monkeypatch: pytest.MonkeyPatch) -> None:
    game = ready()
    as_creature(game, monkeypatch, "slime")
    set_parts(game, "foes.1", 4, 0)
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Six of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Six of Swords", "Use Item", target="foes.1", option="salt")
    throw = acts(events, "Use Item")[0]
    assert (throw.value, throw.vs, throw.result) == (10, 4, "hit")  # 6 + Cups 4
    assert len(wounds(events, "Goblin 1")) == 2
    assert kit.count(game.guild.adventurer(key(game, "Bidziil")), "salt") == 0
    accounted(game)


def test_salt_is_no_use_against_what_is_not_an_ooze() -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bidziil", "hammer", "salt")
    hand(game, "Bidziil", "Six of Swords")
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="no ooze"):
        play(game, "Bidziil", "Six of Swords", "Use Item", target="foes.1", option="salt")
    found = options.plays(game, key(game, "Bidziil"), game.challenge.hand(key(game, "Bidziil"))[0])
    assert not [p for p in found if p.option == "salt"]


# --- the policy (worm.gm.wards) -----------------------------------------------------------------


def test_which_creatures_each_ward_keeps_off() -> None:
    pack = ready().pack
    undead = [m.id for m in pack.monsters.values() if m.theme == "undead"]
    beasts = [m.id for m in pack.monsters.values() if m.theme == "beast"]
    assert undead and beasts
    assert all(wards.warded(pack, "garlic", c) for c in undead)
    assert all(wards.warded(pack, "religious_paraphernalia", c) for c in undead)
    assert not any(wards.warded(pack, "garlic", c) for c in beasts)
    assert wards.warded(pack, "wolfsbane", "winter_wolf")
    assert wards.warded(pack, "wolfsbane", "pacifist_werewolves")
    assert not wards.warded(pack, "wolfsbane", undead[0])
    assert not wards.warded(pack, "salt", undead[0])  # salt is thrown, not brandished
    assert not wards.warded(pack, "garlic", None)


def test_salt_burns_oozes_and_jellies() -> None:
    pack = ready().pack
    assert wards.ooze(pack, "slime") and wards.ooze(pack, "elephantine_oozes")
    assert not wards.ooze(pack, "winter_wolf") and not wards.ooze(pack, None)


def test_the_bot_pulls_its_garlic_from_the_pack_first() -> None:
    game = bryonie_turn("polearm")  # her garlic is in the pack, as every starting kit has it
    hand(game, "Bryonie", "Two of Swords", "Five of Cups")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.card) == (
        "Pull Item from Pack",
        "garlic",
        "Two of Swords",
    )
    game.execute(command)
    assert "garlic" in brandish.at_hand(game, game.guild.adventurer(key(game, "Bryonie")))
