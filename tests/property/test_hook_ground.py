"""A room's hooks agree with who holds it and who stands in it (issue 21, second GM read,
problem 2): what every generated Underworld guarantees."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worm.content import loader
from worm.gen import hooks, keyed
from worm.gen.layout import LayoutSettings
from worm.gen.underworld import generate

seeds = st.integers(0, 2**63 - 1)
levels = st.integers(3, 8)


@settings(max_examples=25, deadline=None)
@given(seeds, levels)
def test_no_hook_room_clashes_with_its_holders_or_its_band(seed: int, k: int) -> None:
    """s7 107: "share a fire" with a rival guild on the ground of those who will not have open
    flame; s23 103: a prisoner of the Lich among the Lich's rivals; s7 311: a money-lender
    calmly among skeletons hostile on sight. A hook room bringing what its holders will not
    have is nobody's ground; a hook naming the lord's own people is on the lord's household's
    ground or nobody's; no band that attacks on sight stands with a hook's person (a
    faction's lair aside, which holds its band whatever else)."""
    pack = loader.default()
    for level in generate(seed, LayoutSettings(levels=k)).levels:
        held = level.factions
        assert held is not None
        lairs = {f.lair for f in held.factions}
        for r, here in enumerate(level.stock):
            faction = held.by_id(here.faction) if here.faction else None
            asked = [(pack.hooks[h["id"]], True) for h in here.hooks if h["id"] in pack.hooks]
            asked += [(pack.hooks[c["hook"]], False) for c in here.counterparts]
            for hook, own in asked:
                brings = set(hook.brings if own else hook.there_brings)
                if faction is not None:
                    assert not brings & set(faction.shun.tastes), (level.number, r, hook.id)
                    if own and "{lord}" in hook.text:
                        assert faction.household, (level.number, r, hook.id, faction.name)
            person = any(hooks.people(h.get("here", "")) for h in (*here.hooks, *here.counterparts))
            if person and r not in lairs and not here.lord:
                hostile = [m for m in here.denizens if pack.monsters[m].aggressive]
                assert not hostile, (level.number, r, hostile)


def test_what_a_hook_brings_is_a_taste_a_faction_may_shun() -> None:
    """``brings`` speaks the shuns' words, or no faction could ever keep clear of it."""
    pack = loader.default()
    tastes = {t for shun in pack.factions.shuns for t in shun.tastes}
    brought = {t for h in pack.hooks.values() for t in (*h.brings, *h.there_brings)}
    assert brought and brought <= tastes, brought - tastes
    assert "fire" in pack.hooks["quest_rival_guild"].brings  # s7 107: a fire shared


@settings(max_examples=30, deadline=None)
@given(seeds, levels)
def test_a_big_creature_a_hook_asks_for_can_walk_to_it(seed: int, k: int) -> None:
    """gm_review2 problem 3: a hulking beast to be led up a ladder (s23 414 to 511) or down a
    river (s7 209 to 324), to a treadwheel in a secret dead end. Its levels are joined by a
    known way it can walk, and neither its room nor the asking room is a secret room."""
    pack = loader.default()
    underworld = generate(seed, LayoutSettings(levels=k))
    by_number = {level.number: level for level in underworld.levels}
    walks = {
        frozenset((c.a, c.b))
        for c in underworld.layout.connections
        if c.kind in hooks.WALKS and not c.secret
    }
    plan = underworld.levels[0].hook_plan
    assert plan is not None
    for thread in plan.threads:
        if not set(pack.hooks[thread.hook].there) & hooks.BIG:
            continue
        assert frozenset((thread.level, thread.other_level)) in walks, thread
        assert thread.room not in by_number[thread.level].keyed.secret_rooms, thread
        assert thread.other_room not in by_number[thread.other_level].keyed.secret_rooms, thread


WAITING = ("smith", "money-lender", "debtor", "prisoner", "ghost", "hermit", "cook")
WAITING += ("hulking beast",)


@settings(max_examples=20, deadline=None)
@given(seeds, levels)
def test_the_people_a_hook_needs_are_keyed_as_creatures(seed: int, k: int) -> None:
    """gm_review2 problem 2: the smith, the money-lender, the prisoner … were only "In the
    room: …", with no disposition, likes or hates. Each is a Denizens line of its room, in the
    keyed document as in the JSON entry (``who``)."""
    pack = loader.default()
    underworld = generate(seed, LayoutSettings(levels=k))
    for level in underworld.levels:
        for r, here in enumerate(level.stock):
            lines = keyed._denizens(level, r, pack, underworld.seed)
            for entry in (*here.hooks, *here.counterparts):
                named = [p.strip() for p in entry.get("here", "").split(";")]
                for person in (p for p in named if p in WAITING):
                    assert f"The {person}, " in entry.get("who", ""), (level.number, r, entry)
                    assert any(
                        line.startswith(f"**Denizens:** The {person}, ") and "Likes: " in line
                        for line in lines
                    ), (level.number, r, person)
