"""Using and training talents (p. 33): mastered, in training (1 XP a use), mentored, Wounded."""

from __future__ import annotations

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Talent


def _replace(adventurer: Adventurer, talent: Talent) -> Adventurer:
    talents = tuple(talent if t.id == talent.id else t for t in adventurer.talents)
    return adventurer.model_copy(update={"talents": talents})


def barred(adventurer: Adventurer, talent_id: str, name: str = "") -> str | None:
    """Why ``adventurer`` may not use a talent they know now, or None: it is Wounded, and a
    Wounded talent cannot be used until healed (p. 124), or it is crossed off their sheet
    until the end of their next Camp (p. 269). ``name`` is how the talent reads."""
    named = name or talent_id.replace("_", " ")
    if talent_id in adventurer.conditions.wounded_talents:
        return f"{adventurer.name}'s {named} is Wounded: it cannot be used until healed (p. 124)"
    if adventurer.talent(talent_id) is not None and adventurer.usable(talent_id) is None:
        return (
            f"{adventurer.name}'s {named} is crossed off the sheet until the end of "
            "their next Camp (p. 269)"
        )
    return None


def usable(adventurer: Adventurer, talent_id: str) -> bool:
    """Whether ``use`` would let ``adventurer`` use ``talent_id`` now (p. 33): known, not
    Wounded, and mastered, mentored with a prepared use, or in training with 1 XP to pay."""
    talent = adventurer.usable(talent_id)
    if talent is None:
        return False
    if talent.state == "mentored":
        return talent.uses > 0
    return talent.state == "mastered" or adventurer.xp > 0


def use(adventurer: Adventurer, talent_id: str) -> Adventurer:
    """Use a talent (p. 33): free if mastered, 1 XP if in training, one prepared use if mentored.

    Seven XP spent on an in-training talent masters it. A Wounded talent cannot be used (p. 31).
    """
    talent = adventurer.talent(talent_id)
    if talent is None:
        raise IllegalCommand(f"{adventurer.name} does not know the talent {talent_id!r} (p. 33)")
    if (why := barred(adventurer, talent_id)) is not None:
        raise IllegalCommand(why)
    if talent.state == "mastered":
        return adventurer
    if talent.state == "mentored":
        if talent.uses < 1:
            raise IllegalCommand(f"{adventurer.name} has no prepared use of {talent_id} (p. 33)")
        return _replace(adventurer, talent.model_copy(update={"uses": talent.uses - 1}))
    if adventurer.xp < 1:
        raise IllegalCommand(
            f"{adventurer.name} needs 1 XP to use {talent_id}, which is in training (p. 33)"
        )
    spent = talent.xp_spent + 1
    state = "mastered" if spent >= constants.BOOK.xp_to_master else "in_training"
    trained = talent.model_copy(update={"xp_spent": spent, "state": state})
    return _replace(adventurer, trained).model_copy(update={"xp": adventurer.xp - 1})


def invest(
    adventurer: Adventurer,
    talent_id: str,
    xp: int,
    *,
    trainable: bool,
    trainer: Adventurer | None = None,
) -> Adventurer:
    """Invest XP in a mentored talent through the Train action (p. 33): XP becomes uses.

    Only path talents can be trained (kin and arête talents never, pp. 28, 33). A guild-mate
    who trains you must have mastered the talent (Train Camp Action, p. 137); with no trainer
    given, the paid expert of the Train City Action (p. 159) is assumed.
    """
    if not trainable:
        raise IllegalCommand(
            f"{talent_id} cannot be trained with XP: only path talents can (p. 33)"
        )
    if trainer is not None:
        taught = trainer.talent(talent_id)
        if taught is None or taught.state != "mastered":
            raise IllegalCommand(f"{trainer.name} has not mastered {talent_id}, so cannot teach it")
    if xp < 1:
        raise IllegalCommand(f"invest at least 1 XP, got xp={xp!r}")
    if adventurer.xp < xp:
        raise IllegalCommand(f"{adventurer.name} has {adventurer.xp} XP, not {xp}")
    talent = adventurer.talent(talent_id) or Talent(id=talent_id, state="mentored")
    if talent.state == "mastered":
        raise IllegalCommand(f"{adventurer.name} has already mastered {talent_id}")
    if talent.state == "in_training":
        raise IllegalCommand(f"{talent_id} is a path talent in training: use it to train it")
    spent = talent.xp_spent + xp
    state = "mastered" if spent >= constants.BOOK.xp_to_master else "mentored"
    updated = talent.model_copy(
        update={"xp_spent": spent, "uses": talent.uses + xp, "state": state}
    )
    known = adventurer.talent(talent_id) is not None
    talents = adventurer.talents if known else (*adventurer.talents, updated)
    adventurer = adventurer.model_copy(update={"talents": talents, "xp": adventurer.xp - xp})
    return _replace(adventurer, updated)
