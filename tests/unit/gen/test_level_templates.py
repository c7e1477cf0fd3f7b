"""A level's Meatgrinder templates fit what its rooms may be (pp. 340–342; issue 21)."""

from __future__ import annotations

from worm.content import loader
from worm.gen import index

PACK = loader.default()


def _stony(seed_id: str) -> list[str]:
    seed = PACK.seeds[seed_id]
    return [t.id for t in index.of(PACK).level_templates(seed) if t.architectures]


def test_rubble_and_a_jag_of_rock_stay_off_floating_wrecks_and_tree_islands() -> None:
    looked_up = index.of(PACK)
    for seed_id in ("the_boundless_moat", "the_spires"):
        seed = PACK.seeds[seed_id]
        built = looked_up.architectures(seed)
        assert not built & {"hall", "cave"}, (seed_id, built)
        kept = {t.id for t in looked_up.level_templates(seed)}
        assert "choice_rubble" not in kept, seed_id
        assert "tax_torn_pack" not in kept, seed_id
        for template_id in _stony(seed_id):
            needs = set(PACK.meatgrinder[template_id].architectures)
            assert needs & built, (seed_id, template_id, needs)


def test_a_level_of_halls_keeps_its_rubble() -> None:
    seed = PACK.seeds["the_undertomb"]
    kept = {t.id for t in index.of(PACK).level_templates(seed)}
    assert {"choice_rubble", "tax_torn_pack", "cur_footprints_into_wall"} <= kept
