"""Every creature, character, item, effect and place an outcome names is checked (issue 15).

Zacchaeus's cage (p. 365) once started a fight with a 'werewolf' that no file defines: the
game died with a KeyError when a guild let him out, and ``worm assets check`` passed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from worm import content
from worm.content.integrity import references
from worm.content.models import ContentPack
from worm.content.tables import Tables
from worm.errors import ContentError

Damage = Callable[[str, str, str], Path]  # the `damaged` fixture (conftest.py)

CASES = [
    pytest.param(
        "features.toml",
        '{ effect = "challenge", creature = "pacifist_werewolves", text = "Free',
        '{ effect = "challenge", creature = "werewolf", text = "Free',
        "features.toml › zacchaeus_cage › interactions[2].on_success[2].creature: "
        "'werewolf' is not an id in monsters.toml",
        id="challenge-creature",
    ),
    pytest.param(
        "features.toml",
        'creature = "iago"',
        'creature = "yago"',
        "features.toml › river_phlegethon › interactions[2].on_failure[0].creature: "
        "'yago' is not an id in characters.toml",
        id="disposition-character",
    ),
    pytest.param(
        "features.toml",
        '{ effect = "move", id = "upper_level", who = "guild", text = "The giant',
        '{ effect = "move", id = "the_attic", who = "guild", text = "The giant',
        "features.toml › giants_hook › interactions[0].on_success[0].id: "
        "'the_attic' is not a place to move to: back, deeper_level, far_room, upper_level",
        id="move-place",
    ),
    pytest.param(
        "characters.toml",
        'passage = [{ effect = "flag", id = "phlegethon_crossed",',
        'passage = [{ effect = "gain_item", item = "turtle_shell", count = 1,',
        "characters.toml › iago › passage[0].item: 'turtle_shell' is not an id in items.toml",
        id="character-item",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "expected"), CASES)
def test_a_missing_name_in_an_outcome_is_found_by_file_entry_and_field(
    damaged: Damage, file: str, old: str, new: str, expected: str
) -> None:
    folder = damaged(file, old, new)
    assert content.check(folder) == [expected]
    with pytest.raises(ContentError) as caught:  # and the game refuses the pack at load
        content.load(folder)
    assert str(caught.value) == expected


def test_the_shipped_pack_names_only_what_exists(pack: ContentPack) -> None:
    assert list(references.outcome_references(Tables.of(pack))) == []
