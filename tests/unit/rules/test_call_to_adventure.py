"""The Call to Adventure's check refuses a sheet the book would not let stand (pp. 20–29).

The creation screen blocks its last step on ``guild_problems``, but the other tests only show a
valid guild passing it: a check that found nothing would pass them too. Each case here breaks a
valid quick adventurer in one way the book forbids and expects that one complaint, naming the
page — the attributes 4, 3, 2 and 1 with the 4 on the path (rows p. 23 and pp. 67, 71), the kin
and its mastered talent (p. 23), one path talent mastered, three motifs (p. 24), two known
languages (pp. 28–29), 4 Resolve and a Bond with each guild-mate (p. 26).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from worm import content, rng
from worm.gm import creation
from worm.model.adventurer import Adventurer, Attributes, Talent
from worm.model.guild import Guild
from worm.rules import call_to_adventure

PACK = content.default()


def guild() -> Guild:
    made = creation.quick_guild(rng.stream(11, "creation"), PACK, size=2)
    assert call_to_adventure.guild_problems(made, PACK) == []  # the precondition: valid
    return made


def first() -> Adventurer:
    return guild().adventurers[0]


def _attributes(a: Adventurer, **ratings: int) -> Adventurer:
    return a.model_copy(update={"attributes": a.attributes.model_copy(update=ratings)})


def _off_path_four(a: Adventurer) -> Adventurer:
    """Swap the path's 4 with the 1: still 4, 3, 2 and 1, but the 4 is off the path."""
    low = next(s for s in ("swords", "pentacles", "cups", "wands") if a.attributes[s] == 1)
    return _attributes(a, **{a.path: 1, low: 4})


def _two_fours(a: Adventurer) -> Adventurer:
    low = next(s for s in ("swords", "pentacles", "cups", "wands") if a.attributes[s] == 1)
    return _attributes(a, **{low: 4})


def _talents(a: Adventurer, change: Callable[[Talent], Talent]) -> Adventurer:
    return a.model_copy(update={"talents": tuple(change(t) for t in a.talents)})


def _kin_in_training(a: Adventurer) -> Adventurer:
    kin_talent = PACK.kins[a.kin].kin_talent
    return _talents(
        a, lambda t: t.model_copy(update={"state": "in_training"}) if t.id == kin_talent else t
    )


def _every_path_talent_mastered(a: Adventurer) -> Adventurer:
    path = set(PACK.paths[a.path].talents)
    return _talents(a, lambda t: t.model_copy(update={"state": "mastered"}) if t.id in path else t)


def _wrong_kith(a: Adventurer) -> Adventurer:
    other = next(k for k in PACK.kins.values() if k.kith != a.kith)
    return a.model_copy(update={"kin": other.id})


BROKEN: list[tuple[str, Callable[[Adventurer], Adventurer], str]] = [
    ("two fours", _two_fours, "are not 4, 3, 2 and 1 (p. 21)"),
    ("the four off the path", _off_path_four, "is not rated 4 (p. 20)"),
    ("a kin of another kith", _wrong_kith, "(p. 23)"),
    ("the kin talent in training", _kin_in_training, "must start mastered (p. 20)"),
    ("all seven path talents mastered", _every_path_talent_mastered, "not 1 (p. 21)"),
    ("two motifs", lambda a: a.model_copy(update={"motifs": a.motifs[:2]}), "motifs (p. 24)"),
    ("one language", lambda a: a.model_copy(update={"languages": a.languages[:1]}), "(p. 29)"),
    (
        "a tongue nobody speaks",
        lambda a: a.model_copy(update={"languages": (a.languages[0], "klingon")}),
        "(p. 29)",
    ),
    ("3 Resolve", lambda a: a.model_copy(update={"resolve": 3}), "Resolve"),
    ("no quest", lambda a: a.model_copy(update={"quest": ""}), "no quest (p. 24)"),
]


@pytest.mark.parametrize(("change", "words"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN])
def test_a_sheet_the_book_forbids_is_named_with_its_page(
    change: Callable[[Adventurer], Adventurer], words: str
) -> None:
    found = call_to_adventure.problems(change(first()), PACK)
    assert found, "the check let a forbidden sheet stand"
    assert any(words in p for p in found), found


def test_attributes_cannot_be_rated_outside_one_to_four() -> None:
    with pytest.raises(ValueError):
        Attributes(swords=5, pentacles=3, cups=2, wands=1)


def test_a_guild_mate_without_a_bond_is_named() -> None:
    made = guild()
    lonely = made.adventurers[0].model_copy(update={"bonds": ()})
    found = call_to_adventure.guild_problems(
        made.model_copy(update={"adventurers": (lonely, *made.adventurers[1:])}), PACK
    )
    assert any("must name every guild-mate once (p. 26)" in p for p in found), found
