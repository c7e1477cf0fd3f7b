"""The effect vocabulary and its rules (pp. 12–13), read from the content pack."""

from __future__ import annotations

import pytest

from worm import content
from worm.errors import IllegalCommand
from worm.rules import effects

FX = content.default().effects


@pytest.mark.parametrize(
    ("suffered", "net"),
    [(["blind"], -3), (["exhaust"], -3), (["blind", "exhaust"], -3), (["root"], 0), ([], 0)],
)
def test_blind_and_exhaust_put_the_sufferer_at_disfavor(suffered, net):
    assert effects.on_actor(FX, suffered).value == net


def test_deafen_hinders_only_incantations():
    assert effects.on_actor(FX, ["deafen"], "Speak Incantation").value == -3
    assert effects.on_actor(FX, ["deafen"], "Attack").value == 0


def test_harm_against_the_blind_has_favor_and_the_prone_depends_on_range():
    assert effects.against(FX, ["blind"], "melee").value == 3
    assert effects.against(FX, ["trip"], "melee").value == 3
    assert effects.against(FX, ["trip"], "missile").value == -3
    assert effects.against(FX, [], "melee", unarmed=True).value == 3
    assert effects.against(FX, ["shroud"], "melee").value == -3
    assert effects.against(FX, ["shroud"], "melee", can_see_shrouded=True).value == 0


@pytest.mark.parametrize(
    ("effect", "action", "refused"),
    [
        ("root", "Move", True),
        ("root", "Dodge", True),
        ("root", "Attack", False),
        ("trip", "Dash", True),
        ("trip", "Dodge", False),
        ("silence", "Speak Incantation", True),
        ("knockout", "Attack", True),
        ("blind", "missile", True),
        ("blind", "Attack", False),
    ],
)
def test_effects_forbid_actions(effect, action, refused):
    assert (effects.refusal(FX, [effect], action) is not None) is refused


def test_root_and_trip_end_engagement_and_chains_of_curse_cannot_be_recovered():
    assert effects.disengages(FX, "root") and effects.disengages(FX, "trip")
    assert not effects.disengages(FX, "blind")
    assert effects.recoverable(FX, "trip") and not effects.recoverable(FX, "curse")


def test_an_unknown_effect_is_refused_by_name():
    with pytest.raises(IllegalCommand, match="'petrify' is not an effect"):
        effects.on_actor(FX, ["petrify"])
