"""What a group is busy at fits the room's kind of place (policy ``worm.gen.busy.PLACES``):
a vein blood runs down is flesh, a vein of ore is rock's. Found by the property that every
creature's own activities are used before its faction's: the Mutant Canaries' "pecking at a
mithril vein" was kept for rooms of flesh, so the canaries never pecked anywhere."""

from __future__ import annotations

from worm.gen import busy


def places(activity: str) -> list[frozenset[str]]:
    return [where for words, where in busy.PLACES if words.search(activity)]


def test_a_vein_of_ore_is_not_a_vein_of_flesh() -> None:
    assert places("pecking at a mithril vein") == []
    assert places("hammering at a glowing vein") == []


def test_blood_down_a_vein_and_a_gut_are_flesh() -> None:
    assert places("pumping a flood of blood down a vein towards intruders") == [
        frozenset({"flesh"})
    ]
    assert places("wriggling deeper into the gut") == [frozenset({"flesh"})]
