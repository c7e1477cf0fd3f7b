"""Conditions and Wounds (pp. 31, 124–126), talents and XP (p. 33), Resolve and lore (p. 32),
Fame and contracts (p. 46), pack space (p. 37) and durability (p. 96)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Attributes, Talent
from worm.model.guild import Guild
from worm.model.inventory import Carried, Inventory
from worm.rules import conditions, durability, fame, pack_space, resolve, talents


def hero(**changes) -> Adventurer:
    base = Adventurer(
        id="a1",
        name="Bors",
        kith="humans",
        kin="human",
        path="swords",
        attributes=Attributes(swords=4, pentacles=1, cups=2, wands=3),
        quest="find the grail",
        motifs=("veteran soldier", "rude smith", "jovial bard"),
        talents=(
            Talent(id="aegis", state="mastered"),
            Talent(id="reaver", state="in_training"),
            Talent(id="war_stories", state="in_training"),
        ),
    )
    return base.model_copy(update=changes)


# --- conditions ---------------------------------------------------------------------------


def test_wound_options_shrink_as_the_track_fills():
    a = hero()
    assert conditions.wound_options(a, (9,)) == (
        "armor",
        "talent",
        "Staggered",
        "Injured",
        "Death's Door",
    )
    a = conditions.wound(a, "Staggered")
    assert "Staggered" not in conditions.wound_options(a)
    a = conditions.wound(conditions.wound(a, "talent", "reaver"), "talent", "war_stories")
    assert "talent" not in conditions.wound_options(a)  # two Wounded talents at most (p. 31)
    a = conditions.wound(a, "Injured")
    assert conditions.wound_options(a) == ("Death's Door",)  # Injured forces it (p. 31)
    a = conditions.wound(a, "Death's Door")
    assert not a.active and conditions.wound_options(a) == ("death",)
    assert conditions.wound(a, "death").conditions.dead


def test_a_wound_can_never_mark_stressed():
    with pytest.raises(IllegalCommand):
        conditions.wound(hero(), "Stressed")


def test_critical_damage_climbs_the_track():
    a = conditions.critical(hero())
    assert a.conditions.injured
    a = conditions.critical(a)
    assert a.conditions.deaths_door
    assert conditions.critical(a).conditions.dead


def test_heal_takes_the_worst_wound_first_and_wakes_the_dying_stressed():
    a = hero()
    for option, talent in (
        ("Staggered", None),
        ("talent", "reaver"),
        ("Injured", None),
        ("Death's Door", None),
    ):
        a = conditions.wound(a, option, talent)
    healed = []
    for _ in range(5):
        a, what = conditions.heal(a)
        healed.append(what)
    assert healed == ["Death's Door", "Injured", "talent:reaver", "Staggered", None]
    assert a.conditions.stressed  # p. 126: saved from Death's Door, marked Stressed


def test_wounds_to_deaths_door_counts_the_track():
    a = hero()
    assert conditions.wounds_to_deaths_door(a.conditions, armor_notches_left=2, talents=3) == 6


# --- talents and XP -----------------------------------------------------------------------


def test_in_training_talents_cost_one_xp_and_master_at_seven():
    a = hero(xp=7)
    for _ in range(7):
        a = talents.use(a, "reaver")
    assert a.talent("reaver").state == "mastered" and a.xp == 0
    assert talents.use(a, "reaver") == a  # mastered: free


def test_no_xp_no_use_of_a_talent_in_training():
    with pytest.raises(IllegalCommand, match="needs 1 XP"):
        talents.use(hero(xp=0), "reaver")


def test_a_wounded_talent_cannot_be_used():
    a = conditions.wound(hero(), "talent", "aegis")
    with pytest.raises(IllegalCommand, match="Wounded"):
        talents.use(a, "aegis")


def test_mentored_talents_bank_uses_from_invested_xp():
    a = talents.invest(hero(xp=3), "acrobat", 2, trainable=True)
    assert a.talent("acrobat").uses == 2 and a.xp == 1
    a = talents.use(talents.use(a, "acrobat"), "acrobat")
    with pytest.raises(IllegalCommand, match="no prepared use"):
        talents.use(a, "acrobat")


def test_only_path_talents_train_and_only_from_a_master():
    with pytest.raises(IllegalCommand, match="only path talents"):
        talents.invest(hero(xp=3), "byname", 1, trainable=False)
    novice = hero(id="a2", talents=(Talent(id="acrobat", state="in_training"),))
    with pytest.raises(IllegalCommand, match="has not mastered acrobat"):
        talents.invest(hero(xp=3), "acrobat", 1, trainable=True, trainer=novice)
    master = hero(id="a3", talents=(Talent(id="acrobat", state="mastered"),))
    assert talents.invest(hero(xp=3), "acrobat", 1, trainable=True, trainer=master).xp == 2


# --- Resolve and lore ---------------------------------------------------------------------


def test_resolve_spends_to_zero_and_refills_to_four_or_five_with_war_stories():
    a = hero()
    for _ in range(4):
        a = resolve.spend(a)
    with pytest.raises(IllegalCommand, match="0 Resolve"):
        resolve.spend(a)
    assert resolve.regain(a, 9).resolve == 4
    assert resolve.regain(hero(), 1, war_stories=True).resolve == 5


def test_four_lore_bids_between_camps():
    a = hero()
    for _ in range(4):
        a = resolve.bid_lore(a)
    with pytest.raises(IllegalCommand, match="no lore bid"):
        resolve.bid_lore(a)
    assert resolve.refill_lore(a).lore_bids == 4


# --- Fame, contracts, quests --------------------------------------------------------------


def guild_of(*members: Adventurer) -> Guild:
    return Guild(
        name="The Finders", adventurers=members, marching_order=tuple(m.id for m in members)
    )


def test_fame_is_the_number_of_deeds_at_most_five():
    g = guild_of(hero())
    for n in range(7):
        g = fame.add_deed(g, f"deed {n}")
    assert g.fame == 5 and g.deeds[0] == "deed 2"
    assert fame.forget_oldest(g).fame == 4


def test_declaring_a_quest_gives_three_xp_and_only_one_is_pursued():
    g = guild_of(hero(), hero(id="a2", name="Mara"))
    g = fame.declare_quest(g, "find the grail")
    assert [a.xp for a in g.adventurers] == [3, 3]
    with pytest.raises(IllegalCommand, match="one at a time"):
        fame.declare_quest(g, "slay the worm")


# --- pack space and durability ------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    id: str
    slots: int = 1
    belt_only: bool = False
    stack: int = 1


def test_multi_slot_items_fill_a_run_and_oversized_ones_go_on_the_belt():
    inv = pack_space.stow(Inventory(), Carried(uid=1, item="bedroll"), Item("bedroll", 2), "pack")
    assert inv.where(1) == ("pack", (0, 1))
    with pytest.raises(IllegalCommand, match="goes on the belt"):
        pack_space.stow(inv, Carried(uid=2, item="pole"), Item("pole", 2, True), "pack")
    inv = pack_space.stow(inv, Carried(uid=2, item="pole"), Item("pole", 2, True), "belt")
    steel = Item("armor_steel", 3, True)
    with pytest.raises(IllegalCommand, match="no room"):
        pack_space.stow(inv, Carried(uid=3, item="armor_steel"), steel, "belt")


def test_the_pack_holds_exactly_twenty_one_slots():
    inv = Inventory()
    for uid in range(1, 22):
        inv = pack_space.stow(inv, Carried(uid=uid, item="ration"), Item("ration"), "pack")
    assert inv.free("pack") == 0
    assert pack_space.stow_anywhere(inv, Carried(uid=22, item="ration"), Item("ration")) is not None
    items = {"ration": Item("ration")}
    assert pack_space.problems(inv, items) == []
    inv = pack_space.remove(inv, 5)
    assert inv.free("pack") == 1


def test_stacks_share_a_slot_up_to_their_size():
    with pytest.raises(IllegalCommand, match="stacks 6"):
        pack_space.stow(
            Inventory(),
            Carried(uid=1, item="lockpicks", count=7),
            Item("lockpicks", stack=6),
            "pack",
        )


@pytest.mark.parametrize(("limit", "survives"), [(1, 0), (2, 1), (3, 2)])
def test_fragile_durable_tempered_take_one_two_three_notches(limit, survives):
    carried = Carried(uid=1, item="x")
    for _ in range(survives):
        carried, destroyed = durability.notch(carried, limit)
        assert not destroyed
    carried, destroyed = durability.notch(carried, limit)
    assert destroyed and carried.notches == limit
    with pytest.raises(IllegalCommand, match="Destroyed"):
        durability.repair(carried, limit)  # p. 163: only the City mends it
    dented = Carried(uid=2, item="x", notches=limit - 1)
    assert durability.repair(dented, limit).notches == max(0, limit - 2)


def test_gold_fills_a_slot_per_hundred():
    assert [pack_space.gold_slots(g) for g in (0, 1, 100, 101, 250)] == [0, 1, 1, 2, 3]
    full = Inventory(
        belt=tuple(Carried(uid=i, item="ration") for i in range(30, 34)),
        pack=tuple(Carried(uid=i, item="ration") for i in range(2, 23)),
    )
    items = {"ration": Item("ration")}
    assert pack_space.problems(full, items, gold=0) == []
    assert "needs 1 slots" in pack_space.problems(full, items, gold=50)[0]


def test_armor_takes_a_wound_only_when_worn():
    with pytest.raises(IllegalCommand, match="open options"):
        conditions.wound(hero(), "armor")
    assert conditions.wound(hero(), "armor", armor_uids=(3,)) == hero()
