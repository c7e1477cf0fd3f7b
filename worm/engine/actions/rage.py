"""The berserker's enemies (Berserkergang, p. 64): the rage ends when every enemy on the field
is defeated, and an ally who attacked or hurt the berserker during this Challenge counts as
one. So a guild-mate's blow on another — a Controlled strike (p. 12), a Wound dealt by a
guild-mate, a berserker's Roughhouse — is kept (``Challenge.turned``) for the rest of the
fight; a berserker may aim at such an ally whatever it may aim at a foe — an Attack, a
Roughhouse, an Aim, a thing thrown by Use Item, a companion set on them by Command's Sic 'Em
(``STRIKES``: the book bars nothing but Avoid,
Dodge, Speak Incantation, Banter and Aid Another while berserk, and p. 117's Roughhouse is a
maneuver "against your opponent", which an ally counted as an enemy is), and
while one still stands the rage, and the fight, go on after the foes are beaten, until the
berserker defeats them or spends 1 Resolve to calm (``blood.calm``).

Nothing here imports the blows that call it (``harm``, ``control``), so they may."""

from __future__ import annotations

from worm.engine.table import Table
from worm.model.challenge import Challenge, Fighter, evolve

BERSERK = "berserk"  # a fighter in a berserker rage (p. 64)
ON = "rage_on"  # the foes are beaten and the rage goes on against an ally (said once)
TALENT = "berserkergang"
STRIKES = ("Attack", "Roughhouse", "Aim", "Use Item", "Command")
"""The actions aimed at a foe that a berserker may aim at an ally counted as an enemy
(pp. 64, 116–118); Use Item only with a thing thrown at a foe (``cups.usable``), Command only
as Sic 'Em, the one order that names a combatant (``command.commanded``)."""


def turned_on(game: Table, victim: str, ally: str) -> None:
    """``ally``, on the guild's side, attacked or hurt the guild-mate ``victim``: they count as
    an enemy of ``victim``'s rage for the rest of the Challenge (p. 64)."""
    ch = game.challenge
    if ch is None or victim == ally or (victim, ally) in ch.turned:
        return
    guild = {f.key for f in ch.side("guild", fighting=False)}
    if victim not in guild or ally not in guild:  # a foe's blow: the foes are enemies already
        return
    game.challenge = evolve(ch, turned=(*ch.turned, (victim, ally)))
    a = game.guild.adventurer(victim)
    if a.talent(TALENT) is not None:
        game.ruling(
            "p. 64",
            f"{ch.fighter(ally).name} struck at {a.name}: an enemy to {a.name}'s rage for the "
            "rest of the fight (Berserkergang)",
        )


def enemies(ch: Challenge, key: str) -> tuple[Fighter, ...]:
    """The allies still fighting whom ``key``'s rage counts as enemies (p. 64)."""
    return tuple(ch.fighter(ally) for victim, ally in ch.turned if victim == key and _up(ch, ally))


def may_strike(ch: Challenge, fighter: Fighter, target: Fighter) -> bool:
    """Whether the berserker ``fighter`` may aim an action meant for a foe (``STRIKES``) at
    the guild-mate ``target``."""
    return BERSERK in fighter.effects and (fighter.key, target.key) in ch.turned


def raging(ch: Challenge) -> tuple[Fighter, ...]:
    """The berserkers still fighting whose rage has an ally left to defeat: with the foes
    beaten, the fight goes on for them (p. 64)."""
    return tuple(f for f in ch.side("guild") if BERSERK in f.effects and enemies(ch, f.key))


def _up(ch: Challenge, key: str) -> bool:
    return ch.fighter(key).fighting
