"""Tests of the policy on which creatures met carry the book's optional notes (pp. 248, 251,
277, 286)."""

from __future__ import annotations

import pytest

from worm import content, rng
from worm.content.models import ContentPack
from worm.gm import foes
from worm.gm import optional_notes as policy

DRAWS = range(200)


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return content.default()


def based_on(pack: ContentPack, entry: str) -> list[str]:
    return [m.id for m in pack.monsters.values() if m.base == entry]


def held(pack: ContentPack, creature: str, n: int) -> policy.Carried:
    block = foes.statblock(pack, creature)
    return policy.carried(pack, block, rng.stream(n, f"optional notes:1:{n}:{creature}"))


def test_an_elite_is_offered_retributive_and_threshold_but_not_invulnerable(
    pack: ContentPack,
) -> None:
    """p. 251: the elite's optional notes; Invulnerable needs a source no entry names."""
    elites = [m.id for m in pack.monsters.values() if m.threat == "elite" and m.base is None]
    assert elites, "the seeds place elites built from the template"
    for creature in elites:
        offered = policy.offered(pack, foes.statblock(pack, creature))
        assert {policy.RETRIBUTIVE, policy.THRESHOLD} <= set(offered), creature
        assert "Invulnerable" not in offered, creature


def test_the_kelpie_alone_holds_threshold_outright(pack: ContentPack) -> None:
    """p. 268: the kelpie's Threshold is not optional (and silver breaks it,
    ``worm.engine.actions.threshold``); no other entry holds one outright."""
    holders = {
        entry.id
        for entry in pack.bestiary.values()
        if any(n.name == policy.THRESHOLD and not n.optional for n in entry.notes)
    }
    assert holders == {"kelpie"}
    for creature in based_on(pack, "kelpie"):
        assert policy.THRESHOLD not in policy.offered(pack, foes.statblock(pack, creature))


@pytest.mark.parametrize(("entry", "defenses"), [("skeleton", {1, 2}), ("zombie", {1})])
def test_rusted_armor_gives_the_books_defense(
    pack: ContentPack, entry: str, defenses: set[int]
) -> None:
    """pp. 277, 286: a skeleton's rusted armor gives 1 or 2 Defense, a zombie's 1; some bands
    wear it and some do not."""
    creatures = based_on(pack, entry)
    assert creatures, f"the seeds place {entry}s"
    found = [held(pack, c, n) for c in creatures for n in DRAWS]
    worn = [h for h in found if policy.RUSTED_ARMOR in h.notes]
    assert worn and len(worn) < len(found)
    assert {h.defense for h in worn} == defenses
    assert all(h.defense == 0 for h in found if h not in worn)


def test_a_strange_body_is_immune_to_one_kind_and_weak_to_another(pack: ContentPack) -> None:
    """p. 248: the two kinds differ, and both are harm the game's blows carry."""
    sorcerous = [m.id for m in pack.monsters.values() if m.theme == "sorcerous"]
    strange = [h for c in sorcerous for n in range(20) if (h := held(pack, c, n)).immune]
    assert strange
    for h in strange:
        assert h.immune in policy.KINDS and h.vulnerable in policy.KINDS
        assert h.immune != h.vulnerable


def test_the_same_band_in_the_same_room_always_carries_the_same(pack: ContentPack) -> None:
    """Policy: the draw is fixed by seed, level, room and kind, so asking twice agrees."""
    for creature in ("zombies", "skeletons", "green_slimes"):
        for n in range(10):
            assert held(pack, creature, n) == held(pack, creature, n)
