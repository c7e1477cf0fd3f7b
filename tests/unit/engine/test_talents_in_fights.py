"""Talents played in a Challenge (issue 22, pp. 64–78): each with the book's numbers.

The moments are set up by hand with the helpers of ``test_challenge_actions`` (seed 2's guild:
Bryonie, Bidziil, Gunhild against three goblins of HD 2/1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import (
    hand,
    key,
    lay,
    play,
    ready,
    rulings,
    turn,
    wounds,
)
from worm.engine import challenge, kit
from worm.engine import wounds as wounds_
from worm.engine.actions import cups
from worm.engine.session import Game
from worm.model.adventurer import Talent

pytestmark = pytest.mark.usefixtures("goblins")


def teach(game: Game, who: str, talent: str, state: str | None = "mastered") -> None:
    """``who`` knows ``talent`` in ``state`` (replacing any they hold of that id; None: not
    at all)."""
    a = game.guild.adventurer(key(game, who))
    known = () if state is None else (Talent(id=talent, state=state),)  # type: ignore[arg-type]
    talents = (*(t for t in a.talents if t.id != talent), *known)
    game.set_adventurer(a.model_copy(update={"talents": talents}))


# --- Ambusher (p. 74) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("knows", "round_", "taken"),
    [
        (True, 1, ["defense", "health"]),  # the first round: 2 Wounds instead of 1
        (False, 1, ["defense"]),
        (True, 2, ["defense"]),  # after the first round, 1 as ever
    ],
)
def test_ambusher_deals_two_wounds_in_the_first_round(
    knows: bool, round_: int, taken: list[str]
) -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher", "mastered" if knows else None)
    game.challenge = replace(game.challenge, round=round_)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == taken
    assert bool(rulings(events, "Ambusher")) is (knows and round_ == 1)
    accounted(game)


def test_ambusher_in_training_pays_an_xp_for_the_second_wound() -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher", "in_training")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(gunhild.model_copy(update={"xp": 1}))
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == ["defense", "health"]
    assert game.guild.adventurer(key(game, "Gunhild")).xp == 0  # 1 XP a use (p. 33)


def test_an_ambusher_spends_one_resolve_to_warn_the_guild_of_an_ambush() -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher")
    before = game.guild.adventurer(key(game, "Gunhild")).resolve
    assert before >= 1
    game.challenge = None
    mark = len(game.log.events)
    challenge.begin(game, ambush=True)
    events = game.log.events[mark:]
    assert rulings(events, "sees the ambush coming")
    assert game.pending is None  # no alarm test: the guild is not caught out (p. 110)
    assert game.challenge.step != "alarm"
    assert game.guild.adventurer(key(game, "Gunhild")).resolve == before - 1


# --- Chirurgeon (p. 78) -------------------------------------------------------------------------


def test_a_chirurgeon_heals_a_wounded_fighter_with_a_poultice_in_a_fight() -> None:
    game = ready()
    teach(game, "Bryonie", "chirurgeon")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    bryonie, _ = kit.gain(bryonie, "poultice", 1, game.pack)
    game.set_adventurer(bryonie)
    before = kit.count(bryonie, "poultice")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    wounds_.wound(game, gunhild, critical=True, cause="a goblin's spear")
    assert game.guild.adventurer(key(game, "Gunhild")).conditions.injured
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bryonie", "Two of Wands")
    turn(game, "Bryonie")
    me = game.challenge.fighter(key(game, "Bryonie"))
    offers = list(cups.item_offers(game, me, game.challenge, game.guild.adventurer(me.key)))
    assert any("Chirurgeon" in o.label and o.target == key(game, "Gunhild") for o in offers)
    play(
        game, "Bryonie", "Two of Wands", "Use Item", option="poultice", target=key(game, "Gunhild")
    )
    assert not game.guild.adventurer(key(game, "Gunhild")).conditions.injured
    assert kit.count(game.guild.adventurer(key(game, "Bryonie")), "poultice") == before - 1
    accounted(game)
