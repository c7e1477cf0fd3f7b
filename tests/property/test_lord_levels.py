"""Levels whose seed lists only the lord, and the Meatgrinder's bands (issue 21, second GM
read, problems 1 and 7): what every generated Underworld guarantees of them."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import danger, hooks, keyed, meatgrinder, rooms
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import Level, generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)
XANIA, MENAGERIE = 12, 14  # p. 355: the tower holds only Xania; p. 357: the Menagerie no one
LORD_ONLY = st.sampled_from([(3, XANIA, MENAGERIE), (MENAGERIE, 7, XANIA), (XANIA, MENAGERIE, 20)])


def _road(level: Level) -> list[dict[str, object]]:
    return [e for e in level.meatgrinder if e.get("band") == "random_encounter"]


@settings(max_examples=15, deadline=None)
@given(seeds, LORD_ONLY)
def test_a_level_listing_only_its_lord_has_creatures_of_its_own(
    seed: int, cards: tuple[int, int, int]
) -> None:
    """s41 levels 3 and 4: no standing group but the lord, and the lord sent out as porters.
    The Menagerie keeps its one-of-a-kind beasts one to a chamber; Xania's tower holds her
    ordinary copies as bands; the lord herself stands only in her lair."""
    pack = loader.default()
    underworld = generate(seed, LayoutSettings(levels=3, cards=cards))
    by_card = {level.seed.card: level for level in underworld.levels}
    assert set(by_card) >= {XANIA, MENAGERIE}  # the precondition: both levels are laid
    for card, level in ((XANIA, by_card[XANIA]), (MENAGERIE, by_card[MENAGERIE])):
        groups = [s for s in level.stock if s.denizens and not s.lord]
        alone = {m for s in groups for m in s.denizens}
        if card == MENAGERIE:
            assert alone and all(pack.monsters[m].singular for m in alone), alone
            assert len(groups) == len(alone)  # one to a chamber
        else:
            assert alone == {"xania"}, alone
        for index, here in enumerate(level.stock):
            lines = keyed._denizens(level, index, pack, underworld.seed)
            lordly = [line for line in lines if line.startswith("**Dungeon lord:**")]
            assert bool(lordly) == here.lord, (card, index, lines)
        for entry in _road(level):
            monster = pack.monsters[str(entry["creature"])]
            assert not monster.lord or monster.common_threat, entry["text"]
            if monster.lord:  # Xania's copies, never the one in charge
                assert str(entry["text"]).startswith("Copies of"), entry["text"]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_one_of_a_kind_creatures_stand_once_and_come_alone(seed: int, k: int) -> None:
    pack = loader.default()
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        placed = [m for s in level.stock for m in dict.fromkeys(s.denizens)]
        for monster in set(placed):
            if pack.monsters[monster].singular:
                assert placed.count(monster) == 1, (level.number, monster)
        for entry in _road(level):
            if pack.monsters[str(entry["creature"])].singular:
                assert entry["count"] == "1", entry["text"]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
@example(11_135_305_239, 3)  # one kind stands outside the lair; its ways run out
def test_the_road_meets_only_creatures_of_the_level_on_errands_that_fit_them(
    seed: int, k: int
) -> None:
    """gm_review2 problem 7: Mermaids met only on the Meatgrinder; hostile Zombies asking a
    toll; Ghosts picking over a carcass. Every band on the road stands somewhere on its level
    outside the lord's lair, whose household keeps to it beside the lord (a stray from
    elsewhere aside, on a level with nobody of its own out there, or once the few out there
    have been met every way they can be); the lord is never sent
    out; talk is asked only of creatures that talk, hauling only of those with a body."""
    pack = loader.default()
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        standing = {
            m
            for s in level.stock
            for m in s.denizens
            if not s.lord or pack.monsters[m].common_threat
        }
        own = {
            m.id
            for m in pack.monsters.values()
            if m.name in (*level.seed.common_monsters, *level.seed.kept)
        }
        for entry in _road(level):
            monster = pack.monsters[str(entry["creature"])]
            assert not monster.lord or monster.common_threat, entry["text"]
            if standing & own:  # none of the level's own who stand nowhere on it (but a
                # stray from elsewhere once the few standing have been met every way they can)
                assert monster.id in standing or monster.id not in own, (
                    level.number,
                    entry["text"],
                )
            errand = str(entry.get("errand", ""))
            if errand in meatgrinder.TALKING_ERRANDS:
                assert monster.talks, entry["text"]
            if errand in meatgrinder.BODILY_ERRANDS:
                assert monster.id not in meatgrinder.BODILESS, entry["text"]


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_every_faction_member_stands_on_its_ground_while_bare_rooms_are_left(
    seed: int, k: int
) -> None:
    """gm_review2 problem 7: Mermaids, Origami Golems, Living Armor met only on the road.
    A faction's standing member with no room of its own on the level leaves no bare room of
    its faction's ground it could have stood in (a hook's person keeps off the hostile; a
    brute or an elite stands only far enough out, ``danger.stands``, issue 21 point 5; and a
    band only beside the hooks and key its room has room for, ``rooms.capacity``; a creature
    the size of a building only in a room of ``rooms.HUGE_FLOOR`` tiles, issue 21)."""
    pack = loader.default()
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        held = level.factions
        assert held is not None
        standing = {m for s in level.stock for m in s.denizens}
        for r, here in enumerate(level.stock):
            if here.lord or here.safe or here.secret or here.denizens or r == level.keyed.entry:
                continue
            if here.features or here.traps or here.treasure:  # not bare: no room is crowded
                continue
            holder = held.holder[r]
            if holder < 0:  # an unaligned creature left out is not on the level, nor the road
                continue
            if rooms.load(here) >= rooms.capacity(int(level.map.rooms[r].mask.sum())):
                continue
            bands = held.factions[holder].standing(pack)
            bands = tuple(
                m for m in bands if danger.stands(pack.monsters[m].encounter_threat, here.distance)
            )
            if any(hooks.people(h.get("here", "")) for h in (*here.hooks, *here.counterparts)):
                bands = tuple(m for m in bands if not pack.monsters[m].aggressive)
            if int(level.map.rooms[r].mask.sum()) < rooms.HUGE_FLOOR:  # no room for a giant
                bands = tuple(m for m in bands if pack.monsters[m].size != "huge")
            assert set(bands) <= standing, (level.number, r, set(bands) - standing)
