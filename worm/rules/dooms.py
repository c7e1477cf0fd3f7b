"""Creatures' notes and dooms that change a Challenge's arithmetic (Appendix C, pp. 246–288).

What each rule does to a number, and nothing else: who can harm a creature (immunities,
pp. 277, 282 …), how far it moves for free (Fleet, Flutter, Scurry), which card it lays as
Initiative (Wimps, p. 266), how many Wounds its Attack deals (Claw, Deadly Attack) and whom
it strikes (Sweeping Club). The engine (``worm.engine.dooms``) plays them; which rule is
played where is listed in ``worm.rules.creature_rules``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from worm.rules import control

PIERCING = frozenset({"bow", "crossbow", "dagger", "polearm"})
"""Weapons that pierce: arrows and spears (p. 277), daggers (p. 278). Policy (p. 170): the
crossbow's bolts pierce as arrows do, and a polearm is a spear."""
SLASHING = frozenset({"blade", "axe"})  # swords (p. 278); an axe slashes too (policy)
BLUNT = frozenset({"hammer", "flail"})  # hammers and maces (pp. 256, 278); a flail is a mace

FIRE = frozenset({"bomb_fire"})
"""Things whose harm is fire (policy: the fire bomb is the guild's one burning weapon)."""

PAGE = {
    "Fleshless": 277,
    "Invulnerable": 282,
    "Squishy": 256,
    "Impermeable Membrane": 278,
    "Untouched by Hot Iron": 258,
    "Magically Null": 254,
    "Wimps": 266,
    "Fleet": 247,
    "Flutter": 265,
    "Scurry": 262,
    "Claw": 247,
    "Talons": 264,
    "Deadly Attack": 250,
    "Overwhelming Attack": 250,
    "Overwhelming Bite": 260,
    "Smash": 279,
    "Sweeping Club": 275,
    "Haymaker": 254,
    "Tail Whip": 260,
    "Breath of Ice": 285,
    "Kick": 279,
    "Untouchable": 250,
    "Trample": 247,
    "Breathless and Undreaming": 249,
    "Breathless and Ageless": 282,
    "Armored Scales": 260,
    "Rampage": 279,
    "Rotting Brains": 249,
    "Empty Skulls": 277,
    "Spectral": 284,
    "Breath of Fire": 260,
    "Backwards Charge": 257,
    "Tail Bite": 257,
    "Evasive": 276,
}
"""The page each played rule is read from, for the GM's rulings: the first creature or
template that carries it."""


@dataclass(frozen=True, slots=True)
class Means:
    """What a blow or a working is made of, for a creature's immunities."""

    weapon: str | None = None  # a weapon type of p. 170; None for hands, spells, things
    silver: bool = False
    magic: bool = False
    fire: bool = False


def immune(notes: Iterable[str], means: Means) -> str | None:
    """The note by which harm of ``means`` cannot touch the creature, or None if it can.

    Fleshless: no piercing weapon (p. 277). Invulnerable: only silver, magic and fire
    (p. 282). Squishy: no blunt weapon (p. 256). Impermeable Membrane: no slashing or blunt
    weapon (p. 278). Untouched by Hot Iron: no made weapon at all (p. 258). Magically Null:
    no magic (p. 254).
    """
    weapon = means.weapon
    for note in notes:
        if note == "Fleshless" and weapon in PIERCING:
            return note
        if note == "Invulnerable" and not (means.silver or means.magic or means.fire):
            return note
        if note == "Squishy" and weapon in BLUNT:
            return note
        if note == "Impermeable Membrane" and weapon in SLASHING | BLUNT:
            return note
        if note == "Untouched by Hot Iron" and weapon is not None:
            return note
        if note == "Magically Null" and means.magic:
            return note
    return None


BREATHLESS = ("Breathless and Undreaming", "Breathless and Ageless")
"""Notes of creatures that do not breathe (the undead, p. 249; the vampire, p. 282)."""
BREATH = frozenset({"stinking_cloud"})
"""Spells that work through breathing (p. 208: creatures that do not breathe are spared)."""


def unbreathing(notes: Iterable[str]) -> str | None:
    """The note by which the creature does not breathe, or None."""
    return next((note for note in notes if note in BREATHLESS), None)


SLEEPLESS = ("Breathless and Undreaming",)
"""Notes of creatures that do not sleep (the undead, pp. 249, 277, 286); the vampire's
Breathless and Ageless is not one: a vampire sleeps (p. 282)."""
SLEEP = frozenset({"sleep"})
"""Spells that put their target to sleep (p. 220)."""


def unsleeping(notes: Iterable[str]) -> str | None:
    """The note by which the creature never sleeps, or None (p. 249)."""
    return next((note for note in notes if note in SLEEPLESS), None)


EMPTY_MINDS = ("Rotting Brains", "Empty Skulls", "Spectral")
"""Notes of minds nothing can work on: Inspire does nothing (pp. 249, 277, 284)."""


def uninspired(notes: Iterable[str]) -> str | None:
    """The note by which Inspire cannot move the creature (the undead's Rotting Brains,
    p. 249; the skeleton's Empty Skulls, p. 277; the wraith's Spectral, p. 284), or None."""
    return next((note for note in notes if note in EMPTY_MINDS), None)


MOVERS = ("Fleet", "Flutter", "Scurry")
"""Notes that move a creature for free on its turn (pp. 247, 262, 264, 265, 272, 276)."""
_ZONES = re.compile(r"\b(\d+) zones?\b")


def free_zones(notes: Iterable[tuple[str, str]], movers: Iterable[str] = MOVERS) -> tuple[str, int]:
    """How many zones a creature moves on its turn without spending a card, and the note
    that lets it: Fleet 1 (a beast, p. 247) or 2 (the griffin, p. 264), Flutter 1 (p. 265);
    of ``movers``, the elemental's notes in its element (``worm.engine.elemental``).
    ``notes`` are (name, text) pairs; the number is the one the note's text gives."""
    moving = frozenset(movers)
    best = ("", 0)
    for name, text in notes:
        found = _ZONES.search(text) if name in moving else None
        if found is not None and int(found.group(1)) > best[1]:
            best = (name, int(found.group(1)))
    return best


GREATER_INITIATIVE = frozenset({"Untouchable", "Armored Scales", "Rampage"})
"""Greater dooms that let a creature lay a greater card as Initiative (pp. 250, 260, 279)."""
HIGHEST = 21  # the highest card such a creature may lay as Initiative


def initiative_doom(dooms: Iterable[str]) -> str | None:
    """The doom by which the creature may lay a greater card as Initiative, if any."""
    return next((doom for doom in dooms if doom in GREATER_INITIATIVE), None)


WIMPS = "Wimps"


def wimps(notes: Iterable[str]) -> bool:
    """Imps always lay their lowest card as Initiative (p. 266)."""
    return WIMPS in notes


TRAMPLE = "Trample"  # a missed Attack turns on a second target in the zone (p. 247)
CLAWS = frozenset({"Claw", "Talons"})
DEADLY = "Deadly Attack"
OVERWHELMING = frozenset({"Overwhelming Attack", "Overwhelming Bite", "Smash"})
"""Greater dooms played as the Attack itself: the greater card is the Attack's card."""
SWEEPING = frozenset({"Sweeping Club", "Haymaker"})  # on its own turn only (pp. 254, 275)
SWEEPING_ALWAYS = frozenset({"Tail Whip", "Kick", "Breath of Ice"})  # pp. 260, 279, 285
HARMLESS = frozenset({"Vomit", "Web", "Steal Face", *control.DOOMS})
"""Attack dooms whose hit does no harm: never attached to an ordinary Attack."""


EVASIVE = "Evasive"  # the questing beast may lay a greater doom as a Dodge (p. 276)
DISPLACING = frozenset({"Tail Bite"})
"""Attack dooms whose hit Displaces as well as Wounds (the cockatrice's Tail Bite, p. 257);
the GM picks the zone, as for any Displace it causes (p. 12)."""


def displaces(doom: str | None) -> bool:
    """Whether an Attack's hit with ``doom`` also Displaces its target."""
    return doom in DISPLACING


CHARGE = "Backwards Charge"  # the cockatrice Moves up to 2 zones with its Attack (p. 257)
CHARGE_ZONES = 2
BREATH_OF_FIRE = "Breath of Fire"  # the dragon's flame, with an Attack (p. 260)
BREATH_WOUNDS = 3
METAL_ARMOR = frozenset({"armor_iron", "armor_steel"})
"""Armor the dragon's flame cooks its wearer in (p. 260). Policy: iron and steel are metal;
light armor is leather, and a helm or a shield is not armor worn on the body."""


def cooked(doom: str | None, worn: Iterable[str]) -> bool:
    """Whether a hit of ``doom`` deals Critical damage to one wearing ``worn`` (item ids on
    the belt): the dragon's Breath of Fire on one in metal armor (p. 260)."""
    return doom == BREATH_OF_FIRE and any(item in METAL_ARMOR for item in worn)


def attack_wounds(doom: str | None, total: int, initiative: int | None) -> int:
    """Wounds an Attack's hit deals with ``doom``: Claw and Talons deal 2 when the total is
    at least twice the target's Initiative (pp. 247, 264), Deadly Attack always 2
    (p. 250), Breath of Fire 3 (p. 260); 1 otherwise."""
    if doom == BREATH_OF_FIRE:
        return BREATH_WOUNDS
    if doom == DEADLY:
        return 2
    if doom in CLAWS and initiative is not None and total >= 2 * initiative:
        return 2
    return 1


def sweeps(doom: str | None, *, own_turn: bool) -> bool:
    """Whether an Attack with ``doom`` strikes every adventurer in the zone: Sweeping Club
    and Haymaker on the creature's own turn (pp. 254, 275), Tail Whip, Kick and the winter
    wolf's Breath of Ice (every adventurer in its zone, p. 285) always."""
    return doom in SWEEPING_ALWAYS or (own_turn and doom in SWEEPING)
