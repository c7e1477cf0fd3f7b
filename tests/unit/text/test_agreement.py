"""Single creatures and bands agree with their verbs wherever the log speaks of them (issue
19, play-test grammar polish): "Skeleton Jellies lose", "Dire Bats 2 loses", "Dryads: … something
they dislike", "Xania remembers"."""

from __future__ import annotations

import pytest

from worm import content, grammar
from worm.engine import events as ev
from worm.gm import restock
from worm.text import narrate


@pytest.mark.parametrize(
    ("who", "said"),
    [
        ("Skeleton Jellies", "Skeleton Jellies lose a point of Health."),
        ("Cockatrice", "Cockatrice loses a point of Health."),
        ("Dire Bats 2", "Dire Bats 2 loses a point of Health."),
    ],
)
def test_a_creatures_wound_agrees_with_its_name(who: str, said: str) -> None:
    assert narrate.event(ev.Wound(seq=1, who=who, taken_as="health")) == said


def test_one_of_a_numbered_band_is_one() -> None:
    assert grammar.is_plural("Dire Bats") and not grammar.is_plural("Dire Bats 2")


def test_a_bands_feelings_are_theirs_not_its() -> None:
    e = ev.Disposition(
        seq=1, npc="Dryads", emotion="anger", intensity="basic", cause="dislike", card=None
    )
    said = narrate.event(e) or ""
    assert said.endswith("something they dislike.") and " it " not in said
    one = ev.Disposition(
        seq=1, npc="Xania", emotion="anger", intensity="basic", cause="dislike", card=None
    )
    assert (narrate.event(one) or "").endswith("something it dislikes.")


def test_one_creature_met_again_remembers_the_guild() -> None:
    wheel = content.default().dispositions
    said = restock.grudge(None, "Xania", ("fear", "basic"), wheel)  # type: ignore[arg-type]
    assert said.startswith("Xania remembers the guild")
    many = restock.grudge(None, "Dire Bats", ("fear", "basic"), wheel)  # type: ignore[arg-type]
    assert many.startswith("Dire Bats remember the guild")


@pytest.mark.parametrize(
    ("name", "read"),
    [
        ("Shield, heavy", "heavy shield"),
        ("Armor, light", "light armor"),
        ("Leeches, jar of", "jar of leeches"),
        ("Flail", "Flail"),
    ],
)
def test_an_items_comma_never_reads_as_a_second_item(name: str, read: str) -> None:
    assert grammar.item(name) == read


def test_the_log_names_a_destroyed_item_without_its_catalogue_comma() -> None:
    e = ev.Item(seq=1, who="Evie", item="Armor, light", change="destroyed", count=1, cause="a peck")
    assert narrate.event(e) == "Evie: destroyed light armor (a peck)."
