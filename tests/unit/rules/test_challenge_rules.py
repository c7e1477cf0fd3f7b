"""The Challenge's pure rules and the GM's fighting policy, without an engine.

Initiative as a defence and the mob (pp. 112, 122), harm to the GM's creatures (pp. 124–125),
the weapon properties (p. 170), the retreat's hits (p. 124), and worm.gm.tactics: how the GM
lays its cards, picks its targets and shares out a band (policy, rules digest §29.2).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm import tarot
from worm.gm import tactics
from worm.rules import harm, initiative, retreat, weapons


def majors(*values: int) -> tuple[tarot.Card, ...]:
    return tuple(tarot.MAJOR_CARDS[v - 1] for v in values)


def mark(key: str, initiative_: int | None = None, hurt: int = 0, zone: int = 0) -> tactics.Mark:
    return tactics.Mark(key, zone, initiative_, hurt, guarded=False, engaged=False)


# --- Initiative as a defence (p. 112; flail p. 170; Tough p. 250) -------------------------------


@pytest.mark.parametrize(
    ("value", "defence", "hit"),
    [(9, 8, True), (7, 8, False), (8, 8, True), (0, 1, False), (21, 14, True)],
)
def test_greater_beats_less_fails_and_a_tie_goes_to_the_one_acting(
    value: int, defence: int, hit: bool
) -> None:
    assert initiative.beats(value, defence) is hit


def test_a_shield_keeps_ties_but_not_a_lesser_value() -> None:
    assert not initiative.beats(8, 8, shield=True)
    assert initiative.beats(9, 8, shield=True)
    assert not initiative.beats(7, 8, shield=True)


def test_a_flail_wins_ties_even_against_a_shield() -> None:
    assert initiative.beats(8, 8, shield=True, flail=True)
    assert initiative.beats(8, 8, flail=True)
    assert not initiative.beats(7, 8, shield=True, flail=True)  # a tie only, never less


def test_a_tough_creature_must_be_beaten_outright() -> None:
    assert not initiative.beats(8, 8, tough=True)
    assert initiative.beats(9, 8, tough=True)


# --- the mob (p. 122) ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attackers", "favor", "piercing", "critical"),
    [
        (1, False, False, False),
        (2, True, False, False),
        (3, True, False, False),
        (4, True, True, False),
        (7, True, True, False),
        (8, True, False, True),  # Critical takes over from Piercing
    ],
)
def test_the_mob_tiers(attackers: int, favor: bool, piercing: bool, critical: bool) -> None:
    assert initiative.mob(attackers) == initiative.Mob(favor, piercing, critical)


# --- harm to the GM's creatures (pp. 124–125) ----------------------------------------------------


def test_a_wound_takes_defense_first_then_health() -> None:
    assert harm.harm(2, 1) == (2, 0, ["defense"])
    assert harm.harm(2, 0) == (1, 0, ["health"])
    assert harm.harm(3, 1, 3) == (1, 0, ["defense", "health", "health"])


def test_piercing_goes_straight_to_health() -> None:
    assert harm.harm(2, 1, piercing=True) == (1, 1, ["health"])  # the book's dagger, p. 130


def test_critical_drops_health_to_zero_at_once() -> None:
    assert harm.harm(5, 4, critical=True) == (0, 4, ["health"])
    assert harm.harm(0, 4, critical=True) == (0, 4, [])


def test_infinite_health_is_untouched() -> None:
    assert harm.harm(None, 3, 5, piercing=True) == (None, 3, [])
    assert harm.harm(None, 0, critical=True) == (None, 0, [])


def test_harm_stops_at_zero_health() -> None:
    assert harm.harm(1, 0, 4) == (0, 0, ["health"])
    assert harm.harm(0, 2, 1) == (0, 2, [])


@given(
    health=st.one_of(st.none(), st.integers(0, 12)),
    defense=st.integers(0, 12),
    wounds=st.integers(0, 12),
    piercing=st.booleans(),
    critical=st.booleans(),
)
def test_harm_is_never_negative_and_accounts_for_every_wound(
    health: int | None, defense: int, wounds: int, piercing: bool, critical: bool
) -> None:
    after_health, after_defense, taken = harm.harm(
        health, defense, wounds, piercing=piercing, critical=critical
    )
    assert after_defense >= 0
    assert after_defense <= defense
    if health is None:
        assert (after_health, after_defense, taken) == (None, defense, [])
        return
    assert after_health is not None and 0 <= after_health <= health
    if critical:
        assert after_health == 0 and after_defense == defense
        return
    assert len(taken) <= wounds
    assert taken.count("defense") == defense - after_defense
    assert taken.count("health") == health - after_health
    if piercing:
        assert after_defense == defense
    assert taken == sorted(taken)  # "defense" < "health": Defense always goes first
    if after_health > 0:
        assert len(taken) == wounds  # every Wound landed while the creature stood


# --- weapons (p. 170) ----------------------------------------------------------------------------


@pytest.mark.parametrize("weapon", ["bow", "crossbow"])
def test_bows_and_crossbows_are_missile_weapons(weapon: str) -> None:
    assert weapons.missile(weapon)


@pytest.mark.parametrize(
    "weapon", ["axe", "blade", "dagger", "flail", "hammer", "polearm", "natural", None]
)
def test_everything_else_strikes_in_melee(weapon: str | None) -> None:
    assert not weapons.missile(weapon)


@pytest.mark.parametrize(
    ("weapon", "value", "initiative_", "wounds"),
    [
        ("hammer", 8, 4, 2),
        ("hammer", 9, 4, 2),
        ("hammer", 7, 4, 1),
        ("blade", 20, 4, 1),
        (None, 20, 1, 1),
    ],
)
def test_a_hammer_deals_two_wounds_at_double_the_initiative(
    weapon: str | None, value: int, initiative_: int, wounds: int
) -> None:
    assert weapons.wounds(weapon, value, initiative_) == wounds


@pytest.mark.parametrize(
    ("weapon", "unarmed", "held", "pierces"),
    [
        ("crossbow", False, False, True),
        ("dagger", True, False, True),
        ("dagger", False, True, True),
        ("dagger", False, False, False),
        ("blade", True, True, False),
        ("bow", False, True, False),
    ],
)
def test_crossbows_always_pierce_daggers_only_the_helpless(
    weapon: str, unarmed: bool, held: bool, pierces: bool
) -> None:
    assert weapons.piercing(weapon, target_unarmed=unarmed, target_held=held) is pierces


def test_each_weapon_has_its_own_property() -> None:
    assert [weapons.riposte_wounds(w) for w in ("blade", "dagger", None)] == [2, 1, 1]
    assert weapons.riposte_interrupts("polearm") and not weapons.riposte_interrupts("blade")
    assert weapons.wins_ties("flail") and not weapons.wins_ties("hammer")
    assert weapons.cleaves("axe") and not weapons.cleaves("blade")
    assert weapons.thrown("dagger") and not weapons.thrown("axe")
    assert weapons.reloads("crossbow") and not weapons.reloads("bow")


# --- retreat (p. 124) ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hits", "how"),
    [
        (4, "clean"),
        (3, "clean"),
        (2, "clean"),
        (1, "complication"),
        (0, "cornered"),
        (-1, "cornered"),
        (-2, "cornered"),
    ],
)
def test_the_retreat_reads_the_group_hits(hits: int, how: str) -> None:
    assert retreat.getaway(hits) == how


# --- the GM's policy (worm.gm.tactics) -----------------------------------------------------------


def test_pick_lays_the_lowest_the_middle_or_the_highest() -> None:
    cards = tactics.lesser(majors(12, 1, 9, 5))
    assert [c.value for c in cards] == [1, 5, 9, 12]
    assert tactics.pick(cards, "lowest").value == 1  # type: ignore[union-attr]
    assert tactics.pick(cards, "median").value == 5  # type: ignore[union-attr]
    assert tactics.pick(cards, "highest").value == 12  # type: ignore[union-attr]
    assert tactics.pick(cards[:3], "median").value == 5  # type: ignore[union-attr]
    assert tactics.pick([], "lowest") is None


def test_lesser_and_greater_dooms_split_at_fourteen() -> None:
    hand = majors(14, 15, 3, 21)
    assert [c.value for c in tactics.lesser(hand)] == [3, 14]
    assert [c.value for c in tactics.greater(hand)] == [15, 21]


def test_the_angry_go_for_whoever_hurt_them() -> None:
    marks = [mark("a", 3), mark("b", 9), mark("c")]
    assert tactics.target(marks, "anger", "b").key == "b"  # type: ignore[union-attr]
    assert tactics.target(marks, "anger", None).key == "a"  # type: ignore[union-attr]
    assert tactics.target(marks, "anger", "gone").key == "a"  # type: ignore[union-attr]


def test_distaste_goes_for_the_most_hurt() -> None:
    marks = [mark("a", 3, hurt=0), mark("b", 12, hurt=3), mark("c", 2, hurt=1)]
    assert tactics.target(marks, "distaste", "a").key == "b"  # type: ignore[union-attr]


def test_others_go_for_the_lowest_known_initiative_and_reckon_a_hidden_one_at_eight() -> None:
    marks = [mark("a", 9), mark("b"), mark("c", 11)]
    assert tactics.target(marks, "fear", None).key == "b"  # type: ignore[union-attr]
    marks = [mark("a", 7), mark("b", None, hurt=3), mark("c", 7, hurt=1)]
    assert tactics.target(marks, "trust", None).key == "c"  # type: ignore[union-attr]
    assert tactics.target([], "anger", None) is None


def test_the_band_puts_four_on_its_target_then_spreads() -> None:
    a, b, c = mark("a"), mark("b"), mark("c")
    assert tactics.gang(6, a, [b, c]) == (("a", 4), ("b", 1), ("c", 1))
    assert tactics.gang(3, a, [b, c]) == (("a", 3),)
    assert tactics.gang(5, a, [b]) == (("a", 4), ("b", 1))
    assert tactics.gang(8, a, [b, c]) == (("a", 6), ("b", 1), ("c", 1))  # the rest come back
    assert tactics.gang(1, a, [b, c]) == (("a", 1),)
    assert tactics.gang(0, a, [b]) == ()


def test_the_attack_card_is_the_smallest_lesser_doom_that_beats() -> None:
    hand = majors(2, 6, 9, 13, 18)
    assert tactics.attack_card(hand, 4, 8, reckless=False).value == 6  # type: ignore[union-attr]
    assert tactics.attack_card(hand, 0, 8, reckless=False).value == 9  # type: ignore[union-attr]
    assert tactics.attack_card(hand, 0, 13, reckless=False) is None  # a tie is not enough
    assert tactics.attack_card(hand, 0, 14, reckless=False) is None  # XVIII is no Attack


def test_a_reckless_band_swings_with_its_biggest_when_nothing_beats() -> None:
    hand = majors(2, 6, 9, 18)
    assert tactics.attack_card(hand, 0, 14, reckless=True).value == 9  # type: ignore[union-attr]
    assert tactics.attack_card(majors(18, 20), 0, 1, reckless=True) is None


def test_a_reserve_keeps_the_biggest_lesser_dooms_back() -> None:
    hand = majors(2, 6, 9)
    assert tactics.attack_card(hand, 0, 8, reserve=1, reckless=False) is None
    assert tactics.attack_card(hand, 0, 5, reserve=1, reckless=False).value == 6  # type: ignore[union-attr]
    assert tactics.attack_card(hand, 0, 14, reserve=1, reckless=True).value == 6  # type: ignore[union-attr]


def test_a_hand_with_too_few_lesser_dooms_is_thrown_in() -> None:
    assert tactics.mulligan(majors(15, 16, 17, 3), 2)
    assert not tactics.mulligan(majors(15, 16, 2, 3), 2)
    assert tactics.mulligan(majors(15, 16, 17, 18, 19, 20), 1)
    assert not tactics.mulligan(majors(15), 0)


@pytest.mark.parametrize(
    ("talks", "way_back", "lights", "tactic"),
    [
        (True, True, 1, 1),  # an advantage: bar the way back
        (True, True, 3, 1),
        (False, True, 1, 2),  # one light: put it out
        (True, False, 1, 2),
        (False, True, 2, 3),  # otherwise shank them
        (True, False, 0, 3),
    ],
)
def test_the_ambush_tactic_prefers_one_then_two_then_three(
    talks: bool, way_back: bool, lights: int, tactic: int
) -> None:
    assert tactics.ambush_tactic(talks, way_back, lights) == tactic
