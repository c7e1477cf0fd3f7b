"""Plays the engine knows cannot take hold are neither offered nor accepted (play-test 30,
new fault 4): a spell limited to one theme (Control Animal, p. 211) aimed at a foe of another,
and any Roughhouse against a formless foe (a jelly, a slime: p. 117, policy), including the
Roughhouse a sprung Vigilance would make (p. 120)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.fight_kit import goblins_block
from tests.unit.engine.test_challenge_actions import become, hand, key, lay, play, ready, turn
from worm import tarot
from worm.content.denizens import Note
from worm.engine import options, reckoning
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent, TalentState

pytestmark = pytest.mark.usefixtures("goblins")


def _as(monkeypatch: pytest.MonkeyPatch, **changes: object) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), **changes))


def _weald_caster(state: TalentState = "mastered") -> Game:
    """Bryonie's turn, a Wands card in hand, Magic of the Weald known (``state``)."""
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    talents = (*bryonie.talents, Talent(id="magic_of_the_weald", state=state))
    game.set_adventurer(bryonie.model_copy(update={"talents": talents}))
    hand(game, "Bryonie", "Six of Wands")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    return game


def _spells(game: Game) -> set[str | None]:
    card = tarot.card_named("Six of Wands")
    found = options.plays(game, key(game, "Bryonie"), card)
    return {p.option for p in found if p.action == "Speak Incantation"}


def test_control_animal_is_offered_against_beasts_only(monkeypatch: pytest.MonkeyPatch) -> None:
    _as(monkeypatch, theme="beast")
    assert "control_animal" in _spells(_weald_caster())
    _as(monkeypatch, theme="undead")
    game = _weald_caster()
    assert "control_animal" not in _spells(game)
    resolve = game.guild.adventurer(key(game, "Bryonie")).resolve
    with pytest.raises(IllegalCommand, match=r"no hold on .*Undead \(p\. 211\)"):
        play(
            game,
            "Bryonie",
            "Six of Wands",
            "Speak Incantation",
            target="foes.1",
            option="control_animal",
        )
    assert game.guild.adventurer(key(game, "Bryonie")).resolve == resolve  # nothing spent


def _roughhouses(game: Game, card: str) -> set[tuple[str, str | None]]:
    found = options.plays(game, key(game, "Bidziil"), tarot.card_named(card))
    return {(p.action, p.option) for p in found if p.action in ("Roughhouse", "Vigilance")}


def _bidziil() -> Game:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, "Bidziil", "King of Pentacles")
    turn(game, "Bidziil")
    return game


def test_no_roughhouse_nor_vigilant_roughhouse_against_a_jelly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _as(monkeypatch, theme="man")
    offered = _roughhouses(_bidziil(), "King of Pentacles")
    assert ("Roughhouse", "disarm") in offered
    assert ("Vigilance", "Roughhouse") in offered
    _as(monkeypatch, id="skeleton_jellies", theme="undead")
    game = _bidziil()
    assert _roughhouses(game, "King of Pentacles") == {("Vigilance", "Attack")}
    with pytest.raises(IllegalCommand, match=r"no disarm against .*nothing to grab.*p\. 117"):
        play(game, "Bidziil", "King of Pentacles", "Roughhouse", target="foes.1", option="disarm")
    with pytest.raises(IllegalCommand, match="no trip works"):
        play(game, "Bidziil", "King of Pentacles", "Vigilance", option="Roughhouse")


def test_a_play_row_says_the_resolve_and_xp_it_spends(monkeypatch: pytest.MonkeyPatch) -> None:
    """Casting cost a Resolve and, with the talent in training, an XP, and the menu said
    neither (play-test 30, new fault 4); an Attack spends nothing but its card."""
    _as(monkeypatch, theme="beast")
    game = _weald_caster("in_training")
    who, card = key(game, "Bryonie"), tarot.card_named("Six of Wands")
    found = options.plays(game, who, card)
    spell = next(p for p in found if p.option == "control_animal")
    words = reckoning.costs(game, who, card, spell)
    assert words == "spends 1 Resolve, 1 XP (Magic of the Weald in training)"
    assert reckoning.costs(game, who, card, spell, resolve=True).startswith("spends 2 Resolve")
    attack = next(p for p in found if p.action == "Attack")
    assert reckoning.costs(game, who, card, attack) == ""


def _weird_caster() -> Game:
    """Bryonie's turn, a Wands card in hand, Magic of the Weird (Sleep, p. 220) known."""
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    talents = (*bryonie.talents, Talent(id="magic_of_the_weird", state="mastered"))
    game.set_adventurer(bryonie.model_copy(update={"talents": talents}))
    hand(game, "Bryonie", "Six of Wands")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    return game


def test_sleep_has_no_hold_on_the_undead_who_never_sleep(monkeypatch: pytest.MonkeyPatch) -> None:
    """p. 249: the undead's Breathless and Undreaming, they do not sleep; Sleep (p. 220) is
    neither offered against them nor cast, and nothing is spent."""
    undreaming = Note(name="Breathless and Undreaming", text="They do not breathe or sleep.")
    _as(monkeypatch, theme="undead", notes=(undreaming,))
    game = _weird_caster()
    assert "sleep" not in _spells(game)
    resolve = game.guild.adventurer(key(game, "Bryonie")).resolve
    with pytest.raises(
        IllegalCommand,
        match=r"no hold on .*Breathless and Undreaming, they never sleep \(p\. 249\)",
    ):
        play(game, "Bryonie", "Six of Wands", "Speak Incantation", target="foes.1", option="sleep")
    assert game.guild.adventurer(key(game, "Bryonie")).resolve == resolve


def test_a_vampire_sleeps_so_sleep_can_take_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """p. 282: Breathless and Ageless, but a vampire sleeps: Sleep is offered."""
    ageless = Note(name="Breathless and Ageless", text="It does not age or breathe.")
    _as(monkeypatch, notes=(ageless,))
    assert "sleep" in _spells(_weird_caster())
