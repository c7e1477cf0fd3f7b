"""The twenty-one room features (pp. 365–369) and nine example traps (pp. 370–373)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import get_args

import pytest

from tests.unit.content.helpers import one_line_error
from worm import content
from worm.content import book, constants
from worm.content.features import Feature, FeatureKind, Reason, Shape, Trap
from worm.content.interaction import Interaction, Outcome, read_outcome
from worm.content.models import ContentPack, LevelShape

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

PACK = content.default()
FEATURES = sorted((f for f in PACK.features.values() if f.example), key=lambda f: f.number or 0)
TRAPS = sorted((t for t in PACK.traps.values() if t.example), key=lambda t: t.number or 0)
ALL_FEATURES = list(PACK.features.values())  # the book's examples and our variants
ALL_TRAPS = list(PACK.traps.values())


def _choice(entry: Feature | Trap, verb: str) -> Interaction:
    choices = entry.interactions if isinstance(entry, Feature) else entry.choices()
    (found,) = [choice for choice in choices if choice.verb == verb]
    return found


def fields(outcome: Outcome, *names: str) -> tuple[object, ...]:
    """Some fields of an outcome, None for those its kind does not have."""
    return tuple(getattr(outcome, name, None) for name in names)


def _kinds(outcomes: tuple[Outcome, ...]) -> list[str]:
    return [outcome.effect for outcome in outcomes]


# --- counts, numbers and pages ---------------------------------------------------------------


def test_there_are_21_features_numbered_1_to_21_in_the_books_order() -> None:
    """p. 365: twenty-one, so a major arcana card can pick one; the rest are variants."""
    assert len(FEATURES) == book.ROOM_FEATURES == 21
    assert [feature.number for feature in FEATURES] == list(range(1, 22))
    assert [(f.kind, f.page) for f in FEATURES] == [book.FEATURE_KINDS[n] for n in range(1, 22)]


def test_there_are_9_traps_numbered_1_to_9_with_the_books_ids() -> None:
    assert len(TRAPS) == book.TRAPS == 9
    assert [trap.number for trap in TRAPS] == list(range(1, 10))
    assert [(t.id, t.page) for t in TRAPS] == [book.TRAP_NUMBERS[n] for n in range(1, 10)]
    assert {t.id for t in TRAPS} == book.TRAP_IDS


def test_pages_lie_in_the_appendix() -> None:
    assert {feature.page for feature in FEATURES} == {365, 366, 367, 368, 369}
    assert {trap.page for trap in TRAPS} == {370, 371, 373}


def test_the_closed_sets_agree_with_the_book_and_the_models() -> None:
    assert get_args(Reason) == book.REASONS
    assert get_args(Shape) == get_args(LevelShape)
    assert get_args(FeatureKind) == tuple(kind for kind, _ in book.FEATURE_KINDS.values())


def test_the_ids_the_generator_uses() -> None:
    assert {"owl_throne", "black_goat_altar", "library_of_heads", "grinnin_grimnir"} <= set(
        PACK.features
    )
    assert "unmaking_machine" in PACK.features


# --- every entry is playable -----------------------------------------------------------------


@pytest.mark.parametrize("feature", ALL_FEATURES, ids=lambda feature: feature.id)
def test_each_feature_has_clues_choices_and_reasons(feature: Feature) -> None:
    assert feature.clues, feature.id
    assert feature.interactions, feature.id
    assert feature.reasons, feature.id
    assert set(feature.reasons) <= set(book.REASONS), feature.id


@pytest.mark.parametrize("trap", ALL_TRAPS, ids=lambda trap: trap.id)
def test_each_trap_is_telegraphed_to_two_senses_and_can_be_bypassed(trap: Trap) -> None:
    """p. 370: telegraph with the senses; the puzzle is getting past, not finding it."""
    assert len({clue.sense for clue in trap.clues}) >= 2, trap.id
    assert trap.bypasses, trap.id
    assert trap.guards and trap.spot.text, trap.id


def test_every_item_effect_and_talent_named_exists() -> None:
    choices = [i for f in ALL_FEATURES for i in f.interactions] + [
        i for t in ALL_TRAPS for i in t.choices()
    ]
    items = set().union(*(choice.items() for choice in choices))
    assert items <= set(PACK.items), sorted(items - set(PACK.items))
    outcomes = [o for choice in choices for o in choice.outcomes()] + [
        o for t in ALL_TRAPS for o in (*t.trigger.on_success, *t.trigger.on_failure)
    ]
    effects = {o.id for o in outcomes if o.effect == "effect"}
    assert effects <= set(PACK.effects), sorted(effects - set(PACK.effects))
    talents = {choice.talent for choice in choices if choice.talent}
    assert talents == {"dwimmercraft"} and talents <= set(PACK.talents)


def test_the_hearthfire_is_the_safe_room() -> None:
    """p. 366: camping at the shrine fire restores all Resolve, no Bonds burned."""
    (safe,) = [feature for feature in FEATURES if feature.safe]
    assert safe.kind == "hearthfire" and safe.number == 8
    (camp,) = safe.interactions
    assert camp.time == "long"
    assert [fields(o, "effect", "count") for o in camp.on_success] == [
        ("resolve", constants.BOOK.resolve_max)
    ]


def test_the_level_connectors() -> None:
    """Circle, elevator, river and waterwheel can link levels (pp. 365–369)."""
    linked = {feature.kind for feature in FEATURES if feature.connects_levels}
    assert linked == {"circle_of_power", "elevator", "river", "waterwheel"}


# --- the book's numbers and mechanics --------------------------------------------------------


def test_grimnir_sells_at_fixed_prices_and_curses_his_killer() -> None:
    """p. 366: twine 1, candles 5, torches 10, daggers 20, rations 30 gold; ten odd items."""
    grimnir = PACK.features["grinnin_grimnir"]
    assert grimnir.unique and grimnir.wanders
    prices = {}
    for choice in grimnir.interactions:
        if choice.verb.startswith("buy "):
            (cost,) = choice.costs
            assert cost.effect == "lose_gold"
            bought = [o.item for o in choice.on_success if o.effect == "gain_item"]
            prices[bought[0] if bought else "twine"] = cost.count
    assert prices == {"twine": 1, "candle": 5, "torch": 10, "dagger": 20, "ration": 30}
    wares = _choice(grimnir, "rummage through today's oddments").on_success[0]
    assert wares.count == 10
    kill = _choice(grimnir, "kill Grimnir and take his sleigh")
    assert [fields(o, "effect", "id", "until") for o in kill.on_success][-1] == (
        "effect",
        "curse",
        "forever",
    )


def test_the_owl_throne_blinds_a_light_bearer_who_fails_wands() -> None:
    """p. 365: sitting with a light, test Wands or be Blinded until after the next Camp."""
    sit = _choice(PACK.features["owl_throne"], "sit on the throne holding a light")
    assert sit.approach == "wands"
    blind = [o for o in sit.on_failure if o.effect == "effect"]
    assert [fields(o, "id", "until") for o in blind] == [("blind", "camp")]
    assert "reveal" in _kinds(sit.on_success) and "douse" in _kinds(sit.on_success)
    listen = _choice(PACK.features["owl_throne"], "stay seated for a whole watch and listen")
    assert listen.time == "long" and _kinds(listen.on_success) == ["rumor"]


def test_prying_the_idols_eyes_turns_the_floor_to_lava() -> None:
    idol = PACK.features["devil_idol"]
    pry = _choice(idol, "pry out the gemstone eyes")
    assert pry.requires == ("crowbar|dagger|pick",) and pry.noise
    assert [fields(o, "effect", "id") for o in pry.on_success][-1] == ("flag", "lava_floor")
    assert pry.on_success[0].effect == "gain_gold" and pry.on_success[0].count == 60


def test_the_black_goat_cures_each_affliction_one_time_in_four() -> None:
    (cure,) = _choice(
        PACK.features["black_goat_altar"], "sacrifice a living creature on the goat's back"
    ).on_success
    assert (cure.effect, cure.id, cure.count) == ("cure", "affliction", 4)


def test_the_sarcophagus_lid_takes_five_and_a_lever_snaps() -> None:
    """p. 367: five adventurers' strength; a pole doubles one lifter but usually snaps."""
    tomb = PACK.features["snake_headed_sarcophagus"]
    assert _choice(tomb, "heave the lid aside together").crew == 5
    lever = _choice(tomb, "lever the lid with a ten-foot pole")
    assert lever.crew == 4 and ("lose_item", "pole") in [
        fields(o, "effect", "item") for o in lever.on_success
    ]
    bare = _choice(tomb, "unwrap the mummy with bare hands")
    assert bare.approach == "cups"
    assert ("affliction", "mummy_rot") in [fields(o, "effect", "id") for o in bare.on_failure]


def test_the_smaller_numbers_of_the_features() -> None:
    assert "102" in PACK.features["library_of_heads"].description
    assert "40'" in PACK.features["unmaking_machine"].description
    assert '13"' in PACK.features["unmaking_machine"].description
    mirror = PACK.features["hall_of_twelve_mirrors"]
    assert _choice(mirror, "gaze into an empty mirror").uses == 6  # 12, less 3 frozen, 3 broken
    tomb = PACK.features["false_tomb_of_scales"]
    assert _choice(tomb, "open a door and step into the chamber").approach == "pentacles"


def test_only_one_waterwheel_flows_at_a_time() -> None:
    """p. 369: each lever sets its own state and clears the other two."""
    wheels = PACK.features["three_waterwheels"]
    states = {"necropolis_door_raised", "castle_lamps_lit", "ruin_bridge_extended"}
    for choice in wheels.interactions:
        (set_,) = [o.id for o in choice.on_success if o.effect == "flag"]
        cleared = {o.id for o in choice.on_success if o.effect == "unflag"}
        assert cleared == states - {set_}


def test_the_arrow_trap_fires_once_at_one_adventurer() -> None:
    """p. 371: move away and test Pentacles; fail or freeze and take a Wound."""
    arrow = PACK.traps["arrow_trap"]
    assert arrow.once and arrow.trigger.quick
    assert (arrow.trigger.when, arrow.trigger.approach, arrow.trigger.who) == (
        "enter",
        "pentacles",
        "actor",
    )
    (wound,) = [o for o in arrow.trigger.on_failure if o.effect == "wound"]
    assert wound.count == 1 and not wound.critical
    assert _choice(arrow, "leap over the plate").approach == "pentacles"
    assert _choice(arrow, "throw something heavy onto the plate").approach is None


def test_the_boulder_critically_wounds_each_in_its_path() -> None:
    boulder = PACK.traps["rolling_boulder"]
    assert (boulder.trigger.when, boulder.trigger.approach, boulder.trigger.who) == (
        "open",
        "pentacles",
        "each",
    )
    assert [(o.effect, o.critical) for o in boulder.trigger.on_failure] == [("wound", True)]
    wall = _choice(boulder, "raise a Wall of Elements across the boulder's path")
    assert wall.spell == "wall_of_elements" and wall.costs[0].count == -3
    assert _choice(boulder, "jump into the open sarcophagus").approach is None


def test_quicksand_holds_the_front_until_pulled_out() -> None:
    sand = PACK.traps["quicksand"]
    assert (sand.trigger.when, sand.trigger.who, sand.trigger.approach) == (
        "not_careful",
        "front",
        None,
    )
    assert [fields(o, "effect", "id") for o in sand.trigger.on_failure] == [("status", "stuck")]
    haul = _choice(sand, "haul the stuck one out")
    assert haul.approach == "swords" and haul.favor_with == ("rope",)


def test_the_chest_shocks_through_armor() -> None:
    (shock,) = PACK.traps["electrified_chest"].trigger.on_failure
    assert (shock.effect, shock.count, shock.piercing) == ("wound", 1, True)


def test_the_hungry_door_eats_five_rations() -> None:
    feed = _choice(PACK.traps["hungry_door"], "feed it five rations")
    assert [(o.effect, o.item, o.count) for o in feed.costs] == [("lose_item", "ration", 5)]


def test_the_flooding_statue_gives_three_actions() -> None:
    fish = PACK.traps["flooding_fish_statue"]
    assert (fish.trigger.when, fish.trigger.window) == ("take", 3)
    assert _kinds(fish.trigger.on_failure) == ["death"]
    smash = _choice(fish, "smash your way out with a crowbar")
    assert smash.approach == "swords" and smash.requires == ("crowbar",)
    assert _choice(fish, "open a Portable Hole to let the water out").spell == "portable_hole"


def test_the_mushrooms_burn_light_bearers_and_their_neighbours() -> None:
    shrooms = PACK.traps["pyrotechnic_mushrooms"]
    assert shrooms.trigger.when == "light"
    hits = [(o.effect, o.who) for o in shrooms.trigger.on_failure]
    assert hits == [("wound", "light_bearer"), ("status", "light_bearer"), ("wound", "engaged")]
    dark = _choice(shrooms, "put out every light and go on in the dark")
    assert _kinds(dark.on_success) == ["douse"]


def test_the_acid_lake_notches_a_touch_and_destroys_a_dunk() -> None:
    lake = PACK.traps["acid_lake_tower"]
    assert _kinds(_choice(lake, "touch an item carefully to the water").on_success) == ["notch"]
    assert _kinds(_choice(lake, "drop an item into the lake").on_success) == ["destroy"]
    assert _kinds(_choice(lake, "run and jump into the lake").on_success) == ["death"]


# --- the models ------------------------------------------------------------------------------


def test_a_flag_with_no_source_is_refused() -> None:
    row = PACK.features["painted_door"].model_dump(exclude_defaults=True)
    row["needs_elsewhere"] = []
    with pytest.raises(ValueError, match="magic_paint_found"):
        Feature.model_validate(row)


def test_a_status_needs_a_duration() -> None:
    with pytest.raises(ValueError, match="until"):
        read_outcome({"effect": "status", "id": "stuck"})


def test_the_pack_model_exposes_features_and_traps() -> None:
    assert {"features", "traps"} <= set(ContentPack.model_fields)


# --- broken copies ---------------------------------------------------------------------------


def test_an_unknown_item_in_requires_is_named(damaged: Damage) -> None:
    folder = damaged("features.toml", 'requires = ["crowbar|dagger|pick"]', 'requires = ["jemmy"]')
    expected = (
        "features.toml › devil_idol › interactions[0].requires: 'jemmy' is not an id in items.toml"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_an_unknown_effect_is_named(damaged: Damage) -> None:
    folder = damaged(
        "features.toml", 'id = "blind", until = "camp"', 'id = "dazzle", until = "camp"'
    )
    expected = (
        "features.toml › owl_throne › interactions[0].on_failure[1].id: "
        "'dazzle' is not an id in effects.toml"
    )
    assert content.check(folder) == [expected]


def test_a_duplicate_feature_number_is_named(damaged: Damage) -> None:
    folder = damaged("features.toml", 'kind = "throne"\nnumber = 4', 'kind = "throne"\nnumber = 5')
    expected = (
        "features.toml › owl_throne › number: needs one feature per number 1–21; missing [4], "
        "repeated [5]: 5 is the number of 'idol' (p. 366); 'throne' is number 4"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_duplicate_trap_number_is_named(damaged: Damage) -> None:
    folder = damaged(
        "traps.toml", 'number = 3\nname = "Quicksand"', 'number = 2\nname = "Quicksand"'
    )
    expected = (
        "traps.toml › quicksand › number: needs one trap per number 1–9; missing [3], "
        "repeated [2]: 2 is the number of 'arrow_trap' (p. 371); 'quicksand' is number 3"
    )
    assert content.check(folder) == [expected]
    assert one_line_error(folder) == expected


def test_a_wrong_page_is_named(damaged: Damage) -> None:
    folder = damaged(
        "traps.toml", 'name = "Hungry Door"\npage = 373', 'name = "Hungry Door"\npage = 372'
    )
    assert content.check(folder) == [
        "traps.toml › hungry_door › page: 372, but trap 'hungry_door' is on p. 373"
    ]


def test_a_trap_telegraphed_to_one_sense_is_named(damaged: Damage) -> None:
    """p. 370: three clues that all speak to the eye are still one sense."""
    old = (
        '    { sense = "sound", text = "A wet belch, then a bark: it wants feeding!" },\n'
        '    { sense = "smell", text = "Breath like a charnel house." },\n'
    )
    folder = damaged(
        "traps.toml", old, old.replace('"sound"', '"sight"').replace('"smell"', '"sight"')
    )
    assert content.check(folder) == [
        "traps.toml › hungry_door › clues: only ['sight'] telegraph it: "
        "engage at least two senses (p. 370)"
    ]


def test_a_missing_feature_is_named(damaged: Damage) -> None:
    folder = damaged("features.toml", 'id = "wishing_well_imp"', 'id = "wishing_well_imp"')
    path = folder / "features.toml"
    body = path.read_text(encoding="utf-8")
    path.write_text(body[: body.index('[[feature]]\nid = "wishing_well_imp"')], encoding="utf-8")
    assert content.check(folder) == [
        "features.toml › number: needs one feature per number 1–21; missing [21], repeated []",
        "characters.toml › well_imp › feature: 'wishing_well_imp' is not a feature of "
        "features.toml",
    ]


def test_words_that_point_at_a_secret_door_need_one_in_the_room(damaged: Damage) -> None:
    """Issue 21: the Owl Throne reveals a secret door, so it says it needs one."""
    folder = damaged(
        "features.toml",
        'example = true\nneeds = ["secret_door", "great", "dark"]',
        'example = true\nneeds = ["great", "dark"]',
    )
    (problem,) = content.check(folder)
    assert problem.startswith("features.toml › owl_throne › needs: its words name 'secret_door'")


@pytest.mark.parametrize(
    ("file", "entry", "needs", "need"),
    [
        # size: a 40' cube in a tight landing (s23 112)
        ("features.toml", "unmaking_machine", '["roomy", "great"]', "great"),
        # water on the ground: marsh quicksand in a necropolis vault (s7 321)
        ("traps.toml", "quicksand", '["roomy", "wet", "through"]', "wet"),
        # a rug over boards in a hall under water (s23 402)
        ("traps.toml", "dart_gallery", '["door", "dry", "through"]', "dry"),
        # a chasm to cross in a small chamber that is also a lair (s23 506)
        ("traps.toml", "invisible_path", '["roomy", "great", "crossing", "through"]', "crossing"),
        # a standing roar where a hook asks the guild to listen (s23 406)
        ("features.toml", "three_waterwheels", '["water", "great", "high", "din"]', "din"),
        # a way on past the room in a dead end (s11 524 had a far doorway with one way out)
        ("traps.toml", "spear_wall", '["through"]', "through"),
        # doors that slam in a square of open streets (s11 505)
        ("traps.toml", "flooding_fish_statue", '["water", "door", "sealed"]', "sealed"),
        # an iron door in a square with no door the guild can see (s11 520, s23 302)
        ("traps.toml", "hot_iron_door", '["door"]', "door"),
        # light: a room that must be dark on a level lit bright
        ("features.toml", "mirror_of_yesterday", '["dark"]', "dark"),
    ],
)
def test_words_of_size_water_height_light_or_sound_need_it_declared(
    damaged: Damage, file: str, entry: str, needs: str, need: str
) -> None:
    """Issue 21 (gm_review item 3): what an entry's words make of its room is in ``needs``, so
    the generator puts it only where the room has it."""
    kept = ", ".join(n for n in needs.strip("[]").split(", ") if n != f'"{need}"')
    folder = damaged(file, f'id = "{entry}"', f'id = "{entry}"')  # a copy, this entry in it once
    text = (folder / file).read_text(encoding="utf-8")
    line = text.index(f"needs = {needs}", text.index(f'id = "{entry}"'))
    text = text[:line] + f"needs = [{kept}]" + text[line + len(f"needs = {needs}") :]
    (folder / file).write_text(text, encoding="utf-8")
    problems = content.check(folder)
    assert problems and all(p.startswith(f"{file} › {entry} › needs: ") for p in problems)
    assert any(f"its words name {need!r}" in p for p in problems)


def test_a_wall_named_by_its_side_is_refused(damaged: Damage) -> None:
    folder = damaged(
        "features.toml",
        "wind whistles through a crack in the wall, and",
        "wind whistles through a crack in the north wall, and",
    )
    (problem,) = content.check(folder)
    assert problem.startswith("features.toml › owl_throne › description: names a wall by its side")


def test_a_theme_must_be_a_seed_a_shape_or_an_origin(damaged: Damage) -> None:
    folder = damaged(
        "traps.toml",
        'themes = ["hell", "the_truesilver_forge", "caverns"]',
        'themes = ["hades", "the_truesilver_forge", "caverns"]',
    )
    assert content.check(folder) == [
        "traps.toml › boiling_mere › themes: 'hades' is no seed id, level shape or origin id"
    ]


def test_only_the_books_example_carries_a_number(damaged: Damage) -> None:
    folder = damaged(
        "features.toml",
        'id = "salt_ring_of_binding"\n',
        'id = "salt_ring_of_binding"\nnumber = 1\n',
    )
    (problem,) = content.check(folder)
    assert "salt_ring_of_binding" in problem and "example" in problem


def test_a_feature_that_moves_the_guild_to_another_level_says_it_connects_levels() -> None:
    """The generator puts such a feature only on a level with a way that way
    (``worm.gen.kinds.fits``), and it asks only of features that connect levels."""
    row = PACK.features["counterweight_cage"].model_dump(exclude_defaults=True)
    row.pop("connects_levels")
    with pytest.raises(ValueError, match="mark it connects_levels"):
        Feature.model_validate(row)
