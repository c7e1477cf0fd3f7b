"""What the catalogue says of one Challenge Action (pp. 113–120): the shape of a ``Spec``, and
the hooks an action's own module gives it. ``worm.engine.actions.catalogue`` holds one per
action; declaring, resolving and the menu of plays read nothing else."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from worm.engine.actions.totals import Scenery
from worm.engine.commands import ActionName
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter
from worm.tarot import Suit

TargetRule = Literal["none", "foe", "ally", "mate", "any"]
"""Whom the action may name: nobody (a target named is ignored), a foe, a guild-mate or
oneself (``ally``), a guild-mate other than oneself (``mate``), or anyone."""

Reach = Literal["any", "zone", "near", "weapon"]
"""How far the target may stand: anywhere, in one's own zone, in one's zone or the next, or as
far as the weapon in hand reaches (the action's ``ready`` check says)."""


@dataclass(frozen=True, slots=True)
class Offer:
    """One play a menu may show for an action: the target and option it would send, in words.
    The engine's own checks decide whether it is offered (``worm.engine.options``)."""

    target: str | None  # a fighter key
    option: str | None
    label: str
    part: str | None = None  # the lord's pool an Attack is aimed at (p. 251)
    harmless: bool = False  # a blow the foe's nature turns (Invulnerable, p. 282): it does no harm


Ready = Callable[[Table, Fighter, Fighter, str | None], None]
"""Checks on the target beyond the rule and reach: ``(game, actor, target, option)``; raises
``IllegalCommand`` (the bow Aim needs, the reach of an Attack's weapon)."""

OptionCheck = Callable[[Table, Fighter, Adventurer, str | None, Fighter | None], str | None]
"""Checks what the action needs besides a target and reads it: ``(game, actor, its
adventurer, option as typed, target) -> the option as declared``; raises ``IllegalCommand``."""

Resolver = Callable[[Table, Fighter, Declared, "Spec"], None]
"""Plays out an adventurer's action once revealed; told its own spec."""

Offers = Callable[[Table, Fighter, Challenge, Adventurer], Iterator[Offer]]
"""Every play of the action the adventurer might mean now, legal or not."""


@dataclass(frozen=True, slots=True)
class Spec:
    """One Challenge Action as the book gives it, and the code that plays it.

    Facts: ``suit`` (None: any suit, the miscellaneous actions, p. 120); ``face_down`` (laid
    to act later, p. 114); ``kept`` (its card stays on the table, not in the discard);
    ``minor_order`` (where it comes when minor actions revealed together resolve, policy of
    rules digest §26: 0 first); ``target`` and ``reach``; ``untargeted_ok`` (it may name a
    target but needs none: oneself, the scene, the next foe to come); ``revives`` (it may
    reach a guild-mate at Death's Door); ``talents`` (a talent that lets a card of another
    suit make it, rules digest §25); ``carries`` (it names another action that it carries
    out, and takes that one's suit); ``band`` (it works on the whole band whoever is named);
    ``zoned`` (its option is a zone); ``harms`` (the target's effects give favor against it,
    p. 12); ``refused`` (why it cannot be played at all yet).

    Code: ``ready`` and ``option`` (checks when declared), ``scenery`` (its own favor and
    disfavor), ``resolve`` (None for face-down actions, which act when their moment comes),
    ``offers`` (its plays for a menu)."""

    name: ActionName
    page: str
    suit: Suit | None
    face_down: bool = False
    kept: bool = False
    minor_order: int = 3
    target: TargetRule = "none"
    reach: Reach = "any"
    untargeted_ok: bool = False
    revives: bool = False
    talents: tuple[tuple[str, Suit], ...] = ()
    carries: bool = False
    band: bool = False
    zoned: bool = False
    harms: bool = False
    refused: str | None = None
    ready: Ready | None = None
    option: OptionCheck | None = None
    scenery: Scenery | None = None
    resolve: Resolver | None = None
    offers: Offers | None = None


def at(ch: Challenge, me: Fighter, other: Fighter) -> str:
    """A fighter's name, and where it stands when that is not beside ``me`` (menu words)."""
    if other.zone == me.zone:
        return other.name
    return f"{other.name} ({ch.zone(other.zone).name})"
