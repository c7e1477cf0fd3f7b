"""Alchemy's arithmetic (p. 78; Appendix B, pp. 229–234): fresh corpses, bottles, reagents.

Pure: an adventurer or a corpse and the watch count in, a verdict out. The GM's calls (what a
corpse yields, what a reagent brews) are in ``worm.gm.alchemy``; the engine plays them in
``worm.engine.harvest`` and ``worm.engine.brewing``.
"""

from __future__ import annotations

from worm.content.models import ContentPack
from worm.model.adventurer import Adventurer
from worm.model.guild import Guild
from worm.model.inventory import Carried
from worm.model.level import Corpse
from worm.rules import talents

TALENT = "alchemy"
KIT = "alchemy_kit"
BOTTLE = "hermetic_bottle"
REAGENT = "reagent"


def fresh(corpse: Corpse, watches: int) -> bool:
    """Whether a corpse can still be harvested (p. 231): only the watch of the fight that
    killed it has passed; one more watch and it has spoiled."""
    return watches <= corpse.watch + 1


def alchemist(adventurer: Adventurer) -> bool:
    """Knows Alchemy and may use it: not Wounded in it (p. 124) nor crossed off (p. 269)."""
    return adventurer.usable(TALENT) is not None


def empty_bottles(adventurer: Adventurer) -> tuple[Carried, ...]:
    """The empty hermetic bottles carried: how many reagents can be kept (p. 230)."""
    return tuple(c for c in adventurer.inventory.things() if c.item == BOTTLE)


def reagents(adventurer: Adventurer) -> tuple[Carried, ...]:
    """The bottled reagents carried, each remembering its creature (p. 231)."""
    return tuple(c for c in adventurer.inventory.things() if c.item == REAGENT and c.of is not None)


def harvester(guild: Guild) -> Adventurer | None:
    """Who harvests when the player names nobody: the first able alchemist in marching order
    with an empty bottle, else the first able alchemist (who is then told why not)."""
    able = [a for a in guild.in_marching_order() if a.active and alchemist(a)]
    return next((a for a in able if empty_bottles(a)), able[0] if able else None)


def has_kit(adventurer: Adventurer) -> bool:
    """Carries an alchemy kit, which Brew Alchemy needs (p. 229)."""
    return any(c.item == KIT for c in adventurer.inventory.things())


def can_brew(adventurer: Adventurer) -> str | None:
    """Why ``adventurer`` cannot Brew Alchemy now (None: they can), p. 231."""
    if not alchemist(adventurer):
        why = talents.barred(adventurer, TALENT, "Alchemy")
        return why or f"{adventurer.name} has no Alchemy to use (p. 78)"
    if not has_kit(adventurer):
        return f"{adventurer.name} has no alchemy kit to brew with (p. 229)"
    if not reagents(adventurer):
        return f"{adventurer.name} carries no reagent to brew (p. 231)"
    return None


def creature_name(pack: ContentPack, creature: str) -> str:
    """The name of a statblock id: a seed's monster, a bestiary entry or a character."""
    for table in (pack.monsters, pack.bestiary, pack.characters):
        if creature in table:
            return str(table[creature].name)
    return creature


def label(pack: ContentPack, carried: Carried) -> str:
    """What the sheet calls a carried thing: a reagent names its creature ("Reagent of Dire
    Wolves", p. 231), and a brew the creature it came from."""
    name = pack.items[carried.item].name
    if carried.of is None:
        return name
    if carried.item == REAGENT:
        return f"{name} of {creature_name(pack, carried.of)}"
    return f"{name} ({creature_name(pack, carried.of)})"
