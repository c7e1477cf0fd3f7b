"""Rules spanning a whole table or several files of the content pack (chapters 1–9).

Each rule yields every Problem it finds, so ``worm assets check`` can list them all. The rules
also run on a partly broken pack: entries that failed their own validation are listed in
``Tables.broken`` and references to them are not reported twice, and a table holding broken
entries skips its whole-table counts until those entries are fixed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from worm.content import (
    afflictions,
    book,
    constants,
    features,
    monsters,
    personality,
    scenery,
    spells,
    stocking,
)
from worm.content.denizens import effect_references
from worm.content.problems import Problem

if TYPE_CHECKING:
    from worm.content.afflictions import Affliction
    from worm.content.denizens import Creature, Theme, Threat
    from worm.content.features import Feature, Trap
    from worm.content.interaction import Outcome
    from worm.content.models import (
        Attribute,
        BondType,
        CardKeywords,
        Condition,
        ContentPack,
        DungeonSeed,
        Effect,
        GuildTables,
        House,
        Item,
        Kin,
        Kith,
        Language,
        MarketTier,
        Motifs,
        Origin,
        Path,
        Quests,
        Talent,
        WeaponType,
    )
    from worm.content.monsters import Monster
    from worm.content.personality import Character, Dispositions, Personality, Taste
    from worm.content.scenery import Scenery
    from worm.content.spells import Spell
    from worm.content.stocking import Hook, MeatgrinderEntry, RoomType, Treasure

FILE = {
    "attributes": "attributes.toml",
    "kiths": "kiths.toml",
    "kins": "kins.toml",
    "houses": "houses.toml",
    "paths": "paths.toml",
    "talents": "talents.toml",
    "items": "items.toml",
    "weapons": "weapons.toml",
    "effects": "effects.toml",
    "conditions": "conditions.toml",
    "languages": "languages.toml",
    "bonds": "bonds.toml",
    "market": "market.toml",
    "origins": "origins.toml",
    "seeds": "seeds.toml",
    "themes": "themes.toml",
    "threats": "threats.toml",
    "bestiary": "bestiary.toml",
    "meatgrinder": "meatgrinder.toml",
    "rooms": "rooms.toml",
    "treasure": "treasure.toml",
    "hooks": "hooks.toml",
    "monsters": "monsters.toml",
    "features": "features.toml",
    "traps": "traps.toml",
    "afflictions": "afflictions.toml",
    "tastes": "tastes.toml",
    "personalities": "personalities.toml",
    "characters": "characters.toml",
    "scenery": "scenery.toml",
    "spells": "spells.toml",
    "dispositions": "dispositions.toml",
    "motifs": "motifs.toml",
    "guild": "guild.toml",
    "quests": "quests.toml",
    "cards": "cards.toml",
}
"""The file each ContentPack field is read from."""


@dataclass(frozen=True)
class Tables:
    """The pack's tables as read so far, with what could not be read.

    ``broken`` maps a table to the ids of entries that failed their own validation;
    ``unreadable`` holds tables whose file could not be read at all.
    """

    attributes: Mapping[str, Attribute] = field(default_factory=dict)
    kiths: Mapping[str, Kith] = field(default_factory=dict)
    kins: Mapping[str, Kin] = field(default_factory=dict)
    houses: Mapping[str, House] = field(default_factory=dict)
    paths: Mapping[str, Path] = field(default_factory=dict)
    talents: Mapping[str, Talent] = field(default_factory=dict)
    items: Mapping[str, Item] = field(default_factory=dict)
    weapons: Mapping[str, WeaponType] = field(default_factory=dict)
    effects: Mapping[str, Effect] = field(default_factory=dict)
    conditions: Mapping[str, Condition] = field(default_factory=dict)
    languages: Mapping[str, Language] = field(default_factory=dict)
    bonds: Mapping[str, BondType] = field(default_factory=dict)
    market: Mapping[str, MarketTier] = field(default_factory=dict)
    origins: Mapping[str, Origin] = field(default_factory=dict)
    seeds: Mapping[str, DungeonSeed] = field(default_factory=dict)
    themes: Mapping[str, Theme] = field(default_factory=dict)
    threats: Mapping[str, Threat] = field(default_factory=dict)
    bestiary: Mapping[str, Creature] = field(default_factory=dict)
    meatgrinder: Mapping[str, MeatgrinderEntry] = field(default_factory=dict)
    rooms: Mapping[str, RoomType] = field(default_factory=dict)
    treasure: Mapping[str, Treasure] = field(default_factory=dict)
    hooks: Mapping[str, Hook] = field(default_factory=dict)
    monsters: Mapping[str, Monster] = field(default_factory=dict)
    features: Mapping[str, Feature] = field(default_factory=dict)
    traps: Mapping[str, Trap] = field(default_factory=dict)
    afflictions: Mapping[str, Affliction] = field(default_factory=dict)
    tastes: Mapping[str, Taste] = field(default_factory=dict)
    personalities: Mapping[str, Personality] = field(default_factory=dict)
    characters: Mapping[str, Character] = field(default_factory=dict)
    scenery: Mapping[str, Scenery] = field(default_factory=dict)
    spells: Mapping[str, Spell] = field(default_factory=dict)
    motifs: Motifs | None = None
    guild: GuildTables | None = None
    quests: Quests | None = None
    cards: CardKeywords | None = None
    dispositions: Dispositions | None = None
    broken: Mapping[str, frozenset[str]] = field(default_factory=dict)
    unreadable: frozenset[str] = frozenset()

    @classmethod
    def of(cls, pack: ContentPack) -> Tables:
        """A complete pack's tables: nothing broken, nothing unreadable."""
        return cls(**{name: getattr(pack, name) for name in FILE})

    def whole(self, table: str) -> bool:
        """Whether every entry of ``table`` was read and validated."""
        return table not in self.unreadable and not self.broken.get(table)

    def knows(self, table: str, entry_id: str) -> bool:
        """Whether ``entry_id`` exists in ``table``, or might (its file or entry is broken)."""
        return (
            entry_id in self.table(table)
            or entry_id in self.broken.get(table, frozenset())
            or table in self.unreadable
        )

    def table(self, table: str) -> Any:
        """The table (or whole-file document) read for the pack field ``table``."""
        return getattr(self, table)


Rule = Callable[[Tables], Iterator[Problem]]


def problems(tables: Tables) -> list[Problem]:
    """Every whole-table and cross-reference problem of the pack, in a stable order."""
    return [problem for rule in RULES for problem in rule(tables)]


def _missing(tables: Tables, table: str, entry_id: str) -> str | None:
    """The message for a reference to an entry that does not exist, else None."""
    if tables.knows(table, entry_id):
        return None
    return f"{entry_id!r} is not an id in {FILE[table]}"


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


def paths_and_talents(tables: Tables) -> Iterator[Problem]:
    """Each path lists seven talents of its own, and each path talent is listed (p. 21)."""
    for path in tables.paths.values():
        for talent_id in path.talents:
            talent = tables.talents.get(talent_id)
            if message := _missing(tables, "talents", talent_id):
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
        if message := _missing(tables, "paths", talent.path):
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
            if message := _missing(tables, "items", item_id):
                yield Problem("talents.toml", talent.id, "requires_any_item", message)


def kins_and_kiths(tables: Tables) -> Iterator[Problem]:
    """Kins and kiths name each other; each kin has a kin talent and an arête talent (p. 23)."""
    for kin in tables.kins.values():
        if message := _missing(tables, "kiths", kin.kith):
            yield Problem("kins.toml", kin.id, "kith", message)
        elif (kith := tables.kiths.get(kin.kith)) and kin.id not in kith.kins:
            yield Problem(
                "kins.toml", kin.id, "kith", f"kith {kin.kith!r} does not list {kin.id!r}"
            )
        for field_name, source in (("kin_talent", "kin"), ("arete_talent", "arete")):
            talent_id = getattr(kin, field_name)
            talent = tables.talents.get(talent_id)
            if message := _missing(tables, "talents", talent_id):
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
            if message := _missing(tables, "kins", kin_id):
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
            if message := _missing(tables, "weapons", item.weapon):
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
            if message := _missing(tables, "items", fuel):
                yield Problem("items.toml", item.id, "light.fuel", message)
            elif (burned := tables.items.get(fuel)) and burned.fuel_flickers is None:
                yield Problem("items.toml", item.id, "light.fuel", f"{fuel!r} has no fuel_flickers")
    for weapon in tables.weapons.values():
        if weapon.ammo is not None and (message := _missing(tables, "items", weapon.ammo)):
            yield Problem("weapons.toml", weapon.id, "ammo", message)


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
            if message := _missing(tables, table, getattr(creature, field_name)):
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
                if message := _missing(tables, "languages", language):
                    yield Problem("bestiary.toml", creature.id, f"{field_name}[{number}]", message)


def denizen_effects(tables: Tables) -> Iterator[Problem]:
    """Every effect a theme, threat or creature names is one of the book's (pp. 12–13).

    The set is the book's closed one, which ``book_tables`` holds effects.toml to, so a
    renamed entry there is reported once, not again at every creature naming it.
    """
    known = book.IDS["effects"]
    for name in ("themes", "threats", "bestiary"):
        for entry in tables.table(name).values():
            for where, effect in effect_references(entry):
                if effect not in known:
                    message = f"{effect!r} is not an id in effects.toml"
                    yield Problem(FILE[name], entry.id, where, message)


def item_use_effects(tables: Tables) -> Iterator[Problem]:
    """Every effect an item's ``use`` applies is one of the book's (pp. 12–13, 118).

    Held to the book's closed set, as ``denizen_effects`` is, so a renamed entry of
    effects.toml is reported once there and not again at each bomb or potion naming it.
    """
    known = book.IDS["effects"]
    for item in tables.items.values():
        for effect in item.use.effects if item.use else ():
            if effect not in known:
                message = f"{effect!r} is not an id in effects.toml"
                yield Problem("items.toml", item.id, "use.effects", message)


def caught_afflictions(tables: Tables) -> Iterator[Problem]:
    """Every ``affliction`` outcome, in any file, names an entry of afflictions.toml (p. 97)."""
    for name, file in FILE.items():
        value = tables.table(name)
        if value is None:
            continue
        for entry in value.values() if isinstance(value, Mapping) else (value,):
            for where, outcome in afflictions.outcomes_in(entry):
                if outcome.effect != "affliction" or outcome.id is None:
                    continue
                if message := _missing(tables, "afflictions", outcome.id):
                    yield Problem(file, getattr(entry, "id", None), f"{where}.id", message)


OWN_REFERENCES = ("features", "traps", "meatgrinder", "hooks", "treasure", "afflictions")
"""Tables whose items and effects the rules of ``features``, ``stocking`` and ``afflictions``
already check (so each missing one is reported once)."""


def _named_by(outcome: Outcome, table: str) -> Iterator[tuple[str, str | None, str]]:
    """(field, table it must be an id of — None for a place —, value) for each thing an outcome
    in ``table`` names that the Crawl looks up when it plays the outcome."""
    if outcome.effect == "challenge" and outcome.creature not in (None, "level"):
        yield "creature", "monsters", outcome.creature
    if outcome.effect == "disposition" and outcome.creature is not None:
        yield "creature", "characters", outcome.creature
    if outcome.effect == "move" and outcome.id is not None:
        yield "id", None, outcome.id
    if table in OWN_REFERENCES:
        return
    if outcome.item is not None:
        yield "item", "items", outcome.item
    if outcome.effect == "effect" and outcome.id is not None:
        yield "id", "effects", outcome.id


def outcome_references(tables: Tables) -> Iterator[Problem]:
    """Every creature, character, item, effect and place an outcome names exists, in any file,
    so a fight with a creature monsters.toml lacks fails ``worm assets check``, not the game
    (issue 15: Zacchaeus's cage fought a 'werewolf' no file defines)."""
    for name, file in FILE.items():
        value = tables.table(name)
        if value is None:
            continue
        for entry in value.values() if isinstance(value, Mapping) else (value,):
            for where, outcome in afflictions.outcomes_in(entry):
                for field_name, table, wanted in _named_by(outcome, name):
                    if table is None:
                        if wanted not in stocking.MOVES:
                            places = ", ".join(sorted(stocking.MOVES))
                            message = f"{wanted!r} is not a place to move to: {places}"
                        else:
                            continue
                    elif (missing := _missing(tables, table, wanted)) is not None:
                        message = missing
                    else:
                        continue
                    entry_id = getattr(entry, "id", None)
                    yield Problem(file, entry_id, f"{where}.{field_name}", message)


RULES: tuple[Rule, ...] = (
    keys_match_ids,
    book_tables,
    paths_and_talents,
    talents_need_items,
    kins_and_kiths,
    houses_are_surnames,
    gear,
    numbers_agree,
    one_default_bond,
    market_prices,
    seed_per_card,
    bestiary_entries,
    denizen_effects,
    *stocking.RULES,  # Meatgrinder templates, rooms, treasure, hooks (pp. 335–342)
    *monsters.RULES,  # the seeds' creatures and lords (pp. 242–252, 343–364)
    *features.RULES,  # room features and traps (pp. 365–373)
    *afflictions.RULES,  # afflictions and their stages (pp. 97–98)
    caught_afflictions,
    outcome_references,  # creatures, characters, items, effects and places outcomes name
    *personality.RULES,  # tastes, personalities and named characters (pp. 99–103, 180)
    *scenery.RULES,  # scenery for Challenge zones (p. 184)
    item_use_effects,  # what bombs, potions and oils do in a Challenge (pp. 118, 235–239)
    *spells.RULES,  # the forty spells of Appendix A (pp. 197–227)
)
