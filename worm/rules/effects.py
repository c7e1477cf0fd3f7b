"""Effects (pp. 12–13): one vocabulary, read from the content pack, with its rules.

What each effect does to the one who suffers it (disfavor, forbidden actions, disengagement) is
data on the effect; what can only be said in code — favor against a Blind or Tripped target,
Shroud's two sides, a Disarmed fighter with nothing in hand — is here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal, Protocol

from worm.errors import IllegalCommand
from worm.rules.fate import Modifiers

AttackKind = Literal["melee", "missile", "other"]


class EffectInfo(Protocol):
    """What these rules read of an effect (``worm.content`` models it, frozen: read-only here)."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def actor_disfavor(self) -> bool: ...
    @property
    def favor_against(self) -> bool: ...
    @property
    def blocks(self) -> tuple[str, ...]: ...
    @property
    def disfavor_on(self) -> tuple[str, ...]: ...
    @property
    def disengages(self) -> bool: ...
    @property
    def recoverable(self) -> bool: ...


def _known(effects: Mapping[str, EffectInfo], ids: Iterable[str]) -> list[EffectInfo]:
    found = []
    for effect_id in ids:
        if effect_id not in effects:
            raise IllegalCommand(f"{effect_id!r} is not an effect (pp. 12–13)")
        found.append(effects[effect_id])
    return found


def on_actor(
    effects: Mapping[str, EffectInfo], suffered: Iterable[str], action: str = "test"
) -> Modifiers:
    """Disfavor the sufferer's own tests and actions carry (Blind, Exhaust; Deafen on spells)."""
    modifiers = Modifiers()
    for effect in _known(effects, suffered):
        if effect.actor_disfavor or action in effect.disfavor_on:
            modifiers = modifiers.with_disfavor(f"{effect.name} (p. 12)")
    return modifiers


def against(
    effects: Mapping[str, EffectInfo],
    suffered: Iterable[str],
    kind: AttackKind,
    *,
    unarmed: bool = False,
    can_see_shrouded: bool = False,
) -> Modifiers:
    """Favor and disfavor for a harmful action aimed at someone suffering ``suffered`` (p. 12)."""
    modifiers = Modifiers()
    for effect in _known(effects, suffered):
        if effect.favor_against:
            modifiers = modifiers.with_favor(f"target is {effect.name} (p. 12)")
        if effect.id == "trip":
            if kind == "melee":
                modifiers = modifiers.with_favor("melee against a prone target (p. 13)")
            elif kind == "missile":
                modifiers = modifiers.with_disfavor("missile against a prone target (p. 13)")
        if effect.id == "shroud" and not can_see_shrouded:
            modifiers = modifiers.with_disfavor("target is Shrouded and moving (p. 13)")
    if unarmed:
        modifiers = modifiers.with_favor("target holds neither melee weapon nor shield (p. 12)")
    return modifiers


def refusal(effects: Mapping[str, EffectInfo], suffered: Iterable[str], action: str) -> str | None:
    """Why an effect forbids ``action`` (Root, Trip, Silence, Knockout; Blind on missiles)."""
    for effect in _known(effects, suffered):
        if "*" in effect.blocks or action in effect.blocks:
            return f"{effect.name} forbids {action} (pp. 12–13)"
        if effect.id == "blind" and action == "missile":
            return "Blind: no missile attacks (p. 12)"
    return None


def disengages(effects: Mapping[str, EffectInfo], effect_id: str) -> bool:
    """Whether this effect ends engagement at once (Root, Trip: p. 13)."""
    return _known(effects, [effect_id])[0].disengages


def recoverable(effects: Mapping[str, EffectInfo], effect_id: str) -> bool:
    """Whether the Recover action can shake this effect off (p. 119)."""
    return _known(effects, [effect_id])[0].recoverable
