"""Noteworthy deeds, Fame, contracts and quest XP (pp. 33, 46, 149)."""

from __future__ import annotations

from worm.content import constants
from worm.errors import IllegalCommand
from worm.model.guild import Guild

XP_CONTRACT = 1  # p. 46: every member gains 1 XP when a contract is fulfilled
XP_QUEST = 3  # p. 33: 3 XP to everyone when a quest is declared, and again when it is done


def add_deed(guild: Guild, deed: str, *, dastardly: bool = False) -> Guild:
    """Record a noteworthy deed; Fame is their number, at most five (p. 46). A dastardly deed
    counts for Fame like any other, and is noted as dastardly (p. 46).

    Policy (p. 149): with more than five the book keeps the most praiseworthy; we keep the five
    newest, since the oldest are the ones the City forgets first.
    """
    deeds = (*guild.deeds, deed)[-constants.BOOK.deeds_max :]
    marked = (*guild.dastardly, deed) if dastardly else guild.dastardly
    return guild.model_copy(
        update={"deeds": deeds, "dastardly": tuple(d for d in marked if d in deeds)}
    )


def forget_oldest(guild: Guild) -> Guild:
    """On return to the City the oldest deed is erased (p. 149)."""
    deeds = guild.deeds[1:]
    marked = tuple(d for d in guild.dastardly if d in deeds)
    return guild.model_copy(update={"deeds": deeds, "dastardly": marked})


def _award(guild: Guild, xp: int) -> Guild:
    members = tuple(a.model_copy(update={"xp": a.xp + xp}) for a in guild.adventurers)
    return guild.model_copy(update={"adventurers": members})


def take_contract(guild: Guild, contract: str) -> Guild:
    return guild.model_copy(update={"contracts": (*guild.contracts, contract)})


def close_contract(guild: Guild, contract: str) -> Guild:
    """A contract leaves the roster, fulfilled or failed (p. 46); XP is the engine's to give."""
    return guild.model_copy(
        update={"contracts": tuple(c for c in guild.contracts if c != contract)}
    )


def declare_quest(guild: Guild, quest: str) -> Guild:
    """Declare the guild's quest (p. 33): only while none is pursued; all agree, all gain 3 XP."""
    if guild.quest is not None:
        raise IllegalCommand(
            f"the guild already pursues a quest ({guild.quest!r}): one at a time (p. 33)"
        )
    return _award(guild.model_copy(update={"quest": quest}), XP_QUEST)
