"""Arête triggers a fight shows (p. 28): seed 2's Bidziil is fay (trigger 1: kill without a
weapon; trigger 2: help a spirit, by sparing one), Gunhild an orc (trigger 1: the skull of a
kind the guild never killed; trigger 3: kill a monster at least twice your size). A foe
spared is not killed; the third mark teaches the kin's arête talent."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.fight_kit import goblins_block, set_parts
from tests.unit.engine.test_challenge_actions import (
    become,
    fighter,
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    turn,
)
from worm.engine import arete
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import arete as arete_policy
from worm.gm import foes as foe_policy
from worm.text import narrate

pytestmark = pytest.mark.usefixtures("goblins")


def marks(events: list[ev.Event]) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 28"]


def facing(who: str) -> Game:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, who, "King of Swords")
    set_parts(game, "foes.1", 1, 0)
    turn(game, who)
    return game


def test_a_fay_who_fells_a_goblin_bare_handed_checks_the_weaponless_kill() -> None:
    game = facing("Bidziil")
    hold(game, "Bidziil")  # empty hands
    events = play(game, "Bidziil", "King of Swords", "Attack", target="foes.1")
    assert fighter(game, "foes.1").out == "down"
    bidziil = game.guild.adventurer(key(game, "Bidziil"))
    assert bidziil.arete == (True, False, False)
    assert marks(events) == [
        f"{bidziil.name} felled a creature with no weapon: an arête mark (1 of 3)"
    ]


def test_a_weapon_in_hand_or_a_foe_spared_checks_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), theme="beast"))
    game = facing("Bidziil")
    hold(game, "Bidziil", "hammer")
    play(game, "Bidziil", "King of Swords", "Attack", target="foes.1")
    assert game.guild.adventurer(key(game, "Bidziil")).arete == (False, False, False)
    game = facing("Bidziil")
    hold(game, "Bidziil")
    play(game, "Bidziil", "King of Swords", "Attack", target="foes.1", spare=True)
    assert game.guild.adventurer(key(game, "Bidziil")).arete == (False, False, False)


def test_a_fay_who_spares_a_beaten_spirit_helps_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Policy (p. 28): a spirit beaten and let go is helped; the stand-in is an imp, a spirit."""
    become(monkeypatch, lambda pack: replace(goblins_block(pack), name="Forest Imp"))
    game = facing("Bidziil")
    hold(game, "Bidziil", "hammer")
    events = play(game, "Bidziil", "King of Swords", "Attack", target="foes.1", spare=True)
    assert fighter(game, "foes.1").out == "spared"
    bidziil = game.guild.adventurer(key(game, "Bidziil"))
    assert bidziil.arete == (False, True, False)
    assert marks(events) == [f"{bidziil.name} spared Forest Imp, a spirit: an arête mark (1 of 3)"]


def test_an_orc_who_fells_a_larger_monster_checks_the_giant_slain(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), larger=True))
    game = facing("Gunhild")
    play(game, "Gunhild", "King of Swords", "Attack", target="foes.1")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    assert fighter(game, "foes.1").out == "down"
    assert gunhild.arete == (True, False, True)  # a giant, and the first of its kind: a skull


def test_an_orc_felling_a_kind_the_guild_killed_before_takes_no_skull() -> None:
    game = facing("Gunhild")
    game.guild = game.guild.model_copy(update={"slain": ("forest_imps",)})
    events = play(game, "Gunhild", "King of Swords", "Attack", target="foes.1")
    assert fighter(game, "foes.1").out == "down"
    assert game.guild.adventurer(key(game, "Gunhild")).arete == (False, False, False)
    assert not marks(events)


def test_the_third_deed_teaches_the_arete_talent() -> None:
    game = Game.new(2)
    bidziil = game.guild.adventurer("Bidziil")
    game.set_adventurer(bidziil.model_copy(update={"arete": (False, True, True)}))
    arete.felled(game, bidziil.id, bare_handed=True, larger=True)  # giant_slain is not a fay's
    after = game.guild.adventurer(bidziil.id)
    talent = game.pack.kins[after.kin].arete_talent
    assert after.arete == (True, True, True)
    assert after.talent(talent) is not None and after.talent(talent).state == "mastered"


def test_the_sheet_shows_the_arete_marks_once_one_is_checked() -> None:
    game = Game.new(2)
    bidziil = game.guild.adventurer("Bidziil")
    assert "Arête" not in narrate.sheet(bidziil, game.pack, guild=game.guild)
    arete.felled(game, bidziil.id, bare_handed=True)
    shown = narrate.sheet(game.guild.adventurer(bidziil.id), game.pack, guild=game.guild)
    assert "Arête 1/3: Kill a creature without using any weapon." in shown


def test_a_hook_person_slain_is_no_kind_of_monster() -> None:
    """A hook's person felled (``person:<hook>:<end>:<n>``) is never a skull of a new kind."""
    person = f"{foe_policy.HOOK_PERSON}return_great_wheel:there:0"
    assert not arete_policy.new_kind(person, (), frozenset())
    assert arete_policy.new_kind("bears", (), frozenset())
