"""Tables the book closes: exactly its ids, numbers, prices, seeds and pages (pp. 12–13,
23, 46, 154, 253–288, 343–364), and every table keyed by its entries' own ids."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping

from worm.content import book, constants
from worm.content.problems import Problem
from worm.content.tables import FILE, Tables


def keys_match_ids(tables: Tables) -> Iterator[Problem]:
    """Each table is keyed by its entries' own ids."""
    for name in FILE:
        value = tables.table(name)
        if isinstance(value, Mapping):
            for key, entry in value.items():
                if key != entry.id:
                    yield Problem(FILE[name], key, "id", f"{entry.id!r} is filed under {key!r}")


def book_tables(tables: Tables) -> Iterator[Problem]:
    """The book's closed tables hold exactly its ids (effects pp. 12–13, kins p. 23…)."""
    for name, expected in book.IDS.items():
        if not tables.whole(name):
            continue
        ids = set(tables.table(name))
        missing, unexpected = sorted(expected - ids), sorted(ids - expected)
        if missing or unexpected:
            yield Problem(
                FILE[name],
                None,
                "id",
                f"needs exactly the book's {len(expected)} ids; missing {missing}, "
                f"unexpected {unexpected}",
            )
    if tables.whole("effects"):
        for effect in tables.effects.values():
            partner = tables.effects.get(effect.pair) if effect.pair else None
            if effect.pair and (partner is None or partner.pair != effect.id):
                yield Problem(
                    "effects.toml", effect.id, "pair", f"{effect.pair!r} does not pair back"
                )


def numbers_agree(tables: Tables) -> Iterator[Problem]:
    """Tables agree with the book's numbers in constants.toml (Fame p. 46, Wounded p. 31)."""
    numbers = constants.BOOK
    if tables.guild is not None and len(tables.guild.fame) != numbers.fame_max + 1:
        yield Problem(
            "guild.toml",
            None,
            "fame",
            f"{len(tables.guild.fame)} rows for Fame 0–{numbers.fame_max} (constants.toml)",
        )
    wounded = tables.conditions.get("wounded")
    if wounded is not None and wounded.limit != numbers.wounded_talents_max:
        yield Problem(
            "conditions.toml",
            "wounded",
            "limit",
            f"{wounded.limit!r}, but constants.toml says {numbers.wounded_talents_max}",
        )


def one_default_bond(tables: Tables) -> Iterator[Problem]:
    """Exactly one Bond type is the default, Ally (p. 26)."""
    if not tables.whole("bonds"):
        return
    defaults = sorted(bond.id for bond in tables.bonds.values() if bond.default)
    if len(defaults) != 1:
        yield Problem("bonds.toml", None, "default", f"{defaults} are default: mark exactly one")


def market_prices(tables: Tables) -> Iterator[Problem]:
    """The four upkeep tiers at the book's prices, each buying its own tier and those below
    (p. 154)."""
    if not tables.whole("market"):
        return
    ladder = ("impoverished", "common", "luxurious")
    for tier_id, cost in book.UPKEEP_COST.items():
        tier = tables.market.get(tier_id)
        if tier is None:
            yield Problem("market.toml", tier_id, "id", "is missing: the book has four tiers")
            continue
        if (tier.cost, tier.cost_coronation) != cost:
            yield Problem(
                "market.toml",
                tier_id,
                "cost",
                f"{(tier.cost, tier.cost_coronation)!r} is not the book's {cost!r}",
            )
        expected = ladder[: ladder.index(tier_id) + 1] if tier_id in ladder else ()
        if tuple(tier.buys) != expected:
            yield Problem(
                "market.toml", tier_id, "buys", f"{list(tier.buys)!r} should be {list(expected)!r}"
            )
    if tables.whole("items"):
        sold = {tier for t in tables.market.values() for tier in t.buys}
        for item in tables.items.values():
            if item.tier not in sold:
                yield Problem("items.toml", item.id, "tier", f"no upkeep tier sells {item.tier!r}")


def seed_per_card(tables: Tables) -> Iterator[Problem]:
    """One dungeon seed per major card I–XXI, each the book's for its card (pp. 343–364)."""
    if not tables.whole("seeds"):
        return
    seeds = sorted(tables.seeds.values(), key=lambda seed: (seed.card, seed.id))
    seen = Counter(seed.card for seed in seeds)
    missing = [card for card in book.SEEDS if card not in seen]
    repeated = sorted(card for card, n in seen.items() if n > 1)
    if missing or repeated:
        summary = f"needs one seed per card 1–21; missing {missing}, repeated {repeated}"
        renumbered: set[str] = set()
        for card in missing:
            name, page = book.SEEDS[card], book.seed_page(card)
            seed_id = book.seed_id(name)
            if (present := tables.seeds.get(seed_id)) is not None:
                renumbered.add(seed_id)
                fix = f"{present.card!r} should be {card}, the card of {name} (p. {page})"
            else:
                fix = f"no seed has card {card}; add {name} (p. {page})"
            yield Problem("seeds.toml", seed_id, "card", f"{summary}: {fix}")
        for seed in seeds:
            owner = book.SEEDS[seed.card]
            if seen[seed.card] > 1 and seed.name != owner and seed.id not in renumbered:
                yield Problem(
                    "seeds.toml",
                    seed.id,
                    "card",
                    f"{summary}: {seed.card!r} is the card of {owner}; renumber {seed.name}",
                )
        return
    for seed in seeds:
        name, page = book.SEEDS[seed.card], book.seed_page(seed.card)
        if seed.name != name:
            yield Problem(
                "seeds.toml",
                seed.id,
                "name",
                f"{seed.name!r}, but card {seed.card}'s seed is {name!r} (p. {page})",
            )
        elif seed.page != page:
            yield Problem(
                "seeds.toml", seed.id, "page", f"{seed.page!r}, but {name} is on p. {page}"
            )


def bestiary_entries(tables: Tables) -> Iterator[Problem]:
    """Each creature names a real theme, threat and languages, sits on its book page, and has
    HD pools exactly when its threat does (the dungeon lord, p. 251)."""
    for creature in tables.bestiary.values():
        for field_name, table in (("theme", "themes"), ("threat", "threats")):
            if message := tables.missing(table, getattr(creature, field_name)):
                yield Problem("bestiary.toml", creature.id, field_name, message)
        page = book.BESTIARY.get(creature.id)
        if page is not None and creature.page != page:
            message = f"{creature.page!r}, but {creature.name} is on p. {page}"
            yield Problem("bestiary.toml", creature.id, "page", message)
        threat = tables.threats.get(creature.threat)
        if threat is not None and threat.pools != bool(creature.pools):
            wants = "needs HD pools" if threat.pools else "has one HD, not pools"
            yield Problem("bestiary.toml", creature.id, "pools", f"a {threat.name} {wants}")
        for field_name in ("speaks", "understands"):
            for number, language in enumerate(getattr(creature, field_name)):
                if message := tables.missing("languages", language):
                    yield Problem("bestiary.toml", creature.id, f"{field_name}[{number}]", message)
