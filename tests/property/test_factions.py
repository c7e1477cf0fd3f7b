"""Factions per level (p. 337): what every generated Underworld guarantees of them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import export
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_level_has_a_household_in_power_lairs_in_territory_and_bands_of_the_holder(
    seed: int, k: int
) -> None:
    underworld = generate(seed, LayoutSettings(levels=k))
    pack = loader.default()
    for level in underworld.levels:
        held = level.factions
        assert held is not None and 1 <= len(held.factions) <= 3, level.number
        household = held.factions[0]
        assert household.household and household.power
        assert household.lair == level.keyed.lord  # the lord's household holds the lord's room
        assert [f.power for f in held.factions].count(True) == 1
        seen: set[int] = set()
        for faction in held.factions:
            assert faction.lair in faction.territory, f"{faction.name}'s lair outside its ground"
            assert not seen & set(faction.territory), "two factions hold one room"
            seen |= set(faction.territory)
            assert not set(faction.want.tastes) & set(faction.shun.tastes)
            if not any(pack.monsters[m].talks for m in faction.members):  # no words, no toll
                assert not faction.want.speaking and not faction.shun.speaking, faction.name
            assert set(faction.languages) <= set(pack.languages)
            relations = {r.other for r in faction.relations if not r.creature}
            assert relations == {f.id for f in held.factions} - {faction.id}
        for room, stock in enumerate(level.stock):
            holder = next((f for f in held.factions if room in f.territory), None)
            assert stock.faction == (holder.id if holder else "")
            assert not (stock.secret and holder), "a faction holds a secret room"
            for monster in stock.denizens:
                if stock.lord and monster == household.members[0]:
                    continue
                if holder is None:
                    assert monster in held.unaligned, (level.number, room, monster)
                else:
                    assert monster in holder.members, (level.number, room, monster, holder.name)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_random_encounters_are_faction_business_and_no_two_alike(seed: int, k: int) -> None:
    document = export.document(generate(seed, LayoutSettings(levels=k)))
    for level in document["levels"]:
        factions = {f["id"]: f for f in level["factions"]}
        encounters = [e for e in level["meatgrinder"] if e["band"] == "random_encounter"]
        assert [e["card"] for e in encounters] == [16, 17, 18, 19, 20]
        texts = [e["text"] for e in encounters]
        assert len(set(texts)) == 5, texts
        named = [e for e in encounters if "faction" in e]
        assert named, f"level {level['number']}: no faction is met on the road"
        for entry in named:
            faction = factions[entry["faction"]]
            assert entry["creature"] in faction["members"]
            assert faction["name"] in entry["text"]
        for entry in encounters:
            if "faction" not in entry:
                assert entry["creature"] in level["unaligned"]
        for faction in level["factions"]:
            assert faction["lair"] in faction["territory"]
        for room in level["rooms"]:
            if room["faction"] is not None:
                assert room["key"] in factions[room["faction"]]["territory"]
