"""Noteworthy deeds, Fame, contracts and quest XP (pp. 33, 46, 149)."""

from __future__ import annotations

from worm.model.guild import DEEDS_MAX, Guild

XP_CONTRACT = 1  # p. 46: every member gains 1 XP when a contract is fulfilled
XP_QUEST = 3  # p. 33: every member gains 3 XP when the guild completes a quest


def add_deed(guild: Guild, deed: str) -> Guild:
    """Record a noteworthy deed; Fame is their number, at most five (p. 46).

    Policy (p. 149): with more than five the book keeps the most praiseworthy; we keep the five
    newest, since the oldest are the ones the City forgets first.
    """
    deeds = (*guild.deeds, deed)[-DEEDS_MAX:]
    return guild.model_copy(update={"deeds": deeds})


def forget_oldest(guild: Guild) -> Guild:
    """On return to the City the oldest deed is erased (p. 149)."""
    return guild.model_copy(update={"deeds": guild.deeds[1:]})


def _award(guild: Guild, xp: int) -> Guild:
    members = tuple(a.model_copy(update={"xp": a.xp + xp}) for a in guild.adventurers)
    return guild.model_copy(update={"adventurers": members})


def take_contract(guild: Guild, contract: str) -> Guild:
    return guild.model_copy(update={"contracts": (*guild.contracts, contract)})


def fulfil_contract(guild: Guild, contract: str) -> Guild:
    """A fulfilled contract leaves the roster and gives everyone 1 XP (p. 46)."""
    remaining = tuple(c for c in guild.contracts if c != contract)
    return _award(guild.model_copy(update={"contracts": remaining}), XP_CONTRACT)


def complete_quest(guild: Guild) -> Guild:
    """The guild completes its quest: everyone gains 3 XP (p. 33) and the quest is cleared."""
    return _award(guild.model_copy(update={"quest": None}), XP_QUEST)
