"""The stocking tables: Meatgrinder templates, room types, treasure, hooks (pp. 90–93, 335–342)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, get_args

import pytest

from tests.unit.content.helpers import one_line_error
from worm import content
from worm.content import book, models, stocking
from worm.content.integrity import stocking as stocking_rules
from worm.content.loader import ASSETS
from worm.content.stocking import MeatgrinderEntry
from worm.content.tables import Tables

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
ENTRIES = sorted(PACK.meatgrinder.values(), key=lambda entry: entry.id)
WORDS = {"level": "The Pits", "other_level": "Xania", "lord": "The Rat King", "other_room": "3·07"}


def _strings(value: Any) -> Iterator[str]:
    """Every string in a parsed TOML value, however deeply nested."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)


def _kinds(band: str | None = None) -> Counter[str]:
    return Counter(e.kind for e in ENTRIES if band is None or e.band == band)


# --- the Meatgrinder templates ---------------------------------------------------------------


def test_the_shapes_and_lightings_are_the_seeds() -> None:
    """stocking cannot import models (models imports it), so it repeats the two closed sets."""
    assert get_args(stocking.LevelShape) == get_args(models.LevelShape)
    assert get_args(stocking.Lighting) == get_args(models.Lighting)


def test_there_are_enough_templates_of_each_kind() -> None:
    kinds = _kinds()
    assert kinds["gutter"] >= 4 and kinds["respite"] >= 4 and kinds["hunger"] >= 2
    assert kinds["curiosity"] >= 25
    assert kinds["tax"] >= 12 and kinds["choice"] >= 12 and kinds["hazard"] >= 12
    assert sum(_kinds("travel_event").values()) >= 36
    assert kinds["rumor"] >= 12


def test_no_random_encounters_are_written_here() -> None:
    """XVI–XX come from each level's own monsters (p. 341), not from generic templates."""
    assert {e.band for e in ENTRIES} == {
        "torches_gutter",
        "curiosity",
        "travel_event",
        "quest_rumor",
    }


@pytest.mark.parametrize("shape", stocking.SHAPES)
@pytest.mark.parametrize("lighting", stocking.LIGHTINGS)
def test_every_level_has_enough_of_each_kind(shape: str, lighting: str) -> None:
    """A level uses five travel events and five curiosities; each kind must still be a choice."""
    fitting = Counter(e.kind for e in ENTRIES if e.fits(shape, lighting))
    for kind in ("tax", "choice", "hazard"):
        assert fitting[kind] >= 5, (shape, lighting, kind)
    assert fitting["curiosity"] >= 8, (shape, lighting)
    for kind in ("gutter", "respite"):  # I–V: five flickers (or respites), none alike
        assert fitting[kind] >= 5, (shape, lighting, kind)
    assert fitting["rumor"] >= 1, (shape, lighting)


@pytest.mark.parametrize("shape", stocking.SHAPES)
def test_each_shape_has_curiosities_of_its_own(shape: str) -> None:
    own = [e.id for e in ENTRIES if e.kind == "curiosity" and shape in e.shapes]
    assert len(own) >= 4, (shape, own)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.kind == "gutter"], ids=lambda e: e.id)
def test_torches_gutter_is_one_flicker_of_every_light(entry: MeatgrinderEntry) -> None:
    """p. 91: every light source flickers; nothing to choose, so no interactions."""
    (outcome,) = entry.outcomes
    assert (outcome.effect, outcome.count, outcome.who) == ("flicker", 1, "guild")
    assert outcome.slot is None  # every light, not one picked
    assert entry.interactions == ()


def test_respite_and_hunger_are_what_p341_offers() -> None:
    for entry in ENTRIES:
        effects = [o.effect for o in entry.outcomes]
        if entry.kind == "respite":
            assert effects == ["nothing"], entry.id
        if entry.kind == "hunger":
            assert [(o.effect, o.who, o.count) for o in entry.outcomes] == [("ration", "guild", 1)]


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.kind == "tax"], ids=lambda e: e.id)
def test_a_tax_falls_on_one_adventurer(entry: MeatgrinderEntry) -> None:
    """p. 341: one adventurer pays (lost rations, Notched armor, broken bottles)."""
    assert any(o.who in {"random", "front", "rear"} for o in entry.outcomes), entry.id
    assert all(o.who != "guild" for o in entry.outcomes), entry.id


def test_most_taxes_fall_on_a_random_adventurer() -> None:
    taxes = [e for e in ENTRIES if e.kind == "tax"]
    random = [e for e in taxes if any(o.who == "random" for o in e.outcomes)]
    assert len(random) * 2 > len(taxes)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.kind == "choice"], ids=lambda e: e.id)
def test_a_hard_choice_offers_two_or_three_ways(entry: MeatgrinderEntry) -> None:
    """p. 341: go this way and pay this, go that way and pay that, or turn back."""
    assert 2 <= len(entry.interactions) <= 3
    assert all(i.costs or i.on_success or i.on_failure for i in entry.interactions)


def test_many_choices_let_the_guild_turn_back() -> None:
    back = [
        e.id
        for e in ENTRIES
        if e.kind == "choice"
        and any(o.effect == "move" and o.id == "back" for i in e.interactions for o in i.outcomes())
    ]
    assert len(back) >= 8, back


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.kind == "hazard"], ids=lambda e: e.id)
def test_a_hazard_can_be_tested_and_failed(entry: MeatgrinderEntry) -> None:
    assert any(i.approach and i.on_failure for i in entry.interactions), entry.id


def test_hazards_name_every_example_trap_but_the_fish_statue() -> None:
    """pp. 370–373: the nine traps; the flooding statue guards a room's gem, not a road."""
    assert len(book.TRAP_IDS) == book.TRAPS == 9
    named = {e.trap for e in ENTRIES if e.trap}
    assert named == book.TRAP_IDS - {"flooding_fish_statue"}


def test_named_traps_exist_in_the_trap_table() -> None:
    traps = tomllib.loads((ASSETS / "traps.toml").read_text(encoding="utf-8"))
    ids = {trap["id"] for trap in traps["trap"]}
    assert {trap["id"] for trap in traps["trap"] if trap.get("example")} == book.TRAP_IDS
    assert {e.trap for e in ENTRIES if e.trap} <= ids


def test_some_hazards_have_a_sure_way_through() -> None:
    """p. 377: good plans simply work; only risky ones call for a test of fate."""
    sure = [
        e.id
        for e in ENTRIES
        if e.kind == "hazard" and any(i.approach is None and i.requires for i in e.interactions)
    ]
    assert len(sure) >= 6, sure


def test_travel_events_test_every_attribute() -> None:
    """p. 377: vary the attribute tested, Cups for alertness and Pentacles for dodging."""
    tested = Counter(
        i.approach for e in ENTRIES if e.band == "travel_event" for i in e.interactions
    )
    assert all(tested[suit] >= 3 for suit in book.SUITS), tested
    assert tested["pentacles"] > tested["wands"]


def test_careful_guilds_avoid_some_events_and_one_event_hits_everyone() -> None:
    """p. 377: events easy to avoid when moving carefully, and one that strikes the guild."""
    travel = [e for e in ENTRIES if e.band == "travel_event"]
    assert sum(e.avoid_when_careful for e in travel) >= 8
    everyone = [e for e in travel if e.whole_guild]
    assert everyone and "hazard_tremor" in {e.id for e in everyone}
    assert all(e.band == "travel_event" for e in ENTRIES if e.avoid_when_careful)


def test_every_rumor_reveals_a_step_and_gives_the_rumor() -> None:
    """p. 341: a hazard, a place to go, or a tool to bring."""
    rumors = [e for e in ENTRIES if e.kind == "rumor"]
    assert {e.reveals for e in rumors} == {"hazard", "place", "tool"}
    for entry in rumors:
        assert any(o.effect == "rumor" for o in entry.all_outcomes()), entry.id


def test_generic_templates_fight_only_the_levels_own_monsters() -> None:
    for entry in ENTRIES:
        for outcome in entry.all_outcomes():
            if outcome.effect == "challenge":
                assert outcome.creature == "level", entry.id


@pytest.mark.parametrize(
    ("file", "key", "words"),
    [
        ("meatgrinder.toml", "entry", stocking.ENTRY_WORDS),
        ("rooms.toml", "room", frozenset()),
        ("treasure.toml", "treasure", frozenset()),
        ("hooks.toml", "hook", stocking.HOOK_WORDS),
    ],
)
def test_placeholders_are_only_the_allowed_ones(file: str, key: str, words: frozenset[str]) -> None:
    """An oracle apart from the model: every string in the raw file, scanned with a regex."""
    rows = tomllib.loads((ASSETS / file).read_text(encoding="utf-8"))[key]
    for row in rows:
        for text in _strings(row):
            assert set(re.findall(r"\{(\w*)\}", text)) <= words, (row["id"], text)
            for count in re.findall(r"\[([^\]]*)\]", text):
                assert key == "entry" and re.fullmatch(r"adventurers( - \d)?|discard", count), (
                    row["id"],
                    text,
                )
            text.format(**WORDS)  # and str.format can fill them all


def test_the_placeholders_are_used() -> None:
    texts = " ".join(e.text for e in ENTRIES)
    assert all(f"{{{word}}}" in texts for word in stocking.ENTRY_WORDS)


# --- rooms, treasure, hooks ------------------------------------------------------------------


@pytest.mark.parametrize("shape", stocking.SHAPES)
def test_every_shape_has_ten_room_types_and_safe_ones(shape: str) -> None:
    """p. 338: mark a handful of rooms safe on every level."""
    fitting = [r for r in PACK.rooms.values() if not r.shapes or shape in r.shapes]
    assert len(fitting) >= 10, shape
    safe = {r.safe_as for r in fitting if r.safe_ok}
    assert sum(r.safe_ok for r in fitting) >= 3, shape
    assert len(safe) >= 2, (shape, safe)


def test_safe_rooms_say_why() -> None:
    for room in PACK.rooms.values():
        assert room.safe_ok == (room.safe_as is not None), room.id
    assert {r.safe_as for r in PACK.rooms.values()} == {
        None,
        "secret",
        "defensible",
        "warded",
        "empty",
    }


def test_treasure_runs_from_a_few_coins_to_about_a_thousand() -> None:
    values = [t.value for t in PACK.treasure.values()]
    assert len(values) >= 30
    assert min(values) <= 5 and 900 <= max(values) <= 1200


def test_treasure_grows_richer_deeper() -> None:
    by_depth = {d: [t.value for t in PACK.treasure.values() if t.depth == d] for d in range(1, 6)}
    assert all(len(values) >= 3 for values in by_depth.values())
    richest = [max(by_depth[d]) for d in range(1, 6)]
    assert richest == sorted(richest) and len(set(richest)) == 5
    means = [sum(v) / len(v) for v in by_depth.values()]
    assert means == sorted(means)


def test_the_costliest_treasure_is_guarded() -> None:
    """p. 385: put plenty of treasure behind traps and guardians."""
    for piece in PACK.treasure.values():
        if piece.value > stocking.TREASURE_CAP[piece.depth] // 2:
            assert piece.guarded, piece.id
    top = sorted(PACK.treasure.values(), key=lambda t: t.value)[-5:]
    assert all(piece.guarded for piece in top)


def test_only_coins_take_no_slot() -> None:
    for piece in PACK.treasure.values():
        assert piece.coins == (piece.slots == 0), piece.id
    assert any(piece.coins for piece in PACK.treasure.values())


def test_treasure_that_is_gear_names_a_market_item() -> None:
    gear = [t for t in PACK.treasure.values() if t.item]
    assert len(gear) >= 5
    assert all(t.item in PACK.items for t in gear)


def test_there_are_enough_hooks_and_return_hooks_point_elsewhere() -> None:
    """p. 339: a reason to return ties this level to another one."""
    kinds = Counter(h.kind for h in PACK.hooks.values())
    assert kinds["return"] >= 15 and kinds["quest"] >= 12
    for hook in PACK.hooks.values():
        if hook.kind == "return":
            assert "{other_level}" in hook.text and hook.on_done, hook.id
        else:
            assert hook.reveals in {"hazard", "place", "tool"}, hook.id


WHO = re.compile(
    r"\b(ghosts?|beast|prisoner|hermit|cook|smith|gargoyle|statue|debtor|money-lender|toad|"
    r"guard|delvers|band|staff|something|someone)\b",
    re.IGNORECASE,
)


def test_every_hook_declares_who_its_words_need_and_names_no_other_room() -> None:
    """Issue 21.6: a hook that speaks of a creature or a thing says where it is: in its own
    room (``here``) or its counterpart's (``there``), so the plan puts it there; no hook
    speaks of "another room" or of the level's creatures at large."""
    for hook in PACK.hooks.values():
        held = " ".join((*hook.here, *hook.there)).lower()
        for text in (hook.text, hook.counterpart or ""):
            assert "{other_room}" not in text and "{level} sing" not in text, hook.id
            for who in WHO.findall(text):
                if hook.reveals == "hazard":
                    continue  # a warning of what guards the end: told of, not met here
                assert who.lower().rstrip("s") in held, (hook.id, who)


# --- the rules on a cut-down table -----------------------------------------------------------


def test_a_shape_left_without_hazards_is_named() -> None:
    kept = {
        e.id: e
        for e in ENTRIES
        if not (e.kind == "hazard" and (not e.shapes or "water" in e.shapes))
    }
    tables = Tables.partial(meatgrinder=kept)
    found = [str(p) for p in stocking_rules.meatgrinder_sizes(tables)]
    assert (
        "meatgrinder.toml › shapes: a bright water level has 0 hazard templates, needs 5" in found
    )
    assert not any("caverns" in problem and "tax" in problem for problem in found)


def test_too_few_rumors_are_counted() -> None:
    kept = {e.id: e for e in ENTRIES if e.kind != "rumor" or e.id == "rumor_dream"}
    found = [str(p) for p in stocking_rules.meatgrinder_sizes(Tables.partial(meatgrinder=kept))]
    assert found == ["meatgrinder.toml › kind: 1 rumor templates, needs 12"]


def test_a_broken_table_skips_its_counts() -> None:
    tables = Tables.partial(meatgrinder={}, broken={"meatgrinder": frozenset({"x"})})
    assert list(stocking_rules.meatgrinder_sizes(tables)) == []


# --- broken copies ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "meatgrinder.toml",
            "likeness of {lord}",
            "likeness of {boss}",
            "meatgrinder.toml › cur_defaced_portrait › text: {boss} is not a placeholder here "
            "(allowed: {level}, {lord}, {other_level})",
        ),
        (
            "meatgrinder.toml",
            'trap = "quicksand"',
            'trap = "quick_sand"',
            "meatgrinder.toml › hazard_sucking_sand › trap: 'quick_sand' is not one of "
            f"{sorted(book.TRAP_IDS)}",
        ),
        (
            "meatgrinder.toml",
            'requires = ["shovel|pick"]',
            'requires = ["shovel|pickaxe"]',
            "meatgrinder.toml › choice_rubble › interactions[0]: "
            "'pickaxe' is not an id in items.toml",
        ),
        (
            "meatgrinder.toml",
            'id = "exhaust", until = "camp", who = "front"',
            'id = "limp", until = "camp", who = "front"',
            "meatgrinder.toml › tax_turned_ankle › outcomes: 'limp' is not an id in effects.toml",
        ),
        (
            "meatgrinder.toml",
            'text = "Green fur has grown',
            'text = "[discard] tufts of green fur have grown',
            None,
        ),
        (
            "meatgrinder.toml",
            'text = "Green fur has grown',
            'text = "[goblins] tufts of green fur have grown',
            "meatgrinder.toml › tax_mouldy_rations › text: [goblins] is not a count this text may "
            "use (allowed: [discard], [adventurers], [adventurers - N])",
        ),
        (
            "meatgrinder.toml",
            'outcomes = [{ effect = "lose_item", item = "ration", count = 1, who = "random" }]',
            'outcomes = [{ effect = "lose_item", item = "ration", count = 1, who = "guild" }]',
            "meatgrinder.toml › tax_mouldy_rations › outcomes: a tax falls on one adventurer: "
            "who is one of ['front', 'random', 'rear']",
        ),
        (
            "meatgrinder.toml",
            'id = "gutter_damp"\nband = "torches_gutter"\nkind = "gutter"',
            'id = "gutter_damp"\nband = "torches_gutter"\nkind = "tax"',
            "meatgrinder.toml › gutter_damp › kind: 'tax' is not a kind of 'torches_gutter': "
            "use ('gutter', 'respite', 'hunger')",
        ),
        (
            "meatgrinder.toml",
            'id = "cur_lullaby"',
            'id = "cur_tally_marks"',
            "meatgrinder.toml › cur_tally_marks › id: "
            "'cur_tally_marks' is used twice: ids are unique",
        ),
        (
            "rooms.toml",
            'safe_ok = true\nsafe_as = "warded"\n\n[[room]]\nid = "fissure_cave"',
            'safe_ok = true\n\n[[room]]\nid = "fissure_cave"',
            "rooms.toml › crystal_hollow › safe_as: give safe_as (secret, defensible, warded, "
            "empty) exactly when safe_ok",
        ),
        (
            "rooms.toml",
            'shapes = ["caverns", "towers"]\nimpression = "The floor ends',
            'shapes = ["caverns", "spires"]\nimpression = "The floor ends',
            "rooms.toml › chasm_edge › shapes[1]: 'spires' is not one of 'caverns', 'halls', "
            "'towers', 'streets', 'water' or 'organic'",
        ),
        (
            "treasure.toml",
            "value = 180\nslots = 1\ndepth = 3\nguarded = true\n",
            "value = 180\nslots = 1\ndepth = 3\n",
            "treasure.toml › pearl_string › guarded: 180 gold at depth 3 is over 150: set guarded "
            "= true and put it behind a trap or guardian",
        ),
        (
            "treasure.toml",
            'item = "spyglass"',
            'item = "telescope"',
            "treasure.toml › spyglass_brass › item: 'telescope' is not an id in items.toml",
        ),
        (
            "hooks.toml",
            'text = "A hermit here will help you only if you carry a sealed letter to her sister '
            "on {other_level}",
            'text = "A hermit here will help you only if you carry a sealed letter to her sister '
            "on the next level",
            "hooks.toml › return_sisters_letter › text: a return hook points at {other_level}",
        ),
        (
            "hooks.toml",
            "servants of {lord} lies",
            "servants of {the_lord} lies",
            "hooks.toml › quest_key_in_the_hoard › text: {the_lord} is not a placeholder here "
            "(allowed: {level}, {lord}, {other_level})",
        ),
        (
            "hooks.toml",
            "A drawbridge here hangs raised over a deep trench,",
            "A drawbridge hangs raised over the chasm in {other_room};",
            "hooks.toml › return_bridge_lever › text: {other_room} is not a placeholder here "
            "(allowed: {level}, {lord}, {other_level})",
        ),
        (
            "hooks.toml",
            "A ghost here sings half a hymn and stops; the other half is sung by a ghost on",
            "The ghosts of {level} sing half a hymn and stop; the other half is sung on",
            "hooks.toml › return_choir › here: 'ghost': the text must name it and say it is here",
        ),
        (
            "hooks.toml",
            'there = ["toad"]\nerrand = "fetch"',
            'there = ["toad"]',
            "hooks.toml › return_captive_mascot › errand: say what the hook asks: fetch, escort, "
            "deed, learn",
        ),
        (
            "hooks.toml",
            'counterpart = "Two stone ears dangle here from a trophy cord nailed to the wall, '
            "carved to fit a gargoyle's head on {level}.\"\n",
            "",
            "hooks.toml › return_missing_ears › counterpart: say what the guild finds on "
            "{other_level}",
        ),
    ],
    ids=[
        "placeholder",
        "trap",
        "item",
        "effect",
        "discard-ok",
        "bracket",
        "tax-on-guild",
        "kind-of-band",
        "repeated-id",
        "safe-as",
        "room-shape",
        "unguarded",
        "treasure-item",
        "return-hook",
        "hook-placeholder",
        "other-room",
        "ghosts-not-here",
        "no-errand",
        "no-counterpart",
    ],
)
def test_a_broken_copy_is_named_in_one_line(
    damaged: Damage, file: str, old: str, new: str, expected: str | None
) -> None:
    folder = damaged(file, old, new)
    problems = content.check(folder)
    if expected is None:
        assert problems == []
        return
    assert problems == [expected]
    assert one_line_error(folder) == expected


def test_a_missing_file_is_named(damaged: Damage) -> None:
    folder = damaged("hooks.toml", 'id = "quest_lords_boast"', 'id = "quest_lords_boast"')
    (folder / "hooks.toml").unlink()
    problems = content.check(folder)
    assert problems == [f"hooks.toml: missing from {str(folder)!r}: restore it"]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[adventurers - 1] imps squabble in {level}", None),
        ("[adventurers] and [discard]", None),
        ("{level", "'{level' has an unmatched brace"),
        ("a cup of } tea", "'a cup of } tea' has an unmatched brace"),
        ("[adventurers + 1] imps", "[adventurers + 1] is not a count this text may use"),
        ("[discard imps", "'[discard imps' has an unmatched bracket"),
        ("{0} imps", "{0} is not a placeholder here"),
    ],
)
def test_placeholder_problems(text: str, problem: str | None) -> None:
    found = stocking.placeholder_problem(text, stocking.ENTRY_WORDS, counts=True)
    assert found == problem if problem is None else found is not None and found.startswith(problem)
