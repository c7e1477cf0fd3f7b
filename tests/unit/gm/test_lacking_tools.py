"""The GM names the tool the guild lacks as a player would say it (p. 5), and the terminal's
choice dialog marks an option nobody can take before it is picked (play-test 21)."""

from __future__ import annotations

from worm.content import loader
from worm.content.interaction import Interaction
from worm.engine import kit
from worm.gm import gate

PACK = loader.default()
NAMES = kit.tool_names(PACK)


def _needing(*tools: str) -> Interaction:
    """The first option in the pack that needs exactly these tools."""
    for trap in PACK.traps.values():
        for option in trap.choices():
            if option.requires == tools:
                return option
    for feature in PACK.features.values():
        for option in feature.interactions:
            if option.requires == tools:
                return option
    raise AssertionError(f"no option in the pack needs {tools}")


def test_a_missing_tool_is_named_with_its_article() -> None:
    pole = _needing("pole")
    assert gate.lacks(pole, set(), NAMES) == "nobody carries a 10' pole"
    assert gate.lacks(pole, {"pole"}, NAMES) is None


def test_alternatives_are_each_named_and_plurals_keep_no_article() -> None:
    either = next(
        option
        for feature in PACK.features.values()
        for option in feature.interactions
        if any("|" in need for need in option.requires)
    )
    said = gate.lacks(either, set(), NAMES)
    assert said is not None and " or " in said
    for name in said.removeprefix("nobody carries ").split(" or "):
        assert name.startswith(("a ", "an ")) or name.endswith("s"), said


def test_the_ruling_refuses_with_the_same_words() -> None:
    pole = _needing("pole")
    ruling = gate.answer(
        pole, carried=set(), flags=set(), used=0, talents=set(), helpers=3, names=NAMES
    )
    assert ruling == gate.Ruling("no", "nobody carries a 10' pole")
