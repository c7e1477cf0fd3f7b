"""Control (p. 12) and the dooms that lay it (pp. 251, 267, 269, 282); Telepathic (p. 256)."""

from __future__ import annotations

import pytest

from worm.rules import control, telepathy


@pytest.mark.parametrize("doom", sorted(control.DOOMS))
def test_each_control_doom_controls_and_a_plain_blow_does_not(doom: str) -> None:
    assert control.controls(doom)
    assert not control.controls(None) and not control.controls("Claw")


def test_only_mesmerize_needs_the_targets_eyes() -> None:
    """p. 282: the vampire's gaze does not reach the Blind; the other dooms need no eyes."""
    assert not control.reaches(control.MESMERIZE, ("blind",))
    assert control.reaches(control.MESMERIZE, ("root",))
    assert all(control.reaches(d, ("blind",)) for d in control.DOOMS if d != control.MESMERIZE)


def test_the_controlled_action_is_worth_the_controlling_one_and_no_more() -> None:
    """p. 12: the total is the value of the action that Controlled (the Hermit's 9)."""
    assert control.value(9) == 9
    with pytest.raises(ValueError, match="-1"):
        control.value(-1)


def test_control_ends_with_the_order_done_or_impossible() -> None:
    assert control.ends("strike", done=True) == "the order is done"
    assert "cannot be done" in control.ends("walk", done=False)


def test_words_pass_with_a_shared_tongue_or_a_telepath() -> None:
    """p. 29: a shared tongue; p. 256: none needed with a telepath."""
    assert telepathy.telepathic(["Squishy", "Telepathic"]) and not telepathy.telepathic([])
    assert telepathy.understood(True, telepathic=False)
    assert telepathy.understood(False, telepathic=True)
    assert not telepathy.understood(False, telepathic=False)
