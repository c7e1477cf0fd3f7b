"""What makes an adventurer: paths and their talents, kins and kiths, houses, and the gear
talents ask for (chapters 1–4, pp. 20–70, 167–170)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from worm.content.problems import Problem
from worm.content.tables import Tables


def paths_and_talents(tables: Tables) -> Iterator[Problem]:
    """Each path lists seven talents of its own, and each path talent is listed (p. 21)."""
    for path in tables.paths.values():
        for talent_id in path.talents:
            talent = tables.talents.get(talent_id)
            if message := tables.missing("talents", talent_id):
                yield Problem("paths.toml", path.id, "talents", message)
            elif talent is not None and talent.source != "path":
                yield Problem(
                    "paths.toml", path.id, "talents", f"{talent_id!r} has source {talent.source!r}"
                )
            elif talent is not None and talent.path != path.id:
                yield Problem(
                    "paths.toml",
                    path.id,
                    "talents",
                    f"{talent_id!r} belongs to path {talent.path!r}",
                )
        if attribute := tables.attributes.get(path.id):
            if attribute.archetype != path.archetype:
                yield Problem(
                    "paths.toml",
                    path.id,
                    "archetype",
                    f"{path.archetype!r}, but attribute {path.id!r} is {attribute.archetype!r}",
                )
    for talent in tables.talents.values():
        if talent.path is None:
            continue
        if message := tables.missing("paths", talent.path):
            yield Problem("talents.toml", talent.id, "path", message)
        elif (owner := tables.paths.get(talent.path)) and talent.id not in owner.talents:
            yield Problem(
                "talents.toml",
                talent.id,
                "path",
                f"path {talent.path!r} does not list {talent.id!r} among its talents",
            )


def talents_need_items(tables: Tables) -> Iterator[Problem]:
    """Every item a talent asks for exists (e.g. Aegis needs a shield, p. 70)."""
    for talent in tables.talents.values():
        for item_id in talent.requires_any_item:
            if message := tables.missing("items", item_id):
                yield Problem("talents.toml", talent.id, "requires_any_item", message)


def kins_and_kiths(tables: Tables) -> Iterator[Problem]:
    """Kins and kiths name each other; each kin has a kin talent and an arête talent (p. 23)."""
    for kin in tables.kins.values():
        if message := tables.missing("kiths", kin.kith):
            yield Problem("kins.toml", kin.id, "kith", message)
        elif (kith := tables.kiths.get(kin.kith)) and kin.id not in kith.kins:
            yield Problem(
                "kins.toml", kin.id, "kith", f"kith {kin.kith!r} does not list {kin.id!r}"
            )
        for field_name, source in (("kin_talent", "kin"), ("arete_talent", "arete")):
            talent_id = getattr(kin, field_name)
            talent = tables.talents.get(talent_id)
            if message := tables.missing("talents", talent_id):
                yield Problem("kins.toml", kin.id, field_name, message)
            elif talent is not None and talent.source != source:
                yield Problem(
                    "kins.toml",
                    kin.id,
                    field_name,
                    f"{talent_id!r} has source {talent.source!r}, needs {source!r}",
                )
    for kith in tables.kiths.values():
        for kin_id in kith.kins:
            if message := tables.missing("kins", kin_id):
                yield Problem("kiths.toml", kith.id, "kins", message)
            elif (member := tables.kins.get(kin_id)) and member.kith != kith.id:
                yield Problem(
                    "kiths.toml", kith.id, "kins", f"{kin_id!r} belongs to kith {member.kith!r}"
                )
    if tables.whole("kins"):
        owners = Counter(kin.kin_talent for kin in tables.kins.values())
        wearers = {kin.arete_talent for kin in tables.kins.values()}
        for talent in tables.talents.values():
            if talent.source == "kin" and owners[talent.id] != 1:
                yield Problem(
                    "talents.toml",
                    talent.id,
                    "source",
                    f"a kin talent belongs to exactly one kin; {owners[talent.id]} name it",
                )
            if talent.source == "arete" and talent.id not in wearers:
                yield Problem("talents.toml", talent.id, "source", "no kin names this arête talent")


def houses_are_surnames(tables: Tables) -> Iterator[Problem]:
    """Human surnames are house names (p. 51): the houses and that list agree."""
    for kith in tables.kiths.values():
        if kith.names.surname_rule != "house" or not tables.whole("houses"):
            continue
        houses = {house.name for house in tables.houses.values()}
        for surname in kith.names.surnames:
            if surname not in houses:
                yield Problem(
                    "kiths.toml",
                    kith.id,
                    "names.surnames",
                    f"{surname!r} is not a house in houses.toml",
                )
        for house in sorted(houses - set(kith.names.surnames)):
            yield Problem("kiths.toml", kith.id, "names.surnames", f"house {house!r} is missing")


def gear(tables: Tables) -> Iterator[Problem]:
    """Items name real weapon types and fuels; weapon types name real ammo (pp. 167–170)."""
    for item in tables.items.values():
        if item.weapon is not None:
            weapon = tables.weapons.get(item.weapon)
            if message := tables.missing("weapons", item.weapon):
                yield Problem("items.toml", item.id, "weapon", message)
            elif weapon is not None and weapon.slots != item.slots:
                yield Problem(
                    "items.toml",
                    item.id,
                    "slots",
                    f"{item.slots!r}, but a {weapon.name} takes {weapon.slots} (p. 170)",
                )
        fuel = item.light.fuel if item.light else None
        if fuel is not None:
            if message := tables.missing("items", fuel):
                yield Problem("items.toml", item.id, "light.fuel", message)
            elif (burned := tables.items.get(fuel)) and burned.fuel_flickers is None:
                yield Problem("items.toml", item.id, "light.fuel", f"{fuel!r} has no fuel_flickers")
    for weapon in tables.weapons.values():
        if weapon.ammo is not None and (message := tables.missing("items", weapon.ammo)):
            yield Problem("weapons.toml", weapon.id, "ammo", message)
