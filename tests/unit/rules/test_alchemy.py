"""Alchemy's arithmetic (Appendix B, pp. 229–231): fresh corpses, bottles, reagents, the
alchemist who harvests, and what the sheet calls a reagent or a brew."""

from __future__ import annotations

import pytest

from worm.engine.session import Game
from worm.model.adventurer import Adventurer, Talent
from worm.model.inventory import Carried
from worm.model.level import Corpse
from worm.rules import alchemy, pack_space


@pytest.mark.parametrize(("now", "fresh"), [(4, True), (5, True), (6, False), (9, False)])
def test_a_body_is_fresh_for_the_watch_of_its_fight_only(now: int, fresh: bool) -> None:
    """p. 231: a corpse that has sat a watch or more has spoiled."""
    assert alchemy.fresh(Corpse(3, "dire_wolves", watch=4), now) is fresh


def guild() -> Game:
    return Game.new(2)


def holding(a: Adventurer, *things: Carried) -> Adventurer:
    inventory = a.inventory.model_copy(update={"pack": (None,) * 21, "belt": (None,) * 4})
    pack = list(inventory.pack)
    for n, thing in enumerate(things):
        pack[n] = thing
    return a.model_copy(update={"inventory": inventory.model_copy(update={"pack": tuple(pack)})})


def test_bottles_reagents_and_the_kit_are_read_off_the_inventory() -> None:
    game = guild()
    a = holding(
        game.guild.adventurer("a1"),
        Carried(uid=101, item="hermetic_bottle"),
        Carried(uid=102, item="reagent", of="face_rats"),
    )
    assert [c.uid for c in alchemy.empty_bottles(a)] == [101]
    assert [c.of for c in alchemy.reagents(a)] == ["face_rats"]
    assert not alchemy.has_kit(a)
    a = a.model_copy(update={"talents": (Talent(id="alchemy", state="mastered"),)})
    assert alchemy.can_brew(a) is not None and "kit" in str(alchemy.can_brew(a))
    a = holding(a, Carried(uid=103, item="alchemy_kit"), Carried(uid=102, item="reagent", of="x"))
    assert alchemy.can_brew(a) is None
    wounded = a.model_copy(
        update={"conditions": a.conditions.model_copy(update={"wounded_talents": ("alchemy",)})}
    )
    assert "Alchemy is Wounded" in str(alchemy.can_brew(wounded))  # unusable (p. 124)
    assert "no reagent" in str(alchemy.can_brew(holding(a, Carried(uid=103, item="alchemy_kit"))))


def test_the_sheet_names_a_reagent_and_a_brew_by_their_creature() -> None:
    pack = guild().pack
    assert alchemy.label(pack, Carried(uid=1, item="reagent", of="dire_wolves")) == (
        "Reagent of Dire Wolves"
    )
    assert alchemy.label(pack, Carried(uid=1, item="bomb_fire", of="imp")) == "Fire bomb (Imp)"
    assert alchemy.label(pack, Carried(uid=1, item="bomb_fire")) == "Fire bomb"
    assert alchemy.creature_name(pack, "nothing_known") == "nothing_known"  # said as it is


def test_the_harvester_is_the_first_able_alchemist_with_an_empty_bottle() -> None:
    game = guild()
    for a in game.guild.adventurers:
        plain = tuple(t for t in a.talents if t.id != "alchemy")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": plain}))
    assert alchemy.harvester(game.guild) is None
    order = [a.id for a in game.guild.in_marching_order()]
    knows = (Talent(id="alchemy", state="mastered"),)
    for who in order[:2]:
        a = game.guild.adventurer(who)
        game.guild = game.guild.with_adventurer(holding(a).model_copy(update={"talents": knows}))
    found = alchemy.harvester(game.guild)
    assert found is not None and found.id == order[0]  # nobody has a bottle: the first
    second = game.guild.adventurer(order[1])
    bottle = Carried(uid=500, item="hermetic_bottle")
    inventory = pack_space.stow(
        second.inventory, bottle, game.pack.items["hermetic_bottle"], "pack"
    )
    game.guild = game.guild.with_adventurer(second.model_copy(update={"inventory": inventory}))
    found = alchemy.harvester(game.guild)
    assert found is not None and found.id == order[1]
