"""The rules of animal companions (pp. 34, 78), pure: how many commands, teaching and
retraining, naming a command, and the Wound track."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worm.content.animals import COMMAND_NAMES, COMMANDS
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Attributes, Talent
from worm.model.companion import Companion
from worm.rules import companions

DOG = Companion(id="c1", kind="vicious_dog", name="Nipper", owner="a1")


def master(state: str | None) -> Adventurer:
    talents = () if state is None else (Talent(id="beast_master", state=state),)  # type: ignore[arg-type]
    return Adventurer(
        id="a1",
        name="Lews",
        kith="humans",
        kin="human",
        path="cups",
        attributes=Attributes(swords=1, pentacles=2, cups=4, wands=3),
        quest="q",
        motifs=("a", "b", "c"),
        talents=talents,
    )


@pytest.mark.parametrize(
    ("familiar", "state", "most"),
    [
        (False, "mastered", 3),
        (True, "mastered", 5),
        (True, "in_training", 3),
        (True, None, 3),
    ],
    ids=["an animal", "a mastered master's familiar", "a familiar in training", "no master"],
)
def test_how_many_commands_an_animal_holds(familiar: bool, state: str | None, most: int) -> None:
    """p. 34: most animals learn three; p. 78: the familiar of a mastered Beast Master five."""
    assert companions.limit(DOG.model_copy(update={"familiar": familiar}), master(state)) == most


@given(order=st.permutations(COMMANDS), most=st.sampled_from([3, 5]))
def test_teaching_never_holds_more_than_the_limit(order: list[str], most: int) -> None:
    animal = DOG
    for command in order:
        try:
            animal = companions.teach(animal, command, most)  # type: ignore[arg-type]
        except IllegalCommand:
            assert len(animal.commands) == most
    assert len(animal.commands) == most == len(set(animal.commands))


def test_retraining_replaces_one_command() -> None:
    full = DOG.model_copy(update={"commands": ("sic_em", "guard", "fetch")})
    assert companions.teach(full, "heel", 3, forget="guard").commands == ("sic_em", "fetch", "heel")


@pytest.mark.parametrize("word", ["Sic 'Em", "sic em", "SIC_EM", "sic-em"])
def test_a_command_is_named_in_the_players_words(word: str) -> None:
    assert companions.command_id(word) == "sic_em"


def test_every_command_is_found_by_its_printed_name() -> None:
    for command in COMMANDS:
        assert companions.command_id(COMMAND_NAMES[command]) == command, command


def test_the_wound_track_is_staggered_injured_dead() -> None:
    """p. 34: Staggered and Injured only; the next Wound after Injured kills."""
    taken = []
    animal = DOG
    for _ in range(3):
        animal, how = companions.wound(animal)
        taken.append(how)
    assert taken == ["Staggered", "Injured", "death"] and animal.dead and not animal.obeys
    assert companions.spare(animal.model_copy(update={"dead": False})).deaths_door


@pytest.mark.parametrize(
    ("known", "command", "forget", "why"),
    [
        (("sic_em",), "sic_em", None, "already knows Sic 'Em"),
        (("sic_em",), "heel", "stay", "does not know Stay"),
        (("sic_em", "guard", "fetch"), "heel", None, "name one to replace"),
    ],
    ids=["known", "forgets what it lacks", "full"],
)
def test_a_lesson_that_cannot_be_taught_is_refused(
    known: tuple[str, ...], command: str, forget: str | None, why: str
) -> None:
    animal = DOG.model_copy(update={"commands": known})
    with pytest.raises(IllegalCommand, match=why):
        companions.teach(animal, command, 3, forget)  # type: ignore[arg-type]


def test_an_unknown_command_word_is_refused_with_the_list() -> None:
    with pytest.raises(IllegalCommand, match="Do a Trick"):
        companions.command_id("roll over")
