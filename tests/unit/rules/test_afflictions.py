"""Afflictions on their clock (pp. 97–98): catch, progress, cure, the Life spell, XP."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm import content
from worm.errors import InvariantViolation
from worm.model.adventurer import Affliction
from worm.rules import afflictions

PACK = content.default()
VENOM = PACK.afflictions["giant_rat_venom"]  # 1 / 1 / 2 charges
HONEY = PACK.afflictions["black_honey"]  # 5 / 1
LOTUS = PACK.afflictions["ghost_lotus"]  # 1 XP / 2 / 1
CONTAGION = PACK.afflictions["great_contagion"]  # 2 / 2 / death


def at(affliction_id: str, stage: int, cured: int = 0, charges: int = 0) -> Affliction:
    return Affliction(id=affliction_id, stage=stage, cured=cured, charges=charges)


# --- catching (p. 97) --------------------------------------------------------------------------


def test_catching_starts_at_stage_1():
    assert afflictions.catch((), "giant_rat_venom") == (at("giant_rat_venom", 1),)


def test_catching_another_keeps_the_first():
    held = (at("black_honey", 2),)
    assert afflictions.catch(held, "ghost_lotus") == (*held, at("ghost_lotus", 1))


def test_another_dose_of_black_honey_undoes_a_stage_2_cure():
    """p. 98: each dose re-exposes you, erasing a cure of stage 2."""
    calmed = afflictions.cure(at("black_honey", 2), HONEY.charges_per_stage(), 1)
    assert calmed == at("black_honey", 1, cured=1)
    (again,) = afflictions.catch((calmed,), "black_honey")
    assert again == at("black_honey", 1, cured=0)
    assert afflictions.progress(again, 2) == at("black_honey", 2)


def test_reexposure_loses_charges_burned_towards_quitting():
    """Policy: a relapse wastes the charges put towards the next cure."""
    (again,) = afflictions.catch((at("black_honey", 1, cured=1, charges=3),), "black_honey")
    assert again == at("black_honey", 1)


def test_reexposure_with_nothing_cured_changes_no_stage():
    assert afflictions.catch((at("black_honey", 2),), "black_honey") == (at("black_honey", 2),)


# --- progress at the end of each Camp (p. 97) --------------------------------------------------


def test_an_affliction_moves_on_one_stage_per_camp():
    state = at("giant_rat_venom", 1)
    state = afflictions.progress(state, 3)
    assert state.stage == 2
    state = afflictions.progress(state, 3)
    assert state.stage == 3


def test_the_last_stage_holds():
    assert afflictions.progress(at("giant_rat_venom", 3), 3) == at("giant_rat_venom", 3)


def test_it_does_not_move_onto_a_cured_stage():
    """p. 97: it stays put when the stage ahead is already cured."""
    state = at("giant_rat_venom", 1, cured=2)
    assert afflictions.progress(state, 3) == state


def test_it_moves_up_to_the_first_cured_stage_and_no_further():
    state = afflictions.progress(at("giant_rat_venom", 1, cured=1), 3)
    assert state.stage == 2
    assert afflictions.progress(state, 3) == state


# --- curing with charges (p. 97) ---------------------------------------------------------------


def test_charges_add_up_over_camps():
    """p. 97: a 3-charge stage is cured by 1 charge in each of three Camps."""
    prices = (3,)
    state = at("slow_poison", 1)
    state = afflictions.cure(state, prices, 1)
    assert state == at("slow_poison", 1, charges=1)
    state = afflictions.cure(state, prices, 1)
    assert state == at("slow_poison", 1, charges=2)
    assert afflictions.cure(state, prices, 1) is None


def test_cures_start_from_the_most_severe_stage():
    """p. 97: the worst stage is cured first, even one never reached."""
    state = afflictions.cure(at("giant_rat_venom", 1), VENOM.charges_per_stage(), 2)
    assert state == at("giant_rat_venom", 1, cured=1)  # stage 3 (2 charges) is cured


def test_curing_the_stage_you_are_on_drops_you_back_one():
    """p. 97; p. 144: one charge calms the jelly addict from stage 2 to stage 1."""
    jelly = (5, 1)
    assert afflictions.cure(at("takalashi_jelly", 2), jelly, 1) == at("takalashi_jelly", 1, cured=1)


def test_a_bezoar_is_8_charges():
    """p. 164: a bezoar counts as 8 burned charges — enough for all of the venom's 4."""
    assert afflictions.BEZOAR_CHARGES == 8
    cost = sum(VENOM.charges_per_stage())
    assert cost == 4
    assert afflictions.cure(at("giant_rat_venom", 3), VENOM.charges_per_stage(), 8) is None


def test_a_bezoar_against_black_honey_cures_both_stages():
    assert afflictions.cure(at("black_honey", 2), HONEY.charges_per_stage(), 8) is None


def test_leftover_charges_wait_for_the_next_stage():
    state = afflictions.cure(at("black_honey", 2), HONEY.charges_per_stage(), 3)
    assert state == at("black_honey", 1, cured=1, charges=2)
    assert afflictions.cure(state, HONEY.charges_per_stage(), 2) == at(
        "black_honey", 1, cured=1, charges=4
    )
    assert afflictions.cure(state, HONEY.charges_per_stage(), 3) is None


def test_burning_no_charges_changes_nothing():
    state = at("great_contagion", 2)
    assert afflictions.cure(state, CONTAGION.charges_per_stage(), 0) is state


def test_burning_negative_charges_is_refused():
    with pytest.raises(ValueError, match="-1"):
        afflictions.cure(at("black_honey", 1), HONEY.charges_per_stage(), -1)


def test_the_contagions_death_falls_with_the_first_charge():
    """Policy: the unpriced death stage goes with the first charge; the rest pay in full."""
    state = afflictions.cure(at("great_contagion", 2), CONTAGION.charges_per_stage(), 1)
    assert state == at("great_contagion", 2, cured=1, charges=1)
    state = afflictions.cure(state, CONTAGION.charges_per_stage(), 1)
    assert state == at("great_contagion", 1, cured=2)
    assert afflictions.cure(state, CONTAGION.charges_per_stage(), 2) is None


def test_ghost_lotus_stage_1_takes_xp_not_charges():
    """p. 98: 1 XP recovers from the lotus's first stage; no charges are needed."""
    prices = LOTUS.charges_per_stage()
    state = afflictions.cure(at("ghost_lotus", 3), prices, 10)
    assert state == at("ghost_lotus", 1, cured=2, charges=7)
    assert afflictions.cure(state, prices, 5) == at("ghost_lotus", 1, cured=2, charges=12)
    assert afflictions.xp_due(state, LOTUS.xp_per_stage()) == 1
    assert afflictions.lift_stage(state, 3) is None


def test_xp_cures_nothing_else():
    assert afflictions.xp_due(at("ghost_lotus", 1), LOTUS.xp_per_stage()) is None
    assert afflictions.xp_due(at("black_honey", 1), HONEY.xp_per_stage()) is None


def test_next_to_cure():
    assert afflictions.next_to_cure(at("giant_rat_venom", 1), 3) == 3
    assert afflictions.next_to_cure(at("giant_rat_venom", 1, cured=2), 3) == 1


# --- the Life spell (p. 97) --------------------------------------------------------------------


def test_life_lifts_a_whole_stage():
    assert afflictions.lift_stage(at("giant_rat_venom", 3), 3) == at("giant_rat_venom", 2, cured=1)
    assert afflictions.lift_stage(at("giant_rat_venom", 1, charges=1), 3) == at(
        "giant_rat_venom", 1, cured=1, charges=1
    )


def test_life_may_cure_it_entirely():
    assert afflictions.lift_stage(at("black_honey", 1, cured=1), 2) is None


# --- what a stage does -------------------------------------------------------------------------


def test_current_effect_is_the_stage_now_suffered():
    assert afflictions.current_effect(at("giant_rat_venom", 2), VENOM) is VENOM.stages[1]


def test_what_a_stage_does_lasts_into_later_stages():
    """Policy (p. 98: "permanently Exhausted"): stage 3 of the venom keeps stage 2's effect."""
    assert afflictions.standing(at("giant_rat_venom", 1), VENOM) == ((), ())
    assert afflictions.standing(at("giant_rat_venom", 3), VENOM) == (("exhaust",), ())
    face = PACK.afflictions["face_rat_disease"]
    assert afflictions.standing(at("face_rat_disease", 3), face) == (
        ("silence", "blind"),
        ("sway_disfavor",),
    )


def test_a_state_read_against_another_affliction_is_refused():
    with pytest.raises(ValueError, match="black_honey"):
        afflictions.current_effect(at("giant_rat_venom", 1), HONEY)


def test_an_impossible_state_is_a_bug():
    with pytest.raises(InvariantViolation, match="only 2 stages"):
        afflictions.progress(at("black_honey", 2, cured=1), 2)
    with pytest.raises(ValueError, match="at least 1"):
        afflictions.cure(at("black_honey", 1), (), 1)


# --- the adventurer's list ---------------------------------------------------------------------


def test_find_and_update():
    held = (at("black_honey", 1), at("ghost_lotus", 2))
    assert afflictions.find(held, "ghost_lotus") == at("ghost_lotus", 2)
    assert afflictions.find(held, "mummy_rot") is None
    assert afflictions.update(held, "ghost_lotus", None) == (at("black_honey", 1),)
    assert afflictions.update(held, "black_honey", at("black_honey", 2)) == (
        at("black_honey", 2),
        at("ghost_lotus", 2),
    )
    assert afflictions.update((), "mummy_rot", at("mummy_rot", 1)) == (at("mummy_rot", 1),)


# --- properties --------------------------------------------------------------------------------

PRICES = st.lists(st.one_of(st.none(), st.integers(0, 6)), min_size=1, max_size=6)
STEPS = st.lists(
    st.one_of(
        st.just(("progress", 0)),
        st.just(("lift", 0)),
        st.just(("catch", 0)),
        st.tuples(st.just("cure"), st.integers(0, 9)),
    ),
    max_size=30,
)


@given(PRICES, STEPS)
def test_the_clock_stays_on_its_face(prices, steps):
    """Whatever happens, the stage stays within 1..stages and never on a cured stage."""
    stages = len(prices)
    state: Affliction | None = at("any", 1)
    for step, charges in steps:
        if state is None:
            (state,) = afflictions.catch((), "any")
        elif step == "progress":
            after = afflictions.progress(state, stages)
            assert after.stage - state.stage in (0, 1)
            state = after
        elif step == "lift":
            state = afflictions.lift_stage(state, stages)
        elif step == "catch":
            (state,) = afflictions.catch((state,), "any")
        else:
            before = state
            state = afflictions.cure(state, prices, charges)
            if state is not None:
                assert state.cured >= before.cured
                assert state.stage <= before.stage
        if state is not None:
            assert 1 <= state.stage <= stages - state.cured
            assert 0 <= state.cured < stages
            assert state.charges >= 0


@given(st.lists(st.integers(1, 5), min_size=1, max_size=5), st.lists(st.integers(1, 4), max_size=8))
def test_charges_are_cumulative(prices, burns):
    """Burning charges a few at a time cures exactly as much as burning them at once (p. 97)."""
    stages = len(prices)
    bit_by_bit: Affliction | None = at("any", stages)
    for charges in burns:
        if bit_by_bit is not None:
            bit_by_bit = afflictions.cure(bit_by_bit, prices, charges)
    at_once = (
        afflictions.cure(at("any", stages), prices, sum(burns)) if burns else at("any", stages)
    )
    assert bit_by_bit == at_once
    healed = sum(burns) >= sum(prices)
    assert (at_once is None) == healed
