"""The GM's four answers (p. 5) as the gate every Crawl action passes through.

"Yes, you can do that" when nothing is at risk and the tools are at hand; "Say more" when the
action lacks a target, method or item; "Draw to see" when something is at risk (a test of fate
in the action's attribute); "No, you can't do that" when it is impossible, with the reason.

Policy (p. 5, rules digest §2): an action's risk is its ``approach``; its tools are its
``requires`` (alternatives written ``a|b``); flags, uses, talents, spells and helpers it needs
are further conditions. The first unmet one gives the "No".
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Literal

from worm import grammar
from worm.content.interaction import Interaction

Answer = Literal["yes", "say_more", "draw", "no"]
PAGE = "p. 5"


@dataclass(frozen=True, slots=True)
class Ruling:
    """The answer and the one-line reason the GM gives for it."""

    answer: Answer
    why: str


def answer(
    interaction: Interaction,
    *,
    carried: Collection[str],
    flags: Collection[str],
    used: int,
    talents: Collection[str],
    helpers: int,
    names: Mapping[str, str],
) -> Ruling:
    """Rule on one interaction for the guild as it stands.

    ``carried`` holds the item ids anyone in the guild carries, ``talents`` the actor's talents,
    ``helpers`` how many adventurers can join in, ``names`` item ids to names for the reason.
    """
    missing = [f for f in interaction.needs_flags if f not in flags]
    if missing:
        return Ruling("no", f"that is not possible yet ({', '.join(missing)} not done)")
    blocking = [f for f in interaction.unless_flags if f in flags]
    if blocking:
        return Ruling("no", f"that is no longer possible ({', '.join(blocking)})")
    if interaction.uses is not None and used >= interaction.uses:
        return Ruling(
            "no",
            f"that can only be done {grammar.counted(interaction.uses, 'time')}, and it has been",
        )
    if (lacking := lacks(interaction, carried, names)) is not None:
        return Ruling("no", lacking)
    if interaction.talent is not None and interaction.talent not in talents:
        return Ruling("no", f"it takes the talent {interaction.talent.replace('_', ' ')}")
    if interaction.spell is not None:
        # Spells arrive with Appendix A's casting rules; until then nobody can cast them.
        return Ruling("no", f"nobody in the guild can cast {interaction.spell.replace('_', ' ')}")
    if interaction.crew is not None and helpers < interaction.crew:
        return Ruling("no", f"it takes {interaction.crew} adventurers, and only {helpers} can help")
    if interaction.approach is not None:
        return Ruling("draw", f"there is a risk: test {interaction.approach.title()}")
    return Ruling("yes", "nothing is at risk and the tools are at hand")


def lacks(
    interaction: Interaction, carried: Collection[str], names: Mapping[str, str]
) -> str | None:
    """The tool the guild lacks for ``interaction`` ("nobody carries a 10' pole"), if any;
    ``names`` gives item ids as a player reads them."""
    for need in interaction.requires:
        options = need.split("|")
        if not any(option in carried for option in options):
            wanted = " or ".join(_one(names.get(o, o.replace("_", " "))) for o in options)
            return f"nobody carries {wanted}"
    return None


def _one(name: str) -> str:
    """An item's name with "a" or "an", unless it reads as many ("lockpicks")."""
    if grammar.is_plural(name):
        return name
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"
