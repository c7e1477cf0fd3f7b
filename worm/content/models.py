"""The content pack as frozen pydantic models: one class per kind of entry (chapters 1–9).

Gear (items, light, weapon types) is defined in ``worm.content.gear`` and re-exported here.

Every entry model is ``frozen`` with ``extra="forbid"`` and holds tuples, so a pack read once
can be shared freely. Rules inside one entry live in its validators; rules spanning a whole
table or several files are in ``worm.content.integrity``, which ``worm.content.check`` runs
before it builds a ``ContentPack``.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Annotated, Literal, Self, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    WrapSerializer,
    model_validator,
)

from worm.content import book
from worm.content.afflictions import Affliction
from worm.content.animals import Animal
from worm.content.city_actions import CityAction, Hangover
from worm.content.city_events import CityEvent, Portent
from worm.content.contracts import ContractCard
from worm.content.denizens import Creature, Theme, Threat
from worm.content.districts import CityTables, District
from worm.content.factions import Factions
from worm.content.features import Architecture, Feature, Trap
from worm.content.fields import (
    Archetype,
    ChallengeAction,
    Count,
    Entry,
    FarRealm,
    Flag,
    Id,
    Page,
    Positive,
    Suit,
    TalentSource,
    Text,
    Tier,
    Timing,
    require_unique,
)
from worm.content.gear import Item, LightSource, WeaponType
from worm.content.maleficence import MaleficenceEntry
from worm.content.monsters import Monster
from worm.content.pacts import PactRule
from worm.content.personality import Character, Dispositions, Personality, Taste
from worm.content.problems import EntryProblem
from worm.content.scenery import Scenery
from worm.content.spells import Spell
from worm.content.stocking import Hook, MeatgrinderEntry, RoomType, Treasure

__all__ = [
    "AreteTrigger",
    "Attribute",
    "BondType",
    "CampfirePrompt",
    "ChantLine",
    "CardKeywords",
    "DungeonSeed",
    "Condition",
    "ContentPack",
    "Effect",
    "Entry",
    "FameRow",
    "GuildTables",
    "House",
    "Item",
    "Kin",
    "Kith",
    "KithNames",
    "Language",
    "LightSource",
    "MajorKeywords",
    "Motifs",
    "Path",
    "Rows",
    "MarketTier",
    "Origin",
    "Quests",
    "SuitKeywords",
    "Talent",
    "WeaponType",
]


class Attribute(Entry):
    """An attribute and the suit it is tested with (p. 23)."""

    id: Suit
    name: Text
    archetype: Archetype
    page: Page
    covers: Text


class AreteTrigger(Entry):
    """One of a kith's three deeds that together earn the kin's arête talent (p. 28)."""

    id: Id
    text: Text


class KithNames(Entry):
    """A kith's name lists and how its surnames are made (pp. 51, 55, 59, 63).

    With ``surname_rule = "translation"`` (the fay) ``surnames[i]`` is the Vulgaris rendering
    of ``given_any[i]``.
    """

    given_male: tuple[Text, ...] = ()
    given_female: tuple[Text, ...] = ()
    given_any: tuple[Text, ...] = ()
    surname_rule: Literal["house", "translation", "livery", "matronym"]
    surnames: tuple[Text, ...] = ()

    @model_validator(mode="after")
    def _names_fit_the_rule(self) -> Self:
        if not (self.given_male or self.given_female or self.given_any):
            raise EntryProblem("given_any", "no given names at all: list some")
        if self.surname_rule == "translation" and len(self.surnames) != len(self.given_any):
            raise EntryProblem(
                "surnames",
                f"{len(self.surnames)} translations for {len(self.given_any)} names: "
                "give one Vulgaris rendering per name in given_any",
            )
        if self.surname_rule in ("house", "livery") and not self.surnames:
            raise EntryProblem("surnames", f"rule {self.surname_rule!r} needs a surname list")
        return self


class Kith(Entry):
    """A kith: its kins, its three arête triggers and its names (pp. 23, 28, 48–65)."""

    id: Id
    name: Text
    page: Page
    summary: Text
    kins: tuple[Id, ...] = Field(min_length=1)
    arete_triggers: tuple[AreteTrigger, ...] = Field(min_length=3, max_length=3)
    names: KithNames

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("kins", self.kins)
        require_unique("arete_triggers", tuple(t.id for t in self.arete_triggers))
        return self


class Kin(Entry):
    """A kin: its kith, its mastered kin talent and its arête talent (pp. 23, 50–65)."""

    id: Id
    name: Text
    kith: Id
    page: Page
    kin_talent: Id
    arete_talent: Id
    court: Text | None = None
    far_realm: FarRealm | None = None
    summary: Text


class House(Entry):
    """An example human house, the kin of its members (p. 52)."""

    id: Id
    name: Text
    page: Page
    crest: Text
    motto: Text
    summary: Text


class Path(Entry):
    """A path: named for the attribute rated 4, it gives seven talents (pp. 21, 66–83)."""

    id: Suit
    name: Text
    archetype: Archetype
    page: Page
    common_motifs: tuple[Text, ...] = ()
    talents: tuple[Id, ...] = Field(min_length=7, max_length=7)

    @model_validator(mode="after")
    def _seven_distinct(self) -> Self:
        require_unique("talents", self.talents)
        return self


class Talent(Entry):
    """A talent of a path, a kin, an arête or the optional Turncloak (pp. 33, 51–83)."""

    id: Id
    name: Text
    source: TalentSource
    path: Suit | None = None
    page: Page
    summary: Text
    timing: Timing
    cost_resolve: Count = 0
    requires_any_item: tuple[Id, ...] = ()
    trainable: Flag

    @model_validator(mode="after")
    def _source_fits(self) -> Self:
        if (self.source == "path") != (self.path is not None):
            raise EntryProblem(
                "path",
                f"source {self.source!r} with path {self.path!r}: only path talents name a path",
            )
        if self.trainable != (self.source == "path"):
            raise EntryProblem(
                "trainable",
                f"{self.trainable!r} for a {self.source} talent: only path talents train (p. 33)",
            )
        require_unique("requires_any_item", self.requires_any_item)
        return self


class Effect(Entry):
    """One effect of the shared vocabulary (pp. 12–13)."""

    id: Id
    name: Text
    page: Annotated[int, Strict(), Field(ge=12, le=13)]
    summary: Text
    actor_disfavor: Flag = False
    favor_against: Flag = False
    blocks: tuple[ChallengeAction, ...] = ()
    disfavor_on: tuple[ChallengeAction, ...] = ()
    disengages: Flag = False
    recoverable: Flag = False
    instantaneous: Flag = False
    pair: Id | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.instantaneous and self.recoverable:
            raise EntryProblem(
                "recoverable", "true for an instantaneous effect: nothing lasts to Recover from"
            )
        if "*" in self.blocks and len(self.blocks) > 1:
            raise EntryProblem("blocks", f"{list(self.blocks)!r}: '*' already blocks everything")
        return self


class Condition(Entry):
    """A condition on the adventurer sheet (p. 31)."""

    id: Id
    name: Text
    page: Page
    summary: Text
    from_wounds: Flag
    limit: Positive = 1
    heal_order: Positive | None = None

    @model_validator(mode="after")
    def _heal_order_for_wounds(self) -> Self:
        if self.from_wounds != (self.heal_order is not None):
            raise EntryProblem(
                "heal_order",
                f"{self.heal_order!r} with from_wounds={self.from_wounds!r}: "
                "exactly the conditions Wounds can mark have a heal order",
            )
        return self


class Language(Entry):
    """A language of the City or of old (p. 29)."""

    id: Id
    name: Text
    page: Page
    common: Flag
    ancient: Flag = False
    written: Flag = False
    summary: Text

    @model_validator(mode="after")
    def _not_both(self) -> Self:
        if self.common and self.ancient:
            raise EntryProblem(
                "ancient", "true for a common language: a tongue is one or the other"
            )
        return self


class BondType(Entry):
    """A kind of Bond and what charges it (pp. 26–27)."""

    id: Id
    name: Text
    page: Page
    summary: Text
    charge_trigger: Text
    default: Flag = False
    mechanical: Flag = False
    mutual: Flag = False


class CampfirePrompt(Entry):
    """Something the guild talks over by the fire (p. 189), in our own words."""

    id: Id
    page: Page
    text: Text


class ChantLine(Entry):
    """A line of the High Chant's epic verse (p. 79), in our own words: the log sings it."""

    id: Id
    page: Page
    text: Text


class Motifs(Entry):
    """The sample motif words: descriptors and professions (p. 25)."""

    descriptors: tuple[Text, ...] = Field(min_length=1)
    professions: tuple[Text, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("descriptors", self.descriptors)
        require_unique("professions", self.professions)
        return self


class FameRow(Entry):
    """How people react to a guild of this Fame (p. 46)."""

    level: Count
    reaction: Text


class GuildTables(Entry):
    """Guild roles, example names, Fame reactions and default terms (pp. 42–46)."""

    roles: tuple[Text, ...] = Field(min_length=1)
    fallback_role: Text
    name_examples: tuple[Text, ...] = ()
    fame: tuple[FameRow, ...] = Field(min_length=1)
    default_terms: Text

    @model_validator(mode="after")
    def _tables_whole(self) -> Self:
        require_unique("roles", self.roles)
        if self.fallback_role not in self.roles:
            raise EntryProblem("fallback_role", f"{self.fallback_role!r} is not among the roles")
        levels = [row.level for row in self.fame]
        if levels != list(range(len(levels))):
            raise EntryProblem("fame", f"levels {levels} should run 0, 1, 2… once each, in order")
        return self


class MarketTier(Entry):
    """An upkeep tier of the Omphalic Market (p. 154): its price and what it lets you buy."""

    id: Id
    name: Text
    page: Page
    cost: Count
    cost_coronation: Count
    buys: tuple[Tier, ...]
    recovery: Literal["start_stressed", "none", "bond_burn", "full_heal"]
    summary: Text


class Origin(Entry):
    """A possible origin of the Underworld (p. 331): what it was for, and what that leaves behind.

    ``truths`` are open questions a level can answer; ``lore_motifs`` are details (coin faces,
    trap makers, ruined inscriptions) that let each level hint at the origin, and that turn up
    in its rooms; ``treasure`` names the pieces the origin favours when rooms are filled.
    """

    id: Id
    name: Text
    page: Page
    summary: Text
    truths: tuple[Text, ...] = Field(min_length=3, max_length=5)
    lore_motifs: tuple[Text, ...] = Field(min_length=5, max_length=8)
    treasure: tuple[Id, ...] = ()  # treasure.toml pieces that carry the origin's mark

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("truths", self.truths)
        require_unique("lore_motifs", self.lore_motifs)
        require_unique("treasure", self.treasure)
        return self


Lighting = Literal["bright", "dim", "dark", "mixed"]
"""A level's own light before anyone lights a torch (pp. 343–364): everywhere bright, everywhere
dim, none at all, or different from place to place."""

LevelShape = Literal["caverns", "halls", "towers", "streets", "water", "organic"]
"""The map style a level is drawn in: natural places, castles, spires, ruined cities, the sea
or swamp, the inside of a body."""

Senses = Annotated[tuple[Text, ...], Field(min_length=2, max_length=4)]


class DungeonSeed(Entry):
    """The dungeon seed of one major arcana value (pp. 343–364): a prompt for a level.

    Names (the seed's, its monsters', its lord's) are the book's; every description is ours.
    ``scarce_light`` is False where the level is lit well enough that torches guttering
    (Meatgrinder I–V) may become respite or another pressure instead (p. 341).
    ``kept`` names creatures of our own (not the book's list) that the level holds beside its
    common monsters: the Menagerie's one-of-a-kind beasts (p. 357), whose list the book leaves
    empty because each chamber holds its own.
    ``architectures`` are those a generic room type may name on its levels (the Spires' tree
    islands hold no dripping grotto nor vaulted hall; ``worm.gen.room_types.give``); empty,
    any. A type of ``none`` is always allowed, so every room still finds one.
    """

    id: Id
    card: Annotated[int, Strict(), Field(ge=1, le=21)]
    name: Text
    page: Page
    premise: Text
    sights: Senses
    sounds: Senses
    smells: Senses
    tastes: Senses
    lighting: Lighting
    lighting_note: Text
    structures: tuple[Text, ...] = Field(min_length=1)
    shape: LevelShape
    common_monsters: tuple[Text, ...]
    kept: tuple[Text, ...] = ()
    dungeon_lord: Text
    dungeon_lord_summary: Text
    scarce_light: Flag
    architectures: tuple[Architecture, ...] = ()

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        require_unique("architectures", self.architectures)
        if self.id != (expected := book.seed_id(self.name)):
            raise EntryProblem("id", f"{self.id!r} should be {expected!r}, the name in snake_case")
        if self.lighting == "bright" and self.scarce_light:
            raise EntryProblem("scarce_light", "a brightly lit level cannot be short of light")
        for field in ("sights", "sounds", "smells", "tastes", "structures", "common_monsters"):
            require_unique(field, getattr(self, field))
        require_unique("kept", self.kept)
        if set(self.kept) & set(self.common_monsters):
            raise EntryProblem("kept", "names a creature the book's list already gives")
        return self


class Quests(Entry):
    """Quest seeds (p. 24): any goal may be pursued for any reason, "<goal> so that <reason>"."""

    goals: tuple[Text, ...] = Field(min_length=1)
    reasons: tuple[Text, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("goals", self.goals)
        require_unique("reasons", self.reasons)
        return self


class MajorKeywords(Entry):
    """Narration keywords for one major arcana value (an oracle hint, p. 182)."""

    value: Annotated[int, Strict(), Field(ge=1, le=21)]
    keywords: Text


class SuitKeywords(Entry):
    """Narration keywords for one suit."""

    id: Suit
    keywords: Text


class CardKeywords(Entry):
    """Oracle keywords: one row per major arcana I–XXI and one per suit (pp. 7, 182)."""

    major: tuple[MajorKeywords, ...]
    suits: tuple[SuitKeywords, ...]

    @model_validator(mode="after")
    def _every_card_once(self) -> Self:
        values = [row.value for row in self.major]
        missing = [v for v in range(1, 22) if v not in values]
        repeated = sorted({v for v in values if values.count(v) > 1})
        if missing or repeated:
            raise EntryProblem(
                "major", f"needs one row per value 1–21; missing {missing}, repeated {repeated}"
            )
        suits = [row.id for row in self.suits]
        absent = [s for s in book.SUITS if s not in suits]
        if absent or len(suits) != 4:
            raise EntryProblem("suits", f"needs each suit once; missing {absent}, got {suits}")
        return self


def _read_only(value: Mapping[str, EntryT]) -> Mapping[str, EntryT]:
    return MappingProxyType(dict(value))


@dataclass(frozen=True)
class Rows:
    """Marks a pack field read from an array of tables, ``[[key]]``, one entry per id."""

    key: str


EntryT = TypeVar("EntryT", bound=Entry)
Table = Annotated[
    Mapping[str, EntryT],
    AfterValidator(_read_only),
    WrapSerializer(lambda table, dump: dump(dict(table))),
]
"""A table of entries keyed by id, read-only once built."""


class ContentPack(BaseModel):
    """The whole content pack, each table keyed by entry id: the one list of its tables.

    Each field is read from the file named after it (``attributes`` from attributes.toml):
    a ``Rows`` field from that file's ``[[key]]`` entries, any other as one whole document.
    ``worm.content.tables`` derives the files, and the partial view the integrity rules run
    on, from these fields. Build a pack with ``worm.content.load``, which runs those rules
    first, so a pack in hand is consistent across files.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    attributes: Annotated[Table[Attribute], Rows("attribute")]
    kiths: Annotated[Table[Kith], Rows("kith")]
    kins: Annotated[Table[Kin], Rows("kin")]
    houses: Annotated[Table[House], Rows("house")]
    paths: Annotated[Table[Path], Rows("path")]
    talents: Annotated[Table[Talent], Rows("talent")]
    items: Annotated[Table[Item], Rows("item")]
    weapons: Annotated[Table[WeaponType], Rows("weapon")]
    effects: Annotated[Table[Effect], Rows("effect")]
    conditions: Annotated[Table[Condition], Rows("condition")]
    languages: Annotated[Table[Language], Rows("language")]
    bonds: Annotated[Table[BondType], Rows("bond")]
    campfire: Annotated[Table[CampfirePrompt], Rows("prompt")]
    chants: Annotated[Table[ChantLine], Rows("line")]
    market: Annotated[Table[MarketTier], Rows("tier")]
    city_events: Annotated[Table[CityEvent], Rows("event")]
    portents: Annotated[Table[Portent], Rows("portent")]
    contracts: Annotated[Table[ContractCard], Rows("contract")]
    districts: Annotated[Table[District], Rows("district")]
    city_actions: Annotated[Table[CityAction], Rows("action")]
    hangover: Annotated[Table[Hangover], Rows("row")]
    origins: Annotated[Table[Origin], Rows("origin")]
    seeds: Annotated[Table[DungeonSeed], Rows("seed")]
    themes: Annotated[Table[Theme], Rows("theme")]
    threats: Annotated[Table[Threat], Rows("threat")]
    bestiary: Annotated[Table[Creature], Rows("creature")]
    meatgrinder: Annotated[Table[MeatgrinderEntry], Rows("entry")]
    rooms: Annotated[Table[RoomType], Rows("room")]
    treasure: Annotated[Table[Treasure], Rows("treasure")]
    hooks: Annotated[Table[Hook], Rows("hook")]
    monsters: Annotated[Table[Monster], Rows("monster")]
    features: Annotated[Table[Feature], Rows("feature")]
    traps: Annotated[Table[Trap], Rows("trap")]
    afflictions: Annotated[Table[Affliction], Rows("affliction")]
    tastes: Annotated[Table[Taste], Rows("taste")]
    personalities: Annotated[Table[Personality], Rows("personality")]
    characters: Annotated[Table[Character], Rows("character")]
    scenery: Annotated[Table[Scenery], Rows("scenery")]
    spells: Annotated[Table[Spell], Rows("spell")]
    pacts: Annotated[Table[PactRule], Rows("pact")]
    maleficence: Annotated[Table[MaleficenceEntry], Rows("entry")]
    animals: Annotated[Table[Animal], Rows("animal")]
    motifs: Motifs
    guild: GuildTables
    quests: Quests
    city: CityTables
    cards: CardKeywords
    dispositions: Dispositions
    factions: Factions

    @functools.cached_property
    def taste_words(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Each taste's id and the words that find it in a like's text (tastes.toml), read once
        per pack so matching can be memoised (``worm.gm.parley.tastes_in``)."""
        return tuple((taste.id, taste.words) for taste in self.tastes.values())
