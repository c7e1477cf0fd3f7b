"""The tags that put features, traps and room types where their words fit (issue 21).

Two kinds of check: the models refuse a tag that disagrees with the entry itself (a pool not
marked wet, a room type both dry and wet), and a cross-reference over the whole pack finds
every entry whose words speak of a tiled or paved floor, or a cramped, dry, wet or quiet
room, and asks that its tags say so, so that the generator (``worm.gen.kinds``,
``worm.gen.room_types``) can keep the words true. (Words of a far door, a room that fills or
a door of the room are the content check's: ``worm.content.integrity.features.POINTERS``.)
"""

from __future__ import annotations

import re

import pytest

from worm import content
from worm.content.features import Feature, Trap
from worm.content.stocking import RoomType

PACK = content.default()

BUILT = re.compile(r"\b(tiled?|tiles|flagstones?|hallway|fitted stone|paving)\b")
"""A floor or wall someone built: such an entry is kept to levels of built rooms."""
BUILT_SHAPES = {"halls", "towers", "streets"}

CRAMPED = re.compile(r"\b(cramped|tight|close in|so narrow|narrow (alley|balcony|plank|mouth))\b")
DRY = re.compile(r"(?<!some )\bdry\b(?! fountain)")  # said of the room, not of a fountain in it
QUIET = re.compile(r"\bquiet\b")
WET = re.compile(r"\b(water|pool|lake|lagoon|swamp|flooded|dripping|drips|sump|mud)\b")
NOT_WET = {
    "bent_wood_hall": "its grain flows like water: a likeness",
    "bathhouse": "some of its pools are dry: it may be either",
    "single_creature_enclosure": "its own pool is the beast's, a corner of the room",
    "fungal_grove": "its caps drip a glow, not water",
}


def _room(kind: RoomType) -> str:
    return f"{kind.name} {kind.impression}".lower()


def test_a_pool_not_marked_wet_is_refused() -> None:
    row = PACK.traps["leech_pond"].model_dump(exclude_defaults=True)
    row.pop("wet")
    with pytest.raises(ValueError, match="mark it wet"):
        Trap.model_validate(row)
    row = PACK.features["pool_of_reflection"].model_dump(exclude_defaults=True)
    row.pop("wet")
    with pytest.raises(ValueError, match="mark it wet"):
        Feature.model_validate(row)


def test_a_room_type_both_dry_and_wet_is_refused() -> None:
    row = PACK.rooms["dry_refuge"].model_dump(exclude_defaults=True)
    row["wet"] = True
    with pytest.raises(ValueError, match="not both"):
        RoomType.model_validate(row)


def test_a_built_floor_is_kept_to_built_levels() -> None:
    entries: list[Feature | Trap] = [*PACK.features.values(), *PACK.traps.values()]
    found = [e for e in entries if BUILT.search(e.description.lower())]
    assert found
    wrong = [e.id for e in found if not e.shapes or not set(e.shapes) <= BUILT_SHAPES]
    assert not wrong, wrong


def test_the_pyrotechnic_mushrooms_speak_of_no_hallway() -> None:
    """They grow in caverns: their far end is the room's, where a way leads on."""
    trap = PACK.traps["pyrotechnic_mushrooms"]
    said = (trap.description, trap.guards, trap.trigger.text, trap.spot.text)
    words = " ".join((*said, *(c.text for c in trap.clues))).lower()
    assert "hall" not in words and "through" in trap.needs


@pytest.mark.parametrize(
    ("words", "flag"), [(CRAMPED, "cramped"), (DRY, "dry"), (QUIET, "quiet")], ids=str
)
def test_a_room_type_says_what_its_words_say(words: re.Pattern[str], flag: str) -> None:
    found = [k for k in PACK.rooms.values() if words.search(_room(k))]
    assert found
    missing = [k.id for k in found if not getattr(k, flag)]
    assert not missing, missing


def test_a_room_type_that_speaks_of_water_is_wet() -> None:
    found = [k for k in PACK.rooms.values() if WET.search(_room(k)) and k.id not in NOT_WET]
    assert found
    missing = [k.id for k in found if not k.wet]
    assert not missing, missing
    assert all(WET.search(_room(PACK.rooms[k])) for k in NOT_WET), "an exception not needed"


def test_features_whose_words_describe_the_whole_room_say_so() -> None:
    """A round room, a three-sided room, a hall lined with mirrors: none goes in a set piece."""
    for entry_id in ("library_of_heads", "tripartite_statue", "hall_of_twelve_mirrors"):
        assert PACK.features[entry_id].whole_room, entry_id
    # a narrow way between two walls is the room (a GM read found it in a dusty ballroom)
    assert PACK.traps["spear_wall"].whole_room
    assert PACK.traps["spear_wall"].architecture == ("way",)


ARCHITECTURE = re.compile(
    r"\b(halls?|vaults?|galler(y|ies)|chambers?|caves?|cavern|grotto|hollow|street|square|"
    r"plaza|alley|lane|passage|corridor|stair|tunnel|deck|ship|house|temple|chapel|cell)\b"
)
"""Words that say what a room is built or grown as (plain "room" says nothing of it)."""


def test_a_type_said_to_name_no_architecture_names_none() -> None:
    """A room whose feature tells the whole room takes a type of architecture ``none``: its
    words must tell only who or what is there, never a hall, a cave or a street."""
    bare = [k for k in PACK.rooms.values() if k.architecture == "none"]
    assert len(bare) >= 3
    named = [k.id for k in bare if ARCHITECTURE.search(_room(k))]
    assert not named, named


def test_only_an_entry_that_tells_the_whole_room_names_the_architectures_it_agrees_with() -> None:
    row = PACK.traps["leech_pond"].model_dump(exclude_defaults=True)
    with pytest.raises(ValueError, match="only a whole_room entry"):
        Trap.model_validate(row | {"architecture": ["cave"]})
    row = PACK.features["hall_of_twelve_mirrors"].model_dump(exclude_defaults=True)
    assert row["architecture"] == ("hall",)
    with pytest.raises(ValueError, match="agrees with none"):
        Feature.model_validate(row | {"architecture": ["hall", "none"]})


MEETING = re.compile(r"\bways meet\b|\bmeeting of ways\b|\bways squeeze together\b")
ONE_WAY = re.compile(r"\bthe only door\b|\breached only by\b|\bthe only way out\b")


def test_a_type_whose_words_say_ways_meet_or_one_way_in_has_those_exits() -> None:
    """Found in a GM read (seed 893): a warded landing "where ways meet" keyed as a dead end,
    a ship's hold whose "hatch is the only door" with two ways out."""
    meeting = [k for k in PACK.rooms.values() if MEETING.search(_room(k))]
    one_way = [k for k in PACK.rooms.values() if ONE_WAY.search(_room(k))]
    assert meeting and one_way
    assert not [k.id for k in meeting if "dead_end" in k.exits]
    assert not [k.id for k in one_way if tuple(k.exits) != ("dead_end",)]
