"""The automated GM's rulings on animal companions where the book leaves a choice (pp. 34,
78, 140): a missed meal, a familiar at Death's Door, and what Guard and Heel do in a fight.

Each returns what happens and the ruling's words; the engine logs the ruling with its page.
"""

from __future__ import annotations

from worm.model.companion import Companion

ABANDON_AFTER = 2  # Camps missed in a row before a starving animal wanders off

HUNGER_PAGE = "pp. 34, 140"
ENCOUNTER_PAGE = "p. 118"


def go_hungry(companion: Companion) -> tuple[Companion | None, str]:
    """Policy (pp. 34, 140): no feed tonight. p. 140 makes an unfed animal weak and deaf to
    commands; p. 34 says a starving one may leave. The first missed Camp leaves it weak (no
    commands until it eats, and its Staggered does not clear); a second in a row and it is gone.
    Returns the companion (None when it leaves) and the ruling's words."""
    hungry = companion.hungry + 1
    if hungry >= ABANDON_AFTER:
        return None, (
            f"{companion.name} has gone hungry {hungry} Camps running and slinks off into the "
            "dark for good"
        )
    weak = companion.model_copy(update={"fed": False, "hungry": hungry})
    return weak, f"no feed for {companion.name}: too weak to obey a command until it eats"


def death_door_mend(companion: Companion) -> str:
    """Policy (p. 78, ambiguity 7): the book does not say how a familiar leaves Death's Door;
    a charged Bond burned for it in recovery brings it back, still Injured, like the Bond that
    clears an animal's Injured (p. 141)."""
    return f"a Bond burned for {companion.name} draws it back from Death's Door, still Injured"


def guard(companion: Companion, ward: str) -> str:
    """Policy (p. 118) for Guard in a Challenge: the beast plants itself before ``ward``, and
    the next Wound that would fall on them falls on the animal instead; it stands guard until
    that blow comes or it is called to Heel."""
    return f"{companion.name} stands over {ward}: the next blow meant for them falls on the beast"


def heel(companion: Companion) -> str:
    """Policy (p. 118) for Heel: the beast breaks off whatever it was doing and keeps to its
    master's side; a Guard it was keeping ends, so blows fall where they were aimed again."""
    return f"{companion.name} slinks back to heel and stops standing guard"


def spare_familiar(companion: Companion, resolve: int) -> bool:
    """Policy (p. 78): an owner always spends 1 Resolve to keep a familiar from death when
    they have it; an ordinary animal cannot be spared."""
    return companion.familiar and resolve >= 1
