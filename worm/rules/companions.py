"""Animal companions and familiars (p. 34) and Beast Master's commands (p. 78): how many
commands a beast holds, teaching and retraining one, and how a Wound falls on it.

Pure: a companion and its owner in, a new companion (or a refusal) out.
"""

from __future__ import annotations

from worm.content.animals import COMMAND_NAMES, COMMANDS, CommandId
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.companion import Companion

COMMAND_LIMIT = 3  # p. 34: most normal animals learn three commands
FAMILIAR_LIMIT = 5  # p. 78: a mastered Beast Master's familiar learns five


def command_id(word: str) -> CommandId:
    """The command a player names ("sic em", "Sic 'Em", "do_a_trick"), or a refusal."""
    wanted = word.strip().lower().replace("'", "").replace(" ", "_").replace("-", "_")
    for command in COMMANDS:
        if wanted in (command, COMMAND_NAMES[command].lower().replace("'", "").replace(" ", "_")):
            return command
    names = ", ".join(COMMAND_NAMES[c] for c in COMMANDS)
    raise IllegalCommand(f"{word!r} is not a command an animal can learn ({names}; p. 78)")


def limit(companion: Companion, owner: Adventurer) -> int:
    """How many commands ``companion`` can hold (pp. 34, 78): five for the familiar of one who
    has mastered Beast Master, else three."""
    talent = owner.usable("beast_master")
    mastered = talent is not None and talent.state == "mastered"
    return FAMILIAR_LIMIT if companion.familiar and mastered else COMMAND_LIMIT


def teach(
    companion: Companion, command: CommandId, most: int, forget: CommandId | None = None
) -> Companion:
    """Teach ``companion`` one command (p. 78); a beast that already holds ``most`` must
    ``forget`` one it knows to make room (retraining)."""
    name = COMMAND_NAMES[command]
    if command in companion.commands:
        raise IllegalCommand(f"{companion.name} already knows {name} (p. 78)")
    known = companion.commands
    if forget is not None:
        if forget not in known:
            raise IllegalCommand(
                f"{companion.name} does not know {COMMAND_NAMES[forget]} to forget it (p. 78)"
            )
        known = tuple(c for c in known if c != forget)
    elif len(known) >= most:
        held = ", ".join(COMMAND_NAMES[c] for c in known)
        raise IllegalCommand(
            f"{companion.name} already holds {most} commands ({held}): name one to replace (p. 78)"
        )
    return companion.model_copy(update={"commands": (*known, command)})


def wound(companion: Companion) -> tuple[Companion, str]:
    """One Wound on a companion (p. 34): Staggered, then Injured, then dead. Returns the
    companion and what the Wound was taken as (the ``wound`` event's ``taken_as``)."""
    if not companion.staggered:
        return companion.model_copy(update={"staggered": True}), "Staggered"
    if not companion.injured:
        return companion.model_copy(update={"injured": True}), "Injured"
    return companion.model_copy(update={"dead": True}), "death"


def spare(companion: Companion) -> Companion:
    """A familiar's owner spends 1 Resolve: the killing Wound leaves it at Death's Door (p. 78)."""
    return companion.model_copy(update={"deaths_door": True})
