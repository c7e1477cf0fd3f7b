"""The seeds' creatures and lords (pp. 242–252, 343–364): every one a seed names has an
entry, and every entry lists the seeds naming it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from worm.content import book, monsters
from worm.content.monsters import Monster
from worm.content.problems import Problem
from worm.content.tables import Tables


def seeds_name_monsters(tables: Tables) -> Iterator[Problem]:
    """Every creature and lord a seed names has exactly one entry, by name (pp. 343–364).

    A seed's lord must be an entry with ``lord = true``; a lord its own level also lists among
    the common monsters needs a ``common_threat`` for the ordinary ones.
    """
    if "monsters" in tables.unreadable:
        return
    by_name: dict[str, list[Monster]] = defaultdict(list)
    for monster in tables.monsters.values():
        by_name[monster.name].append(monster)
    broken = tables.broken.get("monsters", frozenset())
    for seed in sorted(tables.seeds.values(), key=lambda seed: (seed.card, seed.id)):
        named = [("common_monsters", name) for name in seed.common_monsters]
        named += [("kept", name) for name in seed.kept]
        for field, name in [*named, ("dungeon_lord", seed.dungeon_lord)]:
            found = by_name.get(name, [])
            if not found:
                if book.seed_id(name) not in broken:
                    yield Problem(
                        "seeds.toml",
                        seed.id,
                        field,
                        f"{name!r} has no entry in {monsters.FILE}: add one with exactly that name",
                    )
                continue
            if len(found) > 1:
                ids = sorted(monster.id for monster in found)
                yield Problem(
                    "seeds.toml", seed.id, field, f"{name!r} matches {ids} in {monsters.FILE}"
                )
                continue
            (monster,) = found
            if field == "dungeon_lord" and not monster.lord:
                yield Problem(
                    monsters.FILE,
                    monster.id,
                    "lord",
                    f"false, but {seed.name} names it its dungeon lord",
                )
            if field == "common_monsters" and monster.lord and monster.common_threat is None:
                yield Problem(
                    monsters.FILE,
                    monster.id,
                    "common_threat",
                    f"is missing: {seed.name} also lists its lord among the common monsters",
                )


def monsters_name_their_seeds(tables: Tables) -> Iterator[Problem]:
    """Each entry lists exactly the seeds naming it, in card order, and a known language.

    A seed of the book missing from seeds.toml is reported there (``seed_per_card``), so the
    lists are compared only once seeds.toml holds exactly the book's twenty-one.
    """
    books = {book.seed_id(name) for name in book.SEEDS.values()}
    whole = tables.whole("seeds") and set(tables.seeds) == books
    ordered = sorted(tables.seeds.values(), key=lambda seed: (seed.card, seed.id))
    for monster in tables.monsters.values():
        if monster.speaks is not None and not tables.knows("languages", monster.speaks):
            yield Problem(
                monsters.FILE,
                monster.id,
                "speaks",
                f"{monster.speaks!r} is not an id in languages.toml",
            )
        unknown = [s for s in monster.seeds if s not in books and not tables.knows("seeds", s)]
        if unknown:
            yield Problem(
                monsters.FILE, monster.id, "seeds", f"{unknown} are not ids in seeds.toml"
            )
            continue
        if not whole:
            continue
        naming = [
            seed.id
            for seed in ordered
            if monster.name in (*seed.common_monsters, *seed.kept)
            or monster.name == seed.dungeon_lord
        ]
        if list(monster.seeds) != naming:
            yield Problem(
                monsters.FILE,
                monster.id,
                "seeds",
                f"{list(monster.seeds)} should be {naming}: "
                f"the seeds naming {monster.name!r}, in card order",
            )


RULES = (seeds_name_monsters, monsters_name_their_seeds)
