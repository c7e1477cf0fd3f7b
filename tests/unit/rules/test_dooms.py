"""The arithmetic of creatures' notes and dooms (Appendix C), with the book's numbers."""

from __future__ import annotations

import pytest

from worm.rules import dooms
from worm.rules.dooms import Means


@pytest.mark.parametrize("weapon", ["bow", "crossbow", "dagger", "polearm"])
def test_fleshless_skeletons_cannot_be_harmed_by_piercing_weapons(weapon: str) -> None:
    """p. 277: arrows and spears do nothing to a skeleton; a blade or hammer does."""
    assert dooms.immune(["Fleshless"], Means(weapon=weapon)) == "Fleshless"
    assert dooms.immune(["Fleshless"], Means(weapon="hammer")) is None
    assert dooms.immune(["Fleshless"], Means(weapon=None)) is None


@pytest.mark.parametrize(
    ("means", "harmed"),
    [
        (Means(weapon="blade"), False),
        (Means(weapon="blade", silver=True), True),
        (Means(magic=True), True),
        (Means(fire=True), True),
        (Means(), False),  # a fall, a trap
    ],
    ids=["steel", "silver", "magic", "fire", "a fall"],
)
def test_invulnerable_vampires_are_harmed_only_by_silver_magic_and_fire(
    means: Means, harmed: bool
) -> None:
    """p. 282: only silver weapons, magic and fire can harm a vampire."""
    assert (dooms.immune(["Invulnerable"], means) is None) is harmed


def test_other_immunities_by_weapon_kind() -> None:
    """Squishy (p. 256) shrugs off blunt weapons; the slime's membrane (p. 278) slashing and
    blunt ones but not piercing; the devil (p. 258) any made weapon; the statue (p. 254)
    magic."""
    assert dooms.immune(["Squishy"], Means(weapon="hammer")) == "Squishy"
    assert dooms.immune(["Squishy"], Means(weapon="blade")) is None
    assert dooms.immune(["Impermeable Membrane"], Means(weapon="axe")) is not None
    assert dooms.immune(["Impermeable Membrane"], Means(weapon="dagger")) is None
    assert dooms.immune(["Untouched by Hot Iron"], Means(weapon="bow")) is not None
    assert dooms.immune(["Untouched by Hot Iron"], Means(fire=True)) is None
    assert dooms.immune(["Magically Null"], Means(magic=True)) == "Magically Null"


def test_fleet_moves_the_zones_its_note_gives() -> None:
    """p. 247: a beast moves 1 zone for free; p. 264: the griffin 2; p. 265: harpies 1;
    p. 262: the face rat scurries 1."""
    assert dooms.free_zones([("Fleet", "Moves 1 zone on its turn without a card.")]) == ("Fleet", 1)
    assert dooms.free_zones([("Fleet", "Moves 2 zones on its turn.")]) == ("Fleet", 2)
    assert dooms.free_zones([("Flutter", "Moves 1 zone every turn.")]) == ("Flutter", 1)
    assert dooms.free_zones([("Scurry", "Moves 1 zone on its turn.")]) == ("Scurry", 1)
    assert dooms.free_zones([("Tough", "Beat 2 zones of nothing.")]) == ("", 0)


def test_claw_deals_2_wounds_at_twice_the_initiative() -> None:
    """p. 247: a total at least double the target's Initiative deals 2 Wounds."""
    assert dooms.attack_wounds("Claw", 14, 7) == 2
    assert dooms.attack_wounds("Claw", 13, 7) == 1
    assert dooms.attack_wounds("Talons", 10, 5) == 2
    assert dooms.attack_wounds(None, 20, 5) == 1


def test_deadly_attack_deals_2_wounds() -> None:
    """p. 250: a Deadly Attack that hits deals 2 Wounds instead of 1."""
    assert dooms.attack_wounds("Deadly Attack", 9, 8) == 2


def test_sweeping_club_strikes_the_zone_only_on_its_own_turn() -> None:
    """p. 275: the ogre's Attack on its turn hits everyone in its zone; p. 260 always."""
    assert dooms.sweeps("Sweeping Club", own_turn=True)
    assert not dooms.sweeps("Sweeping Club", own_turn=False)
    assert dooms.sweeps("Tail Whip", own_turn=False)
    assert not dooms.sweeps("Claw", own_turn=True)


def test_wimps_is_read_off_the_notes() -> None:
    """p. 266: imps always lay their lowest card as Initiative."""
    assert dooms.wimps(["Wimps"])
    assert not dooms.wimps(["Tough"])


def test_rotting_brains_and_empty_skulls_cannot_be_inspired() -> None:
    """pp. 249, 277, 284: Inspire does nothing to the undead, skeletons and wraiths."""
    assert dooms.uninspired(["Tough", "Rotting Brains"]) == "Rotting Brains"
    assert dooms.uninspired(["Empty Skulls"]) == "Empty Skulls"
    assert dooms.uninspired(["Spectral"]) == "Spectral"
    assert dooms.uninspired(["Wimps"]) is None


def test_the_breathless_are_read_off_their_notes() -> None:
    """pp. 249, 282: the undead and the vampire do not breathe."""
    assert dooms.unbreathing(["Breathless and Undreaming"]) == "Breathless and Undreaming"
    assert dooms.unbreathing(["Breathless and Ageless"]) == "Breathless and Ageless"
    assert dooms.unbreathing(["Tough"]) is None
