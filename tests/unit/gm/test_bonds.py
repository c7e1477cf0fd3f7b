"""When Bonds charge (pp. 26–27, 60, 137, 189): the book's mechanical triggers, and the
automated GM's policy for the Bonds only a table could judge."""

from __future__ import annotations

import numpy as np
import pytest

from worm import content
from worm.engine import kit
from worm.engine.session import Game
from worm.gm import bonds
from worm.model.adventurer import Adventurer, Bond, Conditions, Talent
from worm.model.guild import Guild
from worm.tarot import SUITS

PACK = content.default()


def guild(**kinds: str) -> Guild:
    """Seed 2's guild, each Bond uncharged and of a kind no trigger below sees ("ally"),
    except those given as ``who_target="kind"`` (``a1_a2="rival"``)."""
    g = Game.new(2).guild
    for a in g.adventurers:
        new = tuple(
            Bond(target=b.target, kind=kinds.get(f"{a.id}_{b.target}", "ally")) for b in a.bonds
        )
        g = g.with_adventurer(a.model_copy(update={"bonds": new}))
    return g


def charged(g: Guild, who: str, target: str) -> Guild:
    a = g.adventurer(who)
    new = tuple(
        b.model_copy(update={"charged": True}) if b.target == target else b for b in a.bonds
    )
    return g.with_adventurer(a.model_copy(update={"bonds": new}))


def pairs(found: object) -> list[tuple[str, str]]:
    return [(who, other) for who, other, _, _ in found]  # type: ignore[attr-defined]


# --- Adversary and Rival: what is witnessed (p. 26) -------------------------------------------


def test_an_adversary_charges_on_a_failure_seen() -> None:
    """p. 26: seeing an adversary fail a test charges the Bond."""
    g = guild(a2_a1="adversary")
    assert pairs(bonds.witnessed(g, "a1", won=False)) == [("a2", "a1")]
    assert pairs(bonds.witnessed(g, "a1", won=True)) == []


def test_a_rival_charges_on_a_success_seen() -> None:
    """p. 26: seeing a rival succeed at a test charges the Bond."""
    g = guild(a3_a1="rival")
    assert pairs(bonds.witnessed(g, "a1", won=True)) == [("a3", "a1")]
    assert pairs(bonds.witnessed(g, "a1", won=False)) == []


def test_nobody_witnesses_their_own_test_nor_from_deaths_door() -> None:
    g = guild(a2_a1="rival", a3_a1="rival")
    a3 = g.adventurer("a3")
    g = g.with_adventurer(a3.model_copy(update={"conditions": Conditions(deaths_door=True)}))
    assert pairs(bonds.witnessed(g, "a1", won=True)) == [("a2", "a1")]
    assert pairs(bonds.witnessed(g, "a2", won=True)) == []  # a2's rival is a1, not a2


def test_a_charged_bond_does_not_charge_again() -> None:
    """p. 141: a Bond is charged or not; it holds one charge."""
    g = charged(guild(a2_a1="adversary"), "a2", "a1")
    assert pairs(bonds.witnessed(g, "a1", won=False)) == []


# --- Sibling and Big/Little: aid (p. 26) -----------------------------------------------------


def test_a_sibling_charges_by_aiding() -> None:
    """p. 26: the one who helps a sibling with a test charges their Bond."""
    g = guild(a2_a1="sibling", a1_a2="sibling")
    a1 = g.adventurer("a1")
    strongest = max(SUITS, key=lambda s: a1.attributes[s])
    assert pairs(bonds.aided(g, "a1", "a2", strongest)) == [("a2", "a1")]


def test_big_and_little_both_charge_only_on_the_weakest_attribute() -> None:
    """p. 26: you both charge when your big/little aids you with your weakest attribute."""
    g = guild(a1_a2="big_little", a2_a1="big_little")
    a1 = g.adventurer("a1")
    weakest = min(SUITS, key=lambda s: a1.attributes[s])
    strongest = max(SUITS, key=lambda s: a1.attributes[s])
    assert a1.attributes[weakest] < a1.attributes[strongest]
    assert sorted(pairs(bonds.aided(g, "a1", "a2", weakest))) == [("a1", "a2"), ("a2", "a1")]
    assert pairs(bonds.aided(g, "a1", "a2", strongest)) == []


def test_aid_charges_no_other_kind() -> None:
    g = guild(a2_a1="rival")
    a1 = g.adventurer("a1")
    weakest = min(SUITS, key=lambda s: a1.attributes[s])
    assert pairs(bonds.aided(g, "a1", "a2", weakest)) == []


# --- Ward: a Challenge without a Wound (p. 27) ------------------------------------------------


def test_a_ward_unhurt_through_a_challenge_charges_the_watcher() -> None:
    """p. 27: a ward who comes out of a whole Challenge unwounded charges the Bond."""
    g = guild(a2_a1="ward")
    assert pairs(bonds.wards(g, frozenset({"a1"}))) == [("a2", "a1")]
    assert pairs(bonds.wards(g, frozenset({"a3"}))) == []
    assert pairs(bonds.wards(g, frozenset())) == []


# --- the campfire's question (p. 189 policy) --------------------------------------------------


def test_the_first_in_marching_order_with_a_table_bond_uncharged_answers() -> None:
    """p. 189 policy: the question charges one Bond that only play can charge."""
    g = guild()
    first = g.in_marching_order()[0]
    found = bonds.answerer(g)
    assert found is not None
    who, bond = found
    assert who.id == first.id and bond.target == first.bonds[0].target and not bond.charged


def test_mechanical_bonds_never_answer_the_campfire() -> None:
    """Policy: the five Bonds the engine sees charge only by their own trigger (pp. 26–27)."""
    kinds = {
        f"{a}_{b}": k
        for (a, b), k in zip(
            [("a1", "a2"), ("a1", "a3"), ("a2", "a1"), ("a2", "a3"), ("a3", "a1"), ("a3", "a2")],
            ["adversary", "rival", "big_little", "sibling", "ward", "rival"],
            strict=True,
        )
    }
    assert bonds.answerer(guild(**kinds)) is None


def test_the_campfire_skips_bonds_charged_and_mates_who_are_down() -> None:
    g = guild()
    order = [a.id for a in g.in_marching_order()]
    first = g.adventurer(order[0])
    for b in first.bonds:
        g = charged(g, first.id, b.target)
    found = bonds.answerer(g)
    assert found is not None and found[0].id == order[1]
    down = g.adventurer(order[1])
    g = g.with_adventurer(down.model_copy(update={"conditions": Conditions(dead=True)}))
    found = bonds.answerer(g)
    assert found is not None and found[0].id == order[2] and found[1].target != order[1]


def test_a_campfire_prompt_is_drawn_from_the_packs_questions() -> None:
    """p. 189: the GM offers one of the campfire discussions, picked by the game's stream."""
    texts = {p.text for p in PACK.campfire.values()}
    asked = {bonds.prompt(PACK, np.random.default_rng(seed)) for seed in range(40)}
    assert asked <= texts and len(asked) > 1


# --- Fellowship's partner ---------------------------------------------------------------------


def test_fellowship_picks_a_mate_with_a_bond_to_charge() -> None:
    """p. 137: both charge their Bonds: the GM picks a guild-mate where that changes
    something, in marching order."""
    g = guild()
    a1 = g.adventurer("a1")
    others = [o.id for o in g.in_marching_order() if o.id != "a1"]
    friend = bonds.friend_for(g, a1)
    assert friend is not None and friend.id == others[0]
    g = charged(charged(g, "a1", others[0]), others[0], "a1")
    friend = bonds.friend_for(g, g.adventurer("a1"))
    assert friend is not None and friend.id == others[1]


# --- Hale and Hearty (p. 60) ------------------------------------------------------------------


def hearty(rations: int, *, all_charged: bool = False) -> Adventurer:
    g = guild()
    a = g.adventurer("a1")
    a, _ = kit.lose(a, "ration", kit.count(a, "ration"))
    a, placed = kit.gain(a, "ration", rations, PACK)
    assert placed == rations
    talents = tuple(t for t in a.talents if t.id != "hale_and_hearty")
    a = a.model_copy(update={"talents": (*talents, Talent(id="hale_and_hearty", state="mastered"))})
    if all_charged:
        a = a.model_copy(
            update={"bonds": tuple(b.model_copy(update={"charged": True}) for b in a.bonds)}
        )
    return a


@pytest.mark.parametrize(("rations", "feasts"), [(3, True), (4, True), (2, False), (1, False)])
def test_hale_and_hearty_feasts_with_a_ration_left_for_tomorrow(rations: int, feasts: bool) -> None:
    """p. 60: eat two rations to charge an uncharged Bond; policy: only with a third left."""
    assert bonds.feasts(hearty(rations)) is feasts


def test_hale_and_hearty_does_not_feast_with_every_bond_charged() -> None:
    """p. 60: it charges an *uncharged* Bond."""
    assert not bonds.feasts(hearty(4, all_charged=True))


def test_without_the_talent_nobody_feasts() -> None:
    a = hearty(4)
    a = a.model_copy(update={"talents": tuple(t for t in a.talents if t.id != "hale_and_hearty")})
    assert not bonds.feasts(a)


def test_a_bond_formed_in_play_is_an_ally_charged() -> None:
    """p. 26: Ally is the default Bond."""
    assert bonds.new_bond("a9") == Bond(target="a9", kind="ally", charged=True)


# --- a Bond put to the test (p. 26, policy) -----------------------------------------------------


def test_helping_at_a_cost_charges_the_helpers_bond_of_any_kind() -> None:
    g = guild(a1_a2="love")
    assert pairs(bonds.hardship(g, "a1", "a2", "tends")) == [("a1", "a2")]
    assert pairs(bonds.hardship(charged(g, "a1", "a2"), "a1", "a2", "tends")) == []
    assert pairs(bonds.hardship(g, "a1", "a1", "tends")) == []  # no Bond with oneself
